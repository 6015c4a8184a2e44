"""Seeded practice positions for the four drills (standard library only).

Each position is dealt from a seeded ``random.Random`` and played out with
legal cards only, so every trick a learner sees could happen at a table.

>>> import random
>>> q = legal_question(random.Random("demo"))
>>> set(q.legality.legal) | set(q.legality.refused) == set(q.hand)
True
>>> t = trick_question(random.Random("demo"))
>>> 0 <= t.result.winner < len(t.trick)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.raspisnoy.bidding import BidOptions, bid_options
from tutor.raspisnoy.cards import DECK, JOKER, Card, Suit, is_joker
from tutor.raspisnoy.game import sort_hand
from tutor.raspisnoy.play import (
    JokerCall,
    JokerMode,
    Legality,
    Play,
    TrickResult,
    legal_cards,
    trick_winner,
)
from tutor.raspisnoy.schedule import DealKind, max_cards
from tutor.raspisnoy.scoring import DealScore, Preset, score


def _trump(rng: random.Random) -> Suit | None:
    return None if rng.random() < 0.15 else rng.choice(list(Suit))


def _lead_call(rng: random.Random, trump: Suit | None) -> JokerCall:
    modes = [JokerMode.TOP, JokerMode.LOWEST_OF] + ([JokerMode.TOP_TRUMPS] if trump else [])
    mode = rng.choice(modes)
    if mode is JokerMode.TOP_TRUMPS:
        return JokerCall(mode)
    return JokerCall(mode, rng.choice([s for s in Suit if s is not trump] or list(Suit)))


def _play(rng: random.Random, hand: list[Card], trick: list[Play], trump: Suit | None) -> Play:
    legal = legal_cards(hand, trick, trump).legal
    card = rng.choice(legal)
    if not is_joker(card):
        return Play(card)
    if not trick:
        return Play(card, _lead_call(rng, trump))
    return Play(card, JokerCall(rng.choice([JokerMode.HIGHEST, JokerMode.LOWEST])))


def _deal(rng: random.Random, players: int, cards: int, joker_seat: int | None
          ) -> list[list[Card]]:
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[i * cards:(i + 1) * cards] for i in range(players)]
    if joker_seat is not None and JOKER not in hands[joker_seat]:
        for h in hands:
            if JOKER in h:
                h.remove(JOKER)
                h.append(hands[joker_seat].pop())
                break
        else:
            hands[joker_seat].pop()
        hands[joker_seat].append(JOKER)
    return hands


def _trick(rng: random.Random, hands: list[list[Card]], upto: int, trump: Suit | None,
           joker_lead: bool) -> list[Play]:
    trick: list[Play] = []
    for seat in range(upto):
        hand = hands[seat]
        if seat == 0 and joker_lead and JOKER in hand:
            play = Play(JOKER, _lead_call(rng, trump))
        else:
            play = _play(rng, hand, trick, trump)
        hand.remove(play.card)
        trick.append(play)
    return trick


@dataclass(frozen=True)
class LegalQuestion:
    """A trick in progress, the learner's hand and which of its cards may be played."""

    players: int
    trump: Suit | None
    trick: tuple[Play, ...]
    hand: tuple[Card, ...]
    legality: Legality


def legal_question(rng: random.Random) -> LegalQuestion:
    """A position with at least one card that may not be played (most of the time)."""
    for _ in range(60):
        players = rng.randint(3, 6)
        cards = rng.randint(3, min(7, max_cards(players)))
        trump = _trump(rng)
        upto = rng.randint(1, players - 1)
        roll = rng.random()
        joker_seat = 0 if roll < 0.35 else (upto if roll < 0.55 else None)
        hands = _deal(rng, players, cards, joker_seat)
        trick = _trick(rng, hands, upto, trump, joker_seat == 0)
        hand = tuple(sort_hand(hands[upto]))
        legality = legal_cards(hand, trick, trump)
        if legality.refused or rng.random() < 0.1:
            return LegalQuestion(players, trump, tuple(trick), hand, legality)
    return LegalQuestion(players, trump, tuple(trick), hand, legality)


@dataclass(frozen=True)
class TrickQuestion:
    """A finished, legal trick and who takes it."""

    trump: Suit | None
    trick: tuple[Play, ...]
    result: TrickResult


def trick_question(rng: random.Random) -> TrickQuestion:
    """A whole trick; the joker is in it about half the time."""
    players = rng.randint(3, 6)
    cards = rng.randint(2, min(6, max_cards(players)))
    trump = _trump(rng)
    joker_seat = rng.randrange(players) if rng.random() < 0.5 else None
    hands = _deal(rng, players, cards, joker_seat)
    trick = _trick(rng, hands, players, trump, joker_seat == 0 and rng.random() < 0.8)
    return TrickQuestion(trump, tuple(trick), trick_winner(trick, trump))


@dataclass(frozen=True)
class BidQuestion:
    """The learner deals and bids last: the others' bids and the bids open to the dealer."""

    players: int
    cards: int
    earlier: tuple[int, ...]
    passed_twice: bool
    options: BidOptions


def bid_question(rng: random.Random) -> BidQuestion:
    """A dealer's bid; now and then the dealer has passed the last two ordinary deals."""
    players = rng.randint(3, 6)
    cards = rng.randint(1, max_cards(players))
    earlier = [max(0, min(cards, round(rng.gauss(cards / players, 1)))) for _ in
               range(players - 1)]
    if rng.random() < 0.25 and cards >= players - 1:  # the source's example, scaled
        each = rng.randint(1, cards // (players - 1))
        earlier = [each] * (players - 1)
        rest = cards - sum(earlier)
        if rest > 0:
            earlier[rng.randrange(players - 1)] += rest
    twice = rng.random() < 0.25
    return BidQuestion(players, cards, tuple(earlier), twice,
                       bid_options(cards, earlier, dealer=True, passed_twice=twice))


@dataclass(frozen=True)
class ScoreQuestion:
    """A finished deal: its kind and size, each player's bid (or none) and tricks."""

    kind: DealKind
    cards: int
    bids: tuple[int, ...] | None
    took: tuple[int, ...]

    def scores(self, preset: Preset) -> tuple[DealScore, ...]:
        return tuple(score(preset, self.kind, self.cards,
                           None if self.bids is None else self.bids[p], t)
                     for p, t in enumerate(self.took))


def score_question(rng: random.Random) -> ScoreQuestion:
    """Mostly ordinary deals (a full bid now and then), sometimes a special one."""
    players = rng.randint(3, 5)
    kind = rng.choice([DealKind.ORDINARY] * 5 + [DealKind.NO_TRUMP, DealKind.BLIND,
                                                  DealKind.MISERE, DealKind.GOLDEN])
    top = max_cards(players)
    cards = rng.randint(1, top) if kind is DealKind.ORDINARY else top
    took = [0] * players
    for _ in range(cards):
        took[rng.randrange(players)] += 1
    bids: list[int] | None = None
    if kind.has_bids:
        bids = [max(0, min(cards, t + rng.choice((-1, 0, 0, 0, 1, 2)))) for t in took]
        if rng.random() < 0.2:
            bids[rng.randrange(players)] = cards
    return ScoreQuestion(kind, cards, None if bids is None else tuple(bids), tuple(took))
