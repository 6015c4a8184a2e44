"""Split the pot: the learner types each seat's share.

A hand's end is dealt as data: what each seat put in (all-ins for less make
side pots, folded chips stay in), where each hand placed (ties), and in hi-lo
games the lows (or nobody qualifying). The shares come from the rules core
(:func:`tutor.pots.settle`), odd chips under the game's rule included.
"""

from __future__ import annotations

import random
from typing import Any

import param

from tutor.games import GAME_IDS, Game, OddChipRule
from tutor.ui.models.drills.base import DrillModel, own_games
from tutor.ui.models.rules import POT_RULES


class SplitPotModel(DrillModel):
    """Contributions, places and the dealer; ``entered`` holds the learner's shares.

    >>> m = SplitPotModel(game="omaha-hilo", seed=3)
    >>> m.enter_shares([str(x) for x in m.result().shares]); m.submit()
    True
    """

    kind = "split-pot"
    named_rules = POT_RULES
    layout = "pot"
    typed = True
    title_key = "split_pot_title"
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS),
                               doc="Game id (set to the games this drill fits).")

    put = param.List(default=[], doc="Chips each seat put in.")
    folded = param.List(default=[])
    high = param.List(default=[], doc="High places: 1 = best; 0 for a folded seat.")
    low = param.List(default=[], doc="Low places (None = no low); empty when not hi-lo.")
    dealer = param.Integer(default=0)
    entered = param.List(default=[], doc="What the learner typed, per seat.")

    def item_rules(self) -> list[str]:
        """Side pots, the hi-lo halves and odd chips, as the core settled this pot."""
        from tutor.ui.models.rules import pot_rules

        return pot_rules(str(self.game), self.result(), bool(self.game_obj.is_hilo))

    @classmethod
    def fits(cls, game: Game) -> bool:
        return game.odd_chip is not OddChipRule.EXACT

    def make_task(self, rng: random.Random) -> None:
        g = self.game_obj
        n = rng.randint(2, min(5, g.players[1]))
        bet = rng.choice([5, 7, 10, 15, 25, 33, 45])
        put = [bet] * n
        for s in range(n):
            if rng.random() < 0.3:
                put[s] = rng.randint(1, bet - 1)  # all-in for less
        folded = [s for s in range(n) if rng.random() < 0.2]
        if len(folded) >= n - 1:
            folded = folded[:1] if n > 2 else []
        for s in folded:
            put[s] = rng.randint(1, max(1, bet // 2))
        if sum(put) % 2 == 0 and rng.random() < 0.6:
            put[rng.randrange(n)] += 1  # an odd pot: where does the odd chip go?
        live = [s for s in range(n) if s not in folded]
        tie = rng.random() < 0.5
        places = list(range(1, len(live) + 1))
        rng.shuffle(places)
        if tie and len(live) >= 2:
            a, b = rng.sample(range(len(live)), 2)
            places[b] = places[a]
        places = dense(places)
        high = [0] * n
        for s, p in zip(live, places, strict=True):
            high[s] = p
        low: list[int | None] = []
        if g.is_hilo:
            low = [None] * n
            if rng.random() < 0.7:
                qual = rng.sample(live, rng.randint(1, len(live)))
                lp = list(range(1, len(qual) + 1))
                rng.shuffle(lp)
                if len(qual) >= 2 and rng.random() < 0.3:
                    lp[1] = lp[0]
                for s, p in zip(qual, dense(lp), strict=True):
                    low[s] = p
        self.param.update(put=put, folded=folded, high=high, low=low,
                          dealer=rng.randrange(n), entered=[""] * n)

    def result(self) -> Any:
        from tutor.pots import settle

        high_keys = [-p if p else -99 for p in self.high]
        low_keys = ([None if p is None else -p for p in self.low] if self.low else None)
        return settle(self.game_obj, self.put, high_keys, low_keys, folded=self.folded,
                      dealer=self.dealer)

    def enter_shares(self, values: list[str]) -> None:
        if self.checked:
            return
        vals = [str(v)[:12] for v in values][:len(self.put)]
        vals += [""] * (len(self.put) - len(vals))
        self.param.update(entered=vals, error="")

    def parsed(self) -> list[int | None]:
        out: list[int | None] = []
        for v in self.entered:
            v = v.strip()
            out.append(int(v) if v.isdigit() else 0 if v == "" else None)
        return out

    def keys_text(self) -> str:
        return str(self.t("keys_type"))

    def clear_answer(self) -> None:
        self.entered = [""] * len(self.put)

    def ready(self) -> str:
        for s, v in enumerate(self.parsed()):
            if v is None:
                return self.t("not_chips", n=s + 1, value=self.entered[s])
        return ""

    def check(self) -> tuple[bool, list[str]]:
        r = self.result()
        mine = [v or 0 for v in self.parsed()]
        if mine == list(r.shares):
            return True, [self.t("shares_right"), *self.explain()]
        lines = []
        if sum(mine) != r.total:
            lines.append(self.t("sum_wrong", got=sum(mine), total=r.total))
        wrong = [s for s in range(len(mine)) if mine[s] != r.shares[s]]
        lines.append(self.t("seats_wrong" if len(wrong) == 1 else "seats_wrong_many",
                            seats=", ".join(str(s + 1) for s in wrong)))
        if len(r.pots) > 1:
            lines.append(self.t("hint_side"))
        elif r.odd_chip_seats:
            lines.append(self.t("hint_odd", rule=self.odd_rule()))
        elif self.low:
            lines.append(self.t("hint_hilo"))
        return False, lines

    def odd_rule(self) -> str:
        return self.t("odd_" + self.game_obj.odd_chip)

    def explain(self) -> list[str]:
        r = self.result()
        lines = []
        for i, p in enumerate(r.pots):
            seats = ", ".join(str(s + 1) for s in p.eligible)
            who = self.t("who_one" if len(p.eligible) == 1 else "who_many", seats=seats)
            key = "pot_main" if i == 0 else "pot_side"
            lines.append(self.t(key, i=i, amount=p.amount, who=who))
        lines += [n.text(self.lang, first_player=1) for n in r.notes]
        shares = ", ".join(self.t("seat_share", n=s + 1, x=x) for s, x in enumerate(r.shares))
        lines.append(self.t("shares_line", shares=shares))
        return lines

    def answer_lines(self) -> list[str]:
        return self.explain()

    def handle(self, action: str, value: str, focus: str = "") -> None:
        if action == "submit" and value:
            self.enter_values(value)
        super().handle(action, value, focus)

    def enter_values(self, value: str) -> None:
        import json

        try:
            data = json.loads(value)
        except ValueError:
            return
        if isinstance(data, dict):
            self.enter_shares([str(data.get(f"share-{s}", "")) for s in range(len(self.put))])


def dense(places: list[int]) -> list[int]:
    """Places renumbered 1, 2, 3 … without gaps after a tie.

    >>> dense([1, 3, 1, 4])
    [1, 2, 1, 3]
    """
    order = sorted(set(places))
    return [order.index(p) + 1 for p in places]


own_games(SplitPotModel)
