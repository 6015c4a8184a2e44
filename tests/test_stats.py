"""Exhaustive category counts, checked against closed-form combinatorics.

Every expected number below is derived in this file from first principles
(binomial coefficients and suit patterns), never copied from the code's output.
"""

from __future__ import annotations

from math import comb

import pytest

from tutor.stats import StatsError, category_counts, hand_count, stats_json

SUIT_PATTERNS = 4**5  # suits of five cards of five different ranks
NOT_FLUSH = 4**5 - 4  # ... minus the four one-suit patterns


def standard_like(ranks: int, straights: int) -> dict[str, int]:
    """Counts of the standard categories in a deck of ``ranks`` ranks x 4 suits.

    ``straights`` is the number of 5-card rank runs (with the ace-low one when
    it exists): 10 in 52 cards, 9 without the wheel, 6 in 36 cards, 5 in 32.
    """
    r = ranks
    distinct = comb(r, 5)
    return {
        "straight-flush": 4 * straights,
        "four-of-a-kind": r * (r - 1) * 4,                       # rank, any other card
        "full-house": r * comb(4, 3) * (r - 1) * comb(4, 2),
        "flush": 4 * (distinct - straights),
        "straight": straights * NOT_FLUSH,
        "three-of-a-kind": r * comb(4, 3) * comb(r - 1, 2) * 4**2,
        "two-pair": comb(r, 2) * comb(4, 2) ** 2 * (r - 2) * 4,
        "one-pair": r * comb(4, 2) * comb(r - 1, 3) * 4**3,
        "high-card": (distinct - straights) * NOT_FLUSH,
    }


def soko_counts() -> dict[str, int]:
    """Soko: the standard counts with 4-flushes and 4-straights taken out of
    one pair and high card (two pair and better can hold neither)."""
    std = standard_like(13, 10)
    exactly_four_suited = 5 * 4 * 3  # which card is odd, the suit of the four, the odd suit
    # 4-flush, five different ranks, not a straight (a straight wins)
    ff_distinct = (comb(13, 5) - 10) * exactly_four_suited
    # 4-flush with a pair: one card of the pair and the three others share a suit
    ff_pair = 13 * comb(12, 3) * 4 * 3  # pair rank, other ranks, suit, the pair's other suit
    four_flush = ff_distinct + ff_pair
    # cross-check: exactly four cards of one suit, minus the straights among them
    assert four_flush == 4 * comb(13, 4) * 39 - 10 * exactly_four_suited
    # 4-runs: A-2-3-4 (top 4) ... J-Q-K-A (top 14). A fifth different rank may not
    # extend the run into a straight: 8 choices at either end run, 7 inside.
    run_sets = 8 + 8 + 9 * 7
    fs_distinct = run_sets * (SUIT_PATTERNS - 4 - exactly_four_suited)
    # a pair inside a 4-run: 11 runs x 4 paired ranks; suits: 6 x 4^3, minus the
    # 4 x 3 patterns where one pair card and the three singles share a suit
    fs_pair = 11 * 4 * (comb(4, 2) * 4**3 - 4 * 3)
    counts = dict(std)
    counts["four-flush"] = four_flush
    counts["four-straight"] = fs_distinct + fs_pair
    counts["one-pair"] = std["one-pair"] - ff_pair - fs_pair
    counts["high-card"] = std["high-card"] - ff_distinct - fs_distinct
    return counts


EXPECTED: dict[str, tuple[int, dict[str, int]]] = {
    "standard": (52, standard_like(13, 10)),
    "soko": (52, soko_counts()),
    "deuce-seven": (52, standard_like(13, 9)),  # A-2-3-4-5 is no straight in 2-7
    "short36": (36, standard_like(9, 6)),       # A-6-7-8-9 ... T-J-Q-K-A
    "americana": (32, standard_like(8, 5)),     # A-7-8-9-T ... T-J-Q-K-A
    "draw32": (32, standard_like(8, 5)),
    "telesina": (32, standard_like(8, 5)),
    # five different ranks among A..8, any suits
    "eight-low": (52, {"low": comb(8, 5) * 4**5}),
}


def test_standard_closed_form_matches_the_published_numbers() -> None:
    assert list(standard_like(13, 10).values()) == [
        40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]


@pytest.mark.parametrize("family", list(EXPECTED))
def test_closed_forms_add_up_to_every_hand(family: str) -> None:
    deck, counts = EXPECTED[family]
    if family != "eight-low":
        assert sum(counts.values()) == comb(deck, 5)


@pytest.mark.slow
@pytest.mark.parametrize("family", list(EXPECTED))
def test_exhaustive_counts(family: str) -> None:
    _, expected = EXPECTED[family]
    counts = category_counts(family, count_all=True)
    assert counts == expected
    # listed best category first, in the family's own order
    from tutor.rankings import get_family

    order = [c for c in get_family(family).categories if c in counts]
    assert list(counts) == order


@pytest.mark.slow
def test_soko_four_flush_figure_from_the_issue() -> None:
    assert category_counts("soko", count_all=True)["four-flush"] == 110_940


@pytest.mark.slow
def test_standard_family_on_a_short_deck() -> None:
    # the standard family's ace-low straight is A-2-3-4-5, so over the 36-card
    # deck it has only the five runs 6-T ... T-A (short36 adds A-6-7-8-9)
    assert category_counts("standard", 36) == standard_like(9, 5)


@pytest.mark.slow
def test_stats_json_shape() -> None:
    data = stats_json("standard")
    assert data == {"deck": 52, "cards": 5, "total": 2_598_960,
                    "categories": standard_like(13, 10)}
    data = stats_json("telesina")
    assert (data["deck"], data["cards"], data["total"]) == (32, 5, comb(32, 5))


def test_hand_count() -> None:
    assert hand_count("short36") == comb(36, 5)
    assert hand_count("eight-low") == comb(52, 5)


def test_bad_decks_are_clear_errors() -> None:
    with pytest.raises(StatsError, match=r"americana.*32-card deck.*not the 52-card deck"):
        category_counts("americana", 52)
    with pytest.raises(StatsError, match="no 40-card deck"):
        category_counts("standard", 40)
