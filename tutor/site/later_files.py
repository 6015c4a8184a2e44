"""The package files a page does not read at start, written into site-packages when first asked for.

Runs inside the page's Pyodide (and under CPython in the tests). The build splits the
package bundle in two (:mod:`tutor.site.bundle`): the files that starting the runtime
and building every kind of widget reads (traced at build time under Pyodide), which
the worker writes before Python starts, and the rest ("later": numpy's random, linalg
and fft, requests, markdown, ...), about 60 % of the files, which most visits never
read. The later files are fetched only when Python asks for one of them:

- an import of a module that lives in them (a finder at the end of ``sys.meta_path``,
  asked only after the normal finders found nothing);
- opening one of them, or listing a folder that holds some of them outside the import
  system (an audit hook on ``open``, ``os.listdir`` and ``os.scandir``).

Then ``fetch()`` returns the later bundle (gzipped, the format of
:mod:`tutor.site.bundle`), its sha256 is checked, every file is written, and the import
or the open goes on as if the files had been there from the start. A file that is only
looked at with ``os.stat`` is not noticed (there is no audit event for it): the trace
records such files as read at start.

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> later = LaterFiles(root, ["pkg/__init__.py", "pkg/data.txt"], "", lambda: b"")
>>> sorted(later.modules)
['pkg']
>>> later.holds_dir(str(root / "pkg")), later.holds_dir(str(root / "other"))
(True, False)
"""

from __future__ import annotations

import importlib
import importlib.machinery
import json
import struct
import sys
import types
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

MODULE_SUFFIXES = (".py", ".pyc", ".so")


class LaterFilesError(ImportError):
    """The later files could not be fetched or did not match their sha256."""


def module_name(path: str) -> str | None:
    """The module a file of site-packages defines, or None for a data file.

    >>> module_name("numpy/random/__init__.pyc")
    'numpy.random'
    >>> module_name("numpy/random/_pcg64.cpython-312-wasm32-emscripten.so")
    'numpy.random._pcg64'
    >>> module_name("markdown/core.pyc"), module_name("panel/dist/panel.min.js")
    ('markdown.core', None)
    """
    if not path.endswith(MODULE_SUFFIXES):
        return None
    folder, _, base = path.rpartition("/")
    parts = [*(folder.split("/") if folder else []), base.split(".", 1)[0]]
    if parts[-1] == "__init__":
        parts = parts[:-1]
    if not parts or not all(p.isidentifier() for p in parts):
        return None
    return ".".join(parts)


class LaterFiles:
    """The later files of one runtime: what they are, and writing them once when needed."""

    def __init__(self, site_packages: Path, paths: Sequence[str], sha256: str,
                 fetch: Callable[[], bytes]) -> None:
        self.root = Path(site_packages)
        base = str(self.root).rstrip("/")
        self.paths = frozenset(f"{base}/{p}" for p in paths)
        self.sha256 = sha256
        self.fetch = fetch
        self.written = False
        self.modules: set[str] = set()
        self.dirs: set[str] = set()
        folders: set[str] = set()
        for p in paths:  # plain strings: this runs on the page's critical path
            name = module_name(p)
            if name is not None:
                self.modules.add(name)
            folders.add(p.rpartition("/")[0])
        for folder in folders:
            while folder and folder not in self.dirs:
                self.dirs.add(folder)
                self.modules.add(folder.replace("/", "."))  # a folder may be a package
                folder = folder.rpartition("/")[0]
        self.dirs = {f"{base}/{d}" for d in self.dirs}

    def holds_dir(self, path: str) -> bool:
        """Whether the folder ``path`` (or one below it) holds later files."""
        return path.rstrip("/") in self.dirs

    def ensure(self, why: str) -> None:
        """Fetch, check and write the later files (once); ``why`` names what asked."""
        if self.written:
            return
        import gzip  # here, not at start: the page's first import waits for this module
        import hashlib

        self.written = True  # an import made while writing must not fetch again
        try:
            data = bytes(self.fetch())
        except Exception as err:
            self.written = False
            raise LaterFilesError(f"the rest of the packages could not be fetched "
                                  f"({why} needs them): {err}") from err
        digest = hashlib.sha256(data).hexdigest()
        if self.sha256 and digest != self.sha256:
            self.written = False
            raise LaterFilesError(f"the rest of the packages did not match their sha256 "
                                  f"({why} needs them): got {digest[:16]}…, "
                                  f"expected {self.sha256[:16]}…")
        write_bundle(self.root, gzip.decompress(data))
        importlib.invalidate_caches()
        print(f"tutor: the rest of the packages written ({why} asked for them)",
              file=sys.stderr)


def write_bundle(root: Path, raw: bytes) -> int:
    """Write an unzipped bundle's files under ``root``; return how many.

    >>> import tempfile
    >>> head = json.dumps({"files": [["a/b.txt", 2]]}).encode()
    >>> root = Path(tempfile.mkdtemp())
    >>> write_bundle(root, struct.pack("<I", len(head)) + head + b"hi")
    1
    >>> (root / "a" / "b.txt").read_text()
    'hi'
    """
    (n,) = struct.unpack("<I", raw[:4])
    files = json.loads(raw[4:4 + n])["files"]
    at = 4 + n
    for path, size in files:
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(raw[at:at + size])
        at += size
    if at != len(raw):
        raise LaterFilesError(f"the rest of the packages: {len(raw) - at} bytes left over")
    return len(files)


class _Finder:
    """Asked last: a module of the later files is imported before they were written."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: types.ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        later = _current
        if later is None or later.written or fullname not in later.modules:
            return None
        later.ensure(f"import {fullname}")
        return importlib.machinery.PathFinder.find_spec(fullname, path, target)


_current: LaterFiles | None = None
_hooked = False
_IMPORT_SYSTEM = "<frozen importlib._bootstrap_external>"


def _audit(event: str, args: tuple[Any, ...]) -> None:
    later = _current
    if later is None or later.written:
        return
    if event == "open":
        path, mode = args[0], args[1]
        reads = mode is None or "r" in mode or "+" in mode  # writing one is not asking for it
        if reads and isinstance(path, str) and path in later.paths:
            later.ensure(f"open {path}")
    elif event in ("os.listdir", "os.scandir"):
        path = args[0]
        if isinstance(path, str) and later.holds_dir(path) \
                and sys._getframe(1).f_code.co_filename != _IMPORT_SYSTEM:
            later.ensure(f"listing {path}")


def install(later: LaterFiles | None) -> None:
    """Make ``later`` the runtime's later files (None: there are none)."""
    global _current, _hooked
    _current = later
    if later is None:
        return
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.append(_Finder())
    if not _hooked:  # an audit hook cannot be removed: one for the process, reading _current
        sys.addaudithook(_audit)
        _hooked = True


def is_written() -> bool:
    """Whether the later files are written (or there are none)."""
    return _current is None or _current.written


def mark_written() -> None:
    """The worker wrote the later files itself (in the background, once the page had been
    answered): imports and opens need not fetch them any more."""
    if _current is not None:
        _current.written = True
        importlib.invalidate_caches()


def install_from_js(site_packages: str, paths_json: str, sha256: str,
                    fetch: Callable[[], Any]) -> None:
    """The worker's entry point: ``fetch()`` returns the later bundle's bytes (a JS buffer)."""
    def fetch_bytes() -> bytes:
        got = fetch()
        return bytes(got.to_py() if hasattr(got, "to_py") else got)

    install(LaterFiles(Path(site_packages), json.loads(paths_json), sha256, fetch_bytes))
