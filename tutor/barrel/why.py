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
from tutor.texts import _, decimal, n_, p_, percent

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


def _pts(x: float, lang: str) -> str:
    """``16 points``, ``2 пункта``, ``0.4 пункта``: the number agrees with its word."""
    a = abs(x)
    if a < 1:
        return p_("fractional number", "{pts} points", lang, pts=decimal(a, 1, lang))
    return n_("{n} point", "{n} points", round(a), lang)


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
    return percent(decimal(x * 100, 1, lang), lang)


def _barrels(desc: list[dict[str, Any]], lang: str) -> str:
    return " + ".join(
        f"{format_cards(d['cards'], 'glyph')} ({category_name(d['category'], lang)}, "
        f"{_pct(d['win'], lang)})" for d in desc
    )


def _sentence(r: Reason, lang: str) -> str:
    p = r.params
    if r.code == "best":
        return _("This is the best split (score {score}): {barrels}.", lang,
                 score=_pct(p["score"], lang), barrels=_barrels(p["mine"], lang))
    if r.code == "summary":
        gap = _gap((p["best_score"] - p["score"]) * 100)
        gap = gap.replace(".", p_("decimal separator", ".", lang))
        return _("Your split ranks {rank} of {of}: score {score} against {best} for the best "
                 "split ({gap} points less).", lang, rank=p["rank"], of=p["of"],
                 score=_pct(p["score"], lang), best=_pct(p["best_score"], lang),
                 gap=gap)
    if r.code == "compare":
        return _("Best: {best}. Yours: {mine}.", lang, best=_barrels(p["best"], lang),
                 mine=_barrels(p["mine"], lang))
    if r.code == "broke":
        return _("You broke a {name} ({cards}){cost}.", lang,
                 name=category_name(p["category"], lang),
                 cards=format_cards(p["cards"], "glyph"), cost=_cost(p, lang))
    if r.code == "split-pair":
        return _("The best split keeps {pair} together{cost}.", lang,
                 pair=pair_of(p["rank"], lang), cost=_cost(p, lang))
    if r.code == "rule":
        high, low = category_name(p["high"], lang), category_name(p["low"], lang)
        # TRANSLATORS: {low_a} is the lower category with an English article ("a flush"),
        # {low_lower} the same name in lower case without one.
        return _("The rule that decides: in Double Barrel a {high} ranks above {low_a}.",
                 lang, high=high, low_a=_a(low), low_lower=low.lower())
    if r.code == "kept":
        gains = [_versus(p, i, lang) for i in (0, 1)]
        return _("Keeping the {name} ({cards}) together is not best here. Best split: "
                 "{best}; {gain0}; {gain1}.", lang, name=category_name(p["category"], lang),
                 cards=format_cards(p["cards"], "glyph"), best=_barrels(p["best"], lang),
                 gain0=gains[0], gain1=gains[1])
    if r.code == "a23":
        text = _("A-2-3 is the lowest 3-card straight: the ace counts as a one there, so every "
                 "other 3-card straight beats it.", lang)
        if p.get("has_four"):
            text += _(" 2-3-4 ranks higher and keeps the ace as a high kicker.", lang)
        return text
    if r.code == "a234":
        return _("A-2-3-4 is the lowest 4-card straight: the ace counts as a one there.", lang)
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
    return _(": the best split's barrel {best} wins {pts} more than your barrel {mine} in "
             "its place", lang, best=_glyphs(p["best_barrel"]), mine=_glyphs(p["mine_barrel"]),
             pts=_pts(p["points"], lang))


def _versus(p: dict[str, Any], i: int, lang: str) -> str:
    """One best barrel against the learner's matching barrel, named by their cards."""
    d = p["points"][i]
    best, mine = _glyphs(p["best_barrels"][i]), _glyphs(p["mine_barrels"][i])
    if d == 0:
        return _("its barrel {best} is as strong as your {mine}", lang, best=best, mine=mine)
    if d > 0:
        return _("the best split's barrel {best} wins {pts} more than your barrel {mine}",
                 lang, best=best, mine=mine, pts=_pts(d, lang))
    return _("the best split's barrel {best} wins {pts} less than your barrel {mine}",
             lang, best=best, mine=mine, pts=_pts(d, lang))


def order_note(lang: str = "en") -> str:
    """Why barrel order does not change the score, and what it does change.

    >>> print(order_note().split(":")[0])
    Barrel order does not change your showdown share
    """
    return _("Barrel order does not change your showdown share: both halves of the pot are "
             "equal, so a split scores the same either way round. Order changes two other "
             "things: you can fold only in round 1, on barrel 1; and you bet in round 2 "
             "knowing everyone's barrel 1 from the first showdown. Strong barrel first: you "
             "can bet round 1 with confidence. Weak barrel first: you can fold it cheaply, but "
             "a barrel 2 you play on cannot be folded.", lang)
