"""Split analysis: exact figures against brute force, enumeration, ranking, feedback."""

from __future__ import annotations

import bisect
import random
from fractions import Fraction
from itertools import combinations

import pytest
from barrel_ref import ref_key

from tutor.barrel import SplitError, analyse_splits, compare_split, order_note
from tutor.cards import ALL_CARDS, Card, format_cards, parse_cards
from tutor.errors import TutorError
from tutor.rankings.barrel import BARREL


def brute_force_wins(cards: tuple[Card, ...], dead: tuple[Card, ...] = ()) -> dict[
        frozenset[Card], Fraction]:
    """Every 4-subset's chance to beat one random unseen barrel, by enumerating them all.

    Uses the test's own reading of the rules (``ref_key``), not the tables.
    """
    unseen = [int(c) for c in ALL_CARDS if c not in cards and c not in dead]
    keys = sorted(ref_key(b) for b in combinations(unseen, 4))
    out = {}
    for b in combinations(cards, 4):
        k = ref_key(tuple(int(c) for c in b))
        below = bisect.bisect_left(keys, k)
        equal = bisect.bisect_right(keys, k) - below
        out[frozenset(b)] = Fraction(2 * below + equal, 2 * len(keys))
    return out


DEALS = ["As Ks Qs Js 7d 7c 2h 3h", "2c 3d 4h 5s 9c 9d Kh Ks", "Ac Ad Ah As 2c 7d 9h Js"]


@pytest.mark.parametrize(("text", "dead"), [(DEALS[0], ""), (DEALS[1], "9h 9s Ac")])
def test_exact_probabilities_match_brute_force(text: str, dead: str) -> None:
    a = analyse_splits(text, dead)
    truth = brute_force_wins(a.cards, a.dead)
    assert a.unseen == 44 - len(a.dead)
    for sp in a.splits:
        for barrel, win in zip(sp.barrels, sp.win_exact, strict=True):
            assert win == truth[frozenset(barrel)]
        assert sp.score_exact == (sp.win_exact[0] + sp.win_exact[1]) / 2


@pytest.mark.slow
def test_exact_probabilities_match_brute_force_on_random_deals() -> None:
    rng = random.Random(2024)
    for _ in range(4):
        cards = tuple(rng.sample(ALL_CARDS, 8))
        a = analyse_splits(cards)
        truth = brute_force_wins(a.cards)
        for sp in a.splits:
            assert sp.win_exact == tuple(truth[frozenset(b)] for b in sp.barrels)


def test_opponent_barrel_count() -> None:
    a = analyse_splits(DEALS[0])
    assert a.opponent_barrels == 135_751
    assert analyse_splits(DEALS[0], dead="2c 2d 2s").opponent_barrels == 101_270  # C(41, 4)


@pytest.mark.parametrize("text", DEALS)
def test_enumeration_is_complete_without_duplicates(text: str) -> None:
    a = analyse_splits(text)
    cards = set(a.cards)
    unordered = {frozenset({frozenset(sp.barrels[0]), frozenset(sp.barrels[1])})
                 for sp in a.splits}
    assert len(a.splits) == len(unordered) == 35
    for sp in a.splits:
        assert set(sp.barrels[0]) | set(sp.barrels[1]) == cards
        assert len(sp.barrels[0]) == len(sp.barrels[1]) == 4
    ordered = a.ordered()
    assert len(ordered) == len({(frozenset(o.first), frozenset(o.second)) for o in ordered}) == 70
    every = {frozenset(b) for b in combinations(a.cards, 4)}
    assert {frozenset(o.first) for o in ordered} == every
    for o in ordered:   # order does not change the score
        assert o.score == o.split.score


@pytest.mark.parametrize("seed", range(6))
def test_best_first_ranks_and_losses(seed: int) -> None:
    cards = random.Random(seed).sample(ALL_CARDS, 8)
    a = analyse_splits(cards)
    scores = [sp.score_exact for sp in a.splits]
    assert scores == sorted(scores, reverse=True)
    assert all(a.best.score_exact >= x for x in scores)
    for i, sp in enumerate(a.splits):
        assert sp.rank == 1 + sum(1 for x in scores if x > sp.score_exact)
        assert sp.loss == pytest.approx(float(a.best.score_exact - sp.score_exact), abs=1e-12)
        assert sp.strengths[0] >= sp.strengths[1]   # the stronger barrel is listed first
        if i:
            assert sp.rank >= a.splits[i - 1].rank


def test_example_from_the_issue() -> None:
    a = analyse_splits("As Ks Qs Js 7d 7c 2h 3h")
    flush = a.find("As Ks Qs Js")
    assert flush.categories == ("four-flush", "one-pair")
    assert flush.barrels[0] == parse_cards("As Ks Qs Js")
    # 3-flush + A-2-3 beats the intact 4-flush on the random-barrel yardstick
    assert a.best.categories == ("three-flush", "three-straight")
    assert a.best.score > flush.score
    row = flush.to_json()
    assert row["barrels"] == ["As Ks Qs Js", "7d 7c 2h 3h"]
    assert row["categories"] == ["four-flush", "one-pair"]
    assert set(row) == {"barrels", "categories", "win", "score", "rank"}


@pytest.mark.parametrize(("cards", "dead", "message"), [
    ("As Ks Qs", "", "8 cards, got 3"),
    ("As Ks Qs Js 7d 7c 2h 3h 4h", "", "8 cards, got 9"),
    ("As Ks Qs Js 7d 7c 2h As", "", "`As` appears twice"),
    ("As Ks Qs Js 7d 7c 2h 1x", "", "`1x` is not a card"),
    ("As Ks Qs Js 7d 7c 2h 3h", "As", "dead card `As`"),
])
def test_bad_input(cards: str, dead: str, message: str) -> None:
    with pytest.raises(TutorError, match=message):
        analyse_splits(cards, dead)


def test_find_rejects_foreign_cards() -> None:
    a = analyse_splits(DEALS[0])
    with pytest.raises(SplitError, match="`9c` is not one of the 8 cards"):
        a.find("As Ks Qs 9c")
    with pytest.raises(TutorError, match="4 cards, got 3"):
        compare_split(a, "As Ks Qs")
    with pytest.raises(SplitError, match="in both barrels"):
        compare_split(a, ["As Ks Qs Js", "As 7c 2h 3h"])


def test_feedback_on_the_best_split() -> None:
    a = analyse_splits("9h 9d 5c 6d 7s 2c Jh Kd")
    fb = compare_split(a, a.best)
    assert fb.is_best and fb.rank == 1 and fb.loss == 0
    assert fb.why().startswith("This is the best split")
    assert fb.why("ru").startswith("Это лучшая раскладка")


def test_feedback_broken_four_flush() -> None:
    # the 4-flush plus a pair of aces: breaking the flush loses a lot
    a = analyse_splits("Kh Th 6h 3h Ac Ad 8s 4c")
    assert a.best.categories[0] == "four-flush"
    fb = compare_split(a, "Kh Th Ac Ad")
    codes = [r.code for r in fb.reasons]
    assert "broke" in codes
    text = fb.why()
    assert "You broke a 4-card flush (K♥ 10♥ 6♥ 3♥)" in text
    assert fb.loss > 0.1
    assert "Вы разбили флеш из 4 карт" in fb.why("ru")


def test_feedback_split_pair_names_the_points() -> None:
    a = analyse_splits("Kh Kd 5s 6s 7c 9h 2d Jc")
    kings = set(parse_cards("Kh Kd"))
    assert any(kings <= set(b) for b in a.best.barrels)
    mine = next(sp for sp in a.splits if not any(kings <= set(b) for b in sp.barrels))
    fb = compare_split(a, mine)
    (pair,) = [r for r in fb.reasons if r.code == "split-pair"]
    assert pair.params["rank"] == 13
    i = a.best.barrels.index(pair.params["best_barrel"])
    assert kings <= set(a.best.barrels[i])
    assert pair.params["mine_barrel"] == fb.matched[i]
    # the cost: how much less the matching barrel of the chosen split wins, in points
    matched = fb.matched[i]
    mine_win = mine.win[mine.barrels.index(matched)]
    points = (a.best.win[i] - mine_win) * 100
    assert pair.params["points"] == pytest.approx(points, abs=0.05)
    assert points > 1
    assert (f"The best split keeps the pair of kings together: the best split's barrel "
            f"{format_cards(BARREL.evaluate(a.best.barrels[i]).cards, 'glyph')} wins "
            f"{points:.0f} points more than your barrel") in fb.why()
    assert "Лучшая раскладка держит пару королей вместе: ствол лучшей раскладки" in fb.why("ru")


def test_a23_note() -> None:
    a = analyse_splits("Ah 2c 3d 9s Kc Kd 7h 4s")
    chosen = next(sp for sp in a.splits
                  if any(BARREL.evaluate(b).category == "three-straight"
                         and BARREL.evaluate(b).steps[0].value == 3 for b in sp.barrels))
    fb = compare_split(a, chosen)
    text = fb.why()
    assert "A-2-3 is the lowest 3-card straight" in text
    assert "2-3-4 ranks higher and keeps the ace as a high kicker" in text
    assert "A-2-3 — младший стрит из 3 карт" in fb.why("ru")


def test_order_note_is_part_of_the_feedback() -> None:
    a = analyse_splits(DEALS[1])
    text = compare_split(a, a.splits[5]).why()
    assert order_note() in text
    assert "does not change your showdown share" in text
    assert "fold only in round 1" in text
    assert "Порядок стволов не меняет" in order_note("ru")


def test_feedback_accepts_every_form_of_a_split() -> None:
    a = analyse_splits(DEALS[0])
    target = a.find("As Ks Qs Js")
    forms = ["As Ks Qs Js", "7d 7c 2h 3h", "As Ks Qs Js | 7d 7c 2h 3h",
             ["7d 7c 2h 3h", "As Ks Qs Js"], parse_cards("As Ks Qs Js"), target,
             a.ordered()[2 * a.splits.index(target) + 1]]
    for f in forms:
        assert compare_split(a, f).chosen == target
    assert format_cards(target.barrels[1]) == "7d 7c 2h 3h"


@pytest.mark.parametrize("seed", range(8))
def test_feedback_for_every_split_of_random_deals(seed: int) -> None:
    rng = random.Random(100 + seed)
    a = analyse_splits(rng.sample(ALL_CARDS, 8))
    for sp in a.splits:
        fb = compare_split(a, sp)
        en, ru = fb.why("en"), fb.why("ru")
        assert en.splitlines()[-1] == order_note("en")
        assert ru.splitlines()[-1] == order_note("ru")
        if sp.rank == 1:
            assert en.startswith("This is the best split")
        else:
            assert en.startswith(f"Your split ranks {sp.rank} of 35")
            assert ru.startswith(f"Ваша раскладка на {sp.rank}-м месте из 35")
        # the per-barrel points are consistent with the two splits' figures
        assert sum(fb.points) == pytest.approx(2 * 100 * (a.best.score - sp.score), abs=0.11)
