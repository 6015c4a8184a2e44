"""The lesson's closing check on CPython: fresh items from the lesson's exercises, each judged
by its own model, a pass mark, its outcome; as a Panel component and in the site's boards."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
from outcome_answers import answer, task_state

from tutor.site.boards_runtime import BoardsPage
from tutor.ui.models.check import PASS_MARK, SIZE, CheckModel
from tutor.ui.views.board import Board
from tutor.ui.widgets import make_model, make_widget

HOLDEM = ["which-cards/holdem", "quiz/holdem"]
MIXED = ["name-hand/soko", "split/double-barrel", "rasp-bid/raspisnoy", "bring-in/soko"]


def _check(items: list[str], seed: int = 4242, lang: str = "en") -> Any:
    m = make_model("check", None, lang, seed=seed)
    m.load_query({"items": items, "lesson": ["games/holdem/"]})
    return m


def _take(m: Any, rights: list[bool]) -> list[dict[str, Any]]:
    """Answer the check's items (right or wrong at the first try), moving on after each."""
    outs: list[dict[str, Any]] = []
    m.param.watch(lambda e: outs.append(dict(e.new)), "outcome", onlychanged=False)
    for right in rights:
        assert answer(m.current, right) is right
        m.advance()
    return outs


def test_five_items_from_the_lessons_exercises_in_turn() -> None:
    m = _check(HOLDEM)
    kinds = [e["kind"] for e in m.entries]
    assert len(kinds) == SIZE == 5 and set(kinds) == {"which-cards", "quiz"}
    assert all(a != b for a, b in pairwise(kinds))  # mixed, in turn
    assert m.current.kind == kinds[0] and m.current.game == "holdem"


@pytest.mark.parametrize("wrong", [0, 1])
def test_four_of_five_right_at_the_first_try_pass(wrong: int) -> None:
    m = _check(MIXED)
    outs = _take(m, [i >= wrong for i in range(SIZE)])
    result = outs[-1]
    assert result == {"kind": "check", "lesson": "games/holdem/", "passed": True,
                      "right": SIZE - wrong, "of": SIZE, "first": True,
                      "time": result["time"]}
    assert m.done and m.current is None
    view_html = make_widget("check", None, "en", seed=1).tutor_view.html()  # before loading
    assert "Dealing the check" in view_html
    assert "Check passed" in "".join(m.summary_lines())


def test_two_wrong_fail_and_the_wrong_items_go_on_to_the_page() -> None:
    m = _check(MIXED)
    rights = [True, False, True, False, True]
    outs = _take(m, rights)
    items, result = outs[:-1], outs[-1]
    # every item's first answer goes on as its own outcome: the lesson counts it, and the
    # page keeps a wrong one for the review
    assert [o["correct"] for o in items] == rights and all(o["first"] for o in items)
    assert [o["kind"] for o in items] == [e["kind"] for e in m.entries]
    assert all(o["item"] == e["item"] for o, e in zip(items, m.entries, strict=True))
    assert result["kind"] == "check" and result["passed"] is False
    assert (result["right"], result["of"]) == (3, SIZE) and PASS_MARK == 4
    assert m.summary_lines() == ["Not passed yet: 3 of 5 right at the first try, and 4 are "
                                 "needed. Practise with the exercises above, then take a new "
                                 "check."]


def test_a_retry_after_a_wrong_answer_does_not_count() -> None:
    m = _check(["name-hand/holdem"])
    outs: list[dict[str, Any]] = []
    m.param.watch(lambda e: outs.append(dict(e.new)), "outcome", onlychanged=False)
    assert answer(m.current, False) is False
    m.current.retry()
    answer(m.current, True)
    assert len(outs) == 1 and m.results == [("name-hand", False, "")]
    from tutor.ui.widgets import make_view

    assert "this item goes to your review" in make_view(m).html()


def test_a_new_check_deals_new_items_and_starts_the_score_again() -> None:
    m = _check(HOLDEM)
    _take(m, [False] * SIZE)
    first = [task_state(_check(HOLDEM).current)]
    m.restart()
    assert m.round == 1 and m.results == [] and not m.done and m.current is not None
    assert task_state(m.current) not in first


def test_the_same_seed_deals_the_same_check_and_a_visit_seed_its_first_item_from_b() -> None:
    a, b = _check(MIXED, seed=31337), _check(MIXED, seed=31337)
    assert [(e["kind"], e["seed"]) for e in a.entries] == [(e["kind"], e["seed"])
                                                           for e in b.entries]
    visit = _check(MIXED, seed=48219 * 100000 + 31337)  # the page's V * 100000 + B
    assert task_state(visit.current) == task_state(a.current)  # the build's first state
    assert [e["seed"] for e in visit.entries[1:]] != [e["seed"] for e in a.entries[1:]]


def test_bad_exercises_are_named_and_the_others_still_come() -> None:
    m = _check(["dance/holdem", "quiz/narnia", "quiz/holdem"], lang="ru")
    assert len(m.problems) == 2 and m.problems[0].startswith("Упражнение 1 проверки")
    assert {e["kind"] for e in m.entries} == {"quiz"}
    empty = _check([])
    assert empty.done and empty.summary_lines() == ["This lesson has no exercises to check."]


def test_the_check_is_a_panel_component_in_both_languages() -> None:
    for lang, status, title in (("en", "Item 1 of 5", "Check: are you ready?"),
                                ("ru", "Задание 1 из 5", "Проверка: всё ли усвоено?")):
        w = make_widget("check", None, lang, seed=7, query={"items": HOLDEM})
        html = "".join(b.content for b in w.select(Board) if b.visible)
        assert title in html and status in html
        assert html.count('data-action="lang" data-value="en"') == 1  # the check's own only
        m = w.tutor_model
        assert isinstance(m, CheckModel) and m.current.lang == lang
        answer(m.current, True)
        html = "".join(b.content for b in w.select(Board) if b.visible)
        assert 'data-action="next" data-focus="check-next"' in html


def test_the_site_draws_the_check_and_its_next_item_in_place() -> None:
    page = BoardsPage()
    page.add(0, {"widget": "check", "lang": "en", "seed": 5,
                 "query": {"items": HOLDEM, "lesson": ["games/holdem/"]}})
    sent: list[Any] = []
    page.link(sent.append)
    view = page.views[0]
    answer(view.item_view.model, True)
    page.act(0, 1, {"action": "next", "value": ""})
    assert sent and sent[-1][0]["slot"] == 0 and "app" in sent[-1][0]
    assert view.model.position == 1


def test_an_item_answered_at_another_level_still_counts() -> None:
    m = _check(["quiz/holdem"])
    m.current.level = "expert"  # the learner changes the item's level: another fresh deal
    assert answer(m.current, True) is True
    assert m.answered and m.results == [("quiz", True, "")]
    assert m.outcome["kind"] == "quiz" and m.outcome["item"] == m.entries[0]["item"]


def test_an_item_whose_answer_is_shown_or_skipped_is_not_right() -> None:
    m = _check(["name-hand/holdem"])
    outs: list[dict[str, Any]] = []
    m.param.watch(lambda e: outs.append(dict(e.new)), "outcome", onlychanged=False)
    m.current.reveal()  # "Show the answer": the task counts as not solved
    m.current.next()  # the item's own Next goes on to the check's next item
    assert m.position == 1 and m.results == [("name-hand", False, "")]
    for _ in range(SIZE - 1):
        assert answer(m.current, True) is True
        m.advance()
    assert m.done and outs[-1]["kind"] == "check"
    assert (outs[-1]["right"], outs[-1]["passed"]) == (4, True)


def test_a_quiz_item_has_no_teachers_form_to_deal_an_easy_position() -> None:
    w = make_widget("check", None, "en", seed=7, query={"items": ["quiz/holdem"]})
    html = "".join(b.content for b in w.select(Board))
    assert w.tutor_model.current.kind == "quiz" and "Who wins?" in html
    assert 'data-action="deal"' not in html
    page = BoardsPage()
    drawn = page.add(0, {"widget": "check", "lang": "en", "seed": 7,
                         "query": {"items": ["quiz/holdem"]}})
    assert not any('data-action="deal"' in b["content"] for b in drawn["boards"])
