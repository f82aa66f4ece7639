"""The documentation's example code runs.

The documentation itself is built (with warnings treated as errors, tutorials
included) into the classroom site, and its pages are checked there
(``tests/test_site.py``): one build serves both.
"""
from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def test_the_example_game_in_the_docs_runs():
    """docs/examples/pebbles.py is shown in full on "Adding a game": keep it working.
    It runs in its own process so that its game does not join this process's registry."""
    proc = subprocess.run([sys.executable, str(DOCS / "examples" / "pebbles.py")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "took the last stone" in proc.stdout
