"""Who acts first on the later streets (tutor.bringin.acts_first), and `tutor bring-in` /
`tutor pots` on the command line."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from tutor.bringin import acts_first, bring_in, first_to_act
from tutor.cards import DECK_32, DECK_52, Card
from tutor.cli import main
from tutor.errors import TutorError
from tutor.pots import settle

STUD_GAMES = ("stud7", "stud7-hilo", "soko", "americana", "telesina")


def _reference(ups: list[list[Card]], dealer: int) -> int:
    """The rule written out another way: best (counts, ranks) wins; ties go clockwise."""
    def key(cards: list[Card]) -> tuple[list[int], list[int]]:
        counts = Counter(c.rank for c in cards)
        ranks = sorted((c.rank for c in cards), key=lambda r: (counts[r], r), reverse=True)
        return sorted(counts.values(), reverse=True), ranks

    n = len(ups)
    clockwise = [(dealer + 1 + i) % n for i in range(n)]
    best = clockwise[0]
    for seat in clockwise[1:]:
        if key(ups[seat]) > key(ups[best]):
            best = seat
    return best


@pytest.mark.parametrize("game", STUD_GAMES)
def test_later_streets_follow_the_highest_showing_hand(game: str) -> None:
    deck = DECK_32 if game in ("americana", "telesina") else DECK_52
    rng = random.Random(game)
    for _ in range(400):
        seats, street = rng.randint(2, 6), rng.randint(2, 4)
        cards = rng.sample(list(deck.cards), seats * street)
        ups = [cards[i * street:(i + 1) * street] for i in range(seats)]
        dealer = rng.randrange(seats)
        assert acts_first(game, ups, dealer=dealer).seat == _reference(ups, dealer)


def test_suits_never_decide_a_later_street() -> None:
    a = acts_first("stud7", ["Ks 9s", "Kh 9h", "Kd 9d"], dealer=1)
    assert (a.seat, a.decided_by, a.tied) == (2, "position", (0, 1, 2))
    assert acts_first("stud7", ["Ks 9s", "Kh 9h", "Kd 9d"], dealer=2).seat == 0
    assert acts_first("soko", ["2c 2d", "As Kh"]).decided_by == "pattern"
    assert "dealer's left" in a.text() and "дилеру слева" in a.text("ru")


def test_street_one_is_the_bring_in() -> None:
    for ups in (["Kd", "2h", "2c"], ["As", "Ah", "3c"]):
        assert first_to_act("stud7", ups, 1).seat == bring_in("stud7", ups).seat
    assert first_to_act("soko", ["As", "Ah", "3c"], 1).seat == 0
    with pytest.raises(TutorError, match=r"streets 1 \(the bring-in round\) to 5, got 0"):
        first_to_act("stud7", ["Kd", "2h"], 0)
    with pytest.raises(TutorError, match=r"has streets 1 \(the bring-in round\) to 4, got 5"):
        first_to_act("soko", ["Kd 2h 3h 4h", "Qc 2c 3c 4c"], 5)
    with pytest.raises(TutorError, match="on street 3 every player shows 3 upcards; player 0"):
        first_to_act("stud7", ["Kd 9c", "Ks 9h"], 3)
    assert first_to_act("stud7", ["Kd 9c 2c 3c", "Ks 9h 4d 4h"], 5).seat == 1
    assert first_to_act("telesina", ["Kd 9c 7c 8c", "Ks 9h Jd Jh"], 5).seat == 1
    with pytest.raises(TutorError, match="player 1 must show 1 to 4 upcards"):
        acts_first("stud7", ["Kd", "2h 3h 4h 5h 6h"])
    with pytest.raises(TutorError, match="no upcards"):
        acts_first("holdem", ["Kd", "2h"])


def test_cli_bring_in_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bring-in", "--game", "stud7", "Kd", "2h", "2c", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["seat"], out["decided_by"], out["street"]) == (2, "suit", 1)
    assert main(["bring-in", "--game", "stud7", "--street", "2", "Kd 9c", "Ks 9h",
                 "--lang", "ru"]) == 0
    assert "первым ходит игрок 0" in capsys.readouterr().out


def test_cli_pots_matches_settle(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pots", "--game", "omaha-hilo", "--put", "30", "100", "100",
                 "--high", "1", "2", "2", "--low", "-", "1", "2", "--dealer", "2",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    want = settle("omaha-hilo", [30, 100, 100], [-1, -2, -2], [None, -1, -2], dealer=2)
    assert out["shares"] == list(want.shares) == [45, 150, 35]
    assert [p["amount"] for p in out["pots"]] == [90, 140]
    assert sum(out["shares"]) == out["total"] == 230


@pytest.mark.parametrize(("argv", "culprit"), [
    (["pots", "--game", "holdem", "--put", "3", "x", "--high", "1", "1"], "seat 1: `x`"),
    (["pots", "--game", "holdem", "--put", "3", "4", "--high", "1"], "--high: give one place"),
    (["pots", "--game", "holdem", "--put", "3", "4", "--high", "1", "1", "--low", "1", "-"],
     "has no low half"),
    (["pots", "--game", "holdem", "--put", "3", "4", "--high", "1", "1", "--folded", "5"],
     "seat 5"),
    (["pots", "--game", "pokr", "--put", "3", "4", "--high", "1", "1"], "unknown game `pokr`"),
    (["bring-in", "--game", "stud7", "Kd", "Zz"], "player 1: `Zz`"),
    (["bring-in", "--game", "holdem", "Kd", "2h"], "no bring-in"),
])
def test_cli_bad_input_exits_2_naming_the_culprit(
        capsys: pytest.CaptureFixture[str], argv: list[str], culprit: str) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert culprit in err and "Traceback" not in err
