"""The family registry: ``get_family(id)``.

>>> get_family("short36").categories[:4]
('straight-flush', 'four-of-a-kind', 'flush', 'full-house')
>>> try:
...     get_family("omaha")
... except UnknownFamilyError as err:
...     print(err)  # doctest: +NORMALIZE_WHITESPACE
unknown ranking family `omaha` (known: standard, soko, short36, americana, draw32,
telesina, deuce-seven, eight-low, barrel)
"""

from __future__ import annotations

import importlib
from typing import cast

from tutor.errors import TutorError
from tutor.rankings.base import Family
from tutor.rankings.eightlow import EIGHT_LOW
from tutor.rankings.soko import SOKO
from tutor.rankings.standard import AMERICANA, DEUCE_SEVEN, SHORT36, STANDARD
from tutor.rankings.suited import DRAW32, TELESINA

FAMILY_IDS = ("standard", "soko", "short36", "americana", "draw32", "telesina",
              "deuce-seven", "eight-low", "barrel")
"""Every family id, in the order the docs list them."""

_BUILTIN: dict[str, object] = {
    f.id: f for f in (STANDARD, SOKO, SHORT36, AMERICANA, DRAW32, TELESINA, DEUCE_SEVEN,
                      EIGHT_LOW)
}


class UnknownFamilyError(TutorError):
    """A ranking family id that the registry does not know."""


def _barrel() -> Family | None:
    """The Double Barrel family from ``tutor.rankings.barrel``, imported on first use."""
    try:
        module = importlib.import_module("tutor.rankings.barrel")
    except ImportError:
        return None
    for value in vars(module).values():
        if getattr(value, "id", None) == "barrel" and hasattr(value, "strength") \
                and not isinstance(value, type):
            return cast(Family, value)
    return None


def get_family(family_id: str) -> Family:
    """The ranking family with this id (``eight-low``'s ``evaluate`` may give ``None``).

    >>> get_family("standard").hand_size
    5
    """
    if family_id in _BUILTIN:
        return cast(Family, _BUILTIN[family_id])
    if family_id == "barrel":
        family = _barrel()
        if family is not None:
            return family
        raise UnknownFamilyError("the `barrel` family is not available (tutor/rankings/barrel.py)")
    raise UnknownFamilyError(
        f"unknown ranking family `{family_id}` (known: {', '.join(FAMILY_IDS)})")
