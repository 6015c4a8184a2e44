"""The course: the one order a learner follows through the lessons.

Each step is a lesson page (``lessons/<lang>/<page>``) with what it assumes (earlier
lessons, by id) and what it teaches (a short phrase in English and Russian). The
site's navigation, Previous/Next, the home page's path and the "assumes / teaches"
box on every lesson are all made from :data:`COURSE` (``tutor/site/hooks.py``), so
they cannot drift apart.

>>> [lesson.id for lesson in COURSE[:4]]
['holdem', 'general-rules', 'omaha', 'omaha5']
>>> lesson("omaha").assumes
('holdem', 'general-rules')
>>> lesson("omaha").title("ru")
'Омаха'
>>> lesson("general-rules").page
'general-rules.md'
>>> position("holdem"), len(COURSE)
(1, 18)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tutor.errors import TutorError, quote

LANGS: tuple[str, ...] = ("en", "ru")


@dataclass(frozen=True)
class Lesson:
    """One step of the course.

    ``id`` is the lesson's id (a game id for a game's lesson), ``page`` its file under
    ``lessons/<lang>/``, ``assumes`` the earlier lessons it builds on, ``teaches`` a
    short phrase per language, ``titles`` the page's heading per language.
    """

    id: str
    page: str
    assumes: tuple[str, ...]
    teaches: Mapping[str, str]
    titles: Mapping[str, str]
    refers: tuple[str, ...] = ()
    """Sections of the general rules (keys of :data:`GENERAL_SECTIONS`) this lesson needs."""

    def title(self, lang: str = "en") -> str:
        """The lesson's title in ``en`` or ``ru`` (its page's heading, without the aside).

        >>> lesson("raspisnoy").title("ru"), lesson("draw5").title()
        ('Расписной покер', 'Five-card draw')
        """
        return self.titles.get(lang, self.titles["en"])

    def teaching(self, lang: str = "en") -> str:
        """What the lesson teaches, in ``en`` or ``ru``."""
        return self.teaches.get(lang, self.teaches["en"])

    def url(self, lang: str = "en") -> str:
        """The page's address from the site root (directory URLs), in ``lang``.

        >>> lesson("holdem").url("ru"), lesson("general-rules").url()
        ('ru/games/holdem/', 'general-rules/')
        """
        return ("ru/" if lang == "ru" else "") + self.page.removesuffix(".md") + "/"


def _t(en: str, ru: str) -> Mapping[str, str]:
    return MappingProxyType({"en": en, "ru": ru})


def _game(game_id: str, titles: tuple[str, str], assumes: tuple[str, ...], en: str,
          ru: str, refers: tuple[str, ...] = ()) -> Lesson:
    return Lesson(game_id, f"games/{game_id}.md", assumes, _t(en, ru), _t(*titles), refers)


GENERAL_RULES = "general-rules"
GENERAL_SECTIONS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "kicker": _t("The kicker", "Кикер"),
    "odd-chips": _t("Odd chips", "Нечётная фишка"),
    "side-pots": _t("All-in and side pots", "Ва-банк и сайд-поты"),
    "limits": _t("Betting limits", "Лимиты ставок"),
    "bring-in": _t("Forced bets and the bring-in", "Обязательные ставки и бринг-ин"),
    "showdown-order": _t("Who shows first", "Кто вскрывается первым"),
})
"""The general rules' sections by their heading id (``{: #id }`` in both languages)."""


COURSE: tuple[Lesson, ...] = (
    _game("holdem", ("Texas Hold'em", 'Техасский холдем'), (),
          "the standard hand ranking; best five of seven from two hole cards and the board",
          "обычное старшинство комбинаций; лучшие пять из семи: две свои карты и борд"),
    Lesson("general-rules", "general-rules.md", ("holdem",),
           _t("kickers, odd chips, all-in and side pots, betting limits, who shows first",
              "кикеры, нечётная фишка, ва-банк и сайд-поты, лимиты ставок, кто вскрывается "
              "первым"),
           _t("General rules", "Общие правила")),
    _game("omaha", ('Omaha', 'Омаха'), ("holdem", "general-rules"),
          "exactly two hole cards and exactly three from the board",
          "ровно две свои карты и ровно три с борда"),
    _game("omaha5", ('5-card Omaha', 'Пятикарточная Омаха'), ("omaha",),
          "the same two-plus-three rule with five hole cards",
          "то же правило «две плюс три» с пятью своими картами"),
    _game("omaha-hilo", ('Omaha Hi-Lo', 'Омаха хай-лоу'), ("omaha", "general-rules"),
          "the eight-or-better low and a pot split between high and low",
          "лоу «восемь или лучше» и раздел банка между хай и лоу",
          ("odd-chips", "side-pots")),
    _game("omaha5-hilo", ('5-card Omaha Hi-Lo', 'Пятикарточная Омаха хай-лоу'),
          ("omaha5", "omaha-hilo"),
          "high and low from five hole cards, two plus three for each half",
          "хай и лоу из пяти своих карт, «две плюс три» для каждой половины",
          ("odd-chips",)),
    _game("stud7", ('Seven-card stud', 'Семикарточный стад'), ("holdem", "general-rules"),
          "stud: own cards up and down, the bring-in, best five of seven own cards",
          "стад: открытые и закрытые карты, бринг-ин, лучшие пять из семи своих карт",
          ("bring-in", "showdown-order")),
    _game("stud7-hilo", ('Seven-card stud Hi-Lo', 'Семикарточный стад хай-лоу'),
          ("stud7", "omaha-hilo"),
          "the eight-or-better low in stud, two different five-card hands from seven",
          "лоу «восемь или лучше» в стаде: две разные пятёрки из семи карт",
          ("odd-chips", "bring-in")),
    _game("razz", ('Razz', 'Разз'), ("stud7", "stud7-hilo"),
          "ace-to-five low: the lowest hand wins, the highest upcard brings in",
          "лоу от туза до пятёрки: выигрывает младшая рука, бринг-ин у старшей открытой",
          ("bring-in",)),
    _game("draw5", ('Five-card draw', 'Пятикарточный дро'), ("holdem", "general-rules"),
          "draw poker: five hidden cards and one exchange",
          "дро: пять закрытых карт и один обмен",
          ("limits", "showdown-order")),
    _game("triple-draw-27", ('2-7 triple draw', 'Лоуболл 2-7 с тройным обменом'), ("draw5", "razz"),
          "deuce-to-seven low: straights and flushes count against you, three draws",
          "лоу от двойки до семёрки: стриты и флеши против вас, три обмена",
          ("limits",)),
    _game("soko", ('Soko', 'Соко'), ("stud7",),
          "five-card stud where a four-flush and a four-straight beat a pair",
          "пятикарточный стад, где 4-флеш и 4-стрит старше пары",
          ("bring-in", "odd-chips")),
    _game("americana", ('Americana', 'Американа'), ("soko",),
          "the 32-card deck: a flush beats a full house, A-7-8-9-T is the lowest straight",
          "колода 32 карты: флеш старше фулл-хауса, A-7-8-9-T — младший стрит",
          ("bring-in",)),
    _game("telesina", ('Telesina', 'Телесина'), ("americana",),
          "the shared Vela card, suits that break ties, the heads-up straight-flush exception",
          "общая карта Вела, масти при равенстве, исключение для стрит-флешей один на один",
          ("bring-in", "odd-chips")),
    _game("draw32", ('32-card draw', '32-карточный дро'), ("draw5", "americana"),
          "draw with 32 cards where suits break every tie",
          "дро на 32 картах, где масти решают любое равенство"),
    _game("shortdeck36", ('36-card poker', 'Покер на 36 картах'), ("holdem", "americana"),
          "Hold'em with 36 cards: flush over full house, three of a kind over a straight",
          "холдем на 36 картах: флеш старше фулл-хауса, тройка старше стрита",
          ("limits",)),
    _game("double-barrel", ('Double Barrel', 'Двойной ствол'), ("holdem", "soko"),
          "eight cards split into two 4-card barrels, each playing for half the pot",
          "восемь карт на два четырёхкарточных ствола, каждый играет за половину банка"),
    Lesson("raspisnoy", "games/raspisnoy.md", (),
           _t("a trick-taking game: bids, trumps, the joker and scoring",
              "взяточная игра: заказы, козыри, джокер и подсчёт очков"),
           _t("Raspisnoy poker", "Расписной покер")),
)
"""The course, in order."""

_BY_ID: Mapping[str, Lesson] = MappingProxyType({x.id: x for x in COURSE})
LESSON_IDS: tuple[str, ...] = tuple(_BY_ID)


def lesson(lesson_id: str) -> Lesson:
    """The lesson of that id; an unknown id is a :class:`TutorError` naming it.

    >>> lesson("sokko")
    Traceback (most recent call last):
    tutor.errors.TutorError: unknown lesson `sokko`; the course: holdem, general-rules, ...
    """
    try:
        return _BY_ID[lesson_id]
    except KeyError:
        shown = ", ".join(LESSON_IDS[:2])
        raise TutorError(f"unknown lesson {quote(lesson_id)}; the course: {shown}, ...") from None


def position(lesson_id: str) -> int:
    """The lesson's step number on the path, from 1."""
    return LESSON_IDS.index(lesson(lesson_id).id) + 1


def by_page(page: str) -> Lesson | None:
    """The lesson whose file is ``page`` (relative to ``lessons/<lang>/``), if any.

    >>> by_page("games/soko.md").id, by_page("embed.md")
    ('soko', None)
    """
    for x in COURSE:
        if x.page == page:
            return x
    return None


def neighbours(lesson_id: str) -> tuple[Lesson | None, Lesson | None]:
    """The steps before and after a lesson on the path (``None`` at either end).

    >>> [x and x.id for x in neighbours("holdem")]
    [None, 'general-rules']
    >>> [x and x.id for x in neighbours("raspisnoy")]
    ['double-barrel', None]
    """
    i = position(lesson_id) - 1
    return (COURSE[i - 1] if i > 0 else None,
            COURSE[i + 1] if i + 1 < len(COURSE) else None)
