"""The course: the one order a learner follows through the lessons.

Each step is a lesson page (``lessons/<lang>/<page>``) with what it assumes (earlier
lessons, by id), what it teaches (a short phrase in English and Russian), what the learner
can do after it (two or three outcomes a language), and the ideas it introduces and needs
(keys of :data:`TOPICS`). The site's navigation, Previous/Next, the home page's path and the
box under every lesson's heading (step, assumes, teaches, outcomes) are all made from
:data:`COURSE` (``tutor/site/hooks.py``), so they cannot drift apart.

Each idea of :data:`TOPICS` has one owner, the lesson that introduces it, and a lesson that
needs an idea assumes its owner (directly or through the lessons it assumes): the general
rules are the reference after the poker games, each of their parts taught where it is first
needed.

>>> [lesson.id for lesson in COURSE[:4]]
['holdem', 'draw5', 'omaha', 'omaha5']
>>> lesson("omaha").assumes
('holdem',)
>>> lesson("omaha").title("ru")
'Омаха'
>>> lesson("general-rules").page
'general-rules.md'
>>> position("holdem"), len(COURSE)
(1, 18)
>>> lesson("stud7").introduces
('bring-in',)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tutor.errors import TutorError, quote
from tutor.texts import LANGS as LANGS
from tutor.texts import N_, p_, url_prefix

COURSE_CONTEXT = "course"
"""The catalogue's context of the course's texts (titles, what each lesson teaches, its
outcomes, the ideas and the general rules' sections): ``scripts/catalogues.py`` extracts
them from :data:`COURSE`, :data:`TOPICS` and :data:`GENERAL_SECTIONS`."""


class _Said(Mapping[str, str]):
    """A course text in every language of :data:`LANGS`: its English, the others from the
    catalogue (context :data:`COURSE_CONTEXT`)."""

    def __init__(self, english: str) -> None:
        self.english = english

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGS:
            raise KeyError(lang)
        return p_(COURSE_CONTEXT, self.english, lang)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


class _SaidAll(Mapping[str, tuple[str, ...]]):
    """:class:`_Said` for a list of texts (a lesson's outcomes)."""

    def __init__(self, english: tuple[str, ...]) -> None:
        self.english = english

    def __getitem__(self, lang: str) -> tuple[str, ...]:
        if lang not in LANGS:
            raise KeyError(lang)
        return tuple(p_(COURSE_CONTEXT, x, lang) for x in self.english)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


def _t(english: str) -> Mapping[str, str]:
    return _Said(english)


TOPICS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "ranking": _t("the ten categories of hand, best to worst"),
    "betting": _t("check, bet, call, raise and fold, and when a betting round ends"),
    "whole-hand": _t("a whole hand, from the deal to the showdown"),
    "kicker": _t("the kicker"),
    "blinds": _t("the blinds"),
    "showdown-order": _t("who shows first"),
    "limits": _t("betting limits"),
    "odd-chips": _t("odd chips"),
    "side-pots": _t("all-in and side pots"),
    "bring-in": _t("the ante and the bring-in"),
})
"""The ideas the poker lessons build on, each introduced by one lesson (its owner)."""


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
    introduces: tuple[str, ...] = ()
    """The ideas (:data:`TOPICS`) this lesson is the owner of: where a learner first meets
    them."""
    needs: tuple[str, ...] = ()
    """The ideas (:data:`TOPICS`) this lesson uses without teaching them."""
    outcomes: Mapping[str, tuple[str, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    """Per language, what the learner can do after the lesson: each completes "you can …"
    (lower case, no full stop)."""

    @property
    def rules(self) -> tuple[str, ...]:
        """The ids of the rules this lesson teaches (:data:`RULES_TAUGHT`,
        :mod:`tutor.rule_ids`).

        >>> lesson("omaha").rules
        ('omaha-exactly-two',)
        """
        return RULES_TAUGHT.get(self.id, ())

    def title(self, lang: str = "en") -> str:
        """The lesson's title in ``en`` or ``ru`` (its page's heading, without the aside).

        >>> lesson("raspisnoy").title("ru"), lesson("draw5").title()
        ('Расписной покер', 'Five-card draw')
        """
        return self.titles.get(lang, self.titles["en"])

    def teaching(self, lang: str = "en") -> str:
        """What the lesson teaches, in ``en`` or ``ru``."""
        return self.teaches.get(lang, self.teaches["en"])

    def outcomes_in(self, lang: str = "en") -> tuple[str, ...]:
        """What the learner can do after the lesson, in ``en`` or ``ru``.

        >>> lesson("holdem").outcomes_in()[1]
        'say what check, bet, call, raise and fold do, and when a betting round is over'
        """
        return self.outcomes.get(lang, self.outcomes.get("en", ()))

    def url(self, lang: str = "en") -> str:
        """The page's address from the site root (directory URLs), in ``lang``.

        >>> lesson("holdem").url("ru"), lesson("general-rules").url()
        ('ru/games/holdem/', 'general-rules/')
        """
        return url_prefix(lang) + self.page.removesuffix(".md") + "/"


def _can(english: tuple[str, ...]) -> Mapping[str, tuple[str, ...]]:
    return _SaidAll(english)


# what every poker lesson after the first builds on
_POKER = ("ranking", "betting", "whole-hand", "kicker", "showdown-order")
_BLINDS = (*_POKER, "blinds")


def _game(game_id: str, title: str, assumes: tuple[str, ...], teaches: str,
          refers: tuple[str, ...] = (), *, introduces: tuple[str, ...] = (),
          needs: tuple[str, ...] = (), can: tuple[str, ...] = ()) -> Lesson:
    return Lesson(game_id, f"games/{game_id}.md", assumes, _t(teaches), _t(title), refers,
                  introduces, needs, _can(can))


GENERAL_RULES = "general-rules"
GENERAL_SECTIONS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "betting": _t("Betting: check, bet, call, raise, fold"),
    "kicker": _t("The kicker"),
    "odd-chips": _t("Odd chips"),
    "side-pots": _t("All-in and side pots"),
    "limits": _t("Betting limits"),
    "bring-in": _t("Forced bets and the bring-in"),
    "showdown-order": _t("Who shows first"),
})
"""The general rules' sections by their heading id (``{: #id }`` in both languages); each is
a topic (:data:`TOPICS`) taught by its owner lesson."""


COURSE: tuple[Lesson, ...] = (
    _game("holdem", "Texas Hold'em", (),
          "the ten hands; check, bet, call, raise and fold; best five of seven; a whole hand "
          "to the showdown",
          introduces=("ranking", "betting", "whole-hand", "kicker", "showdown-order",
                      "blinds"),
          can=("name the ten kinds of poker hand, from the royal flush down to high card",
                "say what check, bet, call, raise and fold do, and when a betting round "
                "is over",
                "pick the best five of seven cards and tell who wins a showdown, kicker "
                "included")),
    _game("draw5", 'Five-card draw', ("holdem",),
          "draw poker: five hidden cards and one exchange; betting limits, from fixed limit "
          "to no limit",
          introduces=("limits",), needs=_BLINDS,
          can=("play a hand of five-card draw: a betting round, the draw, another round",
                "tell fixed limit, spread limit, pot limit, half-pot limit and no limit apart",
                "judge whether a bet or raise is allowed, and find the largest pot-limit "
                "raise")),
    _game("omaha", 'Omaha', ("holdem",),
          "exactly two hole cards and exactly three from the board", needs=_BLINDS,
          can=("build an Omaha hand from exactly two hole cards and three board cards",
                "spot the hands a Hold'em player thinks they have but Omaha does not allow")),
    _game("omaha5", '5-card Omaha', ("omaha",),
          "the same two-plus-three rule with five hole cards", needs=_BLINDS,
          can=("find the best two of five hole cards to go with three from the board",
                "avoid the traps of more cards: three of a kind or five of a suit in hand")),
    _game("omaha-hilo", 'Omaha Hi-Lo', ("omaha",),
          "the eight-or-better low and a pot split between high and low; odd chips, all-in "
          "and side pots",
          introduces=("odd-chips", "side-pots"), needs=_BLINDS,
          can=("tell whether a hand has an eight-or-better low, and which low is best",
                "split a pot between high and low, odd chip included",
                "build the main pot and the side pots when a player is all-in")),
    _game("omaha5-hilo", '5-card Omaha Hi-Lo',
          ("omaha5", "omaha-hilo"),
          "high and low from five hole cards, two plus three for each half",
          ("odd-chips",), needs=(*_BLINDS, "odd-chips"),
          can=("make a high and a low from five hole cards, two plus three for each",
                "share a hi-lo pot when hands tie in either half")),
    _game("stud7", 'Seven-card stud', ("holdem", "draw5"),
          "stud: own cards up and down, the ante and the bring-in, best five of seven own "
          "cards",
          ("limits", "showdown-order"), introduces=("bring-in",),
          needs=(*_POKER, "limits"),
          can=("say who brings in and who acts first on each later street",
                "pick the best five of seven cards of your own")),
    _game("stud7-hilo", 'Seven-card stud Hi-Lo',
          ("stud7", "omaha-hilo"),
          "the eight-or-better low in stud, two different five-card hands from seven",
          ("odd-chips", "bring-in"), needs=(*_POKER, "odd-chips", "bring-in"),
          can=("make a high and a low from the same seven cards",
                "split a stud hi-lo pot, odd chip included")),
    _game("razz", 'Razz', ("stud7", "stud7-hilo"),
          "ace-to-five low: the lowest hand wins, the highest upcard brings in",
          ("bring-in",), needs=(*_POKER, "bring-in"),
          can=("find the lowest five of seven cards, pairs counting against you",
                "compare two Razz hands from the top card down")),
    _game("triple-draw-27", '2-7 triple draw',
          ("draw5", "razz"),
          "deuce-to-seven low: straights and flushes count against you, three draws",
          ("limits",), needs=(*_BLINDS, "limits"),
          can=("rank deuce-to-seven lows, with straights, flushes and the ace against you",
                "follow a hand with three draws and four betting rounds")),
    _game("soko", 'Soko', ("stud7", "omaha-hilo"),
          "five-card stud where a four-flush and a four-straight beat a pair",
          ("bring-in", "odd-chips"), needs=(*_POKER, "bring-in", "odd-chips"),
          can=("name a 4-flush and a 4-straight and place them above one pair",
                "say who brings in at Soko and who gets an odd chip")),
    _game("americana", 'Americana', ("soko",),
          "the 32-card deck: a flush beats a full house, A-7-8-9-T is the lowest straight",
          ("bring-in",), needs=(*_POKER, "bring-in"),
          can=("rank hands with the 32-card deck, where a flush beats a full house",
                "find the lowest straight, A-7-8-9-T")),
    _game("telesina", 'Telesina', ("americana",),
          "the shared Vela card, suits that break ties, the heads-up straight-flush exception",
          ("bring-in", "odd-chips"), needs=(*_POKER, "bring-in", "odd-chips"),
          can=("use the shared Vela card and break ties by suit",
                "apply the heads-up exception: the lowest straight flush over a royal")),
    _game("draw32", '32-card draw', ("draw5", "americana"),
          "draw with 32 cards where suits break every tie",
          ("side-pots",), needs=(*_BLINDS, "limits", "side-pots"),
          can=("rank 32-card hands and break any tie by the suit of the deciding card",
                "say when players may agree to split the pot")),
    _game("shortdeck36", '36-card poker', ("holdem", "americana"),
          "Hold'em with 36 cards: flush over full house, three of a kind over a straight",
          ("limits",), needs=(*_BLINDS, "limits"),
          can=("rank hands with the 36-card deck: flush over full house, three of a kind "
                "over a straight",
                "find the lowest straight, A-6-7-8-9")),
    _game("double-barrel", 'Double Barrel', ("holdem", "soko"),
          "eight cards split into two 4-card barrels, each playing for half the pot",
          needs=_POKER,
          can=("rank 4-card barrels, from four of a kind down to high card",
                "split eight cards into two barrels and see how good the split is",
                "play both betting rounds, with the opening bet of exactly the minimum")),
    Lesson(GENERAL_RULES, "general-rules.md",
           ("holdem", "draw5", "omaha-hilo", "stud7"),
           _t("a reference to come back to: betting, kickers, odd chips, side pots, limits, "
              "the bring-in and who shows first, for every game in one place"),
           _t("General rules"),
           needs=(*_BLINDS, "limits", "odd-chips", "side-pots", "bring-in"),
           outcomes=_can(
               ("look up any common rule of the poker games and see where each game differs",
                "check yourself on odd chips, legal bets and the bring-in in mixed games"))),
    Lesson("raspisnoy", "games/raspisnoy.md", (),
           _t("a trick-taking game: bids, trumps, the joker and scoring"),
           _t("Raspisnoy poker"),
           outcomes=_can(
               ("bid for the tricks you expect to take, and score a deal",
                "say which cards you may play to a trick, joker included, and who takes it"))),
)
"""The course, in order."""

RULES_TAUGHT: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "holdem": ("hand-categories", "category-order", "higher-rank", "kicker", "card-by-card",
               "tie-split", "board-plays", "best-five", "wheel"),
    "draw5": ("limit-fixed", "limit-pot", "limit-no-limit", "limit-spread"),
    "omaha": ("omaha-exactly-two",),
    "omaha-hilo": ("eight-or-better", "low-compare", "counterfeit-low", "hilo-halves",
                   "no-low-scoops", "odd-chip", "side-pots"),
    "stud7": ("bring-in-lowest-upcard", "bring-in-suit-order", "acts-first"),
    "razz": ("razz-lowest-wins", "bring-in-highest-upcard"),
    "triple-draw-27": ("deuce-seven-low", "deuce-seven-straights-count"),
    "soko": ("soko-four-flush", "soko-four-straight"),
    "americana": ("flush-over-full-house", "bring-in-highest-showing"),
    "telesina": ("telesina-vela", "telesina-suit-order", "telesina-flush-suit",
                 "telesina-heads-up"),
    "draw32": ("draw32-suit-order",),
    "shortdeck36": ("trips-over-straight",),
    "double-barrel": ("barrel-four-card-flush", "barrel-four-card-straight",
                      "barrel-three-card-flush", "barrel-three-card-straight",
                      "barrel-hidden-pair", "barrel-best-split", "barrel-bets"),
    "raspisnoy": ("raspisnoy-follow-suit", "raspisnoy-must-trump", "raspisnoy-joker",
                  "raspisnoy-trick-winner", "raspisnoy-trump-wins", "raspisnoy-dealer-bid",
                  "raspisnoy-third-pass", "raspisnoy-scoring", "raspisnoy-deal-kinds"),
})
"""Which rules (ids of :mod:`tutor.rule_ids`) each lesson teaches: every rule in one lesson."""

_BY_ID: Mapping[str, Lesson] = MappingProxyType({x.id: x for x in COURSE})
LESSON_IDS: tuple[str, ...] = tuple(_BY_ID)


def lesson(lesson_id: str) -> Lesson:
    """The lesson of that id; an unknown id is a :class:`TutorError` naming it.

    >>> lesson("sokko")
    Traceback (most recent call last):
    tutor.errors.TutorError: unknown lesson `sokko`; the course: holdem, draw5, ...
    """
    try:
        return _BY_ID[lesson_id]
    except KeyError:
        shown = ", ".join(LESSON_IDS[:2])
        raise TutorError(N_("unknown lesson {shown}; the course: {known}, ..."),
                         shown=quote(lesson_id), known=shown) from None


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


def owner(topic: str) -> Lesson:
    """The lesson that introduces a topic of :data:`TOPICS` (each has exactly one).

    >>> owner("bring-in").id, owner("limits").id, owner("side-pots").id
    ('stud7', 'draw5', 'omaha-hilo')
    """
    found = [x for x in COURSE if topic in x.introduces]
    if len(found) != 1:
        raise TutorError(f"topic {quote(topic)} has {len(found)} owners, not one")
    return found[0]


def neighbours(lesson_id: str) -> tuple[Lesson | None, Lesson | None]:
    """The steps before and after a lesson on the path (``None`` at either end).

    >>> [x and x.id for x in neighbours("holdem")]
    [None, 'draw5']
    >>> [x and x.id for x in neighbours("raspisnoy")]
    ['general-rules', None]
    """
    i = position(lesson_id) - 1
    return (COURSE[i - 1] if i > 0 else None,
            COURSE[i + 1] if i + 1 < len(COURSE) else None)
