"""The registry of poker games the tutor knows.

A :class:`Game` binds a deck, a way of forming a hand from a player's cards
(and the board), one or two ranking families (high, and low for hi-lo
games), the suit order used for bring-in and suit tie-breaks, and the
bring-in and odd-chip rules of ``RULES.md``.

>>> game = get_game("omaha-hilo")
>>> game.name(), game.name("ru")
('Omaha Hi-Lo 8', 'Омаха хай-лоу (8 или лучше)')
>>> (game.hole_cards, game.board_cards, game.form, game.high_family, game.low_family)
(4, 5, 'omaha', 'standard', 'eight-low')
>>> get_game("telesina").suit_order_text()
'hearts > diamonds > clubs > spades'
>>> get_game("poker")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tutor.errors.UnknownGameError: unknown game `poker`; known games: holdem, omaha, ...
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tutor.cards import CLUBS, DECK_32, DECK_36, DECK_52, DIAMONDS, HEARTS, SPADES, Deck, suit_name
from tutor.errors import UnknownGameError, quote

if TYPE_CHECKING:
    from tutor.rankings.base import Family

# How a player's hand is formed from their cards and the board.
FORM_ANY = "any"  # best 5 of own + board cards, any mix (hold'em, stud, draw)
FORM_OMAHA = "omaha"  # exactly 2 own + exactly 3 board
FORM_VELA = "vela"  # 5 own + the shared Vela card, best 5 of 6
FORM_BARREL = "barrel"  # one 4-card barrel, as it is

# Bring-in / forced-bet rules.
BRING_BLINDS = "blinds"
BRING_HIGHEST_UPCARD = "highest-upcard"
BRING_LOWEST_UPCARD = "lowest-upcard"
BRING_HIGHEST_SHOWING = "highest-showing"
BRING_ANTE = "ante"

# Odd-chip rules (who gets a chip that cannot be split evenly).
ODD_LEFT_OF_DEALER = "left-of-dealer"  # general rules, source 001
ODD_DEALER_BOX = "dealer-box"  # the seat nearest the dealer's (chip) box
ODD_HIGH_THEN_LEFT = "high-then-left-of-dealer"  # hi-lo flop games
ODD_HIGH_THEN_BOX = "high-then-dealer-box"  # 7-card stud hi-lo
ODD_EXACT = "exact"  # Double Barrel: halves are exact fractions, no odd chip

STUD_SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
TELESINA_SUITS = (HEARTS, DIAMONDS, CLUBS, SPADES)
DRAW32_SUITS = (HEARTS, DIAMONDS, SPADES, CLUBS)


@dataclass(frozen=True)
class Game:
    """One poker game: its deck, hand forming, rankings and table rules.

    ``hole_cards`` is the number of a player's own cards in a showdown,
    ``board_cards`` the shared cards (5 for flop games, 1 for Telesina's
    Vela, 0 otherwise), ``hand_size`` the size of a ranked hand (5, or 4 for
    a Double Barrel barrel). ``suit_order`` lists suit indices best first,
    or is ``None`` when suits never matter in the game.

    >>> g = get_game("soko")
    >>> g.deck.size, g.hole_cards, g.bring_in, g.suit_order_text("ru")
    (52, 5, 'highest-upcard', 'пики > червы > бубны > трефы')
    """

    id: str
    names: dict[str, str]
    deck: Deck
    high_family: str | None
    low_family: str | None
    hole_cards: int
    board_cards: int
    form: str
    suit_order: tuple[int, ...] | None
    bring_in: str
    odd_chip: str
    players: tuple[int, int]
    hand_size: int = 5
    short_names: dict[str, str] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)

    def name(self, lang: str = "en") -> str:
        """The game's display name in ``en`` or ``ru``."""
        return self.names.get(lang, self.names["en"])

    def short_name(self, lang: str = "en") -> str:
        """The name used inside sentences (``Soko`` rather than ``Soko (Canadian stud)``).

        >>> get_game("soko").short_name(), get_game("holdem").short_name("ru")
        ('Soko', 'Техасский холдем')
        """
        return self.short_names.get(lang) or self.name(lang)

    @property
    def high(self) -> Family | None:
        """The high ranking family (``None`` for a low-only game)."""
        return _family(self.high_family)

    @property
    def low(self) -> Family | None:
        """The low ranking family, for hi-lo and lowball games."""
        return _family(self.low_family)

    @property
    def is_hilo(self) -> bool:
        """Does the pot split between a high and a low hand?

        >>> get_game("stud7-hilo").is_hilo, get_game("triple-draw-27").is_hilo
        (True, False)
        """
        return self.high_family is not None and self.low_family is not None

    @property
    def main_family(self) -> str:
        """The family that decides the (whole or high) pot."""
        fam = self.high_family or self.low_family
        assert fam is not None
        return fam

    def suit_rank(self, suit: int) -> int:
        """Strength of a suit in this game's order (3 best … 0 worst).

        >>> get_game("draw32").suit_rank(HEARTS), get_game("draw32").suit_rank(CLUBS)
        (3, 0)
        """
        order = self.suit_order or STUD_SUITS
        return 3 - order.index(suit)

    def suit_order_text(self, lang: str = "en") -> str:
        """The suit order as text, best first (empty when suits never matter)."""
        if self.suit_order is None:
            return ""
        return " > ".join(suit_name(s, lang) for s in self.suit_order)

    @property
    def cards_text(self) -> str:
        """How many cards each player shows down, and the board (English)."""
        if self.form == FORM_BARREL:
            return "one 4-card barrel (of 8 cards split 4 + 4)"
        if self.form == FORM_OMAHA:
            return f"{self.hole_cards} hole + 5 board, exactly 2 hole + 3 board"
        if self.form == FORM_VELA:
            return "5 own + the Vela card, best 5 of 6"
        if self.board_cards:
            pool = self.hole_cards + self.board_cards
            return f"{self.hole_cards} hole + {self.board_cards} board, best 5 of {pool}"
        if self.hole_cards > 5:
            return f"{self.hole_cards} own cards, best 5"
        return "5 own cards"


def _family(family_id: str | None) -> Family | None:
    if family_id is None:
        return None
    # imported lazily: the rankings build their tables on first use
    rankings = importlib.import_module("tutor.rankings")
    if not hasattr(rankings, "get_family"):
        rankings = importlib.import_module("tutor.rankings.registry")
    family: Family = rankings.get_family(family_id)
    return family


def _game(
    id: str,
    en: str,
    ru: str,
    deck: Deck,
    high: str | None,
    low: str | None,
    hole: int,
    board: int,
    form: str,
    suits: tuple[int, ...] | None,
    bring_in: str,
    odd_chip: str,
    players: tuple[int, int],
    hand_size: int = 5,
    short: tuple[str, str] | None = None,
) -> Game:
    return Game(
        id=id, names={"en": en, "ru": ru}, deck=deck, high_family=high, low_family=low,
        hole_cards=hole, board_cards=board, form=form, suit_order=suits, bring_in=bring_in,
        odd_chip=odd_chip, players=players, hand_size=hand_size,
        short_names={"en": short[0], "ru": short[1]} if short else {},
    )


_GAMES: tuple[Game, ...] = (
    _game("holdem", "Texas Hold'em", "Техасский холдем", DECK_52, "standard", None,
          2, 5, FORM_ANY, None, BRING_BLINDS, ODD_LEFT_OF_DEALER, (2, 10)),
    _game("omaha", "Omaha", "Омаха", DECK_52, "standard", None,
          4, 5, FORM_OMAHA, None, BRING_BLINDS, ODD_LEFT_OF_DEALER, (2, 8)),
    _game("omaha5", "5-card Omaha", "Омаха на 5 картах", DECK_52, "standard", None,
          5, 5, FORM_OMAHA, None, BRING_BLINDS, ODD_LEFT_OF_DEALER, (2, 8)),
    _game("omaha-hilo", "Omaha Hi-Lo 8", "Омаха хай-лоу (8 или лучше)", DECK_52,
          "standard", "eight-low", 4, 5, FORM_OMAHA, None, BRING_BLINDS,
          ODD_HIGH_THEN_LEFT, (2, 8)),
    _game("omaha5-hilo", "5-card Omaha Hi-Lo 8", "Омаха хай-лоу на 5 картах (8 или лучше)",
          DECK_52, "standard", "eight-low", 5, 5, FORM_OMAHA, None, BRING_BLINDS,
          ODD_HIGH_THEN_LEFT, (2, 8)),
    _game("soko", "Soko (Canadian stud)", "Соко (канадский стад)", DECK_52, "soko", None,
          5, 0, FORM_ANY, STUD_SUITS, BRING_HIGHEST_UPCARD, ODD_DEALER_BOX, (2, 8),
          short=("Soko", "Соко")),
    _game("stud7", "7-card stud", "Семикарточный стад", DECK_52, "standard", None,
          7, 0, FORM_ANY, STUD_SUITS, BRING_LOWEST_UPCARD, ODD_DEALER_BOX, (2, 8)),
    _game("stud7-hilo", "7-card stud Hi-Lo 8", "Семикарточный стад хай-лоу (8 или лучше)",
          DECK_52, "standard", "eight-low", 7, 0, FORM_ANY, STUD_SUITS,
          BRING_LOWEST_UPCARD, ODD_HIGH_THEN_BOX, (2, 8)),
    _game("draw5", "5-card draw", "Пятикарточное дро", DECK_52, "standard", None,
          5, 0, FORM_ANY, None, BRING_BLINDS, ODD_LEFT_OF_DEALER, (2, 6)),
    _game("triple-draw-27", "2-7 triple draw", "Лоубол 2-7 с тройным обменом", DECK_52,
          None, "deuce-seven", 5, 0, FORM_ANY, None, BRING_BLINDS, ODD_LEFT_OF_DEALER,
          (2, 6)),
    _game("americana", "Americana", "Американа", DECK_32, "americana", None,
          5, 0, FORM_ANY, STUD_SUITS, BRING_HIGHEST_SHOWING, ODD_DEALER_BOX, (2, 10)),
    _game("telesina", "Telesina", "Телесина", DECK_32, "telesina", None,
          5, 1, FORM_VELA, TELESINA_SUITS, BRING_HIGHEST_SHOWING, ODD_DEALER_BOX, (2, 6)),
    _game("draw32", "32-card draw", "32-карточное дро", DECK_32, "draw32", None,
          5, 0, FORM_ANY, DRAW32_SUITS, BRING_BLINDS, ODD_LEFT_OF_DEALER, (2, 5)),
    _game("shortdeck36", "36-card poker", "Покер на 36 картах", DECK_36, "short36", None,
          2, 5, FORM_ANY, None, BRING_BLINDS, ODD_LEFT_OF_DEALER, (2, 10)),
    _game("double-barrel", "Double Barrel", "Двойной ствол", DECK_52, "barrel", None,
          4, 0, FORM_BARREL, None, BRING_ANTE, ODD_EXACT, (2, 6), hand_size=4),
)

GAMES: dict[str, Game] = {g.id: g for g in _GAMES}
"""Every game by id, in the order of ``RULES.md``."""

GAME_IDS: tuple[str, ...] = tuple(GAMES)


def get_game(game_id: str | Game) -> Game:
    """The game with this id (a :class:`Game` passes through).

    Raises :class:`~tutor.errors.UnknownGameError` naming the bad id and
    listing the known ones.

    >>> get_game("Holdem").name()
    "Texas Hold'em"
    """
    if isinstance(game_id, Game):
        return game_id
    key = str(game_id).strip().lower()
    try:
        return GAMES[key]
    except KeyError:
        raise UnknownGameError(
            f"unknown game {quote(str(game_id))}; known games: {', '.join(GAME_IDS)}"
        ) from None
