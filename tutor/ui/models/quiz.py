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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import param

from tutor.cards import ACE, Card, make_card
from tutor.texts import N_, _
from tutor.ui.core import Outcome, run_showdown
from tutor.ui.models.base import RoundModel, first_value
from tutor.ui.models.rules import SHOWDOWN_RULES
from tutor.ui.models.seeds import deal_seed
from tutor.ui.models.traps import trap_of, traps_for, traps_of

LEVELS = ("beginner", "expert")
MAX_TRIES = 600
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
    """The near-tie kinds (traps) worth asking about in a game.

    >>> from tutor.games import get_game
    >>> hinges_for(get_game("omaha-hilo"))
    ('kicker', 'ace-low', 'omaha-two', 'counterfeit')
    """
    return traps_for(game)


def trap_order(kinds: Sequence[str], key: str, number: int) -> str:
    """The trap of question ``number``: each cycle is a seeded shuffle of every trap once.

    No trap comes twice before every other came up, across cycles too.

    >>> [trap_order(("a", "b", "c"), "k", n) for n in range(3)] in (
    ...     [list(p) for p in __import__("itertools").permutations("abc")])
    True
    """
    n = len(kinds)
    cycle, place = divmod(number, n)

    def order(c: int) -> list[str]:
        shuffled = random.Random(f"traps:{key}:{c}").sample(list(kinds), n)
        if c > 0 and n > 1 and shuffled[0] == order(c - 1)[-1]:
            shuffled.append(shuffled.pop(0))
        return shuffled

    return order(cycle)[place]


def _deal(game: Any, n: int, rng: random.Random) -> tuple[tuple[tuple[Card, ...], ...],
                                                           tuple[Card, ...]]:
    cards = list(game.deck.cards)
    rng.shuffle(cards)
    h = game.hole_cards
    hands = tuple(tuple(sorted(cards[i * h:(i + 1) * h], reverse=True)) for i in range(n))
    board = tuple(cards[n * h:n * h + game.board_cards])
    return hands, board


def _ace_low_deal(game: Any, n: int, rng: random.Random
                  ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A deal where one player's own cards and the board can run ace-low (A-2-3-4-5 …).

    A wheel is too rare to sample in a 5-card game; the run's cards go to hand 0
    first and then to the board, the rest is shuffled. The trap is still tagged only
    when the run decides (:func:`tutor.ui.models.traps.traps_of`).
    """
    cards = list(game.deck.cards)
    rng.shuffle(cards)
    low = game.deck.low_rank
    size = int(game.main.hand_size)
    want = [ACE, *range(low, low + size - 1)]
    run = [next(c for c in cards if c.rank == r) for r in want]
    rest = [c for c in cards if c not in run]
    h = game.hole_cards
    slots = list(range(min(h, size)))
    if len(slots) < size:  # the rest of the run on the board
        slots += [n * h + j for j in range(min(size - len(slots), game.board_cards))]
    order: list[Card | None] = [None] * len(cards)
    for slot, card in zip(slots, run, strict=False):
        order[slot] = card
    spare = iter(rest + run[len(slots):])
    dealt = [c if c is not None else next(spare) for c in order]
    hands = tuple(tuple(sorted(dealt[i * h:(i + 1) * h], reverse=True)) for i in range(n))
    board = tuple(dealt[n * h:n * h + game.board_cards])
    order_hands = list(hands)
    rng.shuffle(order_hands)
    return tuple(order_hands), board


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

    kind = "quiz"
    named_rules = SHOWDOWN_RULES
    deals_positions = True

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
        self._pool: dict[str, list[Any]] = {}
        super().__init__(**params)
        self.new_question()

    # -- dealing -------------------------------------------------------------------------
    def _rng(self) -> random.Random:
        seed = deal_seed(self.seed, self.number)  # a visit seed's first deal is the build's
        return random.Random(f"quiz:{seed}:{self.game}:{self.level}:{self.number}")

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
        seed = deal_seed(self.seed, self.number)
        wanted = trap_order(hinges_for(game), f"{seed}:{game.id}:{self.players}", self.number)
        if wanted == "heads-up":
            hands, board = _telesina_heads_up(game, rng)
            outcome = run_showdown(game, hands, board)
            return Question(self.number, hands, board, outcome, wanted)
        pool = self._pool.setdefault(wanted, [])
        if pool:  # a deal found earlier in the session while looking for another trap
            hands, board, outcome = pool.pop(0)
            return Question(self.number, hands, board, outcome, wanted)
        fallback: Question | None = None
        for tries in range(MAX_TRIES):
            if wanted == "ace-low" and tries >= MAX_TRIES // 4:
                hands, board = _ace_low_deal(game, self._player_count(rng), rng)
            else:
                hands, board = _deal(game, self._player_count(rng), rng)
            outcome = run_showdown(game, hands, board)
            found = traps_of(game, hands, board, outcome)
            if wanted in found:
                return Question(self.number, hands, board, outcome, wanted)
            # a visit seed's first deal comes from the build's few seeds: what it finds on
            # the way is not kept, or the visit's next deals would be those few seeds' too
            for kind in found if seed == self.seed else ():
                kept = self._pool.setdefault(kind, [])
                if len(kept) < 2:
                    kept.append((hands, board, outcome))
            if found and fallback is None:
                fallback = Question(self.number, hands, board, outcome,
                                    trap_of(game, hands, board, outcome))
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
                            trap_of(game, parsed, table, outcome))
        self._reported_item = None  # a new question: its first check is a first answer
        self.param.update(question=question, picked_high=[], picked_low=[], no_low=False,
                          checked=False, correct=None, error="")

    def load_query(self, query: Mapping[str, Any]) -> None:
        """``game``, ``lang``, ``seed`` and a teacher's position: ``p`` (each hand), ``b``."""
        super().load_query(query)
        hands = query.get("p")
        if hands:
            hands = [hands] if isinstance(hands, str) else [str(h) for h in hands][:10]
            self.set_position(hands, first_value(query, "b") or "")

    def set_position(self, hands_text: str | Sequence[str], board_text: str = "") -> bool:
        """A teacher's position: one hand per line (or a list), and the board.

        On bad input the current question stays and :attr:`error` names the bad
        part in the page's language; ``True`` when the position was dealt.
        """
        from tutor.cards import parse_cards
        from tutor.errors import TutorError
        from tutor.ui.errors_text import error_text
        from tutor.ui.strings import cards_count

        game = self.game_obj
        lines = (hands_text.splitlines() if isinstance(hands_text, str) else list(hands_text))
        lines = [ln for ln in (str(x).strip() for x in lines) if ln][:10]
        if not 2 <= len(lines) <= min(6, game.players[1]):
            self.error = self.text("pos_players", game=self.game_name, n=len(lines),
                                   most=min(6, game.players[1]))
            return False
        try:
            hands = []
            for i, line in enumerate(lines):
                try:
                    cards = parse_cards(line[:80], deck=game.deck)
                except TutorError as err:
                    raise TutorError(N_("{who}: {why}"), who=self.text("hand_n", n=i + 1),
                                     why=error_text(err, self.lang)) from None
                if len(cards) != game.hole_cards:
                    raise TutorError(self.text("pos_count", who=self.text("hand_n", n=i + 1),
                                               game=self.game_name,
                                               cards=cards_count(game.hole_cards, self.lang),
                                               got=len(cards)))
                hands.append(cards)
            board = parse_cards(board_text[:80], deck=game.deck) if board_text.strip() else ()
            if len(board) != game.board_cards:
                raise TutorError(self.text("pos_count", who=self.text("board"),
                                           game=self.game_name,
                                           cards=cards_count(game.board_cards, self.lang),
                                           got=len(board)))
            self.load_deal(hands, board)
        except TutorError as err:
            self.error = error_text(err, self.lang)
            return False
        return True

    def item_rules(self) -> list[str]:
        """The rules the deal turned on: the traps that decided it and the explanation's
        clause(s)."""
        from tutor.ui.models.rules import showdown_rules

        q = self.question
        if q is None:
            return []
        return showdown_rules(self.game_obj, q.hands, q.board, q.outcome)

    def item(self) -> dict[str, Any] | None:
        """The deal's id: its position (``p`` per hand, ``b`` the board), as a shared link.

        A position, not the seed and number: an expert session keeps deals found while
        looking for another trap, so the seed and number alone do not re-deal it.
        """
        query = self.share_query()
        if not query:
            return None
        return {"p": query["p"], "b": query.get("b", [""])[0]}

    def load_item(self, item: Mapping[str, Any]) -> None:
        """Deal the position an :meth:`item` names (a ``TutorError`` says what is wrong)."""
        from tutor.errors import TutorError

        hands, board = item.get("p"), item.get("b", "")
        if (not isinstance(hands, list) or not all(isinstance(h, str) for h in hands)
                or not isinstance(board, str)):
            raise TutorError("item: `p` must be a list of hands and `b` a board")
        if not self.set_position(hands, board):
            raise TutorError(self.error)

    def share_query(self) -> dict[str, list[str]]:
        """The URL query that deals this very question again (``p`` per hand, ``b``)."""
        from tutor.cards import format_cards

        q = self.question
        if q is None:
            return {}
        query = {"game": [str(self.game)], "lang": [self.lang],
                 "p": [format_cards(h) for h in q.hands]}
        if q.board:
            query["b"] = [format_cards(q.board)]
        return query

    def new_question(self) -> None:
        """Deal the current question number and clear the picks and feedback."""
        self._reported_item = None  # a new question: its first check is a first answer
        self.param.update(
            question=self.make_question(), picked_high=[], picked_low=[], no_low=False,
            checked=False, correct=None, error="",
        )

    def retry(self) -> None:
        """Ask the same deal again: clear the picks and the feedback; the score keeps the
        first answer (a retry's check counts nothing, as in the drills)."""
        if self.question is None:
            return
        self.param.update(picked_high=[], picked_low=[], no_low=False, checked=False,
                          correct=None, error="")

    def pick_feedback(self) -> list[str]:
        """Why the learner's own picks lose or tie (high half, then low), [] if right."""
        from tutor.ui.models.feedback import pick_lines

        q = self.question
        if q is None or not self.checked:
            return []
        lines = pick_lines(q.outcome, self.picked_high, lang=self.lang)
        if self.is_hilo:
            if self.no_low and q.low_winners:
                lines.append(self.text("fb_said_no_low",
                                       who=winners_text(sorted(q.low_winners), self.lang)))
            elif self.picked_low:
                lines += pick_lines(q.outcome, self.picked_low, lang=self.lang, low=True)
        return lines

    def next(self) -> None:
        """Deal the next question."""
        self.number += 1
        self.new_question()

    @param.depends("game", "level", "players", "seed", watch=True)
    def _restart(self) -> None:
        self._pool = {}
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
        self.report(right)
        update: dict[str, Any] = {}
        if self.outcome is not None and self.outcome["first"]:  # first answers count, as
            streak = self.streak + 1 if right else 0              # in the drills
            update = {"asked": self.asked + 1, "score": self.score + int(right),
                      "streak": streak, "best_streak": max(self.best_streak, streak)}
        self.param.update(checked=True, correct=right, error="", **update)
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

        first = q.outcome.hands[min(q.winners)].high
        if first is None:
            return ""
        family = q.outcome.game.main
        who = winners_text(sorted(q.winners), self.lang)
        many = self.text(f"tie_{min(len(q.winners), 6)}")
        cat = category_phrase(first.category, self.lang, vocabulary=family.vocabulary)
        pot = _("the high half is split", self.lang) if self.is_hilo else _(
            "the pot is split", self.lang)
        return _("{who} {many} have {cat} of equal rank: {pot}.", self.lang, who=who,
                 many=many, cat=cat, pot=pot)

    def handle(self, action: str, value: str, focus: str = "") -> None:
        """A click or a key from the view (``action``, ``value``), as the drills take them.

        >>> q = QuizModel(game="holdem", seed=3)
        >>> q.handle("pick", "0"); q.picked_high
        [0]
        """
        if action == "pick":
            self.toggle(int(value), "high")
        elif action == "picklow":
            self.toggle(int(value), "low")
        elif action == "nolow":
            self.toggle_no_low()
        elif action == "submit":
            self.submit()
        elif action == "next":
            self.next()
        elif action == "retry":
            self.retry()
        elif action == "key":
            self.handle_key(value)

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
    joiner = _(" and ", lang)
    if len(names) <= 2:
        return joiner.join(names)
    return ", ".join(names[:-1]) + joiner + names[-1]
