#!/usr/bin/env bash
# Install everything the tutor needs on a fresh Debian machine, from the registries only
# (apt, PyPI, npm). Idempotent: a second run with nothing changed returns at once.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m[bootstrap]\033[0m %s\n' "$*"; }

# 1. System packages: Debian's chromium for the browser tests (never `playwright install`),
#    node + npm for the site build (npm pack pyodide) and the Pyodide-under-Node tests.
missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v node >/dev/null 2>&1 || missing="$missing nodejs"
command -v npm >/dev/null 2>&1 || missing="$missing npm"
python3 -c "import venv, ensurepip" >/dev/null 2>&1 || missing="$missing python3-venv"
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  say "installing from apt:$missing"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
for tool in python3 node npm; do
  command -v "$tool" >/dev/null 2>&1 || { echo "bootstrap: $tool is missing (apt-get install ${tool/python3/python3-venv})" >&2; exit 1; }
done

# 2. Python: a venv with the package (editable) and its ui/site/dev extras.
stamp=".venv/.bootstrap-$(sha256sum pyproject.toml | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  say "creating .venv and installing the tutor with its ui, site and dev extras"
  python3 -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip 2>&1 | grep -v '^WARNING: Location' || true
  .venv/bin/python -m pip install -q -e ".[ui,site,dev]" 2>&1 | grep -v '^WARNING: Location' || true
  .venv/bin/python -c "import tutor, panel, mkdocs, playwright" # fail loudly if the install failed
  rm -f .venv/.bootstrap-*
  touch "$stamp"
fi
say "ready: $(.venv/bin/python --version), chromium $(chromium --version 2>/dev/null | awk '{print $2}')"
