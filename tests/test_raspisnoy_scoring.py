"""Raspisnoy scoring: the source's worked numbers and every preset's rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tutor.raspisnoy.schedule import DealKind
from tutor.raspisnoy.scoring import Preset, ScoreError, explain, score

ORD, NT, BL, MI, GO = (DealKind.ORDINARY, DealKind.NO_TRUMP, DealKind.BLIND, DealKind.MISERE,
                     DealKind.GOLDEN)


def pts(preset: str, kind: DealKind, cards: int, bid: int | None, took: int) -> Fraction:
    return score(Preset(preset), kind, cards, bid, took).points


def test_the_sources_worked_numbers_under_the_default_preset() -> None:
    assert pts("D", ORD, 6, 2, 3) == 3       # "2 called, 3 taken = +3 points"
    assert pts("D", ORD, 6, 3, 1) == -20     # "3 called, 1 taken = -20 points"
    assert pts("D", ORD, 6, 6, 6) == 120     # "6 tricks in 6-cards round give +120"
    assert pts("D", MI, 9, None, 0) == 50  # misère without a trick: +50
    assert pts("C", ORD, 5, 5, 5) == 100     # section 8: 5*20 = 100
    assert pts("C", ORD, 5, 5, 4) == -20     # section 8: one short of a full bid: -20


@pytest.mark.parametrize("preset", "ABCD")
def test_made_pass_and_overtricks_under_every_preset(preset: str) -> None:
    assert pts(preset, ORD, 6, 2, 2) == 20
    assert pts(preset, ORD, 6, 0, 0) == 5
    assert pts(preset, ORD, 6, 0, 2) == 2
    assert pts(preset, ORD, 6, 2, 5) == 5
    assert pts(preset, ORD, 6, 3, 1) == -20


def test_full_bid_doubling_differs_by_preset() -> None:
    assert [pts(p, ORD, 1, 1, 1) for p in "ABCD"] == [10, 10, 10, 20]  # D: 1-card deals too
    assert [pts(p, ORD, 4, 4, 4) for p in "ABCD"] == [40, 40, 80, 80]
    assert [pts(p, ORD, 4, 4, 2) for p in "ABCD"] == [-20, -20, -40, -20]  # C: −20 a trick


def test_special_deal_multipliers() -> None:
    assert pts("D", BL, 9, 2, 2) == 30 and pts("D", NT, 9, 2, 2) == 30
    assert pts("A", BL, 9, 2, 2) == 40 and pts("B", NT, 9, 2, 2) == 40
    assert pts("D", BL, 9, 0, 0) == Fraction(15, 2)   # halves are kept
    assert pts("D", NT, 9, 9, 9) == 270               # the full bid, then × 1.5
    assert pts("D", BL, 9, 3, 1) == -30


def test_golden_and_misere() -> None:
    assert [pts(p, GO, 9, None, 3) for p in "ABCD"] == [60, 60, 45, 45]
    assert [pts(p, MI, 9, None, 3) for p in "ABCD"] == [-60, -60, -45, -45]
    assert [pts(p, MI, 9, None, 0) for p in "ABCD"] == [50, 50, 50, 50]  # not multiplied
    assert pts("D", GO, 9, None, 0) == 0


def test_lobovaya_is_preset_b_only() -> None:
    assert pts("B", DealKind.LOBOVAYA, 6, 2, 2) == 100
    assert pts("B", DealKind.LOBOVAYA, 6, 3, 1) == -100
    assert pts("B", DealKind.LOBOVAYA, 6, 0, 0) == 5
    assert pts("B", DealKind.LOBOVAYA, 6, 1, 3) == 3
    with pytest.raises(ScoreError, match="preset B"):
        pts("D", DealKind.LOBOVAYA, 6, 2, 2)


@pytest.mark.parametrize(("kind", "cards", "bid", "took", "culprit"), [
    (ORD, 6, None, 2, "bid"), (ORD, 6, 7, 2, "bid"), (ORD, 6, 2, 7, "took"),
    (ORD, 0, 0, 0, "cards"),
    (MI, 6, 1, 0, "bid"), (GO, 6, 0, 0, "bid"), (ORD, 6, -1, 0, "bid"),
])
def test_bad_deals_are_refused_naming_the_culprit(kind: DealKind, cards: int, bid: int | None,
                                                   took: int, culprit: str) -> None:
    with pytest.raises(ScoreError, match=culprit):
        score(Preset.D, kind, cards, bid, took)


def test_rule_texts_show_the_arithmetic() -> None:
    assert explain(score(Preset.D, ORD, 6, 2, 3), "en") == (
        "bid 2, took 3: overtricks score 1 a trick taken = 3")
    assert explain(score(Preset.D, ORD, 6, 3, 1), "en") == (
        "bid 3, took 1: −10 for each of the 2 missing = −20")
    assert explain(score(Preset.D, ORD, 6, 6, 6), "en") == (
        "bid every card (6) and took them all: 20 a trick = 120")
    assert explain(score(Preset.D, MI, 9, None, 0), "ru") == (
        "мизер без единой взятки: +50 (без множителя)")
    assert explain(score(Preset.D, GO, 9, None, 2), "en") == (
        "golden deal: 15 a trick, 2 taken = 30")
    assert "× 1.5" in explain(score(Preset.D, BL, 9, 1, 1), "ru")
