"""The four apps in real Chromium (Debian's), against ``panel serve`` on a free port.

Each app loads without console errors; a quiz round and a split round work
by mouse and by keyboard; the language switch changes the texts; the
URL-prefilled explainer shows the right winner; a malicious query is shown
as text. Screenshots of each app in both languages go to
``artifacts/screenshots/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from tests.panel_apps import CHROMIUM, SHOTS, launch, serve_apps

pytestmark = pytest.mark.browser


if not Path(CHROMIUM).exists():  # pragma: no cover
    pytest.skip("Debian chromium is not installed", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    yield from serve_apps(["quiz", "ladder", "split", "explain"])


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    yield from launch(playwright)


class Page:
    """A page plus the console errors and page errors it produced."""

    def __init__(self, browser: Any, width: int = 1000) -> None:
        self.page = browser.new_page(viewport={"width": width, "height": 900})
        self.errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.errors.append("dialog: " + d.message),
                                          d.dismiss()))

    def open(self, url: str, ready: str) -> Any:
        self.page.goto(url)
        self.page.locator(ready).first.wait_for(timeout=30000)
        return self.page

    def shot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)

    def close(self) -> None:
        self.page.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    p = Page(browser)
    yield p
    p.close()


READY = {"ladder": ".tt-ladder", "quiz": ".tt-hand", "split": "button.tt-card",
         "explain": ".tt-go"}


@pytest.mark.parametrize("app", ["ladder", "quiz", "split", "explain"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_app_loads_without_console_errors(server: str, page: Page, app: str, lang: str) -> None:
    game = {"ladder": "soko", "quiz": "omaha-hilo", "split": "", "explain": "holdem"}[app]
    query = f"?lang={lang}" + (f"&game={game}" if game else "")
    if app == "explain":
        query += "&p=AsAd&p=KsKd&b=2c7d9hJc4s"
    pg = page.open(f"{server}/{app}{query}", READY[app])
    title = {"en": {"ladder": "Hand rankings", "quiz": "Who wins?", "split": "Barrel-split",
                    "explain": "Who wins, and why?"},
             "ru": {"ladder": "Старшинство комбинаций", "quiz": "Кто выиграл?",
                    "split": "Тренажёр раскладки", "explain": "Кто выиграл и почему?"}}
    page.shot(f"{app}-{lang}")
    assert page.errors == []
    pg.locator(".tt-title").get_by_text(title[lang][app]).wait_for()


def _expected_winners(seed: int, game: str) -> list[int]:
    from tutor.ui.models.quiz import QuizModel

    q = QuizModel(game=game, seed=seed).question
    return sorted(q.winners)


def test_quiz_round_by_mouse(server: str, page: Page) -> None:
    pg = page.open(f"{server}/quiz?game=holdem&seed=21", ".tt-hand")
    winners = _expected_winners(21, "holdem")
    for i in winners:
        pg.locator(f'button.tt-hand[data-value="{i}"]').click()
    pg.get_by_role("button", name="Check").click()
    feedback = pg.locator(".tt-feedback")
    feedback.get_by_text("Right!").wait_for()
    assert "Texas Hold'em" in feedback.inner_text()  # the core's explanation
    assert "Score 1 of 1" in pg.locator(".tt-score").inner_text()
    assert pg.locator(".tt-hand.tt-right").count() >= 1
    page.shot("quiz-en-answered")
    first = pg.locator(".tt-hands").inner_text()
    pg.get_by_role("button", name="Next deal").click()
    pg.wait_for_function("() => true")
    pg.locator("button[data-action=submit]").wait_for()
    assert pg.locator(".tt-hands").inner_text() != first
    # a wrong answer on the next deal: pick every hand that does not win
    winners2 = _expected_winners_n(21, "holdem", 1)
    losers = [i for i in range(pg.locator(".tt-hand").count()) if i not in winners2]
    pg.locator(f'button.tt-hand[data-value="{losers[0]}"]').click()
    pg.get_by_role("button", name="Check").click()
    pg.locator(".tt-feedback").get_by_text("Not this time.").wait_for()
    assert "streak 0 (best 1)" in pg.locator(".tt-score").inner_text()
    assert page.errors == []


def _expected_winners_n(seed: int, game: str, number: int) -> list[int]:
    from tutor.ui.models.quiz import QuizModel

    m = QuizModel(game=game, seed=seed)
    for _ in range(number):
        m.next()
    return sorted(m.question.winners)


DEEP_ACTIVE = """() => { let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.className || el.tagName) + '|' + (el.dataset ? el.dataset.focus || '' : '')
              : ''; }"""


def _tab_to(pg: Any, marker: str, limit: int = 40) -> None:
    """Press Tab until the focused element's class or data-focus contains ``marker``."""
    for _ in range(limit):
        pg.keyboard.press("Tab")
        if marker in pg.evaluate(DEEP_ACTIVE):
            return
    pytest.fail(f"Tab never reached `{marker}`")


def test_quiz_round_by_keyboard(server: str, page: Page) -> None:
    pg = page.open(f"{server}/quiz?game=soko&seed=8", ".tt-hand")
    winners = _expected_winners(8, "soko")
    _tab_to(pg, "hand-0")  # the keyboard alone reaches the hands
    for i in winners:
        pg.keyboard.press(str(i + 1))
    pg.locator(f'button.tt-hand[data-value="{winners[0]}"][aria-pressed="true"]').wait_for()
    pg.keyboard.press("Enter")
    pg.locator(".tt-feedback").get_by_text("Right!").wait_for()
    before = pg.locator(".tt-hands").inner_text()
    pg.keyboard.press("Enter")  # deals the next hand
    pg.locator("button[data-action=submit]").wait_for()
    assert pg.locator(".tt-hands").inner_text() != before
    page.shot("quiz-keyboard-next")
    assert page.errors == []


def test_quiz_hilo_by_keyboard_and_russian(server: str, page: Page) -> None:
    from tutor.ui.models.quiz import QuizModel

    q = QuizModel(game="omaha-hilo", seed=3).question
    pg = page.open(f"{server}/quiz?game=omaha-hilo&seed=3&lang=ru", ".tt-hand")
    pg.locator(".tt-quiz-board div.tt-root").focus()
    for i in sorted(q.winners):
        pg.keyboard.press(str(i + 1))
    if q.low_winners:
        for i in sorted(q.low_winners):
            pg.keyboard.press(f"Shift+Digit{i + 1}")
    else:
        pg.keyboard.press("0")
    pg.keyboard.press("Enter")
    pg.locator(".tt-feedback").get_by_text("Верно!").wait_for()
    page.shot("quiz-hilo-ru-answered")
    assert page.errors == []


def test_language_switch_changes_texts(server: str, page: Page) -> None:
    pg = page.open(f"{server}/quiz?game=holdem", ".tt-hand")
    pg.locator(".tt-title").get_by_text("Who wins?").wait_for()
    pg.get_by_role("button", name="Русский").click()
    pg.locator(".tt-title").get_by_text("Кто выиграл?").wait_for()
    pg.get_by_role("button", name="Проверить").wait_for()
    pg.locator(".tt-hands").get_by_text("Рука 1").wait_for()
    assert pg.get_by_role("button", name="Check").count() == 0
    pg.get_by_role("button", name="English").click()
    pg.locator(".tt-title").get_by_text("Who wins?").wait_for()
    assert page.errors == []


def test_split_round_by_mouse(server: str, page: Page) -> None:
    pg = page.open(f"{server}/split?seed=5", "button.tt-card")
    for i in range(8):
        # clicking a card in the hand sends it to barrel 1, or barrel 2 once barrel 1 is full
        pg.locator(f'section[data-zone="0"] button.tt-card[data-value="{i}"]').click()
        zone = 1 if i < 4 else 2
        pg.locator(f'section[data-zone="{zone}"] button.tt-card[data-value="{i}"]').wait_for()
    assert pg.locator('section[data-zone="0"] button.tt-card').count() == 0
    pg.locator('section[data-zone="2"]').get_by_text("Barrel 2 — ").wait_for()
    page.shot("split-en-filled")
    pg.get_by_role("button", name="Check").click()
    pg.locator(".tt-rank-line").get_by_text("of 35").wait_for()
    assert "Splits played: 1" in pg.locator(".tt-summary").inner_text()
    assert "The best split" in pg.locator(".tt-barrels").inner_text()
    page.shot("split-en-answered")
    pg.get_by_role("button", name="Next deal").click()
    pg.locator('section[data-zone="0"] button.tt-card').nth(7).wait_for()
    assert page.errors == []


def test_split_round_by_keyboard(server: str, page: Page) -> None:
    pg = page.open(f"{server}/split?seed=6&lang=ru", "button.tt-card")
    _tab_to(pg, "card-0")
    for key in "abcdefgh":
        pg.keyboard.press(key)
    pg.locator('section[data-zone="2"] button.tt-card').nth(3).wait_for()
    pg.keyboard.press("Enter")
    pg.locator(".tt-rank-line").get_by_text("из 35").wait_for()
    assert "Сыграно раскладок: 1" in pg.locator(".tt-summary").inner_text()
    page.shot("split-ru-answered")
    pg.keyboard.press("Enter")
    pg.locator('section[data-zone="0"] button.tt-card').nth(7).wait_for()
    assert page.errors == []


def test_explainer_prefilled_from_url(server: str, page: Page) -> None:
    query = "game=soko&lang=en&p=" + quote("Ah Kh 9h 2h 3c") + "&p=" + quote("Qs Qd 7c 5d 4h")
    pg = page.open(f"{server}/explain?{query}", ".tt-verdict")
    assert "Player 1 wins." in pg.locator(".tt-verdict").inner_text()
    assert "4-flush" in pg.locator(".tt-why").inner_text()
    page.shot("explain-soko-en")
    # typing a change re-evaluates; a bad card is reported next to its input
    box = pg.locator(".tt-p1 input")
    box.fill("Qs Qd 7c 5d 1x")
    box.press("Enter")
    pg.locator(".tt-p1-err").get_by_text("“1x” is not a card", exact=False).wait_for()
    assert page.errors == []


def test_malicious_query_is_shown_as_text(server: str, page: Page) -> None:
    evil_p = '<script>window.__pwned=1</script>'
    evil_g = '"><img src=x onerror="window.__pwned=2">'
    url = (f"{server}/explain?game={quote(evil_g)}&lang={quote(evil_p)}"
           f"&p={quote(evil_p)}&p={quote(evil_g)}&b={quote(evil_g)}")
    pg = page.open(url, ".tt-go")
    pg.locator(".tt-p0-err").get_by_text("<script>", exact=False).wait_for()
    assert pg.evaluate("() => window.__pwned === undefined")
    pg.locator(".tt-err").filter(has_text="unknown game").wait_for()
    # no element was injected: no <img> anywhere in the app's shadow roots
    imgs = pg.evaluate("""() => { let n = 0; const walk = (root) => {
        n += root.querySelectorAll('img[onerror]').length;
        root.querySelectorAll('*').forEach(el => el.shadowRoot && walk(el.shadowRoot)); };
        walk(document); return n; }""")
    assert imgs == 0
    page.shot("explain-malicious")
    for app in ("quiz", "ladder", "split"):
        pg = page.open(f"{server}/{app}?game={quote(evil_g)}&lang={quote(evil_p)}", READY[app])
        pg.wait_for_timeout(300)
        assert pg.evaluate("() => window.__pwned === undefined")
    assert page.errors == []


def test_four_colour_large_cards_and_phone_width(browser: Any, server: str) -> None:
    p = Page(browser, width=380)
    try:
        pg = p.open(f"{server}/quiz?game=omaha&seed=2", ".tt-hand")
        width = pg.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 400, f"page scrolls sideways at phone width ({width}px)"
        p.shot("quiz-phone-en")
        pg.get_by_role("checkbox", name="Four-colour deck").click()
        # the cards' board, redrawn four-colour (the header's board turns four-colour too,
        # a moment before; a card measured then may be replaced under the test's feet)
        pg.locator(".tt-root.tt-four .tt-card").first.wait_for()
        club = pg.locator(".tt-four .tt-s-c").first
        diamond = pg.locator(".tt-four .tt-s-d").first
        if club.count() and diamond.count():
            assert club.evaluate("e => getComputedStyle(e).color") != diamond.evaluate(
                "e => getComputedStyle(e).color")
        normal = pg.locator(".tt-card").first.bounding_box()["width"]
        pg.keyboard.press("Tab")  # from the four-colour box to the large-card box
        pg.keyboard.press("Space")
        # wait for the cards themselves: the options row turns large a moment before them
        pg.locator(".tt-root.tt-large .tt-card").first.wait_for()
        card = pg.locator(".tt-card").first
        # large, yet five still fit across a phone (see test_large_cards_keep_hands_on_one_line)
        assert card.bounding_box()["width"] >= 1.5 * normal
        p.shot("quiz-phone-large-four-colour")
        labels = pg.locator(".tt-card").evaluate_all(
            "els => els.map(e => e.getAttribute('aria-label'))")
        assert all(label and " of " in label for label in labels)
        assert p.errors == []
    finally:
        p.close()


def test_ladder_row_selection_and_try_a_hand(server: str, page: Page) -> None:
    pg = page.open(f"{server}/ladder?game=shortdeck36", ".tt-ladder")
    pg.get_by_role("button", name="Flush ★").click()
    details = pg.locator(".tt-details")
    details.wait_for()
    assert "Flush against Full house" in details.inner_text()
    page.shot("ladder-shortdeck36-selected")
    box = pg.locator(".tt-try input")
    box.fill("Ah Kh Qh Jh Th")
    box.press("Enter")
    pg.locator(".tt-try-result").get_by_text("Royal flush").wait_for()
    page.shot("ladder-try-a-hand")
    box.fill("5h 6h 7h 8h 9h")
    box.press("Enter")
    pg.get_by_text("“5h” is not in the 36-card deck", exact=False).wait_for()
    assert page.errors == []


@pytest.mark.parametrize("route", ["ladder?game=soko", "ladder?game=omaha-hilo&lang=ru",
                                   "quiz?game=omaha-hilo", "split?lang=ru",
                                   "explain?game=holdem&p=AsAd&p=KsKd&b=2c7d9hJc4s"])
def test_no_accessibility_violations(server: str, page: Page, axe_source: str,
                                     route: str) -> None:
    """axe-core (pinned, fetched by the ``axe_source`` fixture) finds nothing on any app.

    Every impact counts, moderate ones too: a served app is a whole page, so it
    has a ``<main>`` landmark holding everything and an ``<h1>``.
    """
    app = route.split("?")[0]
    pg = page.open(f"{server}/{route}", READY[app])
    pg.wait_for_timeout(300)
    pg.add_script_tag(content=axe_source)
    found = pg.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']}))
        .violations.map(v => v.impact + ' ' + v.id + ': '
                        + v.nodes.map(n => n.html.slice(0, 80)).join(' | '))""")
    assert found == []
    h1 = pg.locator("main h1")
    assert h1.count() == 1 and h1.inner_text().strip()
    assert pg.locator("h1").count() == 1


ONE_LINE = """(sel) => { const tops = new Map(); let bad = 0;
    const walk = (root) => { root.querySelectorAll(sel).forEach(group => {
        const ys = [...group.querySelectorAll('.tt-card')].map(c => Math.round(
            c.getBoundingClientRect().top));
        if (ys.length && new Set(ys).size > 1) bad += 1; });
      root.querySelectorAll('*').forEach(el => el.shadowRoot && walk(el.shadowRoot)); };
    walk(document); return bad; }"""
"""How many groups of cards matching ``sel`` wrap onto a second line (0 = none)."""


def _check_large(browser: Any, url: str, width: int, height: int, shot: str,
                 groups: str) -> None:
    p = Page(browser, width=width)
    try:
        p.page.set_viewport_size({"width": width, "height": height})
        pg = p.open(url, ".tt-card")
        pg.locator("label.tt-opt-large input").click()
        pg.locator(".tt-root.tt-large .tt-card").first.wait_for()
        pg.wait_for_timeout(300)
        assert pg.evaluate("() => document.documentElement.scrollWidth") <= width
        assert pg.evaluate(ONE_LINE, groups) == 0, f"a hand wraps at {width}px: {url}"
        assert pg.locator(".tt-card").first.bounding_box()["width"] >= 40
        p.shot(shot)
        assert p.errors == []
    finally:
        p.close()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 720)])
def test_large_cards_keep_hands_on_one_line(browser: Any, server: str, width: int,
                                           height: int) -> None:
    """Projector mode at phone width and on a 1280x720 projector: no hand breaks in two."""
    _check_large(browser, f"{server}/ladder?game=holdem", width, height,
                 f"ladder-large-{width}", ".tt-ladder .tt-cards")
    _check_large(browser, f"{server}/quiz?game=omaha5&seed=2", width, height,
                 f"quiz-large-{width}", ".tt-board .tt-cards, .tt-hand .tt-cards")
    _check_large(browser, f"{server}/explain?game=holdem&lang=ru&p=AsAd&p=KsKd&b=2c7d9hJc4s",
                 width, height, f"explain-large-{width}-ru", ".tt-table .tt-cards")


def test_split_barrel_shows_its_category_as_it_forms(server: str, page: Page) -> None:
    from tutor.ui.models.split import SplitTrainerModel

    m = SplitTrainerModel(seed=5)
    m.cycle(0)
    m.cycle(1)
    expected = m.partial_category(1)
    pg = page.open(f"{server}/split?seed=5", "button.tt-card")
    barrel = pg.locator('section[data-zone="1"]')
    pg.locator('section[data-zone="0"] button.tt-card[data-value="0"]').click()
    barrel.get_by_text("so far (1 of 4)").wait_for()
    pg.locator('section[data-zone="0"] button.tt-card[data-value="1"]').click()
    from tutor.rankings import get_family
    from tutor.ui.core import category_label

    barrel.get_by_text(f"{category_label(expected, 'en', get_family('barrel'))} so far "
                       "(2 of 4)").wait_for()
    page.shot("split-en-partial")
    pg.get_by_role("button", name="Русский").click()
    pg.locator('section[data-zone="1"]').get_by_text("(2 из 4)").wait_for()
    assert "пока" in pg.locator('section[data-zone="1"]').inner_text()
    page.shot("split-ru-partial")
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hilo_ladder_shows_the_low_ladder(server: str, page: Page, lang: str) -> None:
    pg = page.open(f"{server}/ladder?game=omaha-hilo&lang={lang}", ".tt-ladder")
    low = pg.locator(".tt-low")
    low.wait_for()
    text = low.inner_text()
    assert "5-4-3-2-A" in text and "8-7-6-5-4" in text
    assert ("57,344" if lang == "en" else "57\u00a0344") in text
    page.shot(f"ladder-hilo-{lang}")
    assert page.errors == []


def test_russian_texts_are_marked_as_russian(server: str, page: Page) -> None:
    """Screen readers pick their voice from ``lang``: the app's texts carry the chosen one."""
    pg = page.open(f"{server}/quiz?game=holdem&lang=ru", ".tt-hand")
    pg.locator('.tt-quiz-board div.tt-root[lang="ru"]').wait_for()
    pg.locator('h1.tt-title[lang="ru"]').wait_for()
    pg.get_by_role("button", name="English").click()
    pg.locator('.tt-quiz-board div.tt-root[lang="en"]').wait_for()
    pg.locator('h1.tt-title[lang="en"]').wait_for()
    assert page.errors == []


def test_split_verdict_fits_a_phone_in_large_mode(browser: Any, server: str) -> None:
    p = Page(browser, width=390)
    try:
        pg = p.open(f"{server}/split?seed=5", "button.tt-card")
        pg.locator("label.tt-opt-large input").click()
        pg.locator(".tt-root.tt-large button.tt-card").first.wait_for()
        pg.locator(".tt-split-board div.tt-root").focus()
        for key in "abcdefgh":
            pg.keyboard.press(key)
        pg.locator('section[data-zone="2"] button.tt-card').nth(3).wait_for()
        pg.keyboard.press("Enter")
        pg.locator(".tt-rank-line").wait_for()
        assert pg.evaluate("() => document.documentElement.scrollWidth") <= 390
        assert pg.evaluate(ONE_LINE, ".tt-split .tt-cards") == 0
        p.shot("split-large-390-answered")
        assert p.errors == []
    finally:
        p.close()


# -- feedback on the learner's own pick, positions, keys, projector ----------------------

WRONG_PICKS = {
    # game: (hands, board, the losing hand the learner picks, what the feedback must name)
    "omaha": (["Jh 8h 4h 2c", "Ad Ac 9c 3d"], "5s Qs 8d 5h Th", 0,
              {"en": "exactly two", "ru": "ровно две"}),
    "soko": (["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"], "", 1, {"en": "4-flush", "ru": "4-флеш"}),
    "double-barrel": (["Ah Kh 7h 2c", "9s 9d 9c 4h"], "", 1,
                      {"en": "3-flush", "ru": "3-флеш"}),
}


def _position_url(server: str, game: str, lang: str, hands: list[str], board: str,
                  large: bool = False) -> str:
    query = "&".join(f"p={quote(h)}" for h in hands) + (f"&b={quote(board)}" if board else "")
    return f"{server}/quiz?game={game}&lang={lang}&{query}"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", sorted(WRONG_PICKS))
def test_wrong_pick_is_answered_first_then_retried(browser: Any, server: str, game: str,
                                                   lang: str) -> None:
    hands, board, pick, named = WRONG_PICKS[game]
    p = Page(browser, width=1000)
    try:
        pg = p.open(_position_url(server, game, lang, hands, board), ".tt-hand")
        pg.locator(f'.tt-hand[data-hand="{pick}"]').click()
        pg.locator('[data-action="submit"]').click()
        mine = pg.locator(".tt-mine").first
        mine.wait_for()
        text = mine.inner_text()
        assert text.startswith("Your pick" if lang == "en" else "Ваш выбор"), text
        assert named[lang] in pg.locator(".tt-feedback").inner_text()
        p.shot(f"quiz-wrong-pick-{game}-{lang}")
        pg.locator('[data-action="retry"]').click()
        pg.locator(".tt-mine").first.wait_for(state="detached")
        assert pg.locator(".tt-hand").count() == len(hands)
        assert p.errors == []
    finally:
        p.close()


def test_split_letter_keys_work_on_a_russian_layout(server: str, page: Page) -> None:
    pg = page.open(f"{server}/split?seed=5&lang=ru", "button.tt-card")
    pg.locator("button.tt-card").first.focus()
    # a Russian layout: the key in the place of "a" types "ф"
    pg.locator("button.tt-card").first.dispatch_event("keydown", {"key": "ф", "code": "KeyA",
                                                                   "bubbles": True})
    pg.locator(".tt-barrel").first.locator("button.tt-card").first.wait_for(timeout=5000)
    assert page.errors == []


def test_explainer_link_is_a_real_link(server: str, page: Page) -> None:
    pg = page.open(f"{server}/explain?game=holdem&p=AsAd&p=KsKd&b=2c7d9hJc4s", ".tt-go")
    link = pg.locator("a.tt-link")
    link.wait_for()
    assert "p=AsAd" in link.get_attribute("href").replace("+", "").replace("%20", "")


def test_keyboard_hints_are_hidden_on_a_phone(browser: Any, server: str) -> None:
    p = Page(browser, width=390)
    try:
        pg = p.open(f"{server}/quiz?game=holdem&seed=3", ".tt-hand")
        assert not pg.locator(".tt-keys").first.is_visible()
        wide = Page(browser, width=1000)
        try:
            assert wide.open(f"{server}/quiz?game=holdem&seed=3", ".tt-hand").locator(
                ".tt-keys").first.is_visible()
        finally:
            wide.close()
    finally:
        p.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_projector_answered_quiz_fits_one_screen(browser: Any, server: str, lang: str) -> None:
    """1920x1080, large mode: after an answer the hands and the verdict fit one screen."""
    hands = ["Jh 8h 4h 2c", "Ad Ac 9c 3d", "Ks Qd Jc Tc", "7s 7d 6c 2d", "9h 9s 3s 4d",
             "Kh Kc 6h 6d"]
    p = Page(browser, width=1920)
    try:
        p.page.set_viewport_size({"width": 1920, "height": 1080})
        pg = p.open(_position_url(server, "omaha", lang, hands, "5s Qs 8d 5h Th"), ".tt-hand")
        pg.locator("label.tt-opt-large input").click()
        pg.locator(".tt-root.tt-large .tt-card").first.wait_for()
        pg.locator('.tt-hand[data-hand="0"]').click()
        pg.locator('[data-action="submit"]').click()
        pg.locator(".tt-mine").first.wait_for()
        pg.wait_for_timeout(300)
        bottom = pg.evaluate("""() => {
            let b = 0;
            const walk = (root) => root.querySelectorAll('*').forEach((el) => {
              if (el.classList && (el.classList.contains('tt-feedback')
                  || el.classList.contains('tt-hand'))) {
                b = Math.max(b, el.getBoundingClientRect().bottom + window.scrollY);
              }
              if (el.shadowRoot) walk(el.shadowRoot);
            });
            walk(document);
            return b;
        }""")
        p.shot(f"quiz-projector-1920-{lang}")
        assert bottom <= 1080, f"hands and verdict end at {bottom}px"
        assert pg.evaluate("() => document.documentElement.scrollWidth") <= 1920
        assert p.errors == []
    finally:
        p.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_projector_ladder_odds_column_is_not_cut_off(browser: Any, server: str,
                                                     lang: str) -> None:
    p = Page(browser, width=1920)
    try:
        p.page.set_viewport_size({"width": 1920, "height": 1080})
        pg = p.open(f"{server}/ladder?game=holdem&lang={lang}", ".tt-ladder")
        pg.locator("label.tt-opt-large input").click()
        pg.locator(".tt-root.tt-large .tt-ladder").first.wait_for()
        pg.wait_for_timeout(300)
        odds = pg.locator(".tt-ladder td.tt-odds").first
        box = odds.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 1920
        scroll = pg.locator(".tt-ladder").first.evaluate(
            "(t) => { const s = t.closest('.tt-scroll'); "
            "return s ? s.scrollWidth - s.clientWidth : 0; }")
        assert scroll <= 1, f"the ladder scrolls sideways by {scroll}px"
        p.shot(f"ladder-projector-1920-{lang}")
    finally:
        p.close()



def _wait_for_hands(pg: Any, n: int) -> None:
    """Wait until the quiz shows ``n`` hands (inside the boards' shadow roots)."""
    pg.wait_for_function("""(n) => { let k = 0; const walk = (r) => {
        k += r.querySelectorAll('.tt-hand[data-hand]').length;
        for (const e of r.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot); };
        walk(document); return k === n; }""", arg=n)

MENUS = {"en": ("Players", "Game", "Omaha", "Deal a position", "Hands, one per line", "Board",
                "Deal it", "Expert", "is not a card"),
         "ru": ("Игроков", "Игра", "Омаха", "Сдать свою позицию", "Руки, по одной в строке",
                "Борд", "Сдать", "Знаток", "не карта")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_quiz_menus_level_and_teachers_form_work_by_mouse(server: str, page: Page,
                                                          lang: str) -> None:
    """The header's and the quiz's controls are HTML inside the boards: each one works."""
    players, game, omaha, teacher, hands, board, deal, expert, bad = MENUS[lang]
    pg = page.open(f"{server}/quiz?game=holdem&lang={lang}", ".tt-hand")
    pg.get_by_label(players).select_option("3")
    _wait_for_hands(pg, 3)
    pg.get_by_role("button", name=expert).click()
    pg.locator(f'button[data-action="level"][aria-pressed="true"]:has-text("{expert}")'
               ).wait_for()
    pg.get_by_label(game, exact=True).select_option(label=omaha)
    pg.locator(".tt-hand .tt-card").first.wait_for()
    pg.locator(".tt-hand[data-hand] >> nth=0").locator(".tt-card >> nth=3").wait_for()
    # the teacher's form, folded away: a bad card is named and what was typed stays
    pg.get_by_text(teacher).click()
    pg.get_by_label(hands).fill("As Ks Qs Js\nAh Kh Qh Xx")
    pg.get_by_role("textbox", name=board, exact=True).fill("2c 3d 4h 5s 9c")
    pg.get_by_role("button", name=deal, exact=True).click()
    pg.get_by_text(bad, exact=False).first.wait_for()
    assert "Xx" in pg.get_by_label(hands).input_value()
    pg.get_by_label(hands).fill("As Ks Qs Js\nAh Kh Qh Jh")
    pg.get_by_role("button", name=deal, exact=True).click()
    _wait_for_hands(pg, 2)
    assert page.errors == []
    page.shot(f"quiz-menus-{lang}")


def test_quiz_menu_works_from_the_keyboard(server: str, page: Page) -> None:
    pg = page.open(f"{server}/quiz?game=holdem", ".tt-hand")
    menu = pg.get_by_label("Players")
    menu.focus()
    menu.press("ArrowDown")  # random -> 2
    _wait_for_hands(pg, 2)
    assert page.errors == []
