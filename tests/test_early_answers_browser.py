"""A click on a widget's first state is answered before Python is up, with the core's own
answer (the build's data: tutor/site/early_answers.py), in Chromium with the real Pyodide
held back; once Python is let in it takes over the same state and the outcome is recorded
in the learner's progress once."""

from __future__ import annotations

from typing import Any

import pytest
from site_pages import Visit, wait_ready
from test_site_browser import _open_held_quiz, _release

from tutor.site.boards_runtime import BoardsPage

pytestmark = pytest.mark.browser

ANSWERED = {"en": "your answer is already checked", "ru": "ваш ответ уже проверен"}


def _text(page: Any, html: str) -> str:
    """The text a browser shows for ``html`` (white space squeezed)."""
    text = page.evaluate("(h) => { const d = document.createElement('div'); d.innerHTML = h;"
                         " return d.textContent; }", html)
    return " ".join(text.split())


def _quiz_outcomes(page: Any) -> int:
    """The quiz's judged answers kept in the learner's progress (right and wrong)."""
    return int(page.evaluate("""() => {
        const d = JSON.parse(localStorage.getItem('tutor-progress') || 'null');
        let n = 0;
        for (const lesson of Object.values((d && d.lessons) || {})) {
          const w = (lesson.widgets || {})['quiz/holdem'];
          if (w) n += w.right + w.wrong;
        }
        return n; }"""))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_first_state_answers_a_click_with_the_cores_answer_before_python(
        visit: Visit, lang: str) -> None:
    page, slot, first, seed = _open_held_quiz(visit, lang)

    # the core's answer: the widget the browser's Python makes for this visit's seed, with
    # Hand 2 picked, then checked
    model = BoardsPage()
    model.add(0, {"widget": "quiz", "game": "holdem", "lang": lang, "seed": seed})
    board = next(j for j, b in enumerate(model.boards[0]) if b.keys)
    model.act(0, board, {"action": "pick", "value": "1"})
    picked = _text(page, model.boards[0][board].content)
    check = first.locator('[data-action="submit"]')
    value = "{}" if check.get_attribute("data-collect") is not None else ""
    model.act(0, board, {"action": "submit", "value": value})
    label = model.boards[0][board].label
    answer = _text(page, model.boards[0][board].content)
    assert answer != picked

    shown = first.locator(f'[role="group"][aria-label="{label}"]')
    first.locator('button.tt-hand[data-value="1"]').click()
    assert " ".join(shown.text_content().split()) == picked
    assert first.locator('button.tt-hand[data-value="1"][aria-pressed="true"]').count() == 1
    check.click()
    assert " ".join(shown.text_content().split()) == answer  # the verdict and why, at once
    assert ANSWERED[lang] in slot.locator(".tutor-status").inner_text()
    assert page.evaluate("window.tutorReady") is None
    assert _quiz_outcomes(page) == 0  # kept when Python has checked it too

    _release(page)
    wait_ready(page)
    quiz = slot.locator(f'.tt-app-quiz [role="group"][aria-label="{label}"]')
    assert " ".join(quiz.text_content().split()) == answer  # Python took over that state
    assert page.locator(".tutor-static").count() == 0
    page.wait_for_function("() => { const d = JSON.parse(localStorage.getItem("
                           "'tutor-progress') || 'null'); return !!(d && d.lessons); }",
                           timeout=20_000)
    page.wait_for_timeout(1000)
    assert _quiz_outcomes(page) == 1  # once, not twice
    assert visit.errors == []


FIRST_FRAME = """
// at the page's first frame (requestAnimationFrame runs before the frame is painted): how
// many widget slots there are, and how many already show a first state ready for a click
requestAnimationFrame(() => {
  const slots = document.querySelectorAll('.tutor-widget[data-widget]');
  window.tutorFirstFrame = {
    slots: slots.length,
    shown: [...slots].filter((s) => s.querySelector('.tutor-static [data-action]')).length,
    painted: performance.getEntriesByType('paint').length };
});
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_paint_already_shows_every_first_state(visit: Visit, lang: str) -> None:
    """No spinner is painted before a lesson's first states: the page's first frame has them
    (tutor/site/inject.py: the render waits for the parser to pass page.js)."""
    visit.page.add_init_script(FIRST_FRAME)
    page, _slot, _first, _seed = _open_held_quiz(visit, lang)
    frame = page.evaluate("window.tutorFirstFrame")
    states = page.locator(".tutor-widget .tutor-static").count()
    assert frame["painted"] == 0, "the frame ran after a paint: nothing tested"
    assert states >= 3 and frame["shown"] == states, frame
    assert visit.errors == []


LAID_OUT = """
// at the first frame: whether the page lays out only what the screen shows (the lesson's
// blocks below it skipped: no text to read yet), and the last widget slot's text then
requestAnimationFrame(() => {
  const slots = document.querySelectorAll('.tutor-widget[data-widget]');
  const last = slots[slots.length - 1];
  window.tutorFirstLayout = {
    only_the_screen: document.documentElement.classList.contains('tutor-first-frame'),
    last_text: last ? last.innerText.trim().length : -1,
    painted: performance.getEntriesByType('paint').length };
});
"""


def _main_children_text(page: Any) -> list[str]:
    """Each block of the lesson whose text the browser does not show (laid out: every one)."""
    return list(page.evaluate("""() => [...document.querySelectorAll('[role="main"] > *')]
        .filter((e) => e.textContent.trim() && !e.innerText.trim())
        .map((e) => e.tagName + (e.id ? '#' + e.id : ''))"""))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_frame_lays_out_only_the_screen_then_the_whole_lesson(
        visit: Visit, lang: str) -> None:
    """The first paint of a lesson lays out only what the screen shows (a long lesson's
    layout costs more than its paint): the blocks far below come once it is painted, before
    a learner can scroll to them; nothing of the lesson stays unread."""
    visit.page.add_init_script(LAID_OUT)
    page, _slot, _first, _seed = _open_held_quiz(visit, lang)
    frame = page.evaluate("window.tutorFirstLayout")
    assert frame["painted"] == 0, "the frame ran after a paint: nothing tested"
    assert frame["only_the_screen"] and frame["last_text"] == 0, frame
    page.wait_for_function("() => !document.documentElement.classList.contains("
                           "'tutor-first-frame')", timeout=5_000)
    assert _main_children_text(page) == []
    last = page.locator(".tutor-widget[data-widget]").last
    assert last.inner_text().strip()
    assert visit.errors == []


def test_a_link_to_a_section_lays_out_the_whole_lesson_at_once(visit: Visit) -> None:
    """A link into the middle of a lesson (a #section) or a reload keeps the whole layout from
    the first frame: the browser must know where that section is to scroll to it."""
    visit.page.add_init_script(LAID_OUT)
    page = visit.page
    page.goto(visit.base + "games/holdem/")
    ids = page.evaluate("[...document.querySelectorAll('[role=\"main\"] > h2[id]')]"
                        ".map((h) => h.id)")
    assert len(ids) >= 4
    page.reload()
    page.wait_for_function("() => window.tutorFirstLayout")
    assert page.evaluate("window.tutorFirstLayout")["only_the_screen"] is False
    target = ids[len(ids) * 3 // 4]
    page.goto("about:blank")
    page.goto(visit.base + "games/holdem/#" + target)
    page.wait_for_function("() => window.tutorFirstLayout")
    assert page.evaluate("window.tutorFirstLayout")["only_the_screen"] is False
    # scrolled to the section (Bootstrap scrolls smoothly), just under the sticky navbar
    page.wait_for_function("(id) => { const top = document.getElementById(id)"
                           ".getBoundingClientRect().top; return top >= 0 && top < 200; }",
                           arg=target, timeout=10_000)
    assert visit.errors == []
