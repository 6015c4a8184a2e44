"""Raspisnoy's deck: the tutor's 36 cards (6 low … ace high) with the 7♠ as joker.

The cards are the tutor's :class:`~tutor.cards.Card`, the deck is
:data:`tutor.cards.DECK_36_JOKER`, and text is read by the tutor's one card
parser (:func:`tutor.cards.parse_deck_hand`), so both decks quote, name
look-alikes and refuse bad cards the same way. The joker belongs to no suit:
:func:`suit_of` the joker is ``None`` for every rule (it is written ``7s`` or
``joker``).

>>> parse_hand("Ah 7s 6c joker")
Traceback (most recent call last):
...
tutor.errors.DeckCardError: `joker` is in the hand twice (the joker is the 7♠)
>>> [str(c) for c in parse_hand("Ah 10d joker 6c")]
['Ah', 'Td', '7s', '6c']
>>> len(DECK), is_joker(JOKER), suit_of(JOKER), suit_of(parse_card("Qh"))
(36, True, None, <Suit.HEARTS: 'h'>)
>>> card_label(parse_card("Qh"), "ru"), card_label(JOKER, "en")
('дама червей', 'the joker (7♠)')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from tutor.cards import (
    DECK_36_JOKER,
    Card,
    Suit,
    format_cards,
    parse_deck_card,
    parse_deck_hand,
    parse_suit,
)
from tutor.errors import DeckCardError

__all__ = ["DECK", "JOKER", "Card", "RaspCardError", "Suit", "card_label", "format_cards",
           "is_joker", "parse_card", "parse_hand", "parse_suit", "suit_of", "suit_word"]

RaspCardError = DeckCardError
"""Text that is not a card of the 36-card deck, or a card given twice."""

JOKER = cast(Card, DECK_36_JOKER.joker)
"""The joker, the 7♠."""

DECK: tuple[Card, ...] = tuple(c for s in Suit for c in DECK_36_JOKER if Suit.of(c) is s)
"""The 36 cards in the order the dealer shuffles them from: suit by suit (spades,
hearts, diamonds, clubs), 6 to ace."""


def is_joker(c: Card) -> bool:
    return c == JOKER


def suit_of(c: Card) -> Suit | None:
    """The suit for the rules: ``None`` for the joker, which has none."""
    return DECK_36_JOKER.suit_of(c)


def parse_card(text: str) -> Card:
    """One card: ``Ah``, ``10d``/``Td``, ``7s`` or ``joker`` (:func:`tutor.cards.parse_deck_card`).

    >>> parse_card("joker") == parse_card("7S") == JOKER
    True
    """
    return parse_deck_card(text, DECK_36_JOKER)


def parse_hand(text: str | Iterable[str], what: str = "hand") -> tuple[Card, ...]:
    """Cards separated by spaces or commas (or a list of card strings), no card twice.

    ``what`` names the cards in an error (``hand``, ``trick``).
    """
    return parse_deck_hand(text, DECK_36_JOKER, what)


def suit_word(suit: Suit, lang: str = "en", form: str = "") -> str:
    """``hearts`` / ``червы`` (``form="gen"``: ``червей``)."""
    return suit.word(lang, form or "nom")


def card_label(c: Card, lang: str = "en") -> str:
    """A card in words: ``ace of hearts`` / ``туз червей``; the joker as such."""
    return DECK_36_JOKER.label(c, lang)
