"""The Raspisnoy drills and the whole game in real Chromium, against ``panel serve``.

Each drill is answered by keyboard alone in both languages; a short game
(3 players, the first 3 deals) is played to the end by keyboard in both
languages and survives a reload; axe-core finds nothing on any of the five
apps. Screenshots (phone width, projector in large mode) go to
``artifacts/screenshots/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.panel_apps import CHROMIUM, SHOTS, launch, serve_apps

pytestmark = pytest.mark.browser

APPS = ("rasp-legal", "rasp-trick", "rasp-bid", "rasp-score", "rasp-game")
KEYS = "1234567890-="
RIGHT = {"en": "Right!", "ru": "Верно!"}
OVER = {"en": "The game is over.", "ru": "Игра окончена."}

if not Path(CHROMIUM).exists():  # pragma: no cover
    pytest.skip("Debian chromium is not installed", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    yield from serve_apps(["rasp-bid", *(a for a in APPS if a != "rasp-bid")])


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    yield from launch(playwright)


class Tab:
    """A fresh browser context (empty local storage) that records console errors."""

    def __init__(self, browser: Any, width: int = 1000, height: int = 900) -> None:
        self.ctx = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.ctx.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def open(self, url: str) -> Any:
        self.page.goto(url)
        board = self.page.locator(".tt-root[role=group][tabindex='0']").first
        board.wait_for(timeout=30000)
        self.page.wait_for_timeout(300)
        return board

    def shot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    t = Tab(browser)
    yield t
    t.ctx.close()


def _wait_text(board: Any, text: str) -> None:
    board.get_by_text(text, exact=False).first.wait_for(timeout=10000)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_legal_drill_by_keyboard(server: str, tab: Tab, lang: str) -> None:
    from tutor.ui.models.rasp_drills import RaspLegalModel

    q = RaspLegalModel(seed=5).question
    board = tab.open(f"{server}/rasp-legal?lang={lang}&seed=5")
    board.focus()
    for i, c in enumerate(q.hand):
        if c in q.legality.legal:
            tab.page.keyboard.press(KEYS[i])
    tab.page.keyboard.press("Enter")
    _wait_text(board, RIGHT[lang])
    tab.shot(f"rasp-legal-checked-{lang}")
    tab.page.keyboard.press("Enter")
    board.locator("[data-action=submit]").wait_for()
    assert tab.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_trick_drill_by_keyboard(server: str, tab: Tab, lang: str) -> None:
    from tutor.ui.models.rasp_drills import RaspTrickModel

    q = RaspTrickModel(seed=6).question
    board = tab.open(f"{server}/rasp-trick?lang={lang}&seed=6")
    board.focus()
    tab.page.keyboard.press(KEYS[(q.result.winner + 1) % len(q.trick)])
    tab.page.keyboard.press("Enter")
    _wait_text(board, {"en": "Not quite.", "ru": "Не совсем."}[lang])
    assert board.locator(".tt-win").count() == 1
    tab.shot(f"rasp-trick-checked-{lang}")
    assert tab.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_bid_drill_by_keyboard(server: str, tab: Tab, lang: str) -> None:
    from tutor.ui.models.rasp_drills import RaspBidModel

    seed = next(s for s in range(50) if RaspBidModel(seed=s).question.options.refused
                and max(RaspBidModel(seed=s).question.options.refused) <= 9)
    q = RaspBidModel(seed=seed).question
    board = tab.open(f"{server}/rasp-bid?lang={lang}&seed={seed}")
    board.focus()
    for b in q.options.refused:
        tab.page.keyboard.press(str(b))
    tab.page.keyboard.press("Enter")
    _wait_text(board, RIGHT[lang])
    tab.shot(f"rasp-bid-checked-{lang}")
    assert tab.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_score_drill_by_keyboard(server: str, tab: Tab, lang: str) -> None:
    from tutor.raspisnoy.scoring import Preset
    from tutor.ui.models.rasp_drills import RaspScoreModel, points_text

    q = RaspScoreModel(seed=4).question
    board = tab.open(f"{server}/rasp-score?lang={lang}&seed=4")
    first = tab.page.locator(".tt-points-0 input").first
    first.focus()
    for i, s in enumerate(q.scores(Preset.D)):
        tab.page.keyboard.type(points_text(s.points))
        if i < len(q.took) - 1:
            tab.page.keyboard.press("Tab")
    tab.page.keyboard.press("Enter")
    tab.page.locator(".tt-rasp-score-result").get_by_text(RIGHT[lang]).wait_for(timeout=10000)
    assert board.is_visible()
    tab.shot(f"rasp-score-checked-{lang}")
    assert tab.errors == []


def _play_by_keyboard(tab: Tab, board: Any, lang: str, limit: int = 120) -> None:
    """Bid 0 (1 when refused), play the first hinted card, call the joker "1"."""
    board.focus()
    for _ in range(limit):
        html = board.inner_html()
        if OVER[lang] in board.inner_text():
            return
        if 'data-action="call"' in html:
            tab.page.keyboard.press("1")
        elif 'data-action="bid"' in html:
            tab.page.keyboard.press("0")
            tab.page.wait_for_timeout(200)
            if "tt-msg-bad" in board.inner_html():
                tab.page.keyboard.press("1")
        elif 'data-action="card"' in html:
            if "tt-hint" not in html:
                tab.page.keyboard.press("h")
                board.locator("button.tt-card.tt-hint").first.wait_for(timeout=5000)
            index = board.locator("button.tt-card.tt-hint").first.get_attribute("data-value")
            tab.page.keyboard.press(KEYS[int(index)])
        tab.page.wait_for_timeout(200)
    pytest.fail("the game did not end")


def _wait_saved(tab: Tab) -> None:
    """Wait until the kept game has stopped changing (read four times over 0.75 s): under
    load, a reload right after the last move could come before its save was written."""
    from tutor.ui.views.rasp_game import STORAGE_KEY

    last, same = None, 0
    for _ in range(120):
        now = tab.page.evaluate(f"localStorage.getItem({STORAGE_KEY!r})")
        same = same + 1 if now and now == last else 0
        if same >= 3:
            return
        last = now
        tab.page.wait_for_timeout(250)
    pytest.fail("the game was never kept in localStorage")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_short_game_by_keyboard_to_the_end_survives_a_reload(server: str, tab: Tab,
                                                               lang: str) -> None:
    url = f"{server}/rasp-game?lang={lang}&players=3&seed=1&deals=3"
    board = tab.open(url)
    _play_by_keyboard(tab, board, lang)
    sheet = board.locator("table.tt-sheet tbody tr")
    assert sheet.count() == 3
    totals = board.locator("table.tt-sheet tfoot").inner_text()
    tab.shot(f"rasp-game-over-{lang}")
    _wait_saved(tab)  # the last move's save reaches localStorage over the websocket
    board = tab.open(url)  # the same game from local storage
    _wait_text(board, OVER[lang])
    assert board.locator("table.tt-sheet tfoot").inner_text() == totals
    assert tab.errors == []


def test_a_game_in_progress_comes_back_after_a_reload(server: str, tab: Tab) -> None:
    board = tab.open(f"{server}/rasp-game?lang=en&players=4&seed=2")
    board.focus()
    tab.page.keyboard.press("0")
    tab.page.wait_for_timeout(300)
    before = board.inner_text()
    board = tab.open(f"{server}/rasp-game?lang=en&players=4&seed=2")
    _wait_text(board, "Your game was restored")
    assert "Deal 1 of 36" in board.inner_text() and "Deal 1 of 36" in before


@pytest.mark.parametrize("app", APPS)
def test_no_accessibility_violations(server: str, tab: Tab, axe_source: str, app: str) -> None:
    for lang in ("en", "ru"):
        tab.open(f"{server}/{app}?lang={lang}&seed=3")
        tab.page.add_script_tag(content=axe_source)
        found = tab.page.evaluate("""async () => (await axe.run(document,
            {resultTypes: ['violations']})).violations.map(v => v.impact + ' ' + v.id + ': '
            + v.nodes.map(n => n.html.slice(0, 80)).join(' | '))""")
        assert found == [], (app, lang)
    assert tab.errors == []


@pytest.mark.parametrize(("width", "height", "name"), [(390, 844, "phone"),
                                                       (1920, 1080, "projector")])
def test_phone_and_projector(browser: Any, server: str, width: int, height: int,
                             name: str) -> None:
    for app in ("rasp-game", "rasp-legal"):
        t = Tab(browser, width, height)
        try:
            t.open(f"{server}/{app}?lang=ru&seed=3")
            if name == "projector":
                t.page.locator("label.tt-opt-large input").click()
                t.page.locator(".tt-root.tt-large .tt-card").first.wait_for()
                t.page.wait_for_timeout(300)
            assert t.page.evaluate("() => document.documentElement.scrollWidth") <= width
            t.shot(f"{app}-{name}-ru")
            assert t.errors == []
        finally:
            t.ctx.close()
