"""The family registry: ``get_family(id)``, from one dict.

A new ranking family is one module in ``tutor/rankings/`` and one entry in
``_FAMILIES``.

>>> get_family("short36").categories[:4]
('straight-flush', 'four-of-a-kind', 'flush', 'full-house')
>>> try:
...     get_family("omaha")
... except UnknownFamilyError as err:
...     print(err)  # doctest: +NORMALIZE_WHITESPACE
unknown ranking family `omaha` (known: standard, soko, short36, americana, draw32,
telesina, deuce-seven, eight-low, barrel, razz)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tutor.errors import TutorError
from tutor.rankings.barrel import BARREL
from tutor.rankings.base import Family
from tutor.rankings.eightlow import EIGHT_LOW
from tutor.rankings.razz import RAZZ
from tutor.rankings.soko import SOKO
from tutor.rankings.standard import AMERICANA, DEUCE_SEVEN, SHORT36, STANDARD
from tutor.rankings.suited import DRAW32, TELESINA

_FAMILIES: Mapping[str, Family] = MappingProxyType({
    f.id: f for f in (STANDARD, SOKO, SHORT36, AMERICANA, DRAW32, TELESINA, DEUCE_SEVEN,
                      EIGHT_LOW, BARREL, RAZZ)
})

FAMILY_IDS: tuple[str, ...] = tuple(_FAMILIES)
"""Every family id, in the order the docs list them."""


class UnknownFamilyError(TutorError):
    """A ranking family id that the registry does not know."""


def get_family(family_id: str) -> Family:
    """The ranking family with this id.

    >>> get_family("standard").hand_size
    5
    """
    try:
        return _FAMILIES[family_id]
    except KeyError:
        raise UnknownFamilyError(
            f"unknown ranking family `{family_id}` (known: {', '.join(FAMILY_IDS)})") from None
