"""The board's own board.js and board.css in a plain page, with a stand-in for the widget model.

Shared by the tests of the page's behaviour (tests/widget/test_board_js.py) and of the boards
a class sees (tests/test_projector.py). ``render`` receives a model that serves the ``view``,
``icons`` and ``scale`` traits, fires their ``change:`` events, and records what the page sends
and sets; the cell is a ``#host`` element whose width a test chooses, and the theme is
JupyterLab's: its CSS variables and the body attribute that marks a dark theme.
"""
from __future__ import annotations

import contextlib
import shutil
from collections.abc import Iterator
from pathlib import Path

import boardwidgets as bw
from tests.chromium import CHROME_ARGS, CHROMIUM, served

WIDGET = Path(bw.__file__).parent / "widget"

HARNESS = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>board</title>
<link rel="stylesheet" href="board.css"></head>
<body style="margin: 8px"><main><div id="host" style="width: 900px"><div id="widget"></div></div></main>
<script type="module">
import widget from "./board.js";
const handlers = {};
const traits = { view: null, icons: {}, scale: 1 };
let rendered = false;
const fire = (name) => (handlers[`change:${name}`] || []).forEach((fn) => fn());
window.sent = [];
window.sets = [];
window.saves = 0;
window.model = {
  get(name) { return traits[name]; },
  set(name, value) { traits[name] = value; window.sets.push([name, value]); fire(name); },
  save_changes() { window.saves += 1; },
  on(event, fn) { (handlers[event] = handlers[event] || []).push(fn); },
  off(event, fn) { handlers[event] = (handlers[event] || []).filter((h) => h !== fn); },
  send(message) { window.sent.push(message); },
};
// what the kernel's comm does when Python changes a trait
window.setTrait = (name, value) => { traits[name] = value; if (rendered) fire(name); };
window.show = (view, icons, scale) => {
  window.setTrait("icons", icons);
  window.setTrait("scale", scale);
  window.setTrait("view", view);
  if (!rendered) {
    rendered = true;
    widget.render({ model: window.model, el: document.getElementById("widget") });
  }
};
// the board as a page that has only ever seen `view` draws it: beside the live one, in a
// cell of the same width, then gone; returned as `canonical` text
window.drawnAfresh = async (view, icons, scale, unsized = false, look = () => {}) => {
  const cell = document.getElementById("host").cloneNode(false);
  cell.removeAttribute("id");
  const el = document.createElement("div");
  cell.appendChild(el);
  document.getElementById("host").after(cell);
  const own = { view, icons, scale };
  const stand = { get: (name) => own[name], set() {}, save_changes() {}, on() {}, off() {},
                  send() {} };
  const cleanup = widget.render({ model: stand, el });
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const text = window.canonical(el.firstElementChild, unsized);
  look(el);
  cleanup();
  cell.remove();
  return text;
};
// null when the live board is the board drawn afresh from `view`, but for its size and its
// header's height (which depend on the views before: board.js, steadySize and steadyHeader);
// else where they part. With `sizes`: [that, the live frame's width, the fresh one's, the live
// header's least height, the fresh one's, whether the fresh board has its panels beside it]
window.differenceFromAfresh = async (view, icons, scale, sizes = false) => {
  let freshWidth = null, freshHeader = null, freshBeside = null;
  const fresh = await window.drawnAfresh(view, icons, scale, sizes, (el) => {
    freshWidth = el.querySelector(".bw-board").style.width;
    freshHeader = el.querySelector(".bw-header").style.minHeight;
    freshBeside = el.querySelector(".bw-main").classList.contains("bw-side");
  });
  const liveWidth = document.querySelector("#widget .bw-board").style.width;
  const liveHeader = document.querySelector("#widget .bw-header").style.minHeight;
  const live = window.canonical(document.querySelector("#widget > .bw-root"), sizes);
  let difference = null;
  if (live !== fresh) {
    let at = 0;
    while (at < live.length && live[at] === fresh[at]) at += 1;
    const around = (text) => text.slice(Math.max(0, at - 300), at + 200);
    difference = `updated: ...${around(live)}\nafresh:  ...${around(fresh)}`;
  }
  return sizes ? [difference, parseFloat(liveWidth), parseFloat(freshWidth),
                 parseFloat(liveHeader), parseFloat(freshHeader), freshBeside] : difference;
};
// what the board's size sets: the frame's, the drawing's and the column of panels' sizes, and
// the header's least height
const SIZED = [".bw-board", ".bw-panels", "svg[data-testid=board]", ".bw-header"];
const SIZES = new Set(["width", "height", "max-height", "--bw-px", "min-height"]);
// a node as text: tags, attributes in name order (class tokens and style declarations sorted:
// their order means nothing; an empty style is no style), text: what eye and screen reader get;
// `unsized`: without the sizes the board's size sets, and the panels' side
window.canonical = (node, unsized = false) => {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.data);
  if (node.nodeType !== Node.ELEMENT_NODE) return "";
  const sorted = (text, by) => text.split(by).map((part) => part.trim()).filter(Boolean).sort();
  const sized = unsized && SIZED.some((selector) => node.matches(selector));
  const style = (text) => sorted(text, ";")
    .filter((part) => !sized || !SIZES.has(part.split(":")[0].trim())).join("; ");
  // the panels' side of the board follows from its room, which the header held above it sets
  const placed = unsized && node.matches(".bw-main");
  const classes = (text) => sorted(text, " ").filter((c) => !placed || c !== "bw-side").join(" ");
  // a move's press area is at least 24 pixels on the screen: its size follows the board's
  const pressArea = unsized && node.matches(".bw-hits rect");
  const attrs = [...node.attributes].filter((a) => a.name !== "style" || style(a.value))
    .filter((a) => !pressArea || !["x", "y", "width", "height"].includes(a.name))
    .map((a) => [a.name, a.name === "class" ? classes(a.value)
                 : a.name === "style" ? style(a.value) : a.value]).sort();
  const inside = [...node.childNodes].map((child) => window.canonical(child, unsized))
    .filter(Boolean).join("");
  return `<${node.nodeName} ${JSON.stringify(attrs)}>${inside}</${node.nodeName}>`;
};
window.ready = true;
</script></body></html>
"""

#: JupyterLab 4's dark theme, as far as the board uses it
DARK = {"--jp-layout-color0": "#111111", "--jp-layout-color1": "#212121",
        "--jp-layout-color2": "#424242", "--jp-layout-color3": "#616161",
        "--jp-ui-font-color0": "rgba(255, 255, 255, 1)",
        "--jp-ui-font-color1": "rgba(255, 255, 255, 0.87)",
        "--jp-ui-font-color2": "rgba(255, 255, 255, 0.54)",
        "--jp-ui-font-color3": "rgba(255, 255, 255, 0.38)",
        "--jp-border-color0": "#616161", "--jp-border-color1": "#616161", "--jp-border-color2": "#424242",
        "--jp-brand-color1": "#2196f3", "--jp-error-color1": "#f44336", "--jp-ui-font-size1": "13px"}
#: and its light theme
LIGHT = {"--jp-layout-color0": "#ffffff", "--jp-layout-color1": "#ffffff",
         "--jp-layout-color2": "#eeeeee", "--jp-layout-color3": "#bdbdbd",
         "--jp-ui-font-color0": "rgba(0, 0, 0, 1)", "--jp-ui-font-color1": "rgba(0, 0, 0, 0.87)",
         "--jp-ui-font-color2": "rgba(0, 0, 0, 0.54)", "--jp-ui-font-color3": "rgba(0, 0, 0, 0.38)",
         "--jp-border-color0": "#bdbdbd", "--jp-border-color1": "#bdbdbd", "--jp-border-color2": "#e0e0e0",
         "--jp-brand-color1": "#1976d2", "--jp-error-color1": "#f44336", "--jp-ui-font-size1": "13px"}


@contextlib.contextmanager
def harness_address(folder: Path, board_js: Path | None = None) -> Iterator[str]:
    """The harness and the widget's files, served from ``folder``; yields the page's address.
    ``board_js`` puts another version of board.js in the page (the benchmark compares one)."""
    for name in ("board.js", "board.css"):
        shutil.copy(WIDGET / name, folder / name)
    if board_js is not None:
        shutil.copy(board_js, folder / "board.js")
    (folder / "index.html").write_text(HARNESS)
    with served(folder) as address:
        yield f"{address}/index.html"


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)


def open_harness(browser, address: str, width: int = 1280, height: int = 1000):
    """A new page on the harness, ready for ``show``; its uncaught errors in ``page.errors``."""
    page = browser.new_page(viewport={"width": width, "height": height})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(address)
    page.wait_for_function("window.ready === true")
    page.errors = errors
    return page


def show(page, view: dict, icons: dict | None = None, scale: float = 1.0) -> None:
    page.evaluate("""([view, icons, scale]) => {
        window.sent.length = 0; window.sets.length = 0; window.saves = 0;
        window.show(view, icons, scale);
    }""", [view, icons or {}, scale])


def sent(page) -> list:
    return page.evaluate("() => window.sent")


def host(page, width: int, theme: dict | None = None, dark: bool = False) -> None:
    """The cell's width and JupyterLab's theme (its variables; ``dark`` marks the body as
    JupyterLab does, and the board follows)."""
    page.evaluate("""async ([width, theme, dark]) => {
        document.getElementById('host').style.width = `${width}px`;
        for (const [name, value] of Object.entries(theme)) {
            document.documentElement.style.setProperty(name, value);
        }
        document.body.style.background = theme['--jp-layout-color0'] || '';
        if (dark) document.body.setAttribute('data-jp-theme-light', 'false');
        else if (Object.keys(theme).length) document.body.setAttribute('data-jp-theme-light', 'true');
        // the board fits itself to its cell when the page lays it out again
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }""", [width, theme or {}, dark])


def plain(page) -> None:
    """Back to a 900-pixel cell in a page without JupyterLab's theme."""
    page.evaluate("""() => {
        document.getElementById('host').setAttribute('style', 'width: 900px');
        document.documentElement.removeAttribute('style');
        document.body.removeAttribute('data-jp-theme-light');
        document.body.style.background = '';
    }""")
