"""Input errors as a learner reads them: in the page's language, no Markdown backticks.

The rules core raises :class:`tutor.errors.TutorError` with an English message
that quotes the bad part in backticks (the CLI's style). The apps show the
message in red, so here the quotes become typographic ones and, on Russian pages,
the known messages are said in Russian. A card typed in Russian notation
(``Тп``, ``10ч``) is refused with a hint that spells it the way the tutor reads it:
Latin ``T`` is a ten and Cyrillic ``Т`` an ace, so guessing would mislead.

>>> error_text("`1x` is not a card (expected a rank 2-9, T or 10, J, Q, K, A and a suit)", "en")
'“1x” is not a card (expected a rank 2-9, T or 10, J, Q, K, A and a suit)'
>>> print(error_text("`Тп` is not a card (expected …)", "ru").split(". ")[-1])
Русская запись не принимается: «Тп» пишется As.
>>> error_text("`As` appears twice (player 1)", "ru")
'Карта «As» встречается дважды (игрок 2)'

Any other :class:`~tutor.errors.TutorError` says itself in the page's language:

>>> from tutor.errors import TutorError
>>> error_text(TutorError("`{kind}` is not a drill", kind="quiz"), "ru")
'«quiz» — не тренажёр'
"""

from __future__ import annotations

import re

from tutor.errors import TutorError
from tutor.texts import N_, _, n_, p_
from tutor.ui.strings import deck_name

_RU_RANKS = {"Т": "A", "К": "K", "Д": "Q", "В": "J"}
_RU_SUITS = {"п": "s", "ч": "h", "б": "d", "т": "c", "к": "c"}


def latin_card(token: str) -> str | None:
    """A card in Russian notation spelt the tutor's way (``Тп`` -> ``As``), else None.

    >>> latin_card("Тп"), latin_card("10ч"), latin_card("Дб"), latin_card("xyz")
    ('As', 'Th', 'Qd', None)
    """
    m = re.fullmatch(r"(10|[2-9ТКДВтКдв])([пчбтк])", token.strip(), flags=re.IGNORECASE)
    if not m:
        return None
    rank, suit = m.group(1), m.group(2).lower()
    rank = "T" if rank == "10" else _RU_RANKS.get(rank.upper(), rank)
    return rank + _RU_SUITS[suit]


def _where(text: str, lang: str) -> str:
    """Say a trailing ``(player N)`` / ``(board)`` in ``lang``, counting players from 1."""
    text = re.sub(r"\(player (\d+)\)",
                  lambda m: _("(player {n})", lang, n=int(m.group(1)) + 1), text)
    return text.replace("(board)", _("(board)", lang))


_OPEN, _CLOSE = "[«“]", "[»”]"
_KNOWN: list[tuple[re.Pattern[str], str]] = [(re.compile(pattern), message)
                                             for pattern, message in (
    (rf"{_OPEN}(?P<card>.+?){_CLOSE} is not a card (?P<expected>\(.*?\))",
     N_("“{card}” is not a card {expected}")),
    (rf"{_OPEN}(?P<card>.+?){_CLOSE} appears twice", N_("“{card}” appears twice")),
    (rf"unknown game {_OPEN}(?P<game>.+?){_CLOSE}; known games: (?P<known>.*)",
     N_("unknown game “{game}”; known games: {known}")),
    (rf"unknown widget kind {_OPEN}(?P<kind>.+?){_CLOSE}; use (?P<known>.*)",
     N_("unknown widget kind “{kind}”; use {known}")),
    (r"a hand here has (?P<lo>\d+) to (?P<hi>\d+) cards, got (?P<got>\d+)",
     N_("a hand here has {lo} to {hi} cards, got {got}")),
    (r"a hand here has (?P<n>.+?) cards, got (?P<got>\d+)",
     N_("a hand here has {n} cards, got {got}")),
    (r"a showdown needs at least 2 players, got (?P<got>\d+)",
     N_("a showdown needs at least 2 players, got {got}")),
    (rf"expected one card, got (?P<n>\d+) in {_OPEN}(?P<text>.*?){_CLOSE}",
     N_("expected one card, got {n} in “{text}”")),
)]
"""The core's English messages a page says in its language: each one's pattern (on the
text with its quotes made typographic) and the catalogue's message made from its parts."""

_NOT_IN_DECK = re.compile(
    rf"{_OPEN}(?P<card>.+?){_CLOSE} is not in (?P<matched>the (?P<size>\d+)-card deck[^(]*"
    r"(\([^)]*\))?)")

_STRANGERS = re.compile(r"; it holds (.+?)(, which is neither a card letter nor a suit symbol)?$")
"""The core's tail naming look-alike characters (``tutor.cards.name_strangers``)."""


def _strangers(names: str, card: bool, lang: str) -> str:
    """The look-alike characters as a sentence of their own (Unicode's own names kept)."""
    count = names.count("U+")
    if card:
        return n_("; it holds {names}, which is neither a card letter nor a suit symbol.",
                  "; it holds {names}, which is neither a card letter nor a suit symbol.",
                  count, lang, names=names)
    return n_("; it holds {names}.", "; it holds {names}.", count, lang, names=names)


def _read_from_english(english: str) -> bool:
    """Whether a message is re-said from its English words here (a card, a deck, a seat,
    look-alike characters), not by the error itself."""
    text = re.sub(r"`([^`]*)`", r"“\1”", english)
    return (any(pattern.match(text) for pattern, _message in _KNOWN)
            or bool(_NOT_IN_DECK.search(text) or _STRANGERS.search(text)
                    or re.search(r"\((player \d+|board)\)", text)
                    or re.search(rf"{_OPEN}.+?{_CLOSE} is not a card", text)))


def error_text(err: Exception | str, lang: str = "en") -> str:
    """The message of an input error for the page (see the module docstring): a
    :class:`~tutor.errors.TutorError` says itself in ``lang`` unless its English words are
    re-said here."""
    said_text = str(err)
    if isinstance(err, TutorError) and not _read_from_english(said_text):
        said_text = err.text(lang)
    text = re.sub(r"`([^`]*)`", lambda m: p_("quoted input", "“{text}”", lang, text=m.group(1)),
                  said_text)
    bad = re.search(rf"{_OPEN}(.+?){_CLOSE} is not a card", text)
    hint = ""
    if bad and (spelt := latin_card(bad.group(1))):
        hint = _(" Russian notation is not read here: write “{card}” as {spelt}.", lang,
                 card=bad.group(1), spelt=spelt)
    strangers = _STRANGERS.search(text)
    tail = ""
    if strangers:  # said as a sentence of its own, in the page's language
        text = text[:strangers.start()]
        tail = _strangers(strangers.group(1), bool(strangers.group(2)), lang)
    for pattern, message in _KNOWN:
        m = pattern.match(text)
        if m:
            text = _(message, lang, **m.groupdict()) + text[m.end():]
            break
    deck = _NOT_IN_DECK.search(text)
    if deck:
        text = _("“{card}” is not in {matched}", lang, card=deck.group("card"),
                 matched=deck.group("matched"),
                 deck=deck_name(int(deck.group("size")), lang)) + text[deck.end():]
    return _where(text, lang) + tail + hint
