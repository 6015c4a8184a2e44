"""Which suit brings in? The door cards of a stud game where the bring-in's rank is tied.

Each player shows one upcard (the door card); the rank that brings in (the lowest in
seven-card stud, the highest in Soko or Razz) is shown by two to four players, so the
game's suit order decides. The learner picks the player; :func:`tutor.bringin.bring_in`
decides, and the feedback names the learner's card, the card that brings in and why its
suit does (the game's own suit order), then the game's rule.
"""

from __future__ import annotations

import random

from tutor.bringin import BringIn, bring_in
from tutor.cards import Card, format_cards, suit_name
from tutor.games import BringInRule
from tutor.texts import NP_, MessageTable
from tutor.ui.drill_strings import dt
from tutor.ui.models.drills.bring_in import BringInModel

TEXTS = MessageTable("drill", {
    "suit_bring_in_title": NP_("drill:suit_bring_in_title", "Which suit brings in?"),
    "suit_lower": NP_("drill:suit_lower",
                      "Your pick has the {mine}; the {theirs} is lower: {suit} rank below "
                      "{picked} in this game's suit order ({order})."),
    "suit_higher": NP_("drill:suit_higher",
                       "Your pick has the {mine}; the {theirs} is higher: {suit} rank above "
                       "{picked} in this game's suit order ({order})."),
    "rank_lower": NP_("drill:rank_lower",
                      "Your pick has the {mine}; the {theirs} is lower in rank: only the "
                      "lowest rank's cards tie for the bring-in."),
    "rank_higher": NP_("drill:rank_higher",
                       "Your pick has the {mine}; the {theirs} is higher in rank: only the "
                       "highest rank's cards tie for the bring-in."),
}, fallback=dt)
"""This drill's own words (the drills' shared ones otherwise)."""


class SuitBringInModel(BringInModel):
    """Door cards with the bring-in's rank tied; the learner picks who brings in.

    >>> m = SuitBringInModel(game="razz", seed=3)
    >>> m.result().decided_by, m.pick(m.answer), m.submit()
    ('suit', None, True)
    """

    kind = "suit-bring-in"
    title_key = "suit_bring_in_title"

    def t(self, key: str, **values: object) -> str:
        return TEXTS(key, self.lang, **values)

    def text(self, key: str, **values: object) -> str:
        return TEXTS(key, self.lang, **values)

    def make_task(self, rng: random.Random) -> None:
        g = self.game_obj
        lowest = g.bring_in is BringInRule.LOWEST_UPCARD  # else the highest brings in
        deck = list(g.deck.cards)
        ranks = sorted({g.upcard_rank(c) for c in deck})
        tied_rank = rng.choice(ranks[:-1] if lowest else ranks[1:])  # others can be beyond
        suited = [c for c in deck if g.upcard_rank(c) == tied_rank]
        others = [c for c in deck if (g.upcard_rank(c) > tied_rank if lowest
                                      else g.upcard_rank(c) < tied_rank)]
        seats = rng.randint(3, min(6, g.players[1]))
        tied = rng.randint(2, min(len(suited), seats))
        cards = rng.sample(suited, tied) + rng.sample(others, seats - tied)
        rng.shuffle(cards)
        ups = [[c] for c in cards]
        result = bring_in(g, ups)
        self.param.update(upcards=ups, street=1, dealer=-1, answer=result.seat,
                          decided_by=result.decided_by, picked=-1)

    def result(self) -> BringIn:
        return bring_in(self.game_obj, self.upcards)

    def check(self) -> tuple[bool, list[str]]:
        result = self.result()
        rule = result.rule_text(self.lang)
        if self.picked == self.answer:
            return True, [self.why(), rule]
        mine: Card = self.upcards[self.picked][0]
        theirs: Card = self.upcards[self.answer][0]
        lowest = result.rule is BringInRule.LOWEST_UPCARD
        shown = {"mine": format_cards([mine], "glyph"), "theirs": format_cards([theirs], "glyph")}
        g = self.game_obj
        if g.upcard_rank(mine) == g.upcard_rank(theirs):
            line = self.t("suit_lower" if lowest else "suit_higher", **shown,
                          suit=suit_name(theirs.suit, self.lang),
                          picked=suit_name(mine.suit, self.lang),
                          order=g.suit_order_text(self.lang))
        else:
            line = self.t("rank_lower" if lowest else "rank_higher", **shown)
        return False, [line, rule]
