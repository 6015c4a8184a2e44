"""The "Who wins?" quiz: seeded deals, answers, feedback, score and streak.

A question is a seeded deal for the chosen game (2 to 6 hands, and the board
where the game has one). The learner picks the winner(s) — several for a
split pot; in a hi-lo game also the low winner(s), or "no low". The rules
core decides (:func:`tutor.showdown.showdown`) and explains; this model only
compares the learner's picks with the core's answer.

*Expert* deals are near-ties, found by seeded rejection sampling on what the
core reports: the deciding step is a kicker or a suit, an ace-low straight
takes part, Omaha's exactly-two rule changes the winner, a low is
counterfeited, or Telesina's heads-up exception applies (built on purpose,
it is too rare to sample).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import param

from tutor.cards import ACE, Card, make_card
from tutor.ui.core import Outcome, hinge_of, run_showdown
from tutor.ui.models.base import RoundModel

LEVELS = ("beginner", "expert")
MAX_TRIES = 400
"""Deals tried for an expert question before taking the best near-tie found."""


@dataclass(frozen=True)
class Question:
    """One deal: the hands, the board, the core's outcome and what it hinges on."""

    number: int
    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]
    outcome: Outcome
    hinge: str  # "" for a beginner deal, else a key like "kicker", "omaha-two"

    @property
    def winners(self) -> frozenset[int]:
        return frozenset(self.outcome.winners)

    @property
    def low_winners(self) -> frozenset[int] | None:
        low = self.outcome.low_winners
        return None if low is None else frozenset(low)


def hinges_for(game: Any) -> tuple[str, ...]:
    """The near-tie kinds worth asking about in a game.

    >>> from tutor.games import get_game
    >>> hinges_for(get_game("omaha-hilo"))
    ('kicker', 'ace-low', 'omaha-two', 'counterfeit')
    >>> hinges_for(get_game("telesina"))
    ('kicker', 'suit', 'ace-low', 'heads-up')
    """
    kinds = ["kicker"]
    if game.suit_order is not None and game.id not in ("soko", "stud7", "stud7-hilo",
                                                          "americana"):
        kinds.append("suit")
    if game.form != "barrel" and game.main_family != "deuce-seven":
        kinds.append("ace-low")
    if game.form == "omaha":
        kinds.append("omaha-two")
    if game.is_hilo:
        kinds.append("counterfeit")
    if game.id == "telesina":
        kinds.append("heads-up")
    return tuple(kinds)


def _deal(game: Any, n: int, rng: random.Random) -> tuple[tuple[tuple[Card, ...], ...],
                                                           tuple[Card, ...]]:
    cards = list(game.deck.cards)
    rng.shuffle(cards)
    h = game.hole_cards
    hands = tuple(tuple(sorted(cards[i * h:(i + 1) * h], reverse=True)) for i in range(n))
    board = tuple(cards[n * h:n * h + game.board_cards])
    return hands, board


def _telesina_heads_up(game: Any, rng: random.Random) -> tuple[tuple[tuple[Card, ...], ...],
                                                                tuple[Card, ...]]:
    """Two Telesina hands: the lowest straight flush against a royal flush."""
    s_low, s_royal = rng.sample(range(4), 2)
    low = [make_card(r, s_low) for r in (ACE, 10, 9, 8, 7)]
    royal = [make_card(r, s_royal) for r in (ACE, 13, 12, 11, 10)]
    rest = [c for c in game.deck.cards if c not in low and c not in royal]
    vela = rng.choice(rest)
    hands = [tuple(sorted(low, reverse=True)), tuple(sorted(royal, reverse=True))]
    rng.shuffle(hands)
    return tuple(hands), (vela,)


class QuizModel(RoundModel):
    """State of the quiz: the question, the picks, the feedback, score and streak.

    >>> q = QuizModel(game="holdem", seed=7, players=3)
    >>> len(q.question.hands), len(q.question.board)
    (3, 5)
    >>> q.submit()            # nothing picked yet
    >>> q.error == q.text("need_pick")
    True
    """

    level: Any = param.Selector(default="beginner", objects=list(LEVELS))
    players = param.Integer(default=0, bounds=(0, 6), doc="Hands per deal; 0 = random 2..6.")
    seed = param.Integer(default=0, doc="Seed of the session's deals.")
    number = param.Integer(default=0, doc="Question number within the session.")
    question = param.ClassSelector(class_=Question, default=None, allow_None=True)
    picked_high = param.List(default=[], item_type=int)
    picked_low = param.List(default=[], item_type=int)
    no_low = param.Boolean(default=False)
    checked = param.Boolean(default=False, doc="The answer was checked; feedback is shown.")
    correct = param.Boolean(default=None, allow_None=True)
    score = param.Integer(default=0)
    asked = param.Integer(default=0)
    streak = param.Integer(default=0)
    best_streak = param.Integer(default=0)
    error = param.String(default="", doc="A message about the learner's input, or ''.")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.new_question()

    # -- dealing -------------------------------------------------------------------------
    def _rng(self) -> random.Random:
        return random.Random(f"quiz:{self.seed}:{self.game}:{self.level}:{self.number}")

    def _player_count(self, rng: random.Random) -> int:
        game = self.game_obj
        top = min(6, game.players[1])
        fits = (len(game.deck) - game.board_cards) // game.hole_cards
        top = min(top, fits)
        if self.players:
            return max(2, min(int(self.players), int(top)))
        return int(rng.randint(2, top))

    def make_question(self) -> Question:
        """Deal question number ``self.number`` (same seed, game and level → same deal)."""
        game = self.game_obj
        rng = self._rng()
        if self.level == "beginner":
            hands, board = _deal(game, self._player_count(rng), rng)
            return Question(self.number, hands, board, run_showdown(game, hands, board), "")
        wanted = rng.choice(hinges_for(game))
        if wanted == "heads-up":
            hands, board = _telesina_heads_up(game, rng)
            outcome = run_showdown(game, hands, board)
            return Question(self.number, hands, board, outcome, hinge_of(game, hands, board,
                                                                         outcome) or "heads-up")
        fallback: Question | None = None
        for _ in range(MAX_TRIES):
            hands, board = _deal(game, self._player_count(rng), rng)
            outcome = run_showdown(game, hands, board)
            hinge = hinge_of(game, hands, board, outcome)
            if hinge == wanted:
                return Question(self.number, hands, board, outcome, hinge)
            if hinge and fallback is None:
                fallback = Question(self.number, hands, board, outcome, hinge)
        if fallback is not None:
            return fallback
        return Question(self.number, hands, board, outcome, "")

    def load_deal(self, hands: Sequence[str | Sequence[Card]], board: str | Sequence[Card] = ()
                  ) -> None:
        """Ask about a given deal (a teacher's position, or a test's)."""
        from tutor.cards import parse_cards

        game = self.game_obj
        parsed = tuple(tuple(parse_cards(h, deck=game.deck)) for h in hands)
        table = tuple(parse_cards(board, deck=game.deck)) if board else ()
        outcome = run_showdown(game, parsed, table)
        question = Question(self.number, parsed, table, outcome,
                            hinge_of(game, parsed, table, outcome))
        self.param.update(question=question, picked_high=[], picked_low=[], no_low=False,
                          checked=False, correct=None, error="")

    def new_question(self) -> None:
        """Deal the current question number and clear the picks and feedback."""
        self.param.update(
            question=self.make_question(), picked_high=[], picked_low=[], no_low=False,
            checked=False, correct=None, error="",
        )

    def next(self) -> None:
        """Deal the next question."""
        self.number += 1
        self.new_question()

    @param.depends("game", "level", "players", "seed", watch=True)
    def _restart(self) -> None:
        self.number = 0
        self.new_question()

    # -- answering -----------------------------------------------------------------------
    @property
    def is_hilo(self) -> bool:
        return bool(self.game_obj.is_hilo)

    def _check_hand(self, index: int) -> bool:
        if self.question is None:
            return False
        if not 0 <= index < len(self.question.hands):
            self.error = f"there is no hand {index + 1}"
            return False
        return True

    def toggle(self, index: int, half: str = "high") -> None:
        """Pick or unpick hand ``index`` (0-based) as a high (or low) winner."""
        if self.checked or not self._check_hand(index):
            return
        name = "picked_low" if half == "low" else "picked_high"
        picked = list(getattr(self, name))
        if index in picked:
            picked.remove(index)
        else:
            picked.append(index)
        update: dict[str, Any] = {name: sorted(picked), "error": ""}
        if half == "low" and picked:
            update["no_low"] = False
        self.param.update(**update)

    def toggle_no_low(self) -> None:
        """Pick (or unpick) "no low" — nobody has a qualifying low."""
        if self.checked or not self.is_hilo:
            return
        self.param.update(no_low=not self.no_low, picked_low=[] if not self.no_low else
                          self.picked_low, error="")

    def submit(self) -> bool | None:
        """Check the picks; ``None`` (and an error message) if they are incomplete."""
        q = self.question
        if q is None or self.checked:
            return self.correct
        if not self.picked_high:
            self.error = self.text("need_pick")
            return None
        if self.is_hilo and not self.picked_low and not self.no_low:
            self.error = self.text("need_pick_low")
            return None
        right = set(self.picked_high) == set(q.winners)
        if self.is_hilo:
            low = q.low_winners
            if low:
                right = right and set(self.picked_low) == set(low) and not self.no_low
            else:
                right = right and self.no_low
        streak = self.streak + 1 if right else 0
        self.param.update(
            checked=True, correct=right, error="", asked=self.asked + 1,
            score=self.score + int(right), streak=streak,
            best_streak=max(self.best_streak, streak),
        )
        return right

    def tie_text(self) -> str:
        """When the (high) pot is split: who shares it and why, e.g.

        "Hand 1 and Hand 3 both have a straight of equal rank: the pot is split."
        '' when one hand wins. The tie is the core's (its winners); the words
        name the category the tied hands share.
        """
        q = self.question
        if q is None or len(q.winners) < 2:
            return ""
        from tutor.i18n import category_phrase
        from tutor.ui.core import category_label

        first = q.outcome.hands[min(q.winners)].high
        if first is None:
            return ""
        family = str(first.family)
        who = winners_text(sorted(q.winners), self.lang)
        both = len(q.winners) == 2
        if self.lang == "ru":
            cat = (category_label(first.category, "ru", family) if family == "barrel"
                   else category_phrase(first.category, "ru"))
            pot = "хай-половина делится" if self.is_hilo else "банк делится"
            return f"{who}: у {'обеих' if both else 'всех'} {cat} равного достоинства — {pot}."
        cat = (category_label(first.category, "en", family) if family == "barrel"
               else category_phrase(first.category, "en"))
        pot = "the high half is split" if self.is_hilo else "the pot is split"
        return f"{who} {'both' if both else 'all'} have {cat} of equal rank: {pot}."

    def handle_key(self, key: str) -> bool:
        """Apply a keyboard shortcut; ``True`` if the key meant something.

        Digits pick a hand, ``shift+N`` picks hand N as the low winner, ``0``
        toggles "no low", Enter checks the answer and then deals the next.
        """
        if key == "Enter":
            self.enter()
            return True
        if key == "0" and self.is_hilo:
            self.toggle_no_low()
            return True
        half = "high"
        if key.startswith("shift+"):
            key, half = key[6:], "low"
            if not self.is_hilo:
                half = "high"
        if key.isdigit() and key != "0":
            self.toggle(int(key) - 1, half)
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        """The keys this question listens to (for the view's key handler)."""
        n = len(self.question.hands) if self.question else 0
        keys = ["Enter", *(str(i) for i in range(1, n + 1))]
        if self.is_hilo:
            keys += ["0", *(f"shift+{i}" for i in range(1, n + 1))]
        return keys


def winners_text(indices: Sequence[int], lang: str) -> str:
    """``Hand 1 and Hand 3`` / ``Рука 1 и Рука 3``.

    >>> winners_text([0, 2], "ru")
    'Рука 1 и Рука 3'
    """
    from tutor.ui.strings import t

    names = [t("hand_n", lang, n=i + 1) for i in sorted(indices)]
    joiner = " и " if lang == "ru" else " and "
    if len(names) <= 2:
        return joiner.join(names)
    return ", ".join(names[:-1]) + joiner + names[-1]
