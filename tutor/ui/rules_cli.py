"""``tutor rules`` and ``tutor deal --rule``: the course's rules by id, and a position that
turns on one of them (for a teacher's handouts; issue 28).

>>> import argparse
>>> sub = argparse.ArgumentParser(prog="tutor").add_subparsers(dest="command")
>>> add_subcommands(sub)
>>> sorted(k for k in sub.choices if k in ("rules", "deal"))
['deal', 'rules']
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from tutor.argtypes import whole
from tutor.course import lesson
from tutor.games import get_game
from tutor.rule_ids import RASPISNOY, RULES, rule, rules_for_game
from tutor.texts import LANGS, check_lang, p_, url_prefix


def _lang(args: argparse.Namespace) -> str:
    return check_lang(str(args.lang))


def _game_id(value: str | None) -> str | None:
    """A game id, Raspisnoy's included (an unknown one is the registry's error)."""
    if value is None or value == RASPISNOY:
        return value
    return str(get_game(value).id)


def run_rules(args: argparse.Namespace) -> int:
    """List the rules (of one game), with their names and lessons."""
    from tutor.rule_ids import row

    lang = _lang(args)
    game = _game_id(args.game)
    chosen = RULES if game is None else rules_for_game(game)
    if args.json:
        print(json.dumps({"version": 1, "rules": [row(r, lang) for r in chosen]},
                         ensure_ascii=False))
        return 0
    width = max(len(r.id) for r in chosen) if chosen else 0
    for r in chosen:
        print(f"{r.id:<{width}}  {r.name(lang)}  ({url_prefix(lang)}{r.lesson})")
    return 0


def _position_lines(found: dict[str, Any], lang: str) -> list[str]:
    position = found["position"]
    if "hands" in position:  # a showdown: the hands and the board
        from tutor.ui.strings import t

        lines = [f"{t('hand_n', lang, n=i + 1)}: {h}" for i, h in enumerate(position["hands"])]
        if position["board"]:
            lines.append(f"{t('board', lang)}: {position['board']}")
        return lines
    return [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in position.items()]


def run_deal(args: argparse.Namespace) -> int:
    """Deal a position that turns on ``--rule`` and print it with its answer."""
    import tutor.ui.widgets  # noqa: F401  (registers the kinds' models for the search)
    from tutor.ui.kinds import kind
    from tutor.ui.rule_deals import deal_for

    lang = _lang(args)
    found = deal_for(args.rule, int(args.seed), lang)
    if args.json:
        print(json.dumps(found, ensure_ascii=False))
        return 0
    r = rule(found["rule"])
    game = (lesson(RASPISNOY).title(lang) if found["game"] == RASPISNOY
            else get_game(found["game"]).name(lang))
    print(p_("rules cli", "Rule: {id} — {name}", lang, id=r.id, name=r.name(lang)))
    print(p_("rules cli", "Game: {game}; exercise: {kind} ({title}); seed {seed}", lang,
             game=game, kind=found["kind"], title=kind(found["kind"]).title(lang),
             seed=found["seed"]))
    for line in _position_lines(found, lang):
        print("  " + line)
    if found["answer"]:
        print(p_("rules cli", "Answer: {answer}", lang, answer=found["answer"]))
    for line in found["explanation"]:
        print("  " + line)
    print(p_("rules cli", "Taught in: {lesson}", lang, lesson=url_prefix(lang) + r.lesson))
    return 0


def add_subcommands(subparsers: Any) -> None:
    """Add ``tutor rules`` and ``tutor deal``."""
    langs = " or ".join(LANGS)
    p = subparsers.add_parser(
        "rules", help="list the rules the course teaches, by id",
        description="List the rules the course teaches: their stable ids, names and the "
                    "lesson that teaches each.")
    p.add_argument("--game", help="only the rules of this game (a game id, or raspisnoy)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--lang", default="en", help=f"{langs} (default en)")
    p.set_defaults(func=run_rules)
    d = subparsers.add_parser(
        "deal", help="deal a position that turns on one rule",
        description="Deal a position whose answer turns on one rule (`tutor rules` lists "
                    "the ids): the game, the exercise, the cards and the answer.")
    d.add_argument("--rule", required=True, help="a rule id, like omaha-exactly-two")
    d.add_argument("--seed", default=0, type=whole(0, 10**12), help="the search's seed (default 0)")
    d.add_argument("--json", action="store_true", help="print JSON")
    d.add_argument("--lang", default="en", help=f"{langs} (default en)")
    d.set_defaults(func=run_deal)
