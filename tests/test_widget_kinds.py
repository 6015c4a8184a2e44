"""Every widget kind builds its own view (a merge once sent Raspisnoy's drills to the poker
drills' view, whose page then stayed empty)."""

from __future__ import annotations

import pytest

from tutor.ui.widgets import KINDS, make_model, make_view


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_builds_a_view_of_its_own_model(kind: str) -> None:
    model = make_model(kind, seed=1)
    view = make_view(model)
    layout = view.panel(name=kind)
    assert layout is not None
