"""Feedback on a learner's split: where it stands, what it gives up, and why (en/ru).

>>> from tutor.barrel.splits import analyse_splits
>>> a = analyse_splits("As Ks Qs Js 7d 7c 2h 3h")
>>> fb = compare_split(a, "As Ks Qs Js")
>>> fb.rank, fb.is_best, [r.code for r in fb.reasons]
(3, False, ['summary', 'broke', 'kept', 'rule', 'a23', 'order'])
>>> print(fb.why().splitlines()[0])
Your split ranks 3 of 35: score 78.4% against 83.6% for the best split (5.3 points less).
>>> compare_split(a, a.best).is_best
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutor.barrel.names import category_name, pair_of
from tutor.barrel.splits import Barrel, SplitAnalysis, SplitLike, SplitResult
from tutor.cards import Card, format_cards
from tutor.i18n import check_lang
from tutor.rankings.barrel import BARREL

_COMBO_SIZE = {
    "four-of-a-kind": 4, "four-flush": 4, "four-straight": 4, "three-flush": 3,
    "three-straight": 3, "three-of-a-kind": 3, "two-pair": 4, "one-pair": 2, "high-card": 0,
}


@dataclass(frozen=True)
class Reason:
    """One point of the feedback: a ``code`` and the data its sentence needs."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class SplitFeedback:
    """A chosen split against the best one. ``why(lang)`` gives the sentences.

    ``chosen`` and ``best`` are :class:`SplitResult` s; ``points[i]`` is how
    many percentage points barrel ``i`` of the best split wins more than the
    matching barrel of the chosen split (negative: the chosen one is stronger
    there). Barrels are matched by the cards they share.
    """

    chosen: SplitResult
    best: SplitResult
    matched: tuple[Barrel, Barrel]
    points: tuple[float, float]
    reasons: tuple[Reason, ...]
    total_splits: int = 35

    @property
    def rank(self) -> int:
        return self.chosen.rank

    @property
    def loss(self) -> float:
        return self.chosen.loss

    @property
    def is_best(self) -> bool:
        return self.chosen.rank == 1

    def why(self, lang: str = "en") -> str:
        """The feedback as sentences, one per line, in English or Russian."""
        return "\n".join(_sentence(r, check_lang(lang)) for r in self.reasons)


def compare_split(analysis: SplitAnalysis, chosen: SplitLike) -> SplitFeedback:
    """Compare a chosen split (a barrel, two barrels, or a split) with the best one.

    ``chosen`` may be one barrel as text (``"As Ks Qs Js"``), two barrels
    (``"As Ks Qs Js | 7d 7c 2h 3h"`` or a pair), a :class:`SplitResult` or an
    ordered split. Raises :class:`~tutor.barrel.splits.SplitError` when the
    cards are not a split of the analysed 8.
    """
    mine = analysis.find(chosen)
    best = analysis.best
    if _match_score(best.barrels, mine.barrels) >= _match_score(
            best.barrels, (mine.barrels[1], mine.barrels[0])):
        matched, wins = mine.barrels, mine.win
    else:
        matched, wins = (mine.barrels[1], mine.barrels[0]), (mine.win[1], mine.win[0])
    points = (
        round((best.win[0] - wins[0]) * 100, 1),
        round((best.win[1] - wins[1]) * 100, 1),
    )
    reasons: list[Reason] = []
    common = {
        "rank": mine.rank, "of": len(analysis.splits), "score": mine.score,
        "best_score": best.score, "best": _desc(best.barrels, best.win),
        "mine": _desc(matched, wins),
    }
    if mine.rank == 1:
        reasons.append(Reason("best", common))
    else:
        reasons.append(Reason("summary", common))
        reasons.append(Reason("compare", common))
        for i, barrel in enumerate(best.barrels):
            combo, category = _combo(barrel)
            if combo and not _kept(combo, matched):
                where = {"best_barrel": barrel, "mine_barrel": matched[i], "points": points[i]}
                if category == "one-pair":
                    reasons.append(Reason("split-pair", {"rank": combo[0].rank, **where}))
                else:
                    reasons.append(Reason("broke", {"category": category, "cards": combo,
                                                    **where}))
        for barrel in matched:
            combo, category = _combo(barrel)
            if combo and _COMBO_SIZE[category] >= 3 and not _kept(combo, best.barrels):
                del reasons[1]  # the "kept" sentence already compares the two splits
                reasons.append(Reason("kept", {
                    "category": category, "cards": combo, "best": common["best"],
                    "points": points, "best_barrels": best.barrels, "mine_barrels": matched}))
                break
        rule = _rule(best.barrels, matched)
        if rule is not None:
            reasons.append(rule)
    reasons.extend(_ace_notes((*mine.barrels, *best.barrels), analysis.cards))
    reasons.append(Reason("order"))
    return SplitFeedback(mine, best, matched, points, tuple(reasons), len(analysis.splits))


def _rule(best: tuple[Barrel, Barrel], mine: tuple[Barrel, Barrel]) -> Reason | None:
    """The ranking rule behind the gap: a best barrel of a higher category than its match."""
    order = BARREL.categories  # best first
    for b, m in zip(best, mine, strict=True):
        high, low = BARREL.evaluate(b).category, BARREL.evaluate(m).category
        if order.index(high) < order.index(low):
            return Reason("rule", {"high": high, "low": low})
    return None


def _match_score(best: tuple[Barrel, Barrel], mine: tuple[Barrel, Barrel]) -> tuple[int, int]:
    """How well ``mine[i]`` corresponds to ``best[i]``: shared cards, then intact combinations."""
    shared = sum(len(set(b) & set(m)) for b, m in zip(best, mine, strict=True))
    intact = 0
    for b, m in zip(best, mine, strict=True):
        combo, _category = _combo(b)
        if combo and set(combo) <= set(m):
            intact += 1
    return shared, intact


def _desc(barrels: tuple[Barrel, Barrel], wins: tuple[float, float]) -> list[dict[str, Any]]:
    out = []
    for b, w in zip(barrels, wins, strict=True):
        v = BARREL.evaluate(b)
        out.append({"cards": v.cards, "category": v.category, "win": w})
    return out


def _combo(barrel: Barrel) -> tuple[tuple[Card, ...], str]:
    v = BARREL.evaluate(barrel)
    return v.cards[: _COMBO_SIZE[v.category]], v.category


def _kept(combo: tuple[Card, ...], barrels: tuple[Barrel, Barrel]) -> bool:
    return any(set(combo) <= set(b) for b in barrels)


def _ace_notes(barrels: tuple[Barrel, ...], cards: tuple[Card, ...]) -> list[Reason]:
    """Notes on A-2-3 / A-2-3-4 when the chosen or the best split plays one."""
    notes: list[Reason] = []
    ranks = {c.rank for c in cards}
    for barrel in barrels:
        v = BARREL.evaluate(barrel)
        top = v.steps[0].value if v.steps else 0
        if v.category == "three-straight" and top == 3:
            note = Reason("a23", {"has_four": 4 in ranks})
        elif v.category == "four-straight" and top == 4:
            note = Reason("a234")
        else:
            continue
        if note not in notes:
            notes.append(note)
    return notes


def _pts(x: float) -> str:
    return f"{abs(x):.0f}" if abs(x) >= 1 else f"{abs(x):.1f}"


def _pts_ru(x: float) -> str:
    """``16 пунктов``, ``2 пункта``, ``0.4 пункта`` (Russian number agreement)."""
    text = _pts(x)
    if "." in text:
        return f"{text.replace('.', ',')} пункта"
    n = int(text)
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} пункт"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return f"{n} пункта"
    return f"{n} пунктов"


def _gap(x: float) -> str:
    """A split's loss in points: one decimal, two below 0.1, and as many as a smaller gap
    needs to show, so a split that is not the best never reads "0.00 points less".

    >>> _gap(5.32), _gap(0.04107), _gap(0.00018416)
    ('5.3', '0.04', '0.0002')
    """
    decimals = 2 if x < 0.1 else 1
    while x and round(x, decimals) == 0 and decimals < 9:
        decimals += 1
    return f"{x:.{decimals}f}"


def _pct(x: float, lang: str = "en") -> str:
    if lang == "ru":
        return f"{x * 100:.1f}".replace(".", ",") + "\u00a0%"
    return f"{x * 100:.1f}%"


def _barrels(desc: list[dict[str, Any]], lang: str) -> str:
    return " + ".join(
        f"{format_cards(d['cards'], 'glyph')} ({category_name(d['category'], lang)}, "
        f"{_pct(d['win'], lang)})" for d in desc
    )


def _sentence(r: Reason, lang: str) -> str:
    p = r.params
    ru = lang == "ru"
    if r.code == "best":
        if ru:
            return (f"Это лучшая раскладка (оценка {_pct(p['score'], 'ru')}): "
                    f"{_barrels(p['mine'], lang)}.")
        return f"This is the best split (score {_pct(p['score'])}): {_barrels(p['mine'], lang)}."
    if r.code == "summary":
        gap = (p["best_score"] - p["score"]) * 100
        if ru:
            return (f"Ваша раскладка на {p['rank']}-м месте из {p['of']}: оценка "
                    f"{_pct(p['score'], 'ru')} против {_pct(p['best_score'], 'ru')} у лучшей "
                    f"(на {_gap(gap).replace('.', ',')} пункта меньше).")
        return (f"Your split ranks {p['rank']} of {p['of']}: score {_pct(p['score'])} against "
                f"{_pct(p['best_score'])} for the best split ({_gap(gap)} points less).")
    if r.code == "compare":
        if ru:
            return (f"Лучшая: {_barrels(p['best'], lang)}. "
                    f"Ваша: {_barrels(p['mine'], lang)}.")
        return f"Best: {_barrels(p['best'], lang)}. Yours: {_barrels(p['mine'], lang)}."
    if r.code == "broke":
        name = category_name(p["category"], lang)
        cards = format_cards(p["cards"], "glyph")
        cost = _cost(p, lang)
        if ru:
            return f"Вы разбили {name} ({cards}){cost}."
        return f"You broke a {name} ({cards}){cost}."
    if r.code == "split-pair":
        cost = _cost(p, lang)
        if ru:
            return f"Лучшая раскладка держит {pair_of(p['rank'], lang)} вместе{cost}."
        return f"The best split keeps {pair_of(p['rank'])} together{cost}."
    if r.code == "rule":
        high, low = category_name(p["high"], lang), category_name(p["low"], lang)
        if ru:
            return f"Правило Double Barrel: {high} старше, чем {low.lower()}."
        return f"The rule that decides: in Double Barrel a {high} ranks above {_a(low)}."
    if r.code == "kept":
        name = category_name(p["category"], lang)
        cards = format_cards(p["cards"], "glyph")
        gains = [_versus(p, i, lang) for i in (0, 1)]
        if ru:
            return (f"Сохранить {name} ({cards}) здесь не лучше всего. Лучшая раскладка: "
                    f"{_barrels(p['best'], lang)}; {gains[0]}; {gains[1]}.")
        return (f"Keeping the {name} ({cards}) together is not best here. Best split: "
                f"{_barrels(p['best'], lang)}; {gains[0]}; {gains[1]}.")
    if r.code == "a23":
        if ru:
            extra = (" Стрит 2-3-4 старше и оставляет туза старшим кикером."
                     if p.get("has_four") else "")
            return ("A-2-3 — младший стрит из 3 карт: туз в нём считается единицей, "
                    "поэтому его бьёт любой другой стрит из 3 карт." + extra)
        extra = (" 2-3-4 ranks higher and keeps the ace as a high kicker."
                 if p.get("has_four") else "")
        return ("A-2-3 is the lowest 3-card straight: the ace counts as a one there, so every "
                "other 3-card straight beats it." + extra)
    if r.code == "a234":
        if ru:
            return "A-2-3-4 — младший стрит из 4 карт: туз в нём считается единицей."
        return "A-2-3-4 is the lowest 4-card straight: the ace counts as a one there."
    if r.code == "order":
        return order_note(lang)
    raise ValueError(f"unknown reason code {r.code!r}")  # pragma: no cover


def _a(name: str) -> str:
    low = name[0].lower() + name[1:] if not name[:1].isdigit() else name
    if low.startswith(("three of", "four of", "two pair", "high card", "one pair")):
        return low
    return ("an " if low[0] in "aeiou8" else "a ") + low


def _glyphs(barrel: Barrel) -> str:
    return format_cards(BARREL.evaluate(barrel).cards, "glyph")


def _cost(p: dict[str, Any], lang: str) -> str:
    """``: the best split's barrel … wins N points more than your barrel …`` ('' if not)."""
    if p["points"] <= 0:
        return ""
    best, mine = _glyphs(p["best_barrel"]), _glyphs(p["mine_barrel"])
    if lang == "ru":
        return (f": ствол лучшей раскладки {best} выигрывает на {_pts_ru(p['points'])} больше, "
                f"чем ваш ствол {mine} на его месте")
    return (f": the best split's barrel {best} wins {_pts(p['points'])} points more than "
            f"your barrel {mine} in its place")


def _versus(p: dict[str, Any], i: int, lang: str) -> str:
    """One best barrel against the learner's matching barrel, named by their cards."""
    d = p["points"][i]
    best, mine = _glyphs(p["best_barrels"][i]), _glyphs(p["mine_barrels"][i])
    if lang == "ru":
        if d == 0:
            return f"ствол {best} так же силён, как ваш {mine}"
        word = "больше" if d > 0 else "меньше"
        return f"ствол {best} выигрывает на {_pts_ru(d)} {word}, чем ваш {mine}"
    if d == 0:
        return f"its barrel {best} is as strong as your {mine}"
    word = "more" if d > 0 else "less"
    return f"the best split's barrel {best} wins {_pts(d)} points {word} than your barrel {mine}"


def _gain(d: float) -> str:
    """Best minus yours, in points, as seen from the best split."""
    if d > 0:
        return f"wins {_pts(d)} points more"
    if d < 0:
        return f"gives up {_pts(d)} points"
    return "is as strong"


def _gain_ru(d: float) -> str:
    if d > 0:
        return f"сильнее на {_pts_ru(d)}"
    if d < 0:
        return f"слабее на {_pts_ru(d)}"
    return "так же силён"


def order_note(lang: str = "en") -> str:
    """Why barrel order does not change the score, and what it does change.

    >>> print(order_note().split(":")[0])
    Barrel order does not change your showdown share
    """
    if check_lang(lang) == "ru":
        return ("Порядок стволов не меняет вашу долю на вскрытии: обе половины банка равны, "
                "поэтому раскладка оценивается одинаково при любом порядке. Порядок меняет "
                "другое: сбросить карты можно только в первом круге, глядя на первый ствол; "
                "а ставки во втором круге вы делаете, уже зная открытые первые стволы "
                "соперников. Сильный ствол первым — уверенные ставки в первом круге; "
                "слабый первым — дешёвая проверка, но второй ствол придётся доиграть.")
    return ("Barrel order does not change your showdown share: both halves of the pot are "
            "equal, so a split scores the same either way round. Order changes two other "
            "things: you can fold only in round 1, on barrel 1; and you bet in round 2 "
            "knowing everyone's barrel 1 from the first showdown. Strong barrel first: you "
            "can bet round 1 with confidence. Weak barrel first: you can fold it cheaply, but "
            "a barrel 2 you play on cannot be folded.")
