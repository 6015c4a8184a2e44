"""A whole game as a replayable state: the seed, the players, the preset and the actions.

Every deal's cards come from the seed (``random.Random`` seeded with a
string, the same in CPython and Pyodide), so ``seed`` + the actions taken
rebuild the game exactly. An illegal action raises :class:`RuleError`
naming the rule and leaves the state as it was.

>>> g = RaspisnoyGame(players=3, seed=1)
>>> g.deal.cards, g.phase, g.to_act == (g.dealer + 1) % 3
(1, <Phase.BIDDING: 'bidding'>, True)
>>> g.apply("b9")
Traceback (most recent call last):
...
tutor.raspisnoy.texts.RuleError: a bid is 0 (pass) up to 1, the cards in hand
>>> len(g.actions)
0
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from tutor.errors import TutorError, quote
from tutor.raspisnoy.bidding import BidOptions, bid_options, check_bid
from tutor.raspisnoy.cards import DECK, Card, RaspCardError, Suit, is_joker, parse_card, suit_of
from tutor.raspisnoy.play import (
    Legality,
    Play,
    TrickResult,
    check_call,
    legal_cards,
    parse_call,
    trick_winner,
)
from tutor.raspisnoy.schedule import Deal, DealKind, check_players, schedule
from tutor.raspisnoy.scoring import Preset, score
from tutor.raspisnoy.sheet import ScoreSheet, SheetRow
from tutor.raspisnoy.texts import Lookalikes, RuleError
from tutor.texts import N_

_BID = re.compile(r"b?([0-9]{1,2})", re.ASCII)


class Phase(StrEnum):
    BIDDING = "bidding"
    PLAYING = "playing"
    DONE = "done"


@dataclass(frozen=True)
class Action:
    """A bid (``b2``) or a card played (``pAh``, ``p7s:top:h`` for the joker)."""

    bid: int | None = None
    play: Play | None = None

    def __str__(self) -> str:
        return f"b{self.bid}" if self.play is None else f"p{self.play}"

    @classmethod
    def parse(cls, text: str) -> Action:
        """``b2``, ``pAh``, ``p7s:lowest``; also ``2``, ``Ah``, ``joker:top:h``.

        >>> str(Action.parse("joker:top:h")), str(Action.parse("3"))
        ('p7s:top:h', 'b3')
        """
        t = text.strip()
        body = t[1:] if t[:1] in "b+-" else t
        if body and all(ch.isnumeric() or ch == "_" for ch in body):  # any digits: a bid
            return cls.parse_bid(t)
        if t[:1] == "p" and t[1:2] != "a":  # "pass" is a bid
            t = t[1:]
        if t.lower() in ("pass", "пас"):
            return cls(bid=0)
        head, _, call = t.partition(":")
        try:
            card = parse_card(head)
        except RaspCardError:
            raise RuleError("not-a-card", text=quote(head, 20),
                            strangers=Lookalikes(head)) from None
        return cls(play=Play(card, parse_call(call) if call else None))

    @classmethod
    def parse_bid(cls, text: str) -> Action:
        """A bid as typed: ``2``, ``b2``, ``pass``; digits 0-9 only (not ``３``, ``1_0``).

        >>> str(Action.parse_bid("pass")), str(Action.parse_bid(" 3 "))
        ('b0', 'b3')
        >>> Action.parse_bid("-1")
        Traceback (most recent call last):
        ...
        tutor.raspisnoy.texts.RuleError: `-1` is not a bid: type the number of tricks you bid \
with the digits 0-9 (0 or pass to pass)
        >>> Action.parse_bid("\u212ah")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        tutor.raspisnoy.texts.RuleError: `Kh` is not a bid: ... pass); it holds U+212A KELVIN SIGN
        """
        t = text.strip()
        if t.lower() in ("pass", "пас"):
            return cls(bid=0)
        m = _BID.fullmatch(t)
        if m is None:
            raise RuleError("not-a-bid", text=quote(t, 20), strangers=Lookalikes(t, card=False))
        return cls(bid=int(m.group(1)))


@dataclass(frozen=True)
class FinishedTrick:
    """The last trick taken: the plays, the seat of each, the result, the winner's seat."""

    plays: tuple[Play, ...]
    seats: tuple[int, ...]
    result: TrickResult

    @property
    def winner_seat(self) -> int:
        return self.seats[self.result.winner]


def first_dealer(players: int, seed: int) -> int:
    """The first dealer, by lot (from the seed)."""
    return random.Random(f"raspisnoy:{seed}:lot").randrange(players)


def deal_cards(players: int, seed: int, deal: Deal, dealer: int
               ) -> tuple[list[list[Card]], Card | None]:
    """The hands (by seat) and the trump card of one deal.

    One card at a time from the dealer's left. The trump card is the next
    card turned up, or, when every card is dealt, a card drawn at random
    before the deal (it stays in the deck: someone holds it). No-trump deals
    turn no card.
    """
    rng = random.Random(f"raspisnoy:{seed}:deal:{deal.number}")
    deck = list(DECK)
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for j in range(players * deal.cards):
        hands[(dealer + 1 + j) % players].append(deck[j])
    trump_card: Card | None = None
    if deal.kind.has_trump:
        used = players * deal.cards
        trump_card = deck[used] if used < len(deck) else deck[rng.randrange(len(deck))]
    return [sort_hand(h) for h in hands], trump_card


def sort_hand(cards: list[Card]) -> list[Card]:
    """By suit (spades, hearts, clubs, diamonds: colours alternate), high to low; joker first."""
    order = {Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 3, Suit.DIAMONDS: 4}
    return sorted(cards, key=lambda c: (0 if is_joker(c) else order[Suit.of(c)], -c.rank))


class RaspisnoyGame:
    """The state of a game; change it only through :meth:`apply` (or :meth:`bid`/:meth:`play`)."""

    def __init__(self, players: int = 4, seed: int = 0, preset: Preset | str = Preset.D,
                 deals: int | None = None) -> None:
        self.players = check_players(players)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TutorError(N_("the seed must be a whole number, got {seed}"), seed=repr(seed))
        self.seed = seed
        try:
            self.preset = Preset(str(preset).upper())
        except ValueError:
            raise TutorError(N_("unknown scoring preset {shown} (use A, B, C or D)"),
                             shown=quote(str(preset), 20)) from None
        full = schedule(players)
        if deals is not None and not 1 <= deals <= len(full):
            raise TutorError(N_("`deals` must be 1..{most}, got {deals}"), most=len(full),
                             deals=deals)
        self.schedule: tuple[Deal, ...] = full if deals is None else full[:deals]
        self.deals_limit = deals
        self.first_dealer = first_dealer(players, seed)
        self.sheet = ScoreSheet(players)
        self.actions: list[Action] = []
        self.pass_streak = [0] * players
        self.last_trick: FinishedTrick | None = None
        self.deal_index = 0
        self._start_deal()

    # -- dealing --------------------------------------------------------------------------
    def _start_deal(self) -> None:
        deal = self.schedule[self.deal_index]
        n = self.players
        self.dealer = (self.first_dealer + deal.number - 1) % n
        self.hands, self.trump_card = deal_cards(n, self.seed, deal, self.dealer)
        self.trump: Suit | None = None if self.trump_card is None else suit_of(self.trump_card)
        self.bids: list[int | None] = [None] * n
        self.took = [0] * n
        self.trick: list[Play] = []
        self.trick_seats: list[int] = []
        self.leader = (self.dealer + 1) % n
        self.to_act = self.leader
        self.phase = Phase.BIDDING if deal.kind.has_bids else Phase.PLAYING

    @property
    def deal(self) -> Deal:
        return self.schedule[self.deal_index]

    @property
    def done(self) -> bool:
        return self.phase is Phase.DONE

    # -- what may be done -----------------------------------------------------------------
    def bid_options(self) -> BidOptions:
        """The bids open to the player to act (bidding phase)."""
        p = self.to_act
        earlier = [b for b in self.bids if b is not None]
        twice = self.deal.kind is DealKind.ORDINARY and self.pass_streak[p] >= 2
        return bid_options(self.deal.cards, earlier, dealer=p == self.dealer,
                           passed_twice=twice)

    def legal(self) -> Legality:
        """The cards the player to act may play, and why the others may not."""
        return legal_cards(self.hands[self.to_act], self.trick, self.trump)

    # -- acting ---------------------------------------------------------------------------
    def apply(self, action: Action | str, player: int | None = None) -> None:
        """Take ``action`` for ``player`` (default: whoever is to act); refuse it if illegal."""
        act = Action.parse(action) if isinstance(action, str) else action
        if self.phase is Phase.DONE:
            raise RuleError("game-over")
        if player is not None and player != self.to_act:
            raise RuleError("not-your-turn", turn=self.to_act, player=player)
        if act.play is None:
            self._bid(act)
        else:
            self._play(act)
        self.actions.append(act)

    def bid(self, player: int, bid: int) -> None:
        self.apply(Action(bid=bid), player)

    def play(self, player: int, card: Card | str, call: str | None = None) -> None:
        c = parse_card(card) if isinstance(card, str) else card
        self.apply(Action(play=Play(c, parse_call(call) if call else None)), player)

    def _bid(self, act: Action) -> None:
        if self.phase is not Phase.BIDDING:
            raise RuleError("not-bidding")
        if act.bid is None:
            raise RuntimeError("internal invariant broken: act.bid is not None")
        check_bid(act.bid, self.bid_options())
        self.bids[self.to_act] = act.bid
        if self.to_act == self.dealer:
            self.phase = Phase.PLAYING
            self.to_act = self.leader
        else:
            self.to_act = (self.to_act + 1) % self.players

    def _play(self, act: Action) -> None:
        if self.phase is not Phase.PLAYING:
            raise RuleError("not-playing")
        play = act.play
        if play is None:
            raise RuntimeError("internal invariant broken: play is not None")
        hand = self.hands[self.to_act]
        if play.card not in hand:
            raise RuleError("not-in-hand", card_text=str(play.card))
        check_call(play, not self.trick, self.trump)
        legality = self.legal()
        refusal = legality.refused.get(play.card)
        if refusal is not None:
            raise RuleError(refusal.code, **refusal.values())
        hand.remove(play.card)
        self.trick.append(play)
        self.trick_seats.append(self.to_act)
        if len(self.trick) < self.players:
            self.to_act = (self.to_act + 1) % self.players
            return
        result = trick_winner(self.trick, self.trump)
        done = FinishedTrick(tuple(self.trick), tuple(self.trick_seats), result)
        self.last_trick = done
        w = done.winner_seat
        self.took[w] += 1
        self.trick, self.trick_seats = [], []
        self.leader = self.to_act = w
        if not hand:
            self._finish_deal()

    def _finish_deal(self) -> None:
        deal = self.deal
        points: list[Fraction] = []
        for p in range(self.players):
            bid = self.bids[p] if deal.kind.has_bids else None
            points.append(score(self.preset, deal.kind, deal.cards, bid, self.took[p]).points)
            if deal.kind is DealKind.ORDINARY:
                self.pass_streak[p] = self.pass_streak[p] + 1 if self.bids[p] == 0 else 0
        bids = tuple(b or 0 for b in self.bids) if deal.kind.has_bids else None
        self.sheet.add(SheetRow(deal, self.dealer, self.trump, bids, tuple(self.took),
                                tuple(points), self.trump_card))
        if self.deal_index + 1 == len(self.schedule):
            self.phase = Phase.DONE
            return
        self.deal_index += 1
        self._start_deal()

    # -- replay ---------------------------------------------------------------------------
    def code(self) -> str:
        """The actions as one string (``b1.b0.b1.pAh...``): with the seed, the whole game."""
        return ".".join(str(a) for a in self.actions)

    @classmethod
    def replay(cls, players: int, seed: int, preset: Preset | str = Preset.D,
               actions: str | list[str] = "", deals: int | None = None) -> RaspisnoyGame:
        """Rebuild a game from its seed and its actions (a :meth:`code` string or a list)."""
        game = cls(players, seed, preset, deals)
        items = [a for a in (actions.split(".") if isinstance(actions, str) else actions) if a]
        for i, a in enumerate(items):
            try:
                game.apply(a)
            except TutorError as err:
                raise TutorError(N_("action {i} `{action}` cannot be replayed: {error}"),
                                 i=i + 1, action=a, error=err) from None
        return game

    def to_json(self) -> dict[str, Any]:
        """The settings, the actions and the score sheet."""
        return {"players": self.players, "seed": self.seed, "preset": str(self.preset),
                "deals": self.deals_limit, "actions": self.code(),
                "sheet": self.sheet.to_json(), "done": self.done}
