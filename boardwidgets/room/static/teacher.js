// The teacher's page: every table of the room, whose turn it is, the last move, who is
// connected; a link and a QR code for each seat; the table's public board (for the
// projector, and to look back through its moves); and what only the teacher may do: give
// a seat to the computer, pause a table. All text is set with textContent.
const host = document.getElementById("tables");
const line = document.querySelector("[data-testid=connection]");
const token = host.dataset.socket.split("/").pop();
let socket = null, retry = 500;

function el(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function seatLine(table, seat, link) {
  const item = el("li", null, { "data-seat": seat.seat, class: "room-seat" });
  const dot = el("span", null, { class: "room-dot" });
  dot.style.background = seat.color;
  const who = seat.computer ? `computer (${seat.computer})`
    : seat.pages ? "connected" : "not connected";
  const head = el("div", null, { class: "room-seat-who" });
  head.append(dot, el("strong", seat.name),
              el("span", who, { "data-testid": "who", class: seat.pages ? "room-here" : "" }));
  item.append(head);
  if (!seat.computer) {
    const open = el("a", `${seat.name}'s link`, { href: link, target: "_blank", rel: "noopener" });
    const qr = el("img", null, { src: `/qr/${token}/${table.table}/${seat.seat}.svg`, class: "room-qr",
                                 alt: `QR code of ${seat.name}'s link at table ${table.table}` });
    const level = el("select", null, { "aria-label": `Level for ${seat.name}` });
    for (const name of ["easy", "medium", "hard"]) level.append(el("option", name, { value: name }));
    level.value = "medium";
    const give = el("button", "Give to the computer", { type: "button" });
    give.addEventListener("click", () => send({ type: "computer", table: table.table, seat: seat.seat,
                                                level: level.value }));
    const actions = el("div", null, { class: "room-seat-do" });
    actions.append(open, level, give);
    item.append(actions, qr);
  }
  return item;
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

function draw(room) {
  const grid = el("div", null, { class: "room-tables" });
  for (const table of room.tables) {
    const links = room.links[table.table];
    const box = el("section", null, { class: "room-table", "data-table": table.table });
    box.append(el("h2", `Table ${table.table}${table.paused ? " (paused)" : ""}`));
    box.append(el("div", `${table.turn} · ${plural(table.moves, "move", "moves")}`));
    if (table.last) box.append(el("div", `Last move: ${table.last}`));
    const seats = el("ul");
    table.seats.forEach((seat, k) => seats.append(seatLine(table, seat, links.seats[k])));
    box.append(seats);
    const board = el("a", `Public board (open on ${plural(table.public, "screen", "screens")})`,
                     { href: links.board, target: "_blank", rel: "noopener" });
    const pause = el("button", table.paused ? "Go on" : "Pause", { type: "button" });
    pause.addEventListener("click", () => send({ type: "pause", table: table.table, paused: !table.paused }));
    box.append(board, el("span", " "), pause);
    grid.append(box);
  }
  host.replaceChildren(grid);
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}${host.dataset.socket}`);
  socket.addEventListener("open", () => { retry = 500; line.textContent = "connected"; });
  socket.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.type === "room") draw(message);
    else if (message.type === "error") line.textContent = String(message.error);
  });
  socket.addEventListener("close", (event) => {
    if (event.code === 4404) { line.textContent = "not the teacher's link"; return; }
    line.textContent = "connection lost: reconnecting...";
    setTimeout(connect, retry);
    retry = Math.min(5000, retry * 2);
  });
}
connect();
