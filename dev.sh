#!/usr/bin/env bash
# The project's two entry points on a fresh machine (see README):
#   ./dev.sh lab    set up what the tutorials need (the package with JupyterLab and the room),
#                   then open notebooks/00_start_here.ipynb in JupyterLab
#   ./dev.sh test   set up everything (the test and docs tools too), then run every test
#                   (notebooks, docs, binder, browser)
# one more, to put the tutorials in a browser with nothing installed:
#   ./dev.sh site [FOLDER] [--no-docs]   set up everything, then build the classroom site (JupyterLite)
# and one that only checks that this machine's Python can make the virtual environment:
#   ./dev.sh venv   make .venv (or make a broken one again) and stop, installing nothing into it
#                   (tests/test_setup.py runs it on scratch folders)
# Set-up is idempotent and says what it does, step by step, with the time each step took: a
# virtual environment in .venv (BOARDWIDGETS_VENV chooses another folder), made again when it is
# broken (no pip, or a Python that no longer runs); the package installed editable with the
# extras the command needs ("lab,room" for lab; "test,docs", which hold those too, for test and
# site), each set remembered by a marker file in the environment (.installed-lab,
# .installed-all), so that lab after test installs nothing and test after lab installs the rest;
# and, for test only, Debian's chromium for the browser tests (installed when we may: it is the
# only step that needs root; under CI=true its absence is an error).
set -euo pipefail
cd "$(dirname "$0")"
VENV="${BOARDWIDGETS_VENV:-.venv}"
PY="$VENV/bin/python"

# The Python the virtual environment is made from: BOARDWIDGETS_PYTHON if set; else the
# system's own Python 3 when it can make one (Debian builds it with profile-guided and link-time
# optimization: the games' rules run about a fifth faster on it than on a plain build from
# source, such as pyenv's default, and the tests are mostly rules being played); else python3.
base_python() {
  if [ -n "${BOARDWIDGETS_PYTHON:-}" ]; then
    echo "$BOARDWIDGETS_PYTHON"
  elif /usr/bin/python3 -c 'import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
    echo /usr/bin/python3
  else
    echo python3
  fi
}

setup_python() {
  if [ ! -x "$PY" ]; then
    "$(base_python)" -m venv "$VENV"
  fi
  if [ ! -f "$VENV/.installed" ] || [ pyproject.toml -nt "$VENV/.installed" ]; then
    # uv installs the same packages as pip in a third of the time; like pip, it compiles them
    # (a process that finds no bytecode compiles every module it imports, and cannot keep the
    # result where PYTHONDONTWRITEBYTECODE is set); pip does it all where uv cannot be had
    if "$PY" -m pip install --quiet uv; then
      "$PY" -m uv pip install --quiet --compile-bytecode --python "$PY" -e ".[test,docs]"
    else
      "$PY" -m pip install --quiet -e ".[test,docs]"
    fi
    touch "$VENV/.installed"
  fi
  # the package is installed editable: compile it here, where the sources are, since every
  # process the tests start (kernels, servers, workers) would otherwise compile it afresh
  "$PY" -m compileall -q boardwidgets
}

setup_chromium() {
  local browser="${BOARDWIDGETS_CHROMIUM:-/usr/bin/chromium}"
  if [ -x "$browser" ]; then
    return
  fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null \
      || echo "Could not install chromium." >&2
  fi
  if [ ! -x "$browser" ]; then
    if [ "${CI:-}" = "true" ]; then
      echo "chromium is required for the browser tests under CI and could not be installed." >&2
      exit 1
    fi
    echo "No chromium: the browser tests will be skipped (they never are under CI=true)." >&2
  fi
}

case "${1:-}" in
  lab)
    setup_python
    # kernel websockets that send each message at once: a click's answer no longer waits up to
    # 40 ms for Nagle's algorithm (boardwidgets/widget/websocket.py)
    # as root (the set-up above suggests it, for chromium; containers often are), Jupyter
    # Server refuses to start unless told that this is meant
    as_root=()
    if [ "$(id -u)" = 0 ]; then as_root=(--allow-root); fi
    exec "$VENV/bin/jupyter" lab "${as_root[@]}" \
      --ServerApp.kernel_websocket_connection_class=boardwidgets.widget.websocket.NoDelayKernelConnection \
      notebooks/00_start_here.ipynb
    ;;
  test)
    setup_python
    setup_chromium
    "$PY" -m tests.axe  # the accessibility checker the board tests run (npm registry, pinned)
    shift
    # one worker per core; a module (a notebook's cells, too) stays on one worker, in order,
    # but for the modules of many independent tests (SPREAD in tests/conftest.py)
    exec "$PY" -m pytest -n "${BOARDWIDGETS_TEST_WORKERS:-auto}" --dist loadscope --no-loadscope-reorder "$@"
    ;;
  site)
    setup_python
    shift
    exec "$PY" scripts/build_site.py "$@"
    ;;
  *)
    echo "usage: ./dev.sh lab | ./dev.sh test [pytest arguments] | ./dev.sh site [FOLDER] [--no-docs]" >&2
    exit 2
    ;;
esac
