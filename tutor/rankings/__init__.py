"""Hand-ranking families: ordered categories, tie-break keys and fast strengths.

>>> from tutor.rankings.base import HandValue, Step, Family
"""

from __future__ import annotations

from tutor.rankings.base import CATEGORY_IDS, Context, Family, HandValue, Step, deciding_step

__all__ = ["CATEGORY_IDS", "Context", "Family", "HandValue", "Step", "deciding_step"]
