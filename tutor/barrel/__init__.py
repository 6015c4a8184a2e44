"""Double Barrel: split analysis, feedback, a whole hand with its betting rules, and bots.

The split trainer's API (see ``docs/dev/contracts.md``):

>>> from tutor.barrel import analyse_splits, compare_split
>>> a = analyse_splits("As Ks Qs Js 7d 7c 2h 3h")
>>> a.best.categories, round(a.best.score, 3)
(('three-flush', 'three-straight'), 0.836)
>>> fb = compare_split(a, "As Ks Qs Js")      # the learner kept the 4-flush
>>> fb.rank, round(fb.loss, 3)
(3, 0.053)
>>> fb.why("en").splitlines()[0]
'Your split ranks 3 of 35: score 78.4% against 83.6% for the best split (5.3 points less).'

Modules: :mod:`~tutor.barrel.splits` (exact analysis), :mod:`~tutor.barrel.why`
(feedback), :mod:`~tutor.barrel.sim` (k opponents, simulated),
:mod:`~tutor.barrel.policy` (split rules), :mod:`~tutor.barrel.hand` (a whole
hand), :mod:`~tutor.barrel.bots`, :mod:`~tutor.barrel.transcript`,
:mod:`~tutor.barrel.cli`, :mod:`~tutor.barrel.bench`.
"""

from __future__ import annotations

from tutor.barrel.splits import (
    OrderedSplit,
    SplitAnalysis,
    SplitError,
    SplitResult,
    analyse_splits,
)
from tutor.barrel.why import Reason, SplitFeedback, compare_split, order_note


def warm_up() -> None:
    """Build the barrel tables now (~0.25 s on CPython) instead of on the first analysis."""
    from tutor.barrel.tables import barrel_index

    barrel_index()

__all__ = [
    "OrderedSplit",
    "Reason",
    "SplitAnalysis",
    "SplitError",
    "SplitFeedback",
    "SplitResult",
    "analyse_splits",
    "compare_split",
    "order_note",
    "warm_up",
]
