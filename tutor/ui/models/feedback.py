"""Feedback on the learner's own pick: why *their* hand loses or ties, naming the rule.

Built only from the core's data: the showdown's hands (:class:`tutor.showdown.PlayerHand`
``high``/``low`` values), :func:`tutor.rankings.base.deciding_steps` between the
picked hand and the winner, and the game object (its hand form, its families, its
suit order, its heads-up exception). No sentence of :mod:`tutor.explain` is edited
or parsed here; the words are in :mod:`tutor.ui.strings` (``fb_*`` keys).

>>> from tutor.showdown import showdown
>>> r = showdown("omaha", ["Jh 8h 4h 2c", "Ad Ac 9c 3d"], board="5s Qs 8d 5h Th")
>>> print(pick_lines(r, [0])[0][:70])
Your pick, Hand 1: a flush would use three of its own cards, but Omaha
>>> len(pick_lines(r, [0]))  # hand 1 is the runner-up: the showdown's explanation says the rest
1
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tutor.cards import ACE, Card
from tutor.games import HandForm, is_royal
from tutor.i18n import category_phrase, rank_word, suit_word
from tutor.rankings.base import HandValue, StepKind, deciding_steps
from tutor.texts import _
from tutor.ui.strings import t

_GROUPS = {"quads", "trips", "pair", "top-pair", "second-pair"}


_NO_ARTICLE = ("three of", "four of", "two pair", "one pair", "high card")


def _cat(value: HandValue, lang: str, case: str = "nom", *, ranks: bool = True) -> str:
    """A hand's category inside a sentence ("a royal flush" for A-K-Q-J-T suited).

    A family's own name comes first (Double Barrel's "3-card flush", "сет"), so the
    feedback says what the hand's label on the table says.
    """
    from tutor.rankings import get_family

    family = get_family(value.family)
    if family.low and value.category in _NO_PAIR:
        return low_name(value, lang, ranks=ranks)
    own = family.text(f"name:{value.category}", lang)
    if own and not is_royal(value):
        # TRANSLATORS: {name_a}: a family's own category name with the English article
        # where English wants one; {name}: the name alone
        return _("{name_a}", lang, name=own,
                 name_a=own if own.startswith(_NO_ARTICLE) else "a " + own)
    category = "royal-flush" if is_royal(value) else str(value.category)
    return category_phrase(category, lang, case=case)


def category_in_sentence(category: str, family: Any, lang: str) -> str:
    """A family's category inside a sentence, as its label names it, in lower case and
    with an article where English wants one: "two pair", "a flush", "a 3-card flush".

    >>> from tutor.rankings import get_family
    >>> category_in_sentence("three-flush", get_family("barrel"), "en")
    'a 3-card flush'
    >>> category_in_sentence("two-pair", get_family("standard"), "ru")
    'две пары'
    """
    own = family.text(f"name:{category}", lang)
    phrase = own or category_phrase(category, lang, vocabulary=family.vocabulary)
    if lang != "en" or phrase.startswith(("a ", "an ", *_NO_ARTICLE)):
        return str(phrase)
    return ("an " if phrase[0] in "aeiou8" else "a ") + phrase


_NO_PAIR = ("high-card", "low")
"""A low family's categories of a hand without a pair: it is named as a low ("an 8-low")."""


def _ace_low(value: HandValue) -> bool:
    from tutor.rankings import get_family

    return bool(get_family(value.family).ace_low)


def rank_short(rank: int) -> str:
    """A rank as a card shows it, the ace as 1 or 14: ``K``, ``9``, ``A``.

    >>> rank_short(13), rank_short(1), rank_short(10)
    ('K', 'A', 'T')
    """
    return "A" if rank in (1, ACE) else "T" if rank == 10 else str(rank) if rank < 10 \
        else "JQK"[rank - 11]


def _low_text(value: HandValue) -> str:
    ace = 1 if _ace_low(value) else ACE
    ranks = sorted((ace if c.rank == ACE else c.rank for c in value.cards), reverse=True)
    return "-".join(rank_short(r) for r in ranks)


def low_name(value: HandValue, lang: str, *, ranks: bool = True) -> str:
    """A low without a pair, named by its top card, with its ranks: "an 8-low (8-6-4-3-A)".

    >>> from tutor.rankings import get_family
    >>> low_name(get_family("razz").evaluate("8h 6c 4d 3s Ah"), "en")
    'an 8-low (8-6-4-3-A)'
    >>> low_name(get_family("eight-low").evaluate("7h 6c 4d 3s Ah"), "ru")
    'лоу до семёрки (7-6-4-3-A)'
    """
    from tutor.explain import low_name as core_low_name  # one wording, the core's

    return core_low_name(value.cards, lang, ace_low=_ace_low(value), ranks=ranks)


def _rank(value: int, what: str, lang: str) -> str:
    """A rank as the deciding step shows it: "kings" for a group, "a king" for one card."""
    rank = ACE if value == 1 else value
    if what in _GROUPS:
        return rank_word(rank, lang, "pl")
    return rank_word(rank, lang, "a")


def hand_phrase(value: HandValue, lang: str, *, ranks: bool = True) -> str:
    """A hand inside a sentence: "two pair", "a flush", a low as "an 8-low (8-6-4-3-A)"
    (``ranks=False``: "an 8-low", where the cards are shown beside it).

    >>> from tutor.rankings import get_family
    >>> hand_phrase(get_family("standard").evaluate("Jh Js 5c 5d 9h"), "en")
    'two pair'
    """
    return _cat(value, lang, ranks=ranks)


def board_lows(game: Any, board: Sequence[Card]) -> list[Card] | None:
    """The board's cards of 8 or lower, one per rank, when a game that takes exactly three
    board cards (Omaha) cannot make any low from this board (fewer than three), else None.

    >>> from tutor.cards import parse_cards
    >>> from tutor.games import get_game
    >>> [str(c) for c in board_lows(get_game("omaha-hilo"), parse_cards("8c Qs Jd Qd 7h"))]
    ['8c', '7h']
    >>> board_lows(get_game("omaha-hilo"), parse_cards("8c 2s Jd Qd 7h")) is None
    True
    """
    if game.form is not HandForm.OMAHA or game.low_half is None or not board:
        return None
    seen: dict[int, Card] = {}
    for c in board:
        if c.rank <= 8 or c.rank == ACE:
            seen.setdefault(c.rank, c)
    return list(seen.values()) if len(seen) < 3 else None


def no_low_clause(game: Any, board: Sequence[Card], lang: str) -> str:
    """Why a hand has no low: the board's rule when it decides (Omaha), else the low's rule."""
    from tutor.cards import format_cards

    lows = board_lows(game, board)
    if lows is None:
        return t("fb_no_low", lang)
    return t("fb_no_low_board", lang, n=len(lows),
             cards=format_cards(lows, "glyph") if lows else t("fb_none", lang))


def form_trap(game: Any, cards: Sequence[Card], board: Sequence[Card], value: HandValue,
              lang: str) -> str:
    """The clause for a hand the game's form spoils (Omaha's exactly two), else ''.

    The "naive" hand is the best five of all the player's and the board's cards; when
    the game forms hands otherwise and the naive hand is of a better category, that
    is most likely how the learner read it.
    """
    if game.form is not HandForm.OMAHA or not board:
        return ""
    family = game.main
    pool = [*cards, *board]
    naive = max(combinations(pool, int(family.hand_size)), key=lambda h: family.strength(h))
    naive_value = family.evaluate(naive)
    if naive_value.category == value.category or naive_value.strength <= value.strength:
        return ""
    own = sum(1 for c in naive if c in cards)
    return t("fb_omaha_two", lang, cat=_cat(naive_value, lang), own=t(f"fb_own_{own}", lang),
             best=_cat(value, lang))


def compare_clause(game: Any, mine: HandValue, theirs: HandValue, lang: str, *,
                   low_half: bool = False, w: int = 0) -> str:
    """Why ``mine`` loses to ``theirs``, from the step that decides between them."""
    family = game.low_half if low_half else game.main
    if low_half or (family.low and mine.category == theirs.category
                    and mine.category in _NO_PAIR):
        pair = deciding_steps(theirs, mine)
        if pair is None:
            return ""
        sw, sm = pair
        return t("fb_low_card", lang, mine=low_name(mine, lang), win=low_name(theirs, lang),
                 hi=_rank(sw.value, "", lang), lo=_rank(sm.value, "", lang), w=w,
                 lo_gen=rank_word(ACE if sm.value == 1 else sm.value, lang, "gen"))
    if mine.category != theirs.category:
        if family.low:
            return t("fb_category_low", lang, win=_cat(theirs, lang), mine=_cat(mine, lang),
                     rule=family.text("lowest-wins", lang), w=w)
        return t("fb_category", lang, win=_cat(theirs, lang), mine=_cat(mine, lang), w=w)
    pair = deciding_steps(theirs, mine)
    if pair is None:
        return ""
    sw, sm = pair
    both = _cat(mine, lang)
    if sw.kind == StepKind.SUIT:
        return t("fb_suit", lang, both=both, win=suit_word(sw.value, lang),
                 lose=suit_word(sm.value, lang, "gen"), order=game.suit_order_text(lang))
    key = "fb_lower_wins" if family.low else "fb_step"
    return t(key, lang, both=both, part=t(f"fb_part_{sw.what}", lang),
             win=_rank(sw.value, sw.what, lang), lose=_rank(sm.value, sm.what, lang), w=w)


def pick_lines(outcome: Any, picked: Sequence[int], *, lang: str = "en",
               low: bool = False) -> list[str]:
    """Sentences on the learner's pick: first why a picked hand loses, then who wins and why.

    ``picked`` are 0-based hand indices; ``low=True`` reads the low half of a
    hi-lo pot. Returns [] when the pick was exactly right.
    """
    game = outcome.game
    winners = list(outcome.low_winners or []) if low else list(outcome.winners)
    chosen = sorted(set(picked))
    if set(chosen) == set(winners):
        return []
    lines: list[str] = []
    suffix = "_low" if low else ""
    for i in chosen:
        if i in winners:
            continue
        hand = outcome.hands[i]
        mine = hand.low if low else hand.high
        pick = t(f"fb_pick{suffix}", lang, n=i + 1)
        if mine is None:
            lines.append(f"{pick}: {no_low_clause(game, outcome.board, lang)}")
            continue
        if not winners:
            lines.append(f"{pick}: {t('fb_nobody_low', lang)}")
            continue
        best = outcome.hands[winners[0]]
        theirs = best.low if low else best.high
        if theirs is None:
            raise RuntimeError("internal invariant broken: theirs is not None")
        if best.exception and not low:
            why = t("fb_heads_up", lang)
        else:
            why = compare_clause(game, mine, theirs, lang, low_half=low, w=winners[0] + 1)
        trap = "" if low else form_trap(game, hand.cards, outcome.board, mine, lang)
        if trap:
            lines.append(f"{pick}: {trap}")
            if outcome.deciding.loser != i:  # else the explanation below says just this
                lines.append(f"{t('fb_wins', lang, w=winners[0] + 1)} {why}")
        else:
            lines.append(f"{t(f'fb_loses{suffix}', lang, n=i + 1, w=winners[0] + 1)} {why}")
    missed = [i for i in winners if i not in chosen]
    if missed and any(i in winners for i in chosen):
        names = ", ".join(t("hand_n", lang, n=i + 1) for i in missed)
        lines.append(t("fb_missed_tie", lang, who=names))
    return lines
