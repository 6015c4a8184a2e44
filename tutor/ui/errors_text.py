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
"""

from __future__ import annotations

import re

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
    """Translate a trailing ``(player N)`` / ``(board)``, counting players from 1."""
    def player(m: re.Match[str]) -> str:
        n = int(m.group(1)) + 1
        return f"(игрок {n})" if lang == "ru" else f"(player {n})"

    text = re.sub(r"\(player (\d+)\)", player, text)
    return text.replace("(board)", "(борд)") if lang == "ru" else text


_RU_PATTERNS: list[tuple[str, str]] = [
    (r"«(.+?)» is not a card \(.*?\)", "«{0}» — не карта: нужны достоинство (2–9, T или 10, J, Q, "
     "K, A) и масть (c, d, h, s или ♣ ♦ ♥ ♠), например As или 10♥."),
    (r"«(.+?)» appears twice", "Карта «{0}» встречается дважды"),
    (r"unknown game «(.+?)»; known games: (.*)", "Неизвестная игра «{0}»; известные игры: {1}"),
    (r"unknown widget kind «(.+?)»; use (.*)", "Неизвестный вид упражнения «{0}»; есть: {1}"),
    (r"a hand here has (\d+) to (\d+) cards, got (\d+)",
     "Здесь в руке от {0} до {1} карт, а введено {2}"),
    (r"a hand here has (.+?) cards, got (\d+)", "Здесь в руке {0} карт, а введено {1}"),
    (r"a showdown needs at least 2 players, got (\d+)",
     "Для вскрытия нужны хотя бы два игрока, а их {0}"),
    (r"expected one card, got (\d+) in «(.*?)»", "Нужна одна карта, а в «{1}» их {0}"),
]

_STRANGERS = re.compile(r"; it holds (.+?)(, which is neither a card letter nor a suit symbol)?$")
"""The core's tail naming look-alike characters (``tutor.cards.name_strangers``)."""


def _strangers_ru(names: str, card: bool) -> str:
    """The look-alike characters as a Russian sentence (Unicode's own names kept)."""
    many = names.count("U+") > 1
    text = f" Здесь есть {'символы' if many else 'символ'} {names}"
    if card:
        text += (" — это не буквы карт и не знаки масти" if many
                 else " — это не буква карты и не знак масти")
    return text + "."


def error_text(err: Exception | str, lang: str = "en") -> str:
    """The message of an input error for the page (see the module docstring)."""
    text = str(err)
    ru = lang == "ru"
    text = re.sub(r"`([^`]*)`", (lambda m: f"«{m.group(1)}»") if ru
                  else (lambda m: f"“{m.group(1)}”"), text)
    bad = re.search(r"[«“](.+?)[»”] is not a card", text)
    hint = ""
    if bad and (spelt := latin_card(bad.group(1))):
        hint = (f" Русская запись не принимается: «{bad.group(1)}» пишется {spelt}." if ru
                else f" Russian notation is not read here: write “{bad.group(1)}” as {spelt}.")
    strangers = _STRANGERS.search(text)
    tail = ""
    if strangers:  # said as a sentence of its own, in the page's language
        text = text[:strangers.start()]
        tail = (_strangers_ru(strangers.group(1), bool(strangers.group(2))) if ru
                else strangers.group(0) + ".")
    if ru:
        for pattern, ru_text in _RU_PATTERNS:
            m = re.match(pattern, text)
            if m:
                text = ru_text.format(*m.groups()) + text[m.end():]
                break
        deck = re.search(r"«(.+?)» is not in the (\d+)-card deck[^(]*(\([^)]*\))?", text)
        if deck:
            text = (f"Карты «{deck.group(1)}» нет в колоде: {deck_name(int(deck.group(2)), 'ru')}"
                    + text[deck.end():])
    return _where(text, lang) + tail + hint
