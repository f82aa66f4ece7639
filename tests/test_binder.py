"""Binder: the files in binder/ alone give an environment that runs the start notebook.

repo2docker (what mybinder.org runs) copies the repository, runs
``pip install -r binder/requirements.txt`` from the repository root, then
``binder/postBuild`` if there is one, in an image that already has Jupyter.
This test does the same in a fresh virtual environment: it starts from a copy
of the checkout (pip builds the package in the source tree), installs only what
the Binder image would already have for running a notebook (ipykernel and
nbconvert), applies the binder files (its postBuild configures the server: checked), and executes
``notebooks/00_start_here.ipynb`` with a kernel from that environment. One cell
is appended to the executed copy to check that the kernel really is that
environment's Python and that ``boardwidgets`` came from it (with its JS/CSS
files), not from the checkout.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest

from boardwidgets.widget.websocket import CLASS_NAME as NO_DELAY

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
NOTEBOOK = Path("notebooks") / "00_start_here.ipynb"
#: what Binder's base image already provides to execute a notebook (it ships Jupyter)
IMAGE_BASE = ["ipykernel", "nbconvert"]
KERNEL = "binder-venv"
#: not part of a fresh clone (repo2docker builds from a clone)
GENERATED = shutil.ignore_patterns(".git", ".venv", "venv", "*.egg-info", "__pycache__", "build",
                                   "dist", ".pytest_cache", ".hypothesis", "e2e-artifacts",
                                   "_build", "jupyter_execute", "results", ".ipynb_checkpoints")
#: made in the checkout's top folder only: the classroom site's cache and its default build
GENERATED_AT_THE_TOP = {".cache", "site"}


def not_in_clone(folder: str, names: list[str]) -> set[str]:
    ignored = set(GENERATED(folder, names))
    if Path(folder) == ROOT:
        ignored |= GENERATED_AT_THE_TOP & set(names)
    return ignored

CHECK_CELL = """\
import importlib.resources, json, sys
import boardwidgets
widget_files = importlib.resources.files("boardwidgets.widget")
print(json.dumps({"prefix": sys.prefix, "package": boardwidgets.__file__,
                  "board_js": widget_files.joinpath("board.js").is_file(),
                  "board_css": widget_files.joinpath("board.css").is_file()}))
"""

#: what Binder's Jupyter Server will read: the class it is told to use, and the file of its module
SERVER_CONFIG_CHECK = """\
import importlib.util, json
from jupyter_core.paths import jupyter_config_dir
from traitlets.config.loader import PyFileConfigLoader
config = PyFileConfigLoader("jupyter_server_config.py", path=jupyter_config_dir()).load_config()
name = config.ServerApp.kernel_websocket_connection_class
print(json.dumps({"class": name, "module": importlib.util.find_spec(name.rpartition(".")[0]).origin}))
"""


def _run(cmd, *, cwd, env, timeout=300, what=""):
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)
    if done.returncode:
        command = " ".join(map(str, cmd))
        pytest.fail(f"{what or cmd[0]} failed (exit {done.returncode}):\n$ {command}"
                    f"\n{done.stdout[-4000:]}\n{done.stderr[-6000:]}")
    return done


def _clean_env(tmp: Path, venv: Path) -> dict:
    """The environment of a Binder session: the new venv first on PATH, nothing from ours."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV", "JUPYTER_PATH",
                        "CONDA_PREFIX")}
    env.update(PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}", VIRTUAL_ENV=str(venv),
               PYTHONNOUSERSITE="1", MPLBACKEND="Agg",
               JUPYTER_CONFIG_DIR=str(tmp / "jupyter-config"),
               JUPYTER_DATA_DIR=str(tmp / "jupyter-data"),
               JUPYTER_RUNTIME_DIR=str(tmp / "jupyter-runtime"),
               IPYTHONDIR=str(tmp / "ipython"))
    return env


def _pip_has_python_option() -> bool:
    try:
        major, minor = (int(x) for x in version("pip").split(".")[:2])
    except (PackageNotFoundError, ValueError):
        return False
    return (major, minor) >= (22, 3)


def build_binder_env(tmp: Path) -> tuple[Path, Path, dict]:
    """Copy the checkout and build a venv from binder/ the way repo2docker would.

    Returns (repository copy, venv python, environment for subprocesses).
    """
    repo = tmp / "repo"
    shutil.copytree(ROOT, repo, ignore=not_in_clone)
    venv = tmp / "venv"
    post_build = repo / "binder" / "postBuild"
    # A postBuild may call `pip`, so the venv then needs its own; otherwise our pip
    # installs into it with --python, which saves creating one (about 3 s).
    own_pip = post_build.exists() or not _pip_has_python_option()
    _run([sys.executable, "-m", "venv", *([] if own_pip else ["--without-pip"]), venv],
         cwd=tmp, env=os.environ.copy(), what="venv")
    python = venv / "bin" / "python"
    env = _clean_env(tmp, venv)
    pip = [python, "-m", "pip"] if own_pip else [sys.executable, "-m", "pip", "--python", python]
    quiet = ["--quiet", "--disable-pip-version-check"]

    _run([*pip, "install", *quiet, *IMAGE_BASE], cwd=repo, env=env,
         what="installing what the image has")
    requirements = repo / "binder" / "requirements.txt"
    if requirements.exists():  # repo2docker: from the repository root
        _run([*pip, "install", *quiet, "-r", "binder/requirements.txt"], cwd=repo, env=env,
             what="pip install -r binder/requirements.txt")
    if post_build.exists():
        _run(["bash", "-e", post_build] if not os.access(post_build, os.X_OK) else [post_build],
             cwd=repo, env=env, what="binder/postBuild")
    return repo, python, env


def test_binder_files_are_well_formed():
    requirements, post_build = BINDER / "requirements.txt", BINDER / "postBuild"
    lines = ([ln.split("#", 1)[0].strip() for ln in requirements.read_text().splitlines()]
             if requirements.exists() else [])
    repo = r"(-e )?\.(\[[\w,-]+\])?"  # this repository, perhaps with extras: ".[room]"
    installs_repo = any(re.fullmatch(repo, line) for line in lines) or (
        post_build.exists() and re.search(rf"pip install {repo}(\s|$)", post_build.read_text()))
    assert installs_repo, "binder/ must install this repository (requirements.txt or postBuild)"
    runtime = BINDER / "runtime.txt"
    if runtime.exists():
        match = re.fullmatch(r"python-3\.(\d+)", runtime.read_text().strip())
        assert match and int(match.group(1)) >= 10, \
            f"runtime.txt must say python-3.X, X >= 10 (requires-python): {runtime.read_text()!r}"


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_binder_environment_runs_start_notebook(tmp_path):
    if not (ROOT / NOTEBOOK).exists():
        pytest.skip(f"{NOTEBOOK} does not exist yet: nothing for Binder to open")
    import nbformat

    repo, python, env = build_binder_env(tmp_path)

    # the package must come from the new environment, not from a source tree
    where = _run([python, "-c", "import boardwidgets; print(boardwidgets.__file__)"],
                 cwd=tmp_path, env=env, what="importing boardwidgets").stdout.strip()
    assert Path(where).resolve().is_relative_to(tmp_path.resolve()), where
    assert not Path(where).resolve().is_relative_to(ROOT), where

    # postBuild configured the server's kernel websockets, with a class the package installed
    configured = json.loads(_run([python, "-c", SERVER_CONFIG_CHECK], cwd=tmp_path, env=env,
                                 what="reading the Jupyter configuration").stdout)
    assert configured["class"] == NO_DELAY, configured  # the class the README's "Faster clicks" names
    assert f"class {NO_DELAY.rpartition('.')[2]}(" in Path(configured["module"]).read_text(), configured
    assert Path(configured["module"]).resolve().is_relative_to(tmp_path.resolve()), configured

    # a kernel that is exactly this venv's python
    _run([python, "-m", "ipykernel", "install", "--user", "--name", KERNEL], cwd=tmp_path, env=env,
         what="ipykernel install")

    source = repo / NOTEBOOK
    nb = nbformat.read(source, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(CHECK_CELL))
    checked = source.with_name("_binder_check.ipynb")  # same folder: same working directory
    nbformat.write(nb, checked)
    out_dir = tmp_path / "executed"
    _run([python, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
          f"--ExecutePreprocessor.kernel_name={KERNEL}", "--ExecutePreprocessor.timeout=300",
          "--output-dir", out_dir, "--output", "start_here", checked],
         cwd=repo, env=env, timeout=600, what=f"executing {NOTEBOOK}")

    executed = nbformat.read(out_dir / "start_here.ipynb", as_version=4)
    errors = [out for cell in executed.cells if cell.cell_type == "code"
              for out in cell.get("outputs", []) if out.get("output_type") == "error"]
    assert not errors, errors
    last = "".join(out.get("text", "") for out in executed.cells[-1].outputs
                   if out.get("output_type") == "stream")
    facts = json.loads(last.strip().splitlines()[-1])
    assert Path(facts["prefix"]).resolve() == python.parent.parent.resolve(), facts
    package = Path(facts["package"]).resolve()
    assert package.is_relative_to(tmp_path.resolve()) and not package.is_relative_to(ROOT), facts
    assert facts["board_js"] and facts["board_css"], f"widget files not installed: {facts}"
