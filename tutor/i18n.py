"""Names in English and Russian: categories, ranks in every grammatical form, suits.

>>> category_name("four-flush"), category_name("four-flush", "ru")
('4-flush', '4-флеш')
>>> category_name("straight-flush", royal=True, lang="ru")
'Роял-флеш'
>>> category_phrase("one-pair"), category_phrase("full-house")
('one pair', 'a full house')
>>> rank_word(13, "ru", "gen_pl"), rank_word(6, "en", "pl")
('королей', 'sixes')
>>> number(2598960), number(2598960, "ru")
('2,598,960', '2\xa0598\xa0960')

This module is the one place for these words: the showdown explanations
(:mod:`tutor.explain`), Double Barrel (:mod:`tutor.barrel`) and the apps all
name categories, write numbers and check a language through it.
"""

from __future__ import annotations

from tutor.cards import rank_name

LANGS = ("en", "ru")

CATEGORY_NAMES: dict[str, dict[str, str]] = {
    "royal-flush": {"en": "Royal flush", "ru": "Роял-флеш"},
    "straight-flush": {"en": "Straight flush", "ru": "Стрит-флеш"},
    "four-of-a-kind": {"en": "Four of a kind", "ru": "Каре"},
    "full-house": {"en": "Full house", "ru": "Фулл-хаус"},
    "flush": {"en": "Flush", "ru": "Флеш"},
    "straight": {"en": "Straight", "ru": "Стрит"},
    "three-of-a-kind": {"en": "Three of a kind", "ru": "Тройка (сет)"},
    "two-pair": {"en": "Two pair", "ru": "Две пары"},
    "four-flush": {"en": "4-flush", "ru": "4-флеш"},
    "four-straight": {"en": "4-straight", "ru": "4-стрит"},
    "three-flush": {"en": "3-flush", "ru": "3-флеш"},
    "three-straight": {"en": "3-straight", "ru": "3-стрит"},
    "one-pair": {"en": "One pair", "ru": "Пара"},
    "high-card": {"en": "High card", "ru": "Старшая карта"},
    "low": {"en": "Low", "ru": "Лоу"},
    "no-low": {"en": "No low", "ru": "Нет лоу"},
}
"""Display names of the category ids (plus ``royal-flush`` for display only)."""

BARREL_NAMES: dict[str, dict[str, str]] = {
    "four-of-a-kind": {"en": "four of a kind", "ru": "каре"},
    "four-flush": {"en": "4-card flush", "ru": "флеш из 4 карт"},
    "four-straight": {"en": "4-card straight", "ru": "стрит из 4 карт"},
    "three-flush": {"en": "3-card flush", "ru": "флеш из 3 карт"},
    "three-straight": {"en": "3-card straight", "ru": "стрит из 3 карт"},
    "three-of-a-kind": {"en": "three of a kind", "ru": "сет"},
    "two-pair": {"en": "two pair", "ru": "две пары"},
    "one-pair": {"en": "one pair", "ru": "пара"},
    "high-card": {"en": "high card", "ru": "старшая карта"},
}
"""Double Barrel's words for its 4-card categories (RULES.md: "4-card flush", not the
Soko "4-flush"), as they sit inside a sentence."""

VOCABULARIES: dict[str, dict[str, dict[str, str]]] = {
    "standard": CATEGORY_NAMES, "barrel": BARREL_NAMES}
"""Category names by vocabulary (a family's ``vocabulary``), category and language."""

_NAMES_IN_SENTENCES: dict[str, dict[str, dict[str, str]]] = {"barrel": BARREL_NAMES}
"""Vocabularies whose names sit inside sentences as they are (lower case, no article)."""

# The category as it sits inside an English sentence ("a flush beats one pair").
_PHRASE_EN = {
    "royal-flush": "a royal flush", "straight-flush": "a straight flush",
    "four-of-a-kind": "four of a kind", "full-house": "a full house", "flush": "a flush",
    "straight": "a straight", "three-of-a-kind": "three of a kind", "two-pair": "two pair",
    "four-flush": "a 4-flush", "four-straight": "a 4-straight", "three-flush": "a 3-flush",
    "three-straight": "a 3-straight", "one-pair": "one pair", "high-card": "high card",
    "low": "a low", "no-low": "no low",
}
# Russian: nominative ("флеш бьёт пару") and accusative (the object of "бьёт").
_PHRASE_RU_ACC = {
    "royal-flush": "роял-флеш", "straight-flush": "стрит-флеш", "four-of-a-kind": "каре",
    "full-house": "фулл-хаус", "flush": "флеш", "straight": "стрит",
    "three-of-a-kind": "тройку", "two-pair": "две пары", "four-flush": "4-флеш",
    "four-straight": "4-стрит", "three-flush": "3-флеш", "three-straight": "3-стрит",
    "one-pair": "пару", "high-card": "старшую карту", "low": "лоу",
    "no-low": "отсутствие лоу",
}

_RU_FORMS: dict[int, tuple[str, str, str]] = {
    # genitive singular, nominative plural, genitive plural
    2: ("двойки", "двойки", "двоек"),
    3: ("тройки", "тройки", "троек"),
    4: ("четвёрки", "четвёрки", "четвёрок"),
    5: ("пятёрки", "пятёрки", "пятёрок"),
    6: ("шестёрки", "шестёрки", "шестёрок"),
    7: ("семёрки", "семёрки", "семёрок"),
    8: ("восьмёрки", "восьмёрки", "восьмёрок"),
    9: ("девятки", "девятки", "девяток"),
    10: ("десятки", "десятки", "десяток"),
    11: ("валета", "валеты", "валетов"),
    12: ("дамы", "дамы", "дам"),
    13: ("короля", "короли", "королей"),
    14: ("туза", "тузы", "тузов"),
}

SUIT_NAMES = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "ru": ("трефы", "бубны", "червы", "пики"),
}
_SUIT_GEN_RU = ("треф", "бубен", "червей", "пик")


def category_name(category: str, lang: str = "en", *, royal: bool = False,
                  vocabulary: str = "standard") -> str:
    """Display name of a category id; ``royal=True`` names the A-high straight flush.

    ``vocabulary`` is the family's (``barrel``: Double Barrel's "4-card flush").
    An id without a name is returned as it is.

    >>> category_name("three-of-a-kind"), category_name("high-card", "ru")
    ('Three of a kind', 'Старшая карта')
    >>> category_name("four-flush", vocabulary="barrel"), category_name("four-of-a-kind", "ru")
    ('4-card flush', 'Каре')
    >>> category_name("one-pair", "de")
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: unknown language `de`; use en or ru
    """
    lang = check_lang(lang)
    if royal and category == "straight-flush":
        category = "royal-flush"
    names = VOCABULARIES[vocabulary].get(category)
    if names is None:
        return category
    return names[lang]


def category_phrase(category: str, lang: str = "en", *, case: str = "nom",
                    vocabulary: str = "standard") -> str:
    """A category inside a sentence: ``a flush`` / ``флеш``; Russian ``case`` nom or acc.

    A family's own vocabulary names its categories inside sentences as it names them
    anywhere (Double Barrel: "3-card flush").

    >>> category_phrase("three-of-a-kind", "ru", case="acc")
    'тройку'
    >>> category_phrase("three-flush", vocabulary="barrel")
    '3-card flush'
    """
    if vocabulary in _NAMES_IN_SENTENCES:
        return category_name(category, lang, vocabulary=vocabulary)
    if check_lang(lang) == "ru":
        if case == "acc":
            return _PHRASE_RU_ACC.get(category, category)
        return category_name(category, "ru").lower().replace(" (сет)", "")
    return _PHRASE_EN.get(category, category)


def rank_word(rank: int, lang: str = "en", form: str = "sg") -> str:
    """A rank in a grammatical form.

    English forms: ``sg`` (king), ``pl`` (kings). Russian: ``sg``/``nom`` (король),
    ``gen`` (короля), ``pl`` (короли), ``gen_pl`` (королей).

    >>> rank_word(12, "ru", "gen"), rank_word(11, "ru", "pl")
    ('дамы', 'валеты')
    """
    if check_lang(lang) == "ru":
        if form in ("sg", "nom"):
            return rank_name(rank, "ru")
        gen, pl, gen_pl = _RU_FORMS[rank]
        return {"gen": gen, "pl": pl, "gen_pl": gen_pl}[form]
    return rank_name(rank, "en", plural=form in ("pl", "gen_pl"))


def suit_word(suit: int, lang: str = "en", form: str = "nom") -> str:
    """A suit name; Russian ``gen`` gives the genitive plural (``пик``).

    >>> suit_word(3, "ru", "gen"), suit_word(2)
    ('пик', 'hearts')
    """
    lang = check_lang(lang)
    if lang == "ru" and form == "gen":
        return _SUIT_GEN_RU[suit]
    return SUIT_NAMES[lang][suit]


THOUSANDS = {"en": ",", "ru": "\u00a0"}
"""The thousands separator: a comma in English; in Russian a space that does not break
(U+00A0, the separator of the CLDR ``ru`` locale: ``2 598 960`` stays on one line)."""


def number(n: int, lang: str = "en") -> str:
    """A whole number with thousands separators (``2,598,960`` / ``2 598 960``).

    >>> number(57344, "ru") == "57\u00a0344"
    True
    """
    return f"{n:,}".replace(",", THOUSANDS[check_lang(lang)])


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
    from tutor.errors import TutorError, quote

    code = str(lang).strip().lower()
    if code not in LANGS:
        raise TutorError(f"unknown language {quote(str(lang))}; use {' or '.join(LANGS)}")
    return code
