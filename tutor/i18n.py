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
from tutor.texts import LANGS as LANGS
from tutor.texts import NP_, p_
from tutor.texts import check_lang as check_lang

CATEGORY_NAMES: dict[str, str] = {
    "royal-flush": NP_("category", "Royal flush"),
    "straight-flush": NP_("category", "Straight flush"),
    "four-of-a-kind": NP_("category", "Four of a kind"),
    "full-house": NP_("category", "Full house"),
    "flush": NP_("category", "Flush"),
    "straight": NP_("category", "Straight"),
    "three-of-a-kind": NP_("category", "Three of a kind"),
    "two-pair": NP_("category", "Two pair"),
    "four-flush": NP_("category", "4-flush"),
    "four-straight": NP_("category", "4-straight"),
    "three-flush": NP_("category", "3-flush"),
    "three-straight": NP_("category", "3-straight"),
    "one-pair": NP_("category", "One pair"),
    "high-card": NP_("category", "High card"),
    "low": NP_("category", "Low"),
    "no-low": NP_("category", "No low"),
}
"""English display names of the category ids (plus ``royal-flush`` for display only);
other languages' are in the catalogues, context ``category``."""

BARREL_NAMES: dict[str, str] = {
    "four-of-a-kind": NP_("Double Barrel category", "four of a kind"),
    "four-flush": NP_("Double Barrel category", "4-card flush"),
    "four-straight": NP_("Double Barrel category", "4-card straight"),
    "three-flush": NP_("Double Barrel category", "3-card flush"),
    "three-straight": NP_("Double Barrel category", "3-card straight"),
    "three-of-a-kind": NP_("Double Barrel category", "three of a kind"),
    "two-pair": NP_("Double Barrel category", "two pair"),
    "one-pair": NP_("Double Barrel category", "one pair"),
    "high-card": NP_("Double Barrel category", "high card"),
}
"""Double Barrel's words for its 4-card categories (RULES.md: "4-card flush", not the
Soko "4-flush"), as they sit inside a sentence."""

VOCABULARIES: dict[str, tuple[str, dict[str, str]]] = {
    "standard": ("category", CATEGORY_NAMES), "barrel": ("Double Barrel category", BARREL_NAMES)}
"""Category names by vocabulary (a family's ``vocabulary``): the catalogue's context and
the English names by category."""

_NAMES_IN_SENTENCES = {"barrel"}
"""Vocabularies whose names sit inside sentences as they are (lower case, no article)."""

# The category as it sits inside a sentence ("a flush beats one pair"); Russian has the
# nominative ("флеш бьёт пару") and the accusative (the object of "бьёт").
_PHRASE = {
    "royal-flush": NP_("category in a sentence", "a royal flush"),
    "straight-flush": NP_("category in a sentence", "a straight flush"),
    "four-of-a-kind": NP_("category in a sentence", "four of a kind"),
    "full-house": NP_("category in a sentence", "a full house"),
    "flush": NP_("category in a sentence", "a flush"),
    "straight": NP_("category in a sentence", "a straight"),
    "three-of-a-kind": NP_("category in a sentence", "three of a kind"),
    "two-pair": NP_("category in a sentence", "two pair"),
    "four-flush": NP_("category in a sentence", "a 4-flush"),
    "four-straight": NP_("category in a sentence", "a 4-straight"),
    "three-flush": NP_("category in a sentence", "a 3-flush"),
    "three-straight": NP_("category in a sentence", "a 3-straight"),
    "one-pair": NP_("category in a sentence", "one pair"),
    "high-card": NP_("category in a sentence", "high card"),
    "low": NP_("category in a sentence", "a low"),
    "no-low": NP_("category in a sentence", "no low"),
}
_PHRASE_OBJECT = {  # the same English, another context: the object of a verb
    "royal-flush": NP_("category in a sentence, object", "a royal flush"),
    "straight-flush": NP_("category in a sentence, object", "a straight flush"),
    "four-of-a-kind": NP_("category in a sentence, object", "four of a kind"),
    "full-house": NP_("category in a sentence, object", "a full house"),
    "flush": NP_("category in a sentence, object", "a flush"),
    "straight": NP_("category in a sentence, object", "a straight"),
    "three-of-a-kind": NP_("category in a sentence, object", "three of a kind"),
    "two-pair": NP_("category in a sentence, object", "two pair"),
    "four-flush": NP_("category in a sentence, object", "a 4-flush"),
    "four-straight": NP_("category in a sentence, object", "a 4-straight"),
    "three-flush": NP_("category in a sentence, object", "a 3-flush"),
    "three-straight": NP_("category in a sentence, object", "a 3-straight"),
    "one-pair": NP_("category in a sentence, object", "one pair"),
    "high-card": NP_("category in a sentence, object", "high card"),
    "low": NP_("category in a sentence, object", "a low"),
    "no-low": NP_("category in a sentence, object", "no low"),
}

def _the(phrase: str) -> str:
    return "the " + phrase[2:] if phrase.startswith("a ") else phrase


_PHRASE_NAMED = {  # a category already named: "the flush"
    category: NP_("category already named", _the(phrase)) for category, phrase in _PHRASE.items()}


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" or word.startswith("eight") else "a ") + word


_RANKS = {r: NP_("rank", rank_name(r)) for r in range(2, 15)}
_RANKS_A = {r: NP_("rank with an article", _a(rank_name(r))) for r in range(2, 15)}
_RANKS_A_OBJ = {r: NP_("rank with an article, object", _a(rank_name(r)))
                for r in range(2, 15)}
_RANKS_GEN = {r: NP_("rank, genitive", rank_name(r)) for r in range(2, 15)}
_RANKS_PL = {r: NP_("rank, plural", rank_name(r, plural=True)) for r in range(2, 15)}
_RANKS_GEN_PL = {r: NP_("rank, genitive plural", rank_name(r, plural=True))
                 for r in range(2, 15)}
_RANK_FORMS = {"sg": ("rank", _RANKS), "nom": ("rank", _RANKS),
               "gen": ("rank, genitive", _RANKS_GEN), "pl": ("rank, plural", _RANKS_PL),
               "gen_pl": ("rank, genitive plural", _RANKS_GEN_PL),
               "a": ("rank with an article", _RANKS_A),
               "a_obj": ("rank with an article, object", _RANKS_A_OBJ)}
# The rank and suit words are made from tutor.cards' English names, so the extractor
# cannot see them: they stand in the catalogue under these contexts (rank: "king"; plural
# forms: "kings"; suit: "spades"), added by scripts/catalogues.py's `extract`.

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
"""The suits' English names, by suit index; the catalogues' context ``suit`` (and
``suit, genitive``) gives them in other languages."""

GENERATED_MESSAGES: tuple[tuple[str, str], ...] = (
    *((context, word) for context, words in list(_RANK_FORMS.values())[1:]
      for word in words.values()),
    *(("suit", s) for s in SUIT_NAMES), *(("suit, genitive", s) for s in SUIT_NAMES),
    *(("category already named", phrase) for phrase in _PHRASE_NAMED.values()))
"""The catalogue's messages (context, English) this module makes from other names."""


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
    if royal and category == "straight-flush":
        category = "royal-flush"
    context, names = VOCABULARIES[vocabulary]
    name = names.get(category)
    if name is None:
        check_lang(lang)
        return category
    return p_(context, name, lang)


def category_phrase(category: str, lang: str = "en", *, case: str = "nom",
                    vocabulary: str = "standard") -> str:
    """A category inside a sentence: ``a flush`` / ``флеш``; ``case`` ``nom``, ``acc`` (the
    object of a verb: Russian ``пару``) or ``the`` (already named: ``the flush``).

    A family's own vocabulary names its categories inside sentences as it names them
    anywhere (Double Barrel: "3-card flush").

    >>> category_phrase("three-of-a-kind", "ru", case="acc")
    'тройку'
    >>> category_phrase("three-flush", vocabulary="barrel")
    '3-card flush'
    """
    if vocabulary in _NAMES_IN_SENTENCES:
        return category_name(category, lang, vocabulary=vocabulary)
    if case == "acc":
        context, phrases = "category in a sentence, object", _PHRASE_OBJECT
    elif case == "the":
        context, phrases = "category already named", _PHRASE_NAMED
    else:
        context, phrases = "category in a sentence", _PHRASE
    phrase = phrases.get(category)
    if phrase is None:
        check_lang(lang)
        return category
    return p_(context, phrase, lang)


def rank_word(rank: int, lang: str = "en", form: str = "sg") -> str:
    """A rank in a grammatical form.

    Forms: ``sg``/``nom`` (king, король), ``gen`` (king, короля), ``pl`` (kings, короли),
    ``gen_pl`` (kings, королей), ``a`` (a king, король) and ``a_obj`` (a king, короля).

    >>> rank_word(12, "ru", "gen"), rank_word(11, "ru", "pl")
    ('дамы', 'валеты')
    """
    context, words = _RANK_FORMS[form]
    return p_(context, words[rank], lang)


def suit_word(suit: int, lang: str = "en", form: str = "nom") -> str:
    """A suit name; Russian ``gen`` gives the genitive plural (``пик``).

    >>> suit_word(3, "ru", "gen"), suit_word(2)
    ('пик', 'hearts')
    """
    return p_("suit, genitive" if form == "gen" else "suit", SUIT_NAMES[suit], lang)


def number(n: int, lang: str = "en") -> str:
    """A whole number with thousands separators (``2,598,960`` / ``2 598 960``).

    >>> number(57344, "ru") == "57\u00a0344"
    True
    """
    # TRANSLATORS: Russian: U+00A0, a space that does not break (CLDR's ``ru``), so
    # ``2 598 960`` stays on one line.
    return f"{n:,}".replace(",", p_("thousands separator", ",", lang))
