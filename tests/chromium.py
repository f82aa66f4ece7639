"""What every browser test shares: Debian's chromium, its flags, and a folder served on 127.0.0.1.

Without chromium or Playwright the browser tests are skipped, except under
CI=true, where they fail: CI must never pass by skipping them.
"""
from __future__ import annotations

import contextlib
import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("BOARDWIDGETS_CHROMIUM", "/usr/bin/chromium")
#: headless as root in a container; no background requests to Google's services
CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
IN_CI = os.environ.get("CI", "").lower() == "true"
ARTIFACTS = Path(os.environ.get("E2E_ARTIFACTS", Path(__file__).resolve().parents[1] / "e2e-artifacts"))


def require_browser() -> None:
    """Skip without chromium or Playwright; under CI=true, fail instead."""
    problems = []
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        problems.append("playwright is not installed (pip install -e '.[test]')")
    if not Path(CHROMIUM).exists():
        problems.append(f"no chromium at {CHROMIUM} (apt-get install chromium, "
                        "or set BOARDWIDGETS_CHROMIUM)")
    if problems:
        message = "; ".join(problems)
        if IN_CI:
            pytest.fail(f"the browser tests must run under CI=true: {message}", pytrace=False)
        pytest.skip(message, allow_module_level=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """``folder`` served over HTTP on a free port of 127.0.0.1; yields its address."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
