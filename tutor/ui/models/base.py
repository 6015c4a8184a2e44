"""What every app model shares: the language, the game and the display options."""

from __future__ import annotations

from typing import Any

import param

from tutor.games import GAME_IDS, get_game
from tutor.i18n import LANGS, check_lang
from tutor.ui.strings import t


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

    def __init__(self, **params: Any) -> None:
        if "lang" in params:
            params["lang"] = check_lang(params["lang"])
        if "game" in params:
            params["game"] = get_game(params["game"]).id
        super().__init__(**params)

    def text(self, key: str, **values: object) -> str:
        """A UI text in the model's language."""
        return t(key, self.lang, **values)

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
