"""Razz, the ace-to-five low: hand-written cases, an independent reference, exhaustive counts.

The reference below is written from the rules alone (not from the family's
code): a hand's badness is the number of pairs of equal cards it holds (0 no
pair, 1 one pair, 2 two pair, 3 trips, 4 full house, 6 quads — the categories'
order), then its ranks with the ace as 1, the biggest set first and each part
from the highest down; the smaller key is the better hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement, pairwise
from math import comb

import pytest

from tutor.cards import DECK_52, Card, make_card, parse_cards
from tutor.errors import CardCountError, CardParseError, DuplicateCardError
from tutor.rankings import deciding_step
from tutor.rankings.base import CATEGORY_IDS, HandValue
from tutor.rankings.best import best_hand
from tutor.rankings.razz import (
    DEFINITIONS,
    EXAMPLES,
    KNOWN_COUNTS,
    RAZZ,
    RazzFamily,
)

# -- the reference, from the rules alone ---------------------------------------------------


def ace_one(card: Card) -> int:
    return 1 if card.rank == 14 else card.rank


def ref_key(hand: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """Smaller is better: (pairs of equal cards, ranks by set size then rank, high first)."""
    ranks = [ace_one(c) for c in hand]
    n = Counter(ranks)
    pairs_of_equal_cards = sum(comb(k, 2) for k in n.values())
    return pairs_of_equal_cards, tuple(sorted(ranks, key=lambda r: (n[r], r), reverse=True))


REF_CATEGORY = {0: "high-card", 1: "one-pair", 2: "two-pair", 3: "three-of-a-kind",
                4: "full-house", 6: "four-of-a-kind"}


def s(text: str) -> int:
    return RAZZ.strength(parse_cards(text))


def hv(text: str) -> HandValue:
    return RAZZ.evaluate(text)


def hand_of(ranks: Sequence[int], rng: random.Random) -> tuple[Card, ...]:
    """Cards with these ranks (2..14), suits chosen at random, no card twice."""
    cards: list[Card] = []
    for r in ranks:
        free = [x for x in range(4) if make_card(r, x) not in cards]
        cards.append(make_card(r, rng.choice(free)))
    rng.shuffle(cards)
    return tuple(cards)


def assert_same_order(hands: Sequence[Sequence[Card]]) -> None:
    """Strength orders the hands exactly as the reference does (better = higher strength)."""
    keyed = sorted((ref_key(h), RAZZ.strength(h), h) for h in hands)
    for (k1, s1, h1), (k2, s2, h2) in pairwise(keyed):
        if k1 == k2:
            assert s1 == s2, (h1, h2)
        else:
            assert s1 > s2, f"{h1} should beat {h2}"


# -- the class data the core reads -----------------------------------------------------------


def test_family_data() -> None:
    assert (RAZZ.id, RAZZ.hand_size, RAZZ.deck) == ("razz", 5, DECK_52)
    assert RAZZ.low is True and RAZZ.suits_break_ties is False and RAZZ.ace_low is True
    assert RAZZ.categories == ("high-card", "one-pair", "two-pair", "three-of-a-kind",
                               "full-house", "four-of-a-kind")
    assert set(RAZZ.categories) <= set(CATEGORY_IDS)


def test_categories_are_listed_in_strength_order_best_first() -> None:
    rng = random.Random(8)
    shapes = {"high-card": (5, 4, 3, 2, 14), "one-pair": (2, 2, 4, 3, 14),
              "two-pair": (3, 3, 2, 2, 14), "three-of-a-kind": (14, 14, 14, 2, 3),
              "full-house": (14, 14, 14, 2, 2), "four-of-a-kind": (14, 14, 14, 14, 2)}
    worst_of = {"high-card": (13, 12, 11, 10, 9), "one-pair": (13, 13, 12, 11, 10),
                "two-pair": (13, 13, 12, 12, 11), "three-of-a-kind": (13, 13, 13, 12, 11),
                "full-house": (13, 13, 13, 12, 12), "four-of-a-kind": (13, 13, 13, 13, 12)}
    for better, worse in zip(RAZZ.categories, RAZZ.categories[1:], strict=False):
        # the worst hand of a category still beats the best hand of the next one
        worst = RAZZ.evaluate(hand_of(worst_of[better], rng))
        best_below = RAZZ.evaluate(hand_of(shapes[worse], rng))
        assert (worst.category, best_below.category) == (better, worse)
        assert worst > best_below


def test_texts_cover_every_category_in_both_languages() -> None:
    assert set(DEFINITIONS["en"]) == set(RAZZ.categories)
    for lang in ("en", "ru"):
        assert all(RAZZ.text(f"definition:{c}", lang).strip() for c in RAZZ.categories)
        assert "5-4-3-2-A" in RAZZ.text("definition:high-card", lang)
    assert RAZZ.text("definition:one-pair", "ru") != DEFINITIONS["en"]["one-pair"]
    for category, text in EXAMPLES.items():
        value = hv(text)
        assert value.category == category
        assert " ".join(map(str, value.cards)) == text  # written in the family's display order
    assert set(EXAMPLES) == set(RAZZ.categories)


def test_the_family_carries_its_texts_example_and_counts() -> None:
    for code in ("ladder-head", "ladder-note", "lowest-wins"):
        en, ru = RAZZ.text(code, "en"), RAZZ.text(code, "ru")
        assert en and ru and en != ru, code
    for category in RAZZ.categories:
        assert RAZZ.text(f"definition:{category}", "en") == DEFINITIONS["en"][category]
    assert RAZZ.best_example is not None
    best = hv(RAZZ.best_example)
    assert sorted(ace_one(c) for c in best.cards) == [1, 2, 3, 4, 5]
    assert RAZZ.known_counts == KNOWN_COUNTS
    assert RAZZ.ladder == RAZZ.categories  # read best first, as listed


def test_lazy_value_of_equals_evaluate() -> None:
    rng = random.Random(11)
    for _ in range(300):
        hand = tuple(rng.sample(DECK_52.cards, 5))
        lazy = RAZZ.value_of(hand, RAZZ.strength(hand))
        assert lazy is not None
        assert lazy == RAZZ.evaluate(hand)


def test_known_counts_are_the_closed_forms() -> None:
    assert closed_form_counts() == KNOWN_COUNTS
    assert sum(KNOWN_COUNTS.values()) == comb(52, 5)
    assert list(KNOWN_COUNTS) == list(RAZZ.categories)


# -- the rules, case by case -------------------------------------------------------------------


def test_wheel_suited_is_the_best_hand() -> None:
    best = s("5h 4h 3h 2h Ah")
    assert hv("5h 4h 3h 2h Ah").category == "high-card"
    assert [st.value for st in hv("Ah 2h 3h 4h 5h").steps] == [5, 4, 3, 2, 1]
    rng = random.Random(1)
    every_rank_multiset = [hand_of(m, rng) for m in multisets(5)]
    assert max(map(RAZZ.strength, every_rank_multiset)) == best
    others = [h for h in every_rank_multiset if sorted(ace_one(c) for c in h) != [1, 2, 3, 4, 5]]
    assert all(RAZZ.strength(h) < best for h in others)


def test_lower_second_card_wins() -> None:
    assert s("6h 4c 3d 2s Ah") > s("6c 5h 3s 2d Ad")
    step = deciding_step(hv("6h 4c 3d 2s Ah"), hv("6c 5h 3s 2d Ad"))
    assert step is not None and (step.kind, step.what, step.value) == ("low-card", "low-card", 4)


def test_compared_from_the_top_down() -> None:
    assert s("7h 6c 5d 4s 3h") > s("8c 4h 3s 2d Ad")  # 7 against 8 decides, not the 8's tail
    assert s("8h 7c 6d 5s 3h") > s("8c 7h 6s 5d 4d")  # down to the last card
    assert s("Kh 4c 3d 2s Ah") < s("Qc Jh Ts 9d 8d")


def test_ace_is_low() -> None:
    assert s("As Ad 5c 4h 3s") > s("2s 2d 5c 4h 3s")  # a pair of aces beats a pair of deuces
    assert s("Ah Ac Ad Ks Qh") > s("2h 2c 2d 4s 3h")  # three aces beat three deuces
    assert s("Ah Ac Ad 3s 3h") > s("2h 2c 2d 3s 3d")  # aces full beat deuces full
    assert s("Ks 4d 3c 2h As") > s("Ks 4d 3c 2h 5s")  # ace kicker lowest
    assert hv("Ah Kc Qd Js Th").steps[0].value == 13  # A-K-Q-J-T is king-high here


def test_straights_and_flushes_do_not_count() -> None:
    for text in ("8h 7c 6d 5s 4h", "9h 7h 5h 3h 2h", "5c 4c 3c 2c Ac", "Ts Js Qs Ks As"):
        assert hv(text).category == "high-card", text
    assert s("8h 7c 6d 5s 4h") == s("8h 7h 6h 5h 4h") == s("8c 7h 6s 5d 4d")
    assert s("8h 7c 6d 5s 4h") > s("8c 7h 6s 5d 5h")  # the straight beats a pair
    assert s("9h 7h 5h 3h 2h") == s("9c 7d 5h 3s 2h")


def test_pairs_count_against_you() -> None:
    assert s("Kh Qc Jd Ts 8h") > s("Ah Ac 2d 3s 4h")  # A-A-2-3-4 loses to K-Q-J-T-8
    assert hv("Ah Ac 2d 3s 4h").category == "one-pair"
    assert s("Kh Kc Qd Qs Jh") < s("Kh Kc Qd Js Th")  # two pair is worse than one pair


def test_one_pair_then_kickers_from_the_top() -> None:
    a, b = hv("Ah Ac 4d 3s 2h"), hv("As Ad 5c 3h 2d")
    assert a > b
    step = deciding_step(a, b)
    assert step is not None and (step.kind, step.what, step.value) == ("low-card", "kicker", 4)
    pair = deciding_step(hv("3h 3c Kd Qs Jh"), hv("4h 4c 2d As 5h"))
    assert pair is not None and (pair.kind, pair.what, pair.value) == ("rank", "pair", 3)
    assert s("3h 3c Kd Qs Jh") > s("4h 4c 2d As 5h")  # the lower pair wins whatever the kickers


def test_two_pair_top_pair_then_second_pair_then_kicker() -> None:
    assert s("3h 3c 2d 2s Kh") > s("4h 4c Ad As 2h")  # top pair 3 against 4
    assert s("5h 5c 3d 3s Qh") > s("5s 5d 4d 4s 2h")  # second pair 3 against 4
    assert s("5h 5c 3d 3s 2h") > s("5s 5d 3c 3h 7h")  # kicker
    value = hv("2d 2s Kh 5h 5c")
    assert [(st.what, st.value) for st in value.steps] == [
        ("top-pair", 5), ("second-pair", 2), ("kicker", 13)]
    assert [c.rank for c in value.cards] == [5, 5, 2, 2, 13]


def test_trips_full_house_and_quads() -> None:
    assert s("2h 2c 2d Ks Qh") > s("3h 3c 3d As 2s")
    assert s("5h 5c 5d 3s 3h") > s("5s 5d 5c 4s 4h")  # same three: the pair decides
    assert s("Kh Kc Kd Ks Qh") < s("Kh Kc Kd Qs Qd")  # quads are the worst category
    assert [(st.kind, st.what) for st in hv("9h 9c 9d 9s Ah").steps] == [
        ("rank", "quads"), ("low-card", "kicker")]
    assert [(st.what, st.value) for st in hv("4h 4c 4d 2s 2h").steps] == [
        ("trips", 4), ("pair", 2)]


def test_suits_never_break_ties() -> None:
    a, b = hv("7s 5s 4d 3c 2h"), hv("7h 5h 4c 3d 2d")
    assert a.strength == b.strength and deciding_step(a, b) is None
    assert s("Ks Kh 4s 3s 2s") == s("Kc Kd 4h 3h 2h")


def test_display_order_sets_first_then_high_to_low_ace_last() -> None:
    assert " ".join(map(str, hv("Ah 2c 3d 4s 5h").cards)) == "5h 4s 3d 2c Ah"
    assert " ".join(map(str, hv("2c Ah 7d Ac 4s").cards)) == "Ah Ac 7d 4s 2c"
    value = hv("Ah 2c 3d 4s 5h")
    assert [st.card for st in value.steps] == list(value.cards)


def test_bad_input_names_the_bad_part() -> None:
    with pytest.raises(CardCountError, match="a razz hand needs 5 cards, got 6"):
        RAZZ.evaluate("Ah 2c 3d 4s 5h 6c")
    with pytest.raises(CardCountError, match="got 4"):
        RAZZ.evaluate("Ah 2c 3d 4s")
    with pytest.raises(DuplicateCardError, match="`Ah` appears twice"):
        RAZZ.evaluate("Ah 2c 3d 4s Ah")
    with pytest.raises(CardParseError, match="`1h` is not a card"):
        RAZZ.evaluate("1h 2c 3d 4s 5h")


# -- the reference against the tables ---------------------------------------------------------


def multisets(n: int) -> list[tuple[int, ...]]:
    return [m for m in combinations_with_replacement(range(2, 15), n)
            if max(Counter(m).values()) <= 4]


def test_every_rank_multiset_in_the_reference_order() -> None:
    rng = random.Random(5)
    hands = [hand_of(m, rng) for m in multisets(5)]
    assert len(hands) == 6175
    assert_same_order(hands)
    assert len({RAZZ.strength(h) for h in hands}) == 6175  # a different hand is never a tie
    for h in hands[::7]:
        value = RAZZ.value_unchecked(h)
        assert value.category == REF_CATEGORY[ref_key(h)[0]] == RAZZ.category_of(value.strength)
        assert value.strength == RAZZ.strength(h)


def test_seeded_sample_in_the_reference_order() -> None:
    rng = random.Random(20261201)
    hands = [tuple(rng.sample(DECK_52.cards, 5)) for _ in range(20000)]
    assert_same_order(hands)


def test_definition_and_tables_agree_before_and_after_building() -> None:
    cold = RazzFamily()  # answers from the definition until it has seen enough hands
    rng = random.Random(3)
    hands = [tuple(rng.sample(DECK_52.cards, 5)) for _ in range(500)]
    assert [cold.strength(h) for h in hands] == [RAZZ.strength(h) for h in hands]
    assert not cold.warm()
    sevens = [tuple(rng.sample(DECK_52.cards, 7)) for _ in range(200)]
    assert [cold.best_strength(h) for h in sevens] == [RAZZ.best_strength(h) for h in sevens]
    cold.ensure_tables7()
    assert [cold.best_strength(h) for h in sevens] == [RAZZ.best_strength(h) for h in sevens]


# -- best five of seven ---------------------------------------------------------------------


def test_best_of_seven_is_the_max_over_the_21_fives() -> None:
    RAZZ.ensure_tables7()
    rng = random.Random(7)
    for n in (5, 6, 7):
        for _ in range(1500):
            cards = tuple(rng.sample(DECK_52.cards, n))
            fives = list(combinations(cards, 5))
            assert RAZZ.best_strength(cards) == max(map(RAZZ.strength, fives))
            # ... and the reference picks a five of that strength
            assert RAZZ.strength(min(fives, key=ref_key)) == RAZZ.best_strength(cards)


def test_best_hand_of_seven_cards() -> None:
    value = best_hand(RAZZ, "Kh Kd 7c 5s 3h 2d Ac")
    assert value.category == "high-card"
    assert " ".join(map(str, value.cards)) == "7c 5s 3h 2d Ac"
    # four different ranks only: the lowest pair plays, aces
    value = best_hand(RAZZ, "As Ad 2c 2h 3s 3d 4c")
    assert value.category == "one-pair"
    assert [ace_one(c) for c in value.cards] == [1, 1, 4, 3, 2]
    # three ranks: two pair is better than any trips
    value = best_hand(RAZZ, "As Ad Ac 2s 2d 2c 3h")
    assert value.category == "two-pair"
    assert [ace_one(c) for c in value.cards] == [2, 2, 1, 1, 3]
    # a seven-card straight flush is a fine low
    value = best_hand(RAZZ, "7h 6h 5h 4h 3h 2h Ah")
    assert [ace_one(c) for c in value.cards] == [5, 4, 3, 2, 1]


def test_best_of_other_sizes_falls_back_to_combinations() -> None:
    cards = parse_cards("Kh Kd 7c 5s 3h 2d Ac 9s")
    assert RAZZ.best_strength(cards) == max(map(RAZZ.strength, combinations(cards, 5)))
    assert best_hand(RAZZ, cards).category == "high-card"


# -- every hand of the deck ---------------------------------------------------------------


def closed_form_counts() -> dict[str, int]:
    return {
        "high-card": comb(13, 5) * 4 ** 5,
        "one-pair": 13 * comb(4, 2) * comb(12, 3) * 4 ** 3,
        "two-pair": comb(13, 2) * comb(4, 2) ** 2 * 11 * 4,
        "three-of-a-kind": 13 * comb(4, 3) * comb(12, 2) * 4 ** 2,
        "full-house": 13 * comb(4, 3) * 12 * comb(4, 2),
        "four-of-a-kind": 13 * 12 * 4,
    }


@pytest.mark.slow
def test_exhaustive_counts_match_combinatorics() -> None:
    by_strength = Counter(map(RAZZ.strength, combinations(DECK_52.cards, 5)))
    per_category: Counter[str] = Counter()
    for strength, n in by_strength.items():
        per_category[RAZZ.category_of(strength)] += n
    assert dict(per_category) == closed_form_counts() == KNOWN_COUNTS
    assert sum(by_strength.values()) == 2598960
    assert len(by_strength) == 6175  # one strength per rank multiset: suits never matter
    assert RAZZ.count_strengths(DECK_52.cards) == by_strength


@pytest.mark.slow
def test_exhaustive_best_hand_is_the_wheel() -> None:
    best = max(combinations(DECK_52.cards, 5), key=RAZZ.strength)
    assert sorted(ace_one(c) for c in best) == [1, 2, 3, 4, 5]
    winners = sum(1 for h in combinations(DECK_52.cards, 5)
                  if RAZZ.strength(h) == RAZZ.strength(best))
    assert winners == 4 ** 5  # every suiting of 5-4-3-2-A, the straight flushes included
