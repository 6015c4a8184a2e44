"""The lesson's closing check on the built site, in Chromium with the real Pyodide.

Texas Hold'em's check deals five items from the lesson's exercises ("which cards play?"
and "who wins?"); answered right at the first try, it passes, and the lesson is marked
done (✓) on the home page's path, in the course menu and on the progress page, in English
and in Russian; screenshots of the check (en at 1280 px, ru at 390 px).
"""

from __future__ import annotations

from typing import Any

import pytest
from site_pages import SHOTS, Visit
from test_progress_browser import _answer_quiz, _stored

pytestmark = pytest.mark.browser

WORDS = {
    "en": {"item": "Item {n} of 5", "next": "Next item", "result": "See the result",
           "passed": "Check passed: 5 of 5 right at the first try",
           "done": "done: its check is passed", "table": "passed (best: 5 of 5)"},
    "ru": {"item": "Задание {n} из 5", "next": "Следующее задание", "result": "Узнать результат",
           "passed": "Проверка пройдена: с первой попытки верно 5 из 5",
           "done": "пройден: проверка сдана", "table": "сдана (лучший результат: 5 из 5)"},
}


def _card_of(label: str) -> Any:
    """A card from its button's label ("king of hearts, key a": the card, then its key)."""
    from tutor.cards import ALL_CARDS

    name = label.split(",")[0].strip()
    return next(c for c in ALL_CARDS if name in (c.label("en"), c.label("ru")))


def _which_cards(item: Any) -> None:
    """Select the five cards that make the best Hold'em hand, and check."""
    from tutor.games import get_game
    from tutor.rankings import best_hand

    buttons = item.locator("button.tt-card[data-value]")
    buttons.first.wait_for()
    cards = {b.get_attribute("data-value"): _card_of(b.get_attribute("aria-label"))
             for b in buttons.all()}
    best = best_hand(get_game("holdem").high, list(cards.values()))
    assert best is not None
    for value, card in cards.items():
        if card in best.cards:
            item.locator(f'button.tt-card[data-value="{value}"]').click()
    item.locator('button[data-action="submit"]').click()
    item.locator(".tt-fb, .tt-feedback p").first.wait_for(timeout=20_000)


def _pass_the_check(page: Any, lang: str, shots: str | None = None) -> None:
    w = WORDS[lang]
    check = page.locator('.tutor-widget[data-widget="check"]')
    check.scroll_into_view_if_needed()
    for n in range(1, 6):
        check.get_by_text(w["item"].format(n=n)).wait_for(timeout=20_000)
        quiz = check.locator(".tt-app-quiz")
        if quiz.count():
            _answer_quiz(quiz, lang, right=True)
        else:
            _which_cards(check.locator(".tt-app-which-cards"))
        button = check.locator('[data-focus="check-next"]')
        button.wait_for(timeout=20_000)
        assert button.inner_text() == (w["result"] if n == 5 else w["next"])
        if shots and n == 1:
            check.screenshot(path=str(SHOTS / f"{shots}-item.png"))
            check.evaluate("el => el.scrollIntoView()")  # where the page's text ends
            page.screenshot(path=str(SHOTS / f"{shots}-page.png"))
        button.click()
    check.get_by_text(w["passed"]).wait_for(timeout=20_000)
    if shots:
        check.screenshot(path=str(SHOTS / f"{shots}-passed.png"))


@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ru", 390)])
def test_passing_the_check_marks_the_lesson_done(visit: Visit, lang: str,
                                                 width: int) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    visit.page.set_viewport_size({"width": width, "height": 900})
    page = visit.open(pre + "games/holdem/")
    check = page.locator('.tutor-widget[data-widget="check"]')
    assert check.get_attribute("data-items") == "which-cards/holdem quiz/holdem"
    # the page's table of contents ends with the check (the build's last section)
    toc = page.locator('.bs-sidebar a[href="#tutor-check"]')
    assert toc.count() == 1 and toc.inner_text().startswith(
        "Check: are you ready?" if lang == "en" else "Проверка: всё ли усвоено?")
    _pass_the_check(page, lang, shots=f"check-holdem-{lang}-{width}")
    page.wait_for_function("() => { const d = JSON.parse(localStorage.getItem("
                           "'tutor-progress') || 'null'); return d && d.lessons['games/holdem/']"
                           " && d.lessons['games/holdem/'].check }", timeout=20_000)
    rec = _stored(page)["lessons"]["games/holdem/"]
    assert rec["check"]["passed"] is True and (rec["check"]["best"], rec["check"]["of"]) == (5, 5)
    # the check's items count in the lesson's exercises as any first answer does
    assert sum(c["right"] for c in rec["widgets"].values()) == 5

    # the course menu on the lesson's own page marks it done
    done = page.locator('.navbar a.dropdown-item[data-lesson="holdem"] .tutor-done').first
    assert w["done"] in done.text_content()

    # the home page's path, and the progress page's table
    home = visit.open(pre, widgets=False)
    step = home.locator('#tutor-path [data-lesson="holdem"] .tutor-done')
    step.first.wait_for(timeout=10_000)
    assert w["done"] in step.first.text_content()
    other = home.locator('#tutor-path [data-lesson="omaha"] .tutor-done')
    assert other.count() == 0
    table = visit.open(pre + "progress/", widgets=False).locator(".tutor-progress-lessons")
    table.wait_for(timeout=10_000)
    assert w["table"] in table.inner_text()
    assert visit.errors == []


def _lesson(**extra: Any) -> dict[str, Any]:
    return {"path": "games/omaha/", "title": {"en": "Omaha"}, "exercises": ["quiz/omaha"],
            "widgets": {"quiz/omaha": {"kind": "quiz", "game": "omaha", "right": 1,
                                       "wrong": 0}}, **extra}


def _settled_progress_page(visit: Visit) -> Any:
    """The progress page once its rules map is drawn: that map reads the stored progress
    again when the course's rules have come, so a test that stores other progress before
    then has it read (and set aside) by this page rather than the next one."""
    page = visit.open("progress/", widgets=False)
    page.locator("#tutor-rules-head").wait_for(timeout=20_000)
    return page


def test_a_kept_check_is_read_and_a_bad_one_set_aside(visit: Visit) -> None:
    import json

    def stored(lesson: dict[str, Any]) -> str:
        return json.dumps({"v": 1, "lessons": {"games/omaha/": lesson}, "cards": {},
                           "last": None})

    page = visit.open("progress/", widgets=False)
    # progress kept before the check existed stays valid: no mark of done
    page.evaluate("raw => localStorage.setItem('tutor-progress', raw)", stored(_lesson()))
    home = visit.open("", widgets=False)
    home.locator('#tutor-path [data-lesson="omaha"] .tutor-stars').first.wait_for()
    assert home.locator(".tutor-done").count() == 0
    assert home.locator(".tutor-progress-notice").count() == 0
    # a passed check: done on the path and in the table
    good = {"passed": True, "best": 4, "of": 5, "time": 1796170000000}
    page.evaluate("raw => localStorage.setItem('tutor-progress', raw)",
                  stored(_lesson(check=good)))
    home = visit.open("", widgets=False)
    home.locator('#tutor-path [data-lesson="omaha"] .tutor-done').first.wait_for()
    table = _settled_progress_page(visit).locator(".tutor-progress-lessons")
    assert "passed (best: 4 of 5)" in table.inner_text()
    # a check that is not one is named, and the progress set aside
    for bad in ({"passed": "yes", "best": 4, "of": 5, "time": 1}, {"passed": True, "best": 9,
                "of": 5, "time": 1}, {"passed": True, "best": 1, "of": 5, "time": 1, "x": 1}):
        raw = stored(_lesson(check=bad))
        page.evaluate("raw => { localStorage.clear(); localStorage.setItem('tutor-progress',"
                      " raw) }", raw)
        page = _settled_progress_page(visit)
        notice = page.locator(".tutor-progress-notice").first.inner_text()
        assert "could not be read" in notice and "“check”" in notice, (bad, notice)
    assert visit.errors == []


def test_a_failed_check_keeps_its_wrong_items_for_the_review(visit: Visit) -> None:
    page = visit.open("games/holdem/")
    check = page.locator('.tutor-widget[data-widget="check"]')
    check.scroll_into_view_if_needed()
    wrong = 0
    for n in range(1, 6):
        check.get_by_text(f"Item {n} of 5").wait_for(timeout=20_000)
        quiz = check.locator(".tt-app-quiz")
        if quiz.count():  # every "who wins?" item answered wrongly
            _answer_quiz(quiz, "en", right=False)
            wrong += 1
        else:
            _which_cards(check.locator(".tt-app-which-cards"))
        check.locator('[data-focus="check-next"]').click()
    assert wrong >= 2  # the two exercises in turn: at least two quiz items of five
    check.get_by_text(f"Not passed yet: {5 - wrong} of 5 right at the first try").wait_for(
        timeout=20_000)
    page.wait_for_function("() => { const d = JSON.parse(localStorage.getItem("
                           "'tutor-progress') || 'null'); return d && d.lessons['games/holdem/']"
                           " && d.lessons['games/holdem/'].check }", timeout=20_000)
    d = _stored(page)
    check_rec = d["lessons"]["games/holdem/"]["check"]
    assert check_rec["passed"] is False and check_rec["best"] == 5 - wrong
    assert len(d["cards"]) == wrong and {c["kind"] for c in d["cards"].values()} == {"quiz"}
    # not done; a new check deals again
    assert page.locator('.navbar a.dropdown-item[data-lesson="holdem"] .tutor-done').count() == 0
    check.get_by_role("button", name="Take a new check").click()
    check.get_by_text("Item 1 of 5").wait_for(timeout=20_000)
    assert visit.errors == []
