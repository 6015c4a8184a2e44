"""Why one barrel beats another, in English and Russian.

>>> from tutor.cards import parse_cards
>>> from tutor.rankings.barrel import BARREL
>>> a = BARREL.evaluate(parse_cards("Kh 8h 2h 8s"))
>>> b = BARREL.evaluate(parse_cards("Qc Qd Js 9c"))
>>> explain_pair(a, b)
'3-card flush beats one pair: it is the higher category.'
>>> run_k, run_q = parse_cards("7c 6d 5h Ks"), parse_cards("7d 6h 5c Qs")
>>> explain_pair(BARREL.evaluate(run_k), BARREL.evaluate(run_q))
'both have a 3-card straight; the kicker decides: king over queen.'
>>> k3, k2 = parse_cards("Kh Ks 5c 3s"), parse_cards("Kc Kd 5h 2s")
>>> explain_pair(BARREL.evaluate(k3), BARREL.evaluate(k2), "ru")
'у обоих пара; решает кикер: тройка против двойки.'
>>> explain_pair(a, a, "ru")
'одинаковые стволы: эта половина банка делится.'
"""

from __future__ import annotations

from tutor.barrel.names import category_name, category_object, rank_genitive
from tutor.cards import rank_name
from tutor.i18n import check_lang
from tutor.rankings.base import HandValue, deciding_step, deciding_steps

_PART = {
    "en": {
        "quads": "the four of a kind", "flush-card": "the suited cards",
        "suited-card": "the suited cards", "run-top": "the run's top card", "trips": "the set",
        "top-pair": "the top pair", "second-pair": "the second pair", "pair": "the pair",
        "high-card": "the highest card", "kicker": "the kicker",
    },
    "ru": {
        "quads": "каре", "flush-card": "карты одной масти", "suited-card": "карты одной масти",
        "run-top": "старшая карта стрита", "trips": "сет", "top-pair": "старшая пара",
        "second-pair": "младшая пара", "pair": "пара", "high-card": "старшая карта",
        "kicker": "кикер",
    },
}


def explain_pair(winner: HandValue, loser: HandValue, lang: str = "en") -> str:
    """One sentence: why ``winner`` beats ``loser`` (or that they tie)."""
    lang = check_lang(lang)
    step = deciding_step(winner, loser)
    if step is None or winner.strength == loser.strength:
        if lang == "ru":
            return "одинаковые стволы: эта половина банка делится."
        return "equal barrels: this half of the pot is split."
    if step.kind == "category":
        w, los = category_name(winner.category, lang), category_object(loser.category, lang)
        if lang == "ru":
            return f"{w} бьёт {los}: это более старшая комбинация."
        return f"{w} beats {los}: it is the higher category."
    pair = deciding_steps(winner, loser)
    other = None
    if pair is not None:
        step, other = pair
    name = category_name(winner.category, lang)
    part = _PART[lang].get(step.what, step.what)
    hi = rank_name(step.value, lang)
    lo = rank_genitive(other.value, lang) if other else "?"
    if lang == "ru":
        verb = "решают" if step.what in ("flush-card", "suited-card") else "решает"
        return f"у обоих {name}; {verb} {part}: {hi} против {lo}."
    if winner.category in ("four-flush", "four-straight", "three-flush", "three-straight"):
        name = "a " + name
    verb = "decide" if step.what in ("flush-card", "suited-card") else "decides"
    return f"both have {name}; {part} {verb}: {hi} over {lo}."
