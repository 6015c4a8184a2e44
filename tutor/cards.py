"""Cards and decks: parsing, formatting and spoken labels.

A :class:`Card` is an ``int`` from 0 to 51 (``(rank - 2) * 4 + suit``, suits
in the order clubs, diamonds, hearts, spades), so cards are cheap to hash,
compare and use as table indices, yet print as ``As``.

>>> parse_cards("As 10h T♦ kc")
(Card('As'), Card('Th'), Card('Td'), Card('Kc'))
>>> parse_cards("AsKd")
(Card('As'), Card('Kd'))
>>> card("Qh").label("ru")
'дама червей'
>>> card("Qh").glyph
'Q♥'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from tutor.errors import (
    CardCountError,
    CardNotInDeckError,
    CardParseError,
    DuplicateCardError,
    quote,
)

RANK_CHARS = "23456789TJQKA"
"""Rank characters, index 0 is the deuce (rank 2)."""
SUIT_CHARS = "cdhs"
"""Suit characters in index order: clubs, diamonds, hearts, spades."""
SUIT_GLYPHS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
ACE, KING, QUEEN, JACK, TEN = 14, 13, 12, 11, 10

_RANK_NAMES_EN = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}
_RANK_PLURALS_EN = {2: "twos", 6: "sixes"}
_RANK_NAMES_RU = {
    2: "двойка", 3: "тройка", 4: "четвёрка", 5: "пятёрка", 6: "шестёрка", 7: "семёрка",
    8: "восьмёрка", 9: "девятка", 10: "десятка", 11: "валет", 12: "дама", 13: "король",
    14: "туз",
}
# Suit names in the genitive plural, as in "туз пик" (ace of spades).
_SUIT_NAMES_RU_GEN = ("треф", "бубен", "червей", "пик")
_SUIT_NAMES_RU = ("трефы", "бубны", "червы", "пики")

_SUIT_ALIASES = {
    "c": CLUBS, "d": DIAMONDS, "h": HEARTS, "s": SPADES,
    "♣": CLUBS, "♦": DIAMONDS, "♥": HEARTS, "♠": SPADES,
    "♧": CLUBS, "♢": DIAMONDS, "♡": HEARTS, "♤": SPADES,
}
_RANK_ALIASES = {ch: i + 2 for i, ch in enumerate(RANK_CHARS)} | {"10": 10}

# re.ASCII: case-insensitive only for ASCII letters, so look-alikes that casefold to one
# (KELVIN SIGN to k, LONG S to s) are not cards.
_TOKEN = re.compile(r"(10|[2-9tjqka])([cdhs♣♦♥♠♧♢♡♤])", re.IGNORECASE | re.ASCII)
_SPLIT = re.compile(r"[\s,;]+")
_HELP = "expected a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠"


class Card(int):
    """One playing card; an ``int`` 0..51 with readable properties.

    >>> c = card("Td")
    >>> (c.rank, c.suit, c.suit_char, str(c), int(c))
    (10, 1, 'd', 'Td', 33)
    >>> c.label()
    'ten of diamonds'
    """

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Rank 2..14 (ace is 14)."""
        return int(self) // 4 + 2

    @property
    def suit(self) -> int:
        """Suit index: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return int(self) % 4

    @property
    def rank_char(self) -> str:
        return RANK_CHARS[int(self) // 4]

    @property
    def suit_char(self) -> str:
        return SUIT_CHARS[int(self) % 4]

    @property
    def glyph(self) -> str:
        """Rank and suit symbol, ``10`` spelt out: ``Q♥``, ``10♠``."""
        rank = "10" if self.rank == 10 else self.rank_char
        return rank + SUIT_GLYPHS[self.suit]

    def label(self, lang: str = "en") -> str:
        """Spoken name for screen readers: ``ace of spades`` / ``туз пик``."""
        if lang == "ru":
            return f"{_RANK_NAMES_RU[self.rank]} {_SUIT_NAMES_RU_GEN[self.suit]}"
        return f"{_RANK_NAMES_EN[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return self.rank_char + self.suit_char

    def __repr__(self) -> str:
        return f"Card('{self}')"


ALL_CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
"""The 52 card singletons, indexed by their int value."""


def make_card(rank: int, suit: int) -> Card:
    """The card of a rank (2..14) and suit index (0..3).

    >>> make_card(14, SPADES)
    Card('As')
    """
    return ALL_CARDS[(rank - 2) * 4 + suit]


def rank_name(rank: int, lang: str = "en", plural: bool = False) -> str:
    """Name of a rank: ``rank_name(13)`` is ``king``; plural ``kings``.

    >>> rank_name(6, plural=True), rank_name(12, "ru")
    ('sixes', 'дама')
    """
    if lang == "ru":
        return _RANK_NAMES_RU[rank]
    if plural:
        return _RANK_PLURALS_EN.get(rank, _RANK_NAMES_EN[rank] + "s")
    return _RANK_NAMES_EN[rank]


def suit_name(suit: int, lang: str = "en") -> str:
    """Name of a suit index: ``spades`` / ``пики``."""
    return _SUIT_NAMES_RU[suit] if lang == "ru" else SUIT_NAMES[suit]


def card(text: str) -> Card:
    """Parse exactly one card.

    >>> card("10♠")
    Card('Ts')
    """
    cards = parse_cards(text)
    if len(cards) != 1:
        raise CardCountError(f"expected one card, got {len(cards)} in {quote(text.strip())}")
    return cards[0]


def _parse_token(token: str) -> list[Card]:
    """Parse a token that holds one or more cards glued together (``AsKd``)."""
    cards: list[Card] = []
    pos = 0
    while pos < len(token):
        match = _TOKEN.match(token, pos)
        rank = suit = None
        if match is not None:
            rank = _RANK_ALIASES.get(match.group(1).upper())
            suit = _SUIT_ALIASES.get(match.group(2).lower())
        if match is None or rank is None or suit is None:
            bad = token if not cards or unicodedata.combining(token[pos]) else token[pos:]
            raise CardParseError(f"{quote(bad)} is not a card ({_HELP}){name_strangers(bad)}")
        cards.append(make_card(rank, suit))
        pos = match.end()
    return cards


def name_strangers(text: str, lang: str = "en", *, card: bool = True) -> str:
    """Name the non-ASCII characters of ``text`` that are not suit symbols (look-alikes).

    ``card=False``: name them only, without saying they are no card letter.

    >>> name_strangers("\u212as")
    '; it holds U+212A KELVIN SIGN, which is neither a card letter nor a suit symbol'
    >>> name_strangers("\u212as", "ru")
    '; в нём есть U+212A KELVIN SIGN, а это не буква карты и не знак масти'
    """
    odd = [ch for ch in dict.fromkeys(text[:80]) if ord(ch) > 127 and ch not in _SUIT_ALIASES]
    if not odd:
        return ""
    names = ", ".join(f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed character')}"
                      for ch in odd[:3])
    if lang == "ru":
        return f"; в нём есть {names}" + (", а это не буква карты и не знак масти" * card)
    return f"; it holds {names}" + (", which is neither a card letter nor a suit symbol" * card)


def parse_cards(text: str | Iterable[str | Card], deck: Deck | None = None) -> tuple[Card, ...]:
    """Parse cards from text (``"As Kd"``, ``"AsKd"``, ``"as, kd"``) or a list.

    Raises :class:`~tutor.errors.CardParseError` for text that is not a card,
    :class:`~tutor.errors.DuplicateCardError` for a repeated card, and, when a
    ``deck`` is given, :class:`~tutor.errors.CardNotInDeckError` for a card
    outside it.

    >>> parse_cards("as as")
    Traceback (most recent call last):
    ...
    tutor.errors.DuplicateCardError: `As` appears twice
    >>> parse_cards("6h 5h", deck=DECK_36)
    Traceback (most recent call last):
    ...
    tutor.errors.CardNotInDeckError: `5h` is not in the 36-card deck (6 to ace)
    """
    cards: list[Card] = []
    if isinstance(text, str):
        tokens: Iterable[str | Card] = [t for t in _SPLIT.split(text.strip()) if t]
    else:
        tokens = text
    for token in tokens:
        if isinstance(token, Card):
            cards.append(token)
        else:
            cards.extend(_parse_token(str(token).strip()))
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise DuplicateCardError(f"`{c}` appears twice")
        seen.add(c)
        if deck is not None and c not in deck:
            raise CardNotInDeckError(f"`{c}` is not in the {deck.description}")
    return tuple(cards)


def format_cards(cards: Iterable[Card], style: str = "text") -> str:
    """Format cards: ``text`` (``As Kd``) or ``glyph`` (``A♠ K♦``).

    >>> format_cards(parse_cards("as 10d"), "glyph")
    'A♠ 10♦'
    """
    if style == "glyph":
        return " ".join(c.glyph for c in cards)
    return " ".join(str(c) for c in cards)


def check_count(cards: Sequence[Card], expected: int, what: str) -> None:
    """Raise :class:`CardCountError` unless there are ``expected`` cards.

    >>> check_count(parse_cards("As Kd Qh"), 4, "Omaha needs 4 hole cards")
    Traceback (most recent call last):
    ...
    tutor.errors.CardCountError: Omaha needs 4 hole cards, got 3
    """
    if len(cards) != expected:
        raise CardCountError(f"{what}, got {len(cards)}")


@dataclass(frozen=True)
class Deck:
    """A deck: its lowest rank and the cards in it.

    >>> len(DECK_52), len(DECK_36), len(DECK_32)
    (52, 36, 32)
    >>> card("7s") in DECK_32, card("6s") in DECK_32
    (True, False)
    """

    size: int
    low_rank: int
    description: str

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for c in ALL_CARDS if c.rank >= self.low_rank)

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(range(self.low_rank, 15))

    def __contains__(self, item: object) -> bool:
        return isinstance(item, int) and 0 <= item < 52 and item // 4 + 2 >= self.low_rank

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)


DECK_52 = Deck(52, 2, "52-card deck")
DECK_36 = Deck(36, 6, "36-card deck (6 to ace)")
DECK_32 = Deck(32, 7, "32-card deck (7 to ace)")
DECKS = {52: DECK_52, 36: DECK_36, 32: DECK_32}
