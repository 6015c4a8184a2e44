"""Standard high, short deck 36 and Americana: hand-written cases from RULES.md."""

from __future__ import annotations

import pytest

from tutor.cards import parse_cards
from tutor.errors import CardCountError, CardNotInDeckError, DuplicateCardError
from tutor.rankings import AMERICANA, SHORT36, STANDARD, HandValue, Step, deciding_step
from tutor.rankings.base import Family


def value(family: Family, text: str) -> HandValue:
    return family.evaluate(parse_cards(text))


def beats(family: Family, a: str, b: str) -> Step:
    """Assert ``a`` beats ``b`` (both ways round) and return the deciding step."""
    va, vb = value(family, a), value(family, b)
    assert va.strength > vb.strength, (a, b)
    assert family.strength(parse_cards(a)) > family.strength(parse_cards(b))
    step = deciding_step(va, vb)
    assert step is not None
    return step


def ties(family: Family, a: str, b: str) -> None:
    va, vb = value(family, a), value(family, b)
    assert va.strength == vb.strength, (a, b)
    assert deciding_step(va, vb) is None


# -- standard ---------------------------------------------------------------

STANDARD_LADDER = [
    ("straight-flush", "9h 8h 7h 6h 5h"),
    ("four-of-a-kind", "Ks Kh Kd Kc 2c"),
    ("full-house", "Qs Qh Qd 6c 6s"),
    ("flush", "Kh 7h 5h 3h 2h"),
    ("straight", "Tc 9d 8h 7s 6c"),
    ("three-of-a-kind", "Js Jh Jd Ac Qd"),
    ("two-pair", "As Ah Ks Kd 2c"),
    ("one-pair", "As Ad Kc Td 6h"),
    ("high-card", "As Qd Jc 9h 8s"),
]


@pytest.mark.parametrize("i", range(len(STANDARD_LADDER) - 1))
def test_standard_category_ladder(i: int) -> None:
    (cat_a, a), (cat_b, b) = STANDARD_LADDER[i], STANDARD_LADDER[i + 1]
    assert value(STANDARD, a).category == cat_a
    assert value(STANDARD, b).category == cat_b
    step = beats(STANDARD, a, b)
    assert step == Step("category", cat_a, 0)


def test_royal_flush_is_a_straight_flush() -> None:
    royal = value(STANDARD, "As Ks Qs Js Ts")
    assert royal.category == "straight-flush"
    assert royal.steps[0].value == 14
    beats(STANDARD, "As Ks Qs Js Ts", "Kh Qh Jh Th 9h")


def test_source_001_examples() -> None:
    step = beats(STANDARD, "Qs Qh Qd 6c 6s", "Qc Qh Qd 5c 5s")  # QQQ66 > QQQ55
    assert (step.kind, step.what, step.value) == ("rank", "pair", 6)
    step = beats(STANDARD, "Kh 7h 5h 3h 2h", "Qs Js Ts 8s 6s")  # higher flush card
    assert (step.what, step.value) == ("flush-card", 13)
    step = beats(STANDARD, "As Ad Kc Td 6h", "Ac Ah Qs Jd 5c")  # AAKT6 > AAQJ5
    assert (step.kind, step.value) == ("kicker", 13)
    step = beats(STANDARD, "Js Jh Jd Ac Qd", "Js Jh Jd Ah 9c")  # JJJAQ > JJJA9
    assert (step.kind, step.value) == ("kicker", 12)


def test_kickers_all_the_way_down() -> None:
    step = beats(STANDARD, "As Kd 9c 7h 3s", "Ah Kc 9d 7s 2c")
    assert (step.kind, step.value, str(step.card)) == ("kicker", 3, "3s")
    step = beats(STANDARD, "As Ah 8s 8h Kc", "Ad Ac 8d 8c Qc")
    assert (step.kind, step.what) == ("kicker", "kicker")
    step = beats(STANDARD, "As Ah 9s 9h 2c", "Ad Ac 8d 8c Kc")
    assert (step.what, step.value) == ("second-pair", 9)
    step = beats(STANDARD, "Ks Kh Kd Kc 3c", "Ks Kh Kd Kc 2d")
    assert step.kind == "kicker"


def test_wheel_and_no_wrap() -> None:
    wheel = value(STANDARD, "Ah 2c 3d 4s 5h")
    assert wheel.category == "straight"
    assert wheel.steps[0] == Step("rank", "run-top", 5, parse_cards("5h")[0])
    assert [str(c) for c in wheel.cards] == ["5h", "4s", "3d", "2c", "Ah"]
    beats(STANDARD, "2c 3d 4s 5h 6h", "Ah 2c 3d 4s 5h")       # the wheel is the lowest
    beats(STANDARD, "Ah 2c 3d 4s 5h", "As Ks Qd 9c 8d")       # but still a straight
    assert value(STANDARD, "Qh Kc Ad 2s 3h").category == "high-card"  # no wrap-around
    assert value(STANDARD, "5s 4s 3s 2s As").category == "straight-flush"
    beats(STANDARD, "6s 5s 4s 3s 2s", "5d 4d 3d 2d Ad")


def test_suits_never_break_ties_in_standard() -> None:
    ties(STANDARD, "As Ks Qs Js 9h", "Ac Kc Qc Jc 9d")
    ties(STANDARD, "Th 9h 8h 7h 6h", "Tc 9c 8c 7c 6c")


def test_display_order_combination_first() -> None:
    assert [str(c) for c in value(STANDARD, "6c Qh 6s Qd Qs").cards] == \
        ["Qs", "Qh", "Qd", "6s", "6c"]
    assert [str(c) for c in value(STANDARD, "2c Kh 9s Kd 5s").cards][:2] == ["Kh", "Kd"]


def test_hand_value_reports_what_decided() -> None:
    hv = value(STANDARD, "As Ah Ks Kd 2c")
    assert hv.family == "standard"
    assert [(s.kind, s.what, s.value) for s in hv.steps] == [
        ("rank", "top-pair", 14), ("rank", "second-pair", 13), ("kicker", "kicker", 2)]


def test_bad_input_messages() -> None:
    with pytest.raises(CardCountError, match="a standard hand needs 5 cards, got 4"):
        STANDARD.evaluate("As Ks Qs Js")
    with pytest.raises(DuplicateCardError, match="`As` appears twice"):
        STANDARD.evaluate("As Ks Qs Js As")
    with pytest.raises(CardNotInDeckError, match="`5h` is not in the 36-card deck"):
        SHORT36.evaluate("As Ks Qs Js 5h")
    with pytest.raises(CardNotInDeckError, match="`6h` is not in the 32-card deck"):
        AMERICANA.evaluate("As Ks Qs Js 6h")


# -- short deck 36 ------------------------------------------------------------

def test_short36_order() -> None:
    assert beats(SHORT36, "Kh Jh 9h 7h 6h", "As Ah Ad Kc Ks").value == 0  # flush > FH
    assert value(SHORT36, "Kh Jh 9h 7h 6h").category == "flush"
    beats(SHORT36, "7s 7h 7d Ac Ks", "Tc 9d 8h 7s 6c")  # trips > straight
    assert value(SHORT36, "Tc 9d 8h 7s 6c").category == "straight"
    beats(SHORT36, "Tc 9d 8h 7s 6c", "As Ah Ks Kd Qc")  # straight > two pair
    beats(SHORT36, "As Ah Ad Ac 6c", "Kh Jh 9h 7h 6h")  # quads > flush


def test_short36_lowest_straight_is_a6789() -> None:
    low = value(SHORT36, "Ah 6c 7d 8s 9h")
    assert low.category == "straight"
    assert low.steps[0].value == 9
    beats(SHORT36, "6c 7d 8s 9h Th", "Ah 6c 7d 8s 9h")
    assert value(SHORT36, "Ah 6h 7h 8h 9h").category == "straight-flush"
    assert value(STANDARD, "Ah 6c 7d 8s 9h").category == "high-card"  # not in standard


# -- Americana ------------------------------------------------------------------

def test_americana_order() -> None:
    beats(AMERICANA, "Kh Jh 9h 8h 7h", "As Ah Ad Kc Ks")  # flush > full house
    beats(AMERICANA, "As Ah Ad Kc Ks", "Tc 9d 8h 7s Ac")  # full house > straight
    beats(AMERICANA, "Tc 9d 8h 7s Ac", "7s 7h 7d Ac Ks")  # straight > trips
    assert value(AMERICANA, "As Kd Qc Jh 9s").category == "high-card"  # "ace-king"
    assert value(AMERICANA, "Qs Td 9c 8h 7s").category == "high-card"


def test_americana_lowest_straight_and_split() -> None:
    low = value(AMERICANA, "Ac 7d 8h 9s Th")
    assert (low.category, low.steps[0].value) == ("straight", 10)
    beats(AMERICANA, "Jc Td 9h 8s 7h", "Ac 7d 8h 9s Th")
    ties(AMERICANA, "Ac 7d 8h 9s Th", "Ad 7c 8s 9h Tc")


# -- when the best-of-seven tables are built -------------------------------------------------


@pytest.mark.parametrize("make", ["standard", "razz"])
def test_a_few_seven_card_hands_do_not_build_the_seven_card_tables(make: str) -> None:
    """Five-card tables already built (as in the site's memory snapshot): a lesson page's
    few seven-card hands are answered from them, and the much larger best-of-seven tables
    (about a second to build in the browser) wait until many seven-card hands ask."""
    import random

    from tutor.cards import DECK_52
    from tutor.rankings.razz import RAZZ, RazzFamily
    from tutor.rankings.standard import STANDARD_ORDER, RankFamily

    fresh: RankFamily | RazzFamily = (RankFamily("standard", DECK_52, STANDARD_ORDER)
                                      if make == "standard" else RazzFamily())
    known = STANDARD if make == "standard" else RAZZ
    fresh.ensure_tables()
    rng = random.Random(14)
    sevens = [tuple(rng.sample(DECK_52.cards, 7)) for _ in range(300)]
    assert [fresh.best_strength(h) for h in sevens] == [known.best_strength(h) for h in sevens]
    assert not hasattr(fresh, "_best7") and fresh.build7_seconds == 0
    many = [tuple(rng.sample(DECK_52.cards, 7)) for _ in range(fresh.warmup)]
    assert [fresh.best_strength(h) for h in many] == [known.best_strength(h) for h in many]
    assert hasattr(fresh, "_best7")  # a long enumeration still gets the fast tables
