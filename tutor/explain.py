"""One clear sentence, in English or Russian, saying why a showdown ended as it did.

The sentence is built only from the showdown's data (the deciding step), so
it never re-derives the rules.

>>> from tutor.showdown import showdown
>>> r = showdown("holdem", ["Ah Kd", "Ac Qd"], board="As 9c 7h 4d 2s")
>>> explain(r)
"Texas Hold'em: both have one pair; the kicker decides — a king beats a queen."
>>> explain(r, "ru")
'Техасский холдем: у обоих пара; решает кикер: король старше дамы.'
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING

from tutor.cards import ACE, Card
from tutor.i18n import category_phrase, check_lang, number, rank_word, suit_word

if TYPE_CHECKING:
    from tutor.rankings.base import HandValue
    from tutor.showdown import DecidingStep, Showdown

LOW_FAMILIES = ("deuce-seven", "eight-low")

_GROUPS = {"quads", "trips", "set", "pair", "top-pair", "second-pair", "pairs"}
_PART_EN = {
    "quads": "the four of a kind", "trips": "the three of a kind", "set": "the three of a kind",
    "pair": "the pair", "top-pair": "the top pair", "second-pair": "the second pair",
    "run-top": "the top card of the run", "flush-card": "the flush cards",
    "high-card": "the highest card", "kicker": "the kicker", "suited-card": "the suited cards",
    "low-card": "the low cards",
}
_PART_RU = {  # subject of "решает …" (a singular noun phrase)
    "quads": "каре", "trips": "тройка", "set": "тройка", "pair": "пара",
    "top-pair": "старшая пара", "second-pair": "вторая пара",
    "run-top": "старшая карта комбинации", "flush-card": "старшинство карт флеша",
    "high-card": "старшая карта", "kicker": "кикер", "suited-card": "старшинство одномастных карт",
    "low-card": "старшинство карт лоу",
}


# Category counts over every hand of the family's size from its own deck, for the
# "rarer" part of a sentence. Enumerating them takes seconds, so they are kept
# here; tests/test_explain.py checks them against ``tutor.stats`` (which counts
# every hand) and the standard ones against closed-form combinatorics.
KNOWN_COUNTS: dict[str, dict[str, int]] = {
    "standard": {
        "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108,
        "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552,
        "one-pair": 1098240, "high-card": 1302540},
    "soko": {
        "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108,
        "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552,
        "four-flush": 110940, "four-straight": 92208, "one-pair": 1047552,
        "high-card": 1150080},
    "short36": {
        "straight-flush": 24, "four-of-a-kind": 288, "flush": 480, "full-house": 1728,
        "three-of-a-kind": 16128, "straight": 6120, "two-pair": 36288, "one-pair": 193536,
        "high-card": 122400},
    "americana": {
        "straight-flush": 20, "four-of-a-kind": 224, "flush": 204, "full-house": 1344,
        "straight": 5100, "three-of-a-kind": 10752, "two-pair": 24192, "one-pair": 107520,
        "high-card": 52020},
    "barrel": {
        "four-of-a-kind": 13, "four-flush": 2860, "four-straight": 2772,
        "three-flush": 44088, "three-straight": 23016, "three-of-a-kind": 2496,
        "two-pair": 2808, "one-pair": 69048, "high-card": 123624},
    # Deuce-to-seven: A-2-3-4-5 is ace-high, not a straight (4 straight flushes become flushes,
    # 1,020 straights become high cards).
    "deuce-seven": {
        "straight-flush": 36, "four-of-a-kind": 624, "full-house": 3744, "flush": 5112,
        "straight": 9180, "three-of-a-kind": 54912, "two-pair": 123552,
        "one-pair": 1098240, "high-card": 1303560},
    # Eight-or-better: C(8, 5) rank sets x 4^5 suitings qualify; the rest have no low.
    "eight-low": {"low": 57344},
}
KNOWN_COUNTS["draw32"] = KNOWN_COUNTS["telesina"] = KNOWN_COUNTS["americana"]
_HANDS_OUTSIDE_THE_COUNTS = {"eight-low": 2598960 - 57344}
"""Hands a family's counts leave out (eight-low counts only the qualifying lows)."""


@cache
def category_counts(family_id: str) -> tuple[dict[str, int], int] | None:
    """Category counts of a family over its own deck, and the number of hands.

    >>> counts, total = category_counts("soko")
    >>> counts["four-flush"], total
    (110940, 2598960)
    >>> category_counts("eight-low")
    ({'low': 57344}, 2598960)
    """
    counts = KNOWN_COUNTS.get(family_id)
    if counts is None:
        try:
            stats = importlib.import_module("tutor.stats")
            counts = dict(stats.category_counts(family_id))
        except Exception:  # the rarity is a bonus for the sentence, never a failure
            return None
    return counts, sum(counts.values()) + _HANDS_OUTSIDE_THE_COUNTS.get(family_id, 0)


def _an(word: str) -> str:
    return ("an " if word[0] in "aeiou" or word.startswith("eight") else "a ") + word


def _the(category: str) -> str:
    phrase = category_phrase(category)
    if phrase.startswith("a "):
        return "the " + phrase[2:]
    return phrase


def _value_en(what: str, value: int, low: bool) -> str:
    if what in _GROUPS:
        return rank_word(value, "en", "pl")
    return _an(rank_word(value, "en"))


def _value_ru(what: str, value: int, gen: bool) -> str:
    if what in _GROUPS:
        return rank_word(value, "ru", "gen_pl" if gen else "pl")
    return rank_word(value, "ru", "gen" if gen else "sg")


def _low_text(value: HandValue) -> str:
    ranks = sorted((1 if c.rank == ACE else c.rank for c in value.cards), reverse=True)
    return "-".join("A" if r == 1 else "T" if r == 10 else str(r) if r < 10 else "JQK"[r - 11]
                    for r in ranks)


def _join(items: list[int], lang: str) -> str:
    words = [str(i) for i in items]
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + (" и " if lang == "ru" else " and ") + words[-1]


def _card(card: Card | None) -> str:
    return "" if card is None else card.glyph


def _rarity(step: DecidingStep, family_id: str, lang: str) -> str:
    info = category_counts(family_id)
    if info is None or step.win_category is None or step.lose_category is None:
        return ""
    counts, total = info
    n = counts.get(step.win_category)
    m = counts.get(step.lose_category)
    if n is None or m is None:
        return ""
    ru = lang == "ru"
    win = category_phrase(step.win_category, lang)
    if n < m:
        if ru:
            return f" — {win} реже ({number(n, lang)} из {number(total, lang)} рук)"
        return f" — {_the(step.win_category)} is rarer ({number(n)} of {number(total)} hands)"
    if ru:
        return (f" — в этой игре {win} старше, хотя встречается чаще ({number(n, lang)} "
                f"против {number(m, lang)} из {number(total, lang)} рук)")
    return (f" — in this game {_the(step.win_category)} ranks higher, though it is more "
            f"common ({number(n)} against {number(m)} of {number(total)} hands)")


def _clause(result: Showdown, step: DecidingStep, family_id: str, lang: str, low: bool) -> str:
    """The explanation of one deciding step, without the game's name."""
    ru = lang == "ru"
    is_low_family = family_id in LOW_FAMILIES
    hands = result.hands
    if step.kind == "no-low" and step.winner is not None:
        w_low = hands[step.winner].low
        shown = "" if w_low is None else " " + _low_text(w_low)
        others = [i for i in range(len(hands)) if i not in (result.low_winners or [])]
        who = _join(result.low_winners or [], lang)
        if ru:
            many = len(result.low_winners or []) > 1
            return (f"квалифицированное лоу{shown} только у {'игроков' if many else 'игрока'} "
                    f"{who}; у {'игроков' if len(others) > 1 else 'игрока'} "
                    f"{_join(others, lang)} нет пяти разных карт не старше восьмёрки")
        return (f"only {'players' if len(result.low_winners or []) > 1 else 'player'} {who} "
                f"{'have' if len(result.low_winners or []) > 1 else 'has'} a qualifying "
                f"low{shown}; {'players' if len(others) > 1 else 'player'} {_join(others, lang)} "
                "cannot make five different ranks 8 or lower")
    if step.kind == "no-low":
        return ("ни у кого нет квалифицированного лоу (пять разных карт не старше восьмёрки) — "
                "хай забирает весь банк" if ru else
                "nobody has a qualifying low (five different ranks 8 or lower), so the high "
                "hand takes the whole pot")
    winners = result.low_winners if low else result.winners
    assert winners is not None
    if step.kind == "tie":
        who = _join(winners, lang)
        cat = step.win_category or ""
        board = (not low) and all(hands[i].plays_board for i in winners)
        if low:
            w = hands[winners[0]].low
            shown = _low_text(w) if w is not None else ""
            return (f"игроки {who} делят лоу-половину с равным лоу {shown}" if ru else
                    f"players {who} tie with the same low {shown} and share the low half")
        if ru:
            text = f"игроки {who} делят банк: у них равные руки ({category_phrase(cat, 'ru')})"
            return text + (" — все играют карты стола" if board else "")
        text = f"players {who} tie with equal hands ({category_phrase(cat)}) and split the pot"
        return text + (" — everyone plays the board" if board else "")
    if step.kind == "heads-up-exception":
        return ("двое в банке: младший стрит-флеш T-9-8-7-A бьёт роял-флеш — особое правило "
                "для случая, когда осталось ровно два игрока" if ru else
                "heads-up, the lowest straight flush T-9-8-7-A beats a royal flush — a special "
                "rule for when exactly two players are left")
    if low and step.winner is not None and step.loser is not None:
        wl, ll = hands[step.winner].low, hands[step.loser].low
        if wl is not None and ll is not None and step.win_value and step.lose_value:
            wr = ACE if step.win_value == 1 else step.win_value  # the ace counts 1 in a low
            lr = ACE if step.lose_value == 1 else step.lose_value
            a = rank_word(wr, lang)
            if ru:
                b = rank_word(lr, "ru", "gen")
                return (f"{_low_text(wl)} бьёт {_low_text(ll)} — сравниваем сверху вниз: "
                        f"{a} младше {b}")
            b = rank_word(lr)
            return (f"{_low_text(wl)} beats {_low_text(ll)} — compared from the top down, "
                    f"{_an(a)} is lower than {_an(b)}")
    if step.kind == "category":
        assert step.win_category is not None and step.lose_category is not None
        w_royal = step.winner is not None and hands[step.winner].is_royal and not low
        if ru:
            win = ("роял-флеш" if w_royal else category_phrase(step.win_category, "ru"))
            lose = category_phrase(step.lose_category, "ru", case="acc")
            head = f"{win} бьёт {lose}"
            if is_low_family:
                return head + (" — в лоуболе 2-7 выигрывает самая младшая рука: пары, стриты и "
                               "флеши идут против вас")
            return head + _rarity(step, family_id, lang)
        win_en = "a royal flush" if w_royal else category_phrase(step.win_category)
        head = f"{win_en} beats {category_phrase(step.lose_category)}"
        if is_low_family:
            return head + (" — in deuce-to-seven the lowest hand wins: pairs, straights and "
                           "flushes count against you")
        return head + _rarity(step, family_id, lang)
    cat = step.win_category or ""
    if step.kind == "suit":
        order = result.game.suit_order_text(lang)
        wc, lc = _card(step.win_card), _card(step.lose_card)
        if step.what == "flush-suit":
            # Telesina compares the suits of two flushes before any rank.
            if ru:
                return (f"у обоих {category_phrase(cat, 'ru')}; флеш старшей масти выигрывает "
                        f"при любых рангах: {suit_word(step.win_value or 0, 'ru')} старше "
                        f"{suit_word(step.lose_value or 0, 'ru', 'gen')} ({order})")
            return (f"both have {category_phrase(cat)}; the flush of the higher suit wins "
                    f"whatever its ranks — {suit_word(step.win_value or 0)} beat "
                    f"{suit_word(step.lose_value or 0)} ({order})")
        if ru:
            a = wc or suit_word(step.win_value or 0, "ru")
            b = lc or suit_word(step.lose_value or 0, "ru", "gen")
            return (f"у обоих {category_phrase(cat, 'ru')}; {_equal_so_far(step, 'ru')}, "
                    f"решает масть: {a} старше {b} ({order})")
        a = wc or suit_word(step.win_value or 0)
        b = lc or suit_word(step.lose_value or 0)
        return (f"both have {category_phrase(cat)}; {_equal_so_far(step, 'en')}, so the suit "
                f"decides — {a} beats {b} ({order})")
    if step.kind in ("rank", "kicker", "low-card") and step.win_value and step.lose_value:
        what = step.what or step.kind
        lower = is_low_family
        if ru:
            part = _PART_RU.get(what, what.replace("-", " "))
            a = _value_ru(what, step.win_value, gen=False)
            b = _value_ru(what, step.lose_value, gen=True)
            cmp = "младше" if lower else "старше"
            return f"у обоих {category_phrase(cat, 'ru')}; решает {part}: {a} {cmp} {b}"
        part = _PART_EN.get(what, "the " + what.replace("-", " "))
        a = _value_en(what, step.win_value, lower)
        b = _value_en(what, step.lose_value, lower)
        plural = what in _GROUPS
        verb = ("are lower than" if plural else "is lower than") if lower else (
            "beat" if plural else "beats")
        if what in ("flush-card", "suited-card", "low-card"):
            return (f"both have {category_phrase(cat)}; compared card by card from the top, "
                    f"{a} {verb} {b}")
        return f"both have {category_phrase(cat)}; {part} decides — {a} {verb} {b}"
    if ru:
        return f"у обоих {category_phrase(cat, 'ru')}, но рука игрока {step.winner} старше"
    return f"both have {category_phrase(cat)}, but player {step.winner}'s hand ranks higher"


def explain(result: Showdown, lang: str = "en") -> str:
    """One sentence explaining the showdown, in ``en`` or ``ru``.

    Hi-lo games get one sentence with a high and a low part.

    >>> from tutor.showdown import showdown
    >>> r = showdown("stud7-hilo", ["Ah Kh Qd Jc 9s 9d 3c", "2s 3s 4d Tc 7h Td Jd"])
    >>> print(explain(r))  # doctest: +NORMALIZE_WHITESPACE
    7-card stud Hi-Lo 8 — high: both have one pair; the pair decides — tens beat nines;
    low: nobody has a qualifying low (five different ranks 8 or lower), so the high hand
    takes the whole pot.
    """
    check_lang(lang)
    game = result.game
    name = game.short_name(lang)
    high = _clause(result, result.deciding, game.main_family, lang, low=False)
    if game.is_hilo:
        assert game.low_family is not None
        low_step = result.low_deciding
        low = "" if low_step is None else _clause(result, low_step, game.low_family, lang, True)
        hi_w, lo_w = ("хай", "лоу") if lang == "ru" else ("high", "low")
        return f"{name} — {hi_w}: {high}; {lo_w}: {low}."
    return f"{name}: {high}."


def _equal_so_far(step: DecidingStep, lang: str) -> str:
    """Say what was equal before a suit decided: the two cards' ranks, or every rank."""
    wc, lc = step.win_card, step.lose_card
    if wc is not None and lc is not None and wc.rank == lc.rank:
        if lang == "ru":
            return f"{_card(wc)} и {_card(lc)} равны по рангу"
        return f"{_card(wc)} and {_card(lc)} tie on rank"
    return "все ранги равны" if lang == "ru" else "all ranks are equal"
