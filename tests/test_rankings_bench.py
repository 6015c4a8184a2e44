"""`tutor bench`: the report's shape, treys missing, and the hook for extra sections."""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest

from tutor import bench


def test_bench_compares_with_treys() -> None:
    pytest.importorskip("treys")
    result = bench.run_bench(quick=True, n=300, repeat=1, sections=("five-card", "best-of-7"))
    rows = [row for s in result["sections"] for row in s["rows"]]
    assert all(row["rate"] > 0 for row in rows)
    assert all(row["ratio"] == pytest.approx(row["rate"] / row["treys_rate"]) for row in rows)
    assert result["treys"] and result["treys_missing"] is None
    assert "treys" in bench.format_report(result)


def test_bench_says_clearly_when_treys_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    real = bench.importlib.import_module

    def no_treys(name: str, *args: Any) -> Any:
        if name == "treys":
            raise ImportError("No module named 'treys'")
        return real(name, *args)

    monkeypatch.setattr(bench.importlib, "import_module", no_treys)
    result = bench.run_bench(quick=True, n=200, repeat=1, sections=("five-card",))
    assert result["treys"] is None
    row = result["sections"][0]["rows"][0]
    assert "treys_rate" not in row and row["rate"] > 0
    assert "NOTE: treys is not installed" in bench.format_report(result)


def test_extra_sections_come_from_a_module_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("fake_bench_section")

    def bench_section(quick: bool) -> dict[str, Any]:
        return {"title": "fake", "rows": [{"what": f"quick={quick}", "n": 1, "rate": 2.0}]}

    module.bench_section = bench_section  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_bench_section", module)
    monkeypatch.setattr(bench, "EXTRA_SECTIONS", ("fake_bench_section",))
    result = bench.run_bench(quick=True, sections=("extra",))
    assert result["sections"] == [{"title": "fake",
                                   "rows": [{"what": "quick=True", "n": 1, "rate": 2.0}]}]
    assert "== fake" in bench.format_report(result)
    # a section that is missing is a bug to see, not a row to skip quietly
    monkeypatch.setattr(bench, "EXTRA_SECTIONS", ("no_such_module_x",))
    with pytest.raises(ModuleNotFoundError):
        bench.run_bench(quick=True, sections=("extra",))


def test_bench_cli_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--quick", "--n", "200", "--repeat", "1", "--section", "tables"]) == 0
    out = capsys.readouterr().out
    assert "== tables" in out and "standard" in out and "MB" in out
