"""The library in a Python dressed as the browser's: no compiled packages, no processes.

The classroom site runs Python in the browser (Pyodide), where only pure-Python
wheels install. ``tests/test_site.py`` proves the tutorials run there; these
tests say why quickly and without a browser. A fresh CPython is given
``sys.platform == "emscripten"`` and an import hook that refuses the packages
the browser lacks (numpy, pandas, Dask, PettingZoo, nbformat and the compiled
packages under it), then imports every module a tutorial can reach, shows a
plotly figure the way the tutorials do, and runs ``bw.simulate``.
"""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

#: what the browser does not have: compiled packages, and the optional extras built on them
MISSING = ["numpy", "pandas", "dask", "distributed", "pettingzoo", "gymnasium", "nbformat",
           "jsonschema", "rpds", "kaleido", "psutil"]

BROWSER = textwrap.dedent("""\
    import importlib, json, pkgutil, sys, warnings

    MISSING = set(MISSING_LIST)
    asked = []

    class NotInTheBrowser:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in MISSING:
                asked.append(name)
                raise ModuleNotFoundError(f"No module named {name!r} (not in the browser)", name=name)
            return None

    sys.meta_path.insert(0, NotInTheBrowser())
    sys.platform = "emscripten"

    import boardwidgets as bw

    report = {"modules": [], "failed": {}}
    for module in pkgutil.walk_packages(bw.__path__, "boardwidgets."):
        if module.name.startswith("boardwidgets.envs"):  # PettingZoo: imported only when asked for
            continue
        if module.name == "boardwidgets.widget.websocket":  # imported only by a Jupyter Server
            continue
        try:
            importlib.import_module(module.name)
            report["modules"].append(module.name)
        except Exception as error:
            report["failed"][module.name] = f"{type(error).__name__}: {error}"

    import plotly.graph_objects as go
    import plotly.io as pio

    pio.renderers.default = "plotly_mimetype"  # as every tutorial does
    try:
        pio.show(go.Figure(go.Bar(x=["a"], y=[1])))
        report["figure"] = "shown"
    except Exception as error:
        report["figure"] = f"{type(error).__name__}: {error}"

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = bw.simulate("nanga_parbat", ["random", "random"], games=3, seed=1, workers=2,
                             progress=False)
    report["simulated"] = len(result)
    report["warnings"] = [str(w.message) for w in caught]
    report["compiled_asked_for"] = sorted({name.split(".")[0] for name in asked})
    print("REPORT" + json.dumps(report))
""").replace("MISSING_LIST", repr(MISSING))


@pytest.fixture(scope="module")
def browser_like() -> dict:
    done = subprocess.run([sys.executable, "-c", BROWSER], capture_output=True, text=True, timeout=300,
                          check=False)
    line = next((line for line in done.stdout.splitlines() if line.startswith("REPORT")), None)
    assert done.returncode == 0 and line, f"the browser-like Python failed:\n{done.stdout}\n{done.stderr}"
    return json.loads(line[len("REPORT"):])


def test_every_module_a_tutorial_reaches_imports_without_compiled_packages(browser_like):
    assert not browser_like["failed"], browser_like["failed"]
    for needed in ("boardwidgets.plots", "boardwidgets.widget", "boardwidgets.simulate",
                   "boardwidgets.games.bear_valley.examples", "boardwidgets.agents.mcts"):
        assert needed in browser_like["modules"]


def test_a_figure_shows_the_way_the_tutorials_show_it(browser_like):
    """Without lite.prepare_plotly, plotly refuses: "Mime type rendering requires nbformat"."""
    assert browser_like["figure"] == "shown"


def test_simulate_plays_in_the_one_process_and_says_so(browser_like):
    assert browser_like["simulated"] == 3
    assert any("Pyodide" in message and "one after another" in message
               for message in browser_like["warnings"]), browser_like["warnings"]


def test_with_nbformat_installed_plotly_is_left_alone(monkeypatch):
    """On the desktop nbformat is there, and plotly's own check is kept."""
    import nbformat
    from plotly.io import _renderers

    from boardwidgets import lite

    monkeypatch.setattr(_renderers, "nbformat", nbformat)
    lite.prepare_plotly()
    assert _renderers.nbformat is nbformat
    assert not lite.in_browser()
