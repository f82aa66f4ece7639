"""Sphinx configuration for the boardwidgets documentation site.

Build it from the repository root with::

    python -m sphinx -W --keep-going -b html docs docs/_build/html

The tutorials are the notebooks in the top-level ``notebooks/`` folder. Sphinx
only reads files below ``docs/``, so every build copies them into
``docs/tutorials/`` (git-ignored) and the glob toctree in
``docs/tutorials/index.md`` lists whatever is there. They are not executed:
the outputs stored in the notebooks are shown. While copying, two kinds of
output are prepared for a static web page (the notebooks themselves are never
changed):

- plotly figures (``application/vnd.plotly.v1+json``) are replaced by their
  ``text/html`` rendering made by plotly itself (myst-nb has no renderer for
  the plotly mime type), which draws with the plotly.js file that
  ships inside the plotly package (served from ``_static``, loaded only on
  pages that show a figure; no CDN, no require.js). The outputs with which
  plotly's "notebook" renderers load plotly.js (inlined or from a CDN) are
  dropped.
- interactive widgets (``application/vnd.jupyter.widget-view+json``) were
  executed without stored widget state, so no browser can redraw them. A
  board widget also carries a static SVG picture of its position
  (``BoardWidget._repr_mimebundle_``), which is shown instead; other widgets
  are shown as a short note with the widget's text form.
"""
from __future__ import annotations

import copy
import html
import json
import os
import pathlib
import re
import sys

DOCS = pathlib.Path(__file__).resolve().parent
ROOT = DOCS.parent
NOTEBOOKS = ROOT / "notebooks"
TUTORIALS = DOCS / "tutorials"

# Document the working tree even when the package is not installed.
sys.path.insert(0, str(ROOT))

import plotly  # noqa: E402

import boardwidgets  # noqa: E402

# -- project -------------------------------------------------------------------
project = "boardwidgets"
author = "boardwidgets developers"
copyright = "boardwidgets developers"
release = version = boardwidgets.__version__

# -- general -------------------------------------------------------------------
extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
]
# No intersphinx: the site is built without network access.
exclude_patterns = ["_build", "jupyter_execute", "**/.ipynb_checkpoints", ".DS_Store"]
root_doc = "index"
language = "en"

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# -- notebooks (myst-nb) ---------------------------------------------------------
nb_execution_mode = "off"  # show the outputs stored in the notebooks
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PLOTLY_JSON = "application/vnd.plotly.v1+json"
SVG = "image/svg+xml"
# A widget view without stored widget state renders as an empty <script>:
# never pick it for HTML; the text/html note added below (or text/plain) is shown.
nb_mime_priority_overrides = [
    ("html", WIDGET_VIEW, None),
    ("dirhtml", WIDGET_VIEW, None),
    ("singlehtml", WIDGET_VIEW, None),
]

# -- API pages (autodoc) -----------------------------------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
napoleon_google_docstring = True
napoleon_numpy_docstring = False

# -- HTML --------------------------------------------------------------------------
html_theme = "furo"
html_title = f"boardwidgets {release}"
PLOTLY_JS = pathlib.Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
html_static_path = ["_static", str(PLOTLY_JS)]
html_css_files = ["custom.css"]
html_show_sourcelink = False


# -- tutorials: copy ../notebooks/*.ipynb into tutorials/ ----------------------------
def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def _plotly_html(figure: dict, div_id: str) -> str:
    """plotly's own HTML for a figure, drawn once plotly.js has loaded.

    furo loads scripts at the end of the page, after the figure's inline
    script, so the drawing waits for DOMContentLoaded. A fixed ``div_id``
    keeps unchanged notebooks' copies byte-identical between builds.
    """
    import plotly.io as pio

    text = pio.to_html(figure, include_plotlyjs=False, include_mathjax=False, full_html=False,
                       validate=False, div_id=div_id, config={"displaylogo": False})
    if text.count("<script") == 1:
        text = re.sub(r"<script([^>]*)>(.*?)</script>",
                      r'<script\1>window.addEventListener("DOMContentLoaded", function () {'
                      r"\2});</script>", text, flags=re.S)
    return text


def _widget_note(data: dict) -> str:
    lines = _text(data.get("text/plain", "")).strip().splitlines()
    shown = lines[0] if lines else ""
    if len(shown) > 100 or shown.endswith("({"):  # e.g. a FigureWidget's long repr
        shown = shown.split("(", 1)[0]
    title = "Interactive board" if "Board" in shown else "Interactive widget"
    code = f" <code>{html.escape(shown)}</code>" if shown else ""
    return (f'<div class="bw-widget-note"><span class="bw-widget-note-title">{title}</span>'
            f'{code}: it runs when the notebook is open in Jupyter (see <a '
            'href="running_the_notebooks.html">running the notebooks</a>); a web page can only '
            'show this placeholder.</div>')


def _is_plotly_loader(data: dict) -> bool:
    """The output with which plotly's "notebook" renderers load plotly.js (inlined
    whole, or from a CDN) before their first figure; it draws nothing."""
    if set(data) - {"text/html", "text/plain"} or "text/html" not in data:
        return False
    text = _text(data["text/html"])
    return "window.PlotlyConfig" in text and "plotly-graph-div" not in text


def web_ready(notebook: dict, name: str = "nb") -> dict:
    """A copy of ``notebook`` whose outputs a static HTML page can show."""
    notebook = copy.deepcopy(notebook)
    for number, cell in enumerate(notebook.get("cells", [])):
        outputs = cell.get("outputs")
        if not outputs:
            continue
        kept = []
        for index, output in enumerate(outputs):
            data = output.get("data")
            if isinstance(data, dict):
                if PLOTLY_JSON in data:
                    # myst-nb warns about every mime type it cannot draw, even
                    # one it would not pick, so the JSON gives way to its HTML
                    figure = data.pop(PLOTLY_JSON)
                    if isinstance(figure, str):
                        figure = json.loads(figure)
                    data["text/html"] = _plotly_html(figure, f"plotly-{name}-{number}-{index}")
                elif WIDGET_VIEW in data and SVG in data:
                    # a board widget: its picture at the moment it was shown
                    data.pop(WIDGET_VIEW)
                    data.pop("text/plain", None)
                elif WIDGET_VIEW in data:
                    data["text/html"] = _widget_note(data)
                elif _is_plotly_loader(data):
                    continue
            kept.append(output)
        cell["outputs"] = kept
    return notebook


def copy_tutorials() -> list[str]:
    """Mirror ``notebooks/*.ipynb`` into ``docs/tutorials/``; returns the names copied."""
    TUTORIALS.mkdir(exist_ok=True)
    sources = sorted(NOTEBOOKS.glob("*.ipynb")) if NOTEBOOKS.is_dir() else []
    names = {src.name for src in sources}
    for stale in TUTORIALS.glob("*.ipynb"):
        if stale.name not in names:
            stale.unlink()
    for src in sources:
        with src.open(encoding="utf-8") as handle:
            notebook = json.load(handle)
        ready = web_ready(notebook, re.sub(r"[^A-Za-z0-9_-]", "-", src.stem))
        text = json.dumps(ready, indent=1, ensure_ascii=False) + "\n"
        dest = TUTORIALS / src.name
        if not dest.exists() or dest.read_text(encoding="utf-8") != text:
            # unchanged copies keep their mtime (Sphinx then skips them); a new one
            # appears at once, so a build running alongside never reads half a file
            partial = dest.with_name(f".{dest.name}.{os.getpid()}.tmp")
            partial.write_text(text, encoding="utf-8")
            os.replace(partial, dest)
    return sorted(names)


def _page_scripts(app, pagename, templatename, context, doctree) -> None:
    """Load plotly.js only on the pages that draw a plotly figure."""
    if "plotly-graph-div" in context.get("body", ""):
        app.add_js_file("plotly.min.js", priority=400)


def setup(app):
    app.connect("config-inited", lambda app, config: copy_tutorials())
    app.connect("html-page-context", _page_scripts)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
