"""Deal a position that turns on a given rule: for ``tutor deal --rule`` and "Practise my
weak spots" (issue 28; the return shape is in docs/dev/contracts.md).

A showdown rule (a kicker, Omaha's exactly two, Soko's 4-flush…) is found as the expert
quiz finds its traps: seeded deals of the game, kept when what decided them
(:func:`tutor.ui.models.rules.showdown_rules`) names the rule; the quiz then loads that
very position (its ``item``). A rule a drill tests (the bring-in, a betting limit,
Raspisnoy's must-trump…) is found by dealing the drill's first task of one seed after
another until its :meth:`~tutor.ui.models.base.AppModel.item_rules` names it: the page
opens the drill with that seed and deals the same task. Both searches are seeded (the
same rule and seed give the same deal) and stop after a time budget.

>>> import tutor.ui.widgets  # registers every kind's model (this module cannot import it)
>>> d = deal_for("omaha-exactly-two", seed=3)
>>> d["rule"], d["game"] in ("omaha", "omaha5", "omaha-hilo", "omaha5-hilo"), d["kind"]
('omaha-exactly-two', True, 'which-cards')
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from tutor.cards import Card, format_cards, make_card
from tutor.errors import TutorError, quote
from tutor.games import GAME_IDS, get_game
from tutor.rule_ids import RASPISNOY, TRAP_RULES, rule
from tutor.texts import N_
from tutor.ui.models import rules as item_rules

BUDGET = 0.9
"""Seconds a search may take before it gives up (``tutor deal``: within a second)."""


MODEL_FACTORY: list[Callable[..., Any]] = []
"""``make_model(kind, game, lang, seed)``, set by :mod:`tutor.ui.widgets` (which loads
every kind's model; this module cannot import it)."""
MODEL_CLASS: list[Callable[[Any], Any]] = []
"""``model_class(row)``, set there too."""


def _plain(value: Any) -> Any:
    """A task's data as JSON: cards as text, enums as their value, dataclasses as dicts."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, bool | int | float | str) or value is None:
        return value
    if isinstance(value, Mapping):
        return {str(_plain(k)): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    return str(value)


TASK_PARAMS = ("cards", "own", "board", "half", "upcards", "street", "dealer", "put",
               "folded", "high", "low", "structure", "history", "round_no", "question",
               "action", "to", "choices")
"""A drill's parameters that hold its task (what a handout shows)."""


def _position(model: Any) -> dict[str, Any]:
    return {name: _plain(getattr(model, name)) for name in TASK_PARAMS if name in model.param}


def _answer(model: Any) -> tuple[str, list[str]]:
    if hasattr(model, "answer_lines"):
        lines = [str(x) for x in model.answer_lines()]
        return (lines[0] if lines else ""), lines[1:]
    if hasattr(model, "answer_text"):
        return str(model.answer_text()), []
    return "", []


def _games(rule_id: str, fits: Any) -> list[str]:
    r = rule(rule_id)
    return [g for g in GAME_IDS if r.applies_to(g) and fits(get_game(g))]


def _factory() -> tuple[Callable[..., Any], Callable[[Any], Any]]:
    if not MODEL_FACTORY or not MODEL_CLASS:
        raise TutorError("no widget kinds are registered: import tutor.ui.widgets")
    return MODEL_FACTORY[0], MODEL_CLASS[0]


def _drill_deal(kind: str, rule_id: str, seed: int, lang: str, deadline: float
                ) -> dict[str, Any] | None:
    from tutor.ui.kinds import kind as kind_row

    make_model, model_class = _factory()
    row = kind_row(kind)
    cls = model_class(row)
    if row.game == "none":  # the kind's own game: Raspisnoy's, or the model's (a barrel's)
        own = row.own_game or str(cls.param.game.default)
        games: list[str | None] = [None] if rule(rule_id).applies_to(own) else []
    else:
        games = list(_games(rule_id, lambda g: row.fits(g, cls)))
    if not games:
        return None
    rng = random.Random(f"rule:{rule_id}:{kind}:{seed}")
    rng.shuffle(games)
    tries = 0
    while time.monotonic() < deadline:
        game = games[tries % len(games)]
        s = rng.randrange(10**9)
        model = make_model(kind, game, lang, seed=s)
        tries += 1
        if rule_id in model.item_rules():
            answer, why = _answer(model)
            return {"rule": rule_id, "game": game or row.own_game or str(model.game),
                    "kind": kind, "seed": s, "item": None, "position": _position(model),
                    "answer": answer, "explanation": why, "tries": tries}
    return None


def _position_deal(kind: str, rule_id: str, seed: int, lang: str, deadline: float
                   ) -> dict[str, Any] | None:
    """A showdown that turns on the rule, for a kind that loads positions (the quiz)."""
    from tutor.ui.core import explain_text, run_showdown
    from tutor.ui.models.quiz import _ace_low_deal, _deal, _telesina_heads_up, winners_text

    games = _games(rule_id, lambda g: True)
    if not games:
        return None
    rng = random.Random(f"rule:{rule_id}:quiz:{seed}")
    rng.shuffle(games)
    tries = 0
    while time.monotonic() < deadline:
        game = get_game(games[tries % len(games)])
        tries += 1
        most = min(6, game.players[1], (len(game.deck) - game.board_cards) // game.hole_cards)
        n = rng.randint(2, most)
        plant = PLANTS.get(rule_id)
        plants = plant(game, n, rng) if plant is not None and tries % 2 else None
        if rule_id in TRAP_RULES["heads-up"] and game.heads_up_exception:
            hands, board = _telesina_heads_up(game, rng)
        elif plants:
            hands, board = _planted(game, n, rng, plants)
        elif rule_id in TRAP_RULES["ace-low"] and tries % 2:
            hands, board = _ace_low_deal(game, n, rng)
        else:
            hands, board = _deal(game, n, rng)
        outcome = run_showdown(game, hands, board)
        if rule_id not in item_rules.showdown_rules(game, hands, board, outcome):
            continue
        answer = winners_text(sorted(outcome.winners), lang)
        position = {"hands": [format_cards(h) for h in hands], "board": format_cards(board)}
        return {"rule": rule_id, "game": str(game.id), "kind": kind, "seed": seed,
                "item": {"p": position["hands"], "b": position["board"]},
                "position": position, "answer": answer,
                "explanation": [explain_text(outcome, lang, seats=None)], "tries": tries}
    return None


Deal = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]


def _planted(game: Any, n: int, rng: random.Random, plants: Mapping[int, Card]) -> Deal:
    """A deal with some cards placed (slot ``i * hole_cards + j``: hand ``i``'s ``j``-th
    card; after the hands, the board's), the rest shuffled around them."""
    cards = [c for c in game.deck.cards if c not in plants.values()]
    rng.shuffle(cards)
    h, size = game.hole_cards, n * game.hole_cards + game.board_cards
    rest = iter(cards)
    dealt = [plants[i] if i in plants else next(rest) for i in range(size)]
    hands = tuple(tuple(sorted(dealt[i * h:(i + 1) * h], reverse=True)) for i in range(n))
    return hands, tuple(dealt[n * h:])


def _mixed_suits(rng: random.Random, k: int) -> list[int]:
    """``k`` suits, none more than twice (no flush can come of them)."""
    suits = [0, 0, 1, 1, 2, 2, 3, 3]
    rng.shuffle(suits)
    return suits[:k]


def _board_plays(game: Any, n: int, rng: random.Random) -> dict[int, Card] | None:
    """Broadway on a board no hand can improve (no flush, no pair): everyone plays it."""
    if game.board_cards != 5 or game.hole_cards + 5 <= game.hand_size:
        return None
    suits = _mixed_suits(rng, 5)
    base = n * game.hole_cards
    return {base + j: make_card(r, suits[j]) for j, r in enumerate((14, 13, 12, 11, 10))}


def _flush_against_full_house(game: Any, n: int, rng: random.Random
                              ) -> dict[int, Card] | None:
    """Hand 1 makes a flush, hand 2 a full house (own cards, or with the board's help)."""
    ranks = list(game.deck.ranks)
    suit = rng.randrange(4)
    flush_ranks = rng.sample(ranks, 5)
    pair, trips = rng.sample([r for r in ranks], 2)
    flush = [make_card(r, suit) for r in flush_ranks]
    others = [x for x in range(4) if x != suit]
    full = [make_card(trips, x) for x in others] + [make_card(pair, x) for x in others[:2]]
    if set(flush) & set(full):
        return None
    h, base = game.hole_cards, n * game.hole_cards
    if h >= 5:
        return {**dict(enumerate(flush)), **{h + j: c for j, c in enumerate(full)}}
    if game.board_cards == 5 and h == 2:  # three suited and a pair on the board
        board = [*flush[:3], *full[3:]]
        plants = {base + j: c for j, c in enumerate(board)}
        return {**plants, 0: flush[3], 1: flush[4], h: full[0], h + 1: full[1]}
    return None


def _trips_against_straight(game: Any, n: int, rng: random.Random
                            ) -> dict[int, Card] | None:
    """Hand 1 makes three of a kind, hand 2 a straight, with the board's help."""
    if game.board_cards != 5 or game.hole_cards != 2:
        return None
    ranks = list(game.deck.ranks)
    low = rng.choice(ranks[:-4])
    run = list(range(low, low + 5))
    pair = rng.choice([r for r in ranks if r not in run])
    suits = _mixed_suits(rng, 8)
    pair_suits = rng.sample(range(4), 3)
    board = [make_card(pair, pair_suits[0]), make_card(pair, pair_suits[1])]
    board += [make_card(r, suits[2 + j]) for j, r in enumerate(run[:3])]
    base = n * game.hole_cards
    third = make_card(pair, pair_suits[2])
    return {**{base + j: c for j, c in enumerate(board)}, 0: third,
            2: make_card(run[3], suits[5]), 3: make_card(run[4], suits[6])}


def _two_flushes(game: Any, n: int, rng: random.Random) -> dict[int, Card] | None:
    """Hands 1 and 2 each hold a flush of their own suit (five own cards)."""
    h = game.hole_cards
    if h < 5:
        return None
    ranks = list(game.deck.ranks)
    first, second = rng.sample(range(4), 2)
    one = [make_card(r, first) for r in rng.sample(ranks, 5)]
    two = [make_card(r, second) for r in rng.sample(ranks, 5)]
    return {**dict(enumerate(one)), **{h + j: c for j, c in enumerate(two)}}


PLANTS = {
    "telesina-flush-suit": _two_flushes,
    "board-plays": _board_plays,
    "flush-over-full-house": _flush_against_full_house,
    "trips-over-straight": _trips_against_straight,
}
"""Rules too rare to sample: a deal with the deciding cards placed, half the tries."""


def kinds_for(rule_id: str) -> list[str]:
    """The judged kinds whose items can turn on a rule, in the order they are tried: those
    dealt by seed first (a drill tests one rule head-on), those that load positions last."""
    from tutor.ui.kinds import JUDGED, kind

    _, model_class = _factory()
    found = [(bool(model_class(kind(k)).deals_positions), k) for k in JUDGED
             if rule_id in model_class(kind(k)).named_rules]
    return [k for _, k in sorted(found, key=lambda x: x[0])]


def deal_for(rule_id: str, seed: int = 0, lang: str = "en", budget: float = BUDGET
             ) -> dict[str, Any]:
    """A position that turns on ``rule_id`` (docs/dev/contracts.md, "Rules as ids").

    An unknown id is a :class:`TutorError` naming the closest ids; a rule no search finds
    within ``budget`` seconds is one too.
    """
    rule(rule_id)  # an unknown id: the error names the closest ones
    deadline = time.monotonic() + budget
    kinds = kinds_for(rule_id)
    _, model_class = _factory()
    from tutor.ui.kinds import kind as kind_row

    for i, kind in enumerate(kinds):  # each kind its share of the time left
        share = (deadline - time.monotonic()) / (len(kinds) - i)
        until = time.monotonic() + share
        search = (_position_deal if model_class(kind_row(kind)).deals_positions
                  else _drill_deal)
        found = search(kind, rule_id, seed, lang, until)
        if found is not None:
            return found
    raise TutorError(N_("no position that turns on {rule} was found in {seconds} s "
                        "(try another seed)"), rule=quote(rule_id), seconds=budget)


__all__ = ["BUDGET", "RASPISNOY", "deal_for", "kinds_for"]
