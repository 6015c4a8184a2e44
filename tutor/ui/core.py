"""The few calls the apps make into the rules core, in one place.

The models never re-derive a rule: who wins, why, a hand's category, the
counts of a ladder and the split analysis all come from the core. This
module adapts the core's results to what the apps show, and finds what a
deal "hinges on" for the expert quiz from the data the core reports.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from tutor.cards import ACE, Card
from tutor.errors import CardCountError
from tutor.games import HandForm

if TYPE_CHECKING:
    from tutor.rankings.base import Family

Outcome = Any
"""A :class:`tutor.showdown.Showdown` (winners, low_winners, hands, deciding)."""


def family_of(game: Any) -> Any:
    """The family that decides a game's (whole or high) pot."""
    return game.high if game.high is not None else game.low


def category_label(category: str, lang: str, family: Family) -> str:
    """A category's display name in a family (Double Barrel's say "4-card", "3-card")."""
    return family.category_name(category, lang)


def hand_value(family: Any, cards: Sequence[Card], game: Any = None) -> Any:
    """The value of a typed hand: exactly a hand's size, or the best of up to 7 cards."""
    k = int(family.hand_size)
    if len(cards) == k:
        return family.evaluate(cards)
    most = 4 if k == 4 else 7
    if k < len(cards) <= most:
        best = max(combinations(cards, k), key=lambda five: family.strength(five))
        return family.evaluate(best)
    need = f"{k}" if k == most else f"{k} to {most}"
    raise CardCountError(f"a hand here has {need} cards, got {len(cards)}")


def run_showdown(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card]) -> Outcome:
    """Ask the core who wins."""
    from tutor.showdown import showdown

    return showdown(game, [list(h) for h in hands], board=list(board))


def explain_text(outcome: Outcome, lang: str) -> str:
    """The core's explanation of a showdown, in ``lang``, players counted from 1.

    The core counts players from 0 (contracts: 0-based in JSON and text); the
    apps show "Hand 1", "Player 1", so the renderer numbers them from 1.
    """
    from tutor.explain import explanation, render

    return render(explanation(outcome), lang, first_player=1)


def explain_parts(outcome: Outcome, lang: str) -> tuple[str, str | None]:
    """The high (or only) and the low half of the explanation, each a sentence of its own.

    The low half is ``None`` in a game without one; players counted from 1.
    """
    from tutor.explain import explanation, render_parts

    return render_parts(explanation(outcome), lang, first_player=1)


def deciding_kind(outcome: Outcome) -> str:
    """The kind of step that decided the (high) pot: category, rank, kicker, suit, ..."""
    return str(outcome.deciding.kind)


def _ace_low_run(value: Any) -> bool:
    """Is this hand value a straight-type hand whose ace plays low?"""
    if value is None or "straight" not in str(value.category):
        return False
    if not any(c.rank == ACE for c in value.cards):
        return False
    tops = [s.value for s in value.steps if s.what == "run-top"]
    return bool(tops) and tops[0] != ACE


def _naive_winners(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card]) -> set[int]:
    """Winners if the best five of all hole + board cards could play (the Omaha trap)."""
    fam = family_of(game)
    strengths = [max(fam.strength(five) for five in combinations([*h, *board], 5))
                 for h in hands]
    top = max(strengths)
    return {i for i, s in enumerate(strengths) if s == top}


def _counterfeited(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card],
                   outcome: Outcome) -> bool:
    """A player holds two low cards, one paired on the board, and has no winning low."""
    if not board:
        return False
    board_ranks = {1 if c.rank == ACE else c.rank for c in board}
    lows = set(outcome.low_winners or ())
    for i, h in enumerate(hands):
        low_ranks = {1 if c.rank == ACE else c.rank for c in h} & set(range(1, 9))
        if (len(low_ranks) >= 2 and low_ranks & board_ranks and i not in lows
                and len(board_ranks & set(range(1, 9))) >= 3):
            return True
    return False


def hinge_of(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card],
             outcome: Outcome) -> str:
    """What a deal hinges on, for the expert quiz ("" for nothing subtle).

    One of ``heads-up``, ``omaha-two``, ``counterfeit``, ``ace-low``, ``kicker``, ``suit``.
    """
    values = [h.high for h in outcome.hands]
    winners = list(outcome.winners)
    kind = deciding_kind(outcome)
    if kind == "heads-up-exception":
        return "heads-up"
    if game.form is HandForm.OMAHA and _naive_winners(game, hands, board) != set(winners):
        return "omaha-two"
    if game.is_hilo and _counterfeited(game, hands, board, outcome):
        return "counterfeit"
    ranked = sorted(range(len(values)), key=lambda i: -values[i].strength if values[i] else 0)
    top_two = ranked[:2]
    if any(_ace_low_run(values[i]) for i in top_two) and not game.main.low:
        return "ace-low"
    if kind in ("kicker", "suit"):
        return kind
    return ""
