"""Double Barrel's table constants: the ante, the round limits, the action kinds, the
hand's phases and how an exact amount of units is written. A leaf module: the hand, the
bots and the transcript all read it, and it reads none of them.

>>> LIMITS[2], Phase.ROUND1, amount(Fraction(7, 2))
((2, 4), 'round1', '3 1/2')
"""

from __future__ import annotations

from fractions import Fraction

from tutor.ids import Id

ANTE = 1
"""Every player antes one unit."""
LIMITS = {1: (1, 2), 2: (2, 4)}
"""Per round: the minimum bet, which is the opening bet exactly (the opener may not bet
more), and the most a player may put in during the round (raises go up to it)."""
KINDS = ("bet", "call", "raise", "fold")
"""The actions a player may take."""


class Phase(Id):
    """Where a hand is: splitting, betting round 1 or 2, or over."""

    SPLIT = "split"
    ROUND1 = "round1"
    ROUND2 = "round2"
    DONE = "done"


def amount(x: Fraction | int) -> str:
    """An exact amount of units: ``3``, ``3 1/2``, ``2/3``.

    >>> amount(Fraction(7, 2)), amount(Fraction(4)), amount(Fraction(2, 3))
    ('3 1/2', '4', '2/3')
    """
    f = Fraction(x)
    if f.denominator == 1:
        return str(f.numerator)
    whole, rest = divmod(f.numerator, f.denominator)
    return f"{whole} {Fraction(rest, f.denominator)}" if whole else str(f)
