"""Wheel surgery for the Pyodide runtime: metadata, repacking (slim, strip, re-tag), our wheel."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from tutor.site import pins
from tutor.site.lazy_bokeh import BOKEH_PATCHES, MODELS_INIT, lazy_models_init, version_patch
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


def repack(src: Path, dst_dir: Path, drop: Callable[[str], bool] = lambda f: False,
           retag: bool = False,
           transforms: dict[str, Callable[[str], str]] | None = None) -> Path:
    """Copy a wheel without the files ``drop`` selects; ``retag`` makes it py3-none-any."""
    _name, version, _build, _tags = parse_wheel_filename(src.name)
    with zipfile.ZipFile(src) as zin:
        dist_info = _dist_info(zin.namelist())
        files = []
        for info in zin.infolist():
            fn = info.filename
            if fn.endswith("/") or fn == f"{dist_info}/RECORD" or drop(fn):
                continue
            data = zin.read(fn)
            if retag and fn == f"{dist_info}/WHEEL":
                lines = [ln for ln in data.decode().splitlines()
                         if not ln.startswith(("Tag:", "Root-Is-Purelib:"))]
                data = ("\n".join([*lines, "Root-Is-Purelib: true", "Tag: py3-none-any"])
                        + "\n").encode()
            if transforms and fn in transforms:
                data = transforms[fn](data.decode()).encode()
            files.append((info, data))
    stem = src.name.split("-")[0]
    out_name = f"{stem}-{version}-py3-none-any.whl" if retag else src.name
    return write_wheel(dst_dir / out_name, files, dist_info)


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


# --- slimming, as Panel's own scripts/build_pyodide_wheels.py does ------------------------
def _panel_drop(f: str) -> bool:
    if f.startswith("panel/tests/"):
        return True
    keep = ("panel/dist/css/", "panel/dist/assets/", "panel/dist/images/")
    return f.startswith("panel/dist/") and not f.startswith(keep)


def _bokeh_drop(f: str) -> bool:
    if f.startswith(("bokeh/sampledata/", "bokeh/server/static/")):
        return True
    if f.startswith("bokeh/core/_templates"):
        return False
    return f.endswith(("bokeh.json", ".js", ".d.ts", ".tsbuildinfo", ".map"))


def _extension_drop(f: str) -> bool:
    top = f.split("/")[0]
    return (f.endswith((".so", ".c", ".pyi")) or top.endswith(".libs")
            or top == "_yaml")


# Panel imports, at `import panel`, modules these widgets never use (about 0.35 s in
# Pyodide at every start); each patch makes one import happen on first use instead.
# Every old text must occur exactly once, else the build stops (a new Panel needs a look).
PANEL_LAZY_IMPORTS: dict[str, tuple[tuple[str, str], ...]] = {
    # unittest.mock only names a key of the hash table, which also takes qualified names
    "panel/io/cache.py": (
        ("import unittest.mock\n", "\n"),
        ("    unittest.mock.Mock : ", "    'unittest.mock.Mock' : "),
    ),
    # urllib.request only serves VTK's data URLs
    "panel/pane/vtk/vtk.py": (
        ("from urllib.request import urlopen\n",
         "def urlopen(*args, **kwargs):  # tutor site build: imported on first use\n"
         "    from urllib.request import urlopen\n"
         "    return urlopen(*args, **kwargs)\n"),
    ),
    # panel.chat and panel.template: nothing imports them at start but panel/__init__
    "panel/__init__.py": (
        ("from . import template  # noqa\n", ""),
        ("from .template import Template  # noqa\n", ""),
        ("from . import chat  # isort:skip noqa has to be after widgets\n",
         "\n\ndef __getattr__(name):  # tutor site build: imported on first use\n"
         "    if name in ('chat', 'template', 'Template'):\n"
         "        import importlib\n"
         "        mod = importlib.import_module('.chat' if name == 'chat' else '.template',"
         " __name__)\n"
         "        return mod.Template if name == 'Template' else mod\n"
         "    raise AttributeError(f'module {__name__!r} has no attribute {name!r}')\n\n"),
    ),
}


def replace_once(path: str, text: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """Apply ``(old, new)`` replacements, each ``old`` required exactly once.

    >>> replace_once("m.py", "import a\\nx = a.b\\n", (("import a\\n", ""),))
    'x = a.b\\n'
    >>> replace_once("m.py", "x = 1\\n", (("import a\\n", ""),))
    Traceback (most recent call last):
    tutor.site.progress.BuildError: m.py changed: 'import a\\n' occurs 0 times, not once
    """
    for old, new in pairs:
        if text.count(old) != 1:
            raise BuildError(f"{path} changed: {old!r} occurs {text.count(old)} times, not once")
        text = text.replace(old, new)
    return text


def _patcher(path: str, pairs: tuple[tuple[str, str], ...]) -> Callable[[str], str]:
    return lambda text: replace_once(path, text, pairs)


def _bokeh_transforms(src: Path) -> dict[str, Callable[[str], str]]:
    """Bokeh imported less at start (:mod:`tutor.site.lazy_bokeh`)."""
    version = str(parse_wheel_filename(src.name)[1])
    with zipfile.ZipFile(src) as z:
        lazy_init = lazy_models_init(lambda name: z.read(name).decode())
    patches = {**BOKEH_PATCHES, "bokeh/__init__.py": version_patch(version)}
    out = {path: _patcher(path, pairs) for path, pairs in patches.items()}
    out[MODELS_INIT] = lambda text: lazy_init
    return out


def prepare_pure(src: Path, dst_dir: Path) -> Path:
    """The shipped form of one downloaded wheel: slimmed, or stripped and re-tagged."""
    name = str(canonicalize_name(src.name.split("-")[0]))
    if name == "panel":
        return repack(src, dst_dir, drop=_panel_drop,
                      transforms={path: _patcher(path, pairs)
                                  for path, pairs in PANEL_LAZY_IMPORTS.items()})
    if name == "bokeh":
        return repack(src, dst_dir, drop=_bokeh_drop, transforms=_bokeh_transforms(src))
    if name in ("pyyaml", "markupsafe"):
        return repack(src, dst_dir, drop=_extension_drop, retag=True)
    return src


# --- the project's own wheel ----------------------------------------------------------------
SHIPPED_SITE_MODULES = ("tutor/site/__init__.py", "tutor/site/pyodide_app.py",
                        "tutor/site/later_files.py", "tutor/site/lazy_numpy.py",
                        "tutor/site/boards_runtime.py")


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
            "Summary: Card Rules Tutor (rules core + Panel widgets)\n").encode()
    wheel = b"Wheel-Version: 1.0\nGenerator: tutor.site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files.append((zipfile.ZipInfo(f"{dist_info}/METADATA", date_time=FIXED_DATE), meta))
    files.append((zipfile.ZipInfo(f"{dist_info}/WHEEL", date_time=FIXED_DATE), wheel))
    dst_dir.mkdir(parents=True, exist_ok=True)
    return write_wheel(dst_dir / f"card_rules_tutor-{version}-py3-none-any.whl", files, dist_info)
