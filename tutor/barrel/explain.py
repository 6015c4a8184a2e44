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
from tutor.i18n import check_lang, rank_word
from tutor.rankings.base import HandValue, deciding_step, deciding_steps
from tutor.texts import NP_, _, p_

_PART = {
    "quads": NP_("Double Barrel deciding part", "the four of a kind"),
    "flush-card": NP_("Double Barrel deciding part", "the suited cards"),
    "suited-card": NP_("Double Barrel deciding part", "the suited cards"),
    "run-top": NP_("Double Barrel deciding part", "the run's top card"),
    "trips": NP_("Double Barrel deciding part", "the set"),
    "top-pair": NP_("Double Barrel deciding part", "the top pair"),
    "second-pair": NP_("Double Barrel deciding part", "the second pair"),
    "pair": NP_("Double Barrel deciding part", "the pair"),
    "high-card": NP_("Double Barrel deciding part", "the highest card"),
    "kicker": NP_("Double Barrel deciding part", "the kicker"),
}
_WITH_ARTICLE = ("four-flush", "four-straight", "three-flush", "three-straight")
"""Categories an English sentence names with "a" ("both have a 3-card straight")."""


def explain_pair(winner: HandValue, loser: HandValue, lang: str = "en") -> str:
    """One sentence: why ``winner`` beats ``loser`` (or that they tie)."""
    lang = check_lang(lang)
    step = deciding_step(winner, loser)
    if step is None or winner.strength == loser.strength:
        return _("equal barrels: this half of the pot is split.", lang)
    if step.kind == "category":
        return _("{winner} beats {loser}: it is the higher category.", lang,
                 winner=category_name(winner.category, lang),
                 loser=category_object(loser.category, lang))
    pair = deciding_steps(winner, loser)
    other = None
    if pair is not None:
        step, other = pair
    name = category_name(winner.category, lang)
    known = _PART.get(step.what)
    part = step.what if known is None else p_("Double Barrel deciding part", known, lang)
    values = {"name": name, "part": part, "high": rank_word(step.value, lang),
              "low": rank_genitive(other.value, lang) if other else "?",
              "name_a": "a " + name if winner.category in _WITH_ARTICLE else name}
    # TRANSLATORS: {name_a} is the category with the English article where it takes one,
    # {name} the category alone.
    if step.what in ("flush-card", "suited-card"):
        return _("both have {name_a}; {part} decide: {high} over {low}.", lang, **values)
    return _("both have {name_a}; {part} decides: {high} over {low}.", lang, **values)
