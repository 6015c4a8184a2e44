"""Argument types for the command line: whole numbers within bounds, refused with a message.

``argparse``'s own ``type=int`` accepts ``-5`` where only a positive count makes
sense, and quotes a 5,000-digit culprit whole; :func:`whole` does neither.

>>> top = whole(1, 35)
>>> top("3")
3
>>> top("-3")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: must be a whole number from 1 to 35, got -3
>>> whole(0, 2**63 - 1)("9223372036854775807")
9223372036854775807
>>> top("9" * 5000)
Traceback (most recent call last):
...
argparse.ArgumentTypeError: must be a whole number from 1 to 35, got `99999999999999999999…`
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from tutor.errors import quote


def whole(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse ``type`` taking a whole number from ``lo`` to ``hi`` (inclusive)."""

    width = max(len(str(abs(lo))), len(str(abs(hi))))

    def parse(text: str) -> int:
        digits = text.strip()
        if re.fullmatch(rf"[+-]?0*[0-9]{{1,{width}}}", digits, re.ASCII):
            value = int(digits)
            if lo <= value <= hi:
                return value
            shown = str(value)
        else:
            shown = quote(text, 20)
        raise argparse.ArgumentTypeError(
            f"must be a whole number from {lo:,} to {hi:,}, got {shown}")

    parse.__name__ = "whole number"
    return parse
