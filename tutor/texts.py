"""The tutor's sentences in every language: GNU gettext message catalogues.

The source language is English: a message's id is its English text, so English
needs no catalogue and is what any language shows for a message it lacks. Every
other language is one catalogue, ``tutor/locale/<lang>/LC_MESSAGES/tutor.po``,
compiled to the ``tutor.mo`` beside it (committed: a clean clone, the wheel and
the site's Pyodide bundle read it with no build step; a test fails when a ``.mo``
is stale against its ``.po``). The standard library's :mod:`gettext` reads the
``.mo``, so the rules core keeps no third-party dependency; Babel extracts the
messages and compiles the catalogues (``scripts/catalogues.py``) and is needed
only there and in the tests.

:data:`LANGS` is English plus every language whose catalogue is present: in the
package, and in the folders named by the ``TUTOR_LOCALE_PATH`` environment
variable (``os.pathsep``-separated, each laid out as ``<lang>/LC_MESSAGES/tutor.mo``),
where a translator tries a language without touching the package.

Placeholders are named, ``{who}``, filled with :meth:`str.format`; plural forms
come from the catalogue's ``Plural-Forms`` header (Russian has three).

>>> _("Best: {best}. Yours: {mine}.", "ru", best="A", mine="B")
'Лучшая: A. Ваша: B.'
>>> [n_("{n} card", "{n} cards", n, "ru") for n in (1, 3, 5, 21)]
['1 карта', '3 карты', '5 карт', '21 карта']
>>> n_("{n} card", "{n} cards", 2)
'2 cards'
>>> p_("decimal separator", ".", "ru"), p_("decimal separator", ".", "en")
(',', '.')
"""

from __future__ import annotations

import functools
import gettext
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tutor.errors import TutorError, quote, use_catalogue

DOMAIN = "tutor"
"""The catalogues' domain: ``<lang>/LC_MESSAGES/tutor.mo``."""

SOURCE_LANG = "en"
"""The language of the message ids."""

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
"""The package's catalogues."""

LOCALE_PATH_ENV = "TUTOR_LOCALE_PATH"
"""Environment variable naming more folders of catalogues (tried before the package's)."""


def locale_dirs() -> list[Path]:
    """The folders searched for catalogues, first match wins."""
    extra = os.environ.get(LOCALE_PATH_ENV, "")
    return [Path(p) for p in extra.split(os.pathsep) if p] + [LOCALE_DIR]


def _mo_file(lang: str) -> Path | None:
    for folder in locale_dirs():
        path = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        if path.is_file():
            return path
    return None


def _present_langs() -> tuple[str, ...]:
    found: set[str] = set()
    for folder in locale_dirs():
        if folder.is_dir():
            found.update(p.name for p in folder.iterdir()
                         if (p / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file())
    found.discard(SOURCE_LANG)
    return (SOURCE_LANG, *sorted(found))


LANGS: tuple[str, ...] = _present_langs()
"""Every language the tutor speaks: English first, then those with a catalogue."""


def check_lang(lang: str) -> str:
    """Return ``lang`` (any case, spaces around it dropped) if the tutor speaks it,
    else raise a clear error naming it.

    >>> check_lang("ru"), check_lang(" EN ")
    ('ru', 'en')
    >>> check_lang("de")
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: unknown language `de`; use en or ru
    """
    if lang in LANGS:  # the common case, asked once per word of every sentence
        return lang
    code = str(lang).strip().lower()
    if code not in LANGS:
        raise TutorError(N_("unknown language {shown}; use {known}"), shown=quote(str(lang)),
                         known=" or ".join(LANGS))
    return code


def url_prefix(lang: str) -> str:
    """Where a language's pages live from the site root: English at the root, any other
    language under its code.

    >>> url_prefix("en"), url_prefix("ru")
    ('', 'ru/')
    """
    return "" if lang == SOURCE_LANG else f"{lang}/"


@functools.cache
def gettext_for(lang: str) -> gettext.NullTranslations:
    """The translations of ``lang`` (English: the messages as they are).

    An unknown language is a clear error (:func:`check_lang`).
    """
    lang = check_lang(lang)
    path = None if lang == SOURCE_LANG else _mo_file(lang)
    if path is None:
        return gettext.NullTranslations()
    with path.open("rb") as f:
        return gettext.GNUTranslations(f)


def _fill(text: str, values: dict[str, Any]) -> str:
    return text.format(**values) if values else text


def _(message: str, lang: str = SOURCE_LANG, /, **values: Any) -> str:
    """``message`` in ``lang``, its ``{name}`` placeholders filled from ``values``."""
    return _fill(gettext_for(lang).gettext(message), values)


def p_(context: str, message: str, lang: str = SOURCE_LANG, /, **values: Any) -> str:
    """:func:`_` for a message whose translation depends on where it stands
    (``context``: the same English, other words in another language)."""
    return _fill(gettext_for(lang).pgettext(context, message), values)


def n_(singular: str, plural: str, n: int, lang: str = SOURCE_LANG, /, **values: Any) -> str:
    """The form of a message for the number ``n`` (filled in as ``{n}`` too)."""
    return _fill(gettext_for(lang).ngettext(singular, plural, n), {"n": n, **values})


def np_(context: str, singular: str, plural: str, n: int, lang: str = SOURCE_LANG, /,
        **values: Any) -> str:
    """:func:`n_` with a context (:func:`p_`)."""
    text = gettext_for(lang).npgettext(context, singular, plural, n)
    return _fill(text, {"n": n, **values})


def NP_(context: str, message: str) -> str:
    """:func:`N_` with a context (:func:`p_`)."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural message (:func:`n_`) where it is defined."""
    return singular, plural


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue where it is defined; translate it later
    with :func:`_` (a table of messages)."""
    return message


def decimal(x: float, digits: int, lang: str = SOURCE_LANG) -> str:
    """``x`` with ``digits`` decimals and the language's decimal separator.

    >>> decimal(78.43, 1), decimal(78.43, 1, "ru")
    ('78.4', '78,4')
    """
    return f"{x:.{digits}f}".replace(".", p_("decimal separator", ".", lang))


def percent(number: str, lang: str = SOURCE_LANG) -> str:
    """A number already written (:func:`decimal`) as a percentage: ``78.4%``, ``78,4 %``
    (Russian: a space that does not break before the sign)."""
    return p_("percentage", "{number}%", lang, number=number)


class MessageTable:
    """English texts keyed by a stable id; every other language from the catalogue.

    An entry's catalogue context is ``<name>:<key>``, so the same English under two
    keys may read differently in another language. ``table(key, lang, **values)``
    is the text, its placeholders filled when values are given; a key the table
    lacks goes to ``fallback`` (another table, or the key itself when it is None).
    ``scripts/catalogues.py`` extracts every table made here.

    >>> words = MessageTable("example", {"hello": "Hello, {who}"})
    >>> words("hello", "en", who="you"), words("nope")
    ('Hello, you', 'nope')
    >>> TABLES.remove(words)  # an example, not one of the catalogue's tables
    """

    def __init__(self, name: str, english: dict[str, str],
                 fallback: Callable[..., str] | None = None) -> None:
        self.name = name
        self.english = english
        self.fallback = fallback
        TABLES.append(self)

    def __call__(self, key: str, lang: str = SOURCE_LANG, /, **values: Any) -> str:
        text = self.english.get(key)
        if text is None:
            return key if self.fallback is None else self.fallback(key, lang, **values)
        if not text:  # the same in every language (and not the catalogue's header)
            return text
        return p_(f"{self.name}:{key}", text, lang, **values)

    def __contains__(self, key: str) -> bool:
        return key in self.english

    def messages(self) -> list[tuple[str, str]]:
        """The catalogue's entries of this table: (context, English)."""
        return [(f"{self.name}:{key}", text) for key, text in self.english.items()]


TABLES: list[MessageTable] = []
"""Every :class:`MessageTable` made (the extractor reads them)."""


use_catalogue(_, p_)
