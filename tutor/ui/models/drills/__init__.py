"""Concept drills: one idea per task, placed next to the paragraph that explains it.

Each drill is a :class:`~tutor.ui.models.drills.base.DrillModel` (plain
``param``, tested without a browser) drawn by the one generic view
:mod:`tutor.ui.views.drills`. Kinds: ``name-hand``, ``which-cards``,
``is-low``, ``bring-in``, ``split-pot``, ``legal-bet``, ``barrel-hand``.
"""

from __future__ import annotations

from typing import Any

DRILL_KINDS = ("name-hand", "which-cards", "is-low", "bring-in", "split-pot", "legal-bet",
               "barrel-hand")
"""The drill kinds, in the order the apps list them."""


_MODULES = {
    "name-hand": ("name_hand", "NameHandModel"), "which-cards": ("which_cards", "WhichCardsModel"),
    "is-low": ("is_low", "IsLowModel"), "bring-in": ("bring_in", "BringInModel"),
    "split-pot": ("split_pot", "SplitPotModel"), "legal-bet": ("legal_bet", "LegalBetModel"),
    "barrel-hand": ("barrel_hand", "BarrelHandModel"),
}


def drill_class(kind: str) -> Any:
    """The model class of a drill kind (only its own module is imported: a page loads what
    its slots need).

    >>> drill_class("is-low").__name__
    'IsLowModel'
    """
    import importlib

    module, name = _MODULES[kind]
    return getattr(importlib.import_module(f"tutor.ui.models.drills.{module}"), name)
