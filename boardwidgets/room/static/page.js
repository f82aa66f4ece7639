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
