"""The simulated yardstick: k opponents, seeded, with a standard error."""

from __future__ import annotations

import pytest

from tutor.barrel import analyse_splits
from tutor.barrel.policy import best_split, naive_split
from tutor.barrel.sim import simulate
from tutor.cards import format_cards, parse_cards
from tutor.errors import TutorError

HAND = "As Ks Qs Js 7d 7c 2h 3h"


def test_reproducible_with_a_seed() -> None:
    a = analyse_splits(HAND)
    one = simulate(a, 2, trials=300, seed=9)
    two = simulate(a, 2, trials=300, seed=9)
    other = simulate(a, 2, trials=300, seed=10)
    assert one == two
    assert one.figures != other.figures
    assert len(one.figures) == 35


@pytest.mark.parametrize("text", [HAND, "2c 3d 4h 5s 9c 9d Kh Ks"])
def test_random_opponents_agree_with_the_exact_figure(text: str) -> None:
    a = analyse_splits(text)
    sim = simulate(a, 1, policy="random", trials=3000, seed=4)
    # every split within 4.5 standard errors (a real miss would be far outside)
    for sp, f in zip(a.splits, sim.figures, strict=True):
        assert f.se > 0 or sp.score in (0.0, 1.0)
        assert abs(f.score - sp.score) <= 4.5 * f.se + 1e-9, (sp.barrels, f, sp.score)


def test_more_opponents_lower_the_share() -> None:
    a = analyse_splits(HAND)
    shares = [simulate(a, k, trials=400, seed=1).figures[0].score for k in (1, 3, 5)]
    assert shares[0] > shares[1] > shares[2]
    # the top 4-flush (A-K-Q-J) loses only to quads, so keeping it holds about half the
    # pot against any field, more than the random-barrel favourite does against five
    flush = a.splits.index(a.find("As Ks Qs Js"))
    five = simulate(a, 5, trials=400, seed=1).figures
    assert five[flush].score > 0.45 > five[0].score


@pytest.mark.parametrize(("k", "kwargs", "message"), [
    (0, {}, "opponents must be 1 to 5"),
    (6, {}, "opponents must be 1 to 5"),
    (1, {"policy": "smart"}, "unknown opponent policy `smart`"),
    (1, {"trials": 1}, "at least 2 trials"),
])
def test_bad_arguments(k: int, kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(TutorError, match=message):
        simulate(analyse_splits(HAND), k, **kwargs)  # type: ignore[arg-type]


def test_split_rules() -> None:
    cards = parse_cards(HAND)
    assert [format_cards(b) for b in naive_split(cards)] == ["As Ks Qs Js", "7d 7c 2h 3h"]
    b1, b2 = best_split(cards)
    assert sorted(b1 + b2) == sorted(cards)
    a = analyse_splits(cards)
    assert a.find(list(best_split(cards, exact=True))).rank == 1
    assert a.find([b1, b2]).categories == ("three-flush", "three-straight")
