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
