// BoardWidget front end: draws any boardwidgets view (schema 1) as SVG and
// reports clicks to Python. It knows nothing about any particular game.
// All text is set with textContent; nothing received is ever evaluated.

const SVG = "http://www.w3.org/2000/svg";

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

function num(value, fallback = 0) {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

// Black or white text, whichever reads better on a "#rrggbb" fill.
function textColorFor(fill) {
  const m = /^#([0-9a-f]{6})$/i.exec(fill || "");
  if (!m) return "#111";
  const v = parseInt(m[1], 16);
  const lum = 0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255);
  return lum > 150 ? "#111" : "#fff";
}

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

function spaceSize(space) {
  if (space.shape === "rect") return Math.min(num(space.w, 1), num(space.h, 1)) / 2;
  return num(space.r, 0.5);
}

function addTitle(node, text) {
  if (!text) return;
  const title = svgEl("title");
  title.textContent = String(text);
  node.appendChild(title);
}

class Board {
  constructor(model, el) {
    this.model = model;
    this.busy = false;
    this.root = htmlEl("div", "bw-root");
    this.root.tabIndex = -1;
    this.players = htmlEl("div", "bw-players");
    this.status = htmlEl("div", "bw-status");
    this.status.setAttribute("data-testid", "status");
    this.status.setAttribute("aria-live", "polite");
    this.error = htmlEl("div", "bw-error");
    this.error.setAttribute("data-testid", "error");
    this.error.setAttribute("role", "alert");
    this.main = htmlEl("div", "bw-main");
    this.boardBox = htmlEl("div", "bw-board");
    this.panels = htmlEl("div", "bw-panels");
    this.main.append(this.boardBox, this.panels);
    this.controls = htmlEl("div", "bw-controls");
    this.log = htmlEl("ol", "bw-log");
    this.log.setAttribute("data-testid", "log");
    this.log.setAttribute("aria-label", "Game log");
    this.menu = htmlEl("div", "bw-menu");
    this.menu.setAttribute("role", "menu");
    this.menu.hidden = true;
    this.root.append(this.players, this.status, this.error, this.main, this.controls,
                     this.log, this.menu);
    el.appendChild(this.root);
    this.onKey = (event) => { if (event.key === "Escape") this.closeMenu(); };
    this.onOutside = (event) => {
      if (!this.menu.hidden && !this.menu.contains(event.target)) this.closeMenu();
    };
    this.root.addEventListener("keydown", this.onKey);
    document.addEventListener("pointerdown", this.onOutside, true);
  }

  destroy() {
    document.removeEventListener("pointerdown", this.onOutside, true);
    this.root.removeEventListener("keydown", this.onKey);
  }

  // -- messages to Python ---------------------------------------------------
  send(message) {
    if (this.busy) return;
    this.busy = true;
    this.root.classList.add("bw-busy");
    this.model.send({ ...message, seq: this.view.seq });
  }

  // Read the target ids from the element when it is used, so that what is
  // sent is exactly what the page shows.
  activate(node, anchor) {
    const ids = (node.dataset.targets || "").split(" ").filter(Boolean);
    if (ids.length === 1) this.send({ type: "act", target: ids[0] });
    else if (ids.length > 1) this.openMenu(ids, anchor || node);
    else if (node.dataset.element) this.send({ type: "click", on: node.dataset.element });
  }

  makeInteractive(node, element, targets, label) {
    node.dataset.element = element;
    if (targets.length) {
      node.dataset.targets = targets.map((t) => t.id).join(" ");
      node.classList.add("bw-target");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", targets.map((t) => t.label).join("; ") || label || element);
      if (targets.length > 1) node.setAttribute("aria-haspopup", "menu");
    }
    node.addEventListener("click", (event) => { event.stopPropagation(); this.activate(node); });
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
      const item = htmlEl("button", "bw-menu-item", target.label);
      item.type = "button";
      item.setAttribute("role", "menuitem");
      item.dataset.targets = id;
      item.addEventListener("click", () => { this.closeMenu(); this.activate(item); });
      this.menu.appendChild(item);
    }
    const box = this.root.getBoundingClientRect();
    const at = anchor.getBoundingClientRect();
    this.menu.style.left = `${Math.max(0, at.left - box.left)}px`;
    this.menu.style.top = `${at.bottom - box.top + 4}px`;
    this.menu.hidden = false;
    const first = this.menu.querySelector("button");
    if (first) first.focus();
  }

  closeMenu() {
    this.menu.hidden = true;
    this.menu.replaceChildren();
  }

  // -- drawing ---------------------------------------------------------------
  draw(view) {
    const focused = document.activeElement && this.root.contains(document.activeElement)
      ? document.activeElement.dataset.element : null;
    this.view = view || {};
    this.busy = false;
    this.root.classList.remove("bw-busy");
    this.closeMenu();
    const targets = Array.isArray(this.view.targets) ? this.view.targets : [];
    this.targetsById = new Map(targets.map((t) => [t.id, t]));
    this.targetsOn = new Map();
    for (const t of targets) {
      if (!this.targetsOn.has(t.on)) this.targetsOn.set(t.on, []);
      this.targetsOn.get(t.on).push(t);
    }
    this.drawPlayers();
    this.status.textContent = this.view.status || "";
    this.error.textContent = this.view.error || "";
    this.error.hidden = !this.view.error;
    this.drawBoard();
    this.drawPanels();
    this.drawControls();
    this.drawLog();
    if (focused) {
      const again = this.root.querySelector(`[data-element="${CSS.escape(focused)}"]`);
      if (again && again.getAttribute("tabindex") === "0") again.focus();
    }
  }

  drawPlayers() {
    this.players.replaceChildren();
    for (const p of this.view.players || []) {
      const chip = htmlEl("span", "bw-player" + (p.to_move ? " bw-to-move" : ""));
      const dot = htmlEl("span", "bw-dot");
      dot.style.background = p.color || "#888";
      chip.append(dot, htmlEl("span", "", `${p.name}: ${p.score}`));
      this.players.appendChild(chip);
    }
  }

  drawBoard() {
    const vb = Array.isArray(this.view.viewbox) && this.view.viewbox.length === 4
      ? this.view.viewbox.map((v) => num(v)) : [0, 0, 10, 10];
    const svg = svgEl("svg", { viewBox: vb.join(" "), "data-testid": "board",
                               role: "group", "aria-label": this.view.title || "board" });
    svg.classList.add("bw-svg");
    const decor = svgEl("g", { class: "bw-decor" });
    const links = svgEl("g", { class: "bw-links" });
    const spaces = svgEl("g", { class: "bw-spaces" });
    const pieces = svgEl("g", { class: "bw-pieces" });
    svg.append(decor, links, spaces, pieces);
    const byId = new Map();
    for (const space of this.view.spaces || []) {
      byId.set(space.id, space);
      (space.decor ? decor : spaces).appendChild(this.drawSpace(space));
    }
    for (const link of this.view.links || []) {
      const a = byId.get(link.source), b = byId.get(link.target);
      if (!a || !b) continue;
      const [x1, y1] = centre(a), [x2, y2] = centre(b);
      const line = svgEl("line", { x1, y1, x2, y2, class: `bw-link bw-link-${link.style || "plain"}` });
      line.dataset.link = link.id;
      addTitle(line, link.tooltip);
      links.appendChild(line);
    }
    const stacks = new Map();
    for (const piece of this.view.pieces || []) {
      const space = byId.get(piece.at);
      if (!space) continue;
      const n = stacks.get(piece.at) || 0;
      stacks.set(piece.at, n + 1);
      pieces.appendChild(this.drawPiece(piece, space, n));
    }
    this.boardBox.replaceChildren(svg);
  }

  drawSpace(space) {
    const [cx, cy] = centre(space);
    const group = svgEl("g", { class: "bw-space" });
    group.dataset.space = space.id;
    if (space.shape !== "text") {
      const outline = shapeElement(space.shape, cx, cy, spaceSize(space),
                                   { w: space.w, h: space.h, points: space.points });
      outline.setAttribute("fill", space.fill || "#f4f4f4");
      outline.classList.add("bw-outline");
      if (space.selected) group.classList.add("bw-selected");
      group.appendChild(outline);
    }
    if (space.label) {
      const size = num(space.size, space.shape === "text" ? 0.35 : spaceSize(space) * 0.7);
      let x = cx, y = cy, anchor = "middle";
      if (space.label_pos === "corner" && space.shape === "rect") {
        x = cx - num(space.w, 1) / 2 + 0.06;
        y = cy - num(space.h, 1) / 2 + size * 0.45;
        anchor = "start";
      }
      const text = svgEl("text", { x, y, "font-size": space.label_pos === "corner" ? size * 0.45 : size,
                                   "text-anchor": anchor, "dominant-baseline": "central",
                                   class: space.shape === "text" ? "bw-caption" : "bw-label" });
      if (space.shape !== "text") text.setAttribute("fill", textColorFor(space.fill));
      text.textContent = space.label;
      group.appendChild(text);
    }
    addTitle(group, space.tooltip);
    if (!space.decor) {
      const element = `space:${space.id}`;
      this.makeInteractive(group, element, this.targetsOn.get(element) || [], space.label);
    }
    return group;
  }

  drawPiece(piece, space, index) {
    let [cx, cy] = centre(space);
    const size = num(piece.size, 0.3);
    if (piece.dx !== undefined || piece.dy !== undefined) {
      cx += num(piece.dx); cy += num(piece.dy);
    } else if (index > 0) {  // spread a stack so every piece stays visible
      const a = (index * 2 * Math.PI) / 6;
      cx += Math.cos(a) * size * 0.9; cy += Math.sin(a) * size * 0.9;
    }
    const group = svgEl("g", { class: `bw-piece bw-piece-${piece.kind || "piece"}` });
    group.dataset.piece = piece.id;
    const body = shapeElement(piece.shape, cx, cy, size);
    body.setAttribute("fill", piece.color || "#888");
    group.appendChild(body);
    if (piece.label) {
      const text = svgEl("text", { x: cx, y: cy, "font-size": size * 1.1, "text-anchor": "middle",
                                   "dominant-baseline": "central", fill: textColorFor(piece.color) });
      text.textContent = piece.label;
      group.appendChild(text);
    }
    addTitle(group, piece.tooltip);
    const element = `piece:${piece.id}`;
    const targets = this.targetsOn.get(element) || [];
    if (targets.length) this.makeInteractive(group, element, targets, piece.tooltip);
    else group.classList.add("bw-passive");  // clicks fall through to the space below
    return group;
  }

  drawPanels() {
    this.panels.replaceChildren();
    for (const panel of this.view.panels || []) {
      const box = htmlEl("section", "bw-panel" + (panel.active ? " bw-active" : ""));
      box.dataset.panel = panel.id;
      if (panel.color) box.style.borderColor = panel.color;
      box.appendChild(htmlEl("h4", "bw-panel-title", panel.title || ""));
      const list = htmlEl("div", "bw-items");
      for (const item of panel.items || []) {
        const element = `item:${item.id}`;
        const targets = this.targetsOn.get(element) || [];
        const node = htmlEl(targets.length ? "button" : "div",
                            "bw-item" + (item.muted ? " bw-muted" : ""));
        if (targets.length) node.type = "button";
        node.dataset.item = item.id;
        if (item.color) {
          const swatch = htmlEl("span", "bw-swatch");
          swatch.style.background = item.color;
          node.appendChild(swatch);
        }
        node.appendChild(htmlEl("span", "bw-item-label", item.label || ""));
        if (item.count !== undefined && item.count !== null) {
          node.appendChild(htmlEl("span", "bw-count", `×${item.count}`));
        }
        if (item.tooltip) node.title = String(item.tooltip);
        this.makeInteractive(node, element, targets, item.label);
        list.appendChild(node);
      }
      box.appendChild(list);
      this.panels.appendChild(box);
    }
  }

  drawControls() {
    this.controls.replaceChildren();
    for (const target of this.targetsOn.get("button") || []) {
      const button = htmlEl("button", "bw-button bw-target bw-primary", target.label);
      button.type = "button";
      button.dataset.targets = target.id;
      button.dataset.element = "button";
      button.addEventListener("click", () => this.activate(button));
      this.controls.appendChild(button);
    }
    const controls = this.view.controls || {};
    const spacer = htmlEl("span", "bw-spacer");
    this.controls.appendChild(spacer);
    const commands = [["undo", "Undo"], ["redo", "Redo"], ["agent_move", "Computer move"],
                      ["new_game", "New game"]];
    for (const [type, label] of commands) {
      const button = htmlEl("button", "bw-button", label);
      button.type = "button";
      button.dataset.command = type;
      button.disabled = !controls[type];
      button.addEventListener("click", () => this.send({ type }));
      this.controls.appendChild(button);
    }
  }

  drawLog() {
    this.log.replaceChildren();
    for (const line of this.view.log || []) this.log.appendChild(htmlEl("li", "", line));
    this.log.scrollTop = this.log.scrollHeight;
  }
}

function render({ model, el }) {
  const board = new Board(model, el);
  const redraw = () => board.draw(model.get("view"));
  redraw();
  model.on("change:view", redraw);
  return () => {
    model.off("change:view", redraw);
    board.destroy();
  };
}

export default { render };
