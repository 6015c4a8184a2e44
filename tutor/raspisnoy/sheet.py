"""The score sheet ("расписать"): per deal the bids, the tricks and the points; totals.

>>> from tutor.raspisnoy.schedule import Deal, DealKind
>>> s = ScoreSheet(3)
>>> s.add(SheetRow(Deal(1, 1, DealKind.ORDINARY), 0, None, (0, 1, 0), (0, 1, 0),
...                (Fraction(5), Fraction(1), Fraction(-10))))
>>> s.totals
(Fraction(5, 1), Fraction(1, 1), Fraction(-10, 1))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tutor.raspisnoy.cards import Card, Suit
from tutor.raspisnoy.schedule import Deal
from tutor.raspisnoy.scoring import json_number


@dataclass(frozen=True)
class SheetRow:
    """One finished deal: who dealt, the trump, each player's bid, tricks and points."""

    deal: Deal
    dealer: int
    trump: Suit | None
    bids: tuple[int, ...] | None  # None in misère and golden deals
    took: tuple[int, ...]
    points: tuple[Fraction, ...]
    trump_card: Card | None = None

    def to_json(self) -> dict[str, Any]:
        return {**self.deal.to_json(), "dealer": self.dealer,
                "trump": None if self.trump is None else str(self.trump),
                "trump_card": None if self.trump_card is None else str(self.trump_card),
                "bids": None if self.bids is None else list(self.bids),
                "took": list(self.took), "points": [json_number(p) for p in self.points]}


@dataclass
class ScoreSheet:
    """The rows so far and the running totals."""

    players: int
    rows: list[SheetRow] = field(default_factory=list)

    def add(self, row: SheetRow) -> None:
        if len(row.points) != self.players or len(row.took) != self.players:
            raise ValueError("a sheet row needs one entry per player")
        self.rows.append(row)

    @property
    def totals(self) -> tuple[Fraction, ...]:
        return tuple(sum((r.points[i] for r in self.rows), Fraction(0))
                     for i in range(self.players))

    def running(self) -> list[tuple[Fraction, ...]]:
        """The totals after each row."""
        out: list[tuple[Fraction, ...]] = []
        acc = [Fraction(0)] * self.players
        for r in self.rows:
            acc = [a + p for a, p in zip(acc, r.points, strict=True)]
            out.append(tuple(acc))
        return out

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "rows": [r.to_json() for r in self.rows],
                "totals": [json_number(t) for t in self.totals]}
