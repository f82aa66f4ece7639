"""What every browser test shares: Debian's chromium, its flags, a folder served on 127.0.0.1,
and a pupil's tab on the classroom site (also driven by ``benchmarks/run.py --site``).

Without chromium or Playwright the browser tests are skipped, except under
CI=true, where they fail: CI must never pass by skipping them.
"""
from __future__ import annotations

import contextlib
import functools
import http.server
import os
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("BOARDWIDGETS_CHROMIUM", "/usr/bin/chromium")
#: headless as root in a container; no background requests to Google's services
CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
IN_CI = os.environ.get("CI", "").lower() == "true"
#: a teacher's laptop serving the classroom site, as the pupils' browsers would name it
LAPTOP = "classroom.test"
#: the name resolver knows 127.0.0.1 and the laptop only; any other name fails before a
#: connection is tried
OFFLINE = f"--host-resolver-rules=MAP {LAPTOP} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
LOCAL_HOSTS = ("127.0.0.1", LAPTOP)
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


class Classroom:
    """One pupil's browser tab on the site, and what it tried to fetch from elsewhere."""

    def __init__(self, browser, address: dict):
        self.address = address["here"]
        self.laptop = address["laptop"]
        self.outside: list[str] = []  # requests for any host but 127.0.0.1 (or LAPTOP), all refused
        self.page_errors: list[str] = []
        self.context = browser.new_context(viewport={"width": 1280, "height": 1000})
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.set_default_timeout(60_000)
        self.page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        self.console_errors: list[str] = []  # where Pyodide says it died
        self.page.on("console", lambda message: self.console_errors.append(message.text)
                     if message.type == "error" else None)

    def _route(self, route) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urllib.parse.urlparse(url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def open(self, path: str, address: str | None = None, timeout: float = 120) -> None:
        """Open a notebook of the site and wait until its Pyodide kernel is ready."""
        self.page.goto(f"{address or self.address}/lab/index.html?path={path}")
        self.wait_for_kernel(path, timeout)

    def open_next(self, path: str, address: str | None = None, timeout: float = 120) -> None:
        """Open a notebook of the site in this tab on the kernel already running here, its
        names cleared first (``%reset -f``) so that the notebook starts from none, as in a
        fresh kernel; in a tab with no kernel yet, ``open`` it. A Pyodide kernel takes 15 to
        20 s to start, as long as a tutorial takes to run; the modules it imported stay."""
        kernel = self.page.evaluate("() => window.__bwPanel?.sessionContext.session?.kernel?.id ?? null")
        if kernel is None:
            self.open(path, address, timeout)
            return
        self.python("get_ipython().run_line_magic('reset', '-f')")
        self.page.evaluate("""([path, id]) => window.jupyterapp.commands
            .execute("docmanager:open", {path, kernel: {id}}).then(() => null)""", [path, kernel])
        self.wait_for_kernel(path, timeout)
        now = self.page.evaluate("() => window.__bwPanel.sessionContext.session.kernel.id")
        assert now == kernel, f"{path} opened on a new kernel"

    def trusted(self) -> bool:
        """Whether the browser trusts the page enough for a service worker (a secure context)."""
        return self.page.evaluate("() => window.isSecureContext && 'serviceWorker' in navigator")

    def wait_for_kernel(self, path: str, timeout: float = 120) -> None:
        self.page.wait_for_function(
            """(path) => {
                const app = window.jupyterapp;
                const panel = app && Array.from(app.shell.widgets("main"))
                    .find((w) => w.context && w.context.path === path);
                const kernel = panel && panel.sessionContext.session?.kernel;
                if (!kernel || kernel.connectionStatus !== "connected" || kernel.status !== "idle")
                    return false;
                window.__bwPanel = panel;
                return true;
            }""", arg=path, timeout=timeout * 1000)

    def run_all(self, timeout: float) -> dict:
        """Run every cell, as Run > Run All Cells does; wait until the last one has run or
        one has failed. Returns the number of code cells, how many ran, and the errors."""
        self.page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        self.page.wait_for_function("""() => {
            const cells = window.__bwPanel.content.model.cells;
            let code = 0, ran = 0, failed = false;
            for (let i = 0; i < cells.length; i++) {
                const cell = cells.get(i);
                if (cell.type !== "code") continue;
                code += 1;
                if (cell.executionCount !== null) ran += 1;
                failed = failed || cell.outputs.toJSON().some((o) => o.output_type === "error");
            }
            const kernel = window.__bwPanel.sessionContext.session.kernel;
            return failed || (ran === code && kernel.status === "idle");
        }""", timeout=timeout * 1000, polling=500)
        return self.page.evaluate("""() => {
            const cells = window.__bwPanel.content.model.cells;
            const report = {code: 0, ran: 0, errors: []};
            for (let i = 0; i < cells.length; i++) {
                const cell = cells.get(i);
                if (cell.type !== "code") continue;
                report.code += 1;
                if (cell.executionCount !== null) report.ran += 1;
                for (const output of cell.outputs.toJSON()) {
                    if (output.output_type === "error")
                        report.errors.push(`cell ${i}: ${output.ename}: ${output.evalue}\\n`
                            + output.traceback.join("\\n").replace(/\\x1b\\[[0-9;]*m/g, ""));
                }
            }
            for (const node of document.querySelectorAll(".jp-OutputArea-output")) {
                const text = node.textContent;
                if (/Error displaying widget|Javascript Error|model not found/.test(text))
                    report.errors.push("a widget was not drawn: " + text.slice(0, 300));
            }
            return report;
        }""")

    def python(self, code: str, timeout: float = 120) -> str:
        """What ``code`` prints when run in the open notebook's kernel (no cell is added)."""
        result = self.page.evaluate("""async ([code, timeout]) => {
            const kernel = window.__bwPanel.sessionContext.session.kernel;
            const future = kernel.requestExecute({code, store_history: false});
            let out = "";
            const errors = [];
            future.onIOPub = (msg) => {
                if (msg.header.msg_type === "stream") out += msg.content.text;
                if (msg.header.msg_type === "error")
                    errors.push(msg.content.ename + ": " + msg.content.evalue);
            };
            const late = new Promise((done) => setTimeout(() => done(null), timeout * 1000));
            const reply = await Promise.race([future.done, late]);
            return reply && {status: reply.content.status, out, errors};
        }""", [code, timeout])
        assert result is not None, (f"the browser's Python did not answer within {timeout} s; "
                                    f"the page's errors: {self.console_errors[-8:]}")
        assert result["status"] == "ok", f"{code!r} failed in the browser's kernel: {result['errors']}"
        return result["out"]

    def screenshot(self, name: str) -> None:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"site-{name}.png"))

    def close(self) -> None:
        self.context.close()
