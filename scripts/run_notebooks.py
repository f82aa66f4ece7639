"""Run tutorial notebooks in place and store their outputs, as the tests expect them.

    .venv/bin/python scripts/run_notebooks.py                      # every notebook
    .venv/bin/python scripts/run_notebooks.py notebooks/bear_valley.ipynb

Each notebook runs in a fresh kernel from its own folder (so that it finds the
files beside it), and is saved without the widgets' state, which would add
megabytes of JavaScript to each file and is of no use to a reader: a board in
a stored notebook shows its SVG picture instead.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def run(path: Path) -> float:
    notebook = nbformat.read(path, as_version=4)
    started = time.perf_counter()
    NotebookClient(notebook, timeout=600, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)
    return time.perf_counter() - started


def main(paths: list[str]) -> None:
    for path in [Path(p) for p in paths] or sorted((ROOT / "notebooks").glob("*.ipynb")):
        print(f"{path.name}: {run(path.resolve()):.0f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
