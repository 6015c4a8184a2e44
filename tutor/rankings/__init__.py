"""Hand-ranking families: ordered categories, tie-break steps and fast int strengths.

>>> fam = get_family("soko")
>>> hv = fam.evaluate("Kh 9h 5h 2h 2c")
>>> hv.category, [(s.kind, s.what, s.value) for s in hv.steps][:2]
('four-flush', [('rank', 'suited-card', 13), ('rank', 'suited-card', 9)])
>>> best_hand(get_family("standard"), "As Ad Kc Kd 7h 7s 2c").category
'two-pair'

The families (ids, :data:`FAMILY_IDS`): ``standard``, ``soko``, ``short36``,
``americana``, ``draw32``, ``telesina``, ``deuce-seven``, ``eight-low``, ``barrel``
(from ``tutor.rankings.barrel``) and ``razz``:

>>> set(FAMILY_IDS) == {"standard", "soko", "short36", "americana", "draw32", "telesina",
...                     "deuce-seven", "eight-low", "barrel", "razz"}
True
"""

from __future__ import annotations

from tutor.rankings.base import (
    CATEGORY_IDS,
    NO_LOW,
    Category,
    Context,
    Family,
    HandValue,
    Step,
    StepKind,
    deciding_step,
    deciding_steps,
)
from tutor.rankings.best import best_hand, best_omaha
from tutor.rankings.eightlow import EIGHT_LOW, EightLowFamily
from tutor.rankings.registry import FAMILY_IDS, UnknownFamilyError, get_family
from tutor.rankings.soko import SOKO
from tutor.rankings.standard import AMERICANA, DEUCE_SEVEN, SHORT36, STANDARD
from tutor.rankings.suited import DRAW32, TELESINA

__all__ = [
    "AMERICANA",
    "CATEGORY_IDS",
    "DEUCE_SEVEN",
    "DRAW32",
    "EIGHT_LOW",
    "FAMILY_IDS",
    "NO_LOW",
    "SHORT36",
    "SOKO",
    "STANDARD",
    "TELESINA",
    "Category",
    "Context",
    "EightLowFamily",
    "Family",
    "HandValue",
    "Step",
    "StepKind",
    "UnknownFamilyError",
    "best_hand",
    "best_omaha",
    "deciding_step",
    "deciding_steps",
    "get_family",
]
