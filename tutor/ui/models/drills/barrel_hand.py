"""A whole hand of Double Barrel against bots, with the engine's verdict on every split.

The learner (seat 0) gets 8 cards and splits them (click, tap or a letter
moves a card hand → barrel 1 → barrel 2); the bots (:mod:`tutor.barrel.bots`)
split and bet; the learner bets both rounds. Every action the rules refuse
is explained (:func:`tutor.betting.judge` on the game's capped rounds) and
changes nothing. At the end: both showdowns, each half in exact fractions,
every seat's split with the trainer's verdict (:func:`tutor.barrel.compare_split`),
and the running chip count over the hands of the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import param

from tutor.betting import CAPPED, Limit, Spot, judge
from tutor.cards import Card
from tutor.errors import TutorError, quote
from tutor.games import Game, HandForm
from tutor.texts import N_
from tutor.ui.drill_strings import dt
from tutor.ui.models.base import AppModel, item_int
from tutor.ui.models.drills.base import LETTERS
from tutor.ui.models.seeds import deal_seed
from tutor.ui.models.split import BARREL_1, BARREL_2, HAND, next_place


class BarrelHandModel(AppModel):
    """One hand at a time; ``chips`` adds up every seat's net over the session.

    >>> m = BarrelHandModel(seed=1, bots=2)
    >>> m.phase
    'split'
    >>> for i in range(4): m.move(i, BARREL_1)
    >>> for i in range(4, 8): m.move(i, BARREL_2)
    >>> m.submit_split(); m.phase in ("round1", "round2", "done")
    True
    >>> while m.phase != "done":
    ...     m.act("call") if m.can("call") else m.act("bet", m.limit().small)
    >>> sum(m.chips) == 0 and len(m.verdicts()) == 3
    True
    """

    kind = "barrel-hand"
    named_rules = frozenset({"barrel-best-split"})
    title_key = "barrel_hand_title"

    game = param.Selector(default="double-barrel", objects=["double-barrel"])
    seed = param.Integer(default=0)
    number = param.Integer(default=0, doc="Hands played in this session (the current one).")
    bots = param.Integer(default=2, bounds=(1, 5))
    hand = param.Parameter(default=None, doc="The tutor.barrel.hand.DoubleBarrelHand.")
    places = param.List(default=[])
    phase = param.String(default="split")
    refusal = param.String(default="")
    error = param.String(default="")
    chips = param.List(default=[], doc="Each seat's net over the session (Fractions).")
    hands_played = param.Integer(default=0)
    version = param.Integer(default=0, doc="Bumped after every change of the hand.")

    def __init__(self, **params: Any) -> None:
        params.pop("game", None)
        super().__init__(**params)
        self.chips = [Fraction(0)] * (self.bots + 1)
        self.deal()

    def item_rules(self) -> list[str]:
        """The hand is judged on the split: the best split of eight cards."""
        return ["barrel-best-split"]

    @classmethod
    def fits(cls, game: Game) -> bool:
        """A whole hand needs the game's own capped betting rounds (Double Barrel)."""
        return game.form is HandForm.BARREL and bool(game.capped_rounds)

    def t(self, key: str, **values: object) -> str:
        return dt(key, self.lang, **values)

    def text(self, key: str, **values: object) -> str:
        """A UI text: the drills' own words first, then the apps' shared ones."""
        return dt(key, self.lang, **values)

    @property
    def players(self) -> int:
        return self.bots + 1

    def seat_name(self, seat: int) -> str:
        return self.t("you") if seat == 0 else self.t("bot_n", n=seat)

    @property
    def hand_seed(self) -> int:
        """The seed hand ``number`` (its deal and its bots) comes from: a visit seed's first
        hand is the build's first state (:mod:`tutor.ui.models.seeds`)."""
        return deal_seed(self.seed, self.number)

    def deal(self) -> None:
        from tutor.barrel.hand import DoubleBarrelHand

        hand = DoubleBarrelHand(self.players, seed=self.hand_seed * 1000 + self.number,
                                button=self.number % self.players)
        hand.seats[0].cards = tuple(sorted(hand.seats[0].cards, key=lambda c: (-c.rank, c.suit)))
        self.param.update(hand=hand, places=[HAND] * 8, phase="split", refusal="", error="",
                          version=self.version + 1)

    @param.depends("seed", "bots", watch=True)
    def _restart(self) -> None:
        self.chips = [Fraction(0)] * (self.bots + 1)
        self.param.update(number=0, hands_played=0)
        self.deal()

    def next_hand(self) -> None:
        if self.phase != "done":
            return
        self.number += 1
        self.deal()

    # -- the split --------------------------------------------------------------------------
    @property
    def cards(self) -> list[Card]:
        return list(self.hand.seats[0].cards)

    def barrel(self, which: int) -> list[Card]:
        return [c for c, p in zip(self.cards, self.places, strict=True) if p == which]

    def move(self, index: int, target: int) -> None:
        if self.phase != "split" or not 0 <= index < 8:
            return
        if target != HAND and self.places.count(target) >= 4 and self.places[index] != target:
            self.error = self.t("barrel_full", n=target)
            return
        places = list(self.places)
        places[index] = target
        self.param.update(places=places, error="")

    def cycle(self, index: int) -> None:
        if self.phase != "split" or not 0 <= index < 8:
            return
        target = next_place(self.places, index)
        if target is not None:
            self.move(index, target)

    def submit_split(self) -> None:
        if self.phase != "split":
            return
        a, b = self.places.count(BARREL_1), self.places.count(BARREL_2)
        if a != 4 or b != 4:
            self.error = self.t("need_split", a=a, b=b)
            return
        self.hand.split(0, tuple(self.barrel(BARREL_1)), tuple(self.barrel(BARREL_2)))
        self.report(self.split_is_best())
        self._bots_play()

    def split_is_best(self) -> bool:
        """Is the learner's split the best of the 35 (the trainer's verdict, rank 1)?"""
        from tutor.barrel import analyse_splits, compare_split

        return bool(compare_split(analyse_splits(self.cards), self.barrel(BARREL_1)).is_best)

    def item(self) -> dict[str, Any] | None:
        """The hand's id: the seed, the hand's number and how many bots play."""
        return {"seed": int(self.seed), "number": int(self.number), "bots": int(self.bots)}

    def load_item(self, item: Mapping[str, Any]) -> None:
        """Deal hand ``number`` of ``seed`` against ``bots`` bots (as :meth:`item` gives)."""
        seed, number = item_int(item, "seed"), item_int(item, "number")
        bots = item_int(item, "bots", 5)
        if bots < 1:
            raise TutorError(N_("item: {key} must be 1 to 5, not 0"), key=quote("bots"))
        self.param.update(seed=seed, bots=bots)
        self.number = number
        self.deal()

    def _bots_play(self) -> None:
        from tutor.barrel.bots import BOTS, play_bots

        policies = [None, *[BOTS["best" if i % 2 else "naive"] for i in range(1, self.players)]]
        play_bots(self.hand, policies, seed=self.hand_seed * 7919 + self.number * 31
                  + len(self.hand.events))
        phase = self.hand.phase
        if phase == "done":
            self.chips = [self.chips[s] + self.hand.net(s) for s in range(self.players)]
            self.hands_played += 1
        self.param.update(phase=phase, error="", version=self.version + 1)

    # -- betting ----------------------------------------------------------------------------
    def limit(self) -> Limit:
        lo, cap, fold = self.game_obj.capped_rounds[self.hand.round - 1]
        return Limit(CAPPED, small=lo, cap=cap, fold=fold)

    def spot(self) -> Spot:
        h = self.hand
        return Spot(pot=h.pot, high=h.high, mine=h.round_total(0))

    def can(self, action: str, to: int | None = None) -> bool:
        return self.hand.to_act == 0 and judge(self.limit(), self.spot(), action, to).legal

    def act(self, action: str, to: int | None = None) -> None:
        """The learner's action; a refused one is explained and changes nothing."""
        from tutor.barrel.hand import Action, IllegalAction

        if self.hand.to_act != 0:
            return
        verdict = judge(self.limit(), self.spot(), action, to)
        if not verdict.legal:
            self.refusal = verdict.text(self.lang)
            return
        try:
            self.hand.act(0, Action(action, to))
        except IllegalAction as err:  # the engine has the last word
            self.refusal = str(err)
            return
        self.refusal = ""
        self._bots_play()

    def offered(self) -> list[tuple[str, int | None]]:
        """The learner's legal actions now, as (action, round total): only these are buttons.

        A raise the rules refuse (facing a bet of 2 with a cap of 2, say) is not offered;
        typed as a key it is still explained (:meth:`act`).
        """
        if self.phase not in ("round1", "round2") or self.hand.to_act != 0:
            return []
        kind = "bet" if self.hand.high == 0 else "raise"
        moves: list[tuple[str, int | None]] = [("call", None), ("fold", None)]
        moves += [(kind, n) for n in self.amounts()]
        return [(a, to) for a, to in moves if self.can(a, to)]

    def amounts(self) -> list[int]:
        """The amounts offered as buttons: 1 up to one above the round's cap."""
        _, cap, _ = self.game_obj.capped_rounds[max(1, self.hand.round) - 1]
        return list(range(1, cap + 2))

    # -- the end ----------------------------------------------------------------------------
    def verdicts(self) -> list[Any]:
        """Per seat (learner first): the engine's feedback on its split (after the hand)."""
        from tutor.barrel import analyse_splits, compare_split

        out = []
        for seat in self.hand.seats:
            if seat.barrels is None:
                continue
            analysis = analyse_splits(seat.cards)
            out.append(compare_split(analysis, [seat.barrels[0], seat.barrels[1]]))
        return out

    def log(self) -> list[str]:
        """The hand so far, as the table sees it (no hidden cards), one line per event."""
        lines = []
        for e in self.hand.events:
            if e["type"] == "round":
                lo, cap, fold = self.game_obj.capped_rounds[e["round"] - 1]
                lines.append(self.t("log_round", r=e["round"], who=self.seat_name(e["opener"]),
                                    lo=lo, cap=cap) + ("" if fold else " " + self.t("no_fold")))
            elif e["type"] == "action":
                you = "you_" if e["seat"] == 0 else ""  # "You call", not "You calls"
                what = self.t(you + "did_" + e["action"], to=e.get("to", e["round_total"]))
                lines.append(self.t("log_action", who=self.seat_name(e["seat"]), what=what,
                                    pot=e["pot"]))
            elif e["type"] == "showdown":  # barrel 1 is shown before round 2 (RULES.md)
                lines.append(f"{self.t('showdown_n', r=e['round'])}: "
                             f"{self.half_winner(list(e['winners']))}.")
        return lines

    def half_winner(self, winners: list[int]) -> str:
        """Who takes a half: "Bot 1 wins this half", "You win this half", "… split this half"."""
        who = ", ".join(self.seat_name(s) for s in winners)
        key = ("split_half" if len(winners) != 1 else
               "you_win_half" if winners[0] == 0 else "wins_half")
        return self.t(key, who=who)

    # -- input --------------------------------------------------------------------------------
    def handle(self, action: str, value: str, focus: str = "") -> None:
        if action == "card":
            self.cycle(int(value))
        elif action == "split":
            self.submit_split()
        elif action == "bet":
            kind, _, to = value.partition(" ")
            self.act(kind, int(to) if to else None)
        elif action == "next":
            self.next_hand()
        elif action == "key":
            self.handle_key(value, focus)

    def handle_key(self, key: str, focus: str = "") -> bool:
        if key == "Enter":
            if self.phase == "split":
                self.submit_split()
            elif self.phase == "done":
                self.next_hand()
            return True
        if self.phase == "split":
            if len(key) == 1 and key in LETTERS[:8]:
                self.cycle(LETTERS.index(key))
                return True
            if key in ("0", "1", "2") and focus.startswith("card-"):
                self.move(int(focus[5:]), int(key))
                return True
            return False
        if self.hand.to_act != 0:
            return False
        if key == "c":
            self.act("call")
        elif key == "f":
            self.act("fold")
        elif key.isdigit() and key != "0":
            self.act("bet" if self.hand.high == 0 else "raise", int(key))
        else:
            return False
        return True

    def shortcut_keys(self) -> list[str]:
        return ["Enter", *LETTERS[:8], "0", "1", "2", "3", "4", "5", "c", "f"]
