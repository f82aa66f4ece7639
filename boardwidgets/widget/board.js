// BoardWidget front end: draws any boardwidgets view (schema 2) as SVG and
// reports clicks to Python. It knows nothing about any particular game.
// All text is set with textContent and every attribute with setAttribute;
// nothing received is ever evaluated or parsed as HTML.
//
// The widget is built for a class reading a projector: everything a pupil must
// see to play (the status line, the moves on offer, their own panel) fits in
// one screen. The board sits in a frame sized to the screen's height; the zoom
// enlarges the board inside that frame, which then pans, while the status line
// and the buttons stay where they are.

const SVG = "http://www.w3.org/2000/svg";
const ICON_BOX = 512;  // icon paths are drawn in a 512 x 512 box
const MIN_SCALE = 0.5, MAX_SCALE = 3, ZOOM_STEP = 1.25;
const ROLE_BADGES = { you: "you", computer: "computer", person: "player" };
const GAP = 10;             // between the board and a column of panels (px)
const SIDE_MIN = 250, SIDE_MAX = 360;  // the column of panels beside the board (px)
const MIN_FRAME = 240;      // the board's frame is never shorter than this (px)
// The board keeps its size from move to move. The header (a row of buttons, a status of two
// lines) and the panels under the board change height with the moves on offer; a board fitted
// to what they leave would grow and shrink by 20 to 50 pixels between moves, which a class
// sees, and the page would lay the whole board out again for each view. So the board's width is
// a whole number of FRAME_STEPs, and it shrinks at once when the room shrinks but grows back
// only by FRAME_GROW or more, or when the cell's width or the screen's height changes
// (`steadySize`) (px). Nanga Parbat's room dips by 32 to 48 pixels for a view and comes back,
// and each dip left the board narrower: with 64, a board that had grown shrank again within a
// few views (13 resizes in 86 views of a random game); with 128, 4, at 11 pixels of width less
// on average, and the slowest views at 4x took 83 ms instead of 99 (p95).
const FRAME_STEP = 16, FRAME_GROW = 128;
// The board also keeps its place on the page: the header above it holds the tallest height it
// has had in this place, unless what it shows now needs HEADER_HOLD pixels less (px).
// Without this, Nanga Parbat's header grew by a row of buttons or a second status line and
// shrank back with every other move, so the board jumped by 20 to 28 pixels under a pupil's
// eyes, and the page painted all of it again. A refusal's line is not held: it goes with the
// next move.
const HEADER_HOLD = 64;
const DRAG = 5;             // a press that moves further than this pans the board (px)

// The two inks of every mark that must stand out from whatever it is drawn on (WCAG 1.4.11):
// a move on offer is a band of one of these with a keyline of the other, the band in whichever
// reads better on the fill under it (at least 3.2:1 on any colour); a recent move's amber band
// comes with a dark keyline beside it.
const RING_DARK = "#0a2a66", RING_LIGHT = "#cfe3ff";
// A move on offer can be pressed anywhere in a box at least this wide and high, in CSS pixels,
// however small it is drawn (WCAG 2.5.8 asks for 24): around a small space or piece, an
// invisible area of that size catches the press, under every move's own outline (px).
const HIT = 24;
// A phone or a tablet (a coarse pointer) or a narrow cell is "compact": there the board takes
// the whole width, and when the moves on offer would be drawn smaller than HIT pixels it zooms
// by itself onto them (at most AUTO_MAX times), until the pupil asks for the whole board.
const COMPACT = 600, AUTO_MAX = 4;

function svgEl(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

function htmlEl(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function button(label, className, command) {
  const node = htmlEl("button", className, label);
  node.type = "button";
  if (command) node.dataset.command = command;
  return node;
}

// Three stars, as many filled as earned, read out as "2 of 3 stars".
function starsOf(count) {
  const stars = htmlEl("span", "bw-stars", "\u2605".repeat(count) + "\u2606".repeat(Math.max(0, 3 - count)));
  stars.setAttribute("role", "img");
  stars.setAttribute("aria-label", `${count} of 3 stars`);
  return stars;
}

// where the classroom site's page keeps a pupil's stars: {game: {level id: stars}}
const STARS_KEY = "boardwidgets-lesson-stars";

function num(value, fallback = 0) {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

// -- colours --------------------------------------------------------------------------------
function rgbOf(color) {
  const m = /^#([0-9a-f]{6})$/i.exec(color || "");
  if (!m) return null;
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function luminance(rgb) {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Of two inks, the one that reads better on `fill` (a "#rrggbb" colour; others count as light).
function inkFor(fill, dark, light) {
  const rgb = rgbOf(fill);
  if (!rgb) return dark;
  return contrast(rgbOf(dark), rgb) >= contrast(rgbOf(light), rgb) ? dark : light;
}

// Black or white text, whichever has more contrast on the fill (never less than 4.58:1).
function textColorFor(fill) {
  return inkFor(fill, "#000000", "#ffffff");
}

// A colour for a dark theme that the game did not choose itself: the same hue, darker.
function dimmed(color) {
  const rgb = rgbOf(color);
  if (!rgb) return color;
  return "#" + rgb.map((c) => Math.round(c * 0.5).toString(16).padStart(2, "0")).join("");
}

// Whether the page around the widget is dark: JupyterLab marks its body; VS Code too.
function pageIsDark() {
  const body = document.body;
  if (!body) return false;
  if (body.dataset.jpThemeLight !== undefined) return body.dataset.jpThemeLight === "false";
  return body.classList.contains("vscode-dark") || body.classList.contains("vscode-high-contrast");
}

// -- shapes ---------------------------------------------------------------------------------
function centre(space) {
  if (space.shape === "polygon" && Array.isArray(space.points) && space.points.length) {
    const n = space.points.length;
    return [space.points.reduce((s, p) => s + num(p[0]), 0) / n,
            space.points.reduce((s, p) => s + num(p[1]), 0) / n];
  }
  return [num(space.x), num(space.y)];
}

function regularPolygon(cx, cy, r, sides, rotation) {
  const pts = [];
  for (let i = 0; i < sides; i++) {
    const a = rotation + (2 * Math.PI * i) / sides;
    pts.push(`${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`);
  }
  return pts.join(" ");
}

function starPoints(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.45 : r;
    const a = -Math.PI / 2 + (Math.PI * i) / 5;
    pts.push(`${cx + rr * Math.cos(a)},${cy + rr * Math.sin(a)}`);
  }
  return pts.join(" ");
}

// The outline of a space or piece: shape name, centre and size -> SVG element.
function shapeElement(shape, cx, cy, size, extra = {}) {
  switch (shape) {
    case "rect":
    case "square": {
      const w = num(extra.w, 2 * size), h = num(extra.h, 2 * size);
      return svgEl("rect", { x: cx - w / 2, y: cy - h / 2, width: w, height: h,
                             rx: Math.min(w, h) * 0.08 });
    }
    case "diamond":
      return svgEl("polygon", { points: regularPolygon(cx, cy, size, 4, -Math.PI / 2) });
    case "triangle":
      return svgEl("polygon", { points: regularPolygon(cx, cy, size, 3, -Math.PI / 2) });
    case "hex":
      return svgEl("polygon", { points: regularPolygon(cx, cy, size, 6, -Math.PI / 2) });
    case "star":
      return svgEl("polygon", { points: starPoints(cx, cy, size) });
    case "polygon":
      return svgEl("polygon", { points: (extra.points || []).map((p) => `${num(p[0])},${num(p[1])}`).join(" ") });
    default:
      return svgEl("circle", { cx, cy, r: size });
  }
}

// A rectangle's number in its corner is drawn in a layer above the pieces.
function hasCornerLabel(space) {
  return Boolean(space.label) && space.label_pos === "corner" && space.shape === "rect";
}

function spaceSize(space) {
  if (space.shape === "rect") return Math.min(num(space.w, 1), num(space.h, 1)) / 2;
  return num(space.r, 0.5);
}

// Where a space is drawn, for the mark of a move on it: its outline (made anew for each use),
// centre and half-extents, the fill under the mark, a key of all that, and a name to read.
function spaceOutline(space, fill) {
  const [cx, cy] = centre(space);
  const size = spaceSize(space);
  const shape = space.shape === "text" ? "rect" : space.shape;
  const extra = { w: space.w, h: space.h, points: space.points };
  let halfW = size, halfH = size;  // a circle's; a polygon's from its corners (a hex is narrower)
  if (shape === "rect") {
    [halfW, halfH] = [num(space.w, 1) / 2, num(space.h, 1) / 2];
  } else if (shape !== "circle") {
    const corners = shapeElement(shape, cx, cy, size, extra).getAttribute("points") || "";
    const xy = corners.trim().split(/\s+/).filter(Boolean).map((p) => p.split(",").map(Number));
    if (xy.length) {
      const xs = xy.map((p) => p[0]), ys = xy.map((p) => p[1]);
      [halfW, halfH] = [(Math.max(...xs) - Math.min(...xs)) / 2, (Math.max(...ys) - Math.min(...ys)) / 2];
    }
  }
  return { cx, cy, halfW, halfH, fill, label: space.label || space.tooltip,
           key: JSON.stringify([shape, cx, cy, size, extra, fill]),
           outline: () => shapeElement(shape, cx, cy, size, extra) };
}

// Where a piece stands: on its space, moved by its own offset, or spread round the space when
// several stand there so that every one stays visible; and how far it reaches from its centre
// (a square reaches 1.41 times its size: rings go round its corners).
function piecePlace(piece, space, index) {
  let [cx, cy] = centre(space);
  const size = num(piece.size, 0.3);
  if (piece.dx !== undefined || piece.dy !== undefined) {
    cx += num(piece.dx); cy += num(piece.dy);
  } else if (index > 0) {
    const a = (index * 2 * Math.PI) / 6;
    cx += Math.cos(a) * size * 0.9; cy += Math.sin(a) * size * 0.9;
  }
  return { cx, cy, size, reach: piece.shape === "square" ? size * Math.SQRT2 : size };
}

// Where a piece is drawn, for the mark
// of a move on it: a ring just outside the piece and the ring of the seat to move.
function pieceOutline(piece, space, index, mine, fill) {
  const { cx, cy, reach } = piecePlace(piece, space, index);
  const r = reach * (mine ? 1.3 : 1.15);
  return { cx, cy, halfW: r, halfH: r, fill, label: piece.tooltip,
           key: JSON.stringify(["circle", cx, cy, r, fill]),
           outline: () => svgEl("circle", { cx, cy, r }) };
}

// An icon's path, scaled from its 512 box to a square of `side` centred on (cx, cy).
// The path data only ever goes into the `d` attribute.
function iconElement(path, cx, cy, side, fill) {
  const k = side / ICON_BOX;
  return svgEl("path", { d: path, class: "bw-icon", fill,
                         transform: `translate(${cx - side / 2},${cy - side / 2}) scale(${k})` });
}

function addTitle(node, text) {
  if (!text) return;
  const title = svgEl("title");
  title.textContent = String(text);
  node.appendChild(title);
}

// Make `parent`'s children the nodes of `entries`, in their order. An entry is
// [key, signature, build]: the node drawn last time for the same key with the same signature
// (a string of everything its drawing reads) is kept as it is, and only the others are built.
// A new view then costs the page what it changed, not the whole board: on a slow laptop,
// building and laying out a thousand nodes again is what makes a click feel sluggish.
// Returns whether any child was added, removed or moved.
function reconcile(parent, entries) {
  const held = parent.bwDrawn || new Map();
  const drawn = new Map();
  const seen = new Map();
  const wanted = entries.map(([key, signature, build]) => {
    const n = seen.get(key) || 0;  // a repeated id still gets a node of its own
    seen.set(key, n + 1);
    const unique = n ? `${key}\u0000${n}` : key;
    const old = held.get(unique);
    return [unique, signature, build, old && old.signature === signature ? old.node : null];
  });
  const kept = new Set(wanted.map((entry) => entry[3]).filter(Boolean));
  let changed = false;
  for (const { node } of held.values()) {
    if (kept.has(node)) continue;
    node.remove();
    changed = true;
  }
  let cursor = parent.firstChild;
  for (const [key, signature, build, old] of wanted) {
    const node = old || build();
    drawn.set(key, { signature, node });
    if (node === cursor) {
      cursor = cursor.nextSibling;
    } else {
      parent.insertBefore(node, cursor);
      changed = true;
    }
  }
  while (cursor) {  // anything the page did not draw through here
    const next = cursor.nextSibling;
    cursor.remove();
    cursor = next;
    changed = true;
  }
  parent.bwDrawn = drawn;
  return changed;
}

// The nearest ancestor that scrolls vertically (JupyterLab's notebook), whose height is the
// screen the board must fit; the window when there is none. An ancestor that could scroll
// but holds no more than it shows (an output area as tall as the board) is not a screen.
function screenHeight(el) {
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && node.clientHeight > 0
        && node.scrollHeight > node.clientHeight + 1) {
      return Math.min(node.clientHeight, window.innerHeight);
    }
  }
  return window.innerHeight;
}

class Board {
  constructor(model, el) {
    this.model = model;
    this.busy = false;
    this.view = null;
    this.lines = [];      // the log from line logFrom on (the whole log once it has come)
    this.notes = [];      // the computer's reasons placed in the log
    this.logFrom = 0;     // each view sends only the lines after those the page holds
    this.askedLog = false;
    this.icons = {};
    this.looks = 0;       // bumped when the theme, the dark palette or the icons change: all is redrawn
    this.looksKey = null;
    this.panelsDrawn = 0;   // counts the changes to the panels: their height under the board is
    this.belowKey = null;   // measured again only after one (or when the cell's width changes)
    this.place = null;      // the cell's width and the screen's height the board was fitted to,
    this.lastSizes = {};    // and its last size there with the panels beside it and under it,
    this.headerHeld = 0;    // and the header's height held there
    this.scale = 1;         // the zoom asked for (the buttons, a pinch, Python's `scale`)
    this.autoOn = true;     // a compact screen zooms onto the moves on offer, until "Whole board"
    this.autoFactor = 1;    // ...by this much, on top of the zoom asked for
    this.magnified = 1;     // the board's size in its frame: scale times autoFactor
    this.followed = null;   // the moves on offer the frame was last brought to
    this.coarse = window.matchMedia ? window.matchMedia("(pointer: coarse)") : { matches: false };
    this.dark = pageIsDark();
    this.openPanels = new Map();  // the panels a person opened or closed: id -> open
    this.root = htmlEl("div", "bw-root");
    this.root.tabIndex = -1;

    // what a pupil reads first: who plays, what to do now, why a click was refused, the moves
    // that are buttons; all of it above the board, where the eye is
    this.header = htmlEl("div", "bw-header");
    this.players = htmlEl("div", "bw-players");
    this.statusRow = htmlEl("div", "bw-status-row");
    this.status = htmlEl("div", "bw-status");
    this.status.setAttribute("data-testid", "status");
    this.status.setAttribute("aria-live", "polite");
    this.waiting = htmlEl("div", "bw-waiting-line");
    this.waiting.setAttribute("data-testid", "waiting");
    this.waiting.setAttribute("aria-live", "polite");
    this.waitingText = htmlEl("span", "bw-waiting-text");
    this.waiting.append(htmlEl("span", "bw-spinner"), this.waitingText);
    this.statusRow.append(this.status, this.waiting);
    // what the latest move did (the computer's, another pupil's), always in sight with the board;
    // the log keeps the whole story
    this.lastMove = htmlEl("div", "bw-last-move");
    this.lastMove.setAttribute("data-testid", "last-move");
    this.lastMove.hidden = true;
    this.error = htmlEl("div", "bw-error");
    this.error.setAttribute("data-testid", "error");
    this.error.setAttribute("role", "alert");
    this.actions = htmlEl("div", "bw-actions");
    // the newest line beside the players' chips, where there is room: it costs the board no height
    const top = htmlEl("div", "bw-top-row");
    top.append(this.players, this.lastMove);
    // a lesson's level (docs/view_schema.md, "Lessons"): its goal above everything else
    this.lessonBox = htmlEl("section", "bw-lesson");
    this.lessonBox.setAttribute("data-testid", "lesson");
    this.lessonBox.hidden = true;
    this.mapOpen = false;
    this.header.append(this.lessonBox, top, this.statusRow, this.error, this.actions);

    this.review = htmlEl("div", "bw-review");
    this.review.setAttribute("data-testid", "review");
    this.main = htmlEl("div", "bw-main");
    this.frame = htmlEl("div", "bw-board");
    this.frame.setAttribute("data-testid", "frame");
    this.panels = htmlEl("div", "bw-panels");
    this.main.append(this.frame, this.panels);
    this.toolbar = htmlEl("div", "bw-controls");
    this.commands = htmlEl("div", "bw-commands");
    this.toolbar.append(this.commands, this.zoomButtons());
    this.log = htmlEl("ol", "bw-log");
    this.log.setAttribute("data-testid", "log");
    this.log.setAttribute("aria-label", "Game log");
    this.log.tabIndex = 0;  // it scrolls: the keyboard must reach it too
    this.menu = htmlEl("div", "bw-menu");
    this.menu.setAttribute("role", "menu");
    this.menu.hidden = true;
    this.root.append(this.header, this.review, this.main, this.toolbar, this.log, this.menu);
    el.appendChild(this.root);

    this.onKey = (event) => { if (event.key === "Escape") this.closeMenu(); };
    this.onOutside = (event) => {
      if (!this.menu.hidden && !this.menu.contains(event.target)) this.closeMenu();
    };
    this.root.addEventListener("keydown", this.onKey);
    // A press on a move or a button leaves the focus where it is and goes no further than the
    // board: in JupyterLab the notebook would select the cell around the board and move the
    // focus, and a focused button, drawn again with the new view, would take the focus back;
    // each focus change restyles the whole notebook, in the click's own frame. The keyboard
    // still reaches every move and button (Tab, then Enter).
    this.root.addEventListener("mousedown", (event) => {
      if (!event.target.closest || !event.target.closest("button, .bw-target")) return;
      event.preventDefault();
      event.stopPropagation();
    });
    document.addEventListener("pointerdown", this.onOutside, true);
    this.panBoard();
    // the frame follows the cell's width and the screen's height; the log's line boxes are
    // only known once it is laid out (the page may render before the cell is attached)
    this.resized = new ResizeObserver(() => { this.fit(); this.alignLogTop(); });
    this.resized.observe(this.root);
    this.onWindow = () => this.fit();
    window.addEventListener("resize", this.onWindow);
    // JupyterLab switches themes by changing an attribute of the page's body
    this.themeWatch = new MutationObserver(() => {
      const dark = pageIsDark();
      if (dark !== this.dark && this.view) { this.dark = dark; this.draw(); }
    });
    if (document.body) {
      this.themeWatch.observe(document.body, { attributes: true,
                                               attributeFilter: ["data-jp-theme-light", "class"] });
    }
  }

  destroy() {
    this.resized.disconnect();
    this.themeWatch.disconnect();
    window.removeEventListener("resize", this.onWindow);
    document.removeEventListener("pointerdown", this.onOutside, true);
    this.root.removeEventListener("keydown", this.onKey);
  }

  // -- messages to Python ---------------------------------------------------
  // `pressed` is what the hand chose: it is marked in this very frame, before Python answers,
  // and the mark goes when the answer (the next view, or a refusal) arrives.
  send(message, pressed) {
    if (this.busy) return;
    const refusal = this.localRefusal(message);
    if (refusal) {
      this.showNotice(refusal);
      return;
    }
    if (pressed) pressed.classList.add("bw-pressed");
    this.busy = true;
    this.root.classList.add("bw-busy");
    this.model.send({ ...message, seq: this.view.seq });
  }

  // While the computer plays, or while looking back, Python would refuse the
  // message anyway: say why at once, and keep the line free for its answer.
  localRefusal(message) {
    if (this.view.waiting) return `Please wait: ${this.view.waiting}`;
    const review = this.view.review;
    if (review && !["review", "live", "lesson"].includes(message.type)) {
      return `You are looking back at move ${num(review.at)}: press Back to the game to play.`;
    }
    return null;
  }

  showNotice(text) {
    this.error.textContent = text;
    this.error.hidden = !text;
    if (text) this.keepInView(this.header);
  }

  // A refusal is read where the eye is: if the status line has scrolled out of sight (a click
  // near the bottom of a tall page), bring it back; where it is in sight, nothing moves.
  keepInView(node) {
    node.scrollIntoView({ block: "nearest" });
  }

  // Read the target ids from the element when it is used, so that what is
  // sent is exactly what the page shows.
  activate(node, anchor) {
    const ids = (node.dataset.targets || "").split(" ").filter(Boolean);
    if (ids.length === 1) this.send({ type: "act", target: ids[0] }, anchor || node);
    else if (ids.length > 1) this.openMenu(ids, anchor || node);
    else if (node.dataset.element) this.send({ type: "click", on: node.dataset.element });
  }

  // `label` is what the element shows or is; a target's words are added to it, so that
  // what a screen reader announces starts with what the eye reads (WCAG 2.5.3)
  makeInteractive(node, element, targets, label) {
    node.dataset.element = element;
    if (targets.length) {
      node.dataset.targets = targets.map((t) => t.id).join(" ");
      node.classList.add("bw-target");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      const moves = targets.map((t) => t.label).filter(Boolean).join("; ");
      const name = label && moves && !moves.toLowerCase().includes(label.toLowerCase())
        ? `${label}: ${moves}` : moves || label || "a move";
      node.setAttribute("aria-label", name);
      if (targets.length > 1) node.setAttribute("aria-haspopup", "menu");
    }
    node.addEventListener("click", (event) => {
      event.stopPropagation();
      if (this.panned) return;  // the end of a drag that panned the board, not a click
      this.activate(node);
    });
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        this.activate(node);
      }
    });
  }

  openMenu(ids, anchor) {
    this.menu.replaceChildren();
    for (const id of ids) {
      const target = this.targetsById.get(id);
      if (!target) continue;
      const item = button(target.label, "bw-menu-item");
      item.setAttribute("role", "menuitem");
      item.dataset.targets = id;
      item.addEventListener("click", () => { this.closeMenu(); this.activate(item, anchor); });
      this.menu.appendChild(item);
    }
    const box = this.root.getBoundingClientRect();
    const at = anchor.getBoundingClientRect();
    this.menu.style.left = `${Math.max(0, Math.min(at.left - box.left, box.width - 220))}px`;
    this.menu.style.top = `${at.bottom - box.top + 4}px`;
    this.menu.hidden = false;
    const first = this.menu.querySelector("button");
    if (first) first.focus();
  }

  closeMenu() {
    this.menu.hidden = true;
    this.menu.replaceChildren();
  }

  // -- the model's traits -----------------------------------------------------
  // A new view is Python's answer to the last message: the page may send again.
  show(view) {
    this.view = view || {};
    this.busy = false;
    this.root.classList.remove("bw-busy");
    for (const node of this.root.querySelectorAll(".bw-pressed")) node.classList.remove("bw-pressed");
    this.closeMenu();
    const targets = Array.isArray(this.view.targets) ? this.view.targets : [];
    this.targetsById = new Map(targets.map((t) => [t.id, t]));
    this.targetsOn = new Map();
    for (const t of targets) {
      if (!this.targetsOn.has(t.on)) this.targetsOn.set(t.on, []);
      this.targetsOn.get(t.on).push(t);
    }
    this.recent = new Set(Array.isArray(this.view.recent) ? this.view.recent : []);
    this.takeLog();
    this.draw();
    if (this.view.error) this.keepInView(this.header);
  }

  // Keep the first log_from lines (and the notes placed among them) and add the
  // new ones. A page drawn after the game began holds no lines yet: it shows the
  // new ones under their true numbers and asks Python, once, for the whole log.
  takeLog() {
    const from = Math.max(0, num(this.view.log_from, 0));
    const lines = Array.isArray(this.view.log) ? this.view.log : [];
    const notes = Array.isArray(this.view.log_notes) ? this.view.log_notes : [];
    const held = this.logFrom + this.lines.length;
    if (from === 0) {
      [this.lines, this.notes, this.logFrom, this.askedLog] = [lines, notes, 0, false];
      return;
    }
    if (from >= this.logFrom && from <= held) {
      this.lines = this.lines.slice(0, from - this.logFrom).concat(lines);
      this.notes = this.notes.filter((note) => num(note.line, -1) < from).concat(notes);
      return;
    }
    this.lines = lines;
    this.notes = notes;
    this.logFrom = from;
    if (!this.askedLog) {
      this.askedLog = true;
      this.model.send({ type: "whole_log" });
    }
  }

  setIcons(icons) {
    this.icons = icons && typeof icons === "object" ? icons : {};
    this.looks += 1;
    if (this.view) this.draw();
  }

  setScale(scale) {
    const before = this.scale;
    this.scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, num(scale, 1)));
    this.zoomOut.disabled = this.scale <= MIN_SCALE;
    this.zoomIn.disabled = this.scale >= MAX_SCALE;
    if (this.svg && before !== this.scale) this.fit();
  }

  // The zoom is the page's own business: it changes a trait, it sends no message.
  // Rounded, so that Python reads 0.8 and not 0.8000000000000002.
  zoom(factor) {
    const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(this.scale * factor * 1000) / 1000));
    if (next === this.scale) return;
    this.model.set("scale", next);
    this.model.save_changes();
  }

  // -- the colours of the theme ------------------------------------------------------------
  // A fill as drawn in the page's theme: in a dark theme, the game's own dark colour for it
  // (the view's `dark` palette), else the same hue darker.
  paint(color) {
    if (!this.dark || !color) return color;
    const palette = this.view.dark && typeof this.view.dark === "object" ? this.view.dark : {};
    const chosen = palette[color];
    return typeof chosen === "string" ? chosen : dimmed(color);
  }

  // -- drawing ---------------------------------------------------------------
  draw() {
    const focused = document.activeElement && this.root.contains(document.activeElement)
      ? document.activeElement.dataset.element || document.activeElement.dataset.command : null;
    const view = this.view;
    const looksKey = JSON.stringify([this.dark, this.dark ? view.dark || null : null]);
    if (looksKey !== this.looksKey) [this.looksKey, this.looks] = [looksKey, this.looks + 1];
    this.root.classList.toggle("bw-waiting", Boolean(view.waiting));
    this.root.classList.toggle("bw-reviewing", Boolean(view.review));
    this.root.classList.toggle("bw-dark", this.dark);
    this.drawPlayers();
    this.status.textContent = view.status || "";
    this.waitingText.textContent = view.waiting || "";
    this.waiting.hidden = !view.waiting;
    this.error.textContent = view.error || "";
    this.error.hidden = !view.error;
    this.drawLastMove();
    this.drawReview();
    this.drawLesson();
    this.drawBoard();
    this.drawPanels();
    this.markHints();
    this.drawActions();
    this.drawCommands();
    const logChanged = this.drawLog();
    this.fit();  // the one layout of the page a view needs, read here
    if (logChanged) this.alignLogTop();
    if (focused) this.refocus(focused);
  }

  // A lesson's level: where it is in the lesson and its stars, the goal, the answer to the last
  // move, the hint once asked for, its buttons, and the map of levels when opened. Its
  // buttons are the lesson's (`{type: "lesson", do}`), not moves of the game.
  drawLesson() {
    const lesson = this.view.lesson;
    const box = this.lessonBox;
    box.hidden = !lesson || typeof lesson !== "object";
    if (box.hidden) return;
    const key = JSON.stringify([lesson, this.mapOpen]);
    if (key === box.dataset.drawn) return;
    box.dataset.drawn = key;
    if (lesson.kept_by_page === true) this.keepStars(lesson);
    const ended = lesson.ended === "done" || lesson.ended === "failed" ? lesson.ended : "";
    box.className = `bw-lesson${ended ? ` bw-lesson-${ended}` : ""}`;
    const head = htmlEl("div", "bw-lesson-head");
    head.append(htmlEl("span", "bw-lesson-where", `Level ${num(lesson.number)} of ${num(lesson.of)}`),
                htmlEl("span", "bw-lesson-title", lesson.title || ""));
    if (ended === "done") head.append(starsOf(num(lesson.stars)));
    const levels = button(this.mapOpen ? "Close the levels" : "Levels", "bw-button bw-lesson-levels",
                          "lesson-levels");
    levels.setAttribute("aria-expanded", String(this.mapOpen));
    levels.addEventListener("click", () => { this.mapOpen = !this.mapOpen; this.drawLesson(); this.fit(); });
    head.append(levels);
    const goal = htmlEl("div", "bw-lesson-goal", lesson.goal || "");
    goal.setAttribute("data-testid", "lesson-goal");
    const said = htmlEl("div", "bw-lesson-said", lesson.said || "");
    said.setAttribute("data-testid", "lesson-said");
    said.setAttribute("aria-live", "polite");
    said.hidden = !lesson.said;
    const hint = htmlEl("div", "bw-lesson-hint", lesson.hint ? `Hint: ${lesson.hint}` : "");
    hint.setAttribute("data-testid", "lesson-hint");
    hint.hidden = !lesson.hint;
    const row = htmlEl("div", "bw-lesson-buttons");
    const ask = (label, what, className) => {
      const node = button(label, `bw-button${className ? ` ${className}` : ""}`, `lesson-${what}`);
      node.addEventListener("click", () => this.send({ type: "lesson", do: what }));
      return node;
    };
    const following = (Array.isArray(lesson.map) ? lesson.map : []).find((level) => level.id === lesson.next);
    const nextOpen = !following || following.open !== false;
    if (lesson.watching === true) {
      // a teacher looking on: the pupil's buttons are the pupil's
    } else {
      if (!ended && !lesson.hint) row.append(ask("Hint", "hint"));
      if (num(lesson.moves) > 0 || ended) row.append(ask("Try again", "retry", ended === "failed" ? "bw-primary" : ""));
      if (ended === "done" && nextOpen) row.append(ask("Next level", "next", "bw-primary"));
      if (ended === "done" && !nextOpen) row.append(htmlEl("span", "bw-lesson-wait", "Your teacher opens the next levels soon."));
    }
    row.hidden = !row.childElementCount;
    box.replaceChildren(head, goal, said, hint, row);
    if (this.mapOpen) box.append(this.levelMap(lesson));
  }

  // On the classroom site Python's files may not outlive the page (served over plain http), so
  // the page keeps the best stars of each level in the browser's storage too, and hands back
  // the ones Python has lost, once, when a lesson's board is first drawn.
  keepStars(lesson) {
    const game = String(lesson.game);
    let kept = {};
    try { kept = JSON.parse(window.localStorage.getItem(STARS_KEY) || "{}"); } catch (error) { kept = {}; }
    if (!kept || typeof kept !== "object") kept = {};
    const mine = kept[game] && typeof kept[game] === "object" ? kept[game] : {};
    const lost = {};
    for (const level of Array.isArray(lesson.map) ? lesson.map : []) {
      const here = num(level.stars), there = Math.min(3, Math.max(0, Math.floor(num(mine[level.id]))));
      if (here > there) mine[level.id] = here;
      else if (there > here) lost[String(level.id)] = there;
    }
    kept[game] = mine;
    try { window.localStorage.setItem(STARS_KEY, JSON.stringify(kept)); } catch (error) { /* storage full or off */ }
    if (!this.starsRestored && Object.keys(lost).length) this.send({ type: "lesson", do: "restore", stars: lost });
    this.starsRestored = true;
  }

  // Every level of the lesson with the stars earned there: a press starts that level.
  levelMap(lesson) {
    const map = htmlEl("ol", "bw-lesson-map");
    map.setAttribute("data-testid", "lesson-map");
    for (const [index, level] of (Array.isArray(lesson.map) ? lesson.map : []).entries()) {
      const item = htmlEl("li");
      const go = button("", `bw-button bw-lesson-level${level.current ? " bw-current" : ""}`, "lesson-go");
      go.dataset.level = String(level.id);
      go.append(htmlEl("span", "bw-lesson-level-title", `${index + 1}. ${level.title || ""}`),
                level.open === false ? htmlEl("span", "bw-lesson-later", "opens later") : starsOf(num(level.stars)));
      if (level.current) go.setAttribute("aria-current", "step");
      // a level not open yet (a room's teacher holds the class), or a teacher's look: no press
      go.disabled = level.open === false || lesson.watching === true;
      go.addEventListener("click", () => {
        this.mapOpen = false;
        this.send({ type: "lesson", do: "go", level: String(level.id) });
      });
      item.append(go);
      map.append(item);
    }
    return map;
  }

  // The board's elements a lesson's hint points at: a ring round each on the board (its
  // outline, drawn larger), and the lines of the panels marked.
  markHints() {
    for (const node of this.root.querySelectorAll(".bw-hint-mark")) node.classList.remove("bw-hint-mark");
    const marks = this.view.lesson && Array.isArray(this.view.lesson.marks) ? this.view.lesson.marks.map(String) : [];
    for (const element of marks) {
      for (const node of this.root.querySelectorAll(`[data-element="${CSS.escape(element)}"]`)) {
        node.classList.add("bw-hint-mark");
      }
    }
    if (!this.layers) return;
    reconcile(this.layers.hints, marks.filter((element) => this.outlines && this.outlines.has(element))
      .map((element) => {
        const shape = this.outlines.get(element);
        return [element, JSON.stringify([this.looks, shape.key]), () => {
          const ring = shape.outline();
          ring.setAttribute("class", "bw-hint-ring");
          ring.dataset.hintFor = element;
          return ring;
        }];
      }));
  }

  // Keep the keyboard where it was across a redraw, if that element is still usable.
  refocus(name) {
    const again = this.root.querySelector(
      `[data-element="${CSS.escape(name)}"], [data-command="${CSS.escape(name)}"]`);
    if (again && (again.getAttribute("tabindex") === "0" || again.tagName === "BUTTON")
        && !again.disabled) again.focus();
  }

  // The newest line of the log, on one line: what the latest move did (the computer's, another
  // pupil's), or the last thing that happened before it. Always there once the game has begun,
  // so that the header does not grow and shrink with the moves.
  drawLastMove() {
    const line = this.lines.length ? this.lines[this.lines.length - 1] : "";
    const text = line ? `Latest: ${line}` : "";
    if (this.lastMove.textContent !== text) {
      this.lastMove.textContent = text;
      if (line) this.lastMove.title = line;  // the whole line, where it is cut short
      else this.lastMove.removeAttribute("title");
    }
    this.lastMove.hidden = !line;
  }

  drawPlayers() {
    reconcile(this.players, (this.view.players || []).map((p, i) =>
      [String(i), JSON.stringify(p), () => this.drawPlayer(p)]));
  }

  drawPlayer(p) {
    const chip = htmlEl("span", "bw-player" + (p.to_move ? " bw-to-move" : ""));
    const role = ROLE_BADGES[p.role] ? p.role : "person";
    chip.dataset.role = role;
    const dot = htmlEl("span", "bw-dot");
    dot.style.background = p.color || "#888";
    chip.append(dot, htmlEl("span", "bw-player-name", p.name));
    if (p.score !== undefined && p.score !== null) {  // a race has no score
      chip.append(htmlEl("span", "bw-player-score", p.score));
    }
    chip.append(htmlEl("span", "bw-role", ROLE_BADGES[role]));
    if (p.to_move) chip.setAttribute("aria-current", "true");
    return chip;
  }

  drawReview() {
    const review = this.view.review;
    const drawn = JSON.stringify(review || null);
    if (drawn === this.reviewDrawn) return;
    this.reviewDrawn = drawn;
    this.review.replaceChildren();
    this.review.hidden = !review;
    if (!review) return;
    const at = num(review.at), of = num(review.of);
    const back = button("◀ Back", "bw-button", "review-back");
    back.disabled = at <= 0;
    back.addEventListener("click", () => this.send({ type: "review", to: at - 1 }));
    const slider = htmlEl("input", "bw-review-slider");
    slider.type = "range";
    slider.min = "0";
    slider.max = String(of);
    slider.value = String(at);
    slider.setAttribute("data-testid", "review-slider");
    slider.setAttribute("aria-label", "Move to look at");
    slider.addEventListener("change", () => this.send({ type: "review", to: Number(slider.value) }));
    const forward = button("Forward ▶", "bw-button", "review-forward");
    forward.disabled = at >= of;
    forward.addEventListener("click", () => this.send({ type: "review", to: at + 1 }));
    const text = htmlEl("span", "bw-review-text", `Move ${at} of ${of}: ${review.move || ""}`);
    const live = button("Back to the game", "bw-button bw-primary", "live");
    live.addEventListener("click", () => this.send({ type: "live" }));
    this.review.append(back, slider, forward, text, live);
  }

  viewBox() {
    const vb = Array.isArray(this.view.viewbox) && this.view.viewbox.length === 4
      ? this.view.viewbox.map((v) => num(v)) : [0, 0, 10, 10];
    if (!(vb[2] > 0)) vb[2] = 10;
    if (!(vb[3] > 0)) vb[3] = 10;
    return vb;
  }

  // The board's SVG and its layers are made once; each view then updates, adds or removes
  // only the spaces, links and pieces whose drawing differs from the last view's.
  boardLayers() {
    const svg = svgEl("svg", { "data-testid": "board", role: "group" });
    svg.classList.add("bw-svg");
    const layers = {
      decor: svgEl("g", { class: "bw-decor" }),
      links: svgEl("g", { class: "bw-links" }),
      spaces: svgEl("g", { class: "bw-spaces" }),
      pieces: svgEl("g", { class: "bw-pieces" }),
      // corner labels number the spaces: above the pieces, so that they stay readable
      corners: svgEl("g", { class: "bw-corner-labels" }),
      // the moves on offer above everything a game draws, so that no tile or piece hides or
      // takes a press meant for one: first the areas that make a small one large enough to
      // press, then each one's own outline, which wins where they overlap
      hits: svgEl("g", { class: "bw-hits" }),
      offers: svgEl("g", { class: "bw-offers" }),
      // what a lesson's hint points at: a ring round it, over everything, taking no press
      hints: svgEl("g", { class: "bw-hint-rings", "aria-hidden": "true" }),
    };
    svg.append(...Object.values(layers));
    this.svg = svg;
    this.layers = layers;
    this.frame.replaceChildren(svg);
  }

  drawBoard() {
    if (!this.svg) this.boardLayers();
    const vb = this.viewBox();
    // an attribute set again to the same value still counts as a change: the SVG's whole
    // drawing would be laid out and painted again
    setAttr(this.svg, "viewBox", vb.join(" "));
    setAttr(this.svg, "aria-label", this.view.title || "board");
    const { decor, links, spaces, pieces, corners } = this.layers;
    const byId = new Map();
    const spaceEntries = { decor: [], spaces: [], corners: [] };
    this.outlines = new Map();  // each element a move may be on: where it is drawn (`drawOffers`)
    for (const space of this.view.spaces || []) {
      byId.set(space.id, space);
      const element = `space:${space.id}`;
      if (!space.decor) this.outlines.set(element, spaceOutline(space, this.fillOf(space)));
      const signature = JSON.stringify([this.looks, space, this.recent.has(element)]);
      spaceEntries[space.decor ? "decor" : "spaces"].push(
        [space.id, signature, () => this.drawSpace(space)]);
      if (hasCornerLabel(space)) {
        // a space's number does not change with the moves on offer there
        spaceEntries.corners.push([space.id, JSON.stringify([this.looks, space]), () => {
          const [cx, cy] = centre(space);
          return this.spaceLabel(space, cx, cy, this.fillOf(space));
        }]);
      }
    }
    reconcile(decor, spaceEntries.decor);
    reconcile(spaces, spaceEntries.spaces);
    reconcile(corners, spaceEntries.corners);
    const linkEntries = [];
    for (const link of this.view.links || []) {
      const a = byId.get(link.source), b = byId.get(link.target);
      if (!a || !b) continue;
      linkEntries.push([link.id, JSON.stringify([this.looks, link, centre(a), centre(b)]),
                        () => this.drawLink(link, a, b)]);
    }
    reconcile(links, linkEntries);
    const stacks = new Map();
    const turn = (this.view.players || []).find((p) => p.to_move);
    const turnKey = turn ? [turn.index, turn.color] : null;
    const pieceEntries = [];
    for (const piece of this.view.pieces || []) {
      const space = byId.get(piece.at);
      if (!space) continue;
      const n = stacks.get(piece.at) || 0;
      stacks.set(piece.at, n + 1);
      const element = `piece:${piece.id}`;
      this.outlines.set(element, pieceOutline(piece, space, n, movesNow(piece, turn), this.fillOf(space)));
      // what of its space a piece's drawing uses; and only the pieces of the seat to move wear
      // its ring, so that the others are not drawn again when the turn passes
      const signature = JSON.stringify([this.looks, centre(space), space.fill, piece, n,
                                        movesNow(piece, turn) ? turnKey : null, this.recent.has(element)]);
      pieceEntries.push([piece.id, signature, () => this.drawPiece(piece, space, n, turn)]);
    }
    reconcile(pieces, pieceEntries);
  }

  drawLink(link, a, b) {
    const [x1, y1] = centre(a), [x2, y2] = centre(b);
    const line = svgEl("line", { x1, y1, x2, y2, class: `bw-link bw-link-${link.style || "plain"}` });
    line.dataset.link = link.id;
    if (link.color) line.style.stroke = this.paint(link.color);
    addTitle(line, link.tooltip);
    return line;
  }

  // The fill a space is drawn with, in this theme.
  fillOf(space) {
    return this.paint(space.fill || "#f4f4f4");
  }

  // What a target adds to the drawing of a panel's line it is on (a button then).
  offered(element) {
    return (this.targetsOn.get(element) || []).map((t) => [t.id, t.label]);
  }

  drawSpace(space) {
    const [cx, cy] = centre(space);
    const group = svgEl("g", { class: "bw-space" });
    group.dataset.space = space.id;
    const element = `space:${space.id}`;
    const fill = this.fillOf(space);
    if (space.shape !== "text") {
      const extra = { w: space.w, h: space.h, points: space.points };
      const outline = () => shapeElement(space.shape, cx, cy, spaceSize(space), extra);
      if (this.recent.has(element)) group.append(...this.recentMark(outline));
      const body = outline();
      body.setAttribute("fill", fill);
      body.classList.add("bw-outline");
      if (space.selected) group.classList.add("bw-selected");
      group.appendChild(body);
    }
    const icon = this.icons[space.icon];
    if (typeof icon === "string" && space.shape !== "text") {
      const side = num(space.icon_size, space.shape === "rect"
        ? 0.7 * Math.min(num(space.w, 1), num(space.h, 1)) : 1.2 * spaceSize(space));
      group.appendChild(iconElement(icon, cx, cy, side, this.iconInk(space.icon_color, fill)));
    }
    if (space.label && !hasCornerLabel(space)) group.appendChild(this.spaceLabel(space, cx, cy, fill));
    addTitle(group, space.tooltip);
    if (!space.decor) {
      if (this.recent.has(element)) group.classList.add("bw-recent");
      // a press here that is not a move on offer (those lie above) is told why nothing happens
      this.makeInteractive(group, element, [], space.label || space.tooltip);
    }
    return group;
  }

  // The moves on offer, in the top layers: each element a move is on gets its mark (a solid
  // band of whichever blue reads on the fill under it, on a keyline of the other, a style used
  // for nothing else on the board and heavier than the amber of the last move) and the press
  // areas. Drawn once the board's size is known (`sizeBoard`), since a press area is at least
  // HIT pixels wide on the screen, whatever the zoom.
  drawOffers() {
    if (!this.svg || !this.outlines) return;
    const unit = this.unitsPerPx || 0;
    const offers = [], hits = [];
    // the smaller above the larger (a corner's move on a tile's, a piece's on its space): where
    // one lies on another, the larger keeps the rest of its area; else in the order the game
    // draws them (its spaces, then the pieces on them)
    const offered = [...this.outlines].filter(([element]) => this.targetsOn.has(element));
    const area = ([, shape]) => shape.halfW * shape.halfH;
    offered.sort((a, b) => area(b) - area(a));  // a stable sort: equal ones keep their order
    for (const [element, shape] of offered) {
      const targets = this.targetsOn.get(element);
      const label = targets.map((t) => [t.id, t.label]);
      offers.push([element, JSON.stringify([this.looks, shape.key, label]),
                   () => this.drawOffer(element, shape, targets)]);
      const side = HIT * unit;  // the press area's least side, in the board's units
      if (unit && (2 * shape.halfW < side || 2 * shape.halfH < side)) {
        const w = Math.max(2 * shape.halfW, side), h = Math.max(2 * shape.halfH, side);
        hits.push([element, JSON.stringify([shape.key, w.toFixed(4), h.toFixed(4), label]), () => {
          const area = svgEl("rect", { x: shape.cx - w / 2, y: shape.cy - h / 2, width: w, height: h,
                                       class: "bw-hit", "aria-hidden": "true" });
          area.dataset.hitFor = element;
          area.addEventListener("click", (event) => {
            event.stopPropagation();
            const offer = this.layers.offers.querySelector(`[data-element="${CSS.escape(element)}"]`);
            if (!this.panned && offer) this.activate(offer);
          });
          return area;
        }]);
      }
    }
    reconcile(this.layers.hits, hits);
    reconcile(this.layers.offers, offers);
  }

  drawOffer(element, shape, targets) {
    const group = svgEl("g", { class: "bw-offer" });
    const keyline = shape.outline();
    keyline.setAttribute("class", "bw-offer-keyline");
    const band = shape.outline();
    band.setAttribute("class", "bw-offer-band");
    // over a see-through space (a card's section, whose picture lies beneath) the colour under
    // the mark is not known: the dark band on its pale keyline reads on any colour
    const dark = !rgbOf(shape.fill) || inkFor(shape.fill, RING_DARK, RING_LIGHT) === RING_DARK;
    band.setAttribute("stroke", dark ? RING_DARK : RING_LIGHT);
    keyline.setAttribute("stroke", dark ? RING_LIGHT : RING_DARK);
    const area = shape.outline();
    area.setAttribute("class", "bw-hit");
    group.append(area, keyline, band);
    this.makeInteractive(group, element, targets, shape.label);
    return group;
  }

  // The game's colour for an icon if it reads on the fill, else black or white.
  iconInk(color, fill) {
    const ink = this.paint(color);
    const rgb = rgbOf(ink), under = rgbOf(fill);
    if (ink && (!rgb || !under || contrast(rgb, under) >= 3)) return ink;
    return textColorFor(fill);
  }

  // What the latest move changed: a thin amber band with a dark keyline along its outside,
  // under the outline, so it reads on any fill and leaves the space itself uncovered.
  recentMark(outline) {
    const keyline = outline();
    keyline.setAttribute("class", "bw-recent-mark bw-recent-keyline");
    const band = outline();
    band.setAttribute("class", "bw-recent-mark bw-recent-band");
    return [keyline, band];
  }

  // In schema 2 a label's size is its exact font size, in the corner too.
  spaceLabel(space, cx, cy, fill) {
    const corner = hasCornerLabel(space);
    const size = num(space.size, corner ? 0.26 : space.shape === "text" ? 0.35 : spaceSize(space) * 0.7);
    const text = svgEl("text", { x: cx, y: cy, "font-size": size, "text-anchor": "middle",
                                 "dominant-baseline": "central",
                                 class: space.shape === "text" ? "bw-caption" : "bw-label" });
    if (space.shape !== "text") text.setAttribute("fill", textColorFor(fill));
    if (corner) {
      const inset = Math.max(0.05, size * 0.2);  // clear of the edge, halo included
      text.setAttribute("x", cx - num(space.w, 1) / 2 + inset);
      text.setAttribute("y", cy - num(space.h, 1) / 2 + inset + size / 2);
      text.setAttribute("text-anchor", "start");
      // a halo of the space's own colour where a piece runs under the number
      text.setAttribute("stroke", fill);
      text.setAttribute("stroke-width", size * 0.25);
      text.classList.add("bw-corner-label");
      text.dataset.labelFor = space.id;
    } else if (space.shape === "text") {
      // a caption may lie over anything: a halo of the board's own colour keeps it readable
      text.setAttribute("stroke-width", size * 0.28);
    }
    text.textContent = space.label;
    return text;
  }

  drawPiece(piece, space, index, turn) {
    const { cx, cy, size, reach } = piecePlace(piece, space, index);
    const group = svgEl("g", { class: `bw-piece bw-piece-${piece.kind || "piece"}` });
    group.dataset.piece = piece.id;
    const element = `piece:${piece.id}`;
    const ring = (r) => svgEl("circle", { cx, cy, r });
    const mine = movesNow(piece, turn);
    if (mine) {
      // the seat to move, on the board too: a broad ring of its colour round its pieces
      group.classList.add("bw-turn");
      // with a keyline of the page's ink, so that a dark colour reads on a dark board too
      const keyline = ring(reach * 1.18);
      keyline.setAttribute("class", "bw-turn-keyline");
      const halo = ring(reach * 1.18);
      halo.setAttribute("class", "bw-turn-ring");
      halo.setAttribute("stroke", piece.color || turn.color || "#888");
      group.append(keyline, halo);
    }
    if (this.recent.has(element)) {
      group.classList.add("bw-recent");
      group.append(...this.recentMark(() => ring(reach * (mine ? 1.42 : 1.2))));
    }
    const shadow = shapeElement(piece.shape, cx, cy, size);
    shadow.setAttribute("class", "bw-shadow");
    const body = shapeElement(piece.shape, cx, cy, size);
    body.setAttribute("fill", piece.color || "#888");
    body.classList.add("bw-body");
    group.append(shadow, body);
    const icon = this.icons[piece.icon];
    if (typeof icon === "string") {
      group.appendChild(iconElement(icon, cx, cy, 1.5 * size,
                                    piece.icon_color || textColorFor(piece.color)));
    } else if (piece.label) {  // no picture for it: the letters say what it is
      const text = svgEl("text", { x: cx, y: cy, "font-size": size * 1.1, "text-anchor": "middle",
                                   "dominant-baseline": "central", fill: textColorFor(piece.color) });
      text.textContent = piece.label;
      group.appendChild(text);
    }
    addTitle(group, piece.tooltip);
    // a press on a piece goes to the space below; a move on a piece is pressed on its mark above
    group.classList.add("bw-passive");
    return group;
  }

  // -- panels: the player's own first and open; the others fold to a line -------------------
  you() {
    const me = (this.view.players || []).find((p) => p.role === "you");
    return me ? me.index : null;
  }

  hasTargets(panel) {
    return (panel.items || []).some((item) => this.targetsOn.has(`item:${item.id}`));
  }

  isOpen(panel, count, you) {
    if (this.hasTargets(panel)) return true;  // a move on offer is never folded away
    if (this.openPanels.has(panel.id)) return this.openPanels.get(panel.id);
    if (typeof panel.open === "boolean") return panel.open;
    return count <= 2 || panel.owner === you || (you === null && Boolean(panel.active));
  }

  drawPanels() {
    const all = Array.isArray(this.view.panels) ? this.view.panels : [];
    const you = this.you();
    const mine = all.filter((p) => you !== null && p.owner === you);
    const ordered = [...mine, ...all.filter((p) => !mine.includes(p))];
    const opens = ordered.map((panel) => this.isOpen(panel, all.length, you));
    // A panel's box, its title line and each of its items are drawn apart: a move changes a
    // count or two on an animal board, or whose turn it is, not the whole board.
    let changed = reconcile(this.panels, ordered.map((panel, k) =>
      [panel.id, JSON.stringify([this.looks, panel.owner, panel.color, opens[k], you]),
       () => this.panelBox(panel, opens[k])]));
    ordered.forEach((panel, k) => {  // the boxes are now in this order
      const box = this.panels.children[k], open = opens[k];
      if (box.classList.contains("bw-active") !== Boolean(panel.active)) {
        box.classList.toggle("bw-active", Boolean(panel.active));
        changed = true;
      }
      const parts = [["title", JSON.stringify([panel.title, open, open ? null : panel.summary]),
                      () => this.panelTitle(panel, open)]];
      if (open) parts.push(["items", "", () => htmlEl("div", "bw-items")]);
      changed = reconcile(box, parts) || changed;
      if (!open) return;
      changed = reconcile(box.lastChild, (panel.items || []).map((item) => {
        const element = `item:${item.id}`;
        return [item.id, JSON.stringify([this.looks, item, this.offered(element), this.recent.has(element)]),
                () => this.drawItem(item)];
      })) || changed;
    });
    if (changed) this.panelsDrawn += 1;
    this.main.classList.toggle("bw-no-panels", all.length === 0);
  }

  // A panel's box: its colour, whose it is, folded or open (its title and items: drawPanels).
  panelBox(panel, open) {
    const box = htmlEl("section", "bw-panel");
    box.dataset.panel = panel.id;
    if (typeof panel.owner === "number") {
      box.dataset.owner = String(panel.owner);
      if (panel.owner === this.you()) box.classList.add("bw-mine");
    }
    if (panel.color) box.style.borderLeftColor = panel.color;
    if (!open) box.classList.add("bw-folded");
    return box;
  }

  // The title line, a button that folds the panel or opens it; folded, the summary follows.
  panelTitle(panel, open) {
    const head = button("", "bw-panel-title", `panel:${panel.id}`);
    head.setAttribute("aria-expanded", String(open));
    head.append(htmlEl("span", "bw-fold", open ? "▾" : "▸"),
                htmlEl("span", "bw-panel-name", panel.title || ""));
    if (!open && panel.summary) head.append(htmlEl("span", "bw-panel-summary", panel.summary));
    head.addEventListener("click", () => {
      this.openPanels.set(panel.id, !open);
      this.drawPanels();
      this.fit();
    });
    return head;
  }

  drawItem(item) {
    const element = `item:${item.id}`;
    const targets = this.targetsOn.get(element) || [];
    const node = htmlEl(targets.length ? "button" : "div", "bw-item" + (item.muted ? " bw-muted" : "")
                        + (item.heading ? " bw-heading" : ""));
    if (targets.length) node.type = "button";
    node.dataset.item = item.id;
    if (this.recent.has(element)) node.classList.add("bw-recent");
    if (item.color || typeof this.icons[item.icon] === "string") node.appendChild(this.swatch(item));
    node.appendChild(htmlEl("span", "bw-item-label", item.label || ""));
    if (item.count !== undefined && item.count !== null) {
      node.appendChild(htmlEl("span", "bw-count", `×${item.count}`));
    }
    if (item.tooltip) node.title = String(item.tooltip);
    const shown = [item.label, item.count !== undefined && item.count !== null ? `×${item.count}` : ""]
      .filter(Boolean).join(" ");
    this.makeInteractive(node, element, targets, shown);
    return node;
  }

  // A round swatch of the item's colour, with its icon on it when it has one.
  // The ring (CSS) keeps dark swatches visible on a dark panel.
  swatch(item) {
    const icon = this.icons[item.icon];
    const color = this.swatchColor(item.color);
    if (typeof icon !== "string") {
      const dot = htmlEl("span", "bw-swatch");
      dot.style.background = color;
      return dot;
    }
    const half = ICON_BOX / 2;
    const svg = svgEl("svg", { viewBox: `0 0 ${ICON_BOX} ${ICON_BOX}`, class: "bw-swatch-icon",
                               "aria-hidden": "true" });
    svg.append(svgEl("circle", { cx: half, cy: half, r: half * 0.93, fill: color || "none",
                                 class: "bw-swatch-ring" }),
               iconElement(icon, half, half, ICON_BOX * 0.68, color ? textColorFor(color) : "currentColor"));
    return svg;
  }

  // A swatch names a thing by its colour (a Good, a player): in a dark theme it takes the
  // game's own dark colour for it, if the game has one, and is never dimmed otherwise.
  swatchColor(color) {
    const palette = this.dark && this.view.dark && typeof this.view.dark === "object" ? this.view.dark : {};
    return typeof palette[color] === "string" ? palette[color] : color;
  }

  // The moves that are buttons of their own, under the status line.
  drawActions() {
    reconcile(this.actions, (this.targetsOn.get("button") || []).map((target) =>
      [target.id, String(target.label), () => {
        const node = button(target.label, "bw-button bw-target bw-primary");
        node.dataset.targets = target.id;
        node.dataset.element = "button";
        node.addEventListener("click", () => this.activate(node));
        return node;
      }]));
    this.actions.hidden = this.actions.childElementCount === 0;
  }

  // The board's commands, under the board.
  drawCommands() {
    const controls = this.view.controls || {};
    // a lesson's level has its own "Try again" for all of these but looking back
    const commands = this.view.lesson ? [] : [["undo", "Undo"], ["redo", "Redo"],
                                              ["agent_move", "Computer move"], ["new_game", "New game"]];
    if (!this.view.review) commands.unshift(["review", "Review"]);
    reconcile(this.commands, commands.map(([type, label]) => {
      // Review starts one move back: the latest position is the game itself.
      const message = type === "review" ? { type, to: num(this.view.moves) - 1 } : { type };
      const disabled = !controls[type];
      return [type, JSON.stringify([message, disabled]), () => {
        const node = button(label, "bw-button", type);
        node.disabled = disabled;
        node.addEventListener("click", () => this.send(message));
        return node;
      }];
    }));
  }

  // Built once: the zoom does not depend on the view.
  zoomButtons() {
    const group = htmlEl("div", "bw-zoom");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", "Board size");
    this.zoomOut = button("−", "bw-button bw-zoom-button", "zoom-out");
    this.zoomOut.setAttribute("aria-label", "− smaller board");
    this.zoomOut.addEventListener("click", () => this.zoom(1 / ZOOM_STEP));
    this.zoomIn = button("+", "bw-button bw-zoom-button", "zoom-in");
    this.zoomIn.setAttribute("aria-label", "+ larger board");
    this.zoomIn.addEventListener("click", () => this.zoom(ZOOM_STEP));
    // on a compact screen zoomed onto the moves on offer: the whole board to look around, and back
    this.whole = button("Whole board", "bw-button bw-whole", "whole");
    this.whole.hidden = true;
    this.whole.addEventListener("click", () => {
      this.autoOn = !this.autoOn;
      this.followed = null;
      this.fit();
    });
    this.statusRow.append(this.whole);  // beside the status, in sight above the board
    group.append(this.zoomOut, this.zoomIn);
    return group;
  }

  // Whether this is a phone or a tablet, or a cell too narrow for the board and its panels.
  compact() {
    return this.coarse.matches || this.main.clientWidth < COMPACT;
  }

  // How much a compact screen must enlarge a board `width` pixels wide for its smallest move
  // on offer to be HIT pixels across (1: none is smaller, or there is no move on offer).
  neededZoom(width, height) {
    const vb = this.viewBox();
    const unit = 1 / Math.min(width / vb[2], height / vb[3]);  // the board's units in a pixel
    let smallest = Infinity;
    for (const element of this.targetsOn.keys()) {
      const shape = this.outlines && this.outlines.get(element);
      if (shape) smallest = Math.min(smallest, 2 * Math.min(shape.halfW, shape.halfH) / unit);
    }
    return smallest < HIT ? Math.min(AUTO_MAX, HIT / smallest) : 1;
  }

  // -- the frame: the board fitted to one screen, zoomed and panned inside it -----------------
  // Beside the board or under it, the panels go where the board loses least: a board limited
  // by the screen's height leaves room at its side for a column of panels.
  fit() {
    if (!this.svg) return;
    const vb = this.viewBox();
    const aspect = vb[2] / vb[3];
    const width = this.main.clientWidth;
    if (!(width > 0)) return;
    const panels = this.panels.childElementCount > 0;
    const tall = screenHeight(this.root);
    const place = `${width} ${tall}`;
    if (place !== this.place) [this.place, this.lastSizes, this.headerHeld] = [place, {}, 0];
    const review = this.review.hidden ? 0 : this.review.offsetHeight;
    const chrome = this.steadyHeader() + this.toolbar.offsetHeight + review + 40;  // and margins
    const screen = Math.max(MIN_FRAME, tall - chrome);
    const sideWidth = Math.min(SIDE_MAX, Math.max(SIDE_MIN, width * 0.3));
    const hint = this.view.layout;
    const side = Math.min(width - sideWidth - GAP, screen * aspect);
    let below = Math.min(width, screen * aspect);
    const besideAllowed = panels && width >= 2 * SIDE_MIN + GAP + 150 && hint !== "below";
    // beside the board at least as well as it could be under it, whatever the panels' height:
    // no need to measure them under the board
    const besideAnyway = besideAllowed && (hint === "side" || side >= 0.85 * below);
    const compact = this.compact();
    let belowHeight = screen;  // the height the board may take with the panels under it
    // (on a compact screen the panels go under the board, which takes the width: the page scrolls)
    if (panels && !besideAnyway && !compact) {
      // under the board, the panels a pupil needs (their own, those with moves) must fit too;
      // measuring them there lays the page out twice, so it is done only when they changed
      const key = `${width} ${this.panelsDrawn}`;
      if (key !== this.belowKey) {
        this.main.classList.remove("bw-side");
        setStyle(this.panels, "width", "");
        [this.belowKey, this.panelsBelow] = [key, this.neededPanelsHeight()];
      }
      belowHeight = Math.max(MIN_FRAME, screen - this.panelsBelow - GAP);
      below = Math.min(below, belowHeight * aspect);
    }
    const beside = besideAnyway || (besideAllowed && side >= 0.85 * below);
    this.main.classList.toggle("bw-side", beside);
    const fitted = Math.max(120, FRAME_STEP * Math.floor((beside ? side : below) / FRAME_STEP));
    const held = this.steadySize(beside, fitted, Math.round(fitted / aspect),
                                 beside ? width - sideWidth - GAP : width, beside ? screen : belowHeight);
    const boardWidth = held.w;
    this.boardWidth = boardWidth;
    this.boardHeight = held.h;
    // a compact screen: the frame takes the width there is, and taller where the board is
    // enlarged, so that the part of it in sight is as large as the screen allows
    // (a board held to the screen's height, a phone turned sideways, is enlarged to the width
    // the panels leave, and pans up and down)
    const room = beside ? width - sideWidth - GAP : width;
    const needed = compact ? Math.max(this.neededZoom(boardWidth, held.h), room / boardWidth) : 1;
    const frameFor = (m) => {  // the frame's width and height for a magnification m
      const frameWidth = compact && m > 1 ? Math.max(boardWidth, Math.floor(room)) : boardWidth;
      return [frameWidth, compact && m > 1
        ? Math.round(Math.max(held.h, Math.min(screen, frameWidth * 1.15))) : held.h];
    };
    // "Whole board" only where the zoom hides part of it (a board enlarged to the width and
    // still whole in its frame has nothing to show back)
    const [wideW, wideH] = frameFor(needed);
    const whole = boardWidth * needed <= wideW + 1 && held.h * needed <= wideH + 1;
    if (whole) this.autoOn = true;
    this.autoFactor = this.autoOn ? needed : 1;
    this.whole.hidden = needed <= 1.01 || whole;
    this.whole.textContent = this.autoOn ? "Whole board" : "My moves";
    this.magnified = this.scale * this.autoFactor;
    [this.frameWidth, this.frameHeight] = frameFor(this.magnified);
    setStyle(this.frame, "width", `${this.frameWidth}px`);
    setStyle(this.frame, "height", `${this.frameHeight}px`);
    setStyle(this.panels, "width", beside ? `${Math.floor(width - this.frameWidth - GAP)}px` : "");
    // beside the board, the column of panels scrolls rather than push the buttons off the screen
    setStyle(this.panels, "maxHeight", beside ? `${Math.max(this.frameHeight, Math.floor(screen))}px` : "");
    this.sizeBoard();
  }

  // The board's size (`{w, h}`) for a fitted size of `w` x `h`: the last one drawn in this place
  // with the panels on the same side of it (`beside`) while it still fits in `maxW` x `maxH`,
  // unless the board may grow by FRAME_GROW or more. A map that grows (Bear Valley's, card by
  // card) is then drawn smaller inside the same frame, instead of the frame shrinking and the
  // panels jumping sideways with each card.
  steadySize(beside, w, h, maxW, maxH) {
    const last = this.lastSizes[beside];
    const steady = last && last.w <= maxW + 0.5 && last.h <= maxH + 0.5 && w < last.w + FRAME_GROW;
    return (this.lastSizes[beside] = steady ? last : { w, h });
  }

  // The header's height (set as its least height, and returned without laying the page out
  // again): what its rows need, or the height held in this place if that is at most
  // HEADER_HOLD more; a refusal's line comes on top.
  steadyHeader() {
    const heights = [...this.header.children].filter((row) => row !== this.error)
      .map((row) => row.offsetHeight).filter((height) => height > 0);  // hidden rows take none
    const gap = parseFloat(getComputedStyle(this.header).rowGap) || 0;
    const needed = heights.reduce((sum, height) => sum + height, 0) + gap * Math.max(0, heights.length - 1);
    const held = this.headerHeld;
    this.headerHeld = needed <= held && needed > held - HEADER_HOLD ? held : needed;
    setStyle(this.header, "minHeight", `${this.headerHeld}px`);
    const refusal = this.error.hidden ? 0 : this.error.offsetHeight + gap;
    return Math.max(this.headerHeld, needed + refusal);
  }

  // The height of the panels from the first to the last that is the viewer's or holds a
  // move, as they wrap under the board.
  neededPanelsHeight() {
    const boxes = [...this.panels.children];
    const needed = boxes.filter((box) => box.querySelector(".bw-target")
      || !box.classList.contains("bw-folded"));
    if (!needed.length) return boxes.length ? boxes[0].offsetHeight : 0;
    const top = this.panels.getBoundingClientRect().top;
    return Math.max(...needed.map((box) => box.getBoundingClientRect().bottom)) - top;
  }

  // The board's size in its frame, magnified (`this.magnified`), keeping the point at the
  // frame's centre where it was when the magnification changes; and, on a compact screen
  // zoomed by itself, the moves on offer brought into sight whenever they change.
  sizeBoard() {
    const frame = this.frame, w = this.boardWidth, h = this.boardHeight;
    if (!w || !h) return;
    const m = this.magnified;
    const zoomed = this.drawnAt !== undefined && this.drawnAt !== m;  // where the centre was: only then
    const cx = zoomed ? (frame.scrollLeft + frame.clientWidth / 2) / Math.max(1, frame.scrollWidth) : 0;
    const cy = zoomed ? (frame.scrollTop + frame.clientHeight / 2) / Math.max(1, frame.scrollHeight) : 0;
    this.drawnAt = m;
    this.root.classList.toggle("bw-zoomed", m > 1);
    setStyle(this.svg, "width", `${Math.round(w * m)}px`);
    setStyle(this.svg, "height", `${Math.round(h * m)}px`);
    // a screen pixel in the board's units, for what CSS draws inside it (the pieces' shadow); the
    // drawing keeps its proportions inside a frame held at another (`steadySize`)
    const vb = this.viewBox();
    this.unitsPerPx = 1 / Math.min(w * m / vb[2], h * m / vb[3]);
    const px = `${this.unitsPerPx}px`;
    if (this.svg.style.getPropertyValue("--bw-px") !== px) this.svg.style.setProperty("--bw-px", px);
    this.drawOffers();
    if (m <= 1) return;
    if (zoomed) {
      frame.scrollLeft = cx * frame.scrollWidth - frame.clientWidth / 2;
      frame.scrollTop = cy * frame.scrollHeight - frame.clientHeight / 2;
    }
    if (this.autoFactor > 1) this.followOffers();
    else this.keepTargetsInSight();
  }

  // Zoomed by itself onto the moves on offer: bring them (all of them, where the frame holds
  // them) to the frame's centre whenever they change, as the game goes.
  followOffers() {
    const key = [...this.targetsOn.keys()].join(" ");
    if (key === this.followed) return;
    const shapes = [...this.targetsOn.keys()].map((e) => this.outlines.get(e)).filter(Boolean);
    if (!shapes.length) return;
    this.followed = key;
    const left = Math.min(...shapes.map((s) => s.cx - s.halfW));
    const right = Math.max(...shapes.map((s) => s.cx + s.halfW));
    const top = Math.min(...shapes.map((s) => s.cy - s.halfH));
    const bottom = Math.max(...shapes.map((s) => s.cy + s.halfH));
    // the middle of the moves, from the board's units to the page's pixels (the drawing's own
    // transform knows where the svg lies in its frame and how the board is fitted inside it)
    const middle = new DOMPoint((left + right) / 2, (top + bottom) / 2).matrixTransform(this.svg.getScreenCTM());
    const seen = this.frame.getBoundingClientRect();
    this.frame.scrollLeft += middle.x - (seen.left + seen.right) / 2;
    this.frame.scrollTop += middle.y - (seen.top + seen.bottom) / 2;
  }

  // Zoomed in, the frame shows part of the board: if none of the moves on offer is in it,
  // pan to them.
  keepTargetsInSight() {
    const targets = [...this.svg.querySelectorAll(".bw-target")];
    if (!targets.length) return;
    const view = this.frame.getBoundingClientRect();
    const boxes = targets.map((t) => t.getBoundingClientRect());
    const seen = boxes.some((b) => b.right > view.left && b.left < view.right
                                   && b.bottom > view.top && b.top < view.bottom);
    if (seen) return;
    const left = Math.min(...boxes.map((b) => b.left)), right = Math.max(...boxes.map((b) => b.right));
    const top = Math.min(...boxes.map((b) => b.top)), bottom = Math.max(...boxes.map((b) => b.bottom));
    this.frame.scrollLeft += (left + right) / 2 - (view.left + view.right) / 2;
    this.frame.scrollTop += (top + bottom) / 2 - (view.top + view.bottom) / 2;
  }

  // A press and drag on the zoomed board pans it (touch screens pan by themselves); the
  // click that ends a drag is not a move. Two fingers pinch the board larger or smaller: the
  // frame leaves pinching to the page (touch-action: pan-x pan-y), so the board zooms, not the
  // page; the zoom is kept (Python's `scale`) when the fingers lift.
  panBoard() {
    let start = null;
    const fingers = new Map();
    let pinch = null;
    const spread = () => {
      const [a, b] = [...fingers.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    this.frame.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "touch") {
        fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (fingers.size === 2) pinch = { spread: spread(), magnified: this.magnified };
      }
    });
    this.frame.addEventListener("pointermove", (event) => {
      if (!pinch || !fingers.has(event.pointerId)) return;
      fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      this.panned = true;  // the fingers' lift is not a press on a move
      const wanted = pinch.magnified * spread() / Math.max(1, pinch.spread);
      // a pinch sets the zoom itself: the zoom of a compact screen onto the moves gives way
      this.autoOn = false;
      this.setScale(Math.round(wanted * 100) / 100);
    });
    const lift = (event) => {
      fingers.delete(event.pointerId);
      if (pinch && fingers.size < 2) {
        pinch = null;
        this.model.set("scale", this.scale);
        this.model.save_changes();
      }
    };
    for (const type of ["pointerup", "pointercancel"]) this.frame.addEventListener(type, lift);
    this.frame.addEventListener("pointerdown", (event) => {
      this.panned = false;
      if (this.magnified <= 1 || event.pointerType === "touch" || event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, left: this.frame.scrollLeft, top: this.frame.scrollTop };
    });
    this.frame.addEventListener("pointermove", (event) => {
      if (!start) return;
      const dx = event.clientX - start.x, dy = event.clientY - start.y;
      if (!this.panned && Math.hypot(dx, dy) < DRAG) return;
      this.panned = true;
      this.frame.classList.add("bw-panning");
      this.frame.scrollLeft = start.left - dx;
      this.frame.scrollTop = start.top - dy;
    });
    const end = () => {
      start = null;
      this.frame.classList.remove("bw-panning");
    };
    this.frame.addEventListener("pointerup", end);
    this.frame.addEventListener("pointercancel", end);
    this.frame.addEventListener("pointerleave", end);
  }

  // The game's lines are numbered from the first; the computer's reasons sit
  // after the lines of the move they explain, unnumbered, with their numbers apart.
  // Each line carries its own number (board.css shows it before the line): Chromium lays out
  // a list's own numbers (li.value) in a time that grows with the square of the list's length
  // (a log of 22,000 lines took 87 s). A view that brings more than MANY lines at once (a page
  // opened on a long game) shows its newest FIRST lines in its own frame, and the older ones
  // SLICE at a time in the frames after: laying out 10,000 lines takes the page about a second,
  // and the board would wait for it. (Each slice also costs the page a new layout of the lines
  // after it: smaller ones would take longer in all.)
  drawLog() {
    const FIRST = 200, MANY = 1000, SLICE = 2000;
    const lines = this.lines, first = this.logFrom, end = first + lines.length;
    if (this.logView !== this.view) {  // a new view (else the same one drawn again)
      this.logView = this.view;
      if (Array.isArray(this.view.log) && this.view.log.length > MANY) this.logShown = end - FIRST;
    }
    // (the newest FIRST lines at least, also when the log shrinks while the older ones are coming)
    const shown = this.logShown = Math.max(first, Math.min(this.logShown || 0, end - FIRST));
    if (shown > first && !this.logLater) {  // after the frame that shows this
      this.logLater = requestAnimationFrame(() => setTimeout(() => {
        this.logLater = null;
        const log = this.log, atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 2;
        this.logShown -= SLICE;
        // lines added above keep the lines in sight where they are (the browser's scroll
        // anchoring); a log at its newest line stays there, anchoring or not
        if (this.drawLog() && atEnd) this.alignLogTop();
      }, 0));
    }
    const recentFrom = num(this.view.recent_log, end);
    const notes = new Map();
    for (const note of this.notes) {
      const after = num(note.line, -1);
      if (!notes.has(after)) notes.set(after, []);
      notes.get(after).push(note);
    }
    const entries = [];
    for (let i = shown; i < end; i += 1) {
      const line = lines[i - first];
      const recent = i >= recentFrom;
      entries.push([`line ${i}`, (recent ? "+" : "-") + line, () => {
        const item = htmlEl("li", recent ? "bw-log-recent" : "", line);
        item.dataset.number = i + 1;
        return item;
      }]);
      (notes.get(i + 1) || []).forEach((note, n) => {
        entries.push([`note ${i} ${n}`, JSON.stringify([note.text, note.detail]), () => {
          const li = htmlEl("li", "bw-log-note", note.text);
          if (note.detail) li.append(htmlEl("span", "bw-detail", note.detail));
          return li;
        }]);
      });
    }
    return reconcile(this.log, entries);
  }

  // Scroll to the newest line. The line at the top edge may then be cut in
  // half: pad the end of the list so that the scroll can go just far enough
  // for the next line to start at the top. (A newest line taller than the
  // box is left as it is: its end is what matters.) The padding added last time
  // is counted out rather than taken away first, so that the page is laid out
  // once for a new view, not once more for the log.
  alignLogTop() {
    const log = this.log;
    const added = this.logPadding || 0;
    log.scrollTop = log.scrollHeight - added - log.clientHeight;
    const top = log.getBoundingClientRect().top + log.clientTop;
    const cut = firstBelow(log.children, top + 0.5);
    const hidden = !cut || cut === log.lastElementChild || cut.getBoundingClientRect().top > top - 0.5
      ? 0 : cut.getBoundingClientRect().bottom - top;
    const aligned = log.scrollTop + hidden;
    const padding = parseFloat(getComputedStyle(log).paddingBottom) - added;
    this.logPadding = hidden ? Math.ceil(hidden) : 0;
    setStyle(log, "paddingBottom", hidden ? `${padding + this.logPadding}px` : "");
    // scroll positions may be whole pixels: rather a sliver of the cut line than a cut next one
    if (hidden) log.scrollTop = Math.floor(aligned);
  }
}

// Whether a piece belongs to the seat to move (`turn`, a player of the view).
function movesNow(piece, turn) {
  return Boolean(turn) && piece.owner !== undefined && piece.owner !== null && piece.owner === turn.index;
}

// Set an attribute only if it differs: Chromium takes even the same value as a change (for the
// SVG's viewBox, a new layout of every shape in it).
function setAttr(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

// Set an inline style only if it differs: writing one, even the same, makes the page lay
// itself out again before the next measurement.
function setStyle(node, property, value) {
  if (node.style[property] !== value) node.style[property] = value;
}

// The first of `lines` (laid out top to bottom) whose bottom is below `y`, found by halving:
// a long game's log holds hundreds of lines, and reading each one's box took longer than
// drawing the board.
function firstBelow(lines, y) {
  let low = 0, high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lines[middle].getBoundingClientRect().bottom > y) high = middle;
    else low = middle + 1;
  }
  return lines[low];
}

function render({ model, el }) {
  const board = new Board(model, el);
  const redraw = () => board.show(model.get("view"));
  const reicon = () => board.setIcons(model.get("icons"));
  const rescale = () => board.setScale(model.get("scale"));
  reicon();
  rescale();
  redraw();
  model.on("change:view", redraw);
  model.on("change:icons", reicon);
  model.on("change:scale", rescale);
  return () => {
    model.off("change:view", redraw);
    model.off("change:icons", reicon);
    model.off("change:scale", rescale);
    board.destroy();
  };
}

export default { render };
