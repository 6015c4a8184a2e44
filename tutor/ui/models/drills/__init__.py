"""Concept drills: one idea per task, placed next to the paragraph that explains it.

Each drill is a :class:`~tutor.ui.models.drills.base.DrillModel` (plain
``param``, tested without a browser) drawn by the one generic view
:mod:`tutor.ui.views.drills`. The kinds are the rows of :mod:`tutor.ui.kinds` whose
game is one the model ``fits``.
"""

from __future__ import annotations

from typing import Any

from tutor.errors import TutorError
from tutor.texts import N_
from tutor.ui import kinds

DRILL_KINDS = kinds.DRILLS
"""The drill kinds, in the order the apps list them (:mod:`tutor.ui.kinds`)."""


def drill_class(kind: str) -> Any:
    """The model class of a drill kind (only its own module is imported: a page loads what
    its slots need).

    >>> drill_class("is-low").__name__
    'IsLowModel'
    """
    import importlib

    module, name = kinds.kind(kind).model.split(":")
    prefix = "tutor.ui.models.drills."
    if not module.startswith(prefix):
        raise TutorError(N_("`{kind}` is not a drill"), kind=kind)
    return getattr(importlib.import_module(f"tutor.ui.models.drills.{module[len(prefix):]}"), name)
