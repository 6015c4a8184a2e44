"""Soko: the 4-flush and 4-straight rows of RULES.md and their tie rules."""

from __future__ import annotations

from tutor.cards import parse_cards
from tutor.rankings import SOKO, STANDARD, Step, deciding_step
from tutor.rankings.soko import four_run_top


def cat(text: str) -> str:
    return SOKO.evaluate(text).category


def beats(a: str, b: str) -> Step:
    va, vb = SOKO.evaluate(a), SOKO.evaluate(b)
    assert va.strength > vb.strength, (a, b)
    assert SOKO.strength(parse_cards(a)) > SOKO.strength(parse_cards(b))
    step = deciding_step(va, vb)
    assert step is not None
    return step


def test_new_rows_sit_between_two_pair_and_one_pair() -> None:
    assert beats("As Ah Ks Kd 2c", "Kh 9h 5h 2h Ac") == Step("category", "two-pair", 0)
    assert beats("7h 9h 5h 2h 3c", "Jc Qd Ks Ah 3c") == Step("category", "four-flush", 0)
    assert beats("2c 3d 4h 5s 9c", "As Ad Kc Qh 9d") == Step("category", "four-straight", 0)
    assert cat("As Ad Kc Qh Jd") == "four-straight"  # the pair of aces makes J-Q-K-A
    assert beats("As Ad Kc Qh 9d", "As Kd Qc 9h 7s") == Step("category", "one-pair", 0)


def test_both_is_a_four_flush() -> None:
    assert cat("5h 6h 7h 8h Kc") == "four-flush"


def test_pair_with_a_four_flush_or_four_straight() -> None:
    assert cat("Kh 9h 5h 2h 2c") == "four-flush"
    assert cat("9c 9d Th Js Qc") == "four-straight"
    hv = SOKO.evaluate("9c 9d Th Js Qc")
    assert [(s.what, s.value) for s in hv.steps] == [("run-top", 12), ("kicker", 9)]


def test_five_card_hands_keep_their_standard_rank() -> None:
    assert cat("5h 6h 7h 8h 9c") == "straight"       # not a 4-flush
    assert cat("5h 6h 7h 8h 9h") == "straight-flush"
    assert cat("Ah Kh Qh Jh Th") == "straight-flush"  # royal
    assert cat("2h 6h 7h 8h 9h") == "flush"
    assert cat("Ah 2d 3c 4s 5h") == "straight"        # the wheel still counts


def test_four_flush_ties() -> None:
    step = beats("Kh 9h 5h 2h Qc", "Kd 9d 5d 2d Jc")   # same four: the odd card
    assert (step.kind, step.value) == ("kicker", 12)
    step = beats("Kh 9h 5h 3h 2c", "Kd 9d 5d 2d Ac")   # the suited cards before the odd one
    assert (step.what, step.value) == ("suited-card", 3)
    hv = SOKO.evaluate("2c Kh 5h 9h 3h")
    assert [str(c) for c in hv.cards] == ["Kh", "9h", "5h", "3h", "2c"]


def test_four_straight_ties() -> None:
    step = beats("9c 8d 7h 6s Kc", "9d 8c 7s 6h Qd")    # same run: the odd card
    assert (step.kind, step.value) == ("kicker", 13)
    beats("2c 3d 4h 5s 9c", "Ac 2d 3h 4s Kc")           # A-2-3-4 is the lowest run
    beats("Jc Qd Kh As 3c", "Tc Jd Qh Ks 2c")           # J-Q-K-A the highest
    hv = SOKO.evaluate("Ac 2d 3h 4s Kc")
    assert [str(c) for c in hv.cards] == ["4s", "3h", "2d", "Ac", "Kc"]


def test_the_highest_four_run_counts() -> None:
    assert four_run_top({14, 2, 3, 4, 11, 12, 13}) == 14
    assert four_run_top({14, 2, 3, 4, 9}) == 4
    assert four_run_top({2, 3, 4, 6, 7}) == 0


def test_soko_agrees_with_standard_from_two_pair_up() -> None:
    for text in ("As Ah Ks Kd 2c", "7s 7h 7d Ac Ks", "Qs Qh Qd 6c 6s", "9h 8h 7h 6h 5h"):
        assert SOKO.evaluate(text).category == STANDARD.evaluate(text).category
