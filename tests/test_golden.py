"""Every showdown answer and explanation stays what the golden file recorded.

The golden file holds ``tutor showdown --jsonl`` answers (en and ru) for 200 seeded
deals of each of the 15 original games, written before games and families took
over their own behaviour (see ``tests/golden/deals.py``).
"""

from __future__ import annotations

import gzip
import json

import pytest

from tests.golden.deals import GAMES, GOLDEN, answers


@pytest.fixture(scope="module")
def golden() -> dict[str, dict[str, list[str]]]:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as f:
        data: dict[str, dict[str, list[str]]] = json.load(f)
    return data


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_showdown_answers_match_the_golden_file(golden: dict[str, dict[str, list[str]]],
                                                 lang: str) -> None:
    got = answers(lang)
    assert set(got) == set(GAMES)
    for game_id in GAMES:
        want = golden[lang][game_id]
        assert len(got[game_id]) == len(want)
        for i, (a, b) in enumerate(zip(got[game_id], want, strict=True)):
            assert a == b, f"{game_id} deal {i} ({lang}) changed"
