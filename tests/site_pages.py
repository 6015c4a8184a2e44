"""The built site in Debian's Chromium: the fixtures and helpers its browser tests share.

``conftest.py`` registers this module as a plugin, so every test file has the fixtures
``server`` (the built site on 127.0.0.1), ``trap`` (an off-site trap that catches any request
leaving 127.0.0.1), ``browser`` (Chromium through the trap, skipped where Chromium is not
installed) and ``visit`` (a :class:`Visit`); a module that needs another server or browser
(the Panel apps' tests) defines its own under the same name. ``wait_ready``,
``wait_controlled``, ``Visit``, ``SHOTS`` and ``READY_MS`` are imported by name.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tutor.site.browser import CHROMIUM, OffsiteTrap, launch

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "artifacts" / "screenshots"
READY_MS = 180_000


def wait_ready(page: Any, timeout: int = READY_MS) -> None:
    """Wait until Python answers every widget of the page (``window.tutorReady``).

    A page that shows its own error instead fails at once, with the page's message,
    rather than after the whole timeout.
    """
    page.wait_for_function(
        "() => window.tutorReady !== undefined || document.querySelector('.tutor-error')",
        timeout=timeout)
    errors = page.locator(".tutor-error")
    if errors.count():
        pytest.fail(f"{page.url}: {errors.first.inner_text()}")



def wait_controlled(page: Any, build: str | None = None, timeout: int = READY_MS) -> None:
    """Wait until the site's service worker is active and controls ``page`` (and, given a
    ``build`` id, until that build's cache exists): what a visit must reach before it is
    kept for use offline."""
    page.wait_for_function(
        "async () => { const r = await navigator.serviceWorker.ready;"
        " return r.active !== null && navigator.serviceWorker.controller !== null }",
        timeout=timeout)
    if build is not None:
        page.wait_for_function(f"async () => (await caches.keys()).includes('tutor-{build}')",
                               timeout=timeout)

@pytest.fixture(scope="session")
def server(built_site: Path) -> Iterator[str]:
    from tutor.site.serve import start_server

    srv, url = start_server(built_site, 0)
    yield url
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="session")
def trap() -> Iterator[OffsiteTrap]:
    t = OffsiteTrap()
    yield t
    t.close()


@pytest.fixture(scope="session")
def browser(playwright: Any, trap: OffsiteTrap) -> Iterator[Any]:
    if not Path(CHROMIUM).exists():  # pragma: no cover
        pytest.skip("Debian chromium is not installed")
    b = launch(playwright, trap)
    yield b
    b.close()


class Visit:
    """A browser context that records console errors and every request it sees."""

    def __init__(self, browser: Any, base: str, service_workers: str = "allow") -> None:
        self.base = base
        self.ctx = browser.new_context(viewport={"width": 1100, "height": 900},
                                       service_workers=service_workers)
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.ctx.on("request", lambda r: self.requests.append(r.url))
        self.page = self.new_page()

    def new_page(self) -> Any:
        page = self.ctx.new_page()
        page.on("console", lambda m: m.type == "error" and self.errors.append(
            f"{page.url}: {m.text}"))
        page.on("pageerror", lambda e: self.errors.append(f"{page.url}: {e}"))
        page.on("worker", lambda w: w.on("request", lambda r: self.requests.append(r.url)))
        return page

    def open(self, path: str, widgets: bool | None = None) -> Any:
        page = self.page
        page.goto(self.base + path)
        has = page.locator(".tutor-widget").count() > 0 if widgets is None else widgets
        if has:
            wait_ready(page)
        return page

    def close(self) -> None:
        self.ctx.close()


@pytest.fixture
def visit(browser: Any, server: str) -> Iterator[Visit]:
    v = Visit(browser, server)
    yield v
    v.close()
