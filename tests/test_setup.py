"""The set-up a teacher meets first: ``dev.sh``'s virtual environment, and the wheel.

``./dev.sh venv`` makes the virtual environment and stops (nothing is installed): run here on
scratch folders (``BOARDWIDGETS_VENV``), never on the checkout's ``.venv``, it shows that a
broken environment (no pip, as Ubuntu's python3 without python3-venv leaves it; a Python that no
longer runs) is made again, and that a Python which cannot make one gets one sentence saying
what to install, exit status 1 and no folder left behind. Each takes a few seconds (the time
``python -m venv`` takes to put pip in).

The package is not on PyPI: the README installs it from a clone or from a wheel built from one.
The wheel built here from a copy of the checkout must hold every file of the package (the board's
JavaScript and CSS, the room's pages, each game's data, the icons and their licence, the
lessons), and, installed on its own in a scratch folder and imported from outside the checkout,
play each game, draw a board and open a lesson (about 7 s: pip builds the wheel in an isolated
environment, with a setuptools from PyPI or pip's cache). The README's and the docs' install
lines name extras that exist, and their Binder links a repository, not a placeholder.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.test_binder import not_in_clone

ROOT = Path(__file__).resolve().parents[1]
DEV_SH = ROOT / "dev.sh"
#: what Ubuntu's python3 says for ``-m venv`` when python3-venv is not installed (it has made
#: the folder, with no pip in it, before it fails)
UBUNTU_NO_ENSUREPIP = """\
The virtual environment was not created successfully because ensurepip is not
available.  On Debian/Ubuntu systems, you need to install the python3-venv
package using the following command.

    apt install python3.12-venv

You may need to use sudo with that command.  After installing the python3-venv
package, recreate your virtual environment.

Failing command: {venv}/bin/python3
"""


def dev_sh(*args: str, venv: Path, python: str | None = None, timeout: float = 120):
    """``./dev.sh ARGS`` on the scratch environment ``venv``, made from ``python`` if given (else
    from the Python dev.sh chooses, as for the checkout's own .venv)."""
    assert Path(venv).resolve() != (ROOT / ".venv").resolve()
    env = {k: v for k, v in os.environ.items()
           if k not in ("BOARDWIDGETS_VENV", "VIRTUAL_ENV", "PYTHONPATH")}
    env["BOARDWIDGETS_VENV"] = str(venv)
    if python is not None:
        env["BOARDWIDGETS_PYTHON"] = python
    return subprocess.run(["bash", str(DEV_SH), *args], env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)


def works(venv: Path) -> bool:
    """Whether ``venv``'s Python runs and has pip."""
    return subprocess.run([str(venv / "bin" / "python"), "-c", "import pip"],
                          capture_output=True, check=False).returncode == 0


def test_a_venv_without_pip_is_made_again(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    assert not works(venv)
    done = dev_sh("venv", venv=venv)
    assert done.returncode == 0, done.stderr
    assert f"The virtual environment in {venv} cannot be used (it has no pip): making it again." \
        in done.stdout
    assert f"Making the virtual environment in {venv}" in done.stdout
    assert works(venv)
    assert not done.stderr
    # a working one is left alone
    again = dev_sh("venv", venv=venv)
    assert again.returncode == 0, again.stderr
    assert "Making" not in again.stdout and "works" in again.stdout


def test_a_venv_whose_python_no_longer_runs_is_made_again(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    # as when the Python it was made from has been uninstalled
    for name in ("python", "python3"):
        (venv / "bin" / name).unlink()
        (venv / "bin" / name).symlink_to(tmp_path / "uninstalled" / "python3")
    done = dev_sh("venv", venv=venv)
    assert done.returncode == 0, done.stderr
    assert "cannot be used (its Python no longer runs): making it again." in done.stdout
    assert works(venv)


def test_a_folder_that_is_no_venv_is_left_alone(tmp_path):
    venv = tmp_path / "venv"
    venv.mkdir()
    (venv / "notes.txt").write_text("a teacher's notes")
    done = dev_sh("venv", venv=venv)
    assert done.returncode == 1
    assert "is not a virtual environment" in done.stderr
    assert (venv / "notes.txt").read_text() == "a teacher's notes"


@pytest.fixture
def python_without_ensurepip(tmp_path) -> Path:
    """A python3 that fails ``-m venv`` as Ubuntu's does without python3-venv (after making the
    folder, with no pip in it), and is the real Python for anything else."""
    fake = tmp_path / "bin" / "python3"
    fake.parent.mkdir()
    fake.write_text("\n".join([
        "#!/bin/sh",
        'if [ "$1" = -m ] && [ "$2" = venv ]; then',
        f'  "{sys.executable}" -m venv --without-pip "$3"',
        "  cat <<EOF",
        UBUNTU_NO_ENSUREPIP.format(venv="$3") + "EOF",
        "  exit 1",
        "fi",
        f'exec "{sys.executable}" "$@"',
        ""]))
    fake.chmod(0o755)
    return fake


def test_a_python_that_cannot_make_a_venv_gets_one_sentence(tmp_path, python_without_ensurepip):
    venv = tmp_path / "venv"
    done = dev_sh("venv", venv=venv, python=str(python_without_ensurepip))
    assert done.returncode == 1
    sentence = done.stderr.strip()
    assert "\n" not in sentence, sentence
    assert sentence.startswith(f"{python_without_ensurepip} cannot make a virtual environment")
    assert "sudo apt install python3" in sentence and "-venv" in sentence
    assert "BOARDWIDGETS_PYTHON" in sentence
    assert "ensurepip is not\navailable" not in done.stdout + done.stderr  # not Ubuntu's words
    assert not venv.exists()


def test_a_broken_venv_that_cannot_be_made_again_is_not_left_behind(tmp_path,
                                                                   python_without_ensurepip):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    done = dev_sh("venv", venv=venv, python=str(python_without_ensurepip))
    assert done.returncode == 1
    assert "(it has no pip): making it again." in done.stdout
    assert len(done.stderr.strip().splitlines()) == 1
    assert "BOARDWIDGETS_PYTHON" in done.stderr
    assert not venv.exists()


def test_a_missing_python_gets_one_sentence(tmp_path):
    venv = tmp_path / "venv"
    done = dev_sh("venv", venv=venv, python=str(tmp_path / "python3.99"))
    assert done.returncode == 1
    assert len(done.stderr.strip().splitlines()) == 1
    assert "is not a Python 3.10 or newer" in done.stderr
    assert not venv.exists()


#: every game's data and the files its pages and boards need, besides each module
NAMED_FILES = [
    "boardwidgets/widget/board.js",
    "boardwidgets/widget/board.css",
    "boardwidgets/room/static/room.css",
    "boardwidgets/room/static/page.js",
    "boardwidgets/icons/game_icons.json",
    "boardwidgets/icons/LICENSE-game-icons.txt",
    "boardwidgets/lessons/levels.py",
]

IN_THE_WHEEL = """\
import json, sys
from pathlib import Path
import boardwidgets as bw
from boardwidgets.room import server

report = {"package": bw.__file__, "games": {}}
for info in bw.games():
    state = bw.load_game(info.name).new_game(seed=3)
    moves = 0
    while moves < 6 and state.result() is None:
        state = state.apply(state.legal_actions()[0])
        moves += 1
    picture = bw.svg.view_to_svg(state.view(0))
    board = bw.lesson(info.name, progress=None)
    report["games"][info.name] = {
        "moves": moves, "log": len(state.log), "svg": picture.startswith("<svg") and "</svg>" in picture,
        "lesson": board.view["lesson"]["number"], "board_js": len(board._esm)}
report["static"] = sorted(p.name for p in server.STATIC.iterdir())
report["static_folder"] = str(server.STATIC)
print(json.dumps(report))
"""


def test_the_wheel_holds_and_runs_everything(tmp_path):
    # pip builds in the source folder (build/, *.egg-info): a copy, as a fresh clone has it
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=not_in_clone)
    wheels = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
                    "--quiet", ".", "-w", str(wheels)], cwd=source, check=True, timeout=300)
    wheel, = wheels.glob("boardwidgets-*.whl")

    names = set(zipfile.ZipFile(wheel).namelist())
    package = source / "boardwidgets"
    files = {path.relative_to(source).as_posix() for path in package.rglob("*")
             if path.is_file() and "__pycache__" not in path.parts}
    assert files - names == set(), "files of the package that the wheel leaves out"
    assert set(NAMED_FILES) <= names
    for game in ("bear_valley", "fireball_island", "lost_valley", "maple_valley", "nanga_parbat"):
        assert f"boardwidgets/games/{game}/lessons.py" in names
    assert any(name.endswith("dist-info/licenses/LICENSE") for name in names)

    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--disable-pip-version-check",
                    "--quiet", "--target", str(site), str(wheel)], check=True, timeout=300)
    elsewhere = tmp_path / "elsewhere"  # not the checkout, so that the checkout is not imported
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONSAFEPATH")}
    env.update(PYTHONPATH=str(site), PYTHONNOUSERSITE="1")
    done = subprocess.run([sys.executable, "-c", IN_THE_WHEEL], cwd=elsewhere, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    report = json.loads(done.stdout.splitlines()[-1])
    assert Path(report["package"]).is_relative_to(site)
    assert Path(report["static_folder"]).is_relative_to(site)
    assert {"page.js", "room.css", "room.js"} <= set(report["static"])
    assert sorted(report["games"]) == ["bear_valley", "fireball_island", "lost_valley",
                                       "maple_valley", "nanga_parbat"]
    for name, game in report["games"].items():
        assert game["moves"] > 0 and game["log"] > 0, name
        assert game["svg"], name
        assert game["lesson"] == 1, name
        assert game["board_js"] > 10_000, name


BINDER_LINK = re.compile(r"https://mybinder\.org/v2/gh/[^\s`)]+")


def test_the_binder_links_agree_and_name_a_repository():
    """The repository's name on GitHub is written in the README's Binder link and binder/README.md's
    (which says to change both); no placeholder such as <owner> is left in a link to copy."""
    readme = BINDER_LINK.findall((ROOT / "README.md").read_text(encoding="utf-8"))
    binder = BINDER_LINK.findall((ROOT / "binder" / "README.md").read_text(encoding="utf-8"))
    assert readme and binder
    assert set(readme) == set(binder)
    for link in readme:
        assert "<" not in link and ">" not in link, link
        assert link.endswith("?urlpath=lab/tree/notebooks/00_start_here.ipynb"), link
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "binder" / "README.md"]
    assert not [page.name for page in pages if "<owner>" in page.read_text(encoding="utf-8")]


def test_the_install_lines_name_extras_that_exist():
    """Every extra an install line of the README or the docs names is one of pyproject.toml's, and
    no line installs the package by name from PyPI, where it is not."""
    tomllib = pytest.importorskip("tomllib")
    extras = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
                 ["project"]["optional-dependencies"])
    assert {"lab", "room", "test", "docs"} <= extras
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    named = set()
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"pip install ['\"]?boardwidgets\b", text), page
        for found in re.findall(r"pip install (?:-e )?['\"]?(?:\.|\S*\.whl)\[([\w,]+)\]", text):
            named.update(found.split(","))
    assert named and named <= extras, named - extras
