"""Name the hand: a hand in this game's ranking, four categories to choose from.

The hands are dealt so that every category of the family turns up (a target
category, then hands drawn from narrow rank windows and few suits until one
makes it), and the choices are the right category, its neighbours on the
ladder and one more: exactly the confusions of each game (Soko's 4-flush
against a pair, a pair inside a 3-card flush in Double Barrel, trips against
a straight with 36 cards, Americana's flush above a full house, 2-7 lows).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import param

from tutor.cards import Card
from tutor.games import GAME_IDS, Game
from tutor.ui.models.drills.base import PickAChoiceDrill, own_games
from tutor.ui.models.rules import CATEGORY_ONLY_RULES


def family_of(game: Game) -> Any:
    """The family of the game's main pot (the high family, or 2-7's low)."""
    return game.high if game.high is not None else game.low


def shaped_hand(rng: random.Random, cards: Sequence[Card], k: int) -> list[Card]:
    """``k`` cards from a narrow window of ranks and a few suits (makes every category likely)."""
    ranks = sorted({c.rank for c in cards})
    for _ in range(50):
        width = rng.choice([k, k, k + 1, k + 2, len(ranks)])
        start = rng.randrange(0, max(1, len(ranks) - width + 1))
        window = set(ranks[start:start + width])
        suits = set(rng.sample(range(4), rng.choice([1, 1, 2, 3, 4, 4])))
        pool = [c for c in cards if c.rank in window and c.suit in suits]
        if len(pool) >= k:
            return rng.sample(pool, k)
    return rng.sample(list(cards), k)


def deal_category(rng: random.Random, family: Any, cards: Sequence[Card], k: int,
                  target: str, tries: int = 400) -> tuple[list[Card], str]:
    """A hand of ``k`` cards making ``target`` (or the last one tried) and its category."""
    hand: list[Card] = []
    cat = ""
    for _ in range(tries):
        hand = shaped_hand(rng, cards, k)
        cat = str(family.evaluate(hand).category)
        if cat == target:
            break
    return hand, cat


class NameHandModel(PickAChoiceDrill):
    """Pick the category of the hand shown.

    >>> m = NameHandModel(game="soko", seed=2)
    >>> len(m.cards), m.answer in m.choices, len(m.choices)
    (5, True, 4)
    >>> m.pick(m.choices.index(m.answer)); m.submit()
    True
    """

    kind = "name-hand"
    named_rules = frozenset({"hand-categories", *CATEGORY_ONLY_RULES})
    layout = "hand"
    title_key = "name_hand_title"
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS),
                               doc="Game id (set to the games this drill fits).")

    cards = param.List(default=[])
    answer = param.String(default="")
    choices = param.List(default=[])
    picked = param.Integer(default=-1)

    def item_rules(self) -> list[str]:
        """The rule of the hand's category: a special one's (Soko's 4-flush, a barrel's
        3-card straight), else the categories themselves."""
        from tutor.ui.models.rules import category_rules

        return category_rules(str(self.game), [str(self.answer)])

    @classmethod
    def fits(cls, game: Game) -> bool:
        return family_of(game) is not None

    @property
    def family(self) -> Any:
        return family_of(self.game_obj)

    def make_task(self, rng: random.Random) -> None:
        fam = self.family
        cats = list(fam.categories)
        target = rng.choice(cats)
        hand, cat = deal_category(rng, fam, self.game_obj.deck.cards, fam.hand_size, target)
        value = fam.evaluate(hand)
        i = cats.index(cat)
        near = [c for c in (cats[i - 1] if i > 0 else None,
                            cats[i + 1] if i + 1 < len(cats) else None) if c]
        rest = [c for c in cats if c != cat and c not in near]
        pool = [cat, *near, *rng.sample(rest, min(len(rest), 3 - len(near)))]
        rng.shuffle(pool)
        self.param.update(cards=list(value.cards), answer=cat, choices=pool, picked=-1)

    def label(self, category: str) -> str:
        from tutor.ui.core import category_label

        return category_label(category, self.lang, self.family)

    def phrase(self, category: str) -> str:
        """The category inside a sentence: "two pair", "a flush", "a 3-card flush"."""
        from tutor.ui.models.feedback import category_in_sentence

        return category_in_sentence(category, self.family, self.lang)

    def heading(self, category: str) -> str:
        """The category's name at the start of a sentence: "Four of a kind", "3-card flush"."""
        label = self.label(category)
        return label[:1].upper() + label[1:]

    def rule(self, category: str) -> str:
        from tutor.ui.strings import definition

        return definition(category, self.family, self.lang)

    def check(self) -> tuple[bool, list[str]]:
        chosen = self.choices[self.picked]
        right = self.answer
        if chosen == right:
            return True, [self.t("right_is", what=self.phrase(right)), self.rule(right)]
        cats = list(self.family.categories)
        order = "above" if cats.index(chosen) < cats.index(right) else "below"
        return False, [
            self.t("not_this", what=self.label(chosen), phrase=self.phrase(chosen)),
            self.t("chosen_needs", what=self.heading(chosen), rule=self.rule(chosen)),
            self.t(f"ladder_{order}", what=self.label(chosen), phrase=self.phrase(chosen),
                   game=self.game_obj.short_name(self.lang)),
        ]

    def answer_lines(self) -> list[str]:
        return [self.t("answer_is", what=self.phrase(self.answer)), self.rule(self.answer)]



own_games(NameHandModel)
