"""The four Raspisnoy drills as ``param`` models: legal cards, the trick, the dealer's bid, scoring.

Each drill deals seeded positions (:mod:`tutor.raspisnoy.drills`), takes the
learner's answer, and checks it against the rules core; the feedback names
the rule behind every card, bid or score the learner got wrong.

>>> m = RaspLegalModel(seed=3)
>>> m.submit() is None and m.error == m.text("need_pick")
True
>>> for i, c in enumerate(m.question.hand):
...     if c in m.question.legality.legal:
...         m.toggle(i)
>>> m.submit(), m.score
(True, 1)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import param

from tutor.raspisnoy.bidding import explain as explain_bid
from tutor.raspisnoy.cards import card_label, is_joker, suit_of
from tutor.raspisnoy.drills import (
    BidQuestion,
    LegalQuestion,
    ScoreQuestion,
    TrickQuestion,
    bid_question,
    legal_question,
    score_question,
    trick_question,
)
from tutor.raspisnoy.play import explain, legal_reason
from tutor.raspisnoy.scoring import Preset, json_number
from tutor.raspisnoy.scoring import explain as explain_score
from tutor.ui.models.base import SeededRoundModel
from tutor.ui.models.rules import BID_RULES, LEGAL_RULES, SCORE_RULES, TRICK_RULES
from tutor.ui.models.seeds import deal_seed
from tutor.ui.rasp_strings import rt

CARD_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=")
"""Keys that pick the 1st … 12th card (digits work the same on a Russian layout)."""


def points_text(x: Fraction | int | float) -> str:
    """``−20``, ``7.5``; a real minus sign."""
    v = json_number(x) if isinstance(x, Fraction) else x
    return str(v).replace("-", "−")


def parse_points(text: str) -> Fraction | None:
    """A typed score: ``20``, ``-10``, ``−10``, ``7.5`` or ``7,5``; ``None`` if not a number.

    >>> parse_points("−7,5"), parse_points("abc")
    (Fraction(-15, 2), None)
    """
    cleaned = text.strip().replace("−", "-").replace("–", "-").replace(",", ".").replace(" ", "")
    if not cleaned or len(cleaned) > 12:
        return None
    try:
        return Fraction(cleaned)
    except (ValueError, ZeroDivisionError):
        return None


GAME_ID = "raspisnoy"
"""The game the Raspisnoy drills' outcomes name (it is not in the poker registry)."""


class RaspDrillModel(SeededRoundModel):
    """What the Raspisnoy drills share: texts, the seed, the score and the streak."""

    seed = param.Integer(default=0, doc="Seed of the session's positions.")
    number = param.Integer(default=0, doc="Position number within the session.")
    correct = param.Boolean(default=None, allow_None=True)
    score = param.Integer(default=0)
    asked = param.Integer(default=0)
    streak = param.Integer(default=0)
    best_streak = param.Integer(default=0)
    error = param.String(default="", doc="A message about the learner's input, or ''.")

    kind = "rasp"

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.new_question()

    def text(self, key: str, **values: object) -> str:
        return rt(key, self.lang, **values)

    def _rng(self) -> random.Random:
        """Position ``number``'s randomness (a visit seed's position 0 is the build's first
        state: :mod:`tutor.ui.models.seeds`)."""
        return random.Random(f"{self.kind}:{deal_seed(self.seed, self.number)}:{self.number}")

    def new_question(self) -> None:
        raise NotImplementedError

    def next(self) -> None:
        self.number += 1
        self.new_question()

    @param.depends("seed", watch=True)
    def _restart(self) -> None:
        self.number = 0
        self.new_question()

    @property
    def item_game(self) -> str:
        return GAME_ID

    def deal_round(self) -> None:
        """Deal position ``number`` of ``seed`` (a position's item is the two)."""
        self.new_question()

    def clear_answer(self) -> None:
        """Forget the learner's answer (keep the position)."""

    def retry(self) -> None:
        """Try the same position again after a wrong answer: the answer is cleared, the
        score keeps the first try (as the poker drills)."""
        if not self.checked or self.correct:
            return
        self.clear_answer()
        self.param.update(checked=False, correct=None, error="")

    def _record(self, right: bool) -> bool:
        self.report(right)
        first = self.item() != getattr(self, "_counted_item", None)
        self._counted_item = self.item()
        if not first:  # a retry: right or wrong, the position was counted at its first check
            self.param.update(checked=True, correct=right, error="")
            return right
        streak = self.streak + 1 if right else 0
        self.param.update(checked=True, correct=right, error="", asked=self.asked + 1,
                          score=self.score + int(right), streak=streak,
                          best_streak=max(self.best_streak, streak))
        return right

    def load_query(self, query: Any) -> None:
        """``lang`` and ``seed`` from a URL query (bad values are ignored)."""
        from contextlib import suppress

        from tutor.errors import TutorError
        from tutor.i18n import check_lang

        lang = query.get("lang")
        if lang:
            with suppress(TutorError):  # an unknown language in a link keeps the page's
                self.lang = check_lang(str(lang if isinstance(lang, str) else lang[0])[:40])
        seed = query.get("seed")
        if seed:
            text = seed if isinstance(seed, str) else seed[0]
            if text[:12].isdigit():
                self.seed = int(text[:12])

    def handle_key(self, key: str) -> bool:
        """Apply a keyboard shortcut; ``True`` if the key meant something."""
        raise NotImplementedError

    def shortcut_keys(self) -> list[str]:
        """The keys the drill listens to."""
        raise NotImplementedError

    def score_text(self) -> str:
        return self.text("score_line", score=self.score, asked=self.asked, streak=self.streak,
                         best=self.best_streak)


class RaspLegalModel(RaspDrillModel):
    """Which cards may you play? Select every legal card of the hand."""

    question = param.ClassSelector(class_=LegalQuestion, default=None, allow_None=True)
    picked = param.List(default=[], item_type=int, doc="Indices of the cards picked as legal.")

    kind = "rasp-legal"
    named_rules = LEGAL_RULES

    def item_rules(self) -> list[str]:
        """The rules behind the hand's legal and refused cards (follow, trump, joker)."""
        from tutor.ui.models.rules import rasp_rules

        q = self.question
        if q is None:
            return []
        codes = [r.code for r in q.legality.refused.values()]
        codes += [legal_reason(c, q.trick, q.trump).code for c in q.legality.legal]
        return rasp_rules(codes, "raspisnoy-follow-suit")

    def clear_answer(self) -> None:
        self.picked = []

    def new_question(self) -> None:
        self.param.update(question=legal_question(self._rng()), picked=[], checked=False,
                          correct=None, error="")

    def toggle(self, index: int) -> None:
        q = self.question
        if self.checked or q is None or not 0 <= index < len(q.hand):
            return
        picked = set(self.picked) ^ {index}
        self.param.update(picked=sorted(picked), error="")

    def submit(self) -> bool | None:
        q = self.question
        if q is None or self.checked:
            return self.correct
        if not self.picked:
            self.error = self.text("need_pick")
            return None
        chosen = {q.hand[i] for i in self.picked}
        return self._record(chosen == set(q.legality.legal))

    def feedback(self) -> list[tuple[bool, str]]:
        """One line per card: (the learner was right about it, the sentence)."""
        q = self.question
        if q is None or not self.checked:
            return []
        out = []
        for i, c in enumerate(q.hand):
            name = card_label(c, self.lang)
            legal = c in q.legality.legal
            picked = i in self.picked
            if legal:
                why = explain(legal_reason(c, q.trick, q.trump), self.lang)
                out.append((picked, self.text("ok_legal" if picked else "missed_legal",
                                              card=name, why=why)))
            else:
                why = explain(q.legality.refused[c], self.lang)
                out.append((not picked, self.text("ok_refused" if not picked else
                                                  "wrong_refused", card=name, why=why)))
        return out

    def answer_text(self) -> str:
        """The right answer: the cards of the hand that may be played (the core's legality)."""
        q = self.question
        if q is None:
            return ""
        legal = [card_label(c, self.lang) for c in q.hand if c in q.legality.legal]
        return self.text("legal_answer", cards=", ".join(legal))

    def handle_key(self, key: str) -> bool:
        if key == "Enter":
            self.enter()
            return True
        if key in CARD_KEYS:
            self.toggle(CARD_KEYS.index(key))
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        n = len(self.question.hand) if self.question else 0
        return ["Enter", *CARD_KEYS[:n]]


class RaspTrickModel(RaspDrillModel):
    """Who takes this trick? Select the winning card."""

    question = param.ClassSelector(class_=TrickQuestion, default=None, allow_None=True)
    picked = param.Integer(default=None, allow_None=True)

    kind = "rasp-trick"
    named_rules = TRICK_RULES

    def item_rules(self) -> list[str]:
        """The rule the trick's winner is named by (the suit led, a trump, the joker)."""
        from tutor.ui.models.rules import rasp_rules

        q = self.question
        return [] if q is None else rasp_rules([q.result.code], "raspisnoy-trick-winner")

    def clear_answer(self) -> None:
        self.picked = None

    def new_question(self) -> None:
        self.param.update(question=trick_question(self._rng()), picked=None, checked=False,
                          correct=None, error="")

    def pick(self, index: int) -> None:
        q = self.question
        if self.checked or q is None or not 0 <= index < len(q.trick):
            return
        self.param.update(picked=index, error="")

    def submit(self) -> bool | None:
        q = self.question
        if q is None or self.checked:
            return self.correct
        if self.picked is None:
            self.error = self.text("need_trick_pick")
            return None
        return self._record(self.picked == q.result.winner)

    def pick_text(self) -> str:
        """Why the learner's card does not take the trick ('' unless checked and wrong)."""
        q = self.question
        if q is None or not self.checked or self.correct or self.picked is None:
            return ""
        mine, r = q.trick[self.picked], q.result
        win = card_label(q.trick[r.winner].card, self.lang)
        card = card_label(mine.card, self.lang)
        if is_joker(mine.card):
            key = "pick_joker"
        elif r.code in ("joker-led-top-wins", "joker-highest-wins"):
            key = "pick_joker_wins"
        elif r.code == "highest-trump-wins":
            key = "pick_lower_trump" if suit_of(mine.card) is q.trump else "pick_trumped"
        elif suit_of(mine.card) is r.suit:
            key = "pick_lower_led"
        else:
            key = "pick_off_suit"
        call = r.call.name(self.lang) if r.call is not None else ""
        if mine.call is not None:
            call = mine.call.name(self.lang)
        return self.text(key, card=card, win=win, call=call)

    def answer_text(self) -> str:
        q = self.question
        if q is None:
            return ""
        who = card_label(q.trick[q.result.winner].card, self.lang)
        return self.text("trick_answer", who=who, why=explain(q.result, self.lang))

    def handle_key(self, key: str) -> bool:
        if key == "Enter":
            self.enter()
            return True
        if key in CARD_KEYS[:6]:
            self.pick(CARD_KEYS.index(key))
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        n = len(self.question.trick) if self.question else 0
        return ["Enter", *CARD_KEYS[:n]]


class RaspBidModel(RaspDrillModel):
    """Bid as the dealer: mark every bid the rules forbid."""

    question = param.ClassSelector(class_=BidQuestion, default=None, allow_None=True)
    marked = param.List(default=[], item_type=int, doc="Bids marked as forbidden.")

    kind = "rasp-bid"
    named_rules = BID_RULES

    def item_rules(self) -> list[str]:
        """Why the dealer's forbidden bids are forbidden (the sum, a third pass)."""
        from tutor.ui.models.rules import rasp_rules

        q = self.question
        if q is None:
            return []
        codes = [r.code for r in q.options.refused.values()]
        return rasp_rules(codes, "raspisnoy-dealer-bid")

    def clear_answer(self) -> None:
        self.marked = []

    def new_question(self) -> None:
        self.param.update(question=bid_question(self._rng()), marked=[], checked=False,
                          correct=None, error="")

    def toggle(self, bid: int) -> None:
        q = self.question
        if self.checked or q is None or not 0 <= bid <= q.cards:
            return
        self.param.update(marked=sorted(set(self.marked) ^ {bid}), error="")

    def submit(self) -> bool | None:
        q = self.question
        if q is None or self.checked:
            return self.correct
        return self._record(set(self.marked) == set(q.options.refused))

    def bid_name(self, bid: int) -> str:
        return self.text("bid_pass") if bid == 0 else self.text("bid_n", n=bid)

    def answer_text(self) -> str:
        """The right answer: the bids the rules forbid the dealer (the core's options)."""
        q = self.question
        if q is None:
            return ""
        if not q.options.refused:
            return self.text("bid_answer_none")
        return self.text("bid_answer", bids=", ".join(self.bid_name(b)
                                                        for b in sorted(q.options.refused)))

    def feedback(self) -> list[tuple[bool, str]]:
        q = self.question
        if q is None or not self.checked:
            return []
        out = []
        for b in range(q.cards + 1):
            refusal = q.options.refused.get(b)
            marked = b in self.marked
            if refusal is not None:
                why = explain_bid(refusal, self.lang)
                out.append((marked, self.text("bid_ok_forbidden" if marked else "bid_missed",
                                              bid=self.bid_name(b), why=why)))
            elif marked:
                out.append((False, self.text("bid_wrongly", bid=self.bid_name(b))))
        if q.options.note:
            from tutor.raspisnoy.texts import say

            out.append((True, say(q.options.note, self.lang)))
        return out

    def handle_key(self, key: str) -> bool:
        if key == "Enter":
            self.enter()
            return True
        if key.isdigit() and len(key) == 1:
            self.toggle(int(key))
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        n = self.question.cards if self.question else 0
        return ["Enter", *(str(b) for b in range(min(n, 9) + 1))]


class RaspScoreModel(RaspDrillModel):
    """Score this deal: type each player's points under the chosen preset."""

    question = param.ClassSelector(class_=ScoreQuestion, default=None, allow_None=True)
    preset: Any = param.Selector(default="D", objects=[p.value for p in Preset])
    answers = param.List(default=[], item_type=str, doc="What the learner typed, by player.")

    kind = "rasp-score"
    named_rules = SCORE_RULES

    def item_rules(self) -> list[str]:
        """Scoring a bid, and the deal's kind when it is not an ordinary one."""
        q = self.question
        if q is None:
            return []
        ordinary = str(q.kind.value) == "ordinary"
        return ["raspisnoy-scoring"] + ([] if ordinary else ["raspisnoy-deal-kinds"])

    def item(self) -> dict[str, Any] | None:
        """The deal's id: the seed, the number and the preset it is scored under."""
        return {"seed": int(self.seed), "number": int(self.number), "preset": str(self.preset)}

    def load_item(self, item: Mapping[str, Any]) -> None:
        """Deal position ``number`` of ``seed``, scored under ``preset``."""
        from tutor.errors import TutorError, quote
        from tutor.texts import N_

        preset = item.get("preset", self.preset)
        if preset not in self.param.preset.objects:
            raise TutorError(N_("item: {key} must be one of {known}"), key=quote("preset"),
                             known=", ".join(self.param.preset.objects))
        super().load_item(item)
        self.preset = preset

    def clear_answer(self) -> None:
        self.answers = [""] * len(self.answers)

    def new_question(self) -> None:
        q = score_question(self._rng())
        self.param.update(question=q, answers=[""] * len(q.took), checked=False,
                          correct=None, error="")

    def set_answer(self, player: int, text: str) -> None:
        if self.checked or self.question is None or not 0 <= player < len(self.answers):
            return
        answers = list(self.answers)
        answers[player] = str(text)[:20]
        self.param.update(answers=answers, error="")

    def submit(self) -> bool | None:
        q = self.question
        if q is None or self.checked:
            return self.correct
        typed = []
        for i, text in enumerate(self.answers):
            value = parse_points(text)
            if value is None:
                self.error = self.text("need_number", n=i + 1, text=text.strip()[:12])
                return None
            typed.append(value)
        right = [s.points for s in q.scores(Preset(self.preset))]
        return self._record(typed == right)

    def feedback(self) -> list[tuple[bool, str]]:
        q = self.question
        if q is None or not self.checked:
            return []
        out = []
        for i, s in enumerate(q.scores(Preset(self.preset))):
            yours = parse_points(self.answers[i])
            rule = explain_score(s, self.lang)
            if yours == s.points:
                out.append((True, self.text("score_ok", n=i + 1, points=points_text(s.points),
                                            rule=rule)))
            else:
                out.append((False, self.text("score_bad", n=i + 1, points=points_text(s.points),
                                             rule=rule, yours=self.answers[i].strip())))
        return out

    def answer_text(self) -> str:
        """The right answer: every player's points under the chosen preset (the core's)."""
        q = self.question
        if q is None:
            return ""
        points = [points_text(s.points) for s in q.scores(Preset(self.preset))]
        return self.text("score_answer", points="; ".join(points))

    def comparison(self) -> list[tuple[str, list[str]]]:
        """Each preset and every player's points under it (the preset picker's table)."""
        q = self.question
        if q is None:
            return []
        return [(p.value, [points_text(s.points) for s in q.scores(p)]) for p in Preset]

    def handle_key(self, key: str) -> bool:
        if key == "Enter":
            self.enter()
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        return ["Enter"]
