"""The package files a page does not read at start, written into site-packages when first asked for.

Runs inside the page's Pyodide (and under CPython in the tests). The build splits the
package bundle in two (:mod:`tutor.site.bundle`): the files that starting the runtime
and building every kind of widget reads (traced at build time under Pyodide), which
the worker writes before Python starts, and the rest ("later": numpy, which the pages
import only when first used, requests, markdown, ...), about 70 % of the files, which
most visits never read. The later files are fetched only when Python asks for one of them:

- an import of a module that lives in them (a finder at the end of ``sys.meta_path``,
  asked only after the normal finders found nothing);
- opening one of them, or listing a folder that holds some of them outside the import
  system (``open``, ``io.open``, ``os.listdir`` and ``os.scandir`` are watched until the
  files are written, then put back; an audit hook would do the same but is called at
  every ``id()`` for good: 4,000 times in building one page's widgets).

Then ``fetch()`` returns the later bundle (gzipped, the format of
:mod:`tutor.site.bundle`), its sha256 is checked, every file is written, and the import
or the open goes on as if the files had been there from the start. A file that is only
looked at with ``os.stat`` is not noticed: the trace records such files as read at start.

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> later = LaterFiles(root, ["pkg/__init__.py", "pkg/data.txt"], "", lambda: b"")
>>> sorted(later.modules)
['pkg']
>>> later.holds_dir(str(root / "pkg")), later.holds_dir(str(root / "other"))
(True, False)
"""

from __future__ import annotations

import builtins
import importlib
import importlib.machinery
import importlib.util
import io
import json
import os
import struct
import sys
import types
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tutor.errors import TutorError
from tutor.texts import N_

MODULE_SUFFIXES = (".py", ".pyc", ".so")


class LaterFilesError(TutorError, ImportError):
    """The later files could not be fetched or did not match their sha256.

    An import error (the finder raises it) whose message comes from the catalogue: the
    page shows it in its language (:func:`tutor.site.pyodide_app.error_message`).

    >>> err = LaterFilesError(NOT_FETCHED, why="import numpy", err="HTTP 503")
    >>> print(err); print(err.text("ru"))
    the rest of the packages could not be fetched (import numpy needs them): HTTP 503
    не удалось получить остальные пакеты (они нужны для import numpy): HTTP 503
    """


NOT_FETCHED = N_("the rest of the packages could not be fetched ({why} needs them): {err}")
NOT_MATCHING = N_("the rest of the packages did not match their sha256 ({why} needs them): "
                  "got {got}…, expected {expected}…")
LEFT_OVER = N_("a package bundle: {n} bytes left over")


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
            raise LaterFilesError(NOT_FETCHED, why=why, err=err) from err
        digest = hashlib.sha256(data).hexdigest()
        if self.sha256 and digest != self.sha256:
            self.written = False
            raise LaterFilesError(NOT_MATCHING, why=why, got=digest[:16],
                                  expected=self.sha256[:16])
        write_bundle(self.root, gzip.decompress(data))
        refresh_path_finders()
        _unwatch_when_all_written()
        print(f"tutor: the rest of the packages written ({why} asked for them)",
              file=sys.stderr)


def refresh_path_finders() -> None:
    """Let imports see files written since Python last looked: what
    ``importlib.invalidate_caches()`` does for the folders on ``sys.path`` and in packages,
    without importing ``importlib.metadata`` to reset its own cache (that import alone, with
    ``email`` and ``calendar``, takes 0.15-0.25 s in the page's Pyodide). Once something
    has imported it, the whole reset is done.

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> sys.path.append(folder)
    >>> importlib.util.find_spec("tutor_written_later") is None
    True
    >>> _ = (Path(folder) / "tutor_written_later.py").write_text("X = 1")
    >>> refresh_path_finders()
    >>> importlib.util.find_spec("tutor_written_later").name
    'tutor_written_later'
    >>> sys.path.remove(folder)
    """
    if "importlib.metadata" in sys.modules:  # nothing left to import: the whole reset
        importlib.invalidate_caches()
        return
    for entry, finder in list(sys.path_importer_cache.items()):
        if finder is None:  # a folder that did not exist then: look again
            del sys.path_importer_cache[entry]
        elif hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


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
    _, files = read_bundle(raw)
    for path, data in files:
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return len(files)


def read_bundle(raw: bytes) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
    """An unzipped bundle's index and its files, in order (the format of
    :mod:`tutor.site.bundle`: ``uint32 n`` · ``n`` bytes of JSON · the files' bytes).

    >>> head = json.dumps({"files": [["a", 1], ["b", 2]], "later": ["c"]}).encode()
    >>> read_bundle(struct.pack("<I", len(head)) + head + b"xyy")
    ({'files': [['a', 1], ['b', 2]], 'later': ['c']}, [('a', b'x'), ('b', b'yy')])
    """
    (n,) = struct.unpack("<I", raw[:4])
    head = json.loads(raw[4:4 + n])
    files = []
    at = 4 + n
    for path, size in head["files"]:
        files.append((path, raw[at:at + size]))
        at += size
    if at != len(raw):
        raise LaterFilesError(LEFT_OVER, n=len(raw) - at)
    return head, files


class _Finder:
    """Asked last: a module of the later files is imported before they were written."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: types.ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        for later in list(_parts.values()):
            if later.written or fullname not in later.modules:
                continue
            later.ensure(f"import {fullname}")
            spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
            if spec is None and "." in fullname:
                # a module written beside a package that lives elsewhere (the standard
                # library's zip): its package's __path__ does not name the folder
                folder = later.root.joinpath(*fullname.split(".")[:-1])
                spec = importlib.machinery.PathFinder.find_spec(fullname, [str(folder)], target)
            return spec
        return None


_parts: dict[str, LaterFiles] = {}
"""The runtime's later files, by name: ``later`` (the packages' rest, which the worker also
writes in the background) and ``stdlib`` (the standard library's rest, only when asked for)."""
_REAL: dict[str, Any] = {}
"""The functions the watchers stand in for while the later files are not written."""


def _reads(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    mode = args[0] if args else kwargs.get("mode", "r")
    return not isinstance(mode, str) or "+" in mode or not any(c in mode for c in "wax")


def _watch_open(real: Callable[..., Any]) -> Callable[..., Any]:
    def open_(file: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(file, (str, os.PathLike)):
            path = os.fspath(file)
            for later in list(_parts.values()):
                if not later.written and path in later.paths and _reads(args, kwargs):
                    later.ensure(f"open {path}")  # writing one is not asking
        return real(file, *args, **kwargs)
    return open_


def _watch_listing(real: Callable[..., Any]) -> Callable[..., Any]:
    def listing(path: Any = ".") -> Any:
        if isinstance(path, (str, os.PathLike)):
            folder = os.fspath(path)
            for later in list(_parts.values()):
                if not later.written and isinstance(folder, str) and later.holds_dir(folder):
                    later.ensure(f"listing {folder}")
        return real(path)
    return listing


_PLACES: dict[str, tuple[Any, str, Callable[[Callable[..., Any]], Callable[..., Any]]]] = {
    "builtins.open": (builtins, "open", _watch_open),
    "io.open": (io, "open", _watch_open),
    "os.listdir": (os, "listdir", _watch_listing),
    "os.scandir": (os, "scandir", _watch_listing),
}
"""Where code outside the import system opens or lists files (pathlib goes through io.open
and os.scandir; the import system uses the posix module itself and its own finder below)."""


def _watch() -> None:
    for name, (owner, attr, wrap) in _PLACES.items():
        if name not in _REAL:
            _REAL[name] = getattr(owner, attr)
            setattr(owner, attr, wrap(_REAL[name]))


def _unwatch() -> None:
    """Put the real functions back: once the files are written, nothing is left to watch
    (an audit hook, which cannot be removed, would be called at every ``id()`` for good)."""
    for name, real in list(_REAL.items()):
        owner, attr, _ = _PLACES[name]
        setattr(owner, attr, real)
        del _REAL[name]


def _unwatch_when_all_written() -> None:
    if all(later.written for later in _parts.values()):
        _unwatch()


def install(later: LaterFiles | None, name: str = "later") -> None:
    """Make ``later`` the runtime's later files called ``name`` (None: there are none at all,
    of any name)."""
    if later is None:
        _parts.clear()
        _unwatch()
        return
    _parts[name] = later
    if later.written:
        _unwatch_when_all_written()
        return
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.append(_Finder())
    _watch()


def is_written(name: str = "later") -> bool:
    """Whether the later files called ``name`` are written (or there are none)."""
    later = _parts.get(name)
    return later is None or later.written


def mark_written(name: str = "later") -> None:
    """The worker wrote the later files called ``name`` itself (in the background, once the
    page had been answered): imports and opens need not fetch them any more."""
    later = _parts.get(name)
    if later is not None:
        later.written = True
        refresh_path_finders()
    _unwatch_when_all_written()


def install_from_js(site_packages: str, paths_json: str, sha256: str,
                    fetch: Callable[[], Any], name: str = "later") -> None:
    """The worker's entry point: ``fetch()`` returns the later bundle's bytes (a JS buffer)."""
    def fetch_bytes() -> bytes:
        got = fetch()
        return bytes(got.to_py() if hasattr(got, "to_py") else got)

    install(LaterFiles(Path(site_packages), json.loads(paths_json), sha256, fetch_bytes), name)
