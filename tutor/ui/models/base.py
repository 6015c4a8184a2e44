"""What every app model shares: the language, the game and the display options."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from contextlib import suppress
from typing import Any, ClassVar

import param

from tutor.errors import TutorError, quote
from tutor.games import GAME_IDS, get_game
from tutor.i18n import LANGS, check_lang
from tutor.texts import N_
from tutor.ui.strings import t

SEED_DIGITS = 12
"""A seed in a link has at most this many digits (a visit's own has ten)."""

def item_int(item: Mapping[str, Any], key: str, top: int = 10**12) -> int:
    """A whole number 0..top from an item id, or a ``TutorError`` naming the key.

    >>> item_int({"seed": 7}, "seed")
    7
    >>> item_int({"seed": "x"}, "seed")
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: item: `seed` must be a whole number from 0 to 1000000000000, not 'x'
    """
    from tutor.errors import TutorError, quote

    value = item.get(key) if isinstance(item, Mapping) else None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
        raise TutorError(N_("item: {key} must be a whole number from 0 to {top}, not {value}"),
                         key=quote(key), top=top, value=repr(str(value)[:20]))
    return value


def first_value(query: Mapping[str, Any], key: str) -> str | None:
    """The first value of ``key`` in a parsed URL query (a text or a list of texts).

    >>> first_value({"seed": ["12", "13"]}, "seed"), first_value({"lang": "ru"}, "lang")
    ('12', 'ru')
    >>> first_value({}, "seed") is None, first_value({"p": []}, "p") is None
    (True, True)
    """
    value = query.get(key)
    if value is None:
        return None
    if isinstance(value, str):
        return value
    return str(value[0]) if value else None


class AppModel(param.Parameterized):
    """Language, game and display options; an app model adds its own state.

    >>> m = AppModel(game="soko", lang="ru")
    >>> m.text("game")
    'Игра'
    >>> m.game_name
    'Соко (канадский стад)'
    """

    lang: Any = param.Selector(default="en", objects=list(LANGS), doc="Language of every text.")
    game: Any = param.Selector(default="holdem", objects=list(GAME_IDS), doc="Game id.")
    four_colour = param.Boolean(default=False, doc="Four-colour deck (clubs green, diamonds blue).")
    large = param.Boolean(default=False, doc="Large cards, readable on a projector.")
    outcome = param.Dict(default=None, allow_None=True, doc=(
        "The last judged answer: {kind, game, item, correct, first, time, rules} (see report)."))

    kind: ClassVar[str] = ""
    """The widget kind (``tutor.ui.widgets.KINDS``); '' for a model that judges nothing."""
    named_rules: ClassVar[frozenset[str]] = frozenset()
    """Every rule id :meth:`item_rules` can name: what :mod:`tutor.ui.rule_deals` searches
    this kind's deals for."""
    deals_positions: ClassVar[bool] = False
    """Whether a deal that turns on a rule is a position the kind loads (its ``item``, the
    quiz) rather than the first task of a seed."""
    seed_links: bool = True
    """Whether the view offers the deal's seed and links to it (not for a review item, dealt
    from the learner's own mistakes: its seed means nothing there)."""
    clock: Callable[[], float] = staticmethod(time.time)
    """Seconds since the epoch, for an outcome's ``time`` (tests put a fixed clock here)."""

    def __init__(self, **params: Any) -> None:
        clock = params.pop("clock", None)
        if "lang" in params:
            params["lang"] = check_lang(params["lang"])
        if "game" in params:
            params["game"] = get_game(params["game"]).id
        super().__init__(**params)
        if clock is not None:
            self.clock = clock

    def load_query(self, query: Mapping[str, Any]) -> None:
        """Take ``lang``, ``game`` and ``seed`` from a URL query (data only: bad values are
        ignored, so a broken link still opens the widget); a model with more in its links
        (a position, a plan, due items) adds to this or replaces it.

        >>> m = AppModel(game="soko")
        >>> m.load_query({"lang": ["ru"], "game": ["nonsense"]}); m.lang, m.game
        ('ru', 'soko')
        """
        lang = first_value(query, "lang")
        if lang:
            with suppress(TutorError):  # an unknown language in a link keeps the page's
                self.lang = check_lang(lang[:40])
        game = first_value(query, "game")
        if game and len(self.param.game.objects) > 1:
            with suppress(TutorError):  # an unknown game in a link keeps the default
                self.game = get_game(game[:40]).id
        seed = first_value(query, "seed")
        if seed and "seed" in self.param:  # a teacher gives a class the same deals
            try:  # ASCII digits only: int() would take "١٢", "+5", " 12" and "1_000"
                if not (seed.isascii() and seed.isdigit() and len(seed) <= SEED_DIGITS):
                    raise ValueError(seed)
                self.param.update(seed=int(seed))
            except ValueError:  # never silently: the learner is told these deals are fresh
                if "error" in self.param:
                    self.param.update(error=self.text("seed_bad", seed=quote(seed, 20)[1:-1],
                                                      most=SEED_DIGITS))

    def text(self, key: str, **values: object) -> str:
        """A UI text in the model's language."""
        return t(key, self.lang, **values)

    # -- outcomes: every judged answer reaches the page as data ---------------------------
    @property
    def item_game(self) -> str:
        """The game an outcome names (the model's game; Raspisnoy's drills say their own)."""
        return str(self.game)

    def item(self) -> dict[str, Any] | None:
        """The current task's id: what :meth:`load_item` needs to deal exactly this task."""
        return None

    def load_item(self, item: Mapping[str, Any]) -> None:
        """Deal the task an :meth:`item` id names (a ``TutorError`` names what is wrong)."""
        from tutor.errors import TutorError

        raise TutorError(f"a {type(self).__name__} has no items to deal")

    def item_rules(self) -> list[str]:
        """The ids of the rules (:mod:`tutor.rule_ids`) the current item turns on, whatever
        the answer: each judged kind says its own (never empty for a judged item)."""
        return []

    def report(self, correct: bool) -> None:
        """Publish a judged answer as :attr:`outcome` (``first``: the first answer to it).

        >>> from tutor.ui.models.drills import drill_class
        >>> m = drill_class("name-hand")(seed=3, clock=lambda: 1.5)
        >>> m.report(False); m.outcome["correct"], m.outcome["first"], m.outcome["time"]
        (False, True, 1500)
        >>> m.report(True); m.outcome["first"]
        False
        """
        item = self.item()
        first = item != getattr(self, "_reported_item", None)
        self._reported_item = item
        self.param.update(outcome={"kind": self.kind, "game": self.item_game, "item": item,
                                   "correct": bool(correct), "first": first,
                                   "time": int(self.clock() * 1000),
                                   "rules": self.item_rules()})

    @property
    def game_obj(self) -> Any:
        """The :class:`tutor.games.Game` being played."""
        return get_game(self.game)

    @property
    def game_name(self) -> str:
        """The game's name in the model's language."""
        return str(get_game(self.game).name(self.lang))


class RoundModel(AppModel):
    """An app played in rounds: answer, check, then deal the next (quiz, split trainer)."""

    checked = param.Boolean(default=False, doc="Whether the current round has been checked.")

    def submit(self) -> object:
        """Check the current answer (the subclass says what it returns)."""
        raise NotImplementedError

    def next(self) -> None:
        """Deal the next round."""
        raise NotImplementedError

    def enter(self) -> None:
        """What Enter does: check the answer, or, once checked, deal the next round."""
        if self.checked:
            self.next()
        else:
            self.submit()


class SeededRoundModel(RoundModel):
    """Rounds dealt from a ``seed`` in order (``seed`` and ``number``: integer parameters of
    the subclass): a round's item is the two, and :meth:`deal_round` deals it again."""

    seed: Any
    number: Any

    def deal_round(self) -> None:
        """Deal round ``number`` of ``seed``."""
        raise NotImplementedError

    def item(self) -> dict[str, Any] | None:
        """The round's id: the seed and the round's number."""
        return {"seed": int(self.seed), "number": int(self.number)}

    def load_item(self, item: Mapping[str, Any]) -> None:
        """Deal round ``number`` of ``seed`` (as :meth:`item` gives them)."""
        seed, number = item_int(item, "seed"), item_int(item, "number")
        self.seed = seed
        self.number = number
        self.deal_round()
