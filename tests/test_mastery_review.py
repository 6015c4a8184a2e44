"""'Practise my weak spots' (issue 28) on CPython: the review widget's weak-spots session deals
fresh positions on the learner's weakest rules, and after a wrong answer the same rule again."""

from __future__ import annotations

from typing import Any

import pytest
from outcome_answers import answer

import tutor.ui.models.review as review
from tutor.ui.models.review import WEAK_ITEMS, ReviewModel
from tutor.ui.widgets import make_view


class Dealer:
    """A stand-in for ``deal_for``: a name-hand task of the seed (what the contract's
    ``item: null`` means), remembering what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int, str]] = []

    def __call__(self, rule: str, seed: int, lang: str) -> dict[str, Any]:
        self.asked.append((rule, seed, lang))
        if rule == "no-such-rule":
            from tutor.errors import TutorError
            raise TutorError("no deal turns on it")
        return {"rule": rule, "game": "holdem", "kind": "name-hand", "seed": seed,
                "item": None}


@pytest.fixture(autouse=True)
def _names(monkeypatch: pytest.MonkeyPatch) -> None:
    names = {"en": {"kicker": "the kicker"}, "ru": {"kicker": "кикер"}}
    monkeypatch.setattr(review, "rule_name", lambda rule, lang: names[lang].get(rule, rule))


def _session(rules: list[str], lang: str = "en") -> tuple[ReviewModel, Dealer]:
    dealer = Dealer()
    m = ReviewModel(lang=lang, dealer=dealer)
    m.load_query({"weak": rules, "seed": ["40"], "first": ["/games/holdem/"]})
    return m, dealer


def _html(m: ReviewModel) -> str:
    from tutor.ui.views.review import ReviewView

    return ReviewView(m, make_view).html()


def test_the_session_deals_the_weakest_rules_in_turn() -> None:
    m, dealer = _session(["kicker", "wheel"])
    assert m.practice and len(m.entries) == WEAK_ITEMS and m.current is not None
    seen = []
    while m.current is not None:
        seen.append(m.entries[m.position]["rule"])
        assert answer(m.current, True) is True
        assert m.outcome["weak"] and m.outcome["rule"] == seen[-1] and m.outcome["rules"]
        m.advance()
    assert seen == ["kicker", "wheel"] * (WEAK_ITEMS // 2)
    assert [a[1] for a in dealer.asked] == list(range(40, 40 + WEAK_ITEMS))  # fresh seeds
    assert "Weak spots practised: 8 of 8 right" in _html(m)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_wrong_answer_brings_the_same_rule_next_in_a_new_position(lang: str) -> None:
    m, dealer = _session(["kicker", "wheel"], lang)
    first = m.current.item()
    assert answer(m.current, False) is False
    assert m.outcome["weak"] and not m.outcome["correct"]
    said = _html(m)
    assert ("The rule: the kicker." if lang == "en" else "Правило: кикер.") in said
    assert len(m.entries) == WEAK_ITEMS + 1
    m.advance()
    assert m.entries[m.position]["rule"] == "kicker"  # the same rule, before "wheel"
    assert m.current.item() != first                   # in a new position
    assert dealer.asked[-1][0] == "kicker" and dealer.asked[-1][1] != dealer.asked[0][1]


def test_only_the_first_answer_counts_and_no_card_is_made() -> None:
    m, _ = _session(["kicker"])
    answer(m.current, True)
    out = m.outcome
    assert "card" not in out and m.results == [("weak:0", True, "")]
    answer(m.current, False)   # a retry of the same task changes nothing
    assert m.outcome is out and len(m.entries) == WEAK_ITEMS


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_weak_rules_says_so(lang: str) -> None:
    m, _ = _session([], lang)
    assert m.done and not m.entries
    said = _html(m)
    assert ("No shaky rules yet" if lang == "en" else "Пока нет правил") in said


def test_bad_ids_are_dropped_and_a_rule_without_a_deal_is_named() -> None:
    m, _ = _session(["<b>x</b>", "no-such-rule", "kicker"])
    assert {e["rule"] for e in m.entries} == {"no-such-rule", "kicker"}
    assert m.entries[m.position]["rule"] == "kicker"
    assert m.problems and "no deal turns on it" in m.problems[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_with_the_core_every_deal_turns_on_its_rule(lang: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # the real search (tutor.ui.rule_deals.deal_for) and the real names: what each deal's
    # judged outcome says it turned on holds the rule it was dealt for
    from tutor.rule_ids import rule

    monkeypatch.undo()
    m = ReviewModel(lang=lang)
    m.load_query({"weak": ["omaha-exactly-two", "raspisnoy-must-trump"], "seed": ["11"]})
    assert not m.problems
    dealt = []
    for right in (False, True, False, True):
        target = m.entries[m.position]["rule"]
        assert answer(m.current, right) is right
        assert target in m.outcome["rules"]
        if not right:
            assert rule(target).name(lang) in _html(m)
        dealt.append((target, m.current.kind))
        m.advance()
    # a wrong answer: the same rule next, in a new position; then the next rule
    assert [r for r, _ in dealt] == ["omaha-exactly-two"] * 2 + ["raspisnoy-must-trump"] * 2
    assert dealt[0][1] != dealt[2][1]  # a poker deal, then a Raspisnoy drill
