"""Gzipped copies of the site's files, for servers that send them encoded.

``tutor serve`` (and static hosts configured to) answer ``x.wasm`` with ``x.wasm.gz``
and ``Content-Encoding: gzip`` when the browser accepts it: the WebAssembly and
``pyodide.asm.js`` shrink to a quarter or less, the pages (with their widgets' first
states) and the theme's styles to a fifth. The browser inflates before anything
else sees the bytes, so the service worker's cache and the ``integrity`` checks see
the original file.

Vendor files (at least 64 KB) are compressed after the build's last change to them, and
so are part of the build id; the site's own text files (at least 1 KB: pages, styles,
scripts, the search index) once the build id is stamped into them. They are made
reproducibly (gzip level 9, no name, mtime 0) and checked at the end of the build: each one
must inflate to exactly the file beside it.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from tutor.site.progress import BuildError

SUFFIXES = (".js", ".mjs", ".wasm", ".zip", ".css", ".json")
"""Kinds of file worth compressing (``.bundle`` is gzip already, ``.whl`` a zip)."""
SITE_SUFFIXES = (*SUFFIXES, ".html", ".svg", ".xml", ".txt", ".ico")
"""The same, for the whole site: the pages, the theme's styles and scripts and the
search index go gzipped too, as a static host that gzips would send them."""
MIN_SIZE = 64 * 1024
SITE_MIN_SIZE = 1024
MIN_SAVING = 0.10
"""A copy is kept only when it is at least this much smaller than the file."""


def gzip_bytes(data: bytes) -> bytes:
    """Reproducible gzip: the same bytes in give the same bytes out.

    >>> gzip_bytes(b"abc" * 1000) == gzip_bytes(b"abc" * 1000)
    True
    >>> gzip.decompress(gzip_bytes(b"hello"))
    b'hello'
    """
    return gzip.compress(data, compresslevel=9, mtime=0)


def gzip_beside(p: Path, min_size: int = MIN_SIZE) -> Path | None:
    """Write ``p.gz`` beside ``p`` when ``p`` is at least ``min_size`` bytes and its gzip at
    least :data:`MIN_SAVING` smaller; return it (else None, and no copy is left)."""
    data = p.read_bytes()
    gz = p.with_name(p.name + ".gz")
    packed = gzip_bytes(data) if len(data) >= min_size else b""
    if not packed or len(packed) > (1 - MIN_SAVING) * len(data):
        gz.unlink(missing_ok=True)
        return None
    gz.write_bytes(packed)
    return gz


def precompress(folders: list[Path], suffixes: tuple[str, ...] = SUFFIXES,
                min_size: int = MIN_SIZE) -> list[Path]:
    """Write ``name.gz`` beside each large compressible file under ``folders``; return them."""
    made = []
    for folder in folders:
        for p in sorted(folder.rglob("*")):
            if p.is_file() and p.suffix in suffixes:
                gz = gzip_beside(p, min_size)
                if gz is not None:
                    made.append(gz)
    return made


def check_precompressed(site: Path) -> int:
    """Every ``.gz`` of the site inflates to exactly the file beside it; return how many.

    Raises ``BuildError`` naming the first copy that has no original or differs from it.
    """
    n = 0
    for gz in sorted(site.rglob("*.gz")):
        original = gz.with_name(gz.name[: -len(".gz")])
        rel = gz.relative_to(site).as_posix()
        if not original.is_file():
            raise BuildError(f"{rel}: a gzipped copy without the file it copies")
        try:
            same = gzip.decompress(gz.read_bytes()) == original.read_bytes()
        except (OSError, EOFError) as err:
            raise BuildError(f"{rel}: not a valid gzip file ({err})") from err
        if not same:
            raise BuildError(f"{rel}: does not inflate to {original.name}")
        n += 1
    return n
