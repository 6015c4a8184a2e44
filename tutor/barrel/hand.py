"""A whole hand of Double Barrel: deal, splits, two betting rounds, two showdowns, payout.

The rules are RULES.md "Double Barrel, in full"; the decisions the source
leaves open are in ``docs/double-barrel.md``. Every illegal action raises
:class:`IllegalAction` with a message naming the rule, and leaves the state
unchanged.

>>> h = DoubleBarrelHand(2, hands=["As Ks Qs Js 7d 7c 2h 3h", "Ac Kc Qc Jc 9d 9h 4s 5s"])
>>> h.split(0, "As Ks Qs Js"); h.split(1, "9d 9h 4s 5s")
>>> h.phase, h.to_act          # the button is seat 0, so seat 1 opens
('round1', 1)
>>> h.act(1, "raise 3")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tutor.barrel.hand.IllegalAction: seat 1 opens round 1: the opener must bet exactly 1 unit; ...
>>> h.act(1, "bet 2")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tutor.barrel.hand.IllegalAction: bet of 2: the opener makes the minimum bet: exactly 1 unit ...
>>> h.act(1, "bet 1"); h.act(0, "raise 3")
Traceback (most recent call last):
...
tutor.barrel.hand.IllegalAction: raise to 3 exceeds the round-1 limit of 2 units
>>> h.act(0, "raise 2"); h.act(1, "call")
>>> h.phase, h.showdowns[0].winners
('round2', [0])
>>> h.act(1, "fold")
Traceback (most recent call last):
...
tutor.barrel.hand.IllegalAction: folding is not allowed in round 2
>>> h.act(1, "bet 2"); h.act(0, "call")
>>> h.phase, h.pot, h.payouts
('done', 10, {0: Fraction(5, 1), 1: Fraction(5, 1)})
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tutor.barrel.betting import ANTE, KINDS, LIMITS, Phase
from tutor.barrel.explain import explain_pair
from tutor.cards import ALL_CARDS, Card, format_cards, parse_cards
from tutor.errors import CardCountError, TutorError, quote
from tutor.rankings.barrel import BARREL
from tutor.rankings.base import HandValue
from tutor.texts import N_, _


class IllegalAction(TutorError):
    """An action or split the rules do not allow; the message names the rule."""


def _whole_units(a: Action) -> int:
    """The round total of a bet or raise, refused unless a whole number of units.

    >>> _whole_units(Action("bet", 2))
    2
    >>> _whole_units(Action("bet", 2.0))
    Traceback (most recent call last):
    ...
    tutor.barrel.hand.IllegalAction: bets and raises are in whole units, not 2.0
    """
    to = a.to
    if type(to) is not int:  # bool, float, Fraction and text are refused, even 2.0
        shown = quote(str(to) if isinstance(to, float | Fraction) else repr(to), 20)[1:-1]
        raise IllegalAction(f"bets and raises are in whole units, not {shown}")
    return to


def _shown(units: int) -> str:
    """An amount for a message (a number too long to print is described instead)."""
    return str(units) if abs(units) < 10**12 else "an enormous amount"


@dataclass(frozen=True)
class Action:
    """``bet``/``raise`` carry ``to``, the player's round total after the action.

    >>> Action.parse("raise 2"), Action.parse("c"), Action.parse("bet to 1")
    (Action(kind='raise', to=2), Action(kind='call', to=None), Action(kind='bet', to=1))
    """

    kind: str
    to: int | Fraction | float | None = None

    @staticmethod
    def parse(text: str) -> Action:
        """Parse ``call``, ``fold``, ``bet 1``, ``raise 2``, ``raise to 3`` (``c f b r``)."""
        words = text.strip().lower().replace("to ", " ").split()
        if not words:
            raise IllegalAction("empty action: type call, fold, bet N or raise N")
        alias = {"c": "call", "f": "fold", "b": "bet", "r": "raise", "check": "check"}
        kind = alias.get(words[0], words[0])
        if kind == "check":
            raise IllegalAction("there is no check in Double Barrel: every round opens with a bet")
        if kind not in KINDS:
            raise IllegalAction(f"`{words[0]}` is not an action: type call, fold, bet N or raise N")
        if kind in ("call", "fold"):
            if len(words) > 1:
                raise IllegalAction(f"`{kind}` takes no amount")
            return Action(kind)
        if len(words) != 2:
            raise IllegalAction(f"`{kind}` needs the round total, e.g. `{kind} 2`")
        amount = words[1]
        if re.fullmatch(r"[0-9]{1,6}", amount):
            return Action(kind, int(amount))
        if re.fullmatch(r"[0-9]+", amount):
            raise IllegalAction(f"{quote(amount)} is far above any round's limit "
                                f"(at most {max(hi for _, hi in LIMITS.values())} units)")
        raise IllegalAction(f"{quote(amount)} is not an amount: bets and raises are in "
                            f"whole units, e.g. `{kind} 2`")

    def __str__(self) -> str:
        return self.kind if self.to is None else f"{self.kind} {self.to}"


@dataclass
class Seat:
    """One player: name, 8 cards, the fixed split, and what they have put in."""

    name: str
    cards: tuple[Card, ...]
    barrels: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
    folded: bool = False
    bets: list[int] = field(default_factory=lambda: [0, 0])


@dataclass(frozen=True)
class ShowdownResult:
    """A barrel showdown: each seat's barrel value, the winners, and why."""

    round: int
    values: dict[int, HandValue]
    winners: list[int]
    shown: bool = True

    def explanation(self, lang: str = "en") -> str:
        """Why the winner(s) beat the best losing barrel."""
        if not self.shown:
            return _("everyone else folded: the half is won without a showdown.", lang)
        w = self.values[self.winners[0]]
        losers = [v for s, v in self.values.items() if s not in self.winners]
        if not losers:
            return explain_pair(w, w, lang)
        runner_up = max(losers, key=lambda v: v.strength)
        text = explain_pair(w, runner_up, lang)
        if len(self.winners) > 1:
            text = _("equal barrels split this half; against the rest: {why}", lang, why=text)
        return text


class DoubleBarrelHand:
    """The state of one hand. Drive it with :meth:`split` and :meth:`act`.

    ``hands`` fixes each seat's 8 cards (tests, demonstrations); otherwise
    they are dealt from a deck shuffled with ``seed``. ``button`` is the
    dealer seat; the seat to its left opens both rounds.
    """

    def __init__(
        self,
        players: int = 2,
        *,
        seed: int | None = None,
        button: int = 0,
        hands: list[str] | list[tuple[Card, ...]] | None = None,
        names: list[str] | None = None,
    ) -> None:
        if not 2 <= players <= 6:
            raise TutorError(N_("Double Barrel is for 2-6 players, got {players}"), players=players)
        if not 0 <= button < players:
            raise TutorError(N_("button must be a seat 0..{last}, got {button}"),
                             last=players - 1, button=button)
        if hands is None:
            deck = list(ALL_CARDS)
            random.Random(seed).shuffle(deck)
            dealt = [tuple(deck[8 * i: 8 * i + 8]) for i in range(players)]
        else:
            if len(hands) != players:
                raise CardCountError(N_("{players} players need {players} hands, got {n}"),
                                     players=players, n=len(hands))
            dealt = [parse_cards(h) for h in hands]
            seen: set[Card] = set()
            for i, h in enumerate(dealt):
                if len(h) != 8:
                    raise CardCountError(N_("seat {i} needs 8 cards, got {n}"), i=i, n=len(h))
                for c in h:
                    if c in seen:
                        raise TutorError(N_("`{c}` is dealt twice"), c=c)
                    seen.add(c)
        names = names or [f"seat {i}" for i in range(players)]
        self.seed = seed
        self.button = button
        self.seats = [Seat(names[i], dealt[i]) for i in range(players)]
        self.phase = Phase.SPLIT
        self.round = 0
        self.high = 0
        self._needs: list[int] = []
        self.showdowns: list[ShowdownResult] = []
        self.payouts: dict[int, Fraction] = {}
        self.events: list[dict[str, Any]] = [{
            "type": "deal", "players": players, "button": button, "opener": self.opener,
            "ante": ANTE, "pot": self.pot, "seed": seed,
            "seats": [{"seat": i, "name": s.name, "cards": format_cards(s.cards)}
                      for i, s in enumerate(self.seats)],
        }]

    # ----------------------------------------------------------------- state
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def opener(self) -> int:
        """The seat left of the button (it opens both rounds)."""
        return (self.button + 1) % self.players

    @property
    def pot(self) -> int:
        """Antes plus every bet so far, in units."""
        return ANTE * self.players + sum(sum(s.bets) for s in self.seats)

    @property
    def in_hand(self) -> list[int]:
        """Seats that have not folded, in seat order."""
        return [i for i, s in enumerate(self.seats) if not s.folded]

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is in a betting round, else ``None``."""
        betting = self.phase in (Phase.ROUND1, Phase.ROUND2)
        return self._needs[0] if betting and self._needs else None

    def round_total(self, seat: int) -> int:
        """What ``seat`` has put in during the current round."""
        return self.seats[seat].bets[self.round - 1] if self.round else 0

    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat to act (amounts are round totals)."""
        seat = self.to_act
        if seat is None:
            return []
        out = []
        for a in self._candidates():
            try:
                self._check(seat, a)
            except IllegalAction:
                continue
            out.append(a)
        return out

    def _candidates(self) -> list[Action]:
        lo, hi = LIMITS[self.round]
        return ([Action("bet", lo)] + [Action("call")]
                + [Action("raise", t) for t in range(1, hi + 1)] + [Action("fold")])

    # ---------------------------------------------------------------- splits
    def split(self, seat: int, barrel1: str | tuple[Card, ...],
              barrel2: str | tuple[Card, ...] | None = None) -> None:
        """Fix ``seat``'s split: ``barrel1`` plays round 1, the other four cards round 2."""
        if not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat} (seats 0..{self.players - 1})")
        s = self.seats[seat]
        if s.barrels is not None:
            raise IllegalAction(f"{s.name}'s split is fixed once chosen: it cannot be changed")
        if self.phase is not Phase.SPLIT:
            raise IllegalAction("splits are made before round 1")
        try:
            b1 = parse_cards(barrel1)
            b2 = parse_cards(barrel2) if barrel2 is not None else None
        except TutorError as err:
            raise IllegalAction(str(err)) from None
        for b in (b1, b2):
            if b is not None and len(b) != 4:
                raise IllegalAction(f"a barrel has 4 cards, got {len(b)}: {format_cards(b)}")
            for c in b or ():
                if c not in s.cards:
                    raise IllegalAction(f"`{c}` is not one of {s.name}'s cards")
        rest = tuple(c for c in s.cards if c not in b1)
        if b2 is not None and set(b2) != set(rest):
            raise IllegalAction("the two barrels must use all 8 cards, each once")
        s.barrels = (b1, b2 if b2 is not None else rest)
        v1, v2 = (BARREL.evaluate(b) for b in s.barrels)
        self.events.append({
            "type": "split", "seat": seat, "barrels": [format_cards(b) for b in s.barrels],
            "categories": [v1.category, v2.category],
        })
        if all(x.barrels is not None for x in self.seats):
            self._start_round(1)

    # --------------------------------------------------------------- betting
    def act(self, seat: int, action: Action | str, reason: dict[str, Any] | None = None) -> None:
        """Play ``action`` for ``seat``; raises :class:`IllegalAction` (state unchanged).

        ``reason`` (bots) is kept in the transcript as data.
        """
        a = Action.parse(action) if isinstance(action, str) else action
        self._check(seat, a)
        s = self.seats[seat]
        r = self.round
        if a.kind == "fold":
            s.folded = True
            self._needs.remove(seat)
        elif a.kind == "call":
            s.bets[r - 1] = self.high
            self._needs.remove(seat)
        else:
            to = _whole_units(a)
            s.bets[r - 1] = to
            self.high = to
            order = self._order(after=seat)
            self._needs = [i for i in order if i != seat]
        event: dict[str, Any] = {
            "type": "action", "round": r, "seat": seat, "action": a.kind,
            "round_total": s.bets[r - 1], "pot": self.pot,
        }
        if a.to is not None:
            event["to"] = a.to
        if reason:
            event["reason"] = dict(reason)
        self.events.append(event)
        if r == 1 and len(self.in_hand) == 1:
            self._fold_out()
        elif not self._needs:
            self._end_round()

    def _check(self, seat: int, a: Action) -> None:
        """Raise :class:`IllegalAction` naming the rule ``a`` breaks (no state change)."""
        if self.phase is Phase.SPLIT:
            raise IllegalAction("betting starts when every player has split their 8 cards")
        if self.phase is Phase.DONE:
            raise IllegalAction("the hand is over")
        if not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat} (seats 0..{self.players - 1})")
        if self.seats[seat].folded:
            raise IllegalAction(f"{self.seats[seat].name} has folded and takes no further part")
        turn = self.to_act
        if seat != turn:
            whose = "nobody's" if turn is None else f"{self.seats[turn].name}'s"
            raise IllegalAction(f"it is {whose} turn, not {self.seats[seat].name}'s")
        r = self.round
        lo, hi = LIMITS[r]
        if a.kind not in KINDS:
            raise IllegalAction(f"`{a.kind}` is not an action: call, fold, bet or raise")
        to = _whole_units(a) if a.kind in ("bet", "raise") else 0
        if a.kind == "fold" and r == 2:
            raise IllegalAction("folding is not allowed in round 2")
        plural = "s" if lo > 1 else ""
        if self.high == 0:  # the opening bet: the minimum, exactly (RULES.md, source 000)
            if a.kind == "bet":
                if to > hi:
                    raise IllegalAction(
                        f"bet of {_shown(to)} exceeds the round-{r} limit of {hi} units")
                if to < lo:
                    raise IllegalAction(
                        f"bet of {_shown(to)} is below the round-{r} minimum of {lo} unit{plural}")
                if to > lo:
                    raise IllegalAction(
                        f"bet of {_shown(to)}: the opener makes the minimum bet: exactly {lo} "
                        f"unit{plural} in round {r}; the others may raise, and the opener "
                        f"may raise when the action comes back")
                return
            name = self.seats[seat].name
            doing = {"fold": "folding", "call": "calling", "raise": "raising"}[a.kind]
            raise IllegalAction(
                f"{name} opens round {r}: the opener must bet exactly {lo} unit{plural}; "
                f"{doing} is not allowed before the opening bet")
        if a.kind == "bet":
            raise IllegalAction(
                f"round {r} is already open at {self.high} unit{'s' if self.high > 1 else ''}: "
                f"call or raise")
        if a.kind == "raise":
            if to > hi:
                raise IllegalAction(
                    f"raise to {_shown(to)} exceeds the round-{r} limit of {hi} units")
            if to <= self.high:
                raise IllegalAction(
                    f"a raise must go above the current round total of {self.high} "
                    f"unit{'s' if self.high > 1 else ''}")

    def _order(self, after: int) -> list[int]:
        """Seats still in, clockwise, starting with the seat after ``after``."""
        n = self.players
        return [(after + k) % n for k in range(1, n + 1) if not self.seats[(after + k) % n].folded]

    def _start_round(self, r: int) -> None:
        self.phase = Phase(f"round{r}")
        self.round = r
        self.high = 0
        self._needs = self._order(after=self.button)
        self.events.append({"type": "round", "round": r, "opener": self._needs[0],
                            "players": list(self._needs)})

    def _barrels(self, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """A seat's two barrels (every seat has split before a betting round)."""
        barrels = self.seats[seat].barrels
        if barrels is None:
            raise IllegalAction(f"player {seat} has not split yet")
        return barrels

    def _end_round(self) -> None:
        r = self.round
        values = {i: BARREL.evaluate(self._barrels(i)[r - 1]) for i in self.in_hand}
        best = max(v.strength for v in values.values())
        sd = ShowdownResult(r, values, [i for i, v in values.items() if v.strength == best])
        self.showdowns.append(sd)
        self.events.append(self._showdown_event(sd))
        if r == 1:
            self._start_round(2)
        else:
            self._pay()

    def _fold_out(self) -> None:
        """Everyone but one folded in round 1: that player takes both halves unshown."""
        (last,) = self.in_hand
        self._needs = []
        for r in (1, 2):
            sd = ShowdownResult(r, {}, [last], shown=False)
            self.showdowns.append(sd)
            self.events.append(self._showdown_event(sd))
        self._pay()

    def _showdown_event(self, sd: ShowdownResult) -> dict[str, Any]:
        return {
            "type": "showdown", "round": sd.round, "shown": sd.shown,
            "hands": [{"seat": i, "barrel": format_cards(v.cards), "category": v.category}
                      for i, v in sd.values.items()],
            "winners": sd.winners, "explanation": sd.explanation("en"),
        }

    def _pay(self) -> None:
        pot = self.pot
        half = Fraction(pot, 2)
        pay: dict[int, Fraction] = {i: Fraction(0) for i in range(self.players)}
        for sd in self.showdowns:
            for w in sd.winners:
                pay[w] += half / len(sd.winners)
        self.payouts = {i: v for i, v in pay.items() if v}
        self.phase = Phase.DONE
        self.events.append({
            "type": "payout", "pot": pot, "half": str(half),
            "halves": [{"round": sd.round, "winners": sd.winners} for sd in self.showdowns],
            "payouts": {str(i): str(v) for i, v in self.payouts.items()},
            "net": {str(i): str(pay[i] - ANTE - sum(s.bets)) for i, s in enumerate(self.seats)},
        })

    def net(self, seat: int) -> Fraction:
        """What ``seat`` won minus what it put in (after the hand)."""
        s = self.seats[seat]
        return self.payouts.get(seat, Fraction(0)) - ANTE - sum(s.bets)

    # ------------------------------------------------------------ transcript
    def transcript(self) -> list[dict[str, Any]]:
        """The hand as data: a list of events (deal, split, round, action, showdown, payout)."""
        return [dict(e) for e in self.events]
