"""Card Rules Tutor: evaluate, compare and explain poker hands for many variants.

The rules core is pure Python (standard library only), so it loads at once in
Pyodide and works as a plain library:

>>> from tutor import showdown, explain
>>> result = showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"])
>>> result.winners
[0]
>>> explain(result)
'Soko: a 4-flush beats one pair — the 4-flush is rarer (110,940 of 2,598,960 hands).'
>>> get_game("omaha").hole_cards
4
"""

from tutor.cards import Card, Deck, card, format_cards, make_card, parse_cards
from tutor.errors import TutorError
from tutor.explain import explain
from tutor.games import get_game
from tutor.showdown import showdown

__version__ = "0.1.0"
__all__ = [
    "Card", "Deck", "TutorError", "card", "explain", "format_cards", "get_game", "make_card",
    "parse_cards", "showdown",
]
