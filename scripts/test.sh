#!/usr/bin/env bash
# Run every check and test: lint and types first, then the fast tests, the fuzz stage, the exhaustive ones,
# the rules core inside Pyodide, and the real browser last. Usage: scripts/test.sh [pytest args]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
PY=.venv/bin/python
mkdir -p artifacts/junit
rm -f artifacts/junit/*.xml

# pytest exits 5 when a stage selects no test; that is not a failure of the stage.
run_pytest() { $PY -m pytest "$@" || { rc=$?; [ "$rc" = 5 ] || exit "$rc"; }; }

stage() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

stage "ruff"
.venv/bin/ruff check tutor tests
stage "mypy (strict)"
.venv/bin/mypy tutor
stage "fast tests and doctests"
run_pytest -q -n auto -m "not slow and not browser and not pyodide" --junitxml=artifacts/junit/fast.xml "$@"
stage "fuzz: random input into every entry point (about a minute)"
run_pytest -q -n auto -m "fuzz" --junitxml=artifacts/junit/fuzz.xml "$@"
stage "exhaustive tests"
run_pytest -q -n auto -m "slow and not browser and not pyodide" --junitxml=artifacts/junit/slow.xml "$@"
stage "rules core inside Pyodide (Node) and the browser (Chromium)"
run_pytest -q -m "pyodide or browser" --junitxml=artifacts/junit/browser.xml "$@"
stage "summary"
$PY scripts/junit_summary.py artifacts/junit/*.xml
