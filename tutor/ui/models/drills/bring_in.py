"""Who brings in, or who acts first on a later street?

Each player shows their upcards; on the first street (one upcard each) the
learner names who brings in under the game's rule (:func:`tutor.bringin.bring_in`:
stud's lowest upcard, Soko's highest, Americana's and Telesina's highest
showing hand, suits breaking ties in the game's order); on a later street
who acts first (:func:`tutor.bringin.acts_first`: the game's best showing hand,
the highest, or the lowest in a low game such as Razz; equal hands by seat from the
dealer's left — the tutor's decision). The rule sentence is the core's
(:meth:`~tutor.bringin.BringIn.rule_text`), so each game states its own.
"""

from __future__ import annotations

import random
from typing import Any

import param

from tutor.bringin import ActsFirst, BringIn, first_to_act
from tutor.games import GAME_IDS, BringInRule, Game
from tutor.ui.models.drills.base import PickOneDrill, own_games
from tutor.ui.models.rules import BRING_IN_ALL

UPCARD_RULES = (BringInRule.HIGHEST_UPCARD, BringInRule.LOWEST_UPCARD,
                BringInRule.HIGHEST_SHOWING)


class BringInModel(PickOneDrill):
    """Seats with upcards, the dealer, the street; the learner picks a seat.

    >>> m = BringInModel(game="stud7", seed=0)
    >>> m.pick(m.answer); m.submit()
    True
    """

    options_keys = 6

    kind = "bring-in"
    named_rules = BRING_IN_ALL
    layout = "seats"
    title_key = "bring_in_title"
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS),
                               doc="Game id (set to the games this drill fits).")

    upcards = param.List(default=[], doc="Per seat, a list of upcards.")
    street = param.Integer(default=1, doc="1: the bring-in round; 2-4 later streets.")
    dealer = param.Integer(default=0)
    answer = param.Integer(default=0)
    decided_by = param.String(default="")
    picked = param.Integer(default=-1)

    def item_rules(self) -> list[str]:
        """Who brings in by the game's rule (or acts first later), and the suits when they
        decided."""
        from tutor.ui.models.rules import bring_in_rules

        return bring_in_rules(str(self.game), str(self.game_obj.bring_in.value),
                              int(self.street), str(self.decided_by))

    @classmethod
    def fits(cls, game: Game) -> bool:
        return game.bring_in in UPCARD_RULES

    def make_task(self, rng: random.Random) -> None:
        g = self.game_obj
        street = rng.choice([1, 1, 2, 3, 4])
        seats = rng.randint(3, min(6, g.players[1]))
        dealer = rng.randrange(seats)
        want = rng.choice(["suit" if street == 1 else "position", "pattern", "rank", "any"])
        deck = list(g.deck.cards)
        for _ in range(300):
            cards = rng.sample(deck, seats * street)
            ups = [sorted(cards[i * street:(i + 1) * street], key=lambda c: -c.rank)
                   for i in range(seats)]
            result = first_to_act(g, ups, street, dealer=dealer)
            if want == "any" or result.decided_by == want:
                break
        self.param.update(upcards=ups, street=street, dealer=dealer, answer=result.seat,
                          decided_by=result.decided_by, picked=-1)

    def result(self) -> BringIn | ActsFirst:
        return first_to_act(self.game_obj, self.upcards, self.street, dealer=self.dealer)

    def pick(self, seat: int) -> None:
        if not self.checked and 0 <= seat < len(self.upcards):
            self.param.update(picked=seat, error="")

    def pick_count(self) -> int:
        return len(self.upcards)

    def clear_answer(self) -> None:
        self.picked = -1

    def ready(self) -> str:
        return "" if self.picked >= 0 else self.t("pick_seat")

    def question(self) -> str:
        return self.t("who_brings_in" if self.street == 1 else "who_acts_first")

    def why(self) -> str:
        return self.result().text(self.lang, first_player=1)

    def check(self) -> tuple[bool, list[str]]:
        from tutor.cards import format_cards

        order = self.game_obj.suit_order_text(self.lang)
        rule = self.result().rule_text(self.lang)  # the game's own rule (a low game's is lowest)
        if self.picked == self.answer:
            return True, [self.why(), rule]
        mine = format_cards(self.upcards[self.picked], "glyph")
        lines = [self.t("not_seat", n=self.picked + 1, cards=mine), rule]
        if self.street > 1 and self.decided_by == "position":
            lines.append(self.t("hint_position"))
        elif self.decided_by == "suit":
            lines.append(self.t("hint_suit", order=order))
        return False, lines

    def answer_lines(self) -> list[str]:
        return [self.why()]



own_games(BringInModel)
