"""Is this bet legal? Limit structures, the pot-sized raise, Double Barrel's caps.

A betting round so far (the pot, the bets and raises made, the learner's own
chips in this round) and a proposed action: legal or not? Under pot limit
and half-pot limit some tasks ask for the largest raise (the learner computes
the pot-sized raise), under no limit for the smallest. The verdicts come
from :mod:`tutor.betting`; a game with its own capped rounds (Double Barrel,
``Game.capped_rounds``) is drilled on those caps.
"""

from __future__ import annotations

import random
from typing import Any

import param

from tutor.betting import (
    CAPPED,
    FIXED,
    HALF_POT,
    NO_LIMIT,
    POT,
    SPREAD,
    Limit,
    Spot,
    judge,
    options,
)
from tutor.games import GAME_IDS, Game
from tutor.ui.models.drills.base import DrillModel, own_games
from tutor.ui.models.rules import LIMIT_RULES

OPEN_STRUCTURES = (FIXED, SPREAD, POT, HALF_POT, NO_LIMIT)
BLINDS = ((1, 2), (5, 10), (10, 20), (25, 50))


class LegalBetModel(DrillModel):
    """A spot and a question: ``judge`` (legal or not) or ``max``/``min`` (type an amount).

    >>> m = LegalBetModel(game="holdem", seed=5)
    >>> m.answer_legal() is not None or m.question in ("max", "min")
    True
    """

    kind = "legal-bet"
    named_rules = frozenset(LIMIT_RULES.values())
    layout = "bet"
    typed = True
    title_key = "legal_bet_title"
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS),
                               doc="Game id (set to the games this drill fits).")

    structure = param.String(default=FIXED)
    limit = param.Parameter(default=None)
    spot = param.Parameter(default=None)
    history = param.List(default=[], doc="Round totals of the bets and raises so far.")
    blinds = param.Tuple(default=(1, 2))
    round_no = param.Integer(default=1, doc="Capped games: which betting round.")
    question = param.String(default="judge")
    action = param.String(default="")
    to = param.Parameter(default=None)
    picked = param.Integer(default=-1, doc="0 legal, 1 not legal.")
    entered = param.String(default="")

    def item_rules(self) -> list[str]:
        """The rule of the task's betting structure (Double Barrel: its fixed bets)."""
        from tutor.rule_ids import keep

        return keep(str(self.game), [LIMIT_RULES.get(str(self.structure), "limit-fixed")])

    @classmethod
    def fits(cls, game: Game) -> bool:
        return True

    def make_task(self, rng: random.Random) -> None:
        caps = self.game_obj.capped_rounds
        if caps:
            self._capped_task(rng, caps)
        else:
            self._open_task(rng)
        self.param.update(picked=-1, entered="")

    def _capped_task(self, rng: random.Random, caps: Any) -> None:
        r = rng.randrange(len(caps))
        lo, cap, fold = caps[r]
        limit = Limit(CAPPED, small=lo, cap=cap, fold=fold)
        high = rng.choice([0, *range(lo, cap + 1)])
        # the round opens with the minimum bet, exactly; raises take it up to ``high``
        history: list[int] = []
        if high:
            history = [lo]
            if high - lo > 1 and rng.random() < 0.5:
                history.append(rng.randrange(lo + 1, high))
            if high > lo:
                history.append(high)
        mine = rng.choice([0, *history[:-1]]) if history else 0
        players = rng.randint(max(2, len(history) + (0 if mine else 1)), 5)
        pot = players + (players * lo if r == 1 else 0) + sum(history)
        spot = Spot(pot=pot, high=high, mine=mine, last_raise=0, raises=max(0, len(history) - 1))
        amounts = list(range(1, cap + 2))
        action, to = self._proposal(rng, limit, spot, amounts)
        self.param.update(structure=CAPPED, limit=limit, spot=spot, history=history,
                          blinds=(1, 1), round_no=r + 1, question="judge", action=action, to=to)

    def _open_task(self, rng: random.Random) -> None:
        kind = rng.choice(OPEN_STRUCTURES)
        sb, bb = rng.choice(BLINDS)
        limit = Limit(kind, small=bb, big=3 * bb if kind == SPREAD else 0)
        pot = bb * rng.randint(1, 12) + sb
        bets = rng.choice([0, 1, 1, 2, 2, 3, 4])
        history: list[int] = []
        high, last, raises = 0, 0, 0
        for i in range(bets):
            spot = Spot(pot=pot, high=high, mine=0, last_raise=last, raises=raises)
            o = options(limit, spot)
            if o.raise_kind is None:
                break
            hi = o.max_to if o.max_to is not None else o.min_to + bb * rng.randint(0, 8)
            step = bb if kind != FIXED else 1
            total = rng.randrange(o.min_to, hi + 1, step) if hi > o.min_to else o.min_to
            last = total - high
            pot += total
            high = total
            raises += 1 if i else 0
            history.append(total)
        mine = history[0] if len(history) >= 2 and rng.random() < 0.3 else 0
        spot = Spot(pot=pot, high=high, mine=mine, last_raise=last, raises=raises)
        question = "judge"
        if kind in (POT, HALF_POT) and rng.random() < 0.6 and options(limit, spot).raise_kind:
            question = "max"
        elif kind == NO_LIMIT and rng.random() < 0.4 and options(limit, spot).raise_kind:
            question = "min"
        o = options(limit, spot)
        amounts = sorted({o.min_to - bb, o.min_to, o.min_to + bb,
                          *([o.max_to, o.max_to + bb] if o.max_to is not None else
                            [o.min_to + 5 * bb])} - {0})
        action, to = self._proposal(rng, limit, spot, [a for a in amounts if a > 0])
        self.param.update(structure=kind, limit=limit, spot=spot, history=history,
                          blinds=(sb, bb), round_no=1, question=question, action=action, to=to)

    def _proposal(self, rng: random.Random, limit: Limit, spot: Spot,
                  amounts: list[int]) -> tuple[str, int | None]:
        moves: list[tuple[str, int | None]] = [("check", None), ("call", None), ("fold", None)]
        kind = "bet" if spot.high == 0 else "raise"
        moves += [(kind, a) for a in amounts]
        moves += [("raise" if kind == "bet" else "bet", rng.choice(amounts))]
        want = rng.random() < 0.5
        good = [m for m in moves if judge(limit, spot, m[0], m[1]).legal == want]
        return rng.choice(good or moves)

    # -- answers --------------------------------------------------------------------------
    def verdict(self) -> Any:
        return judge(self.limit, self.spot, self.action, self.to)

    def answer_legal(self) -> bool | None:
        return self.verdict().legal if self.question == "judge" else None

    def answer_amount(self) -> int:
        o = options(self.limit, self.spot)
        if self.question == "max":
            if o.max_to is None:
                raise RuntimeError("internal invariant broken: o.max_to is not None")
            return o.max_to
        return o.min_to

    def pick(self, index: int) -> None:
        if not self.checked and self.question == "judge" and index in (0, 1):
            self.param.update(picked=index, error="")

    def keys_text(self) -> str:
        return str(self.t("keys_pick", n=2) if self.question == "judge" else self.t("keys_type"))

    def clear_answer(self) -> None:
        self.param.update(picked=-1, entered="")

    def ready(self) -> str:
        if self.question == "judge":
            return "" if self.picked >= 0 else self.t("pick_legal")
        v = self.entered.strip()
        return "" if v.isdigit() else self.t("type_amount", value=v)

    def proposal_text(self) -> str:
        if self.to is None:
            return self.t("act_" + self.action)
        return self.t("act_" + self.action + "_to", to=self.to)

    def check(self) -> tuple[bool, list[str]]:
        o = options(self.limit, self.spot)
        if self.question == "judge":
            v = self.verdict()
            ok = (self.picked == 0) == v.legal
            if ok:
                return True, [v.text(self.lang)]
            return False, [self.t("judge_wrong_legal" if self.picked == 0 else
                                  "judge_wrong_illegal", action=self.proposal_text()),
                           v.text(self.lang), self.rule_hint()]
        got = int(self.entered.strip())
        want = self.answer_amount()
        if got == want:
            return True, [self.t("amount_right", to=want), self.amount_why(o)]
        if self.question == "max":
            if got == self.spot.high + self.spot.pot:
                return False, [self.t("max_forgot_call")]
            return False, [self.t("max_wrong", got=got), self.rule_hint()]
        return False, [self.t("min_wrong", got=got), self.rule_hint()]

    def rule_hint(self) -> str:
        return self.t("rule_" + self.structure, size=self.limit.small, big=self.limit.big,
                      cap=self.limit.cap, raises=self.limit.raises)

    def amount_why(self, o: Any) -> str:
        s = self.spot
        if self.question == "min":
            return self.t("why_min", high=s.high, last=max(self.limit.small, s.last_raise),
                          to=o.min_to)
        after = s.pot + s.to_call
        step = after if self.structure == POT else after // 2
        return self.t("why_max_" + self.structure, call=s.to_call, after=after, high=s.high,
                      step=step, to=o.max_to)

    def answer_lines(self) -> list[str]:
        if self.question == "judge":
            return [self.verdict().text(self.lang)]
        return [self.t("amount_is", to=self.answer_amount()),
                self.amount_why(options(self.limit, self.spot))]

    def handle(self, action: str, value: str, focus: str = "") -> None:
        if action == "pick":
            self.pick(int(value))
            return
        if action == "submit" and value:
            import json

            try:
                data = json.loads(value)
            except ValueError:
                data = {}
            if isinstance(data, dict) and "amount" in data and not self.checked:
                self.entered = str(data["amount"])[:12]
        super().handle(action, value, focus)

    def handle_key(self, key: str, focus: str = "") -> bool:
        if key in ("1", "2") and self.question == "judge":
            self.pick(int(key) - 1)
            return True
        return super().handle_key(key, focus)

    def shortcut_keys(self) -> list[str]:
        return [*super().shortcut_keys(), "1", "2"]


own_games(LegalBetModel)
