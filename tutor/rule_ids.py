"""Every rule the course teaches, as a stable id: its name, its games and its lesson.

A learner's answers are kept per rule (issue 28): each judged outcome names the rule ids
its item turned on. An id is kebab-case, namespaced by topic (``omaha-exactly-two``,
``bring-in-suit-order``, ``raspisnoy-must-trump``), and never changes once published.
Which lesson teaches a rule is the course's (:data:`tutor.course.RULES_TAUGHT`); the games
a rule applies to are here (``None``: every poker game).

Which rule a showdown turned on comes from its explanation (:mod:`tutor.explain`: the
clause's text code, its notes and categories) and from the expert traps' names, through
the tables below; a table's entry lists candidates and each game keeps the ones that apply
to it, so nothing here branches on a game id.

>>> rule("omaha-exactly-two").lesson, rule("omaha-exactly-two").name("ru")
('games/omaha/', 'Омаха: ровно две карты с руки')
>>> rule("wheel").games is None, "telesina" in rule("telesina-vela").games
(True, True)
>>> [r.id for r in rules_for_game("draw32")][-1]
'draw32-suit-order'
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tutor.course import COURSE, RULES_TAUGHT
from tutor.errors import TutorError, quote
from tutor.texts import LANGS, N_, NP_, p_

if TYPE_CHECKING:
    from tutor.explain import Clause, Explanation
    from tutor.games import Game

RASPISNOY = "raspisnoy"
"""The trick-taking game's id (not a poker game of the registry)."""

_HILO = ("omaha-hilo", "omaha5-hilo", "stud7-hilo")
_OMAHA = ("omaha", "omaha5", "omaha-hilo", "omaha5-hilo")
_SHORT = ("americana", "telesina", "draw32", "shortdeck36")
_STUD_LOW = ("stud7", "stud7-hilo")
_RASP = (RASPISNOY,)


@dataclass(frozen=True)
class Rule:
    """One rule: its id, the games it applies to (``None``: every poker game) and its name.

    ``english`` is the name's catalogue message (context ``rule``); :meth:`name` says it.
    """

    id: str
    games: tuple[str, ...] | None
    english: str

    def name(self, lang: str = "en") -> str:
        """The rule's short name in ``lang``."""
        return p_("rule", self.english, lang)

    @property
    def lesson_id(self) -> str:
        """The id of the course's lesson that teaches it."""
        return _LESSON_OF[self.id]

    @property
    def lesson(self) -> str:
        """The site path of that lesson, without the language prefix (``games/omaha/``)."""
        return next(x for x in COURSE if x.id == self.lesson_id).url("en")

    def applies_to(self, game_id: str) -> bool:
        """Whether the rule is one of ``game_id``'s."""
        if self.games is None:
            return game_id != RASPISNOY
        return game_id in self.games


def _r(rule_id: str, games: tuple[str, ...] | None, english: str) -> Rule:
    return Rule(rule_id, games, english)


RULES_LIST: tuple[Rule, ...] = (
    # Texas Hold'em: what every poker game builds on
    _r("hand-categories", None, NP_("rule", "The categories of hand and what each holds")),
    _r("category-order", None, NP_("rule", "A higher category beats a lower one")),
    _r("higher-rank", None, NP_("rule", "Same category: the higher pair, set or straight wins")),
    _r("kicker", None, NP_("rule", "Equal combinations: the kicker decides")),
    _r("card-by-card", None, NP_("rule", "Flushes and high cards: compared card by card")),
    _r("tie-split", None, NP_("rule", "Equal hands split the pot")),
    _r("board-plays", None, NP_("rule", "Everyone plays the board")),
    _r("best-five", None, NP_("rule", "The best five cards play, any mix")),
    _r("wheel", None, NP_("rule", "The ace plays low in the lowest straight")),
    # five-card draw: the limits
    _r("limit-fixed", None, NP_("rule", "Fixed limit: bets and raises of one size")),
    _r("limit-pot", None, NP_("rule", "Pot limit: raise at most the pot")),
    _r("limit-no-limit", None, NP_("rule", "No limit: a raise at least the last raise")),
    _r("limit-spread", None, NP_("rule", "Spread limit: any bet within the spread")),
    # Omaha
    _r("omaha-exactly-two", _OMAHA, NP_("rule", "Omaha: exactly two hole cards")),
    # Omaha Hi-Lo
    _r("eight-or-better", _HILO,
       NP_("rule", "A low needs five different ranks 8 or lower")),
    _r("low-compare", _HILO, NP_("rule", "Lows are compared from the top: lower wins")),
    _r("counterfeit-low", _HILO, NP_("rule", "A low card paired is counterfeit")),
    _r("hilo-halves", _HILO, NP_("rule", "Hi-lo: half to the high, half to the low")),
    _r("no-low-scoops", _HILO, NP_("rule", "No qualifying low: the high takes it all")),
    _r("odd-chip", None, NP_("rule", "Who gets the odd chip")),
    _r("side-pots", None, NP_("rule", "All-in and side pots")),
    # seven-card stud
    _r("bring-in-lowest-upcard", _STUD_LOW, NP_("rule", "Stud: the lowest upcard brings in")),
    _r("bring-in-suit-order", (*_STUD_LOW, "razz", "soko", "americana", "telesina"),
       NP_("rule", "The bring-in: equal ranks go by suit")),
    _r("acts-first", (*_STUD_LOW, "razz", "soko", "americana", "telesina"),
       NP_("rule", "Later streets: the best showing hand acts first")),
    # Razz, 2-7
    _r("razz-lowest-wins", ("razz",), NP_("rule", "Razz: the lowest hand wins, aces low")),
    _r("bring-in-highest-upcard", ("razz", "soko"),
       NP_("rule", "Razz and Soko: the highest upcard brings in")),
    _r("deuce-seven-low", ("triple-draw-27",),
       NP_("rule", "2-7: the lowest hand wins, aces high")),
    _r("deuce-seven-straights-count", ("triple-draw-27",),
       NP_("rule", "2-7: straights and flushes count against you")),
    # Soko
    _r("soko-four-flush", ("soko",), NP_("rule", "Soko: a 4-flush beats a pair")),
    _r("soko-four-straight", ("soko",), NP_("rule", "Soko: a 4-straight beats a pair")),
    # Americana and the short decks
    _r("flush-over-full-house", _SHORT, NP_("rule", "Short decks: a flush beats a full house")),
    _r("bring-in-highest-showing", ("americana", "telesina"),
       NP_("rule", "The highest showing hand brings in")),
    # Telesina
    _r("telesina-vela", ("telesina",), NP_("rule", "Telesina: the Vela card is everyone's")),
    _r("telesina-suit-order", ("telesina",), NP_("rule", "Telesina: suits break ties")),
    _r("telesina-flush-suit", ("telesina",),
       NP_("rule", "Telesina: the flush of the higher suit wins")),
    _r("telesina-heads-up", ("telesina",),
       NP_("rule", "Telesina heads-up: T-9-8-7-A beats a royal flush")),
    # 32-card draw, 36-card poker
    _r("draw32-suit-order", ("draw32",), NP_("rule", "32-card draw: suits break ties")),
    _r("trips-over-straight", ("shortdeck36",),
       NP_("rule", "36 cards: three of a kind beats a straight")),
    # Double Barrel
    _r("barrel-four-card-flush", ("double-barrel",), NP_("rule", "Barrels: the 4-card flush")),
    _r("barrel-four-card-straight", ("double-barrel",),
       NP_("rule", "Barrels: the 4-card straight")),
    _r("barrel-three-card-flush", ("double-barrel",),
       NP_("rule", "Barrels: a 3-card flush beats three of a kind")),
    _r("barrel-three-card-straight", ("double-barrel",),
       NP_("rule", "Barrels: a 3-card straight beats three of a kind")),
    _r("barrel-hidden-pair", ("double-barrel",),
       NP_("rule", "Barrels: a 3-card flush or straight with a pair inside is still one")),
    _r("barrel-best-split", ("double-barrel",),
       NP_("rule", "Double Barrel: splitting eight cards into two barrels")),
    _r("barrel-bets", ("double-barrel",),
       NP_("rule", "Double Barrel: the fixed bets of each round")),
    # Raspisnoy
    _r("raspisnoy-follow-suit", _RASP, NP_("rule", "Raspisnoy: follow the suit led")),
    _r("raspisnoy-must-trump", _RASP, NP_("rule", "Raspisnoy: no card of the suit, trump")),
    _r("raspisnoy-joker", _RASP, NP_("rule", "Raspisnoy: the joker and its calls")),
    _r("raspisnoy-trick-winner", _RASP,
       NP_("rule", "Raspisnoy: the highest card of the suit led takes the trick")),
    _r("raspisnoy-trump-wins", _RASP, NP_("rule", "Raspisnoy: the highest trump takes it")),
    _r("raspisnoy-dealer-bid", _RASP,
       NP_("rule", "Raspisnoy: the dealer may not make the bids add up")),
    _r("raspisnoy-third-pass", _RASP, NP_("rule", "Raspisnoy: no third pass in a row")),
    _r("raspisnoy-scoring", _RASP, NP_("rule", "Raspisnoy: scoring a bid")),
    _r("raspisnoy-deal-kinds", _RASP,
       NP_("rule", "Raspisnoy: no-trump, blind, misère and golden deals")),
)
"""Every rule, grouped by the lesson that teaches it."""


_LESSON_OF: Mapping[str, str] = MappingProxyType(
    {rule_id: lesson_id for lesson_id, ids in RULES_TAUGHT.items() for rule_id in ids})
_COURSE_ORDER = {x.id: i for i, x in enumerate(COURSE)}
RULES: tuple[Rule, ...] = tuple(sorted(
    RULES_LIST, key=lambda r: _COURSE_ORDER.get(_LESSON_OF.get(r.id, ""), len(COURSE))))
"""Every rule, in the order of the course's lessons."""
_BY_ID: Mapping[str, Rule] = MappingProxyType({r.id: r for r in RULES})
IDS: tuple[str, ...] = tuple(_BY_ID)


def closest(rule_id: str, n: int = 3) -> list[str]:
    """The ids nearest to a mistyped one (for an error message).

    >>> closest("omaha-two")[0]
    'omaha-exactly-two'
    """
    found = difflib.get_close_matches(rule_id, IDS, n=n, cutoff=0.5)
    if not found:  # a fragment: the ids that hold it
        found = [i for i in IDS if rule_id and rule_id in i][:n]
    return found


def rule(rule_id: str) -> Rule:
    """The rule of an id; an unknown id is a :class:`TutorError` naming it and the closest.

    >>> rule("omaha-two")
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: unknown rule `omaha-two`; did you mean: omaha-exactly-two? ...
    """
    try:
        return _BY_ID[rule_id]
    except (KeyError, TypeError):
        near = closest(str(rule_id))
        if near:
            raise TutorError(N_("unknown rule {rule}; did you mean: {near}? "
                                "(`tutor rules` lists them all)"),
                             rule=quote(str(rule_id)), near=", ".join(near)) from None
        raise TutorError(N_("unknown rule {rule} (`tutor rules` lists them all)"),
                         rule=quote(str(rule_id))) from None


def rules_for_game(game_id: str) -> tuple[Rule, ...]:
    """The rules of one game (a poker game's, or Raspisnoy's), in course order."""
    return tuple(r for r in RULES if r.applies_to(game_id))


def keep(game_id: str, candidates: Iterable[str | Sequence[str]]) -> list[str]:
    """From each candidate (an id, or ids of which the game's own is meant), the id that
    applies to ``game_id``; each id once, in order.

    >>> keep("draw32", [("telesina-suit-order", "draw32-suit-order"), "kicker", "kicker"])
    ['draw32-suit-order', 'kicker']
    """
    out: list[str] = []
    for c in candidates:
        for rule_id in ((c,) if isinstance(c, str) else c):
            if _BY_ID[rule_id].applies_to(game_id) and rule_id not in out:
                out.append(rule_id)
                break
    return out


# -- what a showdown turned on -------------------------------------------------------

_LOWEST_WINS = ("razz-lowest-wins", "deuce-seven-low")
_SUIT_ORDER = ("telesina-suit-order", "draw32-suit-order")

CLAUSE_RULES: Mapping[str, tuple[str | tuple[str, ...], ...]] = MappingProxyType({
    "category": ("category-order",),
    "strength": ("category-order",),
    "rank-higher": ("higher-rank",),
    "rank-lower": ("higher-rank",),
    "cards-higher": ("card-by-card",),
    "cards-lower": ("card-by-card",),
    "low-named": (_LOWEST_WINS,),
    "low-compare": ("low-compare",),
    "tie": ("tie-split",),
    "tie-lows": ("tie-split",),
    "tie-low": ("tie-split",),
    "no-low-others": ("eight-or-better",),
    "no-low-anyone": ("no-low-scoops", "eight-or-better"),
    "heads-up-exception": ("telesina-heads-up",),
    "flush-suit": ("telesina-flush-suit",),
    "suit-same-rank": (_SUIT_ORDER,),
    "suit-all-ranks": (_SUIT_ORDER,),
})
"""A clause's text code (:attr:`tutor.explain.Clause.rule`) → the rules it states."""

NOTE_RULES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "plays-board": ("board-plays",),
    "lowest-wins": _LOWEST_WINS,
})
"""A clause's note → the rule it states (a note's candidates: the game's own)."""

CATEGORY_RULES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "four-flush": ("soko-four-flush", "barrel-four-card-flush"),
    "four-straight": ("soko-four-straight", "barrel-four-card-straight"),
    "three-flush": ("barrel-three-card-flush",),
    "three-straight": ("barrel-three-card-straight",),
})
"""A category only some families have → its rule (when a clause names it)."""

SWAPPED_RULES: Mapping[tuple[str, str], str] = MappingProxyType({
    ("flush", "full-house"): "flush-over-full-house",
    ("three-of-a-kind", "straight"): "trips-over-straight",
})
"""Two categories a family ranks the other way round from the standard one → the rule."""

TRAP_RULES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "kicker": ("kicker",),
    "suit": _SUIT_ORDER,
    "ace-low": ("wheel",),
    "low-trap": ("deuce-seven-straights-count",),
    "omaha-two": ("omaha-exactly-two",),
    "counterfeit": ("counterfeit-low",),
    "heads-up": ("telesina-heads-up",),
    "vela": ("telesina-vela",),
    "hidden-pair": ("barrel-hidden-pair",),
})
"""An expert trap (:mod:`tutor.ui.models.traps`) that decided a deal → its rule."""

HILO_RULE = "hilo-halves"
"""What every hi-lo showdown turns on besides its clauses: the pot goes in halves."""

_STANDARD_ORDER = ("straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
                   "three-of-a-kind", "two-pair", "one-pair", "high-card")


def _category_rules(game: Game, clause: Clause) -> list[str | tuple[str, ...]]:
    """A category clause: the special categories it names, or an order the deck swaps."""
    found: list[str | tuple[str, ...]] = [CATEGORY_RULES[c] for c in clause.categories
                                          if c in CATEGORY_RULES]
    if len(clause.categories) == 2:
        win, lose = clause.categories
        known = win in _STANDARD_ORDER and lose in _STANDARD_ORDER
        if (win, lose) in SWAPPED_RULES and known and \
                _STANDARD_ORDER.index(win) > _STANDARD_ORDER.index(lose):
            found.append(SWAPPED_RULES[(win, lose)])
    return found


def clause_rules(game: Game, clause: Clause) -> list[str]:
    """The rules one clause of an explanation states, for ``game``.

    >>> from tutor.showdown import showdown
    >>> from tutor.explain import explanation
    >>> e = explanation(showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"]))
    >>> clause_rules(e.game, e.high)
    ['soko-four-flush']
    >>> e = explanation(showdown("holdem", ["Ah Kd", "Ac Qd"], board="As 9c 7h 4d 2s"))
    >>> clause_rules(e.game, e.high)
    ['kicker']
    """
    candidates: list[str | tuple[str, ...]] = []
    if clause.kind == "kicker" or clause.part == "kicker":
        candidates.append("kicker")
    if clause.rule == "category":
        candidates += _category_rules(game, clause)
    candidates += [NOTE_RULES[n] for n in clause.notes if n in NOTE_RULES]
    candidates += CLAUSE_RULES.get(clause.rule, ("category-order",))
    found = keep(str(game.id), candidates)
    if "kicker" in found and "higher-rank" in found:
        found.remove("higher-rank")
    special = set(found) - {"category-order"}
    if clause.rule == "category" and special & (set(_LOWEST_WINS) | set(SWAPPED_RULES.values())
                                                | {r for c in CATEGORY_RULES.values()
                                                   for r in c}):
        found.remove("category-order")
    return found or keep(str(game.id), ["category-order"])


def explanation_rules(explanation: Explanation) -> list[str]:
    """The rules an explanation's clause(s) state: the high (or whole) pot's, then the low's.

    >>> from tutor.showdown import showdown
    >>> from tutor.explain import explanation
    >>> explanation_rules(explanation(showdown("stud7-hilo", ["Ah 2h 3d 4c 6s Kd Kc",
    ...                                                       "9s 9d Ts Js Qh Kh 2c"])))
    ['category-order', 'hilo-halves', 'eight-or-better']
    """
    game = explanation.game
    found = clause_rules(game, explanation.high)
    if explanation.low is not None:
        found += [r for r in [HILO_RULE, *clause_rules(game, explanation.low)]
                  if r not in found]
    return found


def trap_rules(game_id: str, traps: Iterable[str]) -> list[str]:
    """The rules of the expert traps that decided a deal."""
    return keep(game_id, [TRAP_RULES[t] for t in traps if t in TRAP_RULES])


# -- for the browser -------------------------------------------------------------------

@cache
def _poker_games() -> tuple[str, ...]:
    from tutor.games import GAME_IDS

    return tuple(GAME_IDS)


def games_of(r: Rule) -> list[str]:
    """The game ids a rule applies to, spelled out (``None``: every poker game)."""
    return list(_poker_games() if r.games is None else r.games)


def row(r: Rule, lang: str | None = None) -> dict[str, Any]:
    """One rule as data: its name in ``lang``, or in every language when ``None``."""
    name: str | dict[str, str] = (r.name(lang) if lang is not None
                                  else {x: r.name(x) for x in LANGS})
    return {"id": r.id, "lesson": r.lesson, "games": games_of(r), "name": name}


def browser_rules() -> dict[str, Any]:
    """What the build writes into ``assets/rules.json`` (docs/dev/contracts.md)."""
    return {"version": 1, "rules": [row(r) for r in RULES]}
