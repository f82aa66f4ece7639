"""A real JupyterLab server on 127.0.0.1 for the browser tests and the boards' benchmark.

It runs from this environment's Python (so its kernel imports boardwidgets), in a folder of
its own with its own Jupyter configuration, data and runtime folders, without the news toast
that would cover the page, and is stopped with its kernels when the block ends.
"""
from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from boardwidgets.widget.websocket import CLASS_NAME


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, cells: list[str]) -> None:
    """A notebook of code cells, for the Python 3 kernel."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    nbformat.write(notebook, path)


@contextlib.contextmanager
def jupyter_lab(root: Path, timeout: float = 60, no_delay: bool = True) -> Iterator[dict]:
    """JupyterLab serving ``root``; yields its ``url``, ``token``, ``root`` and ``log`` path.

    ``no_delay`` starts it as ``./dev.sh lab`` does, its kernel websockets sending each message
    at once (``boardwidgets.widget.websocket``); False gives Jupyter Server's default."""
    config = root / ".jupyter-config"
    (config / "labconfig").mkdir(parents=True, exist_ok=True)
    # the "get notified about Jupyter news?" toast would cover the page
    (config / "labconfig" / "page_config.json").write_text(json.dumps({"disabledExtensions": {
        "@jupyterlab/apputils-extension:announcements": True}}))
    port, token = free_port(), secrets.token_hex(16)
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "PYTHONPATH")}
    env.update(JUPYTER_CONFIG_DIR=str(config), JUPYTER_DATA_DIR=str(root / ".jupyter-data"),
               JUPYTER_RUNTIME_DIR=str(root / ".jupyter-runtime"),
               IPYTHONDIR=str(root / ".ipython"), PYTHONNOUSERSITE="1")
    cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1",
           f"--port={port}", "--port-retries=0", f"--IdentityProvider.token={token}",
           f"--ServerApp.root_dir={root}", "--LabApp.expose_app_in_browser=True",
           "--LabApp.news_url=None",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
           "--LabApp.extension_manager=readonly"]
    if no_delay:
        cmd.append(f"--ServerApp.kernel_websocket_connection_class={CLASS_NAME}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # containers and CI often run as root
        cmd.append("--allow-root")
    log_path = root / "server.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)  # its own group: server and kernels
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("JupyterLab did not start:\n" + log_path.read_text()[-3000:]) from None
                time.sleep(0.2)
        yield {"url": url, "token": token, "root": root, "log": log_path}
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)


#: waits until the notebook at ``path`` has a connected kernel, and keeps its panel in
#: ``window.__bwPanel``
KERNEL_READY = """(path) => {
    const app = window.jupyterapp;
    const panel = app && Array.from(app.shell.widgets("main"))
        .find((w) => w.context && w.context.path === path);
    if (!panel || panel.sessionContext?.session?.kernel?.connectionStatus !== "connected") return false;
    window.__bwPanel = panel;
    return true;
}"""
