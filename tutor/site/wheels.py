"""Wheels for the Pyodide runtime: their metadata for the lock, and the project's own wheel."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import zipfile
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from tutor.site import pins
from tutor.site.progress import BuildError

FIXED_DATE = (2020, 1, 1, 0, 0, 0)


def record_hash(data: bytes) -> str:
    """The RECORD form of a sha256: ``sha256=<urlsafe base64, no padding>``."""
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def _dist_info(names: list[str]) -> str:
    for n in names:
        top = n.split("/")[0]
        if top.endswith(".dist-info"):
            return top
    raise BuildError("wheel without a .dist-info folder")


def write_wheel(dst: Path, files: list[tuple[zipfile.ZipInfo, bytes]], dist_info: str) -> Path:
    """Write a wheel from (info, data) pairs, regenerating RECORD."""
    rows = []
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as z:
        for info, data in files:
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
            rows.append((info.filename, record_hash(data), str(len(data))))
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerows(rows)
        w.writerow((f"{dist_info}/RECORD", "", ""))
        rec = zipfile.ZipInfo(f"{dist_info}/RECORD", date_time=FIXED_DATE)
        rec.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(rec, buf.getvalue())
    return dst


@dataclass(frozen=True)
class WheelInfo:
    """What the Pyodide lock needs to know about a pure wheel."""

    name: str
    version: str
    imports: tuple[str, ...]
    requires: tuple[Requirement, ...]


def wheel_info(path: Path) -> WheelInfo:
    """Name, version, top-level imports and Pyodide-applicable requirements of a pure wheel."""
    name, version, _b, tags = parse_wheel_filename(path.name)
    if not all(t.abi == "none" and t.platform == "any" for t in tags):
        raise BuildError(f"not a pure wheel: {path.name}")
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        dist_info = _dist_info(names)
        meta = Parser().parsestr(z.read(f"{dist_info}/METADATA").decode())
    binaries = [n for n in names if n.endswith((".so", ".pyd", ".dylib"))]
    if binaries:
        raise BuildError(f"compiled files in pure wheel {path.name}: {binaries[:3]}")
    imports = set()
    for n in names:
        top = n.split("/")[0]
        if top.endswith((".dist-info", ".data")) or top.startswith("__"):
            continue
        if n == f"{top}/__init__.py":
            imports.add(top)
        elif "/" not in n and n.endswith(".py"):
            imports.add(n[:-3])
    reqs = []
    for r in meta.get_all("Requires-Dist") or []:
        req = Requirement(r)
        if req.marker is not None and not req.marker.evaluate(pins.PYODIDE_MARKERS):
            continue
        reqs.append(req)
    return WheelInfo(str(canonicalize_name(name)), str(version), tuple(sorted(imports)),
                     tuple(reqs))


# --- the project's own wheel ----------------------------------------------------------------
SHIPPED_SITE_MODULES = ("tutor/site/__init__.py", "tutor/site/pyodide_app.py",
                        "tutor/site/later_files.py", "tutor/site/boards_runtime.py")


def build_own_wheel(repo: Path, dst_dir: Path, version: str) -> Path:
    """A wheel of the ``tutor`` package for Pyodide (without the host-only site builder).

    Written directly (no build backend): deterministic, and fast enough to redo on
    every build.
    """
    pkg = repo / "tutor"
    dist_info = f"card_rules_tutor-{version}.dist-info"
    files: list[tuple[zipfile.ZipInfo, bytes]] = []
    for path in sorted(pkg.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix in (".pyc",):
            continue
        rel = path.relative_to(repo).as_posix()
        if rel.startswith("tutor/site/") and rel not in SHIPPED_SITE_MODULES:
            continue
        files.append((zipfile.ZipInfo(rel, date_time=FIXED_DATE), path.read_bytes()))
    meta = (f"Metadata-Version: 2.1\nName: card-rules-tutor\nVersion: {version}\n"
            "Summary: Card Rules Tutor (rules core + widgets)\n").encode()
    wheel = b"Wheel-Version: 1.0\nGenerator: tutor.site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files.append((zipfile.ZipInfo(f"{dist_info}/METADATA", date_time=FIXED_DATE), meta))
    files.append((zipfile.ZipInfo(f"{dist_info}/WHEEL", date_time=FIXED_DATE), wheel))
    dst_dir.mkdir(parents=True, exist_ok=True)
    return write_wheel(dst_dir / f"card_rules_tutor-{version}-py3-none-any.whl", files, dist_info)
