"""The base of every id enum: a ``StrEnum`` whose members print as the id they are.

Ids (categories, hand forms, bring-in and odd-chip rules, deciding-step kinds,
barrel hand phases) are ``StrEnum`` members, so they compare equal to their text,
serialise to JSON as it, and — with this ``repr`` — show as it too.

>>> class Colour(Id):
...     RED = "red"
>>> Colour.RED, Colour("red") is Colour.RED, Colour.RED == "red", f"{Colour.RED}"
('red', True, True, 'red')
"""

from __future__ import annotations

from enum import StrEnum


class Id(StrEnum):
    """An id enum (see the module doc)."""

    def __repr__(self) -> str:
        return repr(self.value)
