"""The traps of the expert quiz: what a deal hinges on, computed from what decided it.

A trap is named only when the core's data shows it decided the deal: the
deciding step's kind (kicker, suit, heads-up exception), the hand that won or
lost on it (an ace playing low in a run; a pair hidden inside a short flush or
straight; a straight or flush that spoils a low hand), or a winner that changes
when the game's hand-forming rule is ignored (Omaha's exactly two, Telesina's
Vela). Which traps a game has comes from its objects (form, families, flags).

>>> from tutor.games import get_game
>>> traps_for(get_game("omaha-hilo"))
('kicker', 'ace-low', 'omaha-two', 'counterfeit')
>>> traps_for(get_game("telesina"))
('kicker', 'suit', 'ace-low', 'heads-up', 'vela')
>>> traps_for(get_game("triple-draw-27"))
('kicker', 'low-trap')
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tutor.cards import ACE, Card
from tutor.games import HandForm
from tutor.rankings.base import StepKind

_PAIRED = frozenset({"one-pair", "two-pair", "three-of-a-kind", "full-house",
                     "four-of-a-kind"})
_SPOILERS = frozenset({"straight", "flush", "straight-flush"})


def _short_runs(family: Any) -> bool:
    """Does the family rank flushes or runs shorter than its hands (a pair can hide inside)?"""
    return any(c.startswith(("three-", "four-")) and ("flush" in c or "straight" in c)
               for c in family.categories)


def traps_for(game: Any) -> tuple[str, ...]:
    """The traps worth asking about in a game, in a fixed order."""
    main = game.main
    kinds = ["kicker"]
    if main.suits_break_ties:
        kinds.append("suit")
    if not main.low:
        kinds.append("ace-low")
    elif {"straight", "flush"} & set(main.categories):  # 2-7: they count against you
        kinds.append("low-trap")
    if game.form is HandForm.OMAHA:
        kinds.append("omaha-two")
    if game.is_hilo and game.board_cards >= 5:  # a low card paired by the board
        kinds.append("counterfeit")
    if game.heads_up_exception:
        kinds.append("heads-up")
    if game.form is HandForm.VELA:
        kinds.append("vela")
    if _short_runs(main) and game.form is HandForm.BARREL:
        kinds.append("hidden-pair")
    return tuple(kinds)


def ace_low_run(value: Any, low_rank: int) -> bool:
    """Is this hand a run (straight, 4- or 3-straight) in which the ace plays low?

    >>> from tutor.rankings import get_family
    >>> from tutor.cards import parse_cards
    >>> soko = get_family("soko")
    >>> ace_low_run(soko.evaluate(parse_cards("Ah 2c 3d 4s 9h")), 2)
    True
    >>> ace_low_run(soko.evaluate(parse_cards("Kh Qc Jd Ts Ah")), 2)  # the ace is a kicker
    False
    """
    if value is None:
        return False
    ranks = {c.rank for c in value.cards}
    tops = [s.value for s in value.steps if s.what == "run-top"]
    if ACE not in ranks or not tops or tops[0] >= ACE:
        return False
    return set(range(low_rank, tops[0] + 1)) <= ranks


def _winners(strengths: Sequence[int]) -> set[int]:
    top = max(strengths)
    return {i for i, s in enumerate(strengths) if s == top}


def _counterfeited(hands: Sequence[Sequence[Card]], board: Sequence[Card], outcome: Any) -> bool:
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


def _spoiled_low(outcome: Any) -> bool:
    """A losing hand whose cards read lower than the winner's, spoiled by a straight or flush.

    In deuce-to-seven 8-7-6-5-4 reads lower than 9-7-4-3-2, but it is a straight:
    exactly the hand a learner picks by mistake.
    """
    win = outcome.hands[outcome.winners[0]].high

    def ranks(value: Any) -> list[int]:
        return sorted((c.rank for c in value.cards), reverse=True)

    return any(i not in outcome.winners and h.high.category in _SPOILERS
               and ranks(h.high) < ranks(win) for i, h in enumerate(outcome.hands))


def _lower_card_decided(outcome: Any) -> bool:
    """A low hand decided by a card below the top one (the tops tie: Razz's "kicker")."""
    step = outcome.deciding
    if step.kind not in (StepKind.KICKER, StepKind.LOW_CARD) or step.loser is None:
        return False
    win, lose = outcome.hands[step.winner].high, outcome.hands[step.loser].high
    pairs = list(zip(win.steps, lose.steps, strict=False))
    first = next((i for i, (a, b) in enumerate(pairs) if a.value != b.value), 0)
    return first > 0


def traps_of(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card],
             outcome: Any) -> tuple[str, ...]:
    """Every trap of :func:`traps_for` that really decided this deal (possibly none)."""
    step = outcome.deciding
    main = game.main
    found: list[str] = []
    for kind in traps_for(game):
        if kind == "kicker":
            hit = step.kind == kind or (main.low and _lower_card_decided(outcome))
        elif kind == "suit":
            hit = step.kind == kind
        elif kind == "heads-up":
            hit = step.kind == StepKind.HEADS_UP_EXCEPTION
        elif kind == "ace-low":
            sides = [i for i in (step.winner, step.loser) if i is not None]
            hit = (step.kind == StepKind.CATEGORY or step.what == "run-top") and any(
                ace_low_run(outcome.hands[i].high, game.deck.low_rank) for i in sides)
        elif kind == "low-trap":
            hit = _spoiled_low(outcome)
        elif kind == "omaha-two":
            k = int(main.hand_size)
            naive = [max(main.strength(f) for f in combinations([*h, *board], k))
                     for h in hands]
            hit = _winners(naive) != set(outcome.winners)
        elif kind == "vela":
            own = [main.strength(tuple(h)) for h in hands]
            hit = bool(board) and _winners(own) != set(outcome.winners)
        elif kind == "hidden-pair":
            hit = False
            if step.kind == StepKind.CATEGORY and step.winner is not None:
                value = outcome.hands[step.winner].high
                ranks = [c.rank for c in value.cards]
                hit = (value.category not in _PAIRED and len(set(ranks)) < len(ranks)
                       and step.lose_category in _PAIRED)
        else:  # counterfeit
            hit = _counterfeited(hands, board, outcome)
        if hit:
            found.append(kind)
    return tuple(found)


def trap_of(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card],
            outcome: Any) -> str:
    """The most telling trap of a deal ('' for none): the rarer ones first."""
    found = traps_of(game, hands, board, outcome)
    for kind in ("heads-up", "omaha-two", "vela", "counterfeit", "low-trap", "hidden-pair",
                 "ace-low", "suit", "kicker"):
        if kind in found:
            return kind
    return ""
