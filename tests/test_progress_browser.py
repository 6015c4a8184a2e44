"""Progress and spaced review on the built site, in Chromium with the real Pyodide.

A wrong quiz answer on a lesson page is kept (stars and counts in the navigation and
on the home page after a reload), comes back on /review/ dealt exactly as it was, and
answering it moves its FSRS schedule; the progress code exports, resets and imports;
a bad code gets a message in the page's language; the review page works offline;
axe finds nothing serious on the review and progress pages; screenshots.
"""

from __future__ import annotations

import json
import re
import time
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from site_pages import READY_MS, SHOTS, Visit, wait_controlled, wait_ready
from test_site_browser import _cards, axe_problems

from tutor.site.browser import OffsiteTrap
from tutor.ui.review_strings import rv
from tutor.ui.teach.models import TeachClassModel
from tutor.ui.teach.texts import tt
from tutor.ui.teach.views import TeachClassView

pytestmark = pytest.mark.browser

WORDS = {
    "en": {"damaged": "The code is damaged or incomplete",
           "not_code": "This is not a progress code", "status": "Item 1 of 1",
           "stars": "0 of 3 stars, 0 of 1 right", "imported": "Progress imported: 1 lesson",
           "reset_done": "All progress on this device is erased", "show": "Show my progress code",
           "import": "Import the code", "reset": "Reset all progress", "yes": "Yes, erase it",
           "continue": "Continue where you left off", "nothing": "Nothing is due now"},
    "ru": {"damaged": "Код повреждён или неполон", "not_code": "Это не код прогресса",
           "status": "Задание 1 из 1", "stars": "звёзд: 0 из 3, верно 0 из 1",
           "imported": "Прогресс загружен: уроков — 1",
           "reset_done": "Весь прогресс на этом устройстве стёрт",
           "show": "Показать код прогресса", "import": "Загрузить код",
           "reset": "Сбросить весь прогресс", "yes": "Да, стереть",
           "continue": "Продолжить с того места", "nothing": "Сейчас повторять нечего"},
}


def _stored(page: Any) -> Any:
    return page.evaluate("() => JSON.parse(localStorage.getItem('tutor-progress'))")


def _answer_quiz(quiz: Any, lang: str, right: bool) -> list[list[Any]]:
    """Pick the winners (or one loser) of the deal on screen and check; the hands shown."""
    from tutor.games import get_game
    from tutor.showdown import showdown
    from tutor.ui.strings import t

    g = get_game("holdem")
    quiz.locator("button.tt-hand").first.wait_for()
    board = _cards(quiz.locator(".tt-board .tt-card"))
    hands = [_cards(h.locator(".tt-card")) for h in quiz.locator("button.tt-hand").all()]
    result = showdown(g, hands, board=board)
    losers = [i for i in range(len(hands)) if i not in result.winners]
    # wrong: a losing hand, or (everybody splits the pot) only one of the winners
    for i in (sorted(result.winners) if right else (losers or sorted(result.winners))[:1]):
        quiz.locator(f'button.tt-hand[data-value="{i}"]').click()
    quiz.get_by_role("button", name=t("submit", lang)).click()
    word = t("right" if right else "wrong", lang)
    quiz.locator(".tt-feedback").get_by_text(word).first.wait_for(timeout=20_000)
    return [[*hands[i]] for i in range(len(hands))] + [board]


def _shots(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((390, 844), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=width < 1000)
    page.set_viewport_size({"width": 1100, "height": 900})


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_progress_and_review_walk(visit: Visit, lang: str,
                                  axe_source: str) -> None:
    from tutor.ui.strings import t

    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    fresh = visit.open(pre, widgets=False)  # nothing done yet: no empty "continue" box
    fresh.locator("#tutor-start").wait_for()
    assert fresh.locator("#tutor-continue").count() == 0
    page = visit.open(pre + "games/holdem/")
    quiz = page.locator(".tutor-widget .tt-app-quiz").first
    dealt = _answer_quiz(quiz, lang, right=False)
    page.wait_for_function("() => { const d = JSON.parse(localStorage.getItem("
                           "'tutor-progress') || 'null'); return d && Object.keys(d.cards)"
                           ".length === 1 }", timeout=20_000)
    d = _stored(page)
    assert d["lessons"]["games/holdem/"]["widgets"]["quiz/holdem"] == {
        "kind": "quiz", "game": "holdem", "right": 0, "wrong": 1}
    (card,) = d["cards"].values()
    assert card["lesson"] == "games/holdem/" and card["card"]["last_review"] is None

    # reload: the stars and counts are in the navigation; the home page continues there
    page.reload()
    wait_ready(page)
    # (on the course menu's lesson link: not on the language switch, Previous or Next)
    nav = page.locator('.navbar a.dropdown-item[data-lesson="holdem"] .tutor-stars').first
    assert w["stars"] in nav.inner_text() or w["stars"] in nav.text_content()
    home = visit.open(pre, widgets=False)
    box = home.locator("#tutor-continue")
    assert w["continue"] in box.inner_text()
    assert box.locator('a[href$="games/holdem/"]').count() == 1
    assert home.locator(".tutor-continue a[href$='review/']").count() == 1  # 1 item due
    _shots(home, f"progress-home-{lang}")

    # the review deals that very item again; a right answer moves its schedule
    page = visit.open(pre + "review/")
    review = page.locator(".tutor-widget .tt-app-review")
    review.get_by_text(w["status"]).wait_for(timeout=20_000)
    _shots(page, f"review-due-{lang}")
    rq = review.locator(".tt-app-quiz")
    again = _answer_quiz(rq, lang, right=True)
    assert again == dealt
    before = time.time()
    page.wait_for_function("() => Object.values(JSON.parse(localStorage.getItem("
                           "'tutor-progress')).cards)[0].reviews === 1", timeout=20_000)
    (card,) = _stored(page)["cards"].values()
    due = card["card"]["due"]
    from datetime import datetime

    assert datetime.fromisoformat(due).timestamp() > before + 60  # Good: not due for a while
    assert card["card"]["last_review"] is not None
    review.get_by_role("button", name=WORDS_FINISH[lang]).click()
    review.get_by_text(WORDS_DONE[lang]).wait_for(timeout=10_000)
    problems = axe_problems(page, axe_source)
    page = visit.open(pre + "review/")
    page.locator(".tt-app-review").get_by_text(w["nothing"]).wait_for(timeout=20_000)
    _shots(page, f"review-empty-{lang}")

    # export the code, reset, import: the progress is back; bad codes are named
    page = visit.open(pre + "progress/", widgets=False)
    page.get_by_role("button", name=w["show"]).click()
    code = page.locator("#tutor-code-out")
    code.wait_for()
    text = code.input_value()
    assert text.startswith("CRT1-") and len(text) < 1200
    saved = _stored(page)
    page.get_by_role("button", name=w["reset"]).click()
    page.get_by_role("button", name=w["yes"]).click()
    page.locator(".tutor-progress-msg").get_by_text(w["reset_done"]).wait_for()
    assert _stored(page) is None
    assert page.locator(".navbar .tutor-stars").count() == 0
    box = page.locator("#tutor-code-in")
    msg = page.locator(".tutor-progress-msg")
    for bad, word in ((text[:-3] + ("aaa" if not text.endswith("aaa") else "bbb"), "damaged"),
                      ("hello", "not_code"), (text[: len(text) // 2], "damaged")):
        box.fill(bad)
        page.get_by_role("button", name=w["import"]).click()
        assert w[word] in msg.inner_text(), (bad, msg.inner_text())
        assert _stored(page) is None
    box.fill(text)
    page.get_by_role("button", name=w["import"]).click()
    page.locator(".tutor-progress-msg").get_by_text(w["imported"]).wait_for()
    assert _stored(page) == saved
    assert page.locator(".navbar .tutor-stars").count() >= 1
    problems += axe_problems(page, axe_source)
    _shots(page, f"progress-page-{lang}")
    assert problems == [], "\n".join(problems)
    assert visit.errors == []
    assert t("submit", lang)


WORDS_FINISH = {"en": "Finish the review", "ru": "Закончить повторение"}
WORDS_DONE = {"en": "Review done: 1 of 1", "ru": "Повторение окончено"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_review_works_offline_after_one_visit(browser: Any, built_site: Path,
                                              trap: OffsiteTrap, lang: str) -> None:
    from tutor.site.serve import start_server

    srv, base = start_server(built_site, 0)
    build = json.loads((built_site / "build-report.json").read_text())["build_id"]
    v = Visit(browser, base)
    try:
        pre = "ru/" if lang == "ru" else ""
        page = v.open(pre + "review/")
        wait_controlled(page, build)
        # one visit: its runtime is kept once the worker has been idle a moment
        page.wait_for_function("() => (window.tutorTimes || {}).kept", timeout=READY_MS)
        # a wrong answer kept from a lesson: a Raspisnoy trick, due now
        page.evaluate("""() => localStorage.setItem('tutor-progress', JSON.stringify({v: 1,
            lessons: {}, last: null, cards: {k: {kind: 'rasp-trick', game: 'raspisnoy',
            item: {seed: 4, number: 2}, lesson: 'games/raspisnoy/', card: {card_id: 1,
            state: 1, step: 0, stability: null, difficulty: null,
            due: new Date(Date.now() - 1000).toISOString(), last_review: null}}}}))""")
        srv.shutdown()
        srv.server_close()
        page.reload()
        wait_ready(page)
        review = page.locator(".tt-app-review")
        item = rv("status", lang, n=1, total=1, what="", game="").split(" · ")[0]
        review.get_by_text(item).wait_for(timeout=20_000)
        assert review.locator(".tt-app-rasp-trick, .tt-rasp-trick-board").count() >= 1
        # still offline: a class link never opened before deals the plan's first deal
        plan = "1~g:holdem~k:quiz~n:2~s:5"
        want = [unescape(x) for x in re.findall(
            r'role="img" class="tt-card[^"]*" aria-label="([^"]+)"',
            TeachClassView(TeachClassModel(plan_text=plan, lang=lang)).board.content)]
        page.goto(base + pre + "teach/class/?plan=" + plan)
        wait_ready(page)
        deal = tt("deal_of", lang, i=1, n=2)
        page.locator(".tt-class-nav").get_by_text(deal).first.wait_for(timeout=20_000)
        got = page.locator(".tt-app-teach-class .tt-root").first.locator(
            ".tt-card[role=img]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        assert got == want and len(want) >= 9  # the board and at least two hands
        # and the progress page still shows what this browser keeps
        page.goto(base + pre + "progress/")
        page.locator("#tutor-progress .tutor-progress-actions").first.wait_for(timeout=20_000)
    finally:
        v.close()
        srv.server_close()
    assert trap.site_requests() == []
