"""Every judged answer reaches the page as data, and every item it names can be dealt again."""

from __future__ import annotations

from pathlib import Path

import pytest
from outcome_answers import ANSWER, answer, game_for, task_state

from tutor.errors import TutorError
from tutor.ui.widgets import KINDS, make_model

JUDGED = sorted(ANSWER)
NOT_JUDGED = {"ladder", "explain", "rasp-game", "review", "teach-plan", "teach-class", "check"}
"""The class page's answers are the class's, not a learner's own progress (docs/ui.md); the
review and a lesson's check pass their items' answers on, each judged by its own model."""


def test_every_kind_either_judges_answers_or_is_named_as_judging_none() -> None:
    assert set(JUDGED) | NOT_JUDGED == set(KINDS)
    assert not set(JUDGED) & NOT_JUDGED
    for kind in KINDS:
        m = make_model(kind, game_for(kind), "en", seed=1)
        assert (m.kind == kind) is (kind in ANSWER or kind in ("review", "check")), kind


@pytest.mark.parametrize("kind", JUDGED)
@pytest.mark.parametrize("right", [False, True])
def test_a_judged_answer_is_reported_right_or_wrong(kind: str, right: bool) -> None:
    game = game_for(kind)
    for seed in range(3):
        m = make_model(kind, game, "en", seed=seed)
        m.clock = lambda: 1_700_000_000.25
        assert m.outcome is None
        item = m.item()
        got = answer(m, right)
        assert got is right
        own = "raspisnoy" if kind.startswith("rasp-") else "double-barrel"
        assert m.outcome == {"kind": kind, "game": game or own, "item": item,
                             "correct": right, "first": True, "time": 1_700_000_000_250,
                             "rules": m.item_rules()}
        assert m.outcome["rules"]  # what the item turned on (tests/test_rule_ids.py)


@pytest.mark.parametrize("kind", [k for k in JUDGED if k not in ("split", "barrel-hand")
                                  and not k.startswith("rasp-")])  # those that retry
def test_a_second_check_of_the_same_task_is_not_its_first_answer(kind: str) -> None:
    m = make_model(kind, game_for(kind), "en", seed=2)
    answer(m, False)
    assert m.outcome["first"] is True
    m.retry()
    answer(m, True)
    assert m.outcome["correct"] is True and m.outcome["first"] is False
    m.next()
    answer(m, False)
    assert m.outcome["first"] is True


@pytest.mark.parametrize("kind", JUDGED)
def test_an_item_deals_the_same_task_again_and_judges_it_the_same(kind: str) -> None:
    game = game_for(kind)
    m = make_model(kind, game, "en", seed=11)
    for _ in range(3):
        if kind == "barrel-hand":
            answer(m, True)
            for _ in range(20):
                if m.phase == "done":
                    break
                m.act("call") if m.can("call") else m.act("bet", m.limit().small)
            m.next_hand()
        else:
            answer(m, True)
            m.next()
    item = m.item()
    shown = task_state(m)
    fresh = make_model(kind, game, "ru", seed=99)
    assert task_state(fresh) != shown
    fresh.load_item(item)
    assert task_state(fresh) == shown
    assert fresh.item() == item
    assert answer(fresh, False) is False and fresh.outcome["item"] == item


@pytest.mark.parametrize("kind", JUDGED)
def test_a_bad_item_is_refused_with_a_message_naming_it(kind: str) -> None:
    m = make_model(kind, game_for(kind), "en", seed=1)
    before = task_state(m)
    bad = {"seed": "x", "number": -1, "p": "As", "cards": 7, "bots": 9}
    with pytest.raises(TutorError) as err:
        m.load_item(bad)
    assert any(k in str(err.value) for k in ("seed", "number", "`p`", "cards", "bots"))
    with pytest.raises(TutorError):
        m.load_item({})
    if kind in ("quiz", "split"):
        assert task_state(m) == before  # a bad position leaves the deal on the screen


def test_the_pages_progress_script_knows_the_judged_kinds_and_their_titles(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json
    import re

    from tutor.site import build
    from tutor.ui.review_strings import kind_name
    from tutor.ui.widgets import JUDGED_KINDS

    monkeypatch.setattr(build, "course_data", lambda site: [])
    js = build.progress_js(tmp_path)
    judged = re.search(r"const JUDGED = (\[[^\]]*\]);", js)
    names = re.search(r"const KIND_NAMES = (\{.*\});", js)
    assert judged and names
    assert json.loads(judged.group(1)) == list(JUDGED_KINDS) and set(JUDGED_KINDS) == set(ANSWER)
    assert json.loads(names.group(1)) == {lang: {k: kind_name(k, lang) for k in JUDGED_KINDS}
                                          for lang in ("en", "ru")}
