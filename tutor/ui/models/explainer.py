"""The explainer: a game, the players' cards and the board → who wins and why.

Its state can come from a URL query (``?game=soko&p=AsKs...&p=...&b=...&lang=ru``),
so a teacher can link a position. Everything from the URL is data: it is
parsed as cards or rejected with a plain message, and never reaches the page
as HTML (the view escapes it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

import param

from tutor.cards import Card, parse_cards
from tutor.errors import TutorError
from tutor.games import get_game
from tutor.i18n import check_lang
from tutor.texts import _
from tutor.ui.core import Outcome, run_showdown
from tutor.ui.errors_text import error_text
from tutor.ui.models.base import AppModel

MAX_TEXT = 80
"""Longest text accepted for one hand or the board (a URL can hold anything)."""


def _first(value: str | Sequence[str] | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    return str(value[0]) if value else None


def _all(value: str | Sequence[str] | None) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value]


class ExplainerModel(AppModel):
    """Hands and board typed (or linked) in, the core's verdict out.

    >>> m = ExplainerModel(game="holdem")
    >>> m.load_query({"p": ["As Ad", "Ks Kd"], "b": ["2c 7d 9h Jc 4s"]})
    >>> m.winners
    [0]
    >>> m.set_hand(1, "Kx Kd")
    >>> m.hand_errors[1]
    '“Kx” is not a card (expected a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠)'
    """

    hands_text = param.List(default=["", ""], item_type=str, doc="Each player's cards as text.")
    board_text = param.String(default="", doc="The board's cards as text.")
    outcome = param.Parameter(default=None, doc="The core's showdown, or None.")
    hands = param.List(default=[], doc="Parsed hands of the last good evaluation.")
    board = param.List(default=[], doc="Parsed board of the last good evaluation.")
    hand_errors = param.List(default=["", ""], item_type=str)
    board_error = param.String(default="")
    error = param.String(default="", doc="A message not tied to one input.")
    seats = param.List(default=[], item_type=int,
                       doc="The input box (0-based) of each hand the core compared: an empty "
                           "box is skipped, so the core's player 1 may be the third box.")

    @property
    def needs_board(self) -> bool:
        return int(self.game_obj.board_cards) > 0

    @property
    def max_players(self) -> int:
        game = self.game_obj
        fits = (len(game.deck) - game.board_cards) // game.hole_cards
        return int(min(6, game.players[1], fits))

    @property
    def winners(self) -> list[int]:
        """The input boxes (0-based) of the winning hands."""
        if self.outcome is None:
            return []
        return [self.seats[i] for i in self.outcome.winners]

    def hand_label(self, index: int) -> str:
        return self.text("player_n", n=index + 1)

    # -- editing -------------------------------------------------------------------------
    def set_hand(self, index: int, text: str) -> None:
        """Set player ``index``'s cards (0-based) and evaluate."""
        texts = list(self.hands_text)
        while len(texts) <= index:
            texts.append("")
        texts[index] = str(text)[:MAX_TEXT]
        self.hands_text = texts
        self.evaluate()

    def set_board(self, text: str) -> None:
        self.board_text = str(text)[:MAX_TEXT]
        self.evaluate()

    def add_player(self) -> None:
        if len(self.hands_text) < self.max_players:
            self.hands_text = [*self.hands_text, ""]

    def remove_player(self) -> None:
        if len(self.hands_text) > 2:
            self.hands_text = self.hands_text[:-1]
            self.evaluate()

    @param.depends("game", watch=True)
    def _game_changed(self) -> None:
        if len(self.hands_text) > self.max_players:
            self.hands_text = self.hands_text[: self.max_players]
        self.evaluate()

    @param.depends("lang", watch=True)
    def _lang_changed(self) -> None:
        self.evaluate()

    # -- evaluating ----------------------------------------------------------------------
    def _count_message(self, who: str, need: int, got: int) -> str:
        return _("{who} needs {need} cards, got {got}", self.lang, who=who, need=need, got=got)

    def evaluate(self) -> bool:
        """Parse the inputs and ask the core; errors land next to their input."""
        game = self.game_obj
        hand_errors = ["" for _ in self.hands_text]
        board_error = ""
        hands: list[tuple[Card, ...]] = []
        seen: dict[Card, str] = {}
        typed = 0
        for i, text in enumerate(self.hands_text):
            if not text.strip():
                hands.append(())
                continue
            typed += 1
            try:
                cards = parse_cards(text, deck=game.deck)
            except TutorError as err:
                hand_errors[i] = error_text(err, self.lang)
                hands.append(())
                continue
            if len(cards) != game.hole_cards:
                hand_errors[i] = self._count_message(self.hand_label(i), game.hole_cards,
                                                     len(cards))
            for c in cards:
                if c in seen:
                    hand_errors[i] = self._duplicate(c, seen[c])
                seen.setdefault(c, self.hand_label(i))
            hands.append(cards)
        board: tuple[Card, ...] = ()
        if self.needs_board:
            try:
                board = parse_cards(self.board_text, deck=game.deck)
            except TutorError as err:
                board_error = error_text(err, self.lang)
            else:
                if self.board_text.strip() and len(board) != game.board_cards:
                    board_error = self._count_message(self.text("board"), game.board_cards,
                                                      len(board))
                for c in board:
                    if c in seen:
                        board_error = self._duplicate(c, seen[c])
        elif self.board_text.strip():
            board_error = ""
        error = ""
        ok = not any(hand_errors) and not board_error
        if ok and typed < 2:
            error = self.text("need_players") if typed or self.board_text.strip() else ""
            ok = False
        if ok and self.needs_board and len(board) != game.board_cards:
            board_error = self._count_message(self.text("board"), game.board_cards, len(board))
            ok = False
        outcome: Outcome | None = None
        filled = [h for h in hands if h]
        seats = [i for i, h in enumerate(hands) if h]
        if ok:
            try:
                outcome = run_showdown(game, filled, board)
            except TutorError as err:
                error = error_text(err, self.lang)
        self.param.update(
            hand_errors=hand_errors, board_error=board_error, error=error, outcome=outcome,
            hands=filled if outcome is not None else [], board=list(board),
            seats=seats if outcome is not None else [],
        )
        return outcome is not None

    def _duplicate(self, c: Card, where: str) -> str:
        return _("“{card}” is already in {where}", self.lang, card=c, where=where)

    # -- URL -----------------------------------------------------------------------------
    def load_query(self, query: Mapping[str, str | Sequence[str]]) -> None:
        """Take the state from a URL query: ``game``, ``lang``, ``p`` (repeated), ``b``.

        Unknown games and languages fall back to the defaults with a message;
        card texts are parsed like typed input.
        """
        messages: list[str] = []
        update: dict[str, Any] = {}
        lang = _first(query.get("lang"))
        if lang:
            try:
                update["lang"] = check_lang(lang[:MAX_TEXT])
            except TutorError as err:  # a bad language in a link keeps the page's
                messages.append(error_text(err, self.lang))
        game = _first(query.get("game"))
        if game:
            try:
                update["game"] = get_game(game[:MAX_TEXT]).id
            except TutorError as err:
                messages.append(error_text(err, update.get("lang", self.lang)))
        players = [p[:MAX_TEXT] for p in _all(query.get("p"))][:6]
        board = (_first(query.get("b")) or "")[:MAX_TEXT]
        while len(players) < 2:
            players.append("")
        update["hands_text"] = players
        update["board_text"] = board
        with param.parameterized.discard_events(self):
            self.param.update(**update)
        self.evaluate()
        if messages:
            self.error = "; ".join(messages)

    def query(self) -> str:
        """The URL query of the current state (to link this position).

        >>> m = ExplainerModel(game="soko")
        >>> m.hands_text = ["As Ks Qs Js 9d", "2c 2d 2h 7s 7c"]
        >>> m.query()
        'game=soko&lang=en&p=As+Ks+Qs+Js+9d&p=2c+2d+2h+7s+7c'
        """
        pairs: list[tuple[str, str]] = [("game", self.game), ("lang", self.lang)]
        pairs += [("p", h.strip()) for h in self.hands_text if h.strip()]
        if self.board_text.strip():
            pairs.append(("b", self.board_text.strip()))
        return urlencode(pairs)
