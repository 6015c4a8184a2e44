"""The barrel-split trainer (Double Barrel): 8 cards, two barrels, the engine's verdict.

Cards start in the hand; the learner moves them into barrel 1 and barrel 2
(four each) and sees each barrel's category as it forms (what its first
cards already make, labelled "so far", then the barrel's category). On
submit the Double Barrel engine (:mod:`tutor.barrel`) ranks the split among
all 35, gives both barrels' win probabilities, the loss against the best
split, the best split itself and why. The session keeps splits played,
the average loss and the best streak of best splits.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

import param

from tutor.cards import DECK_52, Card
from tutor.texts import N_
from tutor.ui.models.base import RoundModel
from tutor.ui.models.seeds import deal_seed

HAND, BARREL_1, BARREL_2 = 0, 1, 2


def next_place(places: Sequence[int], index: int) -> int | None:
    """Where a click sends card ``index``: hand -> barrel 1 -> barrel 2 -> hand, skipping a
    barrel that already holds four cards (None: nowhere else to go).

    >>> next_place([0, 1, 1, 1, 1, 0, 0, 0], 0)
    2
    >>> next_place([2, 1, 1, 1, 1, 0, 0, 0], 0)
    0
    """
    here = places[index]
    for step in (1, 2, 3):
        target = (here + step) % 3
        if target == HAND or list(places).count(target) < 4:
            return target
    return None
KEYS = "abcdefgh"
"""Keyboard letters of the 8 cards, in display order."""


YARDSTICKS = ("exact", "best", "random")
"""``exact``: each barrel against one random barrel of the unseen cards (exact, RULES.md);
``best``/``random``: a seeded simulation against the chosen number of opponents who split
their own eight cards well (the best-split rule) or at random."""
SIM_TRIALS = 1000
SAID_ABOVE = frozenset({"summary", "compare", "best"})
"""The engine's sentences the trainer says otherwise: the rank and the loss (its one line)
and both splits' barrels and figures (the two blocks beside each other)."""


def partial_category(cards: Sequence[Card]) -> str:
    """The category a barrel of 1 to 3 cards makes already: the worst it can end up as.

    The barrel family ranks only whole (4-card) barrels, so this asks it about
    every way of filling the barrel up from the rest of the deck and takes the
    lowest category: adding cards never takes a combination away, so that is
    the category these cards make on their own ("one pair" for a pair, "3-card
    flush" for three suited cards). It is a partial description: the barrel
    may still become more.

    >>> from tutor.cards import parse_cards
    >>> partial_category(parse_cards("7h 7c"))
    'one-pair'
    >>> partial_category(parse_cards("Ah Kh 2h")), partial_category(parse_cards("5c 6d 7h"))
    ('three-flush', 'three-straight')
    >>> partial_category(parse_cards("Kh 9c"))
    'high-card'
    """
    from tutor.rankings.barrel import BARREL, category_of_strength

    have = list(cards)
    if not 0 < len(have) < 4:
        raise ValueError(f"a partial barrel has 1 to 3 cards, got {len(have)}")
    if len(have) == 1:
        return "high-card"  # one card makes no combination (49 * 50 * 51 / 6 fillings agree)
    rest = [c for c in DECK_52.cards if c not in have]
    worst = min(BARREL.strength([*have, *more]) for more in combinations(rest, 4 - len(have)))
    return str(category_of_strength(worst))


@dataclass(frozen=True)
class Verdict:
    """The learner's split against the best one, under the chosen yardstick."""

    rank: int
    total: int
    mine: tuple[tuple[Card, ...], tuple[Card, ...]]  # the learner's barrel 1, barrel 2
    mine_categories: tuple[str, str]
    mine_win: tuple[float, float]
    mine_score: float
    best: tuple[tuple[Card, ...], tuple[Card, ...]]
    best_categories: tuple[str, str]
    best_win: tuple[float, float]
    best_score: float
    loss: float
    se: float | None = None  # standard error of a simulated score
    trials: int = 0


def _verdict(analysis: Any, barrel1: list[Card], yardstick: str, opponents: int,
             seed: str) -> Verdict:
    splits = list(analysis.splits)
    chosen = analysis.find(barrel1)
    if yardstick == "exact":
        scores = [float(sp.score) for sp in splits]
        wins = [tuple(sp.win) for sp in splits]
        se: float | None = None
        trials = 0
    else:
        from tutor.barrel.sim import simulate

        sim = simulate(analysis, opponents, policy=yardstick, trials=SIM_TRIALS,
                       seed=int.from_bytes(seed.encode()[:8].ljust(8, b"\0"), "big"))
        scores = [f.score for f in sim.figures]
        wins = [tuple(f.win) for f in sim.figures]
        se = max(f.se for f in sim.figures)
        trials = SIM_TRIALS
    i_mine = splits.index(chosen)
    i_best = max(range(len(splits)), key=lambda i: scores[i])
    # the exact yardstick judges by the core's exact scores (fractions): equal is rank 1
    rank = (int(chosen.rank) if yardstick == "exact" else
            1 + sum(1 for sc in scores if sc > scores[i_mine] + 1e-12))

    def oriented(i: int, first: frozenset[Card] | None) -> tuple[Any, Any, Any]:
        sp = splits[i]
        order = (0, 1)
        if first is not None and frozenset(sp.barrels[0]) != first:
            order = (1, 0)
        return (tuple(tuple(sp.barrels[k]) for k in order),
                tuple(sp.categories[k] for k in order), tuple(wins[i][k] for k in order))

    mine_b, mine_c, mine_w = oriented(i_mine, frozenset(barrel1))
    best_b, best_c, best_w = oriented(i_best, None)
    return Verdict(rank, len(splits), mine_b, mine_c, mine_w, scores[i_mine], best_b, best_c,
                   best_w, scores[i_best], max(0.0, scores[i_best] - scores[i_mine]), se,
                   trials)


class SplitTrainerModel(RoundModel):
    """8 dealt cards, where each one lies, and the verdict once submitted.

    >>> m = SplitTrainerModel(seed=3)
    >>> len(m.cards), m.counts()
    (8, (8, 0, 0))
    >>> all(m.move(i, BARREL_1) for i in range(4))
    True
    >>> m.submit() is None, m.error != ""
    (True, True)
    """

    kind = "split"
    named_rules = frozenset({"barrel-best-split"})

    game = param.Selector(default="double-barrel", objects=["double-barrel"])
    seed = param.Integer(default=0)
    number = param.Integer(default=0)
    cards = param.List(default=[], doc="The 8 dealt cards, in display order.")
    places = param.List(default=[], doc="For each card: 0 hand, 1 barrel 1, 2 barrel 2.")
    opponents = param.Integer(default=1, bounds=(1, 5))
    yardstick: Any = param.Selector(default="exact", objects=list(YARDSTICKS))
    analysis = param.Parameter(default=None, doc="The engine's SplitAnalysis after submit.")
    chosen = param.Parameter(default=None, doc="The engine's SplitResult for the learner.")
    verdict = param.ClassSelector(class_=Verdict, default=None, allow_None=True)
    checked = param.Boolean(default=False)
    error = param.String(default="")
    played = param.Integer(default=0)
    total_loss = param.Number(default=0.0)
    streak = param.Integer(default=0)
    best_streak = param.Integer(default=0)

    def __init__(self, **params: Any) -> None:
        params.pop("game", None)
        super().__init__(**params)
        self.deal()

    def deal(self) -> None:
        """Deal the current number's 8 cards, all in the hand."""
        # a visit seed's first deal is the build's (tutor.ui.models.seeds)
        rng = random.Random(f"split:{deal_seed(self.seed, self.number)}:{self.number}")
        cards = sorted(rng.sample(list(DECK_52.cards), 8), key=lambda c: (-c.rank, c.suit))
        self._reported_item = None  # a new deal: its first check is a first answer
        self.param.update(cards=cards, places=[HAND] * 8, analysis=None, chosen=None,
                          verdict=None, checked=False, error="")

    def load_cards(self, cards: str | list[Card]) -> None:
        """Train on given cards (8, all in the hand)."""
        from tutor.cards import check_count, parse_cards

        parsed = list(parse_cards(cards, deck=DECK_52))
        check_count(parsed, 8, N_("the split trainer needs 8 cards"))
        self._reported_item = None  # a new deal, even of the same cards
        self.param.update(cards=parsed, places=[HAND] * 8, analysis=None, chosen=None,
                          verdict=None, checked=False, error="")

    def load_query(self, query: Mapping[str, Any]) -> None:
        """``lang``, ``seed`` and a teacher's eight cards, ``p`` (one or several texts)."""
        super().load_query(query)
        hands = query.get("p")
        if hands:
            hands = [hands] if isinstance(hands, str) else [str(h) for h in hands][:10]
            self.set_position(" ".join(hands))

    def set_position(self, text: str) -> bool:
        """A teacher's 8 cards; on bad input the deal stays and :attr:`error` says why."""
        from tutor.errors import TutorError
        from tutor.ui.errors_text import error_text
        from tutor.ui.strings import cards_count

        try:
            from tutor.cards import parse_cards

            parsed = list(parse_cards(str(text)[:120], deck=DECK_52))
            if len(parsed) != 8:
                raise TutorError(self.text("pos_count", who=self.text("your_cards"),
                                           game=self.game_name, cards=cards_count(8, self.lang),
                                           got=len(parsed)))
            self.load_cards(parsed)
        except TutorError as err:
            self.error = error_text(err, self.lang)
            return False
        return True

    def item_rules(self) -> list[str]:
        """The best split of eight cards (the special barrels it makes are the name-hand
        drill's and the quiz's: finding the best split here takes the engine's analysis)."""
        return ["barrel-best-split"]

    def item(self) -> dict[str, Any] | None:
        """The deal's id: its 8 cards (a split is right when it is the best of the 35)."""
        from tutor.cards import format_cards

        return {"cards": format_cards(self.cards)}

    def load_item(self, item: Mapping[str, Any]) -> None:
        """Deal the 8 cards an :meth:`item` names (a ``TutorError`` says what is wrong)."""
        from tutor.errors import TutorError

        cards = item.get("cards")
        if not isinstance(cards, str) or not self.set_position(cards):
            raise TutorError(self.error or "item: `cards` must be the 8 cards")

    def share_query(self) -> dict[str, list[str]]:
        """The URL query that deals these 8 cards again."""
        from tutor.cards import format_cards

        return {"lang": [self.lang], "p": [format_cards(self.cards)]}

    def next(self) -> None:
        self.number += 1
        self.deal()

    @param.depends("seed", watch=True)
    def _reseed(self) -> None:
        self.number = 0
        self.deal()

    # -- moving cards --------------------------------------------------------------------
    def counts(self) -> tuple[int, int, int]:
        """Cards in the hand, barrel 1, barrel 2."""
        return (self.places.count(HAND), self.places.count(BARREL_1),
                self.places.count(BARREL_2))

    def barrel(self, which: int) -> list[Card]:
        return [c for c, p in zip(self.cards, self.places, strict=True) if p == which]

    def move(self, index: int, target: int) -> bool:
        """Move card ``index`` to ``target`` (0 hand, 1, 2); False if that barrel is full."""
        if self.checked or not 0 <= index < len(self.cards) or target not in (0, 1, 2):
            return False
        if self.places[index] == target:
            return True
        if target != HAND and self.places.count(target) >= 4:
            self.error = self.text("barrel_n", n=target) + ": 4/4"
            return False
        places = list(self.places)
        places[index] = target
        self.param.update(places=places, error="")
        return True

    def cycle(self, index: int) -> None:
        """Click/tap/letter key: hand → barrel 1 → barrel 2 → hand (skipping full barrels)."""
        if self.checked or not 0 <= index < len(self.cards):
            return
        target = next_place(self.places, index)
        if target is not None:
            self.move(index, target)

    def category(self, which: int) -> str | None:
        """The category of a barrel once it holds four cards."""
        cards = self.barrel(which)
        if len(cards) != 4:
            return None
        from tutor.rankings.barrel import BARREL

        return str(BARREL.evaluate(cards).category)

    def partial_category(self, which: int) -> str | None:
        """What a barrel of 1 to 3 cards already makes, whatever its last cards are.

        See :func:`partial_category`; None for an empty or a full barrel.
        """
        cards = self.barrel(which)
        if not 0 < len(cards) < 4:
            return None
        return partial_category(cards)

    # -- submitting ----------------------------------------------------------------------
    def submit(self) -> Any:
        """Ask the engine; returns the :class:`Verdict`, or None (and an error message)."""
        if self.checked:
            return self.verdict
        _, a, b = self.counts()
        if a != 4 or b != 4:
            self.error = self.text("need_split", a=a, b=b)
            return None
        from tutor.barrel import analyse_splits

        analysis = analyse_splits(tuple(self.cards))
        chosen = analysis.find(self.barrel(BARREL_1))
        opponents = 1 if self.yardstick == "exact" else self.opponents
        verdict = _verdict(analysis, self.barrel(BARREL_1), self.yardstick, opponents,
                           f"{self.seed}:{self.number}")
        self.report(verdict.rank == 1)
        update: dict[str, Any] = {}
        if self.outcome is not None and self.outcome["first"]:  # a retry counts nothing
            streak = self.streak + 1 if verdict.rank == 1 else 0
            update = {"played": self.played + 1, "total_loss": self.total_loss + verdict.loss,
                      "streak": streak, "best_streak": max(self.best_streak, streak)}
        self.param.update(analysis=analysis, chosen=chosen, verdict=verdict, checked=True,
                          error="", **update)
        return verdict

    @property
    def can_retry(self) -> bool:
        """A checked split that is not the best can be tried again."""
        return bool(self.checked and self.verdict is not None and self.verdict.rank != 1)

    def retry(self) -> None:
        """Try the same 8 cards again after a split that is not the best: the learner's
        split stays in the barrels to change; the session counts the first check only."""
        if not self.can_retry:
            return
        self.param.update(analysis=None, chosen=None, verdict=None, checked=False, error="")

    @property
    def average_loss(self) -> float:
        return self.total_loss / self.played if self.played else 0.0

    def why(self) -> str:
        """The engine's reason the best split beats the chosen one ('' before submit)."""
        if not self.checked or self.analysis is None:
            return ""
        from tutor.barrel import compare_split
        from tutor.barrel.why import order_note

        feedback = compare_split(self.analysis, self.chosen)
        text = str(feedback.why(self.lang))
        if self.played > 1:  # the barrel-order paragraph is said once a session, not every time
            note = order_note(self.lang)
            text = "\n".join(line for line in text.splitlines() if line != note)
        return text

    def why_lines(self) -> list[str]:
        """The engine's reasons, without what the verdict's line and blocks already say."""
        if not self.checked or self.analysis is None:
            return []
        from tutor.barrel import compare_split
        from tutor.barrel.why import order_note

        feedback = compare_split(self.analysis, self.chosen)
        lines = str(feedback.why(self.lang)).splitlines()
        note = order_note(self.lang)
        return [line for reason, line in zip(feedback.reasons, lines, strict=True)
                if reason.code not in SAID_ABOVE and line.strip()
                and not (self.played > 1 and line == note)]

    def handle_key(self, key: str, focus: str = "") -> bool:
        """Letters a–h cycle a card, 1/2 put the focused card in a barrel, Enter submits/next,
        Escape tries a split that is not the best again."""
        if key == "Enter":
            self.enter()
            return True
        if key == "Escape":
            self.retry()
            return True
        if len(key) == 1 and key in KEYS:
            self.cycle(KEYS.index(key))
            return True
        if key in ("1", "2", "0") and focus.startswith("card-"):
            index = int(focus[5:])
            self.move(index, int(key))
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        return ["Enter", "Escape", *KEYS, "0", "1", "2"]
