"""``tutor serve``: serve ``site/`` on 127.0.0.1 (building it first when it is missing or stale).

Any static server works for the built site; this one only adds the right MIME types
(``.wasm``, ``.mjs``, ``.whl``), ``Cache-Control: no-cache`` (the service worker does the
caching; a new build is never hidden by a stale HTTP cache) and, for benchmarks, a
count of the bytes sent.
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from tutor.site.build import build_site, repo_root

MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".whl": "application/zip", ".json": "application/json", ".zip": "application/zip"}

RequestLog = Callable[[int, int, str], None]


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with MIME types for Pyodide, no-cache, quiet logs, optional byte count."""

    extensions_map = {  # noqa: RUF012  (the base class declares it so)
        **http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    request_log: ClassVar[RequestLog | None] = None

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        sent = 0
        try:
            while block := source.read(1 << 16):
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
                request_log: RequestLog | None = None) -> http.server.ThreadingHTTPServer:
    """A threading HTTP server for ``site`` (call ``serve_forever`` or use ``start_server``)."""
    handler = type("Handler", (SiteHandler,), {"request_log": staticmethod(request_log)
                                               if request_log else None})
    http.server.ThreadingHTTPServer.allow_reuse_address = True
    return http.server.ThreadingHTTPServer((host, port),
                                           functools.partial(handler, directory=str(site)))


def start_server(site: Path, port: int = 0,
                 request_log: RequestLog | None = None) -> tuple[http.server.ThreadingHTTPServer,
                                                                 str]:
    """Serve ``site`` from a background thread; return the server and its base URL."""
    server = make_server(site, port, request_log=request_log)
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
        print(f"tutor serve: no index.html in {site}", file=sys.stderr)
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
