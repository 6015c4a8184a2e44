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
"""The drill kinds, in the order of issue 12."""


def drill_class(kind: str) -> Any:
    """The model class of a drill kind (imported lazily)."""
    from tutor.ui.models.drills.barrel_hand import BarrelHandModel
    from tutor.ui.models.drills.bring_in import BringInModel
    from tutor.ui.models.drills.is_low import IsLowModel
    from tutor.ui.models.drills.legal_bet import LegalBetModel
    from tutor.ui.models.drills.name_hand import NameHandModel
    from tutor.ui.models.drills.split_pot import SplitPotModel
    from tutor.ui.models.drills.which_cards import WhichCardsModel

    return {
        "name-hand": NameHandModel, "which-cards": WhichCardsModel, "is-low": IsLowModel,
        "bring-in": BringInModel, "split-pot": SplitPotModel, "legal-bet": LegalBetModel,
        "barrel-hand": BarrelHandModel,
    }[kind]
