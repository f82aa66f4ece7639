// A room's board page: the board widget's own board.js, drawing what the room's server sends
// over a WebSocket through a small stand-in for the widget's model. The page holds no game:
// it draws each view it is sent and sends the board's own messages back (act with a target
// and the board number, click, undo, review...). When the connection drops (a pupil's Wi-Fi),
// it connects again by itself, and the server sends the board as it is then.
//
// A seat's page first says which device it is: the key this browser keeps for the room (given
// when the pupil took the seat), or none and the pupil's first name, typed in the form the
// room asks for when the seat is free. A seat is one device's: another is refused.
import widget from "./board.js";
import { deviceKeys } from "./page.js";

const host = document.getElementById("board");
const line = document.querySelector("[data-testid=connection]");
const notice = document.querySelector("[data-testid=notice]");
const form = document.querySelector("[data-testid=name-form]");
const path = host.dataset.socket;
const keys = host.dataset.key ? deviceKeys(host.dataset.key) : null;  // a seat's page, not a public board
const handlers = {};
const traits = { view: null, icons: {}, scale: 1 };
let socket = null, rendered = false, retry = 500, closedForGood = false;

// The board follows the browser's theme, as in a notebook it follows JupyterLab's: the page
// marks its body as JupyterLab does, and the board draws itself again when that changes.
const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
const followTheme = () => { document.body.dataset.jpThemeLight = String(!darkScheme.matches); };
followTheme();
darkScheme.addEventListener("change", followTheme);

const fire = (name) => (handlers[`change:${name}`] || []).forEach((fn) => fn());
const setTrait = (name, value) => { traits[name] = value; if (rendered) fire(name); };

// what the widget expects of its model
const model = {
  get: (name) => traits[name],
  set: (name, value) => { traits[name] = value; fire(name); },
  save_changes: () => {},  // the zoom is this page's own business
  on: (event, fn) => { (handlers[event] = handlers[event] || []).push(fn); },
  off: (event, fn) => { handlers[event] = (handlers[event] || []).filter((h) => h !== fn); },
  send: (message) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else showError("Not connected: the board is reconnecting. Try again in a moment.");
  },
};

function say(text, state) {
  line.textContent = text;
  line.dataset.state = state;
}

// An error from the server (or the page) goes in the board's error line, as Python's would.
function showError(text) {
  if (!traits.view) { say(text, "error"); return; }
  setTrait("view", { ...traits.view, error: text, reply: (traits.view.reply || 0) + 1 });
}

// a message the room ends the page with (a seat taken, freed, given to the computer): shown large,
// in place of the board, since nothing on the board works any more
function tell(text) {
  notice.textContent = text;
  notice.hidden = false;
  host.hidden = true;
  if (form) form.hidden = true;
}

function askName(message) {
  form.querySelector(".room-name-title").textContent =
    `You are about to play ${message.player} at table ${message.table}`;
  const kept = form.querySelector(".room-name-kept");
  kept.hidden = !message.kept;
  kept.textContent = message.kept ? `This seat is kept for ${message.kept}.` : "";
  form.querySelector("[data-testid=name-error]").textContent = message.error || "";
  form.hidden = false;
  say("type your first name", "open");
  form.querySelector("input").focus();
}

if (form) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = form.querySelector("input").value;
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: "device", device: keys.get(), name }));
    }
  });
}

function received(event) {
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  if (message.type === "name") {
    askName(message);
  } else if (message.type === "welcome") {
    keys.keep(message.device);
    form.hidden = true;
  } else if (message.type === "hello") {
    setTrait("icons", message.icons || {});
    document.body.classList.toggle("room-public", message.seat === null);  // a projector's page
    say(message.said || (message.name ? `connected: you are ${message.name}` : "connected: the public board"),
        "open");
  } else if (message.type === "notice") {  // a projector with no board to show yet
    notice.textContent = String(message.text);
    notice.hidden = false;
    host.hidden = true;
  } else if (message.type === "view") {
    if (!notice.hidden && !closedForGood) { notice.hidden = true; host.hidden = false; }
    setTrait("view", message.view);
    if (!rendered) {
      rendered = true;
      widget.render({ model, el: host });
    }
  } else if (message.type === "error") {
    if (message.final) tell(String(message.error));
    else showError(String(message.error));
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}${path}`);
  socket.addEventListener("open", () => {
    retry = 500;
    if (keys) socket.send(JSON.stringify({ type: "device", device: keys.get() }));
  });
  socket.addEventListener("message", received);
  socket.addEventListener("close", (event) => {
    // a wrong link, another site's page, a seat taken or given to the computer, a full table
    if ([4400, 4403, 4404, 4409, 4410, 1013].includes(event.code)) {
      closedForGood = true;
      say("not connected", "error");
      return;
    }
    say("connection lost: reconnecting...", "lost");
    setTimeout(connect, retry);
    retry = Math.min(5000, retry * 2);
  });
}

window.addEventListener("online", () => { if (!closedForGood && socket.readyState > 1) connect(); });
connect();
