"""The kinds' registry (tutor.ui.kinds) is the one list: every other list of kinds is derived."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tutor.site import inject
from tutor.ui import cli, kinds, widgets
from tutor.ui.models.drills import DRILL_KINDS, drill_class
from tutor.ui.teach.plan import PLAN_KINDS

RASP = kinds.RASPISNOY


def test_every_list_of_kinds_is_the_registrys() -> None:
    assert widgets.KINDS == inject.WIDGET_KINDS == kinds.IDS
    assert cli.APPS == kinds.SERVED == tuple(k.id for k in kinds.KINDS if k.route)
    assert widgets.JUDGED_KINDS == kinds.JUDGED
    assert widgets.VISIT_SEEDED_KINDS == kinds.VISIT_SEEDED
    assert PLAN_KINDS == kinds.PLAN and DRILL_KINDS == widgets.DRILL_KINDS == kinds.DRILLS
    assert inject.OWN_GAME == kinds.OWN_GAME
    assert set(PLAN_KINDS) <= set(kinds.JUDGED) and set(kinds.JUDGED) <= set(kinds.IDS)


@pytest.mark.parametrize("row", kinds.KINDS, ids=lambda r: r.id)
def test_each_row_makes_its_model_and_view_and_has_titles(row: kinds.Kind) -> None:
    model = widgets.make_model(row.id, lang="ru", seed=3)
    assert kinds.kind_of_model(model) is row
    assert type(widgets.make_view(model)).__name__ == row.view.split(":")[1]
    en, ru = row.title("en"), row.title("ru")
    assert en and ru and en != ru
    if row.id in DRILL_KINDS:
        assert drill_class(row.id) is type(model)


def test_an_unknown_kind_is_a_clear_error() -> None:
    from tutor.errors import TutorError

    with pytest.raises(TutorError, match="unknown widget kind `dance`"):
        kinds.kind("dance")
    with pytest.raises(inject.SlotError, match="unknown widget kind 'dance'"):
        inject.find_slots('<div class="tutor-widget" data-widget="dance"></div>')


def test_the_browser_scripts_get_the_kinds_lists_from_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tutor.site import build

    page = re.search(r"const KINDS = (\{.*\});", build.page_js())
    assert page and json.loads(page.group(1)) == {
        "dealt": [k.id for k in kinds.KINDS if k.dealt], "learnerData": list(kinds.LEARNER_DATA),
        "check": kinds.CLOSING_CHECK}
    assert json.loads(page.group(1))["dealt"] == ["quiz", "split"]
    monkeypatch.setattr(build, "course_data", lambda site: [])
    games = re.search(r"const SLOT_GAMES = (\{.*\});", build.progress_js(tmp_path))
    assert games and json.loads(games.group(1)) == kinds.SLOT_GAMES
    assert kinds.SLOT_GAMES["split"] == "double-barrel" and kinds.SLOT_GAMES["rasp-bid"] == RASP
    # the scripts themselves name no kind: they read the lists above
    for script in ("page.js", "progress.js"):
        text = (build.ASSETS / script).read_text(encoding="utf-8")
        for kind_id in (*kinds.IDS, "rasp-"):
            for written in (f'=== "{kind_id}"', f'!== "{kind_id}"', f'startsWith("{kind_id}',
                            f'includes("{kind_id}")', f'data-widget="{kind_id}"'):
                assert written not in text, (script, written)
    progress_kinds = re.search(r"const KINDS = (\{.*\});", build.progress_js(tmp_path))
    assert progress_kinds and json.loads(progress_kinds.group(1))["check"] == kinds.CLOSING_CHECK
