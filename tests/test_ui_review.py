"""The review widget's model on CPython: items re-dealt, judged as in their lesson, FSRS-rated."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fsrs import Scheduler
from outcome_answers import ANSWER, answer, game_for, task_state

from tutor.ui.models.review import ReviewModel, new_card, rate
from tutor.ui.views.board import Board
from tutor.ui.widgets import make_model, make_widget

NOW = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
STEPS = Scheduler().learning_steps  # fsrs's own learning steps (1 and 10 minutes)


def _wrong_entry(kind: str, seed: int = 5) -> tuple[dict[str, Any], str]:
    """What the page keeps after a wrong first answer in a lesson, and the task shown."""
    m = make_model(kind, game_for(kind), "en", seed=seed)
    assert answer(m, False) is False
    out = m.outcome
    return ({"key": f"{kind}|{out['game']}|{json.dumps(out['item'])}", "kind": out["kind"],
             "game": out["game"], "item": out["item"], "lesson": "games/x/",
             "card": new_card(NOW)}, task_state(m))


def _review(*entries: Any, lang: str = "en", **extra: Any) -> ReviewModel:
    m = ReviewModel(lang=lang, now=lambda: NOW)
    m.load_query({"item": [e if isinstance(e, str) else json.dumps(e) for e in entries],
                  **extra})
    return m


@pytest.mark.parametrize("kind", sorted(ANSWER))
def test_each_kind_comes_back_as_it_was_and_a_right_answer_rates_it_good(kind: str) -> None:
    entry, shown = _wrong_entry(kind)
    m = _review(entry)
    assert m.current is not None and m.current.kind == kind
    assert task_state(m.current) == shown
    assert answer(m.current, True) is True
    out = m.outcome
    assert out["review"] is True and out["correct"] is True and out["key"] == entry["key"]
    assert out["item"] == entry["item"] and out["lesson"] == "games/x/"
    assert datetime.fromisoformat(out["card"]["due"]) == NOW + STEPS[1]  # Good: step 2
    assert out["card"]["last_review"] == NOW.isoformat()


@pytest.mark.parametrize("kind", ["quiz", "name-hand", "split", "rasp-score"])
def test_a_wrong_answer_rates_it_again_and_only_the_first_answer_counts(kind: str) -> None:
    entry, _ = _wrong_entry(kind)
    m = _review(entry)
    assert answer(m.current, False) is False
    first = m.outcome
    assert first["correct"] is False
    assert datetime.fromisoformat(first["card"]["due"]) == NOW + STEPS[0]  # Again: 1 minute
    if hasattr(m.current, "retry") and kind != "split":
        m.current.retry()
        answer(m.current, True)
    assert m.outcome == first and len(m.results) == 1
    assert m.answered and "in 1 minute" in make_view_html(m)


def make_view_html(m: ReviewModel) -> str:
    from tutor.ui.views.review import ReviewView
    from tutor.ui.widgets import make_view

    return ReviewView(m, make_view).html()


def test_a_card_answered_right_again_and_again_goes_further_away() -> None:
    card = new_card(NOW)
    when, gaps = NOW, []
    for _ in range(5):
        card = rate(card, True, when)
        due = datetime.fromisoformat(card["due"])
        gaps.append(due - when)
        when = due
    assert gaps == sorted(gaps) and gaps[-1] > timedelta(days=3)
    lapsed = rate(card, False, when)
    assert datetime.fromisoformat(lapsed["due"]) - when < timedelta(hours=1)


def test_the_next_item_and_the_end_of_the_review() -> None:
    a, _ = _wrong_entry("name-hand", 1)
    b, shown_b = _wrong_entry("rasp-trick", 2)
    m = _review(a, b, next=[(NOW + timedelta(days=3)).isoformat()])
    assert m.status_text() == "Item 1 of 2 · Name the hand · Razz"
    answer(m.current, True)
    m.current.next()  # the item's own "Next" goes to the next due item
    assert m.position == 1 and task_state(m.current) == shown_b
    assert m.status_text() == "Item 2 of 2 · Who takes this trick? · Raspisnoy"
    answer(m.current, False)
    m.advance()
    assert m.done and m.current is None
    assert m.summary_lines() == ["Review done: 1 of 2 right at the first try.",
                                 "The next item is due in 1 minute."]
    m.lang = "ru"
    assert m.summary_lines() == ["Повторение окончено: с первой попытки верно 1 из 2.",
                                 "Следующее задание — через 1 минуту."]


def test_an_empty_review_says_when_the_next_item_is_due_or_where_to_start() -> None:
    m = _review(first=["/ru/games/holdem/"], lang="ru")
    assert m.done and m.summary_lines() == [m.text("nothing_yet")]
    html = make_view_html(m)
    assert 'href="/ru/games/holdem/"' in html and "Начните с первого урока" in html
    m = _review(next=[(NOW + timedelta(hours=5)).isoformat()])
    assert m.summary_lines() == ["Nothing is due now. The next item is due in 5 hours."]
    m = _review(next=[(NOW + timedelta(days=7)).isoformat()])
    assert m.summary_lines() == ["Nothing is due now. The next item is due on 9 December 2026."]
    m = _review(first=['javascript:alert(1)"'])
    assert m.first_lesson == "games/holdem/"  # a bad link is not taken


def test_bad_entries_are_named_and_the_others_still_come() -> None:
    good, shown = _wrong_entry("bring-in")
    bad_card = {**good, "card": {"due": "tomorrow"}}
    bad_item = {**good, "item": {"seed": "x", "number": 0}}
    m = _review("{not json", {**good, "kind": "dance"}, bad_card, bad_item, good)
    assert task_state(m.current) == shown
    assert len(m.problems) == 4
    assert m.problems[0].startswith("Item 1 of your saved review could not be dealt (not JSON)")
    assert "unknown kind 'dance'" in m.problems[1]
    assert "not an FSRS card" in m.problems[2]
    assert "`seed` must be a whole number" in m.problems[3]
    assert m.problems[3].startswith("Item 4 of your saved review")
    assert m.status_text().startswith("Item 2 of 2")  # of the entries that could be read


def test_the_review_widget_builds_with_its_items_as_data() -> None:
    entry, shown = _wrong_entry("quiz")
    w = make_widget("review", None, "ru", query={"item": [json.dumps(entry)]})
    m = w.tutor_model
    assert task_state(m.current) == shown and m.current.lang == "ru"
    assert "Задание 1 из 1 · Кто выиграл? · Омаха хай-лоу" in w.tutor_view.html() or \
        "Задание 1 из 1 · Кто выиграл?" in w.tutor_view.html()


def test_an_answer_to_another_task_than_the_item_rates_nothing() -> None:
    entry, _ = _wrong_entry("quiz")
    m = _review(entry)
    m.current.level = "expert"  # the learner changes the level: another deal
    answer(m.current, True)
    assert m.outcome is None and not m.answered and m.results == []


def test_an_item_shows_one_language_switch_and_no_game_menu_of_its_own() -> None:
    # the review's header sets the language and card sizes; a second switch inside the item
    # (and a game menu that would deal another game's task) would only confuse
    entry, _ = _wrong_entry("quiz")
    w = make_widget("review", None, "en", query={"item": [json.dumps(entry)]})
    html = "".join(b.content for b in w.select(Board) if b.visible)
    assert html.count('data-action="lang" data-value="en"') == 1
    assert 'data-action="game"' not in html


def test_a_drill_in_the_review_has_no_display_options_of_its_own() -> None:
    entry, _ = _wrong_entry("is-low")
    w = make_widget("review", None, "en", query={"item": [json.dumps(entry)]})
    html = "".join(b.content for b in w.select(Board))
    assert html.count('data-action="large"') == 1  # the review's own, not the drill's too


def test_under_panel_the_review_column_holds_the_item_s_app_until_the_end() -> None:
    from tutor.ui.views.review import ReviewView
    from tutor.ui.widgets import make_view

    entry, _ = _wrong_entry("quiz")
    m = _review(entry)
    view = ReviewView(m, make_view)
    view.panel()
    assert [o.name for o in view.body.objects] == ["quiz"]
    m.advance()
    assert view.body.objects == []
