"""Raspisnoy's 36-card deck (6 low … ace high) and its joker, the 7♠.

The joker belongs to no suit: :attr:`Card.suit` of the joker is ``None`` for
every rule (it is written ``7s`` or ``joker``).

>>> parse_hand("Ah 7s 6c joker")
Traceback (most recent call last):
...
tutor.raspisnoy.cards.RaspCardError: `joker` is in the hand twice (the joker is the 7♠)
>>> [str(c) for c in parse_hand("Ah 10d joker 6c")]
['Ah', 'Td', '7s', '6c']
>>> len(DECK), JOKER.is_joker, JOKER.suit
(36, True, None)
>>> card_label(parse_card("Qh"), "ru"), card_label(JOKER, "en")
('дама червей', 'the joker (7♠)')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from tutor.cards import DECK_36, name_strangers, parse_cards
from tutor.errors import CardNotInDeckError, SaidError, TutorError, quote


class RaspCardError(SaidError):
    """Text that is not a card of the 36-card deck, or a card given twice."""


class Suit(StrEnum):
    """The four suits, written as elsewhere in the tutor."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def glyph(self) -> str:
        return {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}[self.value]


RANKS = "6789TJQKA"
RANK_VALUES = {ch: i + 6 for i, ch in enumerate(RANKS)}


@dataclass(frozen=True, order=True)
class Card:
    """A card: rank 6..14 (ace 14) and its printed suit; the 7♠ is the joker."""

    rank: int
    printed_suit: Suit

    @property
    def is_joker(self) -> bool:
        return self.rank == 7 and self.printed_suit is Suit.SPADES

    @property
    def suit(self) -> Suit | None:
        """The suit for the rules: ``None`` for the joker, which has none."""
        return None if self.is_joker else self.printed_suit

    @property
    def glyph(self) -> str:
        return f"{RANKS[self.rank - 6]}{self.printed_suit.glyph}"

    def __str__(self) -> str:
        return f"{RANKS[self.rank - 6]}{self.printed_suit.value}"

    def __repr__(self) -> str:
        return f"Card('{self}')"


JOKER = Card(7, Suit.SPADES)
DECK: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in range(6, 15))
"""The 36 cards, suit by suit (spades, hearts, diamonds, clubs), 6 to ace."""

_GLYPH_SUITS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
def _not_a_card(token: str) -> RaspCardError:
    shown = quote(token)
    return RaspCardError({
        "en": f"{shown} is not a card of the 36-card deck (ranks 6-9, T or 10, J, Q, K, A; "
              f"suits s h d c; the joker as 7s or joker){name_strangers(token)}",
        "ru": f"{shown} — не карта 36-карточной колоды (ранги 6-9, T или 10, J, Q, K, A; "
              f"масти s h d c; джокер — 7s или joker){name_strangers(token, 'ru')}"})


_WHERE_RU = {"hand": "на руке", "trick": "во взятке", "cards": "во взятке"}
_JOKER_WORDS = ("joker", "джокер")


def parse_card(text: str) -> Card:
    """One card: ``Ah``, ``10d``/``Td``, ``7s`` or ``joker``.

    The letters and suits are read by the tutor's one card parser
    (:func:`tutor.cards.parse_cards`), so the same rules hold for both decks:
    ASCII letters in any case, suit symbols, and look-alike letters (KELVIN
    SIGN, LONG S, Cyrillic) refused by name.

    >>> parse_card("joker") == parse_card("7S") == JOKER
    True
    >>> parse_card("5h")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.raspisnoy.cards.RaspCardError: `5h` is not a card of the 36-card deck (ranks 6-9, ...
    >>> parse_card("\u212ah")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.raspisnoy.cards.RaspCardError: `Kh` is not a card ...; it holds U+212A KELVIN SIGN, ...
    """
    token = text.strip()
    if token.lower() in _JOKER_WORDS:
        return JOKER
    try:
        cards = parse_cards(token, deck=DECK_36)
    except CardNotInDeckError:
        cards = ()
    except TutorError:
        raise _not_a_card(token) from None
    if len(cards) != 1:
        raise _not_a_card(token)
    c = cards[0]
    return Card(c.rank, Suit(c.suit_char))


def parse_hand(text: str | Iterable[str], what: str = "hand") -> tuple[Card, ...]:
    """Cards separated by spaces or commas (or a list of card strings), no card twice.

    ``what`` names the cards in an error (``hand``, ``trick``).

    >>> parse_hand("Kh kh", "trick")
    Traceback (most recent call last):
    ...
    tutor.raspisnoy.cards.RaspCardError: `kh` is in the trick twice
    """
    tokens = re.split(r"[\s,;]+", text.strip()) if isinstance(text, str) else list(text)
    seen: set[Card] = set()
    cards = []
    for token in tokens:
        if not token:
            continue
        c = parse_card(token)
        if c in seen:
            joker = c.is_joker
            raise RaspCardError({
                "en": f"{quote(token)} is in the {what} twice"
                      + (" (the joker is the 7♠)" if joker else ""),
                "ru": f"{quote(token)} дважды {_WHERE_RU.get(what, 'в ' + what)}"
                      + (" (джокер — это 7♠)" if joker else "")})
        seen.add(c)
        cards.append(c)
    return tuple(cards)


def parse_suit(text: str) -> Suit:
    """``s``, ``h``, ``d`` or ``c`` (or a suit glyph).

    >>> parse_suit("♥")
    <Suit.HEARTS: 'h'>
    """
    token = text.strip()
    value = _GLYPH_SUITS.get(token, token.lower() if token.isascii() else token)
    try:
        return Suit(value)
    except ValueError:
        raise RaspCardError({
            "en": f"{quote(token)} is not a suit (use s, h, d or c){name_strangers(token)}",
            "ru": f"{quote(token)} — не масть (s, h, d или c){name_strangers(token, 'ru')}",
        }) from None


RANK_WORDS: dict[str, dict[int, str]] = {
    "en": {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen",
           13: "king", 14: "ace"},
    "ru": {6: "шестёрка", 7: "семёрка", 8: "восьмёрка", 9: "девятка", 10: "десятка",
           11: "валет", 12: "дама", 13: "король", 14: "туз"},
}
CARD_NAME = {"en": "{rank} of {suit}", "ru": "{rank} {suit_gen}"}
JOKER_NAME = {"en": "the joker (7♠)", "ru": "джокер (7♠)"}
SUIT_WORDS: dict[str, dict[Suit, str]] = {
    # plural ("follow hearts"), the card's "of …" form, and Russian nominative/genitive plural
    "en": {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
           Suit.CLUBS: "clubs"},
    "ru": {Suit.SPADES: "пики", Suit.HEARTS: "червы", Suit.DIAMONDS: "бубны",
           Suit.CLUBS: "трефы"},
    "ru_gen": {Suit.SPADES: "пик", Suit.HEARTS: "червей", Suit.DIAMONDS: "бубен",
               Suit.CLUBS: "треф"},
}


def suit_word(suit: Suit, lang: str = "en", form: str = "") -> str:
    """``hearts`` / ``червы`` (``form="gen"``: ``червей``)."""
    key = f"{lang}_{form}" if form and f"{lang}_{form}" in SUIT_WORDS else lang
    return SUIT_WORDS.get(key, SUIT_WORDS["en"])[suit]


def card_label(c: Card, lang: str = "en") -> str:
    """A card in words: ``ace of hearts`` / ``туз червей``; the joker as such."""
    lang = lang if lang in CARD_NAME else "en"
    if c.is_joker:
        return JOKER_NAME[lang]
    return CARD_NAME[lang].format(rank=RANK_WORDS[lang][c.rank],
                                  suit=suit_word(c.printed_suit, lang),
                                  suit_gen=suit_word(c.printed_suit, lang, "gen"))


def format_cards(cards: Iterable[Card]) -> str:
    """``Ah 7s 6c``."""
    return " ".join(str(c) for c in cards)
