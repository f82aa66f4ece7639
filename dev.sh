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

# How long since $1 (a value of SECONDS): "4 s", "2 min 5 s".
took() {
  local s=$(( SECONDS - $1 ))
  if [ "$s" -ge 60 ]; then echo "$(( s / 60 )) min $(( s % 60 )) s"; else echo "$s s"; fi
}

# step WHAT COMMAND...: says what it is doing, runs COMMAND, says how long it took. (COMMAND
# runs where set -e does not stop it: the functions given here return their failures.)
step() {
  local what=$1 start=$SECONDS
  shift
  printf '%s... ' "$what"
  if "$@"; then
    echo "done ($(took "$start"))"
  else
    local status=$?
    echo "failed ($(took "$start"))."
    return "$status"
  fi
}

# Why the virtual environment cannot be used (nothing when it can): every install runs its pip.
venv_problem() {
  if [ ! -e "$PY" ] && [ ! -L "$PY" ]; then
    echo "it has no Python"
  elif ! "$PY" -c '' >/dev/null 2>&1; then
    echo "its Python no longer runs"
  elif ! "$PY" -c 'import pip' >/dev/null 2>&1; then
    echo "it has no pip"
  fi
}

# new_venv PYTHON LOG: the virtual environment made by PYTHON, its output in LOG; fails unless the
# result can be used (Debian's and Ubuntu's python3 without python3-venv, which has no ensurepip,
# fails after making a folder with no pip in it)
new_venv() {
  "$1" -m venv "$VENV" >"$2" 2>&1 && [ -z "$(venv_problem)" ]
}

# The virtual environment, made when there is none and made again when it is broken. When the
# Python cannot make one, one sentence says what to install, and no folder is left behind.
make_venv() {
  local python problem version log package
  if [ -d "$VENV" ]; then
    problem="$(venv_problem)"
    if [ -z "$problem" ]; then
      return
    fi
    if [ ! -f "$VENV/pyvenv.cfg" ] && [ -n "$(ls -A "$VENV")" ]; then
      echo "$VENV is not a virtual environment: move it away, or set BOARDWIDGETS_VENV to another folder." >&2
      exit 1
    fi
    echo "The virtual environment in $VENV cannot be used ($problem): making it again."
    rm -rf "$VENV"
  fi
  python="$(base_python)"
  if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' >/dev/null 2>&1; then
    echo "$python is not a Python 3.10 or newer that runs here: install one, or set BOARDWIDGETS_PYTHON to one (BOARDWIDGETS_PYTHON=python3.12 ./dev.sh ${COMMAND:-lab})." >&2
    exit 1
  fi
  version="$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
  log="$(mktemp)"
  if step "Making the virtual environment in $VENV (Python $version, from $python)" new_venv "$python" "$log"; then
    rm -f "$log"
    return
  fi
  rm -rf "$VENV"
  if grep -q ensurepip "$log" || ! grep -q . "$log"; then
    # the system's Python 3 needs python3-venv; another Python its own python3.X-venv
    package=python3-venv
    if [ "$version" != "$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)" ]; then
      package="python$version-venv"
    fi
    echo "$python cannot make a virtual environment with pip in it (its ensurepip is missing): install $package (sudo apt install $package) or set BOARDWIDGETS_PYTHON to another Python 3.10 or newer, then run ./dev.sh ${COMMAND:-lab} again." >&2
  else
    tail -n 20 "$log" >&2
    echo "$python could not make the virtual environment in $VENV (its words are above); nothing is left of it." >&2
  fi
  rm -f "$log"
  exit 1
}

# installed SET: whether SET ("lab" or "all") or everything is installed, since pyproject.toml last
# changed (.installed is the marker of everything that earlier versions of this script wrote)
installed() {
  local marker
  for marker in "$VENV/.installed-$1" "$VENV/.installed-all" "$VENV/.installed"; do
    if [ -f "$marker" ] && [ ! pyproject.toml -nt "$marker" ]; then
      return 0
    fi
  done
  return 1
}

# install EXTRAS: the package, editable, with EXTRAS. uv installs the same packages as pip in a
# third of the time; like pip, it compiles them (a process that finds no bytecode compiles every
# module it imports, and cannot keep the result where PYTHONDONTWRITEBYTECODE is set); pip does
# it all where uv cannot be had (and says why).
install() {
  if "$PY" -m pip install --quiet --disable-pip-version-check uv 2>/dev/null; then
    "$PY" -m uv pip install --quiet --compile-bytecode --python "$PY" -e ".[$1]"
  else
    "$PY" -m pip install --quiet --disable-pip-version-check -e ".[$1]"
  fi
}

# setup_python lab|all: the virtual environment, with what the tutorials need (lab: JupyterLab,
# the games, the room) or everything (all: the test and docs tools too)
setup_python() {
  make_venv
  if ! installed "$1"; then
    if [ "$1" = lab ]; then
      step "Installing boardwidgets with JupyterLab and the room (about 1 minute the first time)" \
        install lab,room
    elif installed lab; then
      step "Installing the test and docs tools besides (about 1 minute the first time)" \
        install test,docs
    else
      step "Installing boardwidgets with JupyterLab, the room and the test and docs tools (about 2 minutes the first time)" \
        install test,docs
    fi
    touch "$VENV/.installed-$1"
  fi
  # the package is installed editable: compile it here, where the sources are, since every
  # process the tests start (kernels, servers, workers) would otherwise compile it afresh
  "$PY" -m compileall -q boardwidgets
}

# Debian's chromium, quietly (apt-get's own output goes nowhere)
install_chromium() {
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >/dev/null
}

setup_chromium() {
  local browser="${BOARDWIDGETS_CHROMIUM:-/usr/bin/chromium}"
  if [ -x "$browser" ]; then
    return
  fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "Installing Debian's chromium for the browser tests (the one step that needs root)" \
      install_chromium || echo "Could not install chromium." >&2
  fi
  if [ ! -x "$browser" ]; then
    if [ "${CI:-}" = "true" ]; then
      echo "chromium is required for the browser tests under CI and could not be installed." >&2
      exit 1
    fi
    if [ "$(id -u)" != 0 ]; then
      echo "No chromium, and only root can install it (sudo apt-get install chromium; or set BOARDWIDGETS_CHROMIUM to one): the browser tests will be skipped (they never are under CI=true)." >&2
    else
      echo "No chromium: the browser tests will be skipped (they never are under CI=true)." >&2
    fi
  fi
}

COMMAND="${1:-}"
case "$COMMAND" in
  lab)
    setup_python lab
    # kernel websockets that send each message at once: a click's answer no longer waits up to
    # 40 ms for Nagle's algorithm (boardwidgets/widget/websocket.py)
    # as root (containers often are), Jupyter Server refuses to start unless told that this is
    # meant
    as_root=()
    if [ "$(id -u)" = 0 ]; then as_root=(--allow-root); fi
    echo "Starting JupyterLab on notebooks/00_start_here.ipynb: your browser opens it in a few seconds;" \
      "if it does not, open the address JupyterLab prints below, the one ending in" \
      "00_start_here.ipynb?token=... (Ctrl+C stops JupyterLab)."
    # the file to open makes notebooks/ the folder JupyterLab serves, and the browser opens that
    # file; default_url makes the printed address the notebook's too (else it is the bare Lab's)
    # (${a[@]+"${a[@]}"}: macOS's bash 3.2 takes an empty array for an unset variable)
    exec "$VENV/bin/jupyter" lab ${as_root[@]+"${as_root[@]}"} \
      --ServerApp.kernel_websocket_connection_class=boardwidgets.widget.websocket.NoDelayKernelConnection \
      --LabApp.default_url=/lab/tree/00_start_here.ipynb \
      notebooks/00_start_here.ipynb
    ;;
  test)
    setup_python all
    setup_chromium
    "$PY" -m tests.axe  # the accessibility checker the board tests run (npm registry, pinned)
    shift
    # one worker per core; a module (a notebook's cells, too) stays on one worker, in order,
    # but for the modules of many independent tests (SPREAD in tests/conftest.py)
    exec "$PY" -m pytest -n "${BOARDWIDGETS_TEST_WORKERS:-auto}" --dist loadscope --no-loadscope-reorder "$@"
    ;;
  site)
    setup_python all
    shift
    exec "$PY" scripts/build_site.py "$@"
    ;;
  venv)
    make_venv
    echo "The virtual environment in $VENV works ($("$PY" --version), with pip)."
    ;;
  *)
    echo "usage: ./dev.sh lab | ./dev.sh test [pytest arguments] | ./dev.sh site [FOLDER] [--no-docs] | ./dev.sh venv" >&2
    exit 2
    ;;
esac
