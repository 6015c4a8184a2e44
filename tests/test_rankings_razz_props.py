"""Razz property tests: a total preorder the steps explain, suits never matter, best-of-N laws.

Kept apart from ``test_rankings_razz.py`` so that file (no hypothesis) also runs
inside Pyodide.
"""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import DECK_52, Card, make_card
from tutor.rankings import deciding_step
from tutor.rankings.base import HandValue
from tutor.rankings.razz import RAZZ


def cards(n: int) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(DECK_52.cards), min_size=n, max_size=n, unique=True)


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def winner_by_step(a: HandValue, b: HandValue) -> int:
    """Who wins by reading the deciding step as the module doc says: 1, -1 or 0.

    A category step: the category listed first is the better one. Any other
    step: the lower value (rank, ace 1) is the better one.
    """
    step = deciding_step(a, b)
    if step is None:
        return 0
    if step.kind == "category":
        order = RAZZ.categories
        return 1 if order.index(a.category) < order.index(b.category) else -1
    other = b.steps[a.steps.index(step)]
    assert (other.kind, other.what) == (step.kind, step.what)
    return 1 if step.value < other.value else -1


@settings(max_examples=300, deadline=None)
@given(a=cards(5), b=cards(5), c=cards(5))
def test_total_preorder_that_the_steps_explain(a: list[Card], b: list[Card],
                                               c: list[Card]) -> None:
    va, vb, vc = (RAZZ.value_unchecked(h) for h in (a, b, c))
    for v, h in ((va, a), (vb, b), (vc, c)):
        assert v.strength == RAZZ.strength(h)
        assert RAZZ.category_of(v.strength) == v.category
        assert sorted(v.cards) == sorted(h)
    # transitivity and totality of the order (ints compare totally; the laws on the values)
    if va >= vb and vb >= vc:
        assert va >= vc
    assert (va >= vb) or (vb >= va)
    assert winner_by_step(va, vb) == sign(va.strength - vb.strength)
    assert winner_by_step(vb, va) == -winner_by_step(va, vb)


@settings(max_examples=300, deadline=None)
@given(hand=cards(5), perm=st.permutations(range(4)))
def test_resuiting_keeps_the_strength(hand: list[Card], perm: list[int]) -> None:
    resuited = [make_card(c.rank, perm[c.suit]) for c in hand]
    assert RAZZ.strength(resuited) == RAZZ.strength(hand)
    assert RAZZ.value_unchecked(resuited).category == RAZZ.value_unchecked(hand).category


@settings(max_examples=200, deadline=None)
@given(hand=cards(5), data=st.data())
def test_any_suits_for_the_same_ranks_give_the_same_strength(hand: list[Card],
                                                             data: st.DataObject) -> None:
    # choose new suits card by card (a flush may appear or vanish): same strength, same steps
    new: list[Card] = []
    for c in hand:
        free = [x for x in range(4) if make_card(c.rank, x) not in new]
        new.append(make_card(c.rank, data.draw(st.sampled_from(free))))
    assert RAZZ.strength(new) == RAZZ.strength(hand)
    before = [(s.kind, s.what, s.value) for s in RAZZ.value_unchecked(hand).steps]
    after = [(s.kind, s.what, s.value) for s in RAZZ.value_unchecked(new).steps]
    assert before == after


@settings(max_examples=200, deadline=None)
@given(seven=cards(7), drop=st.integers(0, 6))
def test_best_of_seven_never_worse_than_best_of_six_inside(seven: list[Card], drop: int) -> None:
    six = seven[:drop] + seven[drop + 1:]
    assert RAZZ.best_strength(seven) >= RAZZ.best_strength(six)
    assert RAZZ.best_strength(seven) == max(map(RAZZ.strength, combinations(seven, 5)))
    assert RAZZ.best_strength(six) == max(map(RAZZ.strength, combinations(six, 5)))
