"""The lesson pages' Python memory snapshot, made at build time (issue 14).

Pyodide can save Python's whole WebAssembly memory and start from it instead of starting
Python and importing. A lesson page's Python is the same after its imports on every visit,
so the build makes that memory once, inside the site's own Pyodide under Node
(``assets/make_snapshot.mjs``), right after ``import tutor.site.pyodide_app``; the page's
worker fetches it beside the first bundle and restores it (``assets/worker.js``).

It is a build artifact like the others: gzipped, named by its sha256, fetched with
``integrity``, counted in the build id, and reproducible (the same inputs give the same
bytes: the hash seed, ``random``'s generator and the clock are fixed while it is made;
``tests/test_site_snapshot.py`` makes it again and compares).
"""

from __future__ import annotations

import gzip
import hashlib
import struct
import tempfile
from pathlib import Path
from typing import Any

from tutor.site.node import run_node
from tutor.site.progress import BuildError

MAGIC = 1886286592
"""Pyodide 0.27's snapshot header starts with this number (``worker.js`` checks it too)."""
WASM_PAGE = 65536


def looks_whole(raw: bytes) -> bool:
    """Whether ``raw`` is a whole Pyodide 0.27 snapshot: its magic number, a header shorter
    than one WebAssembly page, then whole pages of memory (the check ``worker.js`` makes).

    >>> head = struct.pack("<II", MAGIC, 64)
    >>> looks_whole(head + bytes(64 - 8) + bytes(16 * WASM_PAGE))
    True
    >>> looks_whole(head + bytes(64 - 8) + bytes(16 * WASM_PAGE - 1))
    False
    >>> looks_whole(struct.pack("<II", 7, 64) + bytes(56 + 16 * WASM_PAGE))
    False
    """
    if len(raw) < 16 * WASM_PAGE:
        return False
    magic, start = struct.unpack_from("<II", raw)
    return bool(magic == MAGIC and start < WASM_PAGE and (len(raw) - start) % WASM_PAGE == 0)


def make_snapshot(pyodide_dir: Path, first_bundle: Path) -> bytes:
    """Python's memory after the page's imports, from the site's Pyodide and first bundle."""
    with tempfile.TemporaryDirectory(prefix="tutor-snapshot-") as tmp:
        out = Path(tmp) / "snapshot"
        run_node("make_snapshot.mjs", [str(pyodide_dir), str(first_bundle), str(out)])
        raw = out.read_bytes()
    if not looks_whole(raw):
        raise BuildError(f"make_snapshot.mjs wrote {len(raw)} bytes that are not a whole "
                         "Pyodide memory snapshot")
    return raw


def write_snapshot(pyodide_dir: Path, first_bundle: str) -> dict[str, Any]:
    """Make the snapshot and write it gzipped into ``pyodide_dir``, named by its sha256.

    Returns the file's name, its sha256 (the worker fetches it with ``integrity``), and
    its sizes unpacked and gzipped.
    """
    raw = make_snapshot(pyodide_dir, pyodide_dir / first_bundle)
    data = gzip.compress(raw, compresslevel=6, mtime=0)
    digest = hashlib.sha256(data).hexdigest()
    path = pyodide_dir / f"python-snapshot-{digest[:16]}.snapshot"
    path.write_bytes(data)
    return {"file": path.name, "sha256": digest, "size": len(raw), "gz": len(data)}
