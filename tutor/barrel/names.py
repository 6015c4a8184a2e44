"""Double Barrel's words for its categories and ranks, from :mod:`tutor.i18n`.

The names themselves (``4-card flush`` / ``флеш из 4 карт``, ``каре``) are the
barrel vocabulary of :func:`tutor.i18n.category_name`; this module adds the
few phrases barrel sentences build from them.

>>> category_name("four-flush"), category_name("four-flush", "ru")
('4-card flush', 'флеш из 4 карт')
>>> pair_of(13), pair_of(13, "ru")
('the pair of kings', 'пару королей')
"""

from __future__ import annotations

from tutor.i18n import category_name as _category_name
from tutor.i18n import check_lang, rank_word
from tutor.texts import NP_, _, p_

_OBJECT = {
    "four-of-a-kind": NP_("Double Barrel category, object", "four of a kind"),
    "four-flush": NP_("Double Barrel category, object", "4-card flush"),
    "four-straight": NP_("Double Barrel category, object", "4-card straight"),
    "three-flush": NP_("Double Barrel category, object", "3-card flush"),
    "three-straight": NP_("Double Barrel category, object", "3-card straight"),
    "three-of-a-kind": NP_("Double Barrel category, object", "three of a kind"),
    "two-pair": NP_("Double Barrel category, object", "two pair"),
    "one-pair": NP_("Double Barrel category, object", "one pair"),
    "high-card": NP_("Double Barrel category, object", "high card"),
}
"""The barrel categories as the object of a verb (Russian: the accusative, «бьёт пару»)."""


def category_name(category: str, lang: str = "en") -> str:
    """A barrel category's name inside a sentence (``3-card flush beats one pair``).

    >>> category_name("four-of-a-kind", "ru"), category_name("three-of-a-kind", "ru")
    ('каре', 'сет')
    """
    return _category_name(category, lang, vocabulary="barrel")


def category_object(category: str, lang: str = "en") -> str:
    """A category name as a grammatical object ("бьёт пару"; English is unchanged)."""
    name = _OBJECT.get(category)
    if name is None:
        return category_name(category, lang)
    return p_("Double Barrel category, object", name, lang)


def ranks_of(rank: int, lang: str = "en") -> str:
    """``kings`` / ``королей`` (genitive plural in Russian, as in "пара королей")."""
    return rank_word(rank, lang, "gen_pl")


def pair_of(rank: int, lang: str = "en") -> str:
    """``the pair of kings`` / ``пару королей`` (accusative, as an object).

    >>> pair_of(11, "ru")
    'пару валетов'
    """
    return _("the pair of {ranks}", check_lang(lang), ranks=ranks_of(rank, lang))


def rank_genitive(rank: int, lang: str = "en") -> str:
    """``против короля``: the genitive singular in Russian, the plain name in English.

    >>> rank_genitive(13, "ru"), rank_genitive(13)
    ('короля', 'king')
    """
    return rank_word(rank, lang, "gen")
