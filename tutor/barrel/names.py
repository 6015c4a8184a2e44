"""Display names of barrel categories and ranks in English and Russian.

>>> category_name("four-flush"), category_name("four-flush", "ru")
('4-card flush', 'флеш из 4 карт')
>>> pair_of(13), pair_of(13, "ru")
('the pair of kings', 'пару королей')
"""

from __future__ import annotations

from tutor.cards import rank_name
from tutor.rankings.barrel import CATEGORY_NAMES as BARREL_NAMES

CATEGORY_NAMES = BARREL_NAMES
"""Display names of the barrel categories (kept on the family, :mod:`tutor.rankings.barrel`)."""

_RU_GEN_PLURAL = {
    2: "двоек", 3: "троек", 4: "четвёрок", 5: "пятёрок", 6: "шестёрок", 7: "семёрок",
    8: "восьмёрок", 9: "девяток", 10: "десяток", 11: "вальтов", 12: "дам", 13: "королей",
    14: "тузов",
}


_RU_ACCUSATIVE = {"one-pair": "пару", "high-card": "старшую карту"}


def category_object(category: str, lang: str = "en") -> str:
    """A category name as a grammatical object ("бьёт пару"; English is unchanged)."""
    if lang == "ru" and category in _RU_ACCUSATIVE:
        return _RU_ACCUSATIVE[category]
    return category_name(category, lang)


def lang_of(lang: str) -> str:
    """``ru`` or ``en`` (anything else falls back to English)."""
    return "ru" if lang == "ru" else "en"


def category_name(category: str, lang: str = "en") -> str:
    """Display name of a barrel category id."""
    return CATEGORY_NAMES[lang_of(lang)][category]


def ranks_of(rank: int, lang: str = "en") -> str:
    """``kings`` / ``королей`` (genitive plural in Russian, as in "пара королей")."""
    return _RU_GEN_PLURAL[rank] if lang == "ru" else rank_name(rank, "en", plural=True)


def pair_of(rank: int, lang: str = "en") -> str:
    """``the pair of kings`` / ``пару королей`` (accusative, as an object)."""
    return f"пару {_RU_GEN_PLURAL[rank]}" if lang == "ru" else f"the pair of {ranks_of(rank)}"

_RU_GEN = {
    2: "двойки", 3: "тройки", 4: "четвёрки", 5: "пятёрки", 6: "шестёрки", 7: "семёрки",
    8: "восьмёрки", 9: "девятки", 10: "десятки", 11: "валета", 12: "дамы", 13: "короля",
    14: "туза",
}


def rank_genitive(rank: int, lang: str = "en") -> str:
    """``против короля``: the genitive singular in Russian, the plain name in English.

    >>> rank_genitive(13, "ru"), rank_genitive(13)
    ('короля', 'king')
    """
    return _RU_GEN[rank] if lang == "ru" else rank_name(rank)
