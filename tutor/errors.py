"""Errors raised by the rules core.

Every error is a :class:`ValueError` subclass whose message quotes the bad
input and says what was expected, so the CLI and the UI can show it as is.

>>> from tutor.cards import parse_cards
>>> try:
...     parse_cards("As 1x")
... except TutorError as err:
...     print(err)
`1x` is not a card (expected a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠)
"""

from __future__ import annotations

from collections.abc import Callable


def _english(message: str, lang: str = "en", /, **values: object) -> str:
    return message.format(**values) if values else message


def _english_in_context(context: str, message: str, lang: str = "en", /,
                        **values: object) -> str:
    return _english(message, lang, **values)


_say: Callable[..., str] = _english
"""How an error's message is said in a language: :func:`tutor.texts._` once that module
is imported (it imports this one, so the catalogue plugs itself in here)."""
_say_in_context: Callable[..., str] = _english_in_context
"""The same with a catalogue context (:func:`tutor.texts.p_`)."""


def use_catalogue(say: Callable[..., str], say_in_context: Callable[..., str]) -> None:
    """Say every error's message with ``say(message, lang, **values)`` and
    ``say_in_context(context, message, lang, **values)`` (``tutor.texts``)."""
    global _say, _say_in_context
    _say, _say_in_context = say, say_in_context


class Phrase:
    """A message of the catalogue and its values, said in a language when shown.

    An error's value may be a phrase (a clause whose words change with the language):
    :meth:`TutorError.text` says it in the error's language first.

    >>> str(Phrase("in the {what}", what="trick")), Phrase("").text("ru")
    ('in the trick', '')
    """

    def __init__(self, message: str = "", /, *, context: str | None = None,
                 **values: object) -> None:
        self.message_id = message
        self.context = context
        self.message_values = values

    def text(self, lang: str = "en") -> str:
        """The phrase in ``lang`` (English where the catalogue has none)."""
        if not self.message_id:  # gettext's "" is the catalogue's header
            return ""
        values = _said_values(self.message_values, lang)
        if self.context is not None:
            return _say_in_context(self.context, self.message_id, lang, **values)
        return _say(self.message_id, lang, **values)

    def __str__(self) -> str:
        return self.text()


def _said_values(values: dict[str, object], lang: str) -> dict[str, object]:
    return {k: v.text(lang) if isinstance(v, Phrase | TutorError) else v
            for k, v in values.items()}


class TutorError(ValueError):
    """Base class of every input error of the tutor.

    ``TutorError("{game} needs {n} cards", game=..., n=...)``: the message is the
    catalogue's English text (:mod:`tutor.texts`) and its values; ``str(err)`` is
    English, :meth:`text` says it in a language. A message written whole (an f-string)
    stays English.

    >>> err = TutorError('unknown key {key} (expected "players" and "board")', key="`x`")
    >>> print(err); print(err.text("ru"))
    unknown key `x` (expected "players" and "board")
    неизвестный ключ `x` (ожидаются "players" и "board")
    """

    def __init__(self, message: str = "", /, **values: object) -> None:
        self.message_id = message
        self.message_values = values
        super().__init__(message.format(**_said_values(values, "en")) if values else message)

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (English where the catalogue has none); a value that
        is a :class:`Phrase` is said in ``lang`` too."""
        return _say(self.message_id, lang, **_said_values(self.message_values, lang))


class CardParseError(TutorError):
    """A piece of text is not a card."""


class DuplicateCardError(TutorError):
    """The same card appears more than once."""


class CardNotInDeckError(TutorError):
    """A card is valid, but not in the deck of the game being played."""


class CardCountError(TutorError):
    """A hand, board or barrel has the wrong number of cards."""


class UnknownGameError(TutorError):
    """A game id that the registry does not know."""


class DeckCardError(TutorError):
    """Text that is not a card of the deck being played, or a card given twice, said in
    the learner's language (:func:`tutor.cards.parse_deck_hand`)."""


def said(err: Exception, lang: str | None) -> str:
    """The message of ``err`` in ``lang`` when it can say it there, else as it is.

    >>> said(TutorError("`{c}` appears twice", c="As"), "ru"), said(ValueError("bad"), "ru")
    ('карта `As` встречается дважды', 'bad')
    """
    text = getattr(err, "text", None)
    if lang and callable(text):
        try:
            return str(text(lang))
        except TutorError:
            pass
    return str(err)


QUOTE_LIMIT = 80
"""Most characters of a culprit an error message quotes."""


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` in backticks for an error message: escaped, at most ``limit`` characters.

    Control characters, lone surrogates and other unprintable characters are
    escaped as Python would (``\\x00``, ``\\ud800``), so a message is always
    valid UTF-8 and one line; a long text is cut with ``…``.

    >>> quote("As"), quote("a\\nb"), quote("\\ud800")
    ('`As`', '`a\\\\nb`', '`\\\\ud800`')
    >>> quote("x" * 200, limit=5)
    '`xxxxx…`'
    """
    cut = text[:limit]
    shown = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in cut)
    return f"`{shown}{'…' if len(text) > limit else ''}`"
