// The class's join page: a pupil types a first name and takes a free seat. The page lists
// every table's seats as the room sends them (free, kept for a pupil, a pupil's by name, the
// computer's), live, so a seat another pupil takes disappears. The room answers a seat taken
// with this device's key, which the browser keeps, and the seat's page, where the pupil goes;
// a device that holds a seat already is shown the way back to it. All text is set with
// textContent: a name is drawn as typed.
import { deviceKeys, el } from "./page.js";

const host = document.getElementById("seats");
const line = document.querySelector("[data-testid=connection]");
const problem = document.querySelector("[data-testid=join-error]");
const form = document.querySelector("[data-testid=join-form]");
const yours = document.querySelector("[data-testid=yours]");
const input = document.getElementById("room-name-input");
const keys = deviceKeys(host.dataset.key);
let socket = null, retry = 500, lesson = false;

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function take(table, seat) {
  if (!input.value.trim()) {
    problem.textContent = "Type your first name first.";
    input.focus();
    return;
  }
  problem.textContent = "";
  send({ type: "claim", table, seat, name: input.value, device: keys.get() });
}

function seatButton(table, seat) {
  const item = el("li", null, { class: "room-join-seat", "data-seat": seat.seat });
  const dot = el("span", null, { class: "room-dot", "aria-hidden": "true" });
  dot.style.background = seat.color;
  if (seat.free) {
    const label = seat.pupil ? `${seat.name} (kept for ${seat.pupil})` : seat.name;
    const button = el("button", null, { type: "button", "data-testid": `take-${table.table}-${seat.seat}` });
    button.append(dot, el("span", label));
    button.addEventListener("click", () => take(table.table, seat.seat));
    item.append(button);
  } else {
    item.append(dot, el("span", `${seat.name}: ${seat.computer ? "the computer" : seat.pupil}`,
                       { class: "room-taken" }));
  }
  return item;
}

// A lesson for the class (the room's lesson mode): no seats, one button that starts the
// pupil's own lesson under the name typed.
// The page says why the lesson did not start (a name taken) under the button, where the pupil
// looks after pressing it.
function drawStart() {
  const start = el("button", "Start the lesson", { type: "submit", class: "room-start", "data-testid": "start" });
  host.replaceChildren(start);
  host.after(problem);
}

function draw(seating) {
  if (seating.lesson) { lesson = true; drawStart(); return; }
  const grid = el("div", null, { class: "room-join-tables" });
  for (const table of seating.tables) {
    const box = el("section", null, { class: "room-table", "data-table": table.table });
    box.append(el("h2", `Table ${table.table}`));
    const list = el("ul");
    table.seats.forEach((seat) => list.append(seatButton(table, seat)));
    box.append(list);
    grid.append(box);
  }
  host.replaceChildren(grid);
}

function showYours(message) {
  const link = el("a", message.lesson ? "Go back to your lesson"
                                      : `Go to your board: ${message.player} at table ${message.table}`,
                  { href: message.url, "data-testid": "your-board" });
  yours.replaceChildren(el("p", message.lesson ? `${message.name}, you have started this lesson on this device.`
                                               : `${message.name}, you have a seat: ${message.player} at table ${message.table}.`),
                        link);
  yours.hidden = false;
  form.hidden = true;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}${host.dataset.socket}`);
  socket.addEventListener("open", () => {
    retry = 500;
    line.textContent = "connected";
    line.dataset.state = "open";
    send({ type: "device", device: keys.get() });
  });
  socket.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.type === "seating") draw(message);
    else if (message.type === "yours") showYours(message);
    else if (message.type === "claimed") {
      keys.keep(message.device);
      location.assign(message.url);
    } else if (message.type === "refused" || message.type === "error") {
      problem.textContent = String(message.error);
    }
  });
  socket.addEventListener("close", (event) => {
    if ([4400, 4403, 4404, 1013].includes(event.code)) {
      line.textContent = "not connected";
      line.dataset.state = "error";
      return;
    }
    line.textContent = "connection lost: reconnecting...";
    line.dataset.state = "lost";
    setTimeout(connect, retry);
    retry = Math.min(5000, retry * 2);
  });
}
form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (!lesson) return;
  if (!input.value.trim()) {
    problem.textContent = "Type your first name first.";
    input.focus();
    return;
  }
  problem.textContent = "";
  send({ type: "start", name: input.value, device: keys.get() });
});
connect();
