"""The class's projector under Panel (``panel serve``): Panel's ``Board`` draws the board with
the page's JavaScript (``board_events.js``), so the room's keys (``room_keys``), the
``<body>`` class and the page-wide CSS work there as on the site, from the board's own
fields, with no component of its own.

Run under the shared lock: ``flock /tmp/tutor-browser.lock .venv/bin/python -m pytest -q
tests/test_class_board_panel_browser.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.panel_apps import SHOTS, free_port, launch, serve

pytestmark = pytest.mark.browser

PLAN = "1~g:holdem,omaha5,stud7~k:quiz,name-hand,bring-in~n:6~s:31~h:6"
APP = f"""
from tutor.ui.widgets import make_widget

make_widget("teach-class", None, "en",
            query={{"plan": [{PLAN!r}], "view": ["projector"]}}).servable()
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    script = Path(tmp_path_factory.mktemp("projector")) / "projector.py"
    script.write_text(APP, encoding="utf-8")
    port = free_port()
    url = f"http://127.0.0.1:{port}/projector"
    yield from serve([sys.executable, "-m", "panel", "serve", str(script), "--port", str(port),
                      "--address", "127.0.0.1"], url, url)


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    yield from launch(playwright)


def test_the_projector_takes_the_rooms_keys_and_the_page_under_panel(browser: Any,
                                                                     server: str) -> None:
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    try:
        page.goto(server)
        page.locator(".tt-proj").wait_for(timeout=30_000)
        assert page.evaluate("document.body.classList.contains('tutor-projector')")
        assert page.evaluate("document.head.querySelectorAll('style[data-tutor-page-css]')"
                             ".length") == 1
        answer = page.locator(".tt-proj-answer")
        assert answer.count() == 0
        # the R key by its position, the focus on the page itself (not in the board)
        page.evaluate("() => window.dispatchEvent(new KeyboardEvent('keydown',"
                      " {key: 'к', code: 'KeyR', bubbles: true}))")
        answer.wait_for(timeout=20_000)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "teach-projector-panel-1920-en.png"))
        page.keyboard.press("ArrowRight")
        page.locator(".tt-class-nav").get_by_text("Deal 2 of").wait_for(timeout=20_000)
        assert answer.count() == 0
    finally:
        page.close()
