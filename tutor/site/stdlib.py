"""The standard library the page's Python starts with, and the rest when first asked for.

Pyodide's ``python_stdlib.zip`` (2.4 MB) holds the whole standard library as source: a
bare Pyodide boot downloads all of it and compiles, at import, every module it imports.
The page's Python imports about 170 of its 550 files: starting Pyodide, importing the
tutor and building every widget slot of the site (traced at build time under Node with
the rest of the bundle, ``assets/first_reads.mjs``), every module of it that the shipped
packages name anywhere (an answer may import what building a widget does not), and the
codecs text commonly meets. So the build writes:

- ``python_stdlib-<sha>.zip``: those modules only, compiled by Pyodide's own interpreter
  to sourceless bytecode (``assets/compile_stdlib.mjs``, as ``python -OO -X
  no_debug_ranges``: without docstrings, asserts and column positions), which the worker
  passes to ``loadPyodide`` as ``stdLibURL`` (Pyodide writes it where it writes its own
  zip, ``/lib/python312.zip``). Nothing of it is compiled in the browser: starting Python
  and importing took 1.0-1.1 s instead of 2.9-3.5 s under Node (the same machine,
  alternated); 1.0 MB instead of 2.4 MB to download;
- ``stdlib-later-<sha>.bundle``: every other file, as it is in the official zip, fetched
  only when Python first imports one of them (``tutor.site.later_files``, the part called
  ``stdlib``: written beside site-packages' files, found there even for a module of a
  package that lives in the zip, ``encodings.cp1252``).

The official zip stays in the site: the bare Pyodide boot the benchmark compares with
uses it, and it is the record of what Pyodide ships.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from tutor.site.bundle import frame, write_gzipped
from tutor.site.later_files import read_bundle
from tutor.site.node import run_node
from tutor.site.progress import BuildError

OFFICIAL = "python_stdlib.zip"
FIXED_DATE = (2020, 1, 1, 0, 0, 0)
ASSETS = Path(__file__).resolve().parent / "assets"


def module_files(modules: list[str], members: set[str]) -> list[str]:
    """The zip members that define ``modules`` (a module's file or its package's
    ``__init__.py``; frozen and built-in modules have none), sorted.

    >>> module_files(["json", "json.decoder", "re", "_frozen_importlib"],
    ...              {"json/__init__.py", "json/decoder.py", "json/tool.py", "re/__init__.py"})
    ['json/__init__.py', 'json/decoder.py', 're/__init__.py']
    """
    found = set()
    for name in modules:
        path = name.replace(".", "/")
        for member in (f"{path}.py", f"{path}/__init__.py"):
            if member in members:
                found.add(member)
    return sorted(found)


def compiled(pyodide_pkg: Path, official: Path, files: list[str], cache: Path) -> dict[str, bytes]:
    """``files`` of the official zip compiled to ``.pyc`` by Pyodide under Node (kept in the
    cache under the sha256 of the zip, the list and the script)."""
    script = (ASSETS / "compile_stdlib.mjs").read_bytes()
    listing = json.dumps(files).encode()
    key = hashlib.sha256(official.read_bytes() + listing + script).hexdigest()[:32]
    known = cache / "stdlib" / f"{key}.bundle"
    if not known.is_file():
        with tempfile.TemporaryDirectory(prefix="tutor-stdlib-") as tmp:
            (Path(tmp) / "files.json").write_bytes(listing)
            run_node("compile_stdlib.mjs", [str(pyodide_pkg), str(official),
                                            f"{tmp}/files.json", f"{tmp}/out.bundle"])
            known.parent.mkdir(parents=True, exist_ok=True)
            part = known.with_name(f"{known.name}.{os.getpid()}")
            part.write_bytes((Path(tmp) / "out.bundle").read_bytes())
            part.replace(known)  # whole or not at all
    _, pycs = read_bundle(known.read_bytes())
    if [p for p, _ in pycs] != [f[:-3] + ".pyc" for f in files]:
        raise BuildError(f"{known}: the compiled standard library does not match its list")
    return dict(pycs)


def write_zip(path: Path, files: dict[str, bytes]) -> None:
    """A zip of ``files`` (sorted, one fixed date, deflated): the same files give the same
    bytes."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=FIXED_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, files[name], compresslevel=9)


def split_stdlib(pyodide_dir: Path, pyodide_pkg: Path, modules: list[str],
                 cache: Path) -> dict[str, Any]:
    """Write the standard library the page starts with and its later rest into
    ``pyodide_dir`` (beside the official zip).

    Returns the first zip's name and sha256, its size and its modules' count, and the later
    bundle's name, sha256, sizes and paths (relative to the folder it is written into).
    """
    official = pyodide_dir / OFFICIAL
    with zipfile.ZipFile(official) as z:
        members = {i.filename: z.read(i) for i in z.infolist() if not i.is_dir()}
    first = module_files(modules, set(members))
    if not any(f.startswith("encodings/") for f in first):
        raise BuildError("the traced standard library lacks encodings: Python cannot start "
                         "without it")
    pycs = compiled(pyodide_pkg, official, first, cache)
    name_tmp = pyodide_dir / "python_stdlib-first.zip.tmp"
    write_zip(name_tmp, pycs)
    data = name_tmp.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    zip_name = f"python_stdlib-{digest[:16]}.zip"
    name_tmp.replace(pyodide_dir / zip_name)
    rest = sorted(set(members) - set(first))
    raw = frame({"files": [[p, len(members[p])] for p in rest]}, [members[p] for p in rest])
    later = write_gzipped(pyodide_dir, "stdlib-later", raw)
    return {"file": zip_name, "sha256": digest, "size": len(data), "modules": len(first),
            "official_size": official.stat().st_size, "later": {**later, "paths": rest}}
