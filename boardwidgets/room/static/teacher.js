// The teacher's page: the class's join link and its QR code (what the projector shows), then
// every table: whose turn it is, the last move, and for each seat the pupil's name, whether
// their device is connected, and a second device that tried the seat. What only the teacher
// may do: free a seat (a pupil who changed devices), make a seat a new link, keep a free seat
// for a pupil by name, give a seat to the computer or back to a pupil, pause a table. The
// seats' own links (for printed slips) stay folded away: this page is often projected. All
// text is set with textContent: a pupil's name is drawn as typed.
import { el, joinBox, teacherSocket } from "./page.js";

const host = document.getElementById("tables");
const line = document.querySelector("[data-testid=connection]");
const token = host.dataset.socket.split("/").pop();
let slipsOpen = false;

// the room's messages are drawn as they come (``draw`` is below); what the teacher does is sent
const send = teacherSocket(host.dataset.socket, line, "room", draw);

function button(text, message, label) {
  const node = el("button", text, { type: "button", ...(label ? { "aria-label": label } : {}) });
  node.addEventListener("click", () => send(message));
  return node;
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const clock = (seconds) => new Date(seconds * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

// who sits in a seat, in a few words
function who(seat) {
  if (seat.computer) return `the computer (${seat.computer})`;
  if (seat.held) return `${seat.pupil}: ${seat.pages ? "connected" : "not connected"}`;
  if (seat.pupil) return `kept for ${seat.pupil}`;
  return "free";
}

function seatLine(table, seat) {
  const item = el("li", null, { "data-seat": seat.seat, class: "room-seat" });
  const dot = el("span", null, { class: "room-dot", "aria-hidden": "true" });
  dot.style.background = seat.color;
  const head = el("div", null, { class: "room-seat-who" });
  head.append(dot, el("strong", seat.name),
              el("span", who(seat), { "data-testid": "who", class: seat.held && seat.pages ? "room-here" : "" }));
  item.append(head);
  if (seat.tried) {
    item.append(el("p", `Another device tried this seat ${plural(seat.tried, "time", "times")}, last at `
                 + `${clock(seat.tried_at)}. If the pupil changed devices, free the seat.`,
                   { class: "room-warning", "data-testid": "tried" }));
  }
  const actions = el("div", null, { class: "room-seat-do" });
  const name = `${seat.name} at table ${table.table}`;
  if (seat.computer) {
    actions.append(button("Give back to a pupil", { type: "pupil", table: table.table, seat: seat.seat },
                          `Give back to a pupil: ${name}`));
  } else {
    if (seat.held) {
      actions.append(button("Free the seat", { type: "free", table: table.table, seat: seat.seat },
                            `Free the seat: ${name}`));
    } else {
      const keep = el("input", null, { type: "text", maxlength: 24, placeholder: "a first name",
                                        "aria-label": `Keep ${name} for`, value: seat.pupil || "" });
      const kept = el("button", "Keep for", { type: "button", "aria-label": `Keep for: ${name}` });
      kept.addEventListener("click", () => send({ type: "keep", table: table.table, seat: seat.seat,
                                                   name: keep.value }));
      const group = el("span", null, { class: "room-group" });
      group.append(kept, keep);
      actions.append(group);
    }
    actions.append(button("New link", { type: "renew", table: table.table, seat: seat.seat },
                          `New link: ${name}`));
    const level = el("select", null, { "aria-label": `Level of the computer for ${name}` });
    for (const value of ["easy", "medium", "hard"]) level.append(el("option", value, { value }));
    level.value = "medium";
    const give = el("button", "Give to the computer", { type: "button",
                                                          "aria-label": `Give to the computer: ${name}` });
    give.addEventListener("click", () => send({ type: "computer", table: table.table, seat: seat.seat,
                                                level: level.value }));
    const computer = el("span", null, { class: "room-group" });
    computer.append(level, give);
    actions.append(computer);
  }
  item.append(actions);
  return item;
}

function slips(room) {
  const fold = el("details", null, { class: "room-slips-fold" });
  fold.open = slipsOpen;
  fold.addEventListener("toggle", () => { slipsOpen = fold.open; });
  fold.append(el("summary", "Each seat's own link, for printed slips (do not project)"));
  fold.append(el("a", "Print a slip for each seat", { href: `/teacher/${token}/slips`, target: "_blank",
                                                       rel: "noopener" }));
  const list = el("ul", null, { "data-testid": "seat-links" });
  for (const table of room.tables) {
    table.seats.forEach((seat, k) => {
      if (seat.computer) return;
      const item = el("li", `Table ${table.table}, ${seat.name}: `);
      item.append(el("code", room.links[table.table].seats[k]));
      list.append(item);
    });
  }
  fold.append(list);
  return fold;
}

function draw(room) {
  const grid = el("div", null, { class: "room-tables" });
  for (const table of room.tables) {
    const links = room.links[table.table];
    const box = el("section", null, { class: "room-table", "data-table": table.table });
    box.append(el("h2", `Table ${table.table}${table.paused ? " (paused)" : ""}`));
    box.append(el("div", `${table.turn} · ${plural(table.moves, "move", "moves")}`));
    if (table.last) box.append(el("div", `Last move: ${table.last}`));
    const seats = el("ul");
    table.seats.forEach((seat) => seats.append(seatLine(table, seat)));
    box.append(seats);
    const board = el("a", `Public board (open on ${plural(table.public, "screen", "screens")})`,
                     { href: links.board, target: "_blank", rel: "noopener" });
    const pause = el("button", table.paused ? "Go on" : "Pause", { type: "button" });
    pause.addEventListener("click", () => send({ type: "pause", table: table.table, paused: !table.paused }));
    box.append(board, el("span", " "), pause);
    grid.append(box);
  }
  const text = "Show this on the projector: each pupil opens it (or scans the code), types a first "
    + "name and takes a free seat.";
  host.replaceChildren(joinBox(room.join, `/qr/${token}/join.svg`, text), grid, slips(room));
}
