"""The Double Barrel 4-card family: categories, tie-breaks, counts (RULES.md barrel row)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import pytest
from barrel_ref import ref_key

from tutor.cards import ALL_CARDS, parse_cards
from tutor.errors import TutorError
from tutor.rankings.barrel import (
    BARREL,
    CATEGORIES,
    category_of_strength,
    colex_index,
    strength_table,
)
from tutor.rankings.base import Family


def cat(text: str) -> str:
    return BARREL.evaluate(parse_cards(text)).category


def s(text: str) -> int:
    return BARREL.strength(parse_cards(text))


def test_family_shape() -> None:
    assert isinstance(BARREL, Family)
    assert (BARREL.id, BARREL.hand_size, len(BARREL.deck)) == ("barrel", 4, 52)
    assert BARREL.categories == (
        "four-of-a-kind", "four-flush", "four-straight", "three-flush", "three-straight",
        "three-of-a-kind", "two-pair", "one-pair", "high-card")


def test_registry_finds_the_family() -> None:
    from tutor.rankings.registry import get_family

    assert get_family("barrel") is BARREL


@pytest.mark.parametrize(("text", "category"), [
    ("8c 8d 8h 8s", "four-of-a-kind"),
    ("2h 5h 9h Qh", "four-flush"),
    ("5h 6h 7h 8h", "four-flush"),          # a 4-card straight flush counts as a 4-flush
    ("Ah 2h 3h 4h", "four-flush"),
    ("5c 6d 7h 8s", "four-straight"),
    ("Ac 2d 3h 4s", "four-straight"),
    ("Jc Qd Kh As", "four-straight"),
    ("2h 7h Kh 3c", "three-flush"),
    ("5h 6h 7h Kc", "three-flush"),         # 3-flush and 3-straight at once: a 3-flush
    ("5h 6h 7h 8c", "four-straight"),       # the 4-straight outranks the 3-flush in it
    ("Kh 8h 2h 8s", "three-flush"),         # a pair with a 3-flush counts as the 3-flush
    ("5c 6d 7h Ks", "three-straight"),
    ("5c 6d 7h 7s", "three-straight"),      # a pair with a 3-run counts as the 3-straight
    ("Ac 2d 3h 9s", "three-straight"),
    ("Qc Kd Ah 5s", "three-straight"),
    ("Kc Ad 2h 9s", "high-card"),           # no wrap-around K-A-2
    ("Qc Kd Ac 2s", "three-straight"),      # Q-K-A, the deuce is a kicker
    ("8c 8d 8h 5s", "three-of-a-kind"),
    ("8c 8d 4h 4s", "two-pair"),
    ("8c 8d Kh 3s", "one-pair"),
    ("Ac 9d 5h 2s", "high-card"),
])
def test_categories(text: str, category: str) -> None:
    assert cat(text) == category
    assert category_of_strength(s(text)) == category


def test_category_order_follows_source_table() -> None:
    # one example per category, listed best -> worst (source 000 lists them low -> high)
    examples = ["2c 2d 2h 2s", "2h 5h 9h Qh", "5c 6d 7h 8s", "2h 7h Kh 3c", "5c 6d 7h Ks",
                "Ac Ad Ah Ks", "Ac Ad Kh Ks", "Ac Ad Kh 9s", "Ac Kd 9h 5s"]
    strengths = [s(x) for x in examples]
    assert strengths == sorted(strengths, reverse=True)
    assert [cat(x) for x in examples] == list(CATEGORIES)


@pytest.mark.parametrize(("better", "worse"), [
    ("2c 3d 4h 9s", "Ac 2d 3h Ks"),         # A-2-3 is the lowest 3-straight
    ("Qc Kd Ah 2s", "Jc Qd Kh 9s"),         # Q-K-A is the highest
    ("2c 3d 4h 5s", "Ac 2d 3h 4s"),         # A-2-3-4 is the lowest 4-straight
    ("Jc Qd Kh As", "Tc Jd Qh Ks"),         # J-Q-K-A the highest
    ("Kh 7h 5h 2c", "Qs Js 9s 3c"),         # 3-flush: suited cards high -> low
    ("Kh 7h 5h 3c", "Ks 7s 5s 2c"),         # ... then the kicker
    ("Kh 7h 6h 2c", "Ks 7s 5s Ac"),         # suited cards before the kicker
    ("7c 6d 5h Ks", "7d 6h 5c Qs"),         # 3-straight: run top, then the kicker
    ("8c 7d 6h 2s", "7d 6h 5c As"),
    ("8c 8d 8h 3s", "7c 7d 7h As"),
    ("8c 8d 8h 4s", "8c 8d 8s 3h"),
    ("Kc Kd 3h 3s", "Qc Qd Jh Js"),
    ("Kc Kd 4h 4s", "Kh Ks 3h 3s"),
    ("Kc Kd 5h 3s", "Kh Ks 5c 2s"),         # pair: kickers high -> low
    ("Ac 9d 5h 3s", "Ad 9c 5s 2h"),         # high card down to the last card
    ("Ah Kh Qh Jh", "Ks Qs Js 9s"),
    ("Ah 5h 4h 3h", "Ks Qs Js 9s"),         # A-2-3-4 suited is an ace-high 4-flush
])
def test_tie_breaks(better: str, worse: str) -> None:
    assert s(better) > s(worse)
    assert BARREL.evaluate(parse_cards(better)) > BARREL.evaluate(parse_cards(worse))


@pytest.mark.parametrize(("a", "b"), [
    ("Ac Kd 9h 5s", "Ad Kc 9s 5h"),
    ("7c 6d 5h Ks", "7d 6h 5c Kc"),
    ("Kh 7h 5h 3c", "Ks 7s 5s 3d"),
    ("Ac 2d 3h 9s", "As 2c 3d 9h"),
])
def test_equal_barrels_tie(a: str, b: str) -> None:
    assert s(a) == s(b)


def test_evaluate_orders_cards_and_steps() -> None:
    v = BARREL.evaluate(parse_cards("9s 2h Kh 7h"))
    assert v.category == "three-flush"
    assert [str(c) for c in v.cards] == ["Kh", "7h", "2h", "9s"]
    assert [(st.kind, st.what, st.value) for st in v.steps] == [
        ("rank", "suited-card", 13), ("rank", "suited-card", 7), ("rank", "suited-card", 2),
        ("kicker", "kicker", 9)]
    v = BARREL.evaluate(parse_cards("Ah 3c 2d 3s"))
    assert v.category == "three-straight"
    assert [st.value for st in v.steps] == [3, 3]   # A-2-3 (top 3), the other three kicks


def test_bad_input() -> None:
    with pytest.raises(TutorError, match="4 cards"):
        BARREL.strength(parse_cards("As Ks Qs"))
    with pytest.raises(TutorError, match="4 cards"):
        BARREL.evaluate(parse_cards("As Ks Qs Js Ts"))
    with pytest.raises(TutorError, match="repeats"):
        BARREL.strength([ALL_CARDS[0]] * 4)


def test_colex_index_is_a_bijection() -> None:
    seen = {colex_index(*c) for c in combinations(range(52), 4)}
    assert seen == set(range(comb(52, 4)))


def closed_form_counts() -> dict[str, int]:
    """Category counts over all 4-card barrels, derived by hand from the rules."""
    suits4 = 4 ** 4
    suit_3flush = 4 * comb(4, 3) * 3          # exactly three cards of one suit
    suit_4flush = 4
    runs4 = 11                                # A234 .. JQKA
    runs3 = 12                                # A23 .. QKA
    # 4 distinct ranks holding a 3-run but no 4-run: A23 and QKA extend one way only
    ranksets_3run = 2 * (10 - 1) + 10 * (10 - 2)
    ranksets_norun = comb(13, 4) - runs4 - ranksets_3run
    # a pair plus two other ranks: suit patterns 6 * 4 * 4; a 3-flush needs both
    # singletons in the suit of one of the paired cards: 6 * 2
    pair_suits, pair_3flush = 6 * 16, 6 * 2
    pair_ranks_run = runs3 * 3                # the 3 run ranks, one of them paired
    pair_ranks_other = 13 * comb(12, 2) - pair_ranks_run
    return {
        "four-of-a-kind": 13,
        "four-flush": comb(13, 4) * suit_4flush,
        "four-straight": runs4 * (suits4 - suit_4flush),
        "three-flush": (ranksets_3run + ranksets_norun) * suit_3flush
        + (pair_ranks_run + pair_ranks_other) * pair_3flush,
        "three-straight": ranksets_3run * (suits4 - suit_4flush - suit_3flush)
        + pair_ranks_run * (pair_suits - pair_3flush),
        "three-of-a-kind": 13 * 4 * 48,
        "two-pair": comb(13, 2) * 6 * 6,
        "one-pair": pair_ranks_other * (pair_suits - pair_3flush),
        "high-card": ranksets_norun * (suits4 - suit_4flush - suit_3flush),
    }


def test_exhaustive_category_counts() -> None:
    expected = closed_form_counts()
    assert sum(expected.values()) == comb(52, 4) == 270_725
    got = Counter(category_of_strength(x) for x in strength_table())
    assert dict(got) == expected


@pytest.mark.slow
def test_table_matches_independent_reading_exhaustively() -> None:
    table = strength_table()
    strength_of_key: dict[tuple[int, tuple[int, ...]], int] = {}
    for combo in combinations(range(52), 4):
        key = ref_key(combo)
        st = table[colex_index(*combo)]
        assert strength_of_key.setdefault(key, st) == st, combo
    ordered = [strength_of_key[k] for k in sorted(strength_of_key)]
    assert ordered == sorted(set(ordered))   # same order, and distinct keys never tie


@pytest.mark.slow
def test_evaluate_agrees_with_strength_exhaustively() -> None:
    for combo in combinations(ALL_CARDS, 4):
        assert BARREL.evaluate(combo).strength == BARREL.strength(combo)


def test_evaluate_agrees_with_strength_sampled() -> None:
    import random

    rng = random.Random(11)
    for _ in range(3000):
        combo = rng.sample(ALL_CARDS, 4)
        v = BARREL.evaluate(combo)
        assert v.strength == BARREL.strength(combo)
        assert sorted(v.cards) == sorted(combo)
        assert ref_key(tuple(combo))[0] == 8 - CATEGORIES.index(v.category)
