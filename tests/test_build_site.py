"""The classroom site's build script, part by part, without building a site (no network).

``tests/test_site.py`` builds a real site and plays it; these tests pin down the
decisions inside the build on small made-up inputs: which folders it may empty,
which wheels it accepts, what it writes into Pyodide's lock file, and how it
prepares a notebook for the browser.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
build_site = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(build_site)
BROWSER = build_site.browser_environment("3.14.2")


def wheel(folder: Path, name: str, version: str, requires=(), files=None) -> Path:
    """A minimal wheel: METADATA with its requirements, and the given files (default: a package)."""
    path = folder / f"{name}-{version}-py3-none-any.whl"
    metadata = "\n".join(["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
                          *(f"Requires-Dist: {line}" for line in requires)]) + "\n"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{name}-{version}.dist-info/METADATA", metadata)
        for file in files or [f"{name}/__init__.py"]:
            archive.writestr(file, "")
    return path


# -- the folder ------------------------------------------------------------------------------
def test_a_folder_with_other_files_is_refused_and_left_as_it_is(tmp_path):
    folder = tmp_path / "homework"
    folder.mkdir()
    (folder / "essay.txt").write_text("mine")
    with pytest.raises(build_site.BuildError, match="not empty and was not built by this command"):
        build_site.prepare_folder(folder)
    assert (folder / "essay.txt").read_text() == "mine"
    (tmp_path / "a_file").write_text("")
    with pytest.raises(build_site.BuildError, match="is a file, not a folder"):
        build_site.check_folder(tmp_path / "a_file")


def test_an_earlier_build_is_emptied_and_a_new_folder_made(tmp_path):
    earlier = tmp_path / "site"
    earlier.mkdir()
    (earlier / build_site.MARK).write_text("{}")
    (earlier / "old.html").write_text("")
    build_site.prepare_folder(earlier)
    assert list(earlier.iterdir()) == []
    build_site.prepare_folder(tmp_path / "new" / "site")
    assert (tmp_path / "new" / "site").is_dir()


def test_the_command_refuses_a_foreign_folder_before_doing_anything(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("")
    assert build_site.main([str(tmp_path)]) == 1
    assert "not empty and was not built by this command" in capsys.readouterr().err


# -- the wheels --------------------------------------------------------------------------------
def test_the_pinned_lists_pin_every_wheel_to_one_version():
    for name in ("kernel.txt", "library.txt"):
        pins = build_site.pins(name)
        assert pins and all(version[0].isdigit() for version in pins.values())
    library = build_site.pins("library.txt")
    assert {"boardwidgets", "numpy", "pandas"}.isdisjoint(library)
    assert {"plotly", "networkx", "anywidget", "ipywidgets", "micropip"} <= set(library)


def test_a_wheel_whose_needs_are_not_in_the_site_stops_the_build(tmp_path):
    wheels = {"plotly": wheel(tmp_path, "plotly", "7.1.0", ["narwhals>=1.15", "packaging"]),
              "narwhals": wheel(tmp_path, "narwhals", "1.0.0")}
    with pytest.raises(build_site.BuildError) as refused:
        build_site.check_complete(wheels, BROWSER)
    message = str(refused.value)
    assert "plotly needs narwhals>=1.15, but scripts/site/ pins narwhals 1.0.0" in message
    assert "plotly needs packaging, which scripts/site/ does not list" in message


def test_needs_are_read_as_pip_would_read_them_in_the_browser(tmp_path):
    ipython = wheel(tmp_path, "ipython", "9.12.0", [
        'pexpect>4.3; sys_platform != "win32" and sys_platform != "emscripten"',
        'typing_extensions>=4.6; python_version < "3.12"',
        "pytest; extra == 'test'",
        "ipykernel",  # the kernel brings a stand-in
        "traitlets>=5.13"])
    traitlets = wheel(tmp_path, "traitlets", "5.16.1")
    assert [str(r) for r in build_site.needs(ipython, BROWSER)] == ["ipykernel", "traitlets>=5.13"]
    build_site.check_complete({"ipython": ipython, "traitlets": traitlets}, BROWSER)


def test_the_lock_file_names_each_wheel_its_imports_and_its_dependencies(tmp_path):
    wheels = {"plotly": wheel(tmp_path, "plotly", "7.1.0", ["narwhals>=1.15", "packaging>=17"],
                              files=["plotly/__init__.py", "_plotly_utils/__init__.py",
                                     "plotly/io/__init__.py"]),
              "narwhals": wheel(tmp_path, "narwhals", "2.29.0"),
              "typing-extensions": wheel(tmp_path, "typing_extensions", "4.16.0",
                                         files=["typing_extensions.py"])}
    lock = build_site.lock_file({"info": {"python": "3.14.2"}, "packages": {"numpy": {}}}, wheels, BROWSER)
    assert lock["info"] == {"python": "3.14.2"} and set(lock["packages"]) == set(wheels)  # no numpy
    plotly = lock["packages"]["plotly"]
    assert plotly["imports"] == ["_plotly_utils", "plotly"]
    assert plotly["depends"] == ["narwhals"]  # packaging is not in this site
    assert plotly["sha256"] == hashlib.sha256(wheels["plotly"].read_bytes()).hexdigest()
    assert plotly["file_name"] == "plotly-7.1.0-py3-none-any.whl" and plotly["version"] == "7.1.0"
    assert lock["packages"]["typing-extensions"]["imports"] == ["typing_extensions"]


# -- the notebooks ------------------------------------------------------------------------------
def test_a_notebook_goes_to_the_browser_without_outputs_and_with_its_kernel():
    notebook = json.loads((ROOT / "notebooks" / "00_start_here.ipynb").read_text(encoding="utf-8"))
    assert any(cell.get("outputs") for cell in notebook["cells"])
    ready = build_site.for_the_browser(notebook)
    code = [cell for cell in ready["cells"] if cell["cell_type"] == "code"]
    assert code and all(cell["outputs"] == [] and cell["execution_count"] is None for cell in code)
    assert ready["metadata"]["kernelspec"] == {"name": "python", "display_name": "Python (Pyodide)",
                                               "language": "python"}
