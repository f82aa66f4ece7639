// The teacher's page of a lesson for the class: the class's join link and its QR code, then
// a grid with one row per pupil and one column per level: the stars where the level is solved,
// the tries where it is not yet, the level each pupil is on now, and the pupils who seem stuck
// (named above the grid too, so they can be seen from across the room). The teacher may look at
// a pupil's board (a read-only page of its own), show it on the projector, hold the class at a
// level or open every level, and download the results. All text is set with textContent: a
// pupil's name is drawn as typed.
//
// The grid is drawn again whenever the class moves (up to four times a second): the part of the
// page that did not change is kept as it is, and the grid keeps where the teacher was in it (the
// button or link the keyboard was on, how far it was scrolled sideways on a tablet), so that a
// teacher working from the keyboard, or choosing a level to hold the class at, is not thrown
// back to the top of the page by a pupil's move.
import { el, joinBox, teacherSocket } from "./page.js";

const host = document.getElementById("class");
const line = document.querySelector("[data-testid=connection]");
const token = host.dataset.socket.split("/").pop();
let last = null;
let picked = null;  // the level the teacher chose to hold the class at, not yet held
const drawn = {};  // each part of the page, and what it was drawn from

// the room's messages are drawn as they come (``draw`` is below); what the teacher does is sent
const send = teacherSocket(host.dataset.socket, line, "class", draw);

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const stars = (n) => "\u2605".repeat(n) + "\u2606".repeat(Math.max(0, 3 - n));

// what the teacher may do for the whole class: hold it at a level or open every level, the
// projector, the results
function controls(room) {
  const box = el("section", null, { class: "class-controls", "aria-label": "The lesson" });
  const open = room.open_to === null ? `All ${room.levels.length} levels are open.`
    : `Levels 1 to ${room.open_to} are open; the class is held at level ${room.open_to}.`;
  box.append(el("p", open, { "data-testid": "open-to" }));
  const pick = el("select", null, { "aria-label": "The level to hold the class at", "data-testid": "hold-level",
                                    "data-focus": "hold-level" });
  room.levels.forEach((level, k) => pick.append(el("option", `${k + 1}. ${level.title}`, { value: k + 1 })));
  pick.value = picked || String(room.open_to || 1);
  pick.addEventListener("change", () => { picked = pick.value; });
  const hold = el("button", "Hold the class at", { type: "button", "data-testid": "hold", "data-focus": "hold" });
  hold.addEventListener("click", () => { send({ type: "hold", level: Number(pick.value) }); picked = null; });
  const group = el("span", null, { class: "room-group" });
  group.append(hold, pick);
  const all = el("button", "Open every level", { type: "button", "data-testid": "open-all", "data-focus": "open-all" });
  all.disabled = room.open_to === null;
  all.addEventListener("click", () => send({ type: "hold", level: null }));
  const row = el("div", null, { class: "class-row" });
  row.append(group, all);
  const shown = room.pupils.find((p) => p.number === room.shown);
  const projector = el("div", null, { class: "class-row" });
  projector.append(el("a", "The projector's page", { href: room.board, target: "_blank", rel: "noopener",
                                                   "data-focus": "projector" }),
                   el("span", shown ? `shows ${shown.name}'s board` : "shows the class's link",
                      { "data-testid": "shown" }));
  if (shown) {
    const stop = el("button", "Show the link instead", { type: "button", "data-focus": "unshow" });
    stop.addEventListener("click", () => send({ type: "show", pupil: null }));
    projector.append(stop);
  }
  const results = el("a", "Download the results (CSV)", { href: `/teacher/${token}/results.csv`,
                                                            download: "", "data-testid": "results",
                                                            "data-focus": "results" });
  box.append(row, projector, results);
  return box;
}

// the pupils who seem stuck, by name, above the grid
function stuckLine(room) {
  const stuck = room.pupils.filter((p) => p.stuck);
  const text = stuck.length
    ? `Stuck: ${stuck.map((p) => `${p.name} (level ${p.level}, ${p.stuck})`).join("; ")}`
    : (room.pupils.length ? "Nobody seems stuck." : "No pupil has joined yet.");
  return el("p", text, { class: stuck.length ? "class-stuck-line class-alert" : "class-stuck-line",
                         "data-testid": "stuck", role: "status" });
}

function cell(pupil, c, k) {
  const td = el("td", null, { "data-level": k + 1 });
  if (pupil.level === k + 1) td.classList.add("class-now");
  if (c.stars) {
    td.append(el("span", stars(c.stars), { class: "class-stars", "aria-hidden": "true" }));
    td.append(el("span", `${plural(c.stars, "star", "stars")}, ${plural(c.tries, "try", "tries")}`,
                 { class: "class-hidden" }));
    td.classList.add("class-solved");
  } else if (c.tries) {
    td.append(el("span", `${c.tries}\u00d7`, { "aria-hidden": "true" }));
    td.append(el("span", `not solved, ${plural(c.tries, "try", "tries")}`, { class: "class-hidden" }));
    td.classList.add("class-tried");
  }
  td.title = c.tries ? `${plural(c.tries, "try", "tries")}, ${Math.round(c.seconds)} s` : "";
  return td;
}

function grid(room) {
  const wrap = el("div", null, { class: "class-grid-wrap" });
  const table = el("table", null, { class: "class-grid", "data-testid": "grid" });
  table.append(el("caption", "Each pupil's stars and tries at each level", { class: "class-hidden" }));
  const head = el("tr");
  head.append(el("th", "Pupil", { scope: "col", class: "class-pupil-head" }),
              el("th", "Level now", { scope: "col", class: "class-level-head" }),
              el("th", "Board", { scope: "col" }));  // before the levels: in sight on a tablet too
  room.levels.forEach((level, k) => {
    const closed = room.open_to !== null && k + 1 > room.open_to;
    const th = el("th", String(k + 1), { scope: "col", title: `${k + 1}. ${level.title}${closed ? " (closed)" : ""}` });
    th.append(el("span", ` ${level.title}${closed ? ", closed" : ""}`, { class: "class-hidden" }));
    if (closed) th.classList.add("class-closed");
    head.append(th);
  });
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const pupil of room.pupils) {
    const row = el("tr", null, { "data-pupil": pupil.number, class: pupil.stuck ? "class-stuck" : "" });
    const name = el("th", null, { scope: "row" });
    name.append(el("span", pupil.name, { class: "class-name", "data-testid": "pupil-name" }));
    if (!pupil.online) name.append(el("span", " (away)", { class: "class-away" }));
    if (pupil.stuck) name.append(el("span", `stuck: ${pupil.stuck}`, { class: "class-badge" }));
    row.append(name, el("td", pupil.level === null ? "" : String(pupil.level), { class: "class-level" }));
    const act = el("td", null, { class: "class-act" });
    act.append(el("a", "Look", { href: `/look/${token}/${pupil.number}`, target: "_blank", rel: "noopener",
                                 "aria-label": `Look at ${pupil.name}'s board`, "data-testid": "look",
                                 "data-focus": `look-${pupil.number}` }));
    const show = el("button", room.shown === pupil.number ? "Shown" : "Show",
                    { type: "button", "aria-label": `Show ${pupil.name}'s board on the projector`,
                      "aria-pressed": String(room.shown === pupil.number), "data-testid": "show",
                      "data-focus": `show-${pupil.number}` });
    show.addEventListener("click", () => send({ type: "show", pupil: room.shown === pupil.number ? null : pupil.number }));
    act.append(show);
    row.append(act);
    pupil.cells.forEach((c, k) => row.append(cell(pupil, c, k)));
    body.append(row);
  }
  table.append(thead, body);
  return table;
}

// the levels' names, for the grid's numbered columns (a projector shows no tooltip)
function legend(room) {
  const box = el("section", null, { class: "class-legend", "aria-label": "The levels" });
  const held = room.open_to !== null && room.open_to < room.levels.length;
  box.append(el("h2", !held ? "The levels"
                : room.open_to + 1 === room.levels.length ? `The levels (${room.levels.length} is closed for now)`
                  : `The levels (${room.open_to + 1} to ${room.levels.length} are closed for now)`));
  const list = el("ol");
  room.levels.forEach((level, k) => {
    const closed = room.open_to !== null && k + 1 > room.open_to;
    const item = el("li", level.title, { class: closed ? "class-closed" : "" });
    if (closed) item.append(el("span", ", closed", { class: "class-hidden" }));
    list.append(item);
  });
  box.append(list);
  return box;
}

// One part of the page, drawn again only when what it shows changed; the grid's table is
// swapped inside its scrolling box, which keeps how far it was scrolled.
function part(name, from, make, parent = host, before = null) {
  const key = JSON.stringify(from);
  const old = drawn[name];
  if (old && old.key === key) return old.node;
  const node = make();
  if (old) old.node.replaceWith(node);
  else parent.insertBefore(node, before);
  drawn[name] = { key, node };
  return node;
}

function draw(room) {
  last = room;
  const text = "Show this on the projector: each pupil opens it (or scans the code), types a first "
    + "name and starts the lesson on their own device.";
  const focused = document.activeElement && host.contains(document.activeElement)
    ? document.activeElement.dataset.focus : undefined;
  part("join", [room.join], () => joinBox(room.join, `/qr/${token}/join.svg`, text));
  const shown = room.pupils.find((p) => p.number === room.shown);
  part("controls", [room.levels, room.open_to, room.board, shown ? shown.name : null],
       () => controls(room));
  part("stuck", room.pupils.filter((p) => p.stuck).map((p) => [p.name, p.level, p.stuck])
               .concat([room.pupils.length > 0]), () => stuckLine(room));
  if (!drawn.wrap) {  // the key, and the box the grid scrolls sideways in (on a tablet)
    host.append(el("p", "\u2605 stars where a level is solved; \u00d7 the tries where it is not yet; "
                   + "outlined: the level a pupil is on now; hatched: a level closed for now. The "
                   + "levels' names are under the grid.", { class: "class-key" }));
    drawn.wrap = { node: el("div", null, { class: "class-grid-wrap" }) };
    host.append(drawn.wrap.node);
  }
  part("grid", [room.levels, room.open_to, room.shown, room.pupils], () => grid(room), drawn.wrap.node);
  part("legend", [room.levels, room.open_to], () => legend(room));
  if (focused && !(document.activeElement && host.contains(document.activeElement))) {
    const again = host.querySelector(`[data-focus="${CSS.escape(focused)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
}

window.lessonGrid = () => last;  // what the grid drew last (for a test, or a curious teacher's console)
