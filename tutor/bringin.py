"""Who brings in (makes the forced first bet) in the stud games, and why.

* Soko: the highest upcard; suits break ties spades > hearts > diamonds > clubs.
* 7-card stud (and hi-lo): the **lowest** upcard, same suit order (so 2♣ is
  the lowest card).
* Americana: the highest showing hand; equal ranks go by spades > hearts >
  diamonds > clubs.
* Telesina: the highest showing hand; hearts > diamonds > clubs > spades.

>>> b = bring_in("stud7", ["Kd", "2h", "2c"])
>>> b.seat, b.decided_by
(2, 'suit')
>>> print(b.text())  # doctest: +NORMALIZE_WHITESPACE
7-card stud: player 2 brings in with 2♣, the lowest upcard — 2♣ is lower than 2♥ by suit
(spades > hearts > diamonds > clubs).
>>> print(bring_in("soko", ["Kd", "As", "Ah"]).text("ru"))  # doctest: +NORMALIZE_WHITESPACE
Соко: делает бринг-ин игрок 1 с A♠, старшая открытая карта — A♠ старше A♥
по масти (пики > червы > бубны > трефы).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.cards import Card, format_cards, parse_cards
from tutor.errors import CardCountError, DuplicateCardError, TutorError
from tutor.games import BringInRule, Game, get_game
from tutor.i18n import rank_word
from tutor.texts import N_, NP_, _, p_

_PATTERNS = {  # showing-hand patterns, best first
    (4,): 5, (3, 1): 4, (3,): 4, (2, 2): 3, (2, 1, 1): 2, (2, 1): 2, (2,): 2,
}
_PATTERN = {5: NP_("showing hand", "four of a kind"), 4: NP_("showing hand", "three of a kind"),
            3: NP_("showing hand", "two pair"), 2: NP_("showing hand", "a pair"),
            1: NP_("showing hand", "high card")}
_LOW_PATTERN = {**_PATTERN, 1: NP_("showing hand", "no pair")}
"""A low game's showing hands: fewer pairs are better, a hand without one is "no pair"."""


def _pattern_text(pa: int, pb: int, low: bool, lang: str) -> str:
    """Why one showing hand's pattern beats another's: "a pair beats high card", in a low
    game "no pair beats a pair" («рука без пары лучше, чем пара»)."""
    if low:
        return p_("showing hands, low game", "{a} beats {b}", lang,
                  a=p_("showing hand", _LOW_PATTERN[pa], lang),
                  b=p_("showing hand", _LOW_PATTERN[pb], lang))
    return p_("showing hands", "{a} beats {b}", lang, a=p_("showing hand", _PATTERN[pa], lang),
              b=p_("showing hand", _PATTERN[pb], lang))


class NoBringInError(TutorError):
    """The game has no bring-in (blinds or antes instead)."""


@dataclass(frozen=True)
class BringIn:
    """The bring-in decision as data.

    ``seat`` brings in; ``rule`` is the game's rule (``highest-upcard``,
    ``lowest-upcard``, ``highest-showing``); ``runner_up`` is the seat that
    came closest, and ``decided_by`` says what separated them: ``"pattern"``
    (a pair beats no pair, …), ``"rank"`` or ``"suit"``.
    """

    game: Game
    seat: int
    upcards: tuple[tuple[Card, ...], ...]
    rule: BringInRule
    runner_up: int | None
    decided_by: str

    def rule_text(self, lang: str = "en") -> str:
        """The game's bring-in rule in one sentence (what decides, whoever is dealt).

        >>> print(bring_in("razz", ["Kd", "2h"]).rule_text())  # doctest: +NORMALIZE_WHITESPACE
        Rule: the highest upcard brings in (aces low: the king is the highest); equal ranks
        go by suit, spades > hearts > diamonds > clubs.
        """
        return bring_in_rule(self.game, lang)

    def text(self, lang: str = "en", *, first_player: int = 0) -> str:
        """The reason in one sentence, English or Russian (seats from ``first_player``)."""
        mine = format_cards(self.upcards[self.seat], "glyph")
        rule = p_("bring-in rule", _RULE_TEXT[self.rule], lang)
        if self.game.main.ace_low:
            rule += _(" (aces low)", lang)
        head = _("{name}: player {who} brings in with {mine}, {rule}", lang,
                 name=self.game.short_name(lang), who=self.seat + first_player, mine=mine,
                 rule=rule)
        if self.runner_up is None:
            return head + "."
        other = self.upcards[self.runner_up]
        theirs = format_cards(other, "glyph")
        low = self.rule is BringInRule.LOWEST_UPCARD
        if self.decided_by == "suit":
            order = self.game.suit_order_text(lang)
            if low:
                return _("{head} — {mine} is lower than {theirs} by suit ({order}).", lang,
                         head=head, mine=mine, theirs=theirs, order=order)
            return _("{head} — {mine} is higher than {theirs} by suit ({order}).", lang,
                     head=head, mine=mine, theirs=theirs, order=order)
        if self.decided_by == "pattern":
            why = _pattern_text(_pattern(self.upcards[self.seat]), _pattern(other), False, lang)
            return _("{head} — {why} ({theirs}).", lang, head=head, why=why, theirs=theirs)
        rank_of = self.game.upcard_rank
        a = rank_word(_ordered(self.upcards[self.seat], rank_of)[0].rank, lang)
        b = rank_word(_ordered(other, rank_of)[0].rank, lang, "gen")
        if low:
            why = _("{a} is lower than {b}", lang, a=a, b=b)
        else:
            why = p_("upcard ranks", "{a} beats {b}", lang, a=a, b=b)
        return _("{head} — {why} ({theirs}).", lang, head=head, why=why, theirs=theirs)


def _pattern(cards: Sequence[Card]) -> int:
    counts = tuple(sorted(Counter(c.rank for c in cards).values(), reverse=True))
    return _PATTERNS.get(counts, 1)


_BEST_SHOWING = {
    False: NP_("acts first", "the highest showing hand"),
    True: NP_("acts first", "the best (lowest) showing hand"),
}
"""Who acts first on a later street: high games and low games (Razz)."""

_RULE_TEXT = {
    BringInRule.HIGHEST_UPCARD: NP_("bring-in rule", "the highest upcard"),
    BringInRule.LOWEST_UPCARD: NP_("bring-in rule", "the lowest upcard"),
    BringInRule.HIGHEST_SHOWING: NP_("bring-in rule", "the highest showing hand"),
}


_RULE_SENTENCE = {
    BringInRule.HIGHEST_UPCARD: N_(
        "Rule: the highest upcard brings in{aces}; equal ranks go by suit, {order}."),
    BringInRule.LOWEST_UPCARD: N_(
        "Rule: the lowest upcard brings in{aces}; equal ranks go by suit, {order} (so "
        "{lowest} is the lowest card)."),
    BringInRule.HIGHEST_SHOWING: N_(
        "Rule: the highest showing hand brings in (a pair beats high card){aces}; equal "
        "hands go by suit, {order}."),
}
_ACES_LOW = {BringInRule.HIGHEST_UPCARD: N_(" (aces low: the king is the highest)"),
             BringInRule.LOWEST_UPCARD: N_(" (aces low)"),
             BringInRule.HIGHEST_SHOWING: N_(" (aces low)")}

_LATER_RULE = {
    False: N_("Later streets: the highest showing hand acts first (pairs, then the ranks from "
              "the top; straights and flushes on the board do not count); equal hands: the "
              "player nearest the dealer's left. The sources are silent here: this is the "
              "tutor's card-room decision."),
    True: N_("Later streets: the best (lowest) showing hand acts first (no pair beats a pair, "
             "then the lower cards win, compared from the top down, the ace lowest); equal "
             "hands: the player nearest the dealer's left. The sources are silent here: this "
             "is the tutor's card-room decision."),
}


def bring_in_rule(game: str | Game, lang: str = "en") -> str:
    """The game's bring-in rule as one sentence (the drills' "Rule: …").

    >>> print(bring_in_rule("stud7"))  # doctest: +NORMALIZE_WHITESPACE
    Rule: the lowest upcard brings in; equal ranks go by suit, spades > hearts > diamonds >
    clubs (so 2♣ is the lowest card).
    """
    g = get_game(game)
    if g.bring_in not in _RULE_SENTENCE:
        raise NoBringInError(N_("{name} has no bring-in (it uses {what})"), name=g.name(),
                             what=g.bring_in)
    aces = _(_ACES_LOW[g.bring_in], lang) if g.main.ace_low else ""
    lowest = min(g.deck.cards, key=lambda c: (g.upcard_rank(c), g.suit_rank(c.suit)))
    return _(_RULE_SENTENCE[g.bring_in], lang, aces=aces, order=g.suit_order_text(lang),
             lowest=format_cards([lowest], "glyph"))


def acts_first_rule(game: str | Game, lang: str = "en") -> str:
    """Who acts first on the later streets, as one sentence: the game's own best showing
    hand (the lowest in a low game).

    >>> acts_first_rule("soko")[:58]
    'Later streets: the highest showing hand acts first (pairs,'
    """
    g = get_game(game)
    return _(_LATER_RULE[bool(g.main.low)], lang)


def _ordered(cards: Sequence[Card], rank_of: Callable[[Card], int]) -> list[Card]:
    counts = Counter(c.rank for c in cards)
    return sorted(cards, key=lambda c: (counts[c.rank], rank_of(c)), reverse=True)


def _key(game: Game, cards: Sequence[Card]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    ordered = _ordered(cards, game.upcard_rank)
    # ranks first (all of them), then the suits from the top card down
    return (
        _pattern(cards),
        tuple(game.upcard_rank(c) for c in ordered),
        tuple(game.suit_rank(c.suit) for c in ordered),
    )


MOST_UPCARDS = 4
"""Every stud game of the tutor shows at most four upcards (RULES.md: Soko, Americana and
Telesina deal 1 down and 4 up; 7-card stud 3 down and 4 up)."""


def streets(game: str | Game) -> int:
    """The betting rounds of a stud game: one for each upcard dealt, one more for each
    down card dealt after the first round (7-card stud's seventh street), and one for a
    shared card (Telesina's Vela).

    >>> [streets(g) for g in ("stud7", "razz", "soko", "americana", "telesina")]
    [5, 5, 4, 4, 5]
    """
    g = get_game(game)
    down = g.hole_cards - MOST_UPCARDS
    return MOST_UPCARDS + max(0, down - 2) + g.board_cards


def upcards_on_street(street: int) -> int:
    """How many upcards each player shows on betting round ``street`` (from 1).

    >>> [upcards_on_street(n) for n in range(1, 6)]
    [1, 2, 3, 4, 4]
    """
    return min(street, MOST_UPCARDS)


def _upcards(g: Game, upcards: Sequence[str | Sequence[Card]], *,
             one_card: bool) -> list[tuple[Card, ...]]:
    """Each seat's upcards, parsed and checked: one each, or 1 to 4; no card twice."""
    most = g.players[1]
    if len(upcards) > most:
        raise CardCountError(N_("{game} is for {players}-{most} players, got {n}"),
                             game=g.name(), players=g.players[0], most=most, n=len(upcards))
    hands: list[tuple[Card, ...]] = []
    seen: set[Card] = set()
    for seat, up in enumerate(upcards):
        try:
            cards = parse_cards(up, deck=g.deck)
        except TutorError as err:
            raise type(err)(N_("player {seat}: {error}"), seat=seat, error=err) from None
        if one_card and len(cards) != 1:
            raise CardCountError(
                N_("{game}: the bring-in is decided on one upcard per player; player {seat} "
                   "shows {n}"), game=g.name(), seat=seat, n=len(cards))
        if not one_card and not 1 <= len(cards) <= 4:
            raise CardCountError(
                N_("{game}: player {seat} must show 1 to 4 upcards, got {n}"), game=g.name(),
                seat=seat, n=len(cards))
        for c in cards:
            if c in seen:
                raise DuplicateCardError(N_("`{c}` appears twice"), c=c)
            seen.add(c)
        hands.append(cards)
    return hands


def bring_in(game: str | Game, upcards: Sequence[str | Sequence[Card]]) -> BringIn:
    """Decide who brings in from each player's upcards (index = seat).

    Soko and 7-card stud decide on one upcard each; Americana and Telesina
    on the showing hand (one to four upcards).

    >>> print(bring_in("americana", ["Ks Kd", "As Qh"]).text())  # doctest: +NORMALIZE_WHITESPACE
    Americana: player 0 brings in with K♠ K♦, the highest showing hand — a pair beats high card
    (A♠ Q♥).
    >>> bring_in("holdem", ["As", "Kd"])
    Traceback (most recent call last):
    ...
    tutor.bringin.NoBringInError: Texas Hold'em has no bring-in (it uses blinds)
    >>> bring_in("soko", ["As", "As"])
    Traceback (most recent call last):
    ...
    tutor.errors.DuplicateCardError: `As` appears twice
    """
    g = get_game(game)
    if g.bring_in not in _RULE_TEXT:
        raise NoBringInError(N_("{game} has no bring-in (it uses {bring_in})"),
                             game=g.name(), bring_in=g.bring_in)
    if len(upcards) < 2:
        raise CardCountError(N_("a bring-in needs at least 2 players, got {n}"), n=len(upcards))
    one = g.bring_in is not BringInRule.HIGHEST_SHOWING  # one upcard decides, else 1 to 4
    hands = _upcards(g, upcards, one_card=one)
    keys = [_key(g, h) for h in hands]
    low = g.bring_in is BringInRule.LOWEST_UPCARD
    order = sorted(range(len(hands)), key=lambda s: keys[s], reverse=not low)
    seat, runner = order[0], order[1]
    a, b = keys[seat], keys[runner]
    decided = "pattern" if a[0] != b[0] else "rank" if a[1] != b[1] else "suit"
    return BringIn(g, seat, tuple(hands), g.bring_in, runner, decided)


@dataclass(frozen=True)
class ActsFirst:
    """Who acts first on a later street (after the bring-in round), and why.

    ``decided_by`` is ``"pattern"`` (a pair beats no pair, …), ``"rank"`` or
    ``"position"`` (equal showing hands: the one nearest the dealer's left).
    ``tied`` lists the seats whose showing hands are equal to the winner's.
    """

    game: Game
    seat: int
    upcards: tuple[tuple[Card, ...], ...]
    runner_up: int | None
    decided_by: str
    tied: tuple[int, ...]
    dealer: int | None

    def rule_text(self, lang: str = "en") -> str:
        """The game's rule for the later streets in one sentence (a low game's best hand is
        its lowest).

        >>> print(acts_first("razz", ["6h 3c", "7d 2s"]).rule_text())  # doctest: +ELLIPSIS
        Later streets: the best (lowest) showing hand acts first (no pair beats a pair, ...
        """
        return acts_first_rule(self.game, lang)

    def text(self, lang: str = "en", *, first_player: int = 0) -> str:
        """The reason in one sentence, English or Russian (seats from ``first_player``)."""
        mine = format_cards(self.upcards[self.seat], "glyph")
        other = (self.runner_up or 0) + first_player
        head = _("{name}: player {who} acts first on this street with {mine}, {best}", lang,
                 name=self.game.short_name(lang), who=self.seat + first_player, mine=mine,
                 best=p_("acts first", _BEST_SHOWING[self.game.main.low], lang))
        if self.runner_up is None:
            return head + "."
        theirs = format_cards(self.upcards[self.runner_up], "glyph")
        if self.decided_by == "position":
            return _("{head} — player {other} ({theirs}) shows the same, so the seat decides: "
                     "the one nearest the dealer's left acts first (suits decide only the "
                     "bring-in).", lang, head=head, other=other, theirs=theirs)
        if self.decided_by == "pattern":
            pa, pb = _pattern(self.upcards[self.seat]), _pattern(self.upcards[self.runner_up])
            why = _pattern_text(pa, pb, bool(self.game.main.low), lang)
            return _("{head} — {why} ({theirs}).", lang, head=head, why=why, theirs=theirs)
        if self.game.main.low:
            return _("{head} — it is lower than {theirs}, and in a low game lower is better.",
                     lang, head=head, theirs=theirs)
        return _("{head} — it beats {theirs} on rank.", lang, head=head, theirs=theirs)


def acts_first(game: str | Game, upcards: Sequence[str | Sequence[Card]], *,
               dealer: int | None = None) -> ActsFirst:
    """Who acts first on a later street of a stud game (every round after the bring-in).

    The tutor's decision (the sources are silent; ``docs/dev/games-decisions.md``):
    in every game with a bring-in the **highest showing hand** acts first on
    the later streets — quads > trips > two pair > pair > high card among the
    upcards, then the ranks from the top (straights and flushes on the board
    do not count) — and equal showing hands go to the seat nearest the
    dealer's left. Suits decide only the bring-in. ``dealer=None``: the
    dealer sits just before seat 0.

    >>> a = acts_first("stud7", ["Kd 9c", "Ks 9h", "4c 4d"])
    >>> a.seat, a.decided_by
    (2, 'pattern')
    >>> b = acts_first("stud7", ["Kd 9c", "Ks 9h"], dealer=0)
    >>> b.seat, b.decided_by, b.tied
    (1, 'position', (0, 1))
    >>> print(acts_first("soko", ["Ah 7c", "As 2d"]).text())  # doctest: +NORMALIZE_WHITESPACE
    Soko: player 0 acts first on this street with A♥ 7♣, the highest showing hand — it beats
    A♠ 2♦ on rank.
    """
    from tutor.pots import chip_order

    g = get_game(game)
    if g.bring_in not in _RULE_TEXT:
        raise NoBringInError(N_("{game} has no upcards (it uses {bring_in})"),
                             game=g.name(), bring_in=g.bring_in)
    if len(upcards) < 2:
        raise CardCountError(N_("a street needs at least 2 players, got {n}"), n=len(upcards))
    hands = _upcards(g, upcards, one_card=False)
    order = chip_order(len(hands), dealer)
    # a low game (Razz): the best showing hand is the lowest — no pair before a pair, then
    # the lower cards from the top down, the ace lowest
    sign = -1 if g.main.low else 1
    keys = [(sign * _pattern(h), tuple(sign * g.upcard_rank(c)
                                       for c in _ordered(h, g.upcard_rank))) for h in hands]
    ranked = sorted(range(len(hands)), key=lambda s: (keys[s], -order.index(s)), reverse=True)
    seat, runner = ranked[0], ranked[1]
    a, b = keys[seat], keys[runner]
    decided = "pattern" if a[0] != b[0] else "rank" if a[1] != b[1] else "position"
    tied = tuple(s for s in order if keys[s] == a)
    return ActsFirst(g, seat, tuple(hands), runner, decided, tuple(sorted(tied)), dealer)


def first_to_act(game: str | Game, upcards: Sequence[str | Sequence[Card]], street: int, *,
                 dealer: int | None = None) -> BringIn | ActsFirst:
    """Street 1 (the first betting round): the bring-in; later streets: :func:`acts_first`.

    >>> first_to_act("stud7", ["Kd", "2h"], 1).seat
    1
    >>> first_to_act("stud7", ["Kd 3c", "2h 2s"], 2).seat
    1
    """
    g = get_game(game)
    last = streets(g) if g.bring_in in _RULE_TEXT else 1
    if not 1 <= street <= last:
        raise TutorError(N_("{game} has streets 1 (the bring-in round) to {last}, got {street}"),
                         game=g.name(), last=last, street=street)
    result = bring_in(g, upcards) if street == 1 else acts_first(g, upcards, dealer=dealer)
    shown = upcards_on_street(street)
    for seat, cards in enumerate(result.upcards):
        if len(cards) != shown:
            raise CardCountError(
                N_("{game}: on street {street} every player shows {shown} upcard{s}; player {seat} "
                   "shows {n}"), game=g.name(), street=street, shown=shown,
                s="s" if shown > 1 else "", seat=seat, n=len(cards))
    return result
