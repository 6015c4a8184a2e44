"""The registry of poker games the tutor knows: a game is one place.

A :class:`Game` binds a deck, a way of forming a hand from a player's cards
(and the board), one or two ranking families (high, and low for hi-lo
games), the suit order used for bring-in and suit tie-breaks, the bring-in
and odd-chip rules of ``RULES.md`` and the game's exceptions (a shared last
stud card, Telesina's heads-up rule). Everything a game *means* is an
attribute or a method here; the showdown, the explanations, the quizzes and
the views ask the object and never compare ids.

A new game is one :class:`Game` row (keyword arguments) in ``_GAMES``, plus,
when it needs one, a ranking family in ``tutor/rankings/``.

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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from types import MappingProxyType
from typing import TypedDict

from tutor.cards import (
    ACE,
    CLUBS,
    DECK_32,
    DECK_36,
    DECK_52,
    DIAMONDS,
    HEARTS,
    KING,
    SPADES,
    Card,
    Deck,
    suit_name,
)
from tutor.errors import UnknownGameError, quote
from tutor.ids import Id
from tutor.rankings import Family, HandValue, get_family
from tutor.texts import N_, NP_, p_


class HandForm(Id):
    """How a player's hand is formed from their cards and the board."""

    ANY = "any"
    """Best 5 of own + board cards, any mix (hold'em, stud, draw)."""
    OMAHA = "omaha"
    """Exactly 2 own + exactly 3 board."""
    VELA = "vela"
    """5 own + the shared Vela card, best 5 of 6."""
    BARREL = "barrel"
    """One 4-card barrel, as it is."""


class BringInRule(Id):
    """Who puts in the first forced bet."""

    BLINDS = "blinds"
    HIGHEST_UPCARD = "highest-upcard"
    LOWEST_UPCARD = "lowest-upcard"
    HIGHEST_SHOWING = "highest-showing"
    ANTE = "ante"


class OddChipRule(Id):
    """Who gets a chip that cannot be split evenly."""

    LEFT_OF_DEALER = "left-of-dealer"
    """General rules, source 001."""
    DEALER_BOX = "dealer-box"
    """The seat nearest the dealer's (chip) box."""
    HIGH_THEN_LEFT = "high-then-left-of-dealer"
    """Hi-lo flop games: the high half first, then left of the dealer."""
    HIGH_THEN_BOX = "high-then-dealer-box"
    """7-card stud hi-lo: the high half first, then the dealer's box."""
    EXACT = "exact"
    """Double Barrel: halves are exact fractions, no odd chip."""

    @property
    def by_box(self) -> bool:
        """Is the odd chip placed from the dealer's box (rather than left of the dealer)?"""
        return self in (OddChipRule.DEALER_BOX, OddChipRule.HIGH_THEN_BOX)


STUD_SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
TELESINA_SUITS = (HEARTS, DIAMONDS, CLUBS, SPADES)
DRAW32_SUITS = (HEARTS, DIAMONDS, SPADES, CLUBS)

Formed = tuple[HandValue | None, bool]
"""A formed hand: its value (``None``: no qualifying low) and whether it plays the board
(its strength is the board's own)."""


def _low_straight_flush(cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """The T-9-8-7-A straight flush among the cards, if any (Telesina)."""
    for suit in range(4):
        run = [c for c in cards if c.suit == suit and c.rank in (ACE, 7, 8, 9, 10)]
        if len(run) == 5:
            return tuple(sorted(run, key=lambda c: (c.rank != ACE, c.rank), reverse=True))
    return None


def is_royal(value: HandValue) -> bool:
    """An ace-high straight flush (``A-K-Q-J-T``)."""
    ranks = {c.rank for c in value.cards}
    return value.category == "straight-flush" and ACE in ranks and KING in ranks


@dataclass(frozen=True, kw_only=True, eq=False)
class Game:
    """One poker game: its deck, hand forming, rankings, table rules and exceptions.

    ``hole_cards`` is the number of a player's own cards in a showdown,
    ``board_cards`` the shared cards (5 for flop games, 1 for Telesina's
    Vela, 0 otherwise), ``hand_size`` the size of a ranked hand (5, or 4 for
    a Double Barrel barrel). ``suit_order`` lists suit indices best first,
    or is ``None`` when suits never matter in the game. Games are compared
    and hashed by identity: there is one object per game.

    >>> g = get_game("soko")
    >>> g.deck.size, g.hole_cards, g.bring_in, g.suit_order_text("ru")
    (52, 5, 'highest-upcard', 'пики > червы > бубны > трефы')
    >>> {g: 1}[get_game("soko")]
    1
    """

    id: str
    names: Mapping[str, str]
    short_names: Mapping[str, str] = field(default_factory=dict)
    deck: Deck
    high_family: str | None
    low_family: str | None = None
    hole_cards: int
    board_cards: int = 0
    form: HandForm = HandForm.ANY
    suit_order: tuple[int, ...] | None = None
    bring_in: BringInRule
    odd_chip: OddChipRule
    players: tuple[int, int]
    hand_size: int = 5
    shares_last_card: bool = False
    """7-card stud: when the deck runs short, the last card is dealt once, face up, as a
    shared card (each player then shows 6 own cards and a 1-card board)."""
    heads_up_exception: bool = False
    """Telesina: heads-up, the T-9-8-7-A straight flush beats a royal flush."""
    odd_chip_readings: tuple[str, ...] = ()
    """Other readings of the odd-chip rule the sources allow (Soko: ``first-shown``)."""
    lessons: Mapping[str, str] = field(default_factory=dict)
    """Texts a lesson or a widget may show about the game, by code and language."""
    capped_rounds: tuple[tuple[int, int, bool], ...] = ()
    """Betting rounds with fixed caps, when the game has its own (Double Barrel):
    per round (smallest opening bet, the most anyone's round total may reach,
    may a player fold); empty when any limit structure can be played."""

    def name(self, lang: str = "en") -> str:
        """The game's display name in ``en`` or ``ru``."""
        return p_("game", self.names["en"], lang)

    def short_name(self, lang: str = "en") -> str:
        """The name used inside sentences (``Soko`` rather than ``Soko (Canadian stud)``).

        >>> get_game("soko").short_name(), get_game("holdem").short_name("ru")
        ('Soko', 'Техасский холдем')
        """
        short = self.short_names.get("en")
        return p_("game, in a sentence", short, lang) if short else self.name(lang)

    def __repr__(self) -> str:
        return f"<game {self.id}>"

    # -- families --------------------------------------------------------------
    @property
    def high(self) -> Family | None:
        """The high ranking family (``None`` for a low-only game)."""
        return None if self.high_family is None else get_family(self.high_family)

    @property
    def low(self) -> Family | None:
        """The low ranking family, for hi-lo and lowball games."""
        return None if self.low_family is None else get_family(self.low_family)

    @property
    def is_hilo(self) -> bool:
        """Does the pot split between a high and a low hand?

        >>> get_game("stud7-hilo").is_hilo, get_game("triple-draw-27").is_hilo
        (True, False)
        """
        return self.high_family is not None and self.low_family is not None

    @property
    def main_family(self) -> str:
        """The id of the family that decides the (whole or high) pot."""
        return self.main.id

    @property
    def main(self) -> Family:
        """The family that decides the (whole or high) pot.

        >>> get_game("triple-draw-27").main.low, get_game("holdem").main.low
        (True, False)
        """
        fam = self.high or self.low
        if fam is None:
            raise UnknownGameError(N_("{id} has no ranking family"), id=self.id)
        return fam

    @property
    def low_half(self) -> Family | None:
        """The family of the low half of a hi-lo pot (``None`` when the pot is not split)."""
        return self.low if self.is_hilo else None

    # -- suits -----------------------------------------------------------------
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

    def upcard_rank(self, card: Card) -> int:
        """A card's rank for the bring-in: the ace is 1 when the game's ranking plays it low.

        >>> get_game("stud7").upcard_rank(Card(48))
        14
        """
        return 1 if card.rank == ACE and self.main.ace_low else card.rank

    # -- cards -----------------------------------------------------------------
    @property
    def cards_text(self) -> str:
        """How many cards each player shows down, and the board (English)."""
        return _CARDS_TEXT[self.form](self)

    def count_what(self) -> str:
        """The start of the message for a player with the wrong number of cards.

        >>> get_game("omaha").count_what()
        'Omaha needs 4 hole cards'
        """
        return _COUNT_WHAT[self.form](self)

    def own_cards(self, board: int) -> int | None:
        """How many own cards each player shows with a board of ``board`` cards.

        ``None`` when the game allows no board of that size.

        >>> get_game("stud7").own_cards(0), get_game("stud7").own_cards(1)
        (7, 6)
        >>> get_game("holdem").own_cards(3) is None
        True
        """
        if board == self.board_cards:
            return self.hole_cards
        if self.shares_last_card and board == 1:
            return self.hole_cards - 1
        return None

    def board_problem(self, got: int) -> str:
        """Why a board of ``got`` cards is wrong for this game (English)."""
        name = self.name()
        if self.shares_last_card:
            return (f"{name} has no board except one shared 7th card when the deck runs "
                    f"short, got {got} board cards")
        if self.board_cards == 0:
            return (f"{name} has no board, but {got} board "
                    f"{'card was' if got == 1 else 'cards were'} given")
        if self.form is HandForm.VELA:
            return f"{name} needs the Vela card as the board (1 card), got {got}"
        return f"{name} needs a {self.board_cards}-card board, got {got}"

    # -- forming a hand --------------------------------------------------------
    def form_hand(self, family: Family, own: tuple[Card, ...],
                  board: tuple[Card, ...]) -> Formed:
        """One player's best hand in ``family``, and whether it plays the board.

        >>> from tutor.cards import format_cards, parse_cards
        >>> v, _ = get_game("omaha").form_hand(
        ...     get_family("standard"), parse_cards("Ah Kh Qh Jh"), parse_cards("Th 9c 2c 3d 4s"))
        >>> v.category, format_cards(v.cards)
        ('high-card', 'Ah Kh Th 9c 4s')
        """
        return _FORMERS[self.form](self, family, own, board)

    def heads_up_hand(self, own: tuple[Card, ...], board: tuple[Card, ...],
                      mine: HandValue, theirs: HandValue) -> HandValue | None:
        """The hand a player shows heads-up instead of ``mine`` under the game's exception.

        Telesina: against a royal flush, the T-9-8-7-A straight flush (which
        beats it heads-up); ``None`` when the exception does not apply.
        """
        if not self.heads_up_exception or not is_royal(theirs) or is_royal(mine):
            return None
        low_sf = _low_straight_flush(own + board)
        if low_sf is None:
            return None
        return self.main.evaluate(low_sf, context=board[0] if board else None)


def _first_with(family: Family, combos: Iterable[tuple[Card, ...]], best: int,
                context: Card | None) -> tuple[Card, ...]:
    """The first hand of ``combos`` whose strength is ``best``."""
    strength = family.strength
    for combo in combos:
        if strength(combo, context=context) == best:
            return combo
    raise AssertionError("unreachable: the best strength comes from one of the hands")


def _form_any(game: Game, family: Family, own: tuple[Card, ...],
              board: tuple[Card, ...]) -> Formed:
    """Best ``hand_size`` cards of own + board, any mix (the Vela is the board)."""
    context = board[0] if game.form is HandForm.VELA and board else None
    pool = own + board
    k = family.hand_size
    if len(pool) == k:
        chosen = pool
        best = family.strength(pool, context=context)
    else:
        best = family.best_strength(pool, k, context=context)
        chosen = _first_with(family, combinations(pool, k), best, context)
    plays_board = len(board) >= k and family.strength(board) == best
    return family.value_of(chosen, best, context=context), plays_board


def _form_omaha(game: Game, family: Family, own: tuple[Card, ...],
                board: tuple[Card, ...]) -> Formed:
    """Exactly two own cards and exactly three of the board."""
    best = family.omaha_strength(own, board)
    triples = list(combinations(board, 3))
    chosen = _first_with(family, (p + t for p in combinations(own, 2) for t in triples),
                         best, None)
    return family.value_of(chosen, best), False


def _text_barrel(game: Game) -> str:
    return "one 4-card barrel (of 8 cards split 4 + 4)"


def _text_omaha(game: Game) -> str:
    return f"{game.hole_cards} hole + 5 board, exactly 2 hole + 3 board"


def _text_vela(game: Game) -> str:
    return "5 own + the Vela card, best 5 of 6"


def _text_any(game: Game) -> str:
    if game.board_cards:
        pool = game.hole_cards + game.board_cards
        return f"{game.hole_cards} hole + {game.board_cards} board, best 5 of {pool}"
    if game.hole_cards > 5:
        return f"{game.hole_cards} own cards, best 5"
    return "5 own cards"


def _count_any(game: Game) -> str:
    if game.board_cards == 5:
        return f"{game.name()} needs {game.hole_cards} hole cards"
    return f"{game.name()} needs {game.hole_cards} cards per player"


_FORMERS = {HandForm.ANY: _form_any, HandForm.VELA: _form_any,
            HandForm.OMAHA: _form_omaha, HandForm.BARREL: _form_any}
_CARDS_TEXT = {HandForm.ANY: _text_any, HandForm.VELA: _text_vela,
               HandForm.OMAHA: _text_omaha, HandForm.BARREL: _text_barrel}
def _count_omaha(game: Game) -> str:
    return f"{game.name()} needs {game.hole_cards} hole cards"


def _count_vela(game: Game) -> str:
    return f"{game.name()} needs {game.hole_cards} own cards per player"


def _count_barrel(game: Game) -> str:
    return f"{game.name()} needs a 4-card barrel per player"


_COUNT_WHAT = {HandForm.ANY: _count_any, HandForm.OMAHA: _count_omaha,
               HandForm.VELA: _count_vela, HandForm.BARREL: _count_barrel}

class _Flop(TypedDict):
    """What the flop games share (hold'em, Omaha): a 5-card board, blinds."""

    deck: Deck
    high_family: str
    board_cards: int
    bring_in: BringInRule


class _Omaha(_Flop):
    """Exactly two hole cards and three of the board."""

    form: HandForm
    players: tuple[int, int]


class _Stud(TypedDict):
    """What the 7-card stud games share: seven own cards, the stud suit order, a shared
    last card when the deck runs short."""

    deck: Deck
    hole_cards: int
    suit_order: tuple[int, ...]
    players: tuple[int, int]
    shares_last_card: bool


class _Draw(TypedDict):
    """What the 52-card draw games share: five own cards, blinds."""

    deck: Deck
    hole_cards: int
    bring_in: BringInRule
    odd_chip: OddChipRule
    players: tuple[int, int]


_FLOP = _Flop(deck=DECK_52, high_family="standard", board_cards=5,
              bring_in=BringInRule.BLINDS)
_OMAHA = _Omaha(**_FLOP, form=HandForm.OMAHA, players=(2, 8))
_STUD = _Stud(deck=DECK_52, hole_cards=7, suit_order=STUD_SUITS, players=(2, 8),
              shares_last_card=True)
_DRAW = _Draw(deck=DECK_52, hole_cards=5, bring_in=BringInRule.BLINDS,
              odd_chip=OddChipRule.LEFT_OF_DEALER, players=(2, 6))


def _names(en: str) -> Mapping[str, str]:
    return MappingProxyType({"en": NP_("game", en)})


def _short(en: str) -> Mapping[str, str]:
    return MappingProxyType({"en": NP_("game, in a sentence", en)})


_GAMES: tuple[Game, ...] = (
    Game(id="holdem", names=_names("Texas Hold'em"), **_FLOP,
         hole_cards=2, odd_chip=OddChipRule.LEFT_OF_DEALER, players=(2, 10)),
    Game(id="omaha", names=_names("Omaha"), **_OMAHA, hole_cards=4,
         odd_chip=OddChipRule.LEFT_OF_DEALER),
    Game(id="omaha5", names=_names("5-card Omaha"), **_OMAHA,
         hole_cards=5, odd_chip=OddChipRule.LEFT_OF_DEALER),
    Game(id="omaha-hilo", names=_names("Omaha Hi-Lo 8"),
         **_OMAHA, low_family="eight-low", hole_cards=4, odd_chip=OddChipRule.HIGH_THEN_LEFT),
    Game(id="omaha5-hilo",
         names=_names("5-card Omaha Hi-Lo 8"),
         **_OMAHA, low_family="eight-low", hole_cards=5, odd_chip=OddChipRule.HIGH_THEN_LEFT),
    Game(id="soko", names=_names("Soko (Canadian stud)"),
         short_names=_short("Soko"), deck=DECK_52, high_family="soko", hole_cards=5,
         suit_order=STUD_SUITS, bring_in=BringInRule.HIGHEST_UPCARD,
         odd_chip=OddChipRule.DEALER_BOX, odd_chip_readings=("first-shown",), players=(2, 8)),
    Game(id="stud7", names=_names("7-card stud"), **_STUD,
         high_family="standard", bring_in=BringInRule.LOWEST_UPCARD,
         odd_chip=OddChipRule.DEALER_BOX),
    Game(id="stud7-hilo",
         names=_names("7-card stud Hi-Lo 8"),
         **_STUD, high_family="standard", low_family="eight-low",
         bring_in=BringInRule.LOWEST_UPCARD, odd_chip=OddChipRule.HIGH_THEN_BOX),
    Game(id="draw5", names=_names("5-card draw"), **_DRAW,
         high_family="standard"),
    Game(id="triple-draw-27", names=_names("2-7 triple draw"),
         **_DRAW, high_family=None, low_family="deuce-seven"),
    Game(id="americana", names=_names("Americana"), deck=DECK_32,
         high_family="americana", hole_cards=5, suit_order=STUD_SUITS,
         bring_in=BringInRule.HIGHEST_SHOWING, odd_chip=OddChipRule.DEALER_BOX,
         players=(2, 10)),
    Game(id="telesina", names=_names("Telesina"), deck=DECK_32,
         high_family="telesina", hole_cards=5, board_cards=1, form=HandForm.VELA,
         suit_order=TELESINA_SUITS, bring_in=BringInRule.HIGHEST_SHOWING,
         odd_chip=OddChipRule.DEALER_BOX, players=(2, 6), heads_up_exception=True),
    Game(id="draw32", names=_names("32-card draw"), deck=DECK_32,
         high_family="draw32", hole_cards=5, suit_order=DRAW32_SUITS,
         bring_in=BringInRule.BLINDS, odd_chip=OddChipRule.LEFT_OF_DEALER, players=(2, 5)),
    Game(id="shortdeck36", names=_names("36-card poker"), deck=DECK_36,
         high_family="short36", hole_cards=2, board_cards=5, bring_in=BringInRule.BLINDS,
         odd_chip=OddChipRule.LEFT_OF_DEALER, players=(2, 10)),
    Game(id="double-barrel", names=_names("Double Barrel"), deck=DECK_52,
         high_family="barrel", hole_cards=4, form=HandForm.BARREL, bring_in=BringInRule.ANTE,
         odd_chip=OddChipRule.EXACT, players=(2, 6), hand_size=4,
         capped_rounds=((1, 2, True), (2, 4, False))),
    Game(id="razz", names=_names("Razz"), **_STUD, high_family=None,
         low_family="razz", bring_in=BringInRule.HIGHEST_UPCARD,
         odd_chip=OddChipRule.DEALER_BOX),
)

GAMES: Mapping[str, Game] = MappingProxyType({g.id: g for g in _GAMES})
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
            N_("unknown game {game}; known games: {known}"), game=quote(str(game_id)),
            known=", ".join(GAME_IDS)) from None
