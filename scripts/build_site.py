"""Build the classroom site: every tutorial playable in the browser alone, with the docs.

    ./dev.sh site [FOLDER] [--no-docs]     # FOLDER defaults to site/

The result is a folder of static files. Any web server can serve it (a school's
web host, GitHub Pages, or ``python -m http.server`` on a laptop in a room
without internet); whoever opens it gets JupyterLite, a JupyterLab whose Python
(Pyodide) runs inside the browser tab, with the tutorials open and the library
installed. Nothing is fetched from any other host when the site runs:

- the Pyodide runtime comes from the npm package ``pyodide``, at the version the
  JupyterLite kernel was built for, checked against a pinned sha512;
- every wheel is a pure-Python wheel pinned in ``scripts/site/``: what the kernel
  installs as it starts (``kernel.txt``) goes into the site's own package index,
  and the boardwidgets wheel with what it needs (``library.txt``) goes into
  Pyodide's lock file, so that ``import boardwidgets`` in a notebook loads them;
- the notebooks are copied without their outputs (a stored board is only a
  picture, and a pupil should see each cell's result appear as it runs);
- the docs (Sphinx) are built into ``FOLDER/docs/``, and the page at the root of
  the folder opens the landing notebook, ``classroom.ipynb``.

The site's settings (``scripts/site/jupyter-lite.json``) turn PyPI off for the
kernel's installer, and expose the JupyterLab application to the page as
``window.jupyterapp``, which is how ``tests/test_site.py`` runs a notebook and
reads its cells.

Downloads (PyPI and the npm registry, at build time only) and the build tools are
kept in ``.cache/classroom/``, so a second build needs no network.
"""
from __future__ import annotations

import argparse
import base64
import fcntl
import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.request
import venv
import zipfile
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "scripts" / "site"
CACHE = ROOT / ".cache" / "classroom"
DEFAULT_FOLDER = ROOT / "site"
LANDING = "classroom.ipynb"
#: written into every site this script builds; only such a folder is ever replaced
MARK = "boardwidgets-site.json"

#: the runtime the pinned JupyterLite kernel expects, and the npm registry's checksum of it
PYODIDE_VERSION = "314.0.6"
PYODIDE_INTEGRITY = ("sha512-BKDTJyIqFxC4BExLqeRS3f5xvXZIjOt8C3zGLN/Cc7tFxSwvKVhVkchQQ2AGLOtR4YrVOIF"
                     "xbV8poyDOOmWwxQ==")
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "package.json")
#: what the kernel brings itself, as stand-ins or as its own wheels
KERNEL_PROVIDES = {"ipykernel", "widgetsnbextension", "pyodide-kernel", "piplite"}
PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


class BuildError(Exception):
    """Something the person building the site can fix; the message says what."""


# -- the build tools ---------------------------------------------------------------------------
def tools_environment() -> Path:
    """The ``bin`` folder of the build tools' own virtual environment (made once)."""
    env = CACHE / "tools"
    wanted = hashlib.sha256((SPEC / "tools.txt").read_bytes() + (SPEC / "library.txt").read_bytes()
                            ).hexdigest()
    stamp = env / ".installed"
    if stamp.is_file() and stamp.read_text() == wanted:
        return env / "bin"
    print("Installing the site's build tools in .cache/classroom/tools ...", flush=True)
    python = env / "bin" / "python"
    requirements = ["-r", SPEC / "tools.txt", "-c", SPEC / "library.txt"]
    shutil.rmtree(env, ignore_errors=True)
    if importlib.util.find_spec("uv"):  # ./dev.sh installs it: a fifth of pip's time
        # seeded with pip, which later downloads the browser's wheels and builds ours
        run([sys.executable, "-m", "uv", "venv", "--quiet", "--seed", "--python", sys.executable, env],
            what="making the build tools' environment")
        run([sys.executable, "-m", "uv", "pip", "install", "--quiet", "--compile-bytecode",
             "--python", python, *requirements], what="installing the build tools")
    else:
        venv.create(env, with_pip=True)
        run([python, "-m", "pip", "install", "--quiet", *requirements], what="installing the build tools")
    stamp.write_text(wanted)
    return env / "bin"


def kernel_pyodide_version(tools: Path) -> str:
    done = run([tools / "python", "-c", "from jupyterlite_pyodide_kernel.constants import "
                "PYODIDE_VERSION; print(PYODIDE_VERSION)"], what="asking the kernel for its Pyodide")
    return done.stdout.strip()


# -- the Pyodide runtime ------------------------------------------------------------------------
def pyodide_runtime(tools: Path) -> Path:
    """The unpacked npm package ``pyodide`` at the version the kernel expects."""
    expected = kernel_pyodide_version(tools)
    if expected != PYODIDE_VERSION:
        raise BuildError(f"The JupyterLite kernel in scripts/site/tools.txt expects Pyodide {expected}, "
                         f"but build_site.py pins {PYODIDE_VERSION}: update PYODIDE_VERSION and "
                         "PYODIDE_INTEGRITY (the npm registry's 'dist.integrity') together.")
    package = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if (package / "pyodide-lock.json").is_file():
        return package
    tarball = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.is_file():
        print(f"Fetching the Pyodide {PYODIDE_VERSION} runtime from the npm registry ...", flush=True)
        try:
            with urllib.request.urlopen(PYODIDE_TARBALL, timeout=120) as response:
                data = response.read()
        except OSError as error:
            raise BuildError(f"Could not fetch {PYODIDE_TARBALL} ({error}); the first build needs the "
                             "npm registry, later ones use .cache/classroom/.") from None
        digest = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
        if digest != PYODIDE_INTEGRITY:
            raise BuildError(f"{PYODIDE_TARBALL} does not have the pinned checksum; not using it.")
        partial = tarball.with_suffix(".part")
        partial.write_bytes(data)
        partial.replace(tarball)
    unpacked = CACHE / "pyodide-unpacked"
    shutil.rmtree(unpacked, ignore_errors=True)
    with tarfile.open(tarball) as archive:
        # the "data" filter (Python 3.12, and the security releases of 3.10 and 3.11 since
        # 2023) refuses links and paths that leave the folder; older ones have none, and the
        # tarball's checksum was checked before
        archive.extractall(unpacked, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    (unpacked / "package").rename(package)
    shutil.rmtree(unpacked)
    return package


# -- wheels -------------------------------------------------------------------------------------
def pins(name: str) -> dict[str, str]:
    """The ``name==version`` lines of ``scripts/site/<name>``, by canonical name."""
    found = {}
    for line in (SPEC / name).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            versions = [spec.version for spec in requirement.specifier if spec.operator == "=="]
            if len(versions) != 1 or requirement.marker or requirement.extras:
                raise BuildError(f"scripts/site/{name}: {line!r} must pin one version, as name==1.2.3, "
                                 "so that every build puts the same wheels in the browser.")
            found[canonicalize_name(requirement.name)] = versions[0]
    return found


def wheel_name_version(path: Path) -> tuple[str, str]:
    name, version = path.name.split("-")[:2]
    return canonicalize_name(name), version


def browser_wheels(tools: Path, wanted: dict[str, str], python: str) -> dict[str, Path]:
    """The pinned wheels for Pyodide's Python, downloaded once into the cache."""
    store = CACHE / "wheels"
    store.mkdir(parents=True, exist_ok=True)
    have = {wheel_name_version(path): path for path in store.glob("*.whl")}
    missing = [f"{name}=={version}" for name, version in wanted.items() if (name, version) not in have]
    if missing:
        print(f"Downloading {len(missing)} wheels for the browser ...", flush=True)
        run([tools / "python", "-m", "pip", "download", "--quiet", "--no-deps", "--dest", store,
             "--only-binary=:all:", "--implementation", "py", "--abi", "none", "--platform", "any",
             "--python-version", python, *missing], what="downloading the browser's wheels")
        have = {wheel_name_version(path): path for path in store.glob("*.whl")}
    return {name: have[(name, version)] for name, version in wanted.items()}


def package_wheel(tools: Path) -> Path:
    """boardwidgets as a wheel, built from this checkout with the tools' setuptools (not in an
    isolated environment, which pip would fill from PyPI on every build)."""
    dist = CACHE / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    run([tools / "python", "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", dist, ROOT], what="building the boardwidgets wheel")
    (wheel,) = dist.glob("boardwidgets-*.whl")
    return wheel


def wheel_metadata(path: Path) -> tuple[list[str], list[str]]:
    """A wheel's ``Requires-Dist`` lines and the top-level names it can be imported by."""
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        (metadata,) = (n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        text = archive.read(metadata).decode()
    requires = [line.split(":", 1)[1].strip() for line in text.splitlines()
                if line.startswith("Requires-Dist:")]
    imports = sorted({n.split("/")[0] for n in names if n.count("/") == 1 and n.endswith("/__init__.py")}
                     | {n[:-3] for n in names if "/" not in n and n.endswith(".py")})
    return requires, imports


def browser_environment(python_full: str) -> dict[str, str]:
    """The environment markers of Python in Pyodide, to read a wheel's requirements as pip would there."""
    return {"sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
            "platform_machine": "wasm32", "implementation_name": "cpython",
            "platform_python_implementation": "CPython", "python_full_version": python_full,
            "python_version": ".".join(python_full.split(".")[:2]), "extra": ""}


def needs(path: Path, environment: dict) -> list[Requirement]:
    """What a wheel needs in the browser (its requirements whose markers hold there, no extras)."""
    requires, _ = wheel_metadata(path)
    wanted = []
    for line in requires:
        requirement = Requirement(line)
        if requirement.marker is None or Marker(str(requirement.marker)).evaluate(environment):
            wanted.append(requirement)
    return wanted


def check_complete(wheels: dict[str, Path], environment: dict) -> None:
    """Every wheel's requirements are met by the wheels of the site, or the build stops here:
    in the browser, a missing package is an ImportError in the middle of a tutorial."""
    versions = {name: wheel_name_version(path)[1] for name, path in wheels.items()}
    problems = []
    for name, path in sorted(wheels.items()):
        for requirement in needs(path, environment):
            other = canonicalize_name(requirement.name)
            if other in KERNEL_PROVIDES:
                continue
            if other not in versions:
                problems.append(f"{name} needs {requirement}, which scripts/site/ does not list")
            elif not requirement.specifier.contains(versions[other], prereleases=True):
                problems.append(f"{name} needs {requirement}, but scripts/site/ pins {other} "
                                f"{versions[other]}")
    if problems:
        raise BuildError("The wheels for the browser are not complete:\n  " + "\n  ".join(problems))


def lock_file(runtime_lock: dict, wheels: dict[str, Path], environment: dict) -> dict:
    """Pyodide's lock file, listing exactly the wheels the site carries.

    The npm package's lock names 356 packages whose wheels live on a CDN; left in, an
    ``import`` of one of them (``networkx`` in that lock needs numpy) would reach for it.
    Each entry says which top-level names import it, so the kernel loads it, and what it
    depends on among the others, on the first ``import`` that needs it."""
    packages = {}
    for name, path in sorted(wheels.items()):
        _, imports = wheel_metadata(path)
        depends = sorted({canonicalize_name(r.name) for r in needs(path, environment)} & set(wheels))
        packages[name] = {"name": name, "version": wheel_name_version(path)[1], "file_name": path.name,
                          "install_dir": "site", "package_type": "package", "imports": imports,
                          "depends": depends, "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
                          "unvendored_tests": False}
    return {"info": runtime_lock["info"], "packages": packages}


# -- the site's sources --------------------------------------------------------------------------
def lite_folder(runtime: Path, kernel_wheels: dict[str, Path], lock_wheels: dict[str, Path],
                environment: dict) -> Path:
    """JupyterLite's source folder: its settings, the package index and the Pyodide runtime."""
    lite = CACHE / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    (lite / "pypi").mkdir(parents=True)
    shutil.copy2(SPEC / "jupyter-lite.json", lite / "jupyter-lite.json")
    for path in kernel_wheels.values():
        shutil.copy2(path, lite / "pypi" / path.name)
    # static/pyodide/ is where the kernel looks for its runtime when the site carries one
    pyodide = lite / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(runtime / name, pyodide / name)
    for path in lock_wheels.values():
        shutil.copy2(path, pyodide / path.name)
    runtime_lock = json.loads((runtime / "pyodide-lock.json").read_text())
    lock = lock_file(runtime_lock, lock_wheels, environment)
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    return lite


def for_the_browser(notebook: dict) -> dict:
    """A notebook as the site serves it: no outputs, and the browser's kernel named."""
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    notebook["metadata"]["kernelspec"] = dict(PYODIDE_KERNEL)
    notebook["metadata"].pop("widgets", None)
    return notebook


def contents_folder() -> Path:
    """The notebooks (and the files they open) that the site's file browser shows."""
    contents = CACHE / "contents"
    shutil.rmtree(contents, ignore_errors=True)
    shutil.copytree(ROOT / "notebooks", contents,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "*.cfg", "__pycache__"))
    for path in contents.glob("*.ipynb"):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        path.write_text(json.dumps(for_the_browser(notebook), indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
    if not (contents / LANDING).is_file():
        raise BuildError(f"notebooks/{LANDING}, the site's first page, is missing.")
    return contents


# -- the site ------------------------------------------------------------------------------------
def check_folder(folder: Path) -> None:
    """Refuse, before anything is done, a folder whose files a build would throw away."""
    if folder.exists() and not folder.is_dir():
        raise BuildError(f"{folder} is a file, not a folder.")
    if folder.is_dir() and any(folder.iterdir()) and not (folder / MARK).is_file():
        raise BuildError(f"{folder} is not empty and was not built by this command; "
                         "choose a new folder (it is emptied on every build).")


def prepare_folder(folder: Path) -> None:
    """An empty ``folder``; one that holds anything must be an earlier build (``check_folder``)."""
    check_folder(folder)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)


def build_lite(tools: Path, lite: Path, contents: Path, folder: Path) -> None:
    run([tools / "jupyter", "lite", "build", "--lite-dir", lite, "--contents", contents,
         "--output-dir", folder, "--no-sourcemaps", "--no-libarchive"],
        what="jupyter lite build", cwd=lite)


def front_page(folder: Path) -> None:
    """The folder's own page opens the landing notebook in JupyterLab.

    JupyterLite's own page there sends a visitor to an empty JupyterLab. Its
    ``jupyter-config-data`` element stays: every page of the site reads the
    settings of the folders above it from there."""
    page = folder / "index.html"
    found = re.search(r'<script id="jupyter-config-data".*?</script>', page.read_text(encoding="utf-8"),
                      flags=re.S)
    if found is None:
        raise BuildError("JupyterLite's index.html has no jupyter-config-data element; "
                         "this JupyterLite version is not the one build_site.py knows.")
    target = f"lab/index.html?path={LANDING}"
    page.write_text(f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>boardwidgets classroom</title>
{found.group(0)}
<meta http-equiv="refresh" content="0; url={target}">
</head>
<body>
<p>Opening the classroom: <a href="{target}">the board games in JupyterLab</a>.
The documentation is in <a href="docs/index.html">docs/</a>.</p>
</body>
</html>
""", encoding="utf-8")


def build_docs(folder: Path) -> None:
    run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", ROOT / "docs",
         folder / "docs"], what="building the docs", cwd=ROOT)


def build(folder: Path, docs: bool = True) -> dict:
    """Build the site into ``folder``; returns what ``boardwidgets-site.json`` records."""
    check_folder(folder)
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one build at a time shares the cache
        tools = tools_environment()
        runtime = pyodide_runtime(tools)
        runtime_lock = json.loads((runtime / "pyodide-lock.json").read_text())
        python_full = runtime_lock["info"]["python"]
        environment = browser_environment(python_full)
        python = environment["python_version"]
        kernel_wheels = browser_wheels(tools, pins("kernel.txt"), python)
        lock_wheels = browser_wheels(tools, pins("library.txt"), python)
        lock_wheels["boardwidgets"] = package_wheel(tools)
        check_complete({**kernel_wheels, **lock_wheels}, environment)
        lite = lite_folder(runtime, kernel_wheels, lock_wheels, environment)
        contents = contents_folder()
        prepare_folder(folder)
        build_lite(tools, lite, contents, folder)
    front_page(folder)
    shutil.copy2(SPEC / "THIRD-PARTY.md", folder / "THIRD-PARTY.md")
    if docs:
        build_docs(folder)
    record = {"landing": f"lab/index.html?path={LANDING}", "pyodide": PYODIDE_VERSION,
              "python": python_full, "docs": "docs/index.html" if docs else None,
              "kernel_wheels": sorted(p.name for p in kernel_wheels.values()),
              "lock_wheels": sorted(p.name for p in lock_wheels.values())}
    (folder / MARK).write_text(json.dumps(record, indent=1) + "\n")
    return record


def run(command: list, *, what: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([str(part) for part in command], cwd=cwd, capture_output=True, text=True,
                          check=False)
    if done.returncode:
        raise BuildError(f"{what} failed (exit {done.returncode}):\n{done.stdout[-3000:]}"
                         f"\n{done.stderr[-5000:]}")
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the classroom site (JupyterLite) into a folder.")
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER,
                        help="where to build it (default: site/); emptied first if an earlier build made it")
    parser.add_argument("--no-docs", action="store_true", help="leave the documentation out")
    args = parser.parse_args(argv)
    folder = args.folder.resolve()
    try:
        record = build(folder, docs=not args.no_docs)
    except BuildError as error:
        print(f"build_site: {error}", file=sys.stderr)
        return 1
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) / 1e6
    print(f"The classroom site is in {folder} ({size:.0f} MB), with Pyodide {record['pyodide']}.")
    print(f"Try it here:  {sys.executable} -m http.server -d {folder} 8000   "
          "then open http://127.0.0.1:8000/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
