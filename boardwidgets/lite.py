"""What the library does differently in a browser-only site (JupyterLite, Python on Pyodide).

In the classroom site (``./dev.sh site``) Python runs inside the browser tab,
where only pure-Python packages install and no process can start another. The
library itself needs nothing compiled; two things around it differ:

- **plotly figures.** A figure shown in a notebook is handed to JupyterLab as
  its JSON (the ``plotly_mimetype`` renderer, which the tutorials choose), and
  JupyterLab draws it. Before handing it over, plotly checks that ``nbformat``
  4.2 or newer is installed, a check meant for the classic notebook. nbformat
  cannot be installed in Pyodide (its schema checker needs ``rpds-py``, which
  is compiled), so every figure would fail with "Mime type rendering requires
  nbformat>=4.2.0". JupyterLite reads and writes notebooks of format 4.5
  itself, so ``prepare_plotly`` answers plotly's check with that version.
- **Worker processes.** ``bw.simulate`` plays every game in the one process
  there is, and says so when more workers are asked for (``simulate.py``).

``boardwidgets/__init__.py`` calls ``prepare()`` when it is imported in a browser.
"""
from __future__ import annotations

import sys
import types

#: the notebook format JupyterLite writes, which is what plotly's check asks about
NOTEBOOK_FORMAT = "4.5"


def in_browser() -> bool:
    """True when Python runs in a browser (Pyodide), where there are no processes to start."""
    return sys.platform == "emscripten"


def prepare_plotly() -> None:
    """Let plotly hand figures to JupyterLite when nbformat cannot be installed."""
    try:
        import nbformat  # noqa: F401  (installed: plotly's own check passes)
    except ImportError:
        from plotly.io import _renderers

        if _renderers.nbformat is None:
            _renderers.nbformat = types.SimpleNamespace(__version__=NOTEBOOK_FORMAT)


def prepare() -> None:
    prepare_plotly()
