"""Bots: bid from their cards, then play legally towards the bid (take it, duck the rest).

Seeded and reproducible: a bot's only randomness is a tie-break drawn from
``random.Random`` seeded with the game's seed and the action's number.
Good enough that a beginner is not bored; no more.

>>> from tutor.raspisnoy.game import RaspisnoyGame
>>> a = play_bots(RaspisnoyGame(players=4, seed=3)).code()
>>> a == play_bots(RaspisnoyGame(players=4, seed=3)).code()
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.raspisnoy.cards import Card, Suit, is_joker, suit_of
from tutor.raspisnoy.game import Action, Phase, RaspisnoyGame
from tutor.raspisnoy.play import JokerCall, JokerMode, Play, trick_winner
from tutor.raspisnoy.schedule import DealKind


def _card_strength(c: Card, trump: Suit | None, players: int, cards: int) -> float:
    """A rough chance that ``c`` takes a trick."""
    if is_joker(c):
        return 1.0
    top = (c.rank - 6) / 8  # 0 for a six, 1 for an ace
    crowd = 1.0 if cards <= 3 else 0.8  # long hands: side aces get trumped more often
    if trump is not None and suit_of(c) is trump:
        return 0.35 + 0.65 * top
    if c.rank == 14:
        return 0.75 * crowd
    if c.rank == 13:
        return 0.35 * crowd
    return 0.05 if players > 3 else 0.1


def estimate(hand: Sequence[Card], trump: Suit | None, players: int) -> float:
    """Tricks a hand may expect to take."""
    return sum(_card_strength(c, trump, players, len(hand)) for c in hand)


def choose_bid(game: RaspisnoyGame, rng: random.Random) -> int:
    """The allowed bid nearest the hand's estimate (blind: nearest cards ÷ players)."""
    opts = game.bid_options()
    if game.deal.kind is DealKind.BLIND:
        guess = game.deal.cards / game.players
    else:
        guess = estimate(game.hands[game.to_act], game.trump, game.players)
    return min(opts.allowed, key=lambda b: (abs(b - guess), rng.random()))


def _wins_now(game: RaspisnoyGame, play: Play) -> bool:
    """Would ``play`` be winning the trick as it stands?"""
    trick = [*game.trick, play]
    return trick_winner(trick, game.trump).winner == len(trick) - 1


def _want_tricks(game: RaspisnoyGame) -> bool:
    p = game.to_act
    kind = game.deal.kind
    if kind is DealKind.GOLDEN:
        return True
    if kind is DealKind.MISERE:
        return False
    bid = game.bids[p]
    return bid is not None and game.took[p] < bid


def _joker_plays(game: RaspisnoyGame, want: bool) -> list[Play]:
    from tutor.raspisnoy.cards import JOKER

    if game.trick:
        return [Play(JOKER, JokerCall(JokerMode.HIGHEST if want else JokerMode.LOWEST))]
    if want:
        if game.trump is not None:
            return [Play(JOKER, JokerCall(JokerMode.TOP_TRUMPS))]
        return [Play(JOKER, JokerCall(JokerMode.TOP, Suit.HEARTS))]
    hand = game.hands[game.to_act]
    suits = [s for s in Suit if s is not game.trump]
    # duck: name the suit the bot holds least of (others likely beat it)
    suit = min(suits, key=lambda s: (sum(suit_of(c) is s for c in hand), s.value))
    return [Play(JOKER, JokerCall(JokerMode.LOWEST_OF, suit))]


def choose_play(game: RaspisnoyGame, rng: random.Random) -> Play:
    """A legal card towards the bid: cheapest winner when a trick is wanted, else a duck."""
    legal = list(game.legal().legal)
    want = _want_tricks(game)
    plain = [Play(c) for c in legal if not is_joker(c)]
    joker = _joker_plays(game, want) if any(is_joker(c) for c in legal) else []
    last = len(game.trick) == game.players - 1
    strength = {c: _card_strength(c, game.trump, game.players, len(game.hands[game.to_act]))
                for c in legal}
    if not game.trick:  # leading
        if want:
            best = max(plain, key=lambda p: (strength[p.card], rng.random()), default=None)
            if best is not None and (strength[best.card] >= 0.7 or not joker):
                return best
            return joker[0] if joker else best  # type: ignore[return-value]
        low = min(plain, key=lambda p: (strength[p.card], p.card.rank, rng.random()),
                  default=None)
        return low if low is not None else joker[0]
    winners = [p for p in plain if _wins_now(game, p)]
    losers = [p for p in plain if p not in winners]
    if want:
        if winners and (last or any(strength[p.card] >= 0.7 for p in winners) or not joker):
            return min(winners, key=lambda p: (strength[p.card], p.card.rank))
        if joker:
            return joker[0]
        return min(plain, key=lambda p: (strength[p.card], p.card.rank, rng.random()))
    if losers:  # duck with the highest card that still loses
        return max(losers, key=lambda p: (p.card.rank, strength[p.card], rng.random()))
    if joker:
        return joker[0]
    return min(plain, key=lambda p: (strength[p.card], p.card.rank))


def bot_action(game: RaspisnoyGame) -> Action:
    """What a bot does now, seeded by the game's seed and the number of actions so far."""
    rng = random.Random(f"raspisnoy-bot:{game.seed}:{len(game.actions)}")
    if game.phase is Phase.BIDDING:
        return Action(bid=choose_bid(game, rng))
    return Action(play=choose_play(game, rng))


def play_bots(game: RaspisnoyGame, human: int | None = None) -> RaspisnoyGame:
    """Let the bots act until the game ends or it is seat ``human``'s turn; returns ``game``."""
    while not game.done and game.to_act != human:
        game.apply(bot_action(game))
    return game
