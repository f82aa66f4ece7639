// What the room's own pages share (the join page, a seat's board, the teacher's page): elements
// made with their text set as text, and the device's key for this room, kept by the browser.

// An element whose text is set with textContent: whatever a pupil typed shows as typed.
export function el(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

// The key the room gave this device when it took a seat, kept in localStorage under the room's
// name (or, where the browser keeps nothing, by the page while it is open).
export function deviceKeys(room) {
  const name = `boardwidgets-room-${room}`;
  let memory = null;
  return {
    get() {
      try { return localStorage.getItem(name) || memory; } catch { return memory; }
    },
    keep(key) {
      memory = key;
      try { localStorage.setItem(name, key); } catch { /* kept in memory only */ }
    },
  };
}

// The class's link, large, with its QR code and a line that says what to do with it (the
// teacher's pages, often projected).
export function joinBox(join, qr, text) {
  const box = el("section", null, { class: "room-join-box", "aria-label": "The class's link" });
  const words = el("div");
  words.append(el("h2", "Pupils join here"),
               el("a", join, { href: join, target: "_blank", rel: "noopener", class: "room-join-link",
                               "data-testid": "join-link" }),
               el("p", text));
  box.append(words, el("img", null, { src: qr, class: "room-join-qr", alt: "QR code of the class's link" }));
  return box;
}

// A teacher's page's connection to the room: it says how it stands in ``line``, hands each
// message of ``kind`` to ``draw`` (an error to the line), and connects again by itself, waiting a
// little longer each time, unless the link is not the teacher's. Returns ``send``.
export function teacherSocket(path, line, kind, draw) {
  let socket = null, retry = 500;
  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}${path}`);
    socket.addEventListener("open", () => { retry = 500; line.textContent = "connected"; line.dataset.state = "open"; });
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === kind) draw(message);
      else if (message.type === "error") {
        line.textContent = String(message.error);
        line.dataset.state = "error";
      }
    });
    socket.addEventListener("close", (event) => {
      if (event.code === 4404) { line.textContent = "not the teacher's link"; return; }
      line.textContent = "connection lost: reconnecting...";
      line.dataset.state = "lost";
      setTimeout(connect, retry);
      retry = Math.min(5000, retry * 2);
    });
  }
  connect();
  return (message) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
}
