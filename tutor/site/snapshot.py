"""The lesson pages' Python memory snapshot, made at build time.

Pyodide can save Python's whole WebAssembly memory and start from it instead of starting
Python and importing. A lesson page's Python is the same after its imports on every visit,
so the build makes that memory once, inside the site's own Pyodide under Node
(``assets/make_snapshot.mjs``), right after ``import tutor.site.pyodide_app`` and after
building the smaller ranking families' five-card lookup tables (which a page's first hands
would otherwise build); the page's worker fetches it beside the first bundle and restores
it (``assets/worker.js``).

It is a build artifact like the others: gzipped, named by its sha256, fetched with
``integrity``, counted in the build id, and reproducible (the same inputs give the same
bytes: the hash seed, ``random``'s generator and the clock are fixed while it is made;
``tests/test_site_snapshot.py`` makes it again and compares).
"""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from tutor.site.bundle import write_gzipped
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


TABLES_UP_TO_BYTES = 1_000_000
"""A ranking family's lookup tables go into the snapshot when they are this small (about
0.1-0.8 MB each); the larger ones (up to 3.1 MB) would cost every first visit more to
download than building them costs the few pages that need them."""


_MEASURE_TABLES = """
import json
from tutor.rankings import get_family
from tutor.rankings.registry import FAMILY_IDS
sizes = {}
for family_id in FAMILY_IDS:
    info = getattr(get_family(family_id), "table_info", None)
    if info is not None:
        sizes[family_id] = info()["bytes"]
print(json.dumps(sizes))
"""


def small_table_families() -> list[str]:
    """The ranking families whose tables are built before the snapshot is taken.

    Measured in a fresh Python on the host (the same tables, built by the same code): in
    the build's own process a family may already hold more tables (its best-of-seven
    ones, built for the widgets' first states), which the snapshot does not get.
    """
    done = subprocess.run([sys.executable, "-c", _MEASURE_TABLES], capture_output=True,
                          text=True, check=False, timeout=300)
    if done.returncode != 0:
        raise BuildError(f"measuring the ranking tables failed:\n{done.stderr[-2000:]}")
    sizes: dict[str, int] = json.loads(done.stdout)
    return [family for family, size in sizes.items() if size <= TABLES_UP_TO_BYTES]


def make_snapshot(pyodide_dir: Path, first_bundle: Path, families: list[str],
                  stdlib: Path | None = None) -> bytes:
    """Python's memory after the page's imports, from the site's Pyodide, first bundle and
    standard library (``stdlib``: the zip the page's Python starts with, else Pyodide's own),
    once the five-card lookup tables of ``families`` are built (a lesson page's first hands
    then no longer build them: 0.1-0.2 s in the browser for the standard ranking)."""
    with tempfile.TemporaryDirectory(prefix="tutor-snapshot-") as tmp:
        out = Path(tmp) / "snapshot"
        run_node("make_snapshot.mjs", [str(pyodide_dir), str(first_bundle), str(out),
                                       ",".join(families)] + ([str(stdlib)] if stdlib else []))
        raw = out.read_bytes()
    if not looks_whole(raw):
        raise BuildError(f"make_snapshot.mjs wrote {len(raw)} bytes that are not a whole "
                         "Pyodide memory snapshot")
    return raw


def write_snapshot(pyodide_dir: Path, first_bundle: str,
                   stdlib: str | None = None) -> dict[str, Any]:
    """Make the snapshot (with the small families' tables) and write it gzipped into
    ``pyodide_dir``, named by its sha256.

    Returns the file's name, its sha256 (the worker fetches it with ``integrity``), and
    its sizes unpacked and gzipped.
    """
    families = small_table_families()
    raw = make_snapshot(pyodide_dir, pyodide_dir / first_bundle, families,
                        pyodide_dir / stdlib if stdlib else None)
    return {**write_gzipped(pyodide_dir, "python-snapshot", raw, ".snapshot"),
            "families": families}
