"""One archive of everything the page's runtime installs, written straight into site-packages.

``loadPackage`` unpacks each wheel with Python's ``zipfile`` inside WebAssembly (about
0.8 s for these 23 wheels on a return visit) and can only start once Python has booted.
The bundle holds the files the page runs, already unzipped, gzip-compressed as a whole: the
worker fetches it while Pyodide boots (checked with the browser's own sha256
``integrity``), the browser inflates it natively (``DecompressionStream``) and
``loadPyodide``'s ``fsInit`` hook writes the files into site-packages from JavaScript
before the interpreter starts.

Format (then gzip): ``uint32 little-endian n`` · ``n`` bytes of JSON ``{"files":
[[path, size], ...]}`` (paths relative to site-packages) · the files' bytes, in order.
The wheels stay in the site with their lock (the fallback when the bundle cannot be
used, and the record of what is shipped).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import struct
import zipfile
from pathlib import Path
from typing import Any

from tutor.site.progress import BuildError


def closure(lock: dict[str, Any], roots: tuple[str, ...]) -> list[str]:
    """The lock's packages ``roots`` need, sorted.

    >>> closure({"packages": {"a": {"depends": ["b"]}, "b": {"depends": []},
    ...                       "c": {"depends": []}}}, ("a",))
    ['a', 'b']
    """
    packages = lock["packages"]
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in packages:
            raise BuildError(f"the runtime needs {name!r}, which the lock does not list")
        seen.add(name)
        todo.extend(packages[name]["depends"])
    return sorted(seen)


NOT_RUN = (".pyi", ".ts", ".h", ".pxd", ".a")
"""Files a wheel carries for type checkers, compilers and TypeScript builds: the page's
Python never reads them (the wheels keep them)."""
NOT_RUN_DIRS = ("bokeh/sphinxext/",)
"""Packages that only run under a tool the page does not have (Sphinx)."""
PYC = ".cpython-312.pyc"
"""The bytecode's name tag: Pyodide 0.27's CPython 3.12 compiles it (assets/compile_pyc.mjs)."""


def shipped_name(name: str, names: set[str]) -> str | None:
    """Where a wheel's file goes in the bundle, or None when the page never reads it.

    A module compiled at build time (``__pycache__/m.cpython-312.pyc`` beside ``m.py``)
    ships as the sourceless ``m.pyc``, which Python imports directly, and its source is
    left out: about 13 MB less to download, inflate and write on every first visit. The
    price is tracebacks without source lines (the wheels, the fallback, keep both).

    >>> wheel = {"m/a.py", "m/__pycache__/a.cpython-312.pyc", "m/b.py", "m/t.pyi", "m/c.css"}
    >>> {n: shipped_name(n, wheel) for n in sorted(wheel)}  # doctest: +NORMALIZE_WHITESPACE
    {'m/__pycache__/a.cpython-312.pyc': 'm/a.pyc', 'm/a.py': None, 'm/b.py': 'm/b.py',
     'm/c.css': 'm/c.css', 'm/t.pyi': None}
    >>> top = {"t.py", "__pycache__/t.cpython-312.pyc"}  # a top-level module
    >>> shipped_name("t.py", top), shipped_name("__pycache__/t.cpython-312.pyc", top)
    (None, 't.pyc')
    """
    if name.endswith(NOT_RUN) or name.startswith(NOT_RUN_DIRS):
        return None
    folder, _, base = name.rpartition("/")
    if name.endswith(".py"):
        return None if f"{folder}/__pycache__/{base[:-3]}{PYC}".lstrip("/") in names else name
    parent, _, cache_dir = folder.rpartition("/")
    if cache_dir == "__pycache__" and base.endswith(PYC):
        module = f"{parent}/{base.removesuffix(PYC)}".lstrip("/")
        if f"{module}.py" in names:
            return f"{module}.pyc"
    return name


def pack(wheels: list[Path]) -> bytes:
    """The uncompressed bundle of the wheels' files (a later wheel may not repeat a path).

    >>> import io, tempfile
    >>> buf = io.BytesIO()
    >>> with zipfile.ZipFile(buf, "w") as z:
    ...     z.writestr("m/__init__.py", "x = 1\\n")
    >>> p = Path(tempfile.mkdtemp()) / "m-1-py3-none-any.whl"
    >>> _ = p.write_bytes(buf.getvalue())
    >>> raw = pack([p])
    >>> n = struct.unpack("<I", raw[:4])[0]
    >>> json.loads(raw[4:4 + n]), raw[4 + n:]
    ({'files': [['m/__init__.py', 6]]}, b'x = 1\\n')
    """
    index: list[tuple[str, int]] = []
    blobs: list[bytes] = []
    seen: dict[str, str] = {}
    for whl in wheels:
        with zipfile.ZipFile(whl) as z:
            infos = [i for i in z.infolist() if not i.is_dir()]
            names = {i.filename for i in infos}
            for info in infos:
                name = info.filename
                if name.startswith("/") or ".." in name.split("/"):
                    raise BuildError(f"{whl.name}: unsafe path {name!r}")
                shipped = shipped_name(name, names)
                if shipped is None:
                    continue
                if shipped in seen:
                    raise BuildError(f"{shipped} is in both {seen[shipped]} and {whl.name}")
                seen[shipped] = whl.name
                data = z.read(info)
                index.append((shipped, len(data)))
                blobs.append(data)
    head = json.dumps({"files": index}, separators=(",", ":")).encode()
    return struct.pack("<I", len(head)) + head + b"".join(blobs)


def write_bundle(folder: Path, lock: dict[str, Any], roots: tuple[str, ...]) -> dict[str, Any]:
    """Write the bundle of ``roots`` (and what they depend on) into ``folder``.

    Returns what the worker needs: the file name, its sha256 (for ``integrity``) and the
    packages it holds.
    """
    names = closure(lock, roots)
    raw = pack([folder / lock["packages"][n]["file_name"] for n in names])
    data = gzip.compress(raw, compresslevel=6, mtime=0)
    digest = hashlib.sha256(data).hexdigest()
    path = folder / f"site-packages-{digest[:16]}.bundle"
    path.write_bytes(data)
    return {"file": path.name, "sha256": digest, "packages": names, "size": len(raw)}
