"""Why a showdown ended as it did: the explanation as data, and its sentence in en or ru.

:func:`explanation` turns a showdown's deciding step(s) into an
:class:`Explanation` — one :class:`Clause` per pot (high, and low in hi-lo
games), each naming its step kind, the rule it states (a text code), the
players, categories, ranks, suits and cards it mentions. :func:`render` makes
the sentence from that data in English or Russian; :func:`explain` does both.
The data comes only from the showdown (the deciding step), so nothing here
re-derives the rules, and the apps never edit the prose: they ask the renderer
for players counted from 1, or for the high and the low half apart.

>>> from tutor.showdown import showdown
>>> r = showdown("holdem", ["Ah Kd", "Ac Qd"], board="As 9c 7h 4d 2s")
>>> explain(r)
"Texas Hold'em: both have one pair; the kicker decides — a king beats a queen."
>>> explain(r, "ru")
'Техасский холдем: у обоих пара; решает кикер: король старше дамы.'
>>> e = explanation(r)
>>> e.high.kind, e.high.rule, e.high.ranks
('kicker', 'rank-higher', (13, 12))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from tutor.cards import ACE, Card
from tutor.i18n import category_phrase, check_lang, number, rank_word, suit_word
from tutor.rankings import get_family
from tutor.stats import category_counts
from tutor.texts import N_, NN_, NP_, _, n_, p_

if TYPE_CHECKING:
    from tutor.games import Game
    from tutor.rankings.base import Family
    from tutor.showdown import DecidingStep, Showdown


# -- the data ------------------------------------------------------------------

@dataclass(frozen=True)
class Clause:
    """Why one pot (the whole, the high or the low half) went as it did.

    ``kind`` is the deciding step's kind (``category``, ``rank``, ``kicker``,
    ``low-card``, ``suit``, ``tie``, ``heads-up-exception``, ``no-low``,
    ``strength``), or ``flush-suit`` for Telesina's flush-against-flush suit
    rule. ``rule`` is the code of the sentence's text (a key of the text
    tables) and ``notes`` the codes of the remarks that follow it (the rarer
    category, the lowball rule, "everyone plays the board"). The rest is what
    the sentence names: ``players`` (0-based; ``others``: the players without a
    qualifying low), ``categories`` (winner's, loser's), ``ranks`` and ``suits``
    (winner's, loser's), ``cards`` (the two cards that carry them, ``None`` when
    the step has none), ``lows`` (low hands, each its five cards), ``counts``
    (hands of the winner's and the loser's category, and in all) and ``part``
    (the part of the hand that decided: ``pair``, ``kicker``, ``flush-card``…).
    ``royal`` says the winner's straight flush is called a royal flush.
    """

    kind: str
    rule: str
    notes: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    others: tuple[int, ...] = ()
    categories: tuple[str, ...] = ()
    ranks: tuple[int, ...] = ()
    suits: tuple[int, ...] = ()
    cards: tuple[Card | None, ...] = ()
    lows: tuple[tuple[Card, ...], ...] = ()
    counts: tuple[int, ...] = ()
    part: str = ""
    royal: bool = False
    family: str = ""
    """The family whose own rule text a ``lowest-wins`` note quotes, and whose ace rule
    names the ``lows`` of a low game's main hands ("an 8-low (8-7-6-5-3)")."""


@dataclass(frozen=True)
class Explanation:
    """A showdown's explanation as data: the game and one clause per pot.

    ``low`` is the low half's clause in hi-lo games, ``None`` in the others.

    >>> from tutor.showdown import showdown
    >>> e = explanation(showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"]))
    >>> e.game.id, e.high.kind, e.high.categories, e.high.notes, e.low
    ('soko', 'category', ('four-flush', 'one-pair'), ('rarer',), None)
    """

    game: Game
    high: Clause
    low: Clause | None = None


_GROUPS = frozenset({"quads", "trips", "set", "pair", "top-pair", "second-pair", "pairs"})
"""Parts that are several cards of one rank: their ranks are named in the plural."""
_CARD_BY_CARD = frozenset({"flush-card", "suited-card", "low-card"})
"""Parts compared card by card from the top."""


_NO_PAIR = frozenset({"high-card", "low"})
"""A low family's categories of a hand without a pair: such a hand is named as a low."""


def _named_lows(result: Showdown, step: DecidingStep, family: Family, low: bool
                ) -> tuple[tuple[Card, ...], ...]:
    """The winner's and the loser's five, when a low game's main hands are named as lows.

    A hand without a pair in Razz or 2-7 is "an 8-low", not "high card" (the low half of a
    hi-lo pot has its own sentences)."""
    if low or not family.low or step.winner is None:
        return ()
    out = []
    for i in (step.winner, step.loser):
        value = None if i is None else result.hands[i].high
        out.append(() if value is None else tuple(value.cards))
    return tuple(out)


def _low_ace(rank: int) -> int:
    """A low hand's step value counts the ace as 1; name it as the ace."""
    return ACE if rank == 1 else rank


Builder = Callable[["Showdown", "DecidingStep", "Family", bool], Clause]


def _no_low(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    if step.winner is None:
        return Clause("no-low", "no-low-anyone")
    w_low = result.hands[step.winner].low
    winners = tuple(result.low_winners or ())
    others = tuple(i for i in range(len(result.hands)) if i not in winners)
    return Clause("no-low", "no-low-others", players=winners, others=others,
                  lows=() if w_low is None else (w_low.cards,))


def _tie(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    winners = tuple((result.low_winners if low else result.winners) or ())
    if low:
        w = result.hands[winners[0]].low
        return Clause("tie", "tie-low", players=winners, lows=() if w is None else (w.cards,))
    board = all(result.hands[i].plays_board for i in winners)
    first = result.hands[winners[0]].high if winners else None
    lows = ((tuple(first.cards),) if family.low and first is not None
            and step.win_category in _NO_PAIR else ())
    return Clause("tie", "tie-lows" if lows else "tie",
                  notes=("plays-board",) if board else (), players=winners,
                  categories=(step.win_category or "",), lows=lows, family=family.id)


def _heads_up(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    return Clause("heads-up-exception", "heads-up-exception")


def _category(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    assert step.win_category is not None and step.lose_category is not None
    royal = step.winner is not None and result.hands[step.winner].is_royal and not low
    cats = (step.win_category, step.lose_category)
    if family.text("lowest-wins"):  # a low family states its own rule
        return Clause("category", "category", notes=("lowest-wins",), categories=cats,
                      royal=royal, family=family.id,
                      lows=_named_lows(result, step, family, low))
    notes: tuple[str, ...] = ()
    counts: tuple[int, ...] = ()
    known = category_counts(family)  # the family's own counts, at once
    n, m = known.get(cats[0]), known.get(cats[1])
    if n is not None and m is not None:
        notes, counts = ("rarer",) if n < m else ("more-common",), (n, m, known.total)
    return Clause("category", "category", notes=notes, categories=cats, counts=counts,
                  royal=royal)


def _flush_suit(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    """Telesina compares the suits of two flushes before any rank."""
    return Clause("flush-suit", "flush-suit", categories=(step.win_category or "",),
                  suits=(step.win_value or 0, step.lose_value or 0))


def _suit(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    wc, lc = step.win_card, step.lose_card
    same_rank = wc is not None and lc is not None and wc.rank == lc.rank
    return Clause("suit", "suit-same-rank" if same_rank else "suit-all-ranks",
                  categories=(step.win_category or "",),
                  suits=(step.win_value or 0, step.lose_value or 0), cards=(wc, lc))


def _rank(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    """A rank, a kicker or a low card decided (a low half compares its lows)."""
    if low and step.winner is not None and step.loser is not None:
        wl, ll = result.hands[step.winner].low, result.hands[step.loser].low
        if wl is not None and ll is not None and step.win_value and step.lose_value:
            return Clause(step.kind, "low-compare", lows=(wl.cards, ll.cards),
                          ranks=(_low_ace(step.win_value), _low_ace(step.lose_value)))
    if not (step.win_value and step.lose_value):
        return _strength(result, step, family, low)
    lows = _named_lows(result, step, family, low)
    if lows and all(lows) and step.win_category in _NO_PAIR:  # Razz, 2-7: two lows
        win, lose = step.win_value, step.lose_value
        if family.ace_low:
            win, lose = _low_ace(win), _low_ace(lose)
        return Clause(step.kind, "low-named", lows=lows, ranks=(win, lose), family=family.id,
                      categories=(step.win_category or "",))
    part = step.what or step.kind
    how = "cards" if part in _CARD_BY_CARD else "rank"
    win, lose = step.win_value, step.lose_value
    if family.ace_low:  # the family's steps count the ace as 1
        win, lose = _low_ace(win), _low_ace(lose)
    return Clause(step.kind, f"{how}-{'lower' if family.low else 'higher'}",
                  categories=(step.win_category or "",), ranks=(win, lose), part=part)


def _strength(result: Showdown, step: DecidingStep, family: Family, low: bool) -> Clause:
    return Clause("strength", "strength", categories=(step.win_category or "",),
                  players=() if step.winner is None else (step.winner,))


_BUILDERS: dict[str, Builder] = {
    "no-low": _no_low, "tie": _tie, "heads-up-exception": _heads_up, "category": _category,
    "suit": _suit, "flush-suit": _flush_suit, "rank": _rank, "kicker": _rank,
    "low-card": _rank, "strength": _strength,
}
"""The clause of each step kind (an unknown kind says only who ranks higher)."""


_family = cache(get_family)
"""The family of an id (families are fixed objects; the lookup is kept)."""


def _clause(result: Showdown, step: DecidingStep, family_id: str, low: bool) -> Clause:
    # a suit step on the "flush-suit" part is Telesina's own rule, with its own words
    kind = "flush-suit" if step.kind == "suit" and step.what == "flush-suit" else step.kind
    return _BUILDERS.get(kind, _strength)(result, step, _family(family_id), low)


def explanation(result: Showdown) -> Explanation:
    """The explanation of a showdown as data (render it with :func:`render`).

    >>> from tutor.showdown import showdown
    >>> e = explanation(showdown("holdem", ["Kh Kd", "Qh Qs"], board="Ks Qd 2c 2d 7h"))
    >>> e.high.rule, e.high.part, e.high.ranks, e.high.categories
    ('rank-higher', 'trips', (13, 12), ('full-house',))
    >>> e = explanation(showdown("stud7-hilo", ["Ah 2h 3d 4c 6s Kd Kc",
    ...                                         "9s 9d Ts Js Qh Kh 2c"]))
    >>> e.low.kind, e.low.players, e.low.others, [str(c) for c in e.low.lows[0]]
    ('no-low', (0,), (1,), ['6s', '4c', '3d', '2h', 'Ah'])
    """
    game = result.game
    high = _clause(result, result.deciding, game.main_family, low=False)
    if not game.is_hilo:
        return Explanation(game, high)
    assert game.low_family is not None and result.low_deciding is not None
    return Explanation(game, high, _clause(result, result.low_deciding, game.low_family, True))


# -- the words -----------------------------------------------------------------

_TEXTS: dict[str, str | tuple[str, str]] = {
    # a (one, many) pair is a plural message: its form is chosen by how many things it counts
    "sentence": N_("{game}: {high}."),
    "sentence-hilo": N_("{game} — high: {high}; low: {low}."),
    "no-low-others": NN_("only {players} has a qualifying low{low}; {others} cannot make "
                         "five different ranks 8 or lower",
                         "only {players} have a qualifying low{low}; {others} cannot make "
                         "five different ranks 8 or lower"),
    "no-low-anyone": N_("nobody has a qualifying low (five different ranks 8 or lower), so "
                        "the high hand takes the whole pot"),
    "tie-low": N_("players {who} tie with the same low {low} and share the low half"),
    "tie": N_("players {who} tie with equal hands ({category}) and split the pot"),
    "tie-lows": N_("players {who} tie with equal lows ({low}) and split the pot"),
    "plays-board": N_(" — everyone plays the board"),
    "heads-up-exception": N_("heads-up, the lowest straight flush T-9-8-7-A beats a royal "
                             "flush — a special rule for when exactly two players are left"),
    "low-compare": N_("{win_low} beats {lose_low} — compared from the top down, {win} is "
                      "lower than {lose}"),
    "low-named": N_("{win_low} beats {lose_low} — compared from the top down, {win} is "
                    "lower than {lose}"),
    "category": N_("{win} beats {lose}"),
    "rarer": N_(" — {the_win} is rarer ({n} of {total} hands)"),
    "more-common": N_(" — in this game {the_win} ranks higher, though it is more common "
                      "({n} against {m} of {total} hands)"),
    "flush-suit": N_("both have {category}; the flush of the higher suit wins whatever its "
                     "ranks — {win} beat {lose} ({order})"),
    "suit-same-rank": N_("both have {category}; {win_card} and {lose_card} tie on rank, so "
                         "the suit decides — {win} beats {lose} ({order})"),
    "suit-all-ranks": N_("both have {category}; all ranks are equal, so the suit decides — "
                         "{win} beats {lose} ({order})"),
    "rank-higher": NN_("both have {category}; {part} decides — {win} beats {lose}",
                       "both have {category}; {part} decides — {win} beat {lose}"),
    "rank-lower": NN_("both have {category}; {part} decides — {win} is lower than {lose}",
                      "both have {category}; {part} decides — {win} are lower than {lose}"),
    "cards-higher": NN_("both have {category}; compared card by card from the top, {win} "
                        "beats {lose}",
                        "both have {category}; compared card by card from the top, {win} "
                        "beat {lose}"),
    "cards-lower": NN_("both have {category}; compared card by card from the top, {win} is "
                       "lower than {lose}",
                       "both have {category}; compared card by card from the top, {win} "
                       "are lower than {lose}"),
    "strength": N_("both have {category}, but player {who}'s hand ranks higher"),
    "and": N_(" and "),
    # TRANSLATORS: the players a clause names; Russian: genitive ("у игрока 0")
    "player": NN_("player {who}", "players {who}"),
}
"""Every text of a sentence by code, in English; the catalogues give the other languages."""

_PARTS: dict[str, str] = {  # Russian: the subject of "решает …" (a singular noun phrase)
    "quads": NP_("deciding part", "the four of a kind"),
    "trips": NP_("deciding part", "the three of a kind"),
    "set": NP_("deciding part", "the three of a kind"),
    "pair": NP_("deciding part", "the pair"),
    "top-pair": NP_("deciding part", "the top pair"),
    "second-pair": NP_("deciding part", "the second pair"),
    "run-top": NP_("deciding part", "the top card of the run"),
    "flush-card": NP_("deciding part", "the flush cards"),
    "high-card": NP_("deciding part", "the highest card"),
    "kicker": NP_("deciding part", "the kicker"),
    "suited-card": NP_("deciding part", "the suited cards"),
    "low-card": NP_("deciding part", "the low cards"),
}
"""The part of a hand that decided, as it sits in a sentence."""

_LOW_NAMES: dict[int, str] = {
    5: NP_("low hand", "a 5-low{shown}"), 6: NP_("low hand", "a 6-low{shown}"),
    7: NP_("low hand", "a 7-low{shown}"), 8: NP_("low hand", "an 8-low{shown}"),
    9: NP_("low hand", "a 9-low{shown}"), 10: NP_("low hand", "a 10-low{shown}"),
    11: NP_("low hand", "a jack-low{shown}"), 12: NP_("low hand", "a queen-low{shown}"),
    13: NP_("low hand", "a king-low{shown}"), 14: NP_("low hand", "an ace-low{shown}"),
}
"""A low hand named by its top card (the ace-low: 14); ``{shown}`` its ranks or nothing."""


class _Words:
    """The words of a language that vary with what they name."""

    def __init__(self, lang: str, first_player: int, seats: Sequence[int] | None = None
                 ) -> None:
        self.lang = lang
        self.first_player = first_player
        self.seats = seats

    def text(self, code: str, count: int = 1, /, **fields: str) -> str:
        """The text ``code`` with its fields; a plural text's form chosen by ``count``."""
        text = _TEXTS[code]
        if isinstance(text, tuple):
            return n_(*text, count, self.lang, **fields)
        return _(text, self.lang, **fields) if fields else _(text, self.lang)

    def who(self, players: tuple[int, ...]) -> str:
        """``0, 1 and 2`` (numbered from ``first_player``)."""
        seats = self.seats
        words = [str((seats[i] if seats is not None and i < len(seats) else i)
                     + self.first_player) for i in players]
        if len(words) < 2:
            return "".join(words)
        return ", ".join(words[:-1]) + self.text("and") + words[-1]

    def players(self, players: tuple[int, ...]) -> str:
        """``player 0`` / ``players 0 and 1``."""
        return self.text("player", len(players), who=self.who(players))

    def category(self, category: str) -> str:
        """A category as a subject: ``a flush`` / ``флеш``."""
        return category_phrase(category, self.lang)

    def category_object(self, category: str) -> str:
        """A category as an object: ``a flush`` / ``пару``."""
        return category_phrase(category, self.lang, case="acc")

    def the_category(self, category: str) -> str:
        """A category already named: ``the flush`` / ``флеш``."""
        return category_phrase(category, self.lang, case="the")

    def rank(self, part: str, rank: int) -> str:
        """The winner's rank: ``a king`` / ``kings`` (of a pair) / ``король``."""
        return rank_word(rank, self.lang, "pl" if part in _GROUPS else "a")

    def rank_object(self, part: str, rank: int) -> str:
        """The loser's rank, the object of the comparison (``старше королей``)."""
        return rank_word(rank, self.lang, "gen_pl" if part in _GROUPS else "a_obj")

    def suit(self, suit: int) -> str:
        return suit_word(suit, self.lang)

    def suit_object(self, suit: int) -> str:
        return suit_word(suit, self.lang, "gen")

    def part(self, part: str) -> str:
        known = _PARTS.get(part)
        if known is None:
            return _("the {part}", self.lang, part=part.replace("-", " "))
        return p_("deciding part", known, self.lang)

    def number(self, n: int) -> str:
        return number(n, self.lang)


@cache
def _words(lang: str, first_player: int, seats: Sequence[int] | None = None) -> _Words:
    return _Words(check_lang(lang), first_player, seats)


def _low_text(cards: Sequence[Card], ace_low: bool = True) -> str:
    """A low hand high card first, the ace as ``A`` at the bottom: ``8-6-3-2-A`` (at the
    top where aces are high, as in 2-7: ``A-7-5-3-2``)."""
    ace = 1 if ace_low else ACE
    ranks = sorted((ace if c.rank == ACE else c.rank for c in cards), reverse=True)
    return "-".join("A" if r in (1, ACE) else "T" if r == 10 else str(r) if r < 10
                    else "JQK"[r - 11] for r in ranks)


def low_name(cards: Sequence[Card], lang: str = "en", *, ace_low: bool = True,
             ranks: bool = True) -> str:
    """A hand without a pair in a low game, named by its top card: "an 8-low (8-6-4-3-A)".

    >>> from tutor.cards import parse_cards
    >>> low_name(parse_cards("8h 6c 4d 3s Ah"))
    'an 8-low (8-6-4-3-A)'
    >>> low_name(parse_cards("7h 6c 4d 3s Ah"), "ru", ranks=False)
    'лоу до семёрки'
    >>> low_name(parse_cards("Ah 7c 5d 3s 2h"), ace_low=False)
    'an ace-low (A-7-5-3-2)'
    """
    lang = check_lang(lang)
    ace = 1 if ace_low else ACE
    top = max(ace if c.rank == ACE else c.rank for c in cards)
    shown = f" ({_low_text(cards, ace_low)})" if ranks else ""
    name = _LOW_NAMES.get(ACE if top == 1 else top)
    if name is None:
        return _("a {top}-low{shown}", lang, top=str(top), shown=shown)
    return p_("low hand", name, lang, shown=shown)


def _low_of(c: Clause, i: int, w: _Words) -> str:
    """The ``i``-th low a clause names, by its family's ace rule."""
    family = _family(c.family) if c.family else None
    return low_name(c.lows[i], w.lang, ace_low=family is None or bool(family.ace_low))


def _glyph(card: Card | None) -> str:
    return "" if card is None else card.glyph


# -- one renderer per clause kind ------------------------------------------------

Renderer = Callable[[Clause, "Game", _Words], str]


def _say_no_low(c: Clause, game: Game, w: _Words) -> str:
    if c.rule == "no-low-anyone":
        return w.text(c.rule)
    shown = "".join(" " + _low_text(low) for low in c.lows)
    return w.text(c.rule, len(c.players), players=w.players(c.players),
                  others=w.players(c.others), low=shown)


def _say_tie(c: Clause, game: Game, w: _Words) -> str:
    low = _low_text(c.lows[0]) if c.lows else ""
    category = w.category(c.categories[0]) if c.categories else ""
    if c.rule == "tie-lows":  # a low game's equal lows, by their family's ace rule
        family = _family(c.family) if c.family else None
        low = _low_text(c.lows[0], family is None or bool(family.ace_low))
    text = w.text(c.rule, who=w.who(c.players), low=low, category=category)
    return text + "".join(w.text(note) for note in c.notes)


def _say_heads_up(c: Clause, game: Game, w: _Words) -> str:
    return w.text(c.rule)


def _say_category(c: Clause, game: Game, w: _Words) -> str:
    win, lose = c.categories
    win_name = w.category("royal-flush" if c.royal else win)
    lose_name = w.category_object(lose)
    if len(c.lows) == 2:  # a low game names a hand without a pair as a low
        if win in _NO_PAIR and c.lows[0]:
            win_name = _low_of(c, 0, w)
        if lose in _NO_PAIR and c.lows[1]:
            lose_name = _low_of(c, 1, w)
    head = w.text(c.rule, win=win_name, lose=lose_name)
    numbers = dict(zip(("n", "m", "total"), (w.number(n) for n in c.counts), strict=False))
    return head + "".join(
        " — " + _family(c.family).text(note, w.lang) if note == "lowest-wins"
        else w.text(note, the_win=w.the_category(win), **numbers) for note in c.notes)


def _say_flush_suit(c: Clause, game: Game, w: _Words) -> str:
    return w.text(c.rule, category=w.category(c.categories[0]), win=w.suit(c.suits[0]),
                  lose=w.suit_object(c.suits[1]), order=game.suit_order_text(w.lang))


def _say_suit(c: Clause, game: Game, w: _Words) -> str:
    wc, lc = c.cards
    return w.text(c.rule, category=w.category(c.categories[0]),
                  win_card=_glyph(wc), lose_card=_glyph(lc),
                  win=_glyph(wc) or w.suit(c.suits[0]),
                  lose=_glyph(lc) or w.suit_object(c.suits[1]),
                  order=game.suit_order_text(w.lang))


def _say_rank(c: Clause, game: Game, w: _Words) -> str:
    win, lose = c.ranks
    if c.rule == "low-compare":
        return w.text(c.rule, win_low=_low_text(c.lows[0]), lose_low=_low_text(c.lows[1]),
                      win=w.rank("low-card", win), lose=w.rank_object("low-card", lose))
    if c.rule == "low-named":
        return w.text(c.rule, win_low=_low_of(c, 0, w), lose_low=_low_of(c, 1, w),
                      win=w.rank("low-card", win), lose=w.rank_object("low-card", lose))
    return w.text(c.rule, 2 if c.part in _GROUPS else 1, category=w.category(c.categories[0]),
                  part=w.part(c.part), win=w.rank(c.part, win),
                  lose=w.rank_object(c.part, lose))


def _say_strength(c: Clause, game: Game, w: _Words) -> str:
    return w.text(c.rule, category=w.category(c.categories[0]), who=w.who(c.players))


_RENDERERS: dict[str, Renderer] = {
    "no-low": _say_no_low, "tie": _say_tie, "heads-up-exception": _say_heads_up,
    "category": _say_category, "flush-suit": _say_flush_suit, "suit": _say_suit,
    "rank": _say_rank, "kicker": _say_rank, "low-card": _say_rank, "strength": _say_strength,
}
"""The words of each clause kind."""


def _say(clause: Clause, game: Game, words: _Words) -> str:
    return _RENDERERS.get(clause.kind, _say_strength)(clause, game, words)


def render(explanation: Explanation, lang: str = "en", *, first_player: int = 0,
           seats: Sequence[int] | None = None) -> str:
    """The explanation as one sentence in ``lang``, the game's name first.

    ``first_player`` is the number the sentence gives the first player: 0 as
    in the core's JSON and the CLI, 1 in the apps (which show "Player 1").
    ``seats[i]``, when given, is the (0-based) box the showdown's player ``i``
    sat in: the explainer skips empty boxes, and names players by their box.

    >>> from tutor.showdown import showdown
    >>> e = explanation(showdown("draw5", ["Kh Kd 7c 5s 2h", "Ks Kc 7d 5h 2d"]))
    >>> render(e)
    '5-card draw: players 0 and 1 tie with equal hands (one pair) and split the pot.'
    >>> render(e, "ru", first_player=1)
    'Пятикарточное дро: игроки 1 и 2 делят банк: у них равные руки (пара).'
    """
    words = _words(lang, first_player, None if seats is None else tuple(seats))
    game = explanation.game
    high = _say(explanation.high, game, words)
    name = game.short_name(lang)
    if explanation.low is None:
        return words.text("sentence", game=name, high=high)
    return words.text("sentence-hilo", game=name, high=high,
                      low=_say(explanation.low, game, words))


def render_parts(explanation: Explanation, lang: str = "en", *,
                 first_player: int = 0) -> tuple[str, str | None]:
    """The high (or only) clause and the low one, each a sentence of its own, no game name.

    The low part is ``None`` in a game without a low half.

    >>> from tutor.showdown import showdown
    >>> r = showdown("stud7-hilo", ["Ah Kh Qd Jc 9s 9d 3c", "2s 3s 4d Tc 7h Td Jd"])
    >>> high, low = render_parts(explanation(r))
    >>> high
    'Both have one pair; the pair decides — tens beat nines.'
    >>> low[:40]
    'Nobody has a qualifying low (five differ'
    """
    words = _words(lang, first_player)
    game = explanation.game
    high = _sentence(_say(explanation.high, game, words))
    if explanation.low is None:
        return high, None
    return high, _sentence(_say(explanation.low, game, words))


def _sentence(clause: str) -> str:
    return clause[:1].upper() + clause[1:] + "."


def explain(result: Showdown, lang: str = "en") -> str:
    """One sentence explaining the showdown, in ``en`` or ``ru``.

    Hi-lo games get one sentence with a high and a low part.

    >>> from tutor.showdown import showdown
    >>> r = showdown("stud7-hilo", ["Ah Kh Qd Jc 9s 9d 3c", "2s 3s 4d Tc 7h Td Jd"])
    >>> print(explain(r))  # doctest: +NORMALIZE_WHITESPACE
    7-card stud Hi-Lo 8 — high: both have one pair; the pair decides — tens beat nines;
    low: nobody has a qualifying low (five different ranks 8 or lower), so the high hand
    takes the whole pot.
    """
    return render(explanation(result), lang)
