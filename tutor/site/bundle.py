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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tutor.site.later_files import read_bundle
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
    return frame({"files": index}, blobs)


def frame(head: dict[str, Any], blobs: list[bytes]) -> bytes:
    """``head`` (the index) and the files' bytes, in the bundle's format (read back by
    :func:`tutor.site.later_files.read_bundle`)."""
    text = json.dumps(head, separators=(",", ":")).encode()
    return struct.pack("<I", len(text)) + text + b"".join(blobs)


def always_first(path: str) -> bool:
    """Files written before Python starts whatever the trace says: the packages' metadata
    (Pyodide and ``importlib.metadata`` list it), top-level files (``.pth``, modules) and
    the tutor's own package (1.4 MB: the answers a learner gives import parts of it that
    building a widget does not, and an answer must not wait for the later files).

    >>> [always_first(p) for p in ("panel-1.9.4.dist-info/METADATA", "six.py", "numpy/a.pyc",
    ...                            "tutor/explain.pyc")]
    [True, True, False, True]
    """
    top = path.split("/", 1)[0]
    return "/" not in path or top.endswith(".dist-info") or top == "tutor"


def split(raw: bytes, first: set[str]) -> tuple[bytes, bytes]:
    """The bundle ``raw`` as two: the files in ``first`` and the others ("later").

    The first bundle's index also lists the later files' paths (``"later"``), so the page's
    Python knows, before they are written, which imports and opens must wait for them
    (:mod:`tutor.site.later_files`).

    >>> head = json.dumps({"files": [["a/x.pyc", 1], ["b/y.pyc", 2]]}).encode()
    >>> one, two = split(struct.pack("<I", len(head)) + head + b"XYY", {"a/x.pyc"})
    >>> def show(b):
    ...     n = struct.unpack("<I", b[:4])[0]
    ...     return json.loads(b[4:4 + n]), b[4 + n:]
    >>> show(one)
    ({'files': [['a/x.pyc', 1]], 'later': ['b/y.pyc']}, b'X')
    >>> show(two)
    ({'files': [['b/y.pyc', 2]]}, b'YY')
    """
    _, files = read_bundle(raw)
    now: list[tuple[str, bytes]] = []
    rest: list[tuple[str, bytes]] = []
    for path, data in files:
        (now if path in first or always_first(path) else rest).append((path, data))
    return (frame({"files": [(p, len(d)) for p, d in now], "later": [p for p, _ in rest]},
                  [d for _, d in now]),
            frame({"files": [(p, len(d)) for p, d in rest]}, [d for _, d in rest]))


def write_gzipped(folder: Path, stem: str, raw: bytes, suffix: str = ".bundle") -> dict[str, Any]:
    """Write ``raw`` gzipped (reproducibly) into ``folder`` as ``stem-<sha256[:16]><suffix>``;
    return its name, sha256 (of the gzipped bytes, for ``integrity``) and both sizes."""
    data = gzip.compress(raw, compresslevel=6, mtime=0)
    digest = hashlib.sha256(data).hexdigest()
    path = folder / f"{stem}-{digest[:16]}{suffix}"
    path.write_bytes(data)
    return {"file": path.name, "sha256": digest, "size": len(raw), "gz": len(data)}


def write_bundle(folder: Path, lock: dict[str, Any], roots: tuple[str, ...],
                 first_reads: Callable[[bytes], set[str]] | None = None) -> dict[str, Any]:
    """Write the bundle of ``roots`` (and what they depend on) into ``folder``.

    With ``first_reads`` (the files starting the runtime reads, given the whole bundle),
    only those go into the bundle written before Python starts; the others go into a
    second one (``later``) fetched when Python first asks for one of them.

    Returns what the worker needs: the file name, its sha256 (for ``integrity``), the
    packages it holds, and the later bundle's name and sha256 (or None).
    """
    names = closure(lock, roots)
    raw = pack([folder / lock["packages"][n]["file_name"] for n in names])
    later = None
    if first_reads is not None:
        raw, rest = split(raw, first_reads(raw))
        later = write_gzipped(folder, "site-packages-later", rest)
    info = write_gzipped(folder, "site-packages", raw)
    return {**info, "packages": names, "later": later}
