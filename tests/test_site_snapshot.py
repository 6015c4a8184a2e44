"""The build's Python memory snapshot: made again from the shipped inputs it is
the same, byte for byte; a bundle it cannot import from stops the build, naming why."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tutor.site.bundle import frame
from tutor.site.progress import BuildError
from tutor.site.snapshot import looks_whole, make_snapshot

pytestmark = pytest.mark.pyodide

if shutil.which("node") is None:  # pragma: no cover
    pytest.skip("node is not installed", allow_module_level=True)


def _runtime(site: Path) -> tuple[Path, dict[str, Any]]:
    report = json.loads((site / "build-report.json").read_text())
    return site / "_tutor" / report["build_id"] / "pyodide", report


def test_the_shipped_snapshot_is_made_again_byte_for_byte(built_site: Path) -> None:
    pyodide, report = _runtime(built_site)
    shipped = (pyodide / report["python_snapshot"]).read_bytes()
    digest = hashlib.sha256(shipped).hexdigest()
    assert report["python_snapshot"] == f"python-snapshot-{digest[:16]}.snapshot"
    raw = gzip.decompress(shipped)
    assert looks_whole(raw) and len(raw) > 10_000_000  # Python's whole memory
    # another process, another time
    again = make_snapshot(pyodide, pyodide / report["bundle"], report["python_snapshot_tables"],
                          pyodide / report["python_stdlib"])
    assert again == raw
    # with the standard ranking's tables (Hold'em, Omaha, stud...), not the 3 MB ones
    assert "standard" in report["python_snapshot_tables"]
    assert "telesina" not in report["python_snapshot_tables"]


def test_a_bundle_without_the_tutor_stops_the_build_naming_the_missing_module(
        built_site: Path, tmp_path: Path) -> None:
    pyodide, _ = _runtime(built_site)
    empty = tmp_path / "empty.bundle"
    empty.write_bytes(gzip.compress(frame({"files": []}, []), mtime=0))
    with pytest.raises(BuildError, match="No module named 'tutor'"):
        make_snapshot(pyodide, empty, [])
