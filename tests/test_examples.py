"""The README's and the docs' examples run, so that what they show stays true.

Every fenced block of ``README.md`` and of the pages under ``docs/`` (``*.md``; the tutorials'
notebooks are checked by nbval) is collected, with the file and line of its fence in its test id
(``README.md:107``). What is run, and how:

- ``python`` blocks. A page is read as a notebook is run: its Python blocks run in order, in one
  fresh Python process for the page (``tests/test_examples.py``'s ``RUNNER``), so that a block can
  use what a block above it made (``state``, ``room``). The last expression of a block is shown as
  Jupyter would show it (its ``_repr_mimebundle_``, else its ``repr``). Each block has
  ``BLOCK_SECONDS`` seconds, and the process works in a scratch folder, so the files the examples
  write (``worksheet.svg``, a room's SQLite file, the stars of a lesson) land there. A block that
  cannot run as written here gets a line in ``PYTHON``: a prelude that gives it what the page
  takes as known (a ``state`` to look at), a change (a room listens on ``127.0.0.1``, not on
  ``0.0.0.0``), or a reason to skip it.
- ``sh``, ``bash``, ``shell`` and ``console`` blocks (in ``console`` blocks, the lines after
  ``$``). Each command is one test, with its own line in its id, and must match a rule of
  ``SHELL``: run it as it is, run it as a server (it must print its links, answer a request, and
  stop cleanly on Ctrl+C), or skip it with the rule's reason (the set-up: ``./dev.sh``,
  ``pip install``, ``apt``). A command no rule knows fails the test: add a rule.
- every other block (``text``; ``bat`` and ``powershell``, Windows' commands; MyST's directives:
  ``{figure}``, ``{eval-rst}``...) is never run: drawings, samples of output, commands for
  another system and the site's own markup.

Blocks run, blocks skipped and why: ``pytest -v -rs tests/test_examples.py`` (the skips' reasons
are in pytest's summary), and the table this module writes at its end.
"""
from __future__ import annotations

import concurrent.futures
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md"] + sorted(path for path in (ROOT / "docs").rglob("*.md")
                                      if not {"_build", "jupyter_execute"} & set(path.parts))
PYTHON_LANGUAGES = {"python", "py", "python3"}
SHELL_LANGUAGES = {"sh", "bash", "shell", "console"}
BLOCK_SECONDS = 120    # one Python block, at most (a page's process: the sum of its blocks')
SERVER_SECONDS = 30    # a server command, until it has printed its links
PARALLEL_PAGES = 3     # pages whose Python runs at once (the simulations use every core anyway)
#: the pages whose Python takes longest (simulations, whole games), started first: about 30 s for
#: simulation.md, 15 s for the README and Fireball Island's page on 2 cores, the others 2 to 10 s
LONGEST_FIRST = ("docs/simulation.md", "README.md", "docs/games/fireball_island.md",
                 "docs/playing_together.md")


# -- what runs, and how: the explicit rules -----------------------------------------------------
@dataclass
class Python:
    """How the Python blocks of ``page`` that contain ``marker`` run (every such block must exist:
    a rule that matches nothing fails ``test_every_rule_matches_a_block``)."""
    page: str
    marker: str
    skip: str | None = None                      # the reason it is not run
    prelude: str = ""                            # run before the block (what the page takes as known)
    epilogue: str = ""                           # run after it (a check of what the page says)
    changes: dict[str, str] = field(default_factory=dict)   # text replaced in the block
    why: str = ""                                # why the prelude or the changes
    broken: str | None = None                    # a known mistake of the page, until it is fixed:
    # the block must fail (an xfail); once it runs, the test fails until `broken` is removed


#: Changes made to every Python block: a room serves this computer only, as the default does
#: (``host="0.0.0.0"`` would open it to the network for the test's few seconds); every room that
#: is still serving when a page's blocks are done is stopped (``RUNNER``).
EVERY_BLOCK = {'host="0.0.0.0"': 'host="127.0.0.1"'}

PYTHON = [
    Python("README.md", "c.ServerApp.kernel_websocket_connection_class",
           prelude="from traitlets.config import Config\nc = Config()\n",
           epilogue="from traitlets.utils.importstring import import_item\n"
                    "import_item(c.ServerApp.kernel_websocket_connection_class)\n",
           why="a line of jupyter_server_config.py, where Jupyter gives `c`: the class it names must "
               "import"),
    Python("docs/adding_a_game.md", "from . import nanga_parbat, my_game",
           skip="a line of boardwidgets/games/__init__.py for a game that does not exist; "
                "docs/examples/pebbles.py, the page's whole example, runs in tests/test_docs.py"),
    Python("docs/adding_a_game.md", "class MyGame(Game):",
           skip="a template of a new game's game.py (relative imports of modules the new game "
                "writes); docs/examples/pebbles.py, the page's whole example, runs in "
                "tests/test_docs.py"),
    Python("docs/adding_a_game.md", "f = Fields(data, \"data\")",
           prelude='data = {"turn": 3, "board": {}, "players": ["Orange", "Green"], "log": []}\n',
           why="a game's loader is given `data`: here, data with the fields the block reads"),
    Python("docs/architecture.md", "agent.choose(state)",
           skip="a summary of the contract, not a program: `action`, `agent`, `saved`, `N` stand for "
                "any, and `backend=\"local\" | \"dask\"` for a choice; the pages of each part run "
                "their own examples"),
    Python("docs/architecture.md", "draw = staticmethod(view.build_view)",
           skip="an excerpt of Nanga Parbat's game.py (`...` stands for the rest of the class)"),
    Python("docs/opponents.md", "guess = state.determinize(viewer, seed)",
           prelude='import boardwidgets as bw\n'
                   'state = bw.load_game("fireball_island", players=3).new_game(seed=7)\n'
                   'viewer, seed = 0, 1\n',
           epilogue="assert guess.view(viewer) == state.view(viewer)\n",
           why="the page names a state, a viewer and a seed: here, Fireball Island's, whose hands "
               "are hidden; the page's next sentence (the viewer cannot tell them apart) is checked"),
    Python("docs/view_schema.md", "view = state.view(viewer=1)",
           prelude='import boardwidgets as bw\n'
                   'state = bw.load_game("fireball_island", players=3).new_game(seed=7)\n',
           why="the page speaks of any state: here, one with hidden hands"),
    Python("docs/simulation.md", 'Client("tcp://scheduler:8786")',
           skip="needs a Dask cluster of your own (a scheduler at tcp://scheduler:8786); "
                "tests/test_simulate.py runs the dask backend on a local cluster"),
    Python("docs/playing_together.md", "match = room.tables[0].match",
           prelude="from boardwidgets.room.room import SERVING\n"
                   "room = next(served for served in SERVING.values() if hasattr(served, 'tables'))\n",
           why="the page's `room` is last the lesson for the class; \"After class\" means the room "
               "of tables started at the top of the page"),
    Python("docs/playing_together.md", 'Room("fireball_island", db="room-fireball_island.sqlite")',
           prelude="from boardwidgets.room.room import SERVING\n"
                   "for served in list(SERVING.values()):\n"
                   "    served.stop()\n",
           why="\"another day\": the room that wrote the file has stopped"),
]


@dataclass
class Shell:
    """What to do with a shell command that matches ``pattern`` (after any ``NAME=value``
    before it): ``run`` it, ``serve`` it (a server: see ``run_server``) or ``skip`` it."""
    pattern: str
    action: str
    reason: str


SETUP = "the set-up, which installs packages and changes the environment this test runs in"
SHELL = [
    Shell(r"\./dev\.sh\b", "skip", "./dev.sh sets up .venv, then opens JupyterLab, runs the whole "
          "suite or builds the classroom site (minutes each; the suite and the site have their own "
          "tests)"),
    Shell(r"(sudo )?(pip3?|python3? -m pip|\S*python3? -m pip|uv pip) install\b", "skip", SETUP),
    Shell(r"(sudo )?(apt|apt-get|brew|winget|choco) ", "skip", SETUP),
    Shell(r"\S*python3?(\.\d+)? -m venv\b", "skip", SETUP),
    Shell(r"\S*python3? -m pip wheel\b", "skip", "builds a wheel of the checkout into dist/; "
          "tests/test_setup.py builds one from a copy of the checkout, checks what it holds and "
          "runs it"),
    Shell(r"(source|\.) \S*activate\b|\S*[\\/]activate(\.bat|\.ps1)?$", "skip", SETUP),
    Shell(r"git clone\b|cd ", "skip", "fetches the repository or changes folder: the test runs in a "
          "clone already"),
    Shell(r"jupyter[ -](lab|notebook)\b", "skip", "opens JupyterLab and serves until stopped; the "
          "browser tests start it"),
    Shell(r"\S*python3? \S*scripts/run_notebooks\.py\b", "skip", "runs every tutorial in a fresh "
          "kernel and rewrites its outputs (minutes); the suite's nbval run checks the notebooks"),
    Shell(r"\S*python3? -m sphinx\b", "skip", "builds this site (a minute); tests/test_site.py builds "
          "it with warnings as errors"),
    Shell(r"\S*python3? -m boardwidgets\.room\b.*(--help|-h)\b", "run", "prints the room's options"),
    Shell(r"\S*python3? -m boardwidgets\.room\b", "serve", "a room on 127.0.0.1 and a free port, "
          "in a scratch folder: it must print its links, answer them, and stop on Ctrl+C"),
    Shell(r"\S*python3? -m http\.server\b", "serve", "the classroom site's server, on 127.0.0.1 and a "
          "free port, in a scratch folder with an empty site/: it must answer, and stop on Ctrl+C"),
]


# -- reading the pages ------------------------------------------------------------------------------
@dataclass
class Block:
    page: str       # relative to the repository
    line: int       # the fence's line
    language: str
    code: str
    first: int      # the line of the block's first line of code

    @property
    def id(self) -> str:
        return f"{self.page}:{self.line}"


FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")


def blocks_of(path: Path) -> list[Block]:
    lines = path.read_text(encoding="utf-8").splitlines()
    found, number = [], 0
    while number < len(lines):
        start = FENCE.match(lines[number])
        if not start:
            number += 1
            continue
        indent, fence, language = start.groups()
        end = number + 1
        while end < len(lines) and not (lines[end].strip().startswith(fence)
                                        and not lines[end].strip()[len(fence):].strip()):
            end += 1
        body = [line[len(indent):] if line.startswith(indent) else line for line in lines[number + 1:end]]
        found.append(Block(path.relative_to(ROOT).as_posix(), number + 1, language.lower(),
                           "\n".join(body) + "\n", number + 2))
        number = end + 1
    return found


ALL_BLOCKS = [block for page in PAGES for block in blocks_of(page)]
PYTHON_BLOCKS = [block for block in ALL_BLOCKS if block.language in PYTHON_LANGUAGES]


def rule_of(block: Block) -> Python | None:
    rules = [rule for rule in PYTHON if rule.page == block.page and rule.marker in block.code]
    assert len(rules) <= 1, f"{block.id}: more than one rule of PYTHON matches it"
    return rules[0] if rules else None


@dataclass
class Command:
    page: str
    line: int
    text: str

    @property
    def id(self) -> str:
        return f"{self.page}:{self.line}"


def commands_of(block: Block) -> list[Command]:
    """The commands of a shell block, each at its own line: comments dropped, lines that end in
    a backslash joined; in a console block only the lines after a ``$`` prompt (the rest is
    output)."""
    commands, pending, start = [], "", None
    for offset, raw in enumerate(block.code.splitlines()):
        line = raw.rstrip()
        if block.language == "console" and not pending:
            if not line.lstrip().startswith("$ "):
                continue
            line = line.lstrip()[2:]
        if start is None:
            start = block.first + offset
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        text = shlex.join(shlex.split(pending + line, comments=True))
        if text:
            commands.append(Command(block.page, start, text))
        pending, start = "", None
    return commands


SHELL_COMMANDS = [command for block in ALL_BLOCKS if block.language in SHELL_LANGUAGES
                  for command in commands_of(block)]


def shell_rule(command: Command) -> Shell | None:
    text = re.sub(r"^(\w+=\S*\s+)+", "", command.text)  # CI=true ./dev.sh test
    return next((rule for rule in SHELL if re.match(rule.pattern, text)), None)


# -- running a page's Python ------------------------------------------------------------------------
#: Runs one page's blocks in order in one namespace and writes one JSON line per block to the
#: file given as its second argument (so that a page that times out still says which block hung).
RUNNER = r'''
import ast, contextlib, io, json, signal, sys, time, traceback

spec = json.load(open(sys.argv[1], encoding="utf-8"))
report = open(sys.argv[2], "a", encoding="utf-8")
namespace = {"__name__": "__main__"}


class BlockTimeout(Exception):
    pass


def alarm(signum, frame):
    raise BlockTimeout(f"the block ran for more than {spec['seconds']} s")


def show(value):
    """What Jupyter does with a cell's last expression."""
    if value is None:
        return
    bundle = getattr(value, "_repr_mimebundle_", None)
    if callable(bundle) and not isinstance(value, type):
        bundle()
    else:
        repr(value)


def run(source, name, first):
    tree = ast.parse("\n" * (first - 1) + source, name)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, name, "exec"), namespace)
    if last is not None:
        show(eval(compile(ast.Expression(last.value), name, "eval"), namespace))


signal.signal(signal.SIGALRM, alarm)
for block in spec["blocks"]:
    started, output, error = time.perf_counter(), io.StringIO(), None
    signal.alarm(spec["seconds"])
    try:
        with contextlib.redirect_stdout(output):
            if block["prelude"]:
                run(block["prelude"], block["page"] + " (the test's prelude)", 1)
            run(block["code"], block["page"], block["first"])
            if block["epilogue"]:
                run(block["epilogue"], block["page"] + " (the test's check)", 1)
    except BaseException:
        error = traceback.format_exc()
    finally:
        signal.alarm(0)
    report.write(json.dumps({"id": block["id"], "seconds": time.perf_counter() - started,
                             "error": error, "output": output.getvalue()[-2000:]}) + "\n")
    report.flush()

rooms = sys.modules.get("boardwidgets.room.room")
for served in list(getattr(rooms, "SERVING", {}).values()):
    served.stop()
'''


def page_spec(page: str) -> list[dict]:
    spec = []
    for block in PYTHON_BLOCKS:
        if block.page != page:
            continue
        rule = rule_of(block)
        if rule is not None and rule.skip:
            continue
        code = block.code
        for old, new in {**EVERY_BLOCK, **(rule.changes if rule else {})}.items():
            code = code.replace(old, new)
        spec.append({"id": block.id, "page": block.page, "first": block.first, "code": code,
                     "prelude": rule.prelude if rule else "", "epilogue": rule.epilogue if rule else ""})
    return spec


def run_page(page: str, scratch: Path) -> dict[str, dict]:
    """Run the page's Python blocks in a fresh process; each block's report by its id."""
    spec = page_spec(page)
    folder = scratch / re.sub(r"\W", "_", page)
    folder.mkdir(parents=True)
    (folder / "spec.json").write_text(json.dumps({"blocks": spec, "seconds": BLOCK_SECONDS}),
                                      encoding="utf-8")
    (folder / "runner.py").write_text(RUNNER, encoding="utf-8")
    report = folder / "report.jsonl"
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1", "MPLBACKEND": "Agg"}
    started = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, str(folder / "runner.py"), str(folder / "spec.json"),
                               str(report)], cwd=folder, env=environment, capture_output=True, text=True,
                              timeout=BLOCK_SECONDS * len(spec) + 30)
        trouble = proc.stderr[-3000:] if proc.returncode else ""
    except subprocess.TimeoutExpired as exc:
        trouble = f"the page's process ran for more than {exc.timeout} s"
    results = {}
    if report.exists():
        for line in report.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            results[entry["id"]] = entry
    for block in spec:
        results.setdefault(block["id"], {"id": block["id"], "seconds": None, "output": "",
                                         "error": f"never ran: {trouble or 'the process ended'}"})
    results["_seconds"] = time.perf_counter() - started
    return results


# -- running a shell command ------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def as_here(text: str, port: int) -> list[str]:
    """The command as this test runs it: with this environment's Python, on 127.0.0.1 and a free
    port (never the network, never a port someone else may be using)."""
    words = shlex.split(text)
    while words and re.fullmatch(r"\w+=\S*", words[0]):
        words.pop(0)
    if re.fullmatch(r"\S*python3?(\.\d+)?", words[0]):
        words[0] = sys.executable
    words = ["127.0.0.1" if word == "0.0.0.0" else word for word in words]
    if words[1:3] == ["-m", "boardwidgets.room"]:
        if "--port" in words:
            words[words.index("--port") + 1] = str(port)
        else:
            words += ["--port", str(port)]
    elif words[1:3] == ["-m", "http.server"]:
        words = [str(port) if word.isdigit() else word for word in words] + ["--bind", "127.0.0.1"]
        if not any(word.isdigit() for word in words):
            words.append(str(port))
    return words


def run_server(words: list[str], folder: Path, port: int) -> str:
    """Start the server, wait for it to say where it listens, open that address, stop it with
    Ctrl+C; returns everything it printed. It must answer, end with status 0 and never print a
    traceback."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    # Ctrl+C reaches it as in a terminal: a test worker may have been started with SIGINT ignored,
    # which its children would inherit (and Python then raises no KeyboardInterrupt)
    proc = subprocess.Popen(words, cwd=folder, env=environment, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(proc.stdout), daemon=True)
    reader.start()
    address = None
    deadline = time.monotonic() + SERVER_SECONDS
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            printed = "".join(lines)
            join = re.search(r"Pupils join at: (\S+)", printed)
            if join and "Serving; press Ctrl+C to stop." in printed:
                address = join.group(1)
                break
            if "Serving HTTP on" in printed:
                address = f"http://127.0.0.1:{port}/"
                break
            time.sleep(0.05)
        assert address, f"it printed no link in {SERVER_SECONDS} s:\n{''.join(lines)}"
        # the port was free a moment ago; if another program took it since, the room must say so
        assert f":{port}/" in address or f"Port {port} is taken" in "".join(lines), (
            f"it listens elsewhere than on the port asked for, and does not say why:\n{''.join(lines)}")
        with urllib.request.urlopen(address, timeout=10) as response:
            assert response.status == 200, f"{address} answered {response.status}"
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        reader.join(timeout=10)
    printed = "".join(lines)
    assert "Traceback" not in printed, printed
    assert proc.returncode == 0, f"status {proc.returncode}:\n{printed}"
    return printed


# -- the tests ----------------------------------------------------------------------------------------
SUMMARY: list[tuple[str, str, str]] = []   # (id, what happened, why or how long)


@pytest.fixture(scope="module")
def pages(tmp_path_factory, request):
    """Every page's Python, started at once in the background (``PARALLEL_PAGES`` at a time):
    each test waits for its own page."""
    scratch = tmp_path_factory.mktemp("examples")
    names = list(dict.fromkeys(block.page for block in PYTHON_BLOCKS if page_spec(block.page)))
    names.sort(key=lambda page: LONGEST_FIRST.index(page) if page in LONGEST_FIRST else len(LONGEST_FIRST))
    pool = concurrent.futures.ThreadPoolExecutor(PARALLEL_PAGES)
    futures = {page: pool.submit(run_page, page, scratch) for page in names}
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is None or capture is None or not SUMMARY:
        return
    with capture.global_and_fixture_disabled():
        reporter.write_line("")
        reporter.write_line("The README's and the docs' examples (tests/test_examples.py):")
        for name, what, detail in SUMMARY:
            reporter.write_line(f"  {what:8} {name:34} {detail}")
        for page, future in futures.items():
            if future.done() and not future.cancelled() and future.exception() is None:
                reporter.write_line(f"  {page}: its Python took {future.result()['_seconds']:.1f} s")


@pytest.mark.parametrize("command", SHELL_COMMANDS, ids=[command.id for command in SHELL_COMMANDS])
def test_shell_example(command: Command, tmp_path, pages):  # pages: the Python runs meanwhile
    rule = shell_rule(command)
    assert rule is not None, (f"{command.id}: no rule of SHELL in tests/test_examples.py says whether "
                              f"to run `{command.text}`: add one")
    if rule.action == "skip":
        SUMMARY.append((command.id, "skipped", f"`{command.text}`: {rule.reason}"))
        pytest.skip(f"`{command.text}`: {rule.reason}")
    port = free_port()
    words = as_here(command.text, port)
    (tmp_path / "site").mkdir()
    started = time.perf_counter()
    if rule.action == "serve":
        printed = run_server(words, tmp_path, port)
        if "boardwidgets.room" in command.text:
            assert "The room stopped; start it again on" in printed, printed
    else:
        proc = subprocess.run(words, cwd=tmp_path, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        printed = proc.stdout + proc.stderr
        assert proc.returncode == 0 and "Traceback" not in printed, printed
    SUMMARY.append((command.id, "ran", f"`{command.text}` ({time.perf_counter() - started:.1f} s)"))


@pytest.mark.parametrize("block", PYTHON_BLOCKS, ids=[block.id for block in PYTHON_BLOCKS])
def test_python_example(block: Block, pages):
    rule = rule_of(block)
    if rule is not None and rule.skip:
        SUMMARY.append((block.id, "skipped", rule.skip))
        pytest.skip(rule.skip)
    result = pages[block.page].result()[block.id]
    how = f" ({rule.why})" if rule is not None and rule.why else ""
    if rule is not None and rule.broken:
        assert result["error"], f"{block.id} runs now: remove its rule's `broken` from PYTHON"
        SUMMARY.append((block.id, "broken", rule.broken))
        pytest.xfail(rule.broken)
    if result["error"]:
        SUMMARY.append((block.id, "FAILED", result["error"].strip().splitlines()[-1]))
        pytest.fail(f"{block.id}{how}:\n{block.code}\n{result['error']}", pytrace=False)
    SUMMARY.append((block.id, "ran", f"{result['seconds']:.1f} s{how}"))


def test_every_rule_matches_a_block():
    """A rule whose block was rewritten or moved to another page would silently stop applying."""
    stale = [f"{rule.page}: {rule.marker!r}" for rule in PYTHON
             if not any(block.page == rule.page and rule.marker in block.code for block in PYTHON_BLOCKS)]
    assert not stale, f"rules of PYTHON that match no block (update them): {stale}"


def test_the_blocks_are_found():
    """The reader of the pages finds what is there: a page's blocks, their languages and lines."""
    readme = [block for block in ALL_BLOCKS if block.page == "README.md"]
    assert any(block.language == "python" and "bw.play(" in block.code for block in readme)
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert all(lines[block.line - 1].lstrip().startswith("```") for block in readme)
    sample = Block("x.md", 1, "console", "$ python -m boardwidgets.room --help  # options\nusage: ...\n"
                   "$ ./dev.sh \\\n    lab\n", 2)
    assert [(c.line, c.text) for c in commands_of(sample)] == [
        (2, "python -m boardwidgets.room --help"), (4, "./dev.sh lab")]
    assert shell_rule(Command("x.md", 1, "CI=true ./dev.sh test")).action == "skip"
    assert shell_rule(Command("x.md", 1, 'pip install ".[room]"')).action == "skip"
    assert as_here("python -m boardwidgets.room nanga_parbat --host 0.0.0.0", 5) == [
        sys.executable, "-m", "boardwidgets.room", "nanga_parbat", "--host", "127.0.0.1", "--port", "5"]
