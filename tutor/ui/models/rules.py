"""Which rules (:mod:`tutor.rule_ids`) a judged item turns on, from the core's own data.

A showdown names the rules of its explanation's clause(s) and of the expert traps that
decided it; a drill's task names the rule it tests from what the core says about it (the
bring-in's rule and what decided it, a pot's notes, a betting structure, a Raspisnoy
refusal's or trick's code). Each game keeps the rules that apply to it
(:func:`tutor.rule_ids.keep`), so nothing here branches on a game id.

>>> from tutor.games import get_game
>>> from tutor.cards import parse_cards
>>> from tutor.ui.core import run_showdown
>>> game = get_game("omaha")
>>> hands = [parse_cards("As Ks 2d 3c"), parse_cards("9h 8h 7c 6d")]
>>> board = parse_cards("Qs Js Ts 4h 2h")
>>> showdown_rules(game, hands, board, run_showdown(game, hands, board))
['category-order']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tutor.cards import Card
from tutor.explain import explanation
from tutor.rule_ids import (
    CATEGORY_RULES,
    CLAUSE_RULES,
    HILO_RULE,
    NOTE_RULES,
    SWAPPED_RULES,
    TRAP_RULES,
    explanation_rules,
    keep,
    trap_rules,
)
from tutor.ui.models.traps import traps_of


def flat(values: Iterable[Any]) -> frozenset[str]:
    """The ids in some table values (an id, or a tuple of candidate ids)."""
    out: set[str] = set()
    for v in values:
        out |= {v} if isinstance(v, str) else flat(v)
    return frozenset(out)


SHOWDOWN_RULES = (flat(CLAUSE_RULES.values()) | flat(NOTE_RULES.values())
                  | flat(CATEGORY_RULES.values()) | frozenset(SWAPPED_RULES.values())
                  | flat(TRAP_RULES.values()) | {HILO_RULE})
"""The rules a showdown can turn on (what the quiz's outcome can name)."""
CATEGORY_ONLY_RULES = flat(CATEGORY_RULES.values())
"""The rules of the categories only some families have."""


def showdown_rules(game: Any, hands: Sequence[Sequence[Card]], board: Sequence[Card],
                   outcome: Any) -> list[str]:
    """The rules a showdown turned on: its traps' (the telling ones) first, then the
    explanation's clause(s)."""
    found = trap_rules(str(game.id), traps_of(game, hands, board, outcome))
    for rule_id in explanation_rules(explanation(outcome)):
        if rule_id not in found:
            found.append(rule_id)
    return found


def category_rules(game_id: str, categories: Iterable[str], default: str = "hand-categories"
                   ) -> list[str]:
    """A hand's categories → the rules of the special ones among them, else ``default``."""
    found = keep(game_id, [CATEGORY_RULES[c] for c in categories if c in CATEGORY_RULES])
    return found or (keep(game_id, [default]) if default else [])


FORM_RULES: Mapping[str, str] = {
    "omaha": "omaha-exactly-two",
    "vela": "telesina-vela",
}
"""How a game forms a hand (:class:`tutor.games.HandForm`) → its rule (else ``best-five``)."""


BRING_IN_RULES: Mapping[str, str] = {
    "lowest-upcard": "bring-in-lowest-upcard",
    "highest-upcard": "bring-in-highest-upcard",
    "highest-showing": "bring-in-highest-showing",
}
"""A game's bring-in rule (:class:`tutor.games.BringInRule`) → its rule id."""


def bring_in_rules(game_id: str, rule: str, street: int, decided_by: str) -> list[str]:
    """Who brings in (street 1) or acts first (later), and the suits when they decided."""
    found = [BRING_IN_RULES.get(rule, "acts-first") if street == 1 else "acts-first"]
    if decided_by == "suit":
        found.append("bring-in-suit-order")
    return keep(game_id, found)


POT_NOTE_RULES: Mapping[str, str] = {
    "no-low": "no-low-scoops",
    "odd-chip-high": "odd-chip",
    "exact": "odd-chip",
}
"""A pot's note code (:class:`tutor.pots.Note`) → the rule it applies (the rest of the
``odd-chip-…`` codes are the odd chip's too)."""


def pot_rules(game_id: str, result: Any, hilo: bool) -> list[str]:
    """A settled pot (:class:`tutor.pots.PotResult`): side pots, the halves, odd chips."""
    found: list[str] = []
    if len(result.pots) > 1:
        found.append("side-pots")
    if hilo:
        found.append("hilo-halves")
    for note in result.notes:
        code = str(note.code)
        rule_id = POT_NOTE_RULES.get(code, "odd-chip" if code.startswith("odd-chip") else "")
        if rule_id:
            found.append(rule_id)
    return keep(game_id, found) or keep(game_id, ["tie-split"])


LIMIT_RULES: Mapping[str, str] = {
    "fixed": "limit-fixed",
    "spread": "limit-spread",
    "pot": "limit-pot",
    "half-pot": "limit-pot",
    "no-limit": "limit-no-limit",
    "capped": "barrel-bets",
}
"""A betting structure (:mod:`tutor.betting`) → the rule a legal-bet task tests."""


RASP_CODE_RULES: Mapping[str, str] = {
    "follow-suit": "raspisnoy-follow-suit",
    "no-trump-while-following": "raspisnoy-follow-suit",
    "legal-follow": "raspisnoy-follow-suit",
    "legal-any": "raspisnoy-follow-suit",
    "legal-lead": "raspisnoy-follow-suit",
    "must-trump": "raspisnoy-must-trump",
    "legal-trump": "raspisnoy-must-trump",
    "highest-trump": "raspisnoy-joker",
    "highest-of-suit": "raspisnoy-joker",
    "top-suit-then-trump": "raspisnoy-joker",
    "legal-joker": "raspisnoy-joker",
    "legal-any-no-trump": "raspisnoy-joker",
    "legal-highest-trump": "raspisnoy-joker",
    "legal-highest-of-suit": "raspisnoy-joker",
    "highest-trump-wins": "raspisnoy-trump-wins",
    "highest-of-led-wins": "raspisnoy-trick-winner",
    "joker-led-top-wins": "raspisnoy-joker",
    "joker-highest-wins": "raspisnoy-joker",
    "joker-lowest-alone": "raspisnoy-joker",
    "dealer-sum": "raspisnoy-dealer-bid",
    "third-pass": "raspisnoy-third-pass",
}
"""A Raspisnoy engine code (a refusal, a legal card's reason, a trick's result) → its rule."""


def rasp_rules(codes: Iterable[str], default: str) -> list[str]:
    """The rules of some Raspisnoy codes (each once, in order), or ``default``."""
    found: list[str] = []
    for code in codes:
        rule_id = RASP_CODE_RULES.get(str(code))
        if rule_id and rule_id not in found:
            found.append(rule_id)
    return found or [default]


LEGAL_RULES = frozenset({"raspisnoy-follow-suit", "raspisnoy-must-trump", "raspisnoy-joker"})
TRICK_RULES = frozenset({"raspisnoy-trick-winner", "raspisnoy-trump-wins", "raspisnoy-joker"})
BID_RULES = frozenset({"raspisnoy-dealer-bid", "raspisnoy-third-pass"})
SCORE_RULES = frozenset({"raspisnoy-scoring", "raspisnoy-deal-kinds"})
POT_RULES = frozenset({"side-pots", "hilo-halves", "odd-chip", "no-low-scoops", "tie-split"})
BRING_IN_ALL = frozenset({*BRING_IN_RULES.values(), "acts-first", "bring-in-suit-order"})
SPLIT_RULES = frozenset({"barrel-best-split"})
"""What each Raspisnoy drill, the split-pot and bring-in drills and a barrel split can name."""
