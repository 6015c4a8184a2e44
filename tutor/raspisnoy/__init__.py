"""Raspisnoy poker, the trick-taking game of source 004: the rules as code.

Standard library only. Modules: :mod:`~tutor.raspisnoy.cards` (the 36-card
deck and the joker 7♠), :mod:`~tutor.raspisnoy.schedule` (the deals),
:mod:`~tutor.raspisnoy.bidding` (allowed bids), :mod:`~tutor.raspisnoy.play`
(legal cards, joker calls, trick winner), :mod:`~tutor.raspisnoy.scoring`
(presets A–D), :mod:`~tutor.raspisnoy.sheet` (the score sheet),
:mod:`~tutor.raspisnoy.game` (a whole replayable game),
:mod:`~tutor.raspisnoy.bots`, :mod:`~tutor.raspisnoy.texts` (en/ru).

>>> from tutor.raspisnoy import RaspisnoyGame, play_bots
>>> g = play_bots(RaspisnoyGame(players=3, seed=1))
>>> g.done, len(g.sheet.rows)
(True, 37)
"""

from tutor.raspisnoy.bidding import BidOptions, bid_options
from tutor.raspisnoy.bots import play_bots
from tutor.raspisnoy.cards import DECK, JOKER, Card, Suit, parse_card, parse_hand
from tutor.raspisnoy.game import Action, Phase, RaspisnoyGame
from tutor.raspisnoy.play import JokerCall, JokerMode, Play, legal_cards, parse_call, trick_winner
from tutor.raspisnoy.schedule import Deal, DealKind, schedule
from tutor.raspisnoy.scoring import Preset, score
from tutor.raspisnoy.texts import RuleError, say

__all__ = [
    "DECK", "JOKER", "Action", "BidOptions", "Card", "Deal", "DealKind", "JokerCall",
    "JokerMode", "Phase", "Play", "Preset", "RaspisnoyGame", "RuleError", "Suit",
    "bid_options", "legal_cards", "parse_call", "parse_card", "parse_hand", "play_bots",
    "say", "schedule", "score", "trick_winner",
]
