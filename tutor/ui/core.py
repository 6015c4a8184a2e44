"""The few calls the apps make into the rules core, in one place.

The models never re-derive a rule: who wins, why, a hand's category, the
counts of a ladder and the split analysis all come from the core. This
module adapts the core's results to what the apps show, and finds what a
deal "hinges on" for the expert quiz from the data the core reports.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tutor.cards import ACE, Card
from tutor.errors import CardCountError

Outcome = Any
"""A :class:`tutor.showdown.Showdown` (winners, low_winners, hands, deciding)."""


def family_of(game: Any) -> Any:
    """The family that decides a game's (whole or high) pot."""
    return game.high if game.high is not None else game.low


def category_label(category: str, lang: str, family_id: str = "") -> str:
    """A category's display name (Double Barrel's names say "4-card", "3-card")."""
    if family_id == "barrel":
        from tutor.barrel.names import category_name as barrel_name

        return str(barrel_name(category, lang))
    from tutor.i18n import category_name

    return str(category_name(category, lang))


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


def category_counts(family_id: str) -> tuple[dict[str, int], int]:
    """How many hands of the family's deck make each category, and how many hands there are.

    ``({}, 0)`` when the statistics are not available. Known counts are
    used when the core keeps them (enumerating a deck takes seconds, more
    in Pyodide); otherwise :mod:`tutor.stats` counts every hand.
    """
    from math import comb

    from tutor.rankings import get_family

    family = get_family(family_id)
    total = comb(len(family.deck), int(family.hand_size))
    import importlib

    # the module: the package also exports a function named `explain`
    explain = importlib.import_module("tutor.explain")

    known = getattr(explain, "KNOWN_COUNTS", {}).get(family_id)
    if known is None:
        try:
            from tutor import stats

            known = stats.category_counts(family_id)
        except (ImportError, ValueError):
            return {}, 0
    return {str(k): int(v) for k, v in dict(known).items()}, total


def run_showdown(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card]) -> Outcome:
    """Ask the core who wins."""
    from tutor.showdown import showdown

    return showdown(game, [list(h) for h in hands], board=list(board))


_PLAYERS = re.compile(r"\b(players?|игрок(?:а|ов|и)?) (\d+(?:(?:, | and | и )\d+)*)")


def renumber(text: str, seats: Sequence[int] | None = None) -> str:
    """Player numbers counted from 1, as the apps show them ("Hand 1", "Player 1").

    The core counts players from 0 (contracts: 0-based in JSON and text).
    ``seats[i]``, when given, is the 0-based box the core's player ``i`` came
    from (the explainer skips empty boxes).

    >>> renumber("player 1 wins", seats=[1, 2])
    'player 3 wins'

    >>> renumber("players 0, 1 and 2 tie; player 0's hand")
    "players 1, 2 and 3 tie; player 1's hand"
    >>> renumber("у игрока 0 и игроков 1 и 3; for when exactly two players are left")
    'у игрока 1 и игроков 2 и 4; for when exactly two players are left'
    """
    def shift(match: re.Match[str]) -> str:
        def one(d: re.Match[str]) -> str:
            n = int(d.group())
            return str((seats[n] if seats is not None and n < len(seats) else n) + 1)

        numbers = re.sub(r"\d+", one, match.group(2))
        return f"{match.group(1)} {numbers}"

    return _PLAYERS.sub(shift, text)


def explain_text(outcome: Outcome, lang: str, seats: Sequence[int] | None = None) -> str:
    """The core's explanation of a showdown, in ``lang``, players counted from 1."""
    return renumber(str(outcome.explain(lang)), seats)


def hilo_parts(text: str, lang: str) -> tuple[str, str] | None:
    """The high and the low clause of a hi-lo explanation (None if it has no such parts).

    >>> hilo_parts("Omaha Hi-Lo 8 — high: a flush beats a straight; low: nobody has one.", "en")
    ('A flush beats a straight.', 'Nobody has one.')
    """
    hi, lo = (" — хай: ", "; лоу: ") if lang == "ru" else (" — high: ", "; low: ")
    if hi not in text or lo not in text:
        return None
    rest = text.split(hi, 1)[1]
    high, low = rest.split(lo, 1)

    def sentence(part: str) -> str:
        part = part.strip().rstrip(".")
        return part[:1].upper() + part[1:] + "."

    return sentence(high), sentence(low)


def deciding_kind(outcome: Outcome) -> str:
    """The kind of step that decided the (high) pot: category, rank, kicker, suit, ..."""
    deciding = getattr(outcome, "deciding", None)
    return str(getattr(deciding, "kind", "") or "")


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
    if game.form == "omaha" and _naive_winners(game, hands, board) != set(winners):
        return "omaha-two"
    if game.is_hilo and _counterfeited(game, hands, board, outcome):
        return "counterfeit"
    ranked = sorted(range(len(values)), key=lambda i: -values[i].strength if values[i] else 0)
    top_two = ranked[:2]
    if any(_ace_low_run(values[i]) for i in top_two) and game.main_family != "deuce-seven":
        return "ace-low"
    if kind in ("kicker", "suit"):
        return kind
    return ""
