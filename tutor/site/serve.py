"""``tutor serve``: serve ``site/`` on 127.0.0.1 (building it first when it is missing or stale).

Any static server works for the built site; this one only adds the right MIME types
(``.wasm``, ``.mjs``, ``.whl``), ``Cache-Control: no-cache`` (the service worker does the
caching; a new build is never hidden by a stale HTTP cache), the build's gzipped copy
of a large file (``x.wasm.gz`` beside ``x.wasm``, see ``tutor.site.precompress``) with
``Content-Encoding: gzip`` when the browser accepts it, and, for benchmarks, a count of
the bytes sent, a few extra in-memory files and a slow link (``tutor.site.link``).
"""

from __future__ import annotations

import email.utils
import functools
import http.server
import io
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from tutor.errors import quote
from tutor.site.build import build_site, repo_root
from tutor.site.link import Link, Pipe

MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".whl": "application/zip", ".json": "application/json", ".zip": "application/zip"}

RequestLog = Callable[[int, int, str], None]
Extra = dict[str, tuple[bytes, str]]
"""Extra files served from memory: URL path (no leading slash) -> (bytes, content type)."""


def accepts_gzip(header: str | None) -> bool:
    """True when an ``Accept-Encoding`` header allows gzip (and does not refuse it with q=0).

    >>> accepts_gzip("gzip, deflate, br, zstd")
    True
    >>> accepts_gzip("br;q=1.0, gzip;q=0")
    False
    >>> accepts_gzip(None)
    False
    """
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip()
            return not (q.startswith("q=") and float(q[2:] or 0) == 0)
    return False


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with MIME types for Pyodide, no-cache, quiet logs, optional byte count."""

    extensions_map = {  # noqa: RUF012  (the base class declares it so)
        **http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    request_log: ClassVar[RequestLog | None] = None
    extra: ClassVar[Extra] = {}  # replaced per server, never mutated
    pipe: ClassVar[Pipe | None] = None  # a slow link in front of the server (benchmarks)

    def send_head(self) -> Any:
        """The file, or its gzipped copy when there is one and the browser accepts gzip."""
        if self.pipe is not None:
            self.pipe.respond()
        rel = self.path.split("?", 1)[0].split("#", 1)[0].lstrip("/")
        if rel in self.extra:
            data, ctype = self.extra[rel]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            return io.BytesIO(data)
        path = self.translate_path(self.path)
        if os.path.isdir(path) and (rel.endswith("/") or rel == ""):
            path = os.path.join(path, "index.html")  # a page's folder: its page, gzipped too
        gz = path + ".gz"
        if (not path.endswith(".gz") and os.path.isfile(path) and os.path.isfile(gz)
                and os.path.getmtime(gz) >= os.path.getmtime(path)  # not a stale copy
                and accepts_gzip(self.headers.get("Accept-Encoding"))):
            f = open(gz, "rb")  # noqa: SIM115  (closed by the base class after copyfile)
            try:
                st = os.fstat(f.fileno())
                if self._not_modified(st.st_mtime):
                    f.close()
                    self.send_response(304)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Vary", "Accept-Encoding")
                self.send_header("Content-Length", str(st.st_size))
                self.send_header("Last-Modified", email.utils.formatdate(st.st_mtime,
                                                                         usegmt=True))
                self.end_headers()
            except Exception:
                f.close()
                raise
            return f
        return super().send_head()

    def _not_modified(self, mtime: float) -> bool:
        """``If-Modified-Since`` is at or after ``mtime`` (as the base class judges it)."""
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        return when.tzinfo is not None and int(mtime) <= when.timestamp()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        sent = 0
        pipe = self.pipe
        try:
            while block := source.read(1 << 14 if pipe else 1 << 16):
                if pipe is not None:
                    pipe.send(len(block))
                outputfile.write(block)
                sent += len(block)
        except (ConnectionResetError, BrokenPipeError):  # the browser went away: fine
            pass
        self._sent = sent

    def log_message(self, format: str, *args: Any) -> None:
        return

    def finish(self) -> None:
        super().finish()
        log = type(self).request_log
        if log is not None and getattr(self, "_status", None) is not None:
            log(self._status, getattr(self, "_sent", 0), self.path)


def make_server(site: Path, port: int = 8000, host: str = "127.0.0.1",
                request_log: RequestLog | None = None,
                extra: Extra | None = None, link: Link | None = None,
                ) -> http.server.ThreadingHTTPServer:
    """A threading HTTP server for ``site`` (call ``serve_forever`` or use ``start_server``).

    ``link``: every response waits the link's delay and shares its bandwidth
    (:mod:`tutor.site.link`).
    """
    handler = type("Handler", (SiteHandler,), {"request_log": staticmethod(request_log)
                                               if request_log else None,
                                               "extra": dict(extra or {}),
                                               "pipe": Pipe(link) if link else None})
    http.server.ThreadingHTTPServer.allow_reuse_address = True
    return http.server.ThreadingHTTPServer((host, port),
                                           functools.partial(handler, directory=str(site)))


def start_server(site: Path, port: int = 0, request_log: RequestLog | None = None,
                 extra: Extra | None = None, link: Link | None = None,
                 ) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``site`` from a background thread; return the server and its base URL."""
    server = make_server(site, port, request_log=request_log, extra=extra, link=link)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def is_stale(repo: Path, site: Path) -> bool:
    """True when the site is missing or older than the lessons, mkdocs.yml or the code."""
    marker = site / "build-report.json"
    if not marker.exists():
        return True
    built = marker.stat().st_mtime
    sources = [repo / "mkdocs.yml", *(repo / "lessons").rglob("*"),
               *(p for p in (repo / "tutor").rglob("*") if "__pycache__" not in p.parts)]
    return any(p.is_file() and p.stat().st_mtime > built for p in sources)


def serve_site(port: int = 8000, rebuild: bool = False, site: Path | None = None) -> int:
    """Build if needed, then serve until Ctrl-C."""
    if site is None:
        repo = repo_root()
        site = repo / "site"
        if rebuild or is_stale(repo, site):
            build_site(repo, site)
    if not (site / "index.html").exists():
        print(f"tutor serve: no index.html in {quote(str(site), 200)}", file=sys.stderr)
        return 1
    try:
        server = make_server(site, port)
    except OSError as err:
        print(f"tutor serve: cannot listen on 127.0.0.1:{port} ({err.strerror}); "
              "is another server running? Try --port", file=sys.stderr)
        return 1
    print(f"Serving {site} on http://127.0.0.1:{port}/ (Ctrl-C stops)", file=sys.stderr)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
