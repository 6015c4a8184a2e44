"""32-card draw and Telesina: suit tie-breaks exactly as RULES.md describes."""

from __future__ import annotations

import random
from itertools import pairwise

from tutor.cards import DECK_32, card, parse_cards
from tutor.rankings import AMERICANA, DRAW32, TELESINA, HandValue, Step, deciding_step
from tutor.rankings.base import Family

HEARTS, DIAMONDS, CLUBS, SPADES = 2, 1, 0, 3


def beats(family: Family, a: str, b: str, context: str | None = None) -> Step:
    vela = card(context) if context else None
    va = family.evaluate(parse_cards(a), context=vela)
    vb = family.evaluate(parse_cards(b), context=vela)
    assert va.strength > vb.strength, (a, b)
    assert family.strength(parse_cards(a)) > family.strength(parse_cards(b))
    step = deciding_step(va, vb)
    assert step is not None
    return step


def value(family: Family, text: str) -> HandValue:
    return family.evaluate(parse_cards(text))


# -- 32-card draw -------------------------------------------------------------

def test_draw32_ranks_as_americana() -> None:
    ladder = ["Th 9h 8h 7h Ah", "Ks Kh Kd Kc 7c", "Kh Jh 9h 8h 7h", "As Ah Ad Kc Ks",
              "Jc Td 9h 8s 7h", "7s 7h 7d Ac Ks", "As Ah Ks Kd 7c", "As Ad Kc Td 8h",
              "As Qd Jc 9h 8s"]
    for a, b in pairwise(ladder):
        assert beats(DRAW32, a, b).kind == "category"
        assert value(DRAW32, a).category == value(AMERICANA, a).category
    assert value(DRAW32, "Tc 9d 8h 7s Ac").steps[0].value == 10  # A-7-8-9-T, ten high


def test_draw32_ranks_before_suits() -> None:
    step = beats(DRAW32, "As Kc Qc Jc 9c", "Ah Kd Qd Jd 8s")
    assert (step.kind, step.value) == ("kicker", 9)
    step = beats(DRAW32, "Kc Qc 9c 8c 7c", "Kh Jh 9h 8h 7h")  # flush ranks first
    assert (step.what, step.value) == ("flush-card", 12)


def test_draw32_suit_of_the_top_card() -> None:
    step = beats(DRAW32, "Ah Kc Qc Jc 9c", "Ad Ks Qs Js 9s")
    assert step == Step("suit", "high-card", HEARTS, card("Ah"))
    step = beats(DRAW32, "As Kd Qd Jd 9d", "Ac Kh Qh Jh 9h")  # spades > clubs
    assert step == Step("suit", "high-card", SPADES, card("As"))
    step = beats(DRAW32, "Kh Jh 9h 8h 7h", "Kc Jc 9c 8c 7c")
    assert (step.kind, step.what, step.value) == ("suit", "flush-card", HEARTS)
    step = beats(DRAW32, "Th 9c 8d 7h As", "Tc 9d 8h 7s Ac")  # straight: the top card's suit
    assert (step.kind, step.what, step.value) == ("suit", "run-top", HEARTS)


def test_draw32_pairs_compare_the_best_card_of_the_pair() -> None:
    step = beats(DRAW32, "Kh Kc 9c 8s 7c", "Kd Ks 9h 8h 7d")
    assert step == Step("suit", "pair", HEARTS, card("Kh"))
    step = beats(DRAW32, "Kd Ks 9c 8s 7c", "Kc Ks 9h 8h 7d")
    assert step.value == DIAMONDS


def test_draw32_two_pair_kicker_rank_then_suits() -> None:
    step = beats(DRAW32, "Ks Kc 7h 7d Qc", "Kh Kd 7c 7s Jh")
    assert (step.kind, step.value) == ("kicker", 12)
    step = beats(DRAW32, "Kh Kd 7c 7s Qc", "Ks Kc 7h 7d Qd")
    assert step == Step("suit", "top-pair", HEARTS, card("Kh"))


def test_draw32_no_two_hands_of_one_deal_tie() -> None:
    rng = random.Random(32)
    cards = list(DECK_32.cards)
    for _ in range(5_000):
        dealt = rng.sample(cards, 10)
        assert DRAW32.strength(dealt[:5]) != DRAW32.strength(dealt[5:])


# -- Telesina -------------------------------------------------------------------

def test_telesina_order() -> None:
    ladder = ["Jh Th 9h 8h 7h", "Ks Kh Kd Kc 7c", "Kh Jh 9h 8h 7h", "As Ah Ad Kc Ks",
              "Jc Td 9h 8s 7h", "7s 7h 7d Ac Ks", "As Ah Ks Kd 7c", "As Ad Kc Td 8h",
              "As Qd Jc 9h 8s"]
    for a, b in pairwise(ladder):
        assert beats(TELESINA, a, b).kind == "category"


def test_telesina_high_card_card_by_card() -> None:
    # the source's example: A♥ Q♦ beats A♦ K♣
    step = beats(TELESINA, "Ah Qd 9c 8s 7c", "Ad Kc 9h 8h 7d")
    assert step == Step("suit", "high-card", HEARTS, card("Ah"))
    step = beats(TELESINA, "Ac Kd 9h 8h 7d", "As Kh 9c 8s 7c")  # clubs > spades
    assert step.value == CLUBS


def test_telesina_flush_suit_before_ranks() -> None:
    step = beats(TELESINA, "Qh Jh 9h 8h 7h", "As Ks Qs Js 9s")
    assert (step.kind, step.what, step.value) == ("suit", "flush-suit", HEARTS)
    beats(TELESINA, "Qd Jd 9d 8d 7d", "Ac Kc Qc Jc 9c")
    # the same suit (possible through the Vela): ranks high to low
    step = beats(TELESINA, "Ah Jh 9h 8h 7h", "Kh Qh Jh 9h 8h", context="9h")
    assert (step.what, step.value) == ("flush-card", 14)


def test_telesina_straights_top_card_then_its_suit() -> None:
    step = beats(TELESINA, "Td 9c 8d 7h As", "Tc 9d 8h 7s Ac")
    assert step == Step("suit", "run-top", DIAMONDS, card("Td"))
    beats(TELESINA, "Jc Tc 9c 8c 7c", "Th 9h 8h 7h Ah")  # A-7-8-9-T is the lowest
    # two straights topped by the shared Vela card: split
    a, b = parse_cards("Th 9c 8d 7s Ac"), parse_cards("Th 9d 8c 7h Ad")
    assert TELESINA.strength(a, context=card("Th")) == TELESINA.strength(b, context=card("Th"))


def test_telesina_two_pair() -> None:
    # kickers are different cards: the kicker's suit decides (before the top pair's)
    step = beats(TELESINA, "Ks Kc 8h 8d Qh", "Kh Kd 8c 8s Qc")
    assert step == Step("suit", "kicker", HEARTS, card("Qh"))
    # the kicker is the shared Vela: the better suit in the top pair wins
    step = beats(TELESINA, "Kh Kd 8c 8s Qc", "Ks Kc 8h 8d Qc", context="Qc")
    assert step == Step("suit", "top-pair", HEARTS, card("Kh"))
    # ranks first: the kicker's rank
    step = beats(TELESINA, "Ks Kc 8h 8d Qs", "Kh Kd 8c 8s Jh")
    assert (step.kind, step.value) == ("kicker", 12)


def test_telesina_one_pair() -> None:
    step = beats(TELESINA, "9c 9s Ah Kc 8h", "9h 9d Ac Kd 8s")
    assert step == Step("suit", "kicker", HEARTS, card("Ah"))
    # the highest kicker is the shared Vela: the next kicker's suit decides
    step = beats(TELESINA, "9c 9s Ac Kh 8d", "9h 9d Ac Kd 8s", context="Ac")
    assert step == Step("suit", "kicker", HEARTS, card("Kh"))
    # every kicker's rank before any suit
    step = beats(TELESINA, "9h 9d Ac Qd 8s", "9c 9s Ah Jc 8h")
    assert (step.kind, step.value) == ("kicker", 12)


def test_telesina_royal_beats_the_low_straight_flush_in_the_family_order() -> None:
    # the heads-up exception is the showdown's business, not the family's
    step = beats(TELESINA, "As Ks Qs Js Ts", "Tc 9c 8c 7c Ac")
    assert (step.what, step.value) == ("run-top", 14)


def test_context_does_not_change_strength() -> None:
    hand = parse_cards("9c 9s Ac Kh 8d")
    assert TELESINA.evaluate(hand, context=card("Ac")).strength == TELESINA.strength(hand)
