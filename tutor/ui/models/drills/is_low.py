"""Is there a low? Eight or better, the best low, and counterfeits.

The learner sees a hi-lo deal (Omaha Hi-Lo's four or five cards and the
board, or stud's seven) and picks "no low" or one of the lows offered: the
right one and the traps — a low made with a paired card (counterfeit), one
that ignores Omaha's exactly-two rule, or a worse low of the same cards.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import param

from tutor.cards import Card
from tutor.games import GAME_IDS, Game, HandForm
from tutor.ui.models.drills.base import PickAChoiceDrill, own_games
from tutor.ui.models.drills.which_cards import best_five, best_strength, low_ranks

NO_LOW = "none"


def _low(c: Card) -> int:
    return 1 if c.rank == 14 else c.rank


class IsLowModel(PickAChoiceDrill):
    """A hi-lo deal; the choices are ``none`` or lows written as ranks (``8-6-4-3-A``).

    >>> m = IsLowModel(game="omaha-hilo", seed=4)
    >>> m.answer in m.choices, NO_LOW in m.choices
    (True, True)
    >>> m.pick(m.choices.index(m.answer)); m.submit()
    True
    """

    kind = "is-low"
    named_rules = frozenset({"eight-or-better"})
    layout = "low"
    title_key = "is_low_title"
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS),
                               doc="Game id (set to the games this drill fits).")

    own = param.List(default=[])
    board = param.List(default=[])
    answer = param.String(default="")
    choices = param.List(default=[])
    traps = param.Dict(default={}, doc="choice -> why it is wrong (a string key).")
    picked = param.Integer(default=-1)

    def item_rules(self) -> list[str]:
        """Eight or better (and Omaha's exactly two, which every low here obeys)."""
        from tutor.rule_ids import keep

        return keep(str(self.game), ["eight-or-better"])

    @classmethod
    def fits(cls, game: Game) -> bool:
        return game.is_hilo

    @property
    def low_family(self) -> Any:
        return self.game_obj.low

    def make_task(self, rng: random.Random) -> None:
        g = self.game_obj
        fam = self.low_family
        want_low = rng.random() < 0.65
        deck = list(g.deck.cards)
        for _ in range(150):
            cards = rng.sample(deck, g.hole_cards + g.board_cards)
            own, board = cards[:g.hole_cards], cards[g.hole_cards:]
            has = best_strength(g, fam, own, board) > 0
            traps = self._traps(own, board, has)
            if has == want_low and traps:
                break
        own = sorted(own, key=lambda c: (-c.rank, c.suit))
        answer = low_ranks(best_five(g, fam, own, board)) if has else NO_LOW
        traps = self._traps(own, board, has)
        picks = [answer, *rng.sample(sorted(traps), min(2, len(traps)))]
        if NO_LOW not in picks:
            picks.append(NO_LOW)
        lows = [p for p in picks if p != NO_LOW]
        rng.shuffle(lows)
        self.param.update(own=own, board=board, answer=answer, choices=[*lows, NO_LOW],
                          traps=traps, picked=-1)

    def _traps(self, own: list[Card], board: list[Card], has: bool) -> dict[str, str]:
        """Wrong lows a learner might read from these cards, each with the reason."""
        g = self.game_obj
        fam = self.low_family
        out: dict[str, str] = {}
        pool = [*own, *board]
        lowcards = sorted((c for c in pool if _low(c) <= 8), key=_low)
        if len(lowcards) >= 5 and len({_low(c) for c in lowcards[:5]}) < 5:
            out[low_ranks(lowcards[:5])] = "trap_paired"
        if g.form is HandForm.OMAHA:
            free = [f for f in combinations(pool, 5) if fam.strength(f) > 0]
            if free:
                top = max(free, key=fam.strength)
                best = best_strength(g, fam, own, board)
                if fam.strength(top) > best:
                    n_own = sum(1 for c in top if c in own)
                    out[low_ranks(list(top))] = f"trap_omaha_{n_own}"
        if has:
            best = best_strength(g, fam, own, board)
            lows = sorted({fam.strength(f) for f in self._legal_fives(own, board)
                           if 0 < fam.strength(f) < best}, reverse=True)
            if lows:
                worse = next(f for f in self._legal_fives(own, board)
                             if fam.strength(f) == lows[0])
                out.setdefault(low_ranks(list(worse)), "trap_worse")
        return out

    def _legal_fives(self, own: list[Card], board: list[Card]) -> list[tuple[Card, ...]]:
        if self.game_obj.form is HandForm.OMAHA:
            return [(*h, *b) for h in combinations(own, 2) for b in combinations(board, 3)]
        return list(combinations([*own, *board], 5))

    def choice_label(self, choice: str) -> str:
        return self.t("no_low_choice") if choice == NO_LOW else choice

    def check(self) -> tuple[bool, list[str]]:
        from tutor.cards import format_cards
        from tutor.ui.models.feedback import board_lows

        chosen = self.choices[self.picked]
        omaha = self.game_obj.form is HandForm.OMAHA
        rule = self.t("low_rule_omaha" if omaha else "low_rule")
        lows = board_lows(self.game_obj, list(self.board))  # the board alone rules out a low
        board_rule = "" if lows is None else self.t(
            "board_no_low", n=len(lows),
            cards=format_cards(lows, "glyph") if lows else self.t("none_of_them"))
        if chosen == self.answer:
            if chosen == NO_LOW:
                return True, [self.t("right_no_low"), board_rule or rule]
            return True, [self.t("right_low", low=chosen), rule]
        if chosen == NO_LOW:
            return False, [self.t("there_is_low"), rule]
        if board_rule:
            return False, [self.t("not_a_low", low=chosen) + " " + board_rule, rule]
        why = self.traps.get(chosen, "trap_none" if self.answer == NO_LOW else "trap_worse")
        return False, [self.t(why, low=chosen), rule]

    def answer_lines(self) -> list[str]:
        if self.answer == NO_LOW:
            return [self.t("answer_no_low")]
        return [self.t("answer_low", low=self.answer)]



own_games(IsLowModel)
