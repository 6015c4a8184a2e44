"""Gzipped copies of the site's large vendor files, for servers that send them encoded.

``tutor serve`` (and static hosts configured to) answer ``x.wasm`` with ``x.wasm.gz``
and ``Content-Encoding: gzip`` when the browser accepts it: the WebAssembly and
``pyodide.asm.js`` shrink to a quarter or less. The browser inflates before anything
else sees the bytes, so the service worker's cache and the ``integrity`` checks see
the original file.

Only vendor files are compressed (they are never rewritten once assembled), after the
build's last change to them; the copies are part of the site, so the build id covers
them; they are made reproducibly (gzip level 9, no name, mtime 0) and checked at the
end of the build: each one must inflate to exactly the file beside it.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from tutor.site.progress import BuildError

SUFFIXES = (".js", ".mjs", ".wasm", ".zip", ".css", ".json")
"""Kinds of file worth compressing (``.bundle`` is gzip already, ``.whl`` a zip)."""
MIN_SIZE = 64 * 1024
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


def precompress(folders: list[Path]) -> list[Path]:
    """Write ``name.gz`` beside each large compressible file under ``folders``; return them."""
    made = []
    for folder in folders:
        for p in sorted(folder.rglob("*")):
            if not p.is_file() or p.suffix not in SUFFIXES:
                continue
            data = p.read_bytes()
            if len(data) < MIN_SIZE:
                continue
            packed = gzip_bytes(data)
            if len(packed) > (1 - MIN_SAVING) * len(data):
                continue
            gz = p.with_name(p.name + ".gz")
            gz.write_bytes(packed)
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
