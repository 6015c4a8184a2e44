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

_PATTERNS = {  # showing-hand patterns, best first
    (4,): 5, (3, 1): 4, (3,): 4, (2, 2): 3, (2, 1, 1): 2, (2, 1): 2, (2,): 2,
}
_PATTERN_EN = {5: "four of a kind", 4: "three of a kind", 3: "two pair", 2: "a pair",
               1: "high card"}
_PATTERN_RU = {5: "каре", 4: "тройка", 3: "две пары", 2: "пара", 1: "старшая карта"}


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

    def text(self, lang: str = "en") -> str:
        """The reason in one sentence, English or Russian."""
        ru = lang == "ru"
        mine = format_cards(self.upcards[self.seat], "glyph")
        rule = _RULE_TEXT[self.rule][1 if ru else 0]
        if self.game.main.ace_low:
            rule += " (туз — младшая карта)" if ru else " (aces low)"
        name = self.game.short_name(lang)
        head = (f"{name}: делает бринг-ин игрок {self.seat} с {mine}, {rule}" if ru
                else f"{name}: player {self.seat} brings in with {mine}, {rule}")
        if self.runner_up is None:
            return head + "."
        other = self.upcards[self.runner_up]
        theirs = format_cards(other, "glyph")
        low = self.rule is BringInRule.LOWEST_UPCARD
        if self.decided_by == "suit":
            order = self.game.suit_order_text(lang)
            if ru:
                cmp = "младше" if low else "старше"
                return f"{head} — {mine} {cmp} {theirs} по масти ({order})."
            cmp = "lower" if low else "higher"
            return f"{head} — {mine} is {cmp} than {theirs} by suit ({order})."
        if self.decided_by == "pattern":
            pa = _pattern(self.upcards[self.seat])
            pb = _pattern(other)
            if ru:
                return f"{head} — {_PATTERN_RU[pa]} старше, чем {_PATTERN_RU[pb]} ({theirs})."
            return f"{head} — {_PATTERN_EN[pa]} beats {_PATTERN_EN[pb]} ({theirs})."
        rank_of = self.game.upcard_rank
        a_rank = _ordered(self.upcards[self.seat], rank_of)[0].rank
        b_rank = _ordered(other, rank_of)[0].rank
        if ru:
            cmp = "младше" if low else "старше"
            a, b = rank_word(a_rank, "ru"), rank_word(b_rank, "ru", "gen")
            return f"{head} — {a} {cmp} {b} ({theirs})."
        cmp = "is lower than" if low else "beats"
        return f"{head} — {rank_word(a_rank)} {cmp} {rank_word(b_rank)} ({theirs})."


def _pattern(cards: Sequence[Card]) -> int:
    counts = tuple(sorted(Counter(c.rank for c in cards).values(), reverse=True))
    return _PATTERNS.get(counts, 1)


_RULE_TEXT = {
    BringInRule.HIGHEST_UPCARD: ("the highest upcard", "старшая открытая карта"),
    BringInRule.LOWEST_UPCARD: ("the lowest upcard", "младшая открытая карта"),
    BringInRule.HIGHEST_SHOWING: ("the highest showing hand", "старшая открытая комбинация"),
}


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
        raise NoBringInError(f"{g.name()} has no bring-in (it uses {g.bring_in})")
    if len(upcards) < 2:
        raise CardCountError(f"a bring-in needs at least 2 players, got {len(upcards)}")
    hands: list[tuple[Card, ...]] = []
    seen: set[Card] = set()
    for seat, up in enumerate(upcards):
        try:
            cards = parse_cards(up, deck=g.deck)
        except TutorError as err:
            raise type(err)(f"player {seat}: {err}") from None
        if g.bring_in is BringInRule.HIGHEST_SHOWING:
            if not 1 <= len(cards) <= 4:
                raise CardCountError(
                    f"{g.name()}: player {seat} must show 1 to 4 upcards, got {len(cards)}")
        elif len(cards) != 1:
            raise CardCountError(
                f"{g.name()}: the bring-in is decided on one upcard per player; "
                f"player {seat} shows {len(cards)}")
        for c in cards:
            if c in seen:
                raise DuplicateCardError(f"`{c}` appears twice")
            seen.add(c)
        hands.append(cards)
    keys = [_key(g, h) for h in hands]
    low = g.bring_in is BringInRule.LOWEST_UPCARD
    order = sorted(range(len(hands)), key=lambda s: keys[s], reverse=not low)
    seat, runner = order[0], order[1]
    a, b = keys[seat], keys[runner]
    decided = "pattern" if a[0] != b[0] else "rank" if a[1] != b[1] else "suit"
    return BringIn(g, seat, tuple(hands), g.bring_in, runner, decided)
