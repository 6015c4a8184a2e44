"""Issue 30: every feedback sentence right, and about the learner's pick (model tests)."""

from __future__ import annotations

import pytest

pytest.importorskip("param")

from tutor.ui.models.drills.bring_in import BringInModel


def _later_street(game: str, lang: str = "en") -> BringInModel:
    m = BringInModel(game=game, seed=0, lang=lang)
    for n in range(40):
        m.number = n
        m.deal()
        if m.street > 1:
            return m
    raise AssertionError("no later street dealt")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_razz_later_street_rule_is_the_lowest_showing_hand(lang: str) -> None:
    m = _later_street("razz", lang)
    m.pick((m.answer + 1) % len(m.upcards))
    assert m.submit() is False
    text = " ".join(m.feedback)
    if lang == "en":
        assert "highest showing hand" not in text
        assert "best (lowest) showing hand" in text
    else:
        assert "старшая открытая" not in text
        assert "самая младшая" in text or "самой младшей" in text


def test_razz_bring_in_rule_says_aces_low() -> None:
    m = BringInModel(game="razz", seed=0)
    while m.street != 1:
        m.number += 1
        m.deal()
    m.pick((m.answer + 1) % len(m.upcards))
    m.submit()
    assert "aces low" in " ".join(m.feedback)


def test_stud_later_street_rule_is_still_the_highest_showing_hand() -> None:
    m = _later_street("stud7")
    m.pick((m.answer + 1) % len(m.upcards))
    m.submit()
    assert "highest showing hand acts first" in " ".join(m.feedback)
