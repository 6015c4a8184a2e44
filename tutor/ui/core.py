"""The few calls the apps make into the rules core, in one place.

The models never re-derive a rule: who wins, why, a hand's category, the
counts of a ladder and the split analysis all come from the core. This
module adapts the core's results to what the apps show (what a deal hinges
on for the expert quiz is :mod:`tutor.ui.models.traps`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from tutor.cards import Card
from tutor.errors import CardCountError
from tutor.games import HandForm
from tutor.texts import N_

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
    # the most cards a player's hand is the best five of: own + board where any mix plays
    # (hold'em, stud: 7); exactly the hand's size where it does not (draw, Omaha, barrels)
    most = k
    if game is not None and game.form is HandForm.ANY:
        most = max(k, int(game.hole_cards) + int(game.board_cards))
    if k < len(cards) <= most:
        best = max(combinations(cards, k), key=lambda five: family.strength(five))
        return family.evaluate(best)
    if k == most:
        raise CardCountError(N_("a hand here has {n} cards, got {got}"), n=k, got=len(cards))
    raise CardCountError(N_("a hand here has {lo} to {hi} cards, got {got}"), lo=k, hi=most,
                         got=len(cards))


def run_showdown(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card]) -> Outcome:
    """Ask the core who wins."""
    from tutor.showdown import showdown

    return showdown(game, [list(h) for h in hands], board=list(board))


def explain_text(outcome: Outcome, lang: str, seats: Sequence[int] | None = None) -> str:
    """The core's explanation of a showdown, in ``lang``, players counted from 1.

    ``seats[i]``: the box the showdown's player ``i`` sat in (the explainer skips
    empty boxes).

    The core counts players from 0 (contracts: 0-based in JSON and text); the
    apps show "Hand 1", "Player 1", so the renderer numbers them from 1.
    """
    from tutor.explain import explanation, render

    return render(explanation(outcome), lang, first_player=1, seats=seats)


def explain_parts(outcome: Outcome, lang: str) -> tuple[str, str | None]:
    """The high (or only) and the low half of the explanation, each a sentence of its own.

    The low half is ``None`` in a game without one; players counted from 1.
    """
    from tutor.explain import explanation, render_parts

    return render_parts(explanation(outcome), lang, first_player=1)

