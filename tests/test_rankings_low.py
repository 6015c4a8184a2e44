"""Deuce-to-seven low and eight-or-better low (RULES.md rows and traps)."""

from __future__ import annotations

import pytest

from tutor.cards import DECK_52, card, parse_cards
from tutor.errors import CardCountError
from tutor.rankings import DEUCE_SEVEN, EIGHT_LOW, best_hand, best_omaha, deciding_step


def s27(text: str) -> int:
    return DEUCE_SEVEN.strength(parse_cards(text))


def test_deuce_seven_lower_hand_is_stronger() -> None:
    assert s27("7s 5d 4c 3h 2s") > s27("8s 6d 4c 3h 2s") > s27("8s 6d 5c 3h 2s")
    assert s27("Ks Qd Jc 9h 8s") > s27("2s 2d 4c 3h 5s")  # any pair is worse than no pair


def test_deuce_seven_ace_is_high_and_a2345_no_straight() -> None:
    hv = DEUCE_SEVEN.evaluate("As 2d 3c 4h 5s")
    assert hv.category == "high-card"
    assert hv.steps[0].value == 14
    assert s27("Ks Qd Jc 9h 8s") > s27("As 2d 3c 4h 5s")


def test_deuce_seven_straights_and_flushes_count_against() -> None:
    assert DEUCE_SEVEN.evaluate("6s 5d 4c 3h 2s").category == "straight"
    assert DEUCE_SEVEN.evaluate("7h 5h 4h 3h 2h").category == "flush"
    assert s27("Ks Qd Jc 9h 8s") > s27("6s 5d 4c 3h 2s")
    assert s27("8s 6d 4c 3h 2s") > s27("7h 5h 4h 3h 2h")


def test_deuce_seven_deciding_step_is_the_first_different_card() -> None:
    a, b = DEUCE_SEVEN.evaluate("8s 6d 4c 3h 2s"), DEUCE_SEVEN.evaluate("8c 6h 5c 3d 2c")
    step = deciding_step(a, b)
    assert step is not None and step.value == 4  # the lower card is the better low


@pytest.mark.slow
def test_deuce_seven_best_hand_is_75432_offsuit() -> None:
    from itertools import combinations

    best = max(combinations(DECK_52.cards, 5), key=DEUCE_SEVEN.strength)
    assert sorted(c.rank for c in best) == [2, 3, 4, 5, 7]
    assert len({c.suit for c in best}) > 1


def low(text: str) -> int:
    return EIGHT_LOW.strength(parse_cards(text))


def test_eight_low_source_trap() -> None:
    a, b = EIGHT_LOW.evaluate("8h 5c 4d 3s 2h"), EIGHT_LOW.evaluate("8c 6h 3d 2s Ah")
    assert a is not None and b is not None
    assert a.strength > b.strength
    step = deciding_step(a, b)
    assert step is not None and (step.kind, step.value) == ("low-card", 5)


def test_eight_low_wheel_is_best_and_ace_is_low() -> None:
    wheel = EIGHT_LOW.evaluate("5h 4c 3d 2s Ah")
    assert wheel is not None and wheel.category == "low"
    assert [s.value for s in wheel.steps] == [5, 4, 3, 2, 1]
    assert low("5h 4h 3h 2h Ah") == low("5h 4c 3d 2s Ah")  # straights and flushes ignored
    assert low("5h 4c 3d 2s Ah") > low("6h 4c 3d 2s Ah") > low("6h 5c 3d 2s Ah")


def test_eight_low_needs_five_different_ranks_up_to_eight() -> None:
    for hand in ("9h 5c 4d 3s 2h", "8h 8c 4d 3s 2h", "Kh 5c 4d 3s 2h"):
        value = EIGHT_LOW.evaluate(hand)  # "no low" is a value, not None
        assert value.category == "no-low" and not value.qualifies and value.strength == 0
    assert low("9h 5c 4d 3s 2h") == 0
    assert low("8h 7c 6d 5s 4h") > 0


def test_eight_low_best_of_seven_takes_the_five_lowest_ranks() -> None:
    hv = best_hand(EIGHT_LOW, "Ah 2c 2d 3s 7h 8c Kd")
    assert hv is not None
    assert [c.rank for c in hv.cards] == [8, 7, 3, 2, 14]
    assert not best_hand(EIGHT_LOW, "Ah 2c 2d 3s 9h Tc Kd").qualifies


def test_omaha_low_uses_exactly_two_hole_cards() -> None:
    # A-2-3-4 in the hand but one low board card: no low
    assert not best_omaha(EIGHT_LOW, "Ah 2h 3h 4h", "5c Kc Qd Jd 9s").qualifies
    # counterfeited: the board pairs the hole deuce; the best is 8-7-3-2-A
    hv = best_omaha(EIGHT_LOW, "Ah 2h 3c Kd", "2c 3d 7s 8h Kc")
    assert hv is not None and [s.value for s in hv.steps] == [8, 7, 3, 2, 1]
    assert not best_omaha(EIGHT_LOW, "Ah 2h Kc Kd", "2c 3d 5s 9h Tc").qualifies


def test_low_input_errors() -> None:
    with pytest.raises(CardCountError, match="eight-or-better low needs 5 cards, got 6"):
        EIGHT_LOW.evaluate("Ah 2c 3d 4s 5h 6c")
    assert card("Ah") in DECK_52
