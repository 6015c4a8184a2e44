"""Card Rules Tutor: evaluate, compare and explain poker hands for many variants.

The rules core is pure Python (standard library only), so it loads at once in
Pyodide and works as a plain library:

>>> from tutor.showdown import showdown
>>> from tutor.explain import explain
>>> result = showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"])
>>> result.winners
[0]
>>> explain(result)
'Soko: a 4-flush beats one pair — the 4-flush is rarer (110,940 of 2,598,960 hands).'
>>> get_game("omaha").hole_cards
4

(``showdown`` and ``explain`` are not re-exported here: they share their names
with their modules, and a function would hide the module ``tutor.showdown``.)
"""

from tutor.cards import Card, Deck, card, format_cards, make_card, parse_cards
from tutor.errors import TutorError
from tutor.games import get_game

__version__ = "0.1.0"
__all__ = [
    "Card", "Deck", "TutorError", "card", "format_cards", "get_game", "make_card", "parse_cards",
]
