"""The package's modules import one another without a cycle, and the core imports nothing
above it (issue 23).

Every import statement counts, at module level or inside a function, relative or absolute:
an import inside a function still ties the two modules together, and a cycle hidden that
way is still a cycle for whoever reads or changes them. An import names the module it
loads (``from .x import name`` names ``x``; ``from . import x`` names the submodule ``x``),
not the packages above it that Python loads on the way. Text in docstrings (doctests) is
not code and is not read.
"""
import ast
from pathlib import Path

import networkx as nx

PACKAGE = Path(__file__).resolve().parents[1] / "boardwidgets"

#: the only imports that may close a cycle or leave the core, each with its reason
ALLOWED = {
    ("boardwidgets.core.state", "boardwidgets.svg"):
        "State._repr_svg_ draws a state in Jupyter with the SVG renderer, imported when a "
        "picture is asked for, as python-chess's Board does",
    ("boardwidgets.room.server", "boardwidgets.room.room"):
        "a name for type annotations only (``build_app(room: Room)``, under ``if TYPE_CHECKING``), "
        "never imported when the program runs; room.py imports the server when a room starts",
    ("boardwidgets.room.lesson_server", "boardwidgets.room.lessons"):
        "the same for a lesson for the class: names for type annotations only (``ClassLesson``, "
        "``Pupil``, under ``if TYPE_CHECKING``); lessons.py imports its server when the lesson starts",
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that the module ``name`` (at ``path``) imports anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                found.add(submodule if submodule in known else source)
    return {module for module in found if module in known and module != name}


def import_graph() -> nx.DiGraph:
    found = modules()
    graph = nx.DiGraph()
    graph.add_nodes_from(found)
    for name, path in found.items():
        graph.add_edges_from((name, target) for target in imported(name, path, set(found)))
    return graph


def test_the_walk_sees_every_kind_of_import():
    graph = import_graph()
    assert ("boardwidgets", "boardwidgets.games") in graph.edges             # from . import x
    assert ("boardwidgets.core.game", "boardwidgets.core.actions") in graph.edges  # from .x import y
    assert ("boardwidgets.envs", "boardwidgets.envs.aec") in graph.edges      # inside a function
    assert ("boardwidgets.core.state", "boardwidgets.svg") in graph.edges     # ..x, in a method


def test_no_import_cycles():
    graph = import_graph()
    graph.remove_edges_from(ALLOWED)
    cycles = sorted(" -> ".join([*cycle, cycle[0]]) for cycle in nx.simple_cycles(graph))
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def test_the_core_imports_nothing_above_it():
    graph = import_graph()
    above = sorted(f"{source} -> {target}" for source, target in graph.edges
                   if source.startswith("boardwidgets.core")
                   and not target.startswith("boardwidgets.core")
                   and (source, target) not in ALLOWED)
    assert not above, "the core imports from above it:\n" + "\n".join(above)


def test_each_game_is_wired_in_its_game_module():
    """A game's rules know nothing of how a state is drawn, saved, refused or observed: its
    game.py names those functions (``Game.draw``, ``Game.save`` ...). Only the modules that
    need the State class itself import the rules: the loader in saving.py, and the package's
    ``__init__``, which exports it."""
    graph = import_graph()
    for package in sorted(path.parent.name for path in (PACKAGE / "games").glob("*/rules.py")):
        prefix = f"boardwidgets.games.{package}"
        rules = f"{prefix}.rules"
        drawing = {f"{prefix}.{name}" for name in ("view", "saving", "refusals", "observation")}
        assert not drawing & set(graph.successors(rules)), f"{rules} imports {drawing}"
        importers = set(graph.predecessors(rules))
        assert importers <= {prefix, f"{prefix}.game", f"{prefix}.saving"}, f"{rules}: {importers}"


def test_every_allowed_edge_is_still_an_import():
    graph = import_graph()
    assert set(ALLOWED) <= set(graph.edges), "an allowed edge no longer exists: remove it"
