"""Tutor widgets in a Panel user's own app, under ``panel serve``, in real Chromium.

The app is what a teacher would write (:data:`APP`): a quiz and a ladder from
``tutor.ui`` and a Panel ``IntSlider`` that sets how many hands the quiz deals. The test
answers the quiz by mouse and sees the verdict, opens a ladder row, moves the slider from
the keyboard and sees the quiz deal that many hands; no request leaves localhost.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.panel_apps import CHROMIUM, SHOTS, free_port, launch, serve

pytestmark = pytest.mark.browser

if not Path(CHROMIUM).exists():  # pragma: no cover
    pytest.skip("Debian chromium is not installed", allow_module_level=True)
pytest.importorskip("playwright.sync_api")

APP = '''
import panel as pn

import tutor.ui

pn.extension(design="native")

quiz = tutor.ui.quiz(game="holdem", seed=21)
ladder = tutor.ui.ladder(game="shortdeck36")
hands = pn.widgets.IntSlider(label="Hands", start=2, end=6, value=3)
quiz.model.players = hands.value
hands.param.watch(lambda event: setattr(quiz.model, "players", event.new), "value")

pn.Column("# My poker class", hands, quiz, ladder).servable(title="My poker class")
'''


def _expected_winners() -> list[int]:
    """The quiz's winners as the app deals them (the same lines, in this process)."""
    import tutor.ui

    quiz = tutor.ui.quiz(game="holdem", seed=21)
    quiz.model.players = 3
    return sorted(quiz.model.question.winners)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = tmp_path_factory.mktemp("user_app") / "poker_class.py"
    app.write_text(APP, encoding="utf-8")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    yield from serve(
        [str(Path(sys.executable).with_name("panel")), "serve", str(app), "--port", str(port),
         "--address", "127.0.0.1", "--allow-websocket-origin", f"127.0.0.1:{port}"],
        url, f"{url}/poker_class")


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    yield from launch(playwright)


def test_two_tutor_widgets_and_a_slider_in_a_users_app(browser: Any, server: str) -> None:
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    errors: list[str] = []
    requests: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r.url))
    page.on("websocket", lambda ws: requests.append(ws.url))
    page.goto(f"{server}/poker_class")
    quiz = page.locator(".tt-app-quiz")
    ladder = page.locator(".tt-app-ladder")
    quiz.locator("button.tt-hand").first.wait_for(timeout=60000)
    assert quiz.locator("button.tt-hand").count() == 3  # the slider's first value

    for hand in _expected_winners():
        quiz.locator(f'button.tt-hand[data-value="{hand}"]').click()
    quiz.get_by_role("button", name="Check").click()
    quiz.locator(".tt-feedback").get_by_text("Right!").wait_for()
    assert "Score 1 of 1" in quiz.locator(".tt-score").inner_text()

    ladder.get_by_role("button", name="Flush ★").click()
    ladder.locator(".tt-details").wait_for()
    assert "Flush against Full house" in ladder.locator(".tt-details").inner_text()

    handle = page.locator(".noUi-handle").first
    handle.focus()
    handle.press("ArrowRight")
    handle.press("ArrowRight")
    quiz.locator("button.tt-hand").nth(4).wait_for(timeout=30000)  # a fifth hand dealt
    assert handle.get_attribute("aria-valuenow") in ("5", "5.0")
    assert quiz.locator("button.tt-hand").count() == 5
    assert "Right!" not in quiz.locator(".tt-feedback").inner_text()  # a fresh deal,
    assert quiz.get_by_role("button", name="Check").is_visible()  # not yet answered
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "user-app-projector.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / "user-app-phone.png"), full_page=True)

    local = (server, server.replace("http://", "ws://"), "data:", "blob:")
    assert [u for u in requests if not u.startswith(local)] == []
    assert errors == []
    page.close()
