"""Headless Debian Chromium for the site's tests and benchmark, with an off-site request trap.

Chromium is started with a proxy that points at :class:`OffsiteTrap`, a local socket
that records and refuses every request. Loopback requests bypass the proxy (Chromium's
default), so the site works normally, while any request that would leave this machine
-- from a page, a dedicated or shared worker, or the service worker -- lands in the
trap's list instead of on the network.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from typing import Any

CHROMIUM = "/usr/bin/chromium"
FLAGS = ("--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-features=Translate,OptimizationHints,MediaRouter",
         "--disable-domain-reliability", "--disable-client-side-phishing-detection",
         "--no-pings", "--disable-default-apps", "--disable-breakpad")


# Chromium's own service traffic (clock, component updates, sign-in, autofill), not the
# site's: these exact hosts are set aside; anything else in the trap is the site's fault.
BROWSER_SERVICE_HOSTS = frozenset({
    "clients2.google.com", "update.googleapis.com", "accounts.google.com",
    "content-autofill.googleapis.com", "optimizationguide-pa.googleapis.com",
    "safebrowsingohttpgateway.googleapis.com", "safebrowsing.googleapis.com",
    "sb-ssl.google.com", "redirector.gvt1.com", "edgedl.me.gvt1.com", "dl.google.com",
    "clientservices.googleapis.com", "www.googleapis.com", "android.clients.google.com",
    "connectivitycheck.gstatic.com", "www.google.com",
})


def request_host(first_line: str) -> str:
    """The host of a proxied request line.

    >>> request_host("CONNECT pypi.org:443 HTTP/1.1")
    'pypi.org'
    >>> request_host("GET http://cdn.bokeh.org/x.js HTTP/1.1")
    'cdn.bokeh.org'
    """
    parts = first_line.split()
    target = parts[1] if len(parts) > 1 else ""
    if "://" in target:
        target = target.split("://", 1)[1].split("/", 1)[0]
    return target.rsplit(":", 1)[0] if ":" in target else target


class OffsiteTrap:
    """A local 'proxy' that records the first line of every request and answers 403."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        self._sock = socket.socket()
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(16)
        self.port = int(self._sock.getsockname()[1])
        self._stop = False
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while not self._stop:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(2)
                try:
                    first = conn.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
                except OSError:
                    first = "?"
                if first:
                    self.requests.append(first)
                with contextlib.suppress(OSError):
                    conn.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n"
                                 b"Connection: close\r\n\r\n")

    def site_requests(self) -> list[str]:
        """The trapped requests, less Chromium's own service traffic."""
        return [r for r in self.requests if request_host(r) not in BROWSER_SERVICE_HOSTS]

    @property
    def proxy(self) -> str:
        """The value for Chromium's ``--proxy-server``."""
        return f"http://127.0.0.1:{self.port}"

    def close(self) -> None:
        """Stop accepting."""
        self._stop = True
        self._sock.close()


def launch(playwright: Any, trap: OffsiteTrap | None = None) -> Any:
    """Start Debian's headless Chromium (never a downloaded browser)."""
    args = list(FLAGS)
    if trap is not None:
        args.append(f"--proxy-server={trap.proxy}")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=args, headless=True)


def launch_persistent(playwright: Any, profile: str, trap: OffsiteTrap | None = None) -> Any:
    """A persistent context (on-disk profile and HTTP cache, as a normal browser has)."""
    args = list(FLAGS)
    if trap is not None:
        args.append(f"--proxy-server={trap.proxy}")
    return playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=args, headless=True,
        viewport={"width": 1100, "height": 900})
