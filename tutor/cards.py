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

A :class:`Deck` may hold a joker, a card that belongs to no suit for the rules
(Raspisnoy's 7♠): :func:`parse_deck_card` and :func:`parse_deck_hand` read a
deck's cards and its joker's words, with errors in the learner's language.

>>> hand = parse_deck_hand("Ah 10d joker", DECK_36_JOKER)
>>> hand, [DECK_36_JOKER.suit_of(c) for c in hand]
((Card('Ah'), Card('Td'), Card('7s')), [<Suit.HEARTS: 'h'>, <Suit.DIAMONDS: 'd'>, None])
>>> DECK_36_JOKER.label(hand[2], "ru"), DECK_36_JOKER.label(hand[0], "ru")
('джокер (7♠)', 'туз червей')
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from tutor.errors import (
    CardCountError,
    CardNotInDeckError,
    CardParseError,
    DeckCardError,
    DuplicateCardError,
    Phrase,
    TutorError,
    quote,
)
from tutor.texts import LANGS, N_, SOURCE_LANG, p_

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
# The English names are the words' source; other languages' come from the text
# catalogue (tutor.texts), under the contexts tutor.i18n's rank_word and suit_word read.

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
_HELP = N_("expected a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠")


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
        lang = lang if _translated(lang) else SOURCE_LANG
        return p_("card in words", "{rank} of {suit}", lang, rank=rank_name(self.rank, lang),
                  suit=suit_name(self.suit, lang, "gen"))

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

    Other languages' words come from the catalogue (English for a language the
    tutor does not speak).

    >>> rank_name(6, plural=True), rank_name(12, "ru"), rank_name(12, "ru", plural=True)
    ('sixes', 'дама', 'дамы')
    """
    if _translated(lang):
        return _rank_words(lang, plural)[rank]
    if plural:
        return _RANK_PLURALS_EN.get(rank, _RANK_NAMES_EN[rank] + "s")
    return _RANK_NAMES_EN[rank]


def suit_name(suit: int, lang: str = "en", form: str = "nom") -> str:
    """Name of a suit index: ``spades`` / ``пики``; Russian ``form="gen"``: ``пик``.

    >>> suit_name(SPADES, "ru"), suit_name(SPADES, "ru", "gen"), suit_name(SPADES, form="gen")
    ('пики', 'пик', 'spades')
    """
    if _translated(lang):
        return _suit_words(lang, form == "gen")[suit]
    return SUIT_NAMES[suit]


def _translated(lang: str) -> bool:
    """Whether words in ``lang`` come from the catalogue: a language the tutor speaks
    other than English (the words' source); any other language gets English."""
    return lang != SOURCE_LANG and lang in LANGS


@functools.cache
def _rank_words(lang: str, plural: bool) -> dict[int, str]:
    context = "rank, plural" if plural else "rank"
    return {r: p_(context, rank_name(r, plural=plural), lang) for r in _RANK_NAMES_EN}


@functools.cache
def _suit_words(lang: str, genitive: bool) -> tuple[str, ...]:
    context = "suit, genitive" if genitive else "suit"
    return tuple(p_(context, name, lang) for name in SUIT_NAMES)


class Suit(StrEnum):
    """A suit named by its letter, highest first (spades, hearts, diamonds, clubs).

    A card's :attr:`Card.suit` is the suit's index (0 clubs … 3 spades), cheap
    for tables; a ``Suit`` is what a rule names: a trump, the suit a joker calls.

    >>> Suit.of(card("Qh")), Suit.HEARTS.glyph, Suit.HEARTS.word("ru", "gen"), str(Suit.CLUBS)
    (<Suit.HEARTS: 'h'>, '♥', 'червей', 'c')
    """

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @classmethod
    def of(cls, c: Card) -> Suit:
        """The suit a card shows."""
        return _SUITS_BY_INDEX[c.suit]

    @property
    def glyph(self) -> str:
        return SUIT_GLYPHS[SUIT_CHARS.index(self.value)]

    def word(self, lang: str = "en", form: str = "nom") -> str:
        """``hearts`` / ``червы`` (``form="gen"``: ``червей``); see :func:`suit_name`."""
        return suit_name(SUIT_CHARS.index(self.value), lang, form)


_SUITS_BY_INDEX = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_GLYPH_SUITS = dict(zip(SUIT_GLYPHS, SUIT_CHARS, strict=True))


def parse_suit(text: str) -> Suit:
    """``s``, ``h``, ``d`` or ``c`` in any case, or a suit symbol.

    >>> parse_suit("♥"), parse_suit(" S ")
    (<Suit.HEARTS: 'h'>, <Suit.SPADES: 's'>)
    >>> parse_suit("\u0455")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.errors.DeckCardError: `\u0455` is not a suit (use s, h, d or c); it holds U+0455 ...
    """
    token = text.strip()
    value = _GLYPH_SUITS.get(token, token.lower() if token.isascii() else token)
    try:
        return Suit(value)
    except ValueError:
        raise DeckCardError(N_("{shown} is not a suit (use s, h, d or c){strangers}"),
                            shown=quote(token), strangers=strangers(token)) from None


def card(text: str) -> Card:
    """Parse exactly one card.

    >>> card("10♠")
    Card('Ts')
    """
    cards = parse_cards(text)
    if len(cards) != 1:
        raise CardCountError(N_("expected one card, got {n} in {shown}"), n=len(cards),
                             shown=quote(text.strip()))
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
            raise CardParseError(N_("{shown} is not a card ({help}){strangers}"),
                                 shown=quote(bad), help=Phrase(_HELP), strangers=strangers(bad))
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
    return strangers(text, card=card).text(lang)


def strangers(text: str, *, card: bool = True) -> Phrase:
    """:func:`name_strangers` as a phrase an error says in the learner's language."""
    odd = [ch for ch in dict.fromkeys(text[:80]) if ord(ch) > 127 and ch not in _SUIT_ALIASES]
    if not odd:
        return Phrase()
    names = ", ".join(f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed character')}"
                      for ch in odd[:3])
    if card:
        return Phrase(N_("; it holds {names}, which is neither a card letter nor a suit symbol"),
                      names=names)
    return Phrase(N_("; it holds {names}"), names=names)


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
            raise DuplicateCardError(N_("`{c}` appears twice"), c=c)
        seen.add(c)
        if deck is not None and c not in deck:
            raise CardNotInDeckError(N_("{shown} is not in the {deck}"), shown=f"`{c}`",
                                     deck=Phrase(deck.description))
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
        raise CardCountError(N_("{what}, got {n}"), what=Phrase(what), n=len(cards))


@dataclass(frozen=True)
class Deck:
    """A deck: its lowest rank and the cards in it, and its joker if it plays one.

    >>> len(DECK_52), len(DECK_36), len(DECK_32)
    (52, 36, 32)
    >>> card("7s") in DECK_32, card("6s") in DECK_32
    (True, False)
    >>> DECK_36_JOKER.joker, DECK_36_JOKER.is_joker(card("7s")), DECK_36.is_joker(card("7s"))
    (Card('7s'), True, False)
    """

    size: int
    low_rank: int
    description: str
    joker: Card | None = None
    """The card played as the joker: it belongs to no suit for the rules (:meth:`suit_of`)."""
    joker_words: tuple[str, ...] = ()
    """Words that name the joker in text, in lower case, besides its own card (``joker``)."""

    def is_joker(self, c: Card) -> bool:
        return c == self.joker

    def suit_of(self, c: Card) -> Suit | None:
        """The suit a rule sees: the card's own, none for the joker."""
        return None if c == self.joker else _SUITS_BY_INDEX[c.suit]

    def label(self, c: Card, lang: str = "en") -> str:
        """A card in words (:meth:`Card.label`); the joker as such: ``the joker (7♠)``."""
        if c == self.joker:
            return p_("card in words", "the joker ({glyph})", lang, glyph=c.glyph)
        return c.label(lang)

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


DECK_52 = Deck(52, 2, N_("52-card deck"))
DECK_36 = Deck(36, 6, N_("36-card deck (6 to ace)"))
DECK_32 = Deck(32, 7, N_("32-card deck (7 to ace)"))
DECKS = {52: DECK_52, 36: DECK_36, 32: DECK_32}
DECK_36_JOKER = Deck(36, 6, N_("36-card deck (6 to ace)"), joker=make_card(7, SPADES),
                     joker_words=("joker", "джокер"))
"""The 36-card deck whose 7♠ is the joker (Raspisnoy)."""

_WHERE = {"hand": N_("in the hand"), "trick": N_("in the trick"), "cards": N_("in the cards")}
"""Where a card was given twice (``parse_deck_hand``'s ``what``)."""


def _where(what: str) -> Phrase:
    return Phrase(_WHERE[what]) if what in _WHERE else Phrase(N_("in the {what}"), what=what)


def _not_a_card_of(token: str, deck: Deck) -> DeckCardError:
    joker = Phrase()
    if deck.joker is not None:
        joker = (Phrase(N_("; the joker as {card} or {word}"), card=str(deck.joker),
                        word=deck.joker_words[0])
                 if deck.joker_words else Phrase(N_("; the joker as {card}"),
                                                 card=str(deck.joker)))
    return DeckCardError(
        N_("{shown} is not a card of the {size}-card deck (ranks {low}-9, T or 10, J, Q, K, A; "
           "suits s h d c{joker}){strangers}"),
        shown=quote(token), size=deck.size, low=deck.low_rank, joker=joker,
        strangers=strangers(token))


def parse_deck_card(text: str, deck: Deck) -> Card:
    """One card of ``deck`` (``Ah``, ``10d``/``Td``) or its joker by a word (``joker``).

    The letters and suits are read by :func:`parse_cards`, so the same rules hold
    for every deck: ASCII letters in any case, suit symbols, and look-alike letters
    (KELVIN SIGN, LONG S, Cyrillic) refused by name. One card a token: ``AhKh`` is
    not a card here. Errors are :class:`~tutor.errors.DeckCardError`, said in the
    learner's language.

    >>> parse_deck_card("joker", DECK_36_JOKER) == parse_deck_card("7S", DECK_36_JOKER)
    True
    >>> parse_deck_card("5h", DECK_36_JOKER)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.errors.DeckCardError: `5h` is not a card of the 36-card deck (ranks 6-9, ...
    >>> parse_deck_card("\u212ah", DECK_36_JOKER)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.errors.DeckCardError: `\u212ah` is not a card ...; it holds U+212A KELVIN SIGN, ...
    """
    token = text.strip()
    if deck.joker is not None and token.lower() in deck.joker_words:
        return deck.joker
    try:
        cards = parse_cards(token, deck=deck)
    except CardNotInDeckError:
        cards = ()
    except TutorError:
        raise _not_a_card_of(token, deck) from None
    if len(cards) != 1:
        raise _not_a_card_of(token, deck)
    return cards[0]


def parse_deck_hand(text: str | Iterable[str], deck: Deck, what: str = "hand"
                    ) -> tuple[Card, ...]:
    """Cards of ``deck`` separated by spaces or commas (or a list of card strings), no card twice.

    ``what`` names the cards in an error (``hand``, ``trick``).

    >>> parse_deck_hand("Kh kh", DECK_36_JOKER, "trick")
    Traceback (most recent call last):
    ...
    tutor.errors.DeckCardError: `kh` is in the trick twice
    >>> parse_deck_hand("Ah 7s 6c joker", DECK_36_JOKER)
    Traceback (most recent call last):
    ...
    tutor.errors.DeckCardError: `joker` is in the hand twice (the joker is the 7♠)
    """
    tokens = _SPLIT.split(text.strip()) if isinstance(text, str) else list(text)
    seen: set[Card] = set()
    cards = []
    for token in tokens:
        if not token:
            continue
        c = parse_deck_card(token, deck)
        if c in seen:
            joker = deck.is_joker(c)
            raise DeckCardError(N_("{shown} is {where} twice{joker}"), shown=quote(token),
                                where=_where(what),
                                joker=Phrase(N_(" (the joker is the {glyph})"), glyph=c.glyph)
                                if joker else Phrase())
        seen.add(c)
        cards.append(c)
    return tuple(cards)
