"""Seeded deals of every game for the showdown golden file (``showdown.jsonl.gz``).

The golden file was written by the CLI before games and families took over their own
behaviour (``python tests/golden/deals.py --write``); ``tests/test_golden.py``
feeds the same deals through ``tutor showdown --jsonl`` and expects the same
answers, byte for byte, in English and Russian.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
GOLDEN = HERE / "showdown.jsonl.gz"
DEALS_PER_GAME = 200
GAMES = ("holdem", "omaha", "omaha5", "omaha-hilo", "omaha5-hilo", "soko", "stud7",
         "stud7-hilo", "draw5", "triple-draw-27", "americana", "telesina", "draw32",
         "shortdeck36", "double-barrel")


def deals(game_id: str) -> list[dict[str, object]]:
    """The seeded deals of one game, as ``--jsonl`` input objects."""
    from tutor.games import get_game

    g = get_game(game_id)
    rng = random.Random(f"golden-{game_id}")
    out: list[dict[str, object]] = []
    deck = [str(c) for c in g.deck.cards]
    for i in range(DEALS_PER_GAME):
        own, board = g.hole_cards, g.board_cards
        most = g.players[1]
        shared = g.hole_cards == 7 and i % 10 == 9  # stud: a shared 7th card now and then
        if shared:
            own, board, n = 6, 1, 8
        else:
            while most * own + board > len(deck):
                most -= 1
            n = rng.randint(2, most)
        cards = rng.sample(deck, n * own + board)
        players = [" ".join(cards[k * own:(k + 1) * own]) for k in range(n)]
        item: dict[str, object] = {"players": players}
        if board:
            item["board"] = " ".join(cards[n * own:])
        out.append(item)
    return out


def answers(lang: str) -> dict[str, list[str]]:
    """What ``tutor showdown --jsonl --lang <lang>`` answers, per game."""
    import io

    from tutor.cli import main

    got: dict[str, list[str]] = {}
    for game_id in GAMES:
        inp = "\n".join(json.dumps(d) for d in deals(game_id)) + "\n"
        out = io.StringIO()
        old_in, old_out = sys.stdin, sys.stdout
        sys.stdin, sys.stdout = io.StringIO(inp), out
        try:
            main(["showdown", "--game", game_id, "--jsonl", "--lang", lang])
        finally:
            sys.stdin, sys.stdout = old_in, old_out
        got[game_id] = out.getvalue().splitlines()
    return got


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    data = {lang: answers(lang) for lang in ("en", "ru")}
    with gzip.open(GOLDEN, "wt", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, sort_keys=True)
    print(f"wrote {GOLDEN}: {sum(len(v) for d in data.values() for v in d.values())} answers")
