"""Points for one player's deal under the four presets (A–D; D is the default).

Points are exact (:class:`fractions.Fraction`): a kept pass in a blind deal
under D is 7.5.

>>> [score(Preset.D, DealKind.ORDINARY, 6, bid, took).points
...  for bid, took in ((2, 3), (3, 1), (6, 6))]
[Fraction(3, 1), Fraction(-20, 1), Fraction(120, 1)]
>>> score(Preset.D, DealKind.MISERE, 9, None, 0).points
Fraction(50, 1)
>>> explain(score(Preset.D, DealKind.BLIND, 9, 0, 0), "en")
'passed and took no trick: 5; × 1.5 in a blind deal = 7.5'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from tutor.errors import quote
from tutor.raspisnoy.schedule import DealKind
from tutor.raspisnoy.texts import RuleError, say


class Preset(StrEnum):
    """The four scoring schemes of source 004 (RULES.md "Scoring presets")."""

    A = "A"  # Podkidnoy, section 1, m = 2
    B = "B"  # section 6, m = 2, optional Lobovaya deal
    C = "C"  # Russian section 8, m = 1.5
    D = "D"  # English section 9 (default), m = 1.5

    @property
    def multiplier(self) -> Fraction:
        """The special-deal multiplier m."""
        return Fraction(3, 2) if self in (Preset.C, Preset.D) else Fraction(2)

    def full_bid_doubles(self, cards: int) -> bool:
        """Does bidding (and taking) every card score 20 a trick?"""
        if self is Preset.D:
            return True
        return self is Preset.C and cards > 1

    def full_bid_short_doubles(self, cards: int) -> bool:
        """Does a full bid that falls short cost 20 a missing trick (C only)?"""
        return self is Preset.C and cards > 1


class ScoreError(RuleError):
    """A deal that cannot be scored as given (bid or tricks out of range, …)."""


@dataclass(frozen=True)
class DealScore:
    """One player's points for a deal and the rule that gives them."""

    points: Fraction
    code: str                 # the base rule
    base: Fraction            # before the special-deal multiplier
    multiplier: Fraction      # 1 for ordinary deals
    kind: DealKind
    bid: int | None
    took: int
    per_trick: Fraction = Fraction(0)  # golden and misère: points a trick

    @property
    def points_json(self) -> int | float:
        return json_number(self.points)


def json_number(x: Fraction) -> int | float:
    """An int when whole, else a float (7.5).

    >>> json_number(Fraction(15, 2)), json_number(Fraction(-20))
    (7.5, -20)
    """
    return int(x) if x.denominator == 1 else float(x)


def _check(preset: Preset, kind: DealKind, cards: int, bid: int | None, took: int) -> None:
    for name, v in (("cards", cards), ("took", took)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise ScoreError("s-not-whole", name=name, value=_shown(v))
    if not 1 <= cards <= 12:
        raise ScoreError("s-cards-range", cards=cards)
    if not 0 <= took <= cards:
        raise ScoreError("s-took-range", cards=cards, took=took)
    if kind is DealKind.LOBOVAYA and preset is not Preset.B:
        raise ScoreError("s-lobovaya", preset=preset)
    if kind.has_bids:
        if bid is None:
            raise ScoreError("s-needs-bid", a=_a(kind), kind=kind)
        if isinstance(bid, bool) or not isinstance(bid, int) or not 0 <= bid <= cards:
            raise ScoreError("s-bid-range", cards=cards, bid=_shown(bid))
    elif bid is not None:
        raise ScoreError("s-no-bids", a=_a(kind), kind=kind)


def _a(word: str) -> str:
    """The article before ``word``: ``an ordinary``, ``a blind``."""
    return "an" if word[:1] in "aeiou" else "a"


def _shown(value: object) -> str:
    """A value as an error shows it: short and escaped."""
    return quote(repr(value), 30)


def _ordinary(preset: Preset, cards: int, bid: int, took: int) -> tuple[Fraction, str]:
    if bid == 0:
        return (Fraction(5), "pass-kept") if took == 0 else (Fraction(took), "pass-broken")
    if took == bid:
        if bid == cards and preset.full_bid_doubles(cards):
            return Fraction(20 * bid), "made-full"
        return Fraction(10 * bid), "made"
    if took > bid:
        return Fraction(took), "over"
    if bid == cards and preset.full_bid_short_doubles(cards):
        return Fraction(-20 * (bid - took)), "short-full"
    return Fraction(-10 * (bid - took)), "short"


def score(preset: Preset, kind: DealKind, cards: int, bid: int | None, took: int) -> DealScore:
    """One player's points: ``bid`` (None for misère/golden) and ``took`` tricks of ``cards``."""
    preset, kind = Preset(preset), DealKind(kind)
    _check(preset, kind, cards, bid, took)
    m = preset.multiplier
    one = Fraction(1)
    if kind is DealKind.GOLDEN:
        pts = 10 * m * took
        return DealScore(pts, "golden", pts, one, kind, None, took, 10 * m)
    if kind is DealKind.MISERE:
        if took == 0:
            return DealScore(Fraction(50), "misere-clean", Fraction(50), one, kind, None, 0)
        pts = -10 * m * took
        return DealScore(pts, "misere", pts, one, kind, None, took, 10 * m)
    if bid is None:
        raise RuntimeError("internal invariant broken: bid is not None")
    if kind is DealKind.LOBOVAYA and bid > 0 and took <= bid:
        pts = Fraction(50 * bid) if took == bid else Fraction(-50 * (bid - took))
        return DealScore(pts, "lobovaya-made" if took == bid else "lobovaya-short", pts, one,
                         kind, bid, took)
    base, code = _ordinary(preset, cards, bid, took)
    mult = m if kind in (DealKind.BLIND, DealKind.NO_TRUMP) else one
    return DealScore(base * mult, code, base, mult, kind, bid, took)


def explain(result: DealScore, lang: str = "en") -> str:
    """The rule that gives the points, in words."""
    from tutor.raspisnoy.texts import text_of

    points = _num(result.points)
    per = _num(result.per_trick)
    bid = result.bid if result.bid is not None else 0
    rule = say(result.code, lang, bid=bid, took=result.took, short=bid - result.took,
               base=_num(result.base), points=points, per=per)
    if result.multiplier != 1:
        kind = text_of(f"kind-{result.kind}", lang)
        return say("times", lang, rule=rule, m=_num(result.multiplier), kind=kind,
                   points=points)
    return rule


def _num(x: Fraction) -> str:
    v = json_number(x)
    return str(v).replace("-", "−")
