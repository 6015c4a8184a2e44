"""The deal schedule: ordinary deals up and down, then the special deals.

With n players the most cards a hand can hold is 36 // n (12, 9, 7, 6).
Ordinary deals go 1, 2 … max−1, then max n times, then max−1 … 1; then each
special kind (no-trump, blind, misère, golden) is dealt n times with max cards.

>>> [d.cards for d in schedule(4)][:10]
[1, 2, 3, 4, 5, 6, 7, 8, 9, 9]
>>> len(schedule(4)), sum(d.kind is DealKind.ORDINARY for d in schedule(4))
(36, 20)
>>> schedule(6)[-1]
Deal(number=40, cards=6, kind=<DealKind.GOLDEN: 'golden'>)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tutor.errors import TutorError, quote
from tutor.texts import N_

MIN_PLAYERS, MAX_PLAYERS = 3, 6


class DealKind(StrEnum):
    """What kind of deal: how it is bid and scored."""

    ORDINARY = "ordinary"
    NO_TRUMP = "no-trump"
    BLIND = "blind"
    MISERE = "misere"
    GOLDEN = "golden"
    LOBOVAYA = "lobovaya"  # preset B's optional deal: scored, not in the schedule

    @property
    def has_bids(self) -> bool:
        """Misère and golden deals are played without bids."""
        return self not in (DealKind.MISERE, DealKind.GOLDEN)

    @property
    def has_trump(self) -> bool:
        return self is not DealKind.NO_TRUMP


SPECIAL_ORDER = (DealKind.NO_TRUMP, DealKind.BLIND, DealKind.MISERE, DealKind.GOLDEN)


@dataclass(frozen=True)
class Deal:
    """One deal of the schedule (numbered from 1)."""

    number: int
    cards: int
    kind: DealKind

    def to_json(self) -> dict[str, object]:
        return {"deal": self.number, "cards": self.cards, "kind": str(self.kind)}


class PlayerCountError(TutorError):
    """Raspisnoy is for 3 to 6 players."""


def check_players(players: int) -> int:
    """``players`` if it is 3..6, else a clear error."""
    if isinstance(players, bool) or not isinstance(players, int) or not (
            MIN_PLAYERS <= players <= MAX_PLAYERS):
        got = quote(repr(players), 30)
        raise PlayerCountError(N_("Raspisnoy is for {lo}-{hi} players, got {got}"),
                               lo=MIN_PLAYERS, hi=MAX_PLAYERS, got=got)
    return players


def max_cards(players: int) -> int:
    """The most cards a hand can hold: 36 // players.

    >>> [max_cards(n) for n in range(3, 7)]
    [12, 9, 7, 6]
    """
    return 36 // check_players(players)


def schedule(players: int) -> tuple[Deal, ...]:
    """Every deal of a game of ``players`` in order."""
    top = max_cards(players)
    sizes = [*range(1, top), *([top] * players), *range(top - 1, 0, -1)]
    kinds = [DealKind.ORDINARY] * len(sizes)
    for kind in SPECIAL_ORDER:
        sizes += [top] * players
        kinds += [kind] * players
    return tuple(Deal(i + 1, c, k) for i, (c, k) in enumerate(zip(sizes, kinds, strict=True)))
