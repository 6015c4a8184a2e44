"""Which cards play? Tap the five that make the best hand.

Hold'em's board can play, Omaha takes exactly two of the hand and three of
the board, stud the best five of seven, Telesina five of six with the Vela;
in hi-lo games every other task asks for the low half (eight or better,
where a paired card is counterfeit). The check asks the rules core for the
best hand; any five of equal strength are right.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import param

from tutor.cards import Card
from tutor.games import GAME_IDS, Game, HandForm
from tutor.ui.models.drills.base import LETTERS, DrillModel, own_games
from tutor.ui.models.rules import FORM_RULES


def best_strength(game: Game, family: Any, own: list[Card], board: list[Card]) -> int:
    """The best strength ``family`` gives these cards under the game's hand forming."""
    if game.form is HandForm.OMAHA:
        return max(int(family.strength([*h, *b])) for h in combinations(own, 2)
                   for b in combinations(board, 3))
    return max(int(family.strength(five)) for five in combinations([*own, *board], 5))


def best_five(game: Game, family: Any, own: list[Card], board: list[Card]) -> list[Card]:
    """One best five (the core's own choice)."""
    from tutor.rankings import best_hand, best_omaha

    hv = (best_omaha(family, own, board) if game.form is HandForm.OMAHA
          else best_hand(family, [*own, *board]))
    return list(hv.cards) if hv is not None else []


class WhichCardsModel(DrillModel):
    """Own cards and board; the learner selects five.

    >>> m = WhichCardsModel(game="omaha", seed=1)
    >>> len(m.own), len(m.board), m.half
    (4, 5, 'high')
    >>> for c in m.best: m.toggle(m.all_cards.index(c))
    >>> m.submit()
    True
    """

    kind = "which-cards"
    named_rules = frozenset({"best-five", "eight-or-better", *FORM_RULES.values()})
    layout = "cards"
    title_key = "which_cards_title"
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS),
                               doc="Game id (set to the games this drill fits).")

    own = param.List(default=[])
    board = param.List(default=[])
    half = param.String(default="high", doc="'high', or 'low' for the low half of hi-lo games.")
    best = param.List(default=[])
    selected = param.List(default=[], doc="Indices into all_cards.")

    def item_rules(self) -> list[str]:
        """How the game forms a hand (Omaha's exactly two, the Vela, any five), and the
        low's qualifier when the task asks for the low half."""
        from tutor.rule_ids import keep

        found = keep(str(self.game), [FORM_RULES.get(str(self.game_obj.form.value),
                                                     "best-five")])
        if self.half == "low":
            found += keep(str(self.game), ["eight-or-better"])
        return found

    @classmethod
    def fits(cls, game: Game) -> bool:
        return (game.form is not HandForm.BARREL
                and game.hole_cards + game.board_cards > game.hand_size)

    @property
    def all_cards(self) -> list[Card]:
        return [*self.own, *self.board]

    @property
    def family(self) -> Any:
        g = self.game_obj
        return g.low if self.half == "low" else (g.high if g.high is not None else g.low)

    def make_task(self, rng: random.Random) -> None:
        g = self.game_obj
        half = "low" if g.is_hilo and self.number % 2 == 1 else "high"
        fam: Any = g.low if half == "low" else (g.high if g.high is not None else g.low)
        want_trap = rng.random() < 0.6
        deck = list(g.deck.cards)
        own: list[Card] = []
        board: list[Card] = []
        for _ in range(30):
            cards = rng.sample(deck, g.hole_cards + g.board_cards)
            own, board = cards[:g.hole_cards], cards[g.hole_cards:]
            best = best_strength(g, fam, own, board)
            if half == "low" and best <= 0:
                continue
            if not want_trap:
                break
            if g.form is HandForm.OMAHA:
                free = max(fam.strength(f) for f in combinations(cards, 5))
                if free > best:  # "any five" would be wrong
                    break
            elif g.board_cards >= 5 and best == fam.strength(board):
                break  # the board plays
            elif half == "low" and len({c.rank for c in cards if c.rank <= 8 or c.rank == 14}) \
                    < sum(1 for c in cards if c.rank <= 8 or c.rank == 14):
                break  # a paired low card
            elif g.board_cards < 5 and half == "high":
                break
        order = sorted(own, key=lambda c: (-c.rank, c.suit))
        self.param.update(own=order, board=board, half=half,
                          best=best_five(g, fam, order, board), selected=[])

    def toggle(self, index: int) -> None:
        if self.checked or not 0 <= index < len(self.all_cards):
            return
        sel = list(self.selected)
        if index in sel:
            sel.remove(index)
        elif len(sel) < 5:
            sel.append(index)
        else:
            self.error = self.t("five_already")
            return
        self.param.update(selected=sel, error="")

    def keys_text(self) -> str:
        return str(self.t("keys_cards", last=LETTERS[len(self.all_cards) - 1]))

    def clear_answer(self) -> None:
        self.selected = []

    def ready(self) -> str:
        n = len(self.selected)
        return "" if n == 5 else self.t("pick_five", n=n)

    def chosen(self) -> list[Card]:
        return [self.all_cards[i] for i in sorted(self.selected)]

    def name_of(self, cards: list[Card]) -> str:
        """What five cards make, in words."""
        return self._name(list(cards))

    def _name(self, cards: list[Card]) -> str:
        """What five cards make inside a sentence: "two pair", "a flush", "an 8-low (…)"."""
        from tutor.ui.models.feedback import hand_phrase

        fam = self.family
        if self.half == "low" and fam.strength(cards) <= 0:
            return self.t("no_low_short")
        return hand_phrase(fam.evaluate(cards), self.lang, ranks=False)

    def _worse(self, mine: list[Card]) -> str:
        """Why the learner's five are not the best: a lower low exists, or the same category
        with a better part (only the kicker: "the same two pair, a better kicker: K over 9"),
        or a better category."""
        from tutor.rankings.base import deciding_steps
        from tutor.ui.models.feedback import rank_short

        fam = self.family
        got, best = fam.evaluate(mine), fam.evaluate(list(self.best))
        what = self._name(mine)
        if fam.low:
            return self.t("cards_worse_low", what=what)
        pair = deciding_steps(best, got) if got.category == best.category else None
        if pair is None:
            return self.t("cards_worse", what=what)
        sw, sm = pair
        key = "cards_kicker" if sw.what == "kicker" else "cards_better_part"
        bare = what.removeprefix("an ").removeprefix("a ")
        return self.t(key, what=what, bare=bare, part=self.t("part_" + sw.what),
                      win=rank_short(sw.value), lose=rank_short(sm.value))

    def check(self) -> tuple[bool, list[str]]:
        g = self.game_obj
        mine = self.chosen()
        n_own = sum(1 for c in mine if c in self.own)
        lines: list[str] = []
        if g.form is HandForm.OMAHA and n_own != 2:
            return False, [self.t("omaha_rule", own=n_own, board=5 - n_own,
                                  hole=g.hole_cards)]
        fam = self.family
        best = best_strength(g, fam, list(self.own), list(self.board))
        got = fam.strength(mine)
        if got == best:
            lines.append(self.t("cards_right", what=self._name(mine)))
            if g.board_cards >= 5 and n_own == 0:
                lines.append(self.t("board_plays"))
            return True, lines
        if self.half == "low" and got <= 0:
            ranks = [c.rank for c in mine]
            if any(r > 8 and r != 14 for r in ranks):
                lines.append(self.t("low_above_8", ranks=low_ranks(mine)))
            else:
                lines.append(self.t("low_paired", ranks=low_ranks(mine)))
        else:
            lines.append(self._worse(mine))
            lines.append(self.rule_line())
        return False, lines

    def rule_line(self) -> str:
        """The rule of this task; a low game's own rule (the lowest wins) is added to it."""
        rule = self.t("rule_" + self.rule_key())
        fam = self.family
        own = fam.text("lowest-wins", self.lang) if self.half != "low" and fam.low else ""
        return f"{rule} {own[:1].upper()}{own[1:]}." if own else rule

    def rule_key(self) -> str:
        g = self.game_obj
        if self.half == "low":
            return "low"
        if g.form is HandForm.OMAHA:
            return "omaha"
        if g.board_cards == 1:
            return "vela"
        if g.board_cards >= 5:
            return "board"
        return "seven"

    def answer_lines(self) -> list[str]:
        from tutor.cards import format_cards

        return [self.t("best_five", cards=format_cards(self.best, "glyph"),
                       what=self._name(list(self.best))), self.rule_line()]

    def handle(self, action: str, value: str, focus: str = "") -> None:
        if action == "card":
            self.toggle(int(value))
        else:
            super().handle(action, value, focus)

    def handle_key(self, key: str, focus: str = "") -> bool:
        if len(key) == 1 and key in LETTERS[:len(self.all_cards)]:
            self.toggle(LETTERS.index(key))
            return True
        return super().handle_key(key, focus)

    def shortcut_keys(self) -> list[str]:
        return [*super().shortcut_keys(), *LETTERS[:10]]


def low_ranks(cards: list[Card]) -> str:
    """A low as ranks, highest first, the ace as A: ``8-6-4-3-A``."""
    def low(r: int) -> int:
        return 1 if r == 14 else r

    ranks = sorted((low(c.rank) for c in cards), reverse=True)
    return "-".join("A" if r == 1 else "T" if r == 10 else str(r) for r in ranks)


own_games(WhichCardsModel)
