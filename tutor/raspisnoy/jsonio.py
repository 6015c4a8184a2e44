"""The JSON questions the CLI answers: legal cards, a trick's winner, a deal's score.

Each ``answer_*`` takes one decoded JSON object and returns the answer
object, or raises :class:`tutor.errors.TutorError` naming the bad part.

>>> answer_legal({"hand": "Ah 7s 6c", "trick": ["Kh"], "trump": "d", "joker_lead": None})
{'legal': ['Ah', '7s'], 'why': {'6c': 'you hold hearts: you must follow hearts'}}
>>> answer_trick({"cards": ["Kh", "Ah", "6d", "7s"], "trump": "d", "joker": {"as": "lowest"}})
{'winner': 2, 'why': 'the six of diamonds is the highest trump played, so it takes the trick'}
>>> answer_score({"preset": "D", "deal": "ordinary", "cards": 6, "bid": 2, "took": 3})
{'points': 3, 'rule': 'bid 2, took 3: overtricks score 1 a trick taken = 3'}
"""

from __future__ import annotations

import json
from typing import Any

from tutor.errors import TutorError, quote
from tutor.raspisnoy.cards import Card, RaspCardError, Suit, parse_hand, parse_suit
from tutor.raspisnoy.play import (
    Play,
    check_call,
    explain,
    legal_cards,
    parse_call,
    trick_winner,
)
from tutor.raspisnoy.schedule import MAX_PLAYERS, MIN_PLAYERS, DealKind, schedule
from tutor.raspisnoy.scoring import Preset, score
from tutor.raspisnoy.scoring import explain as explain_score
from tutor.raspisnoy.texts import RuleError

MAX_HAND = 36 // MIN_PLAYERS
"""The most cards a Raspisnoy hand holds (three players, twelve cards each)."""


class QuestionError(TutorError):
    """A JSON question with a missing, unknown or malformed key."""


def _obj(obj: Any, keys: tuple[str, ...], example: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise QuestionError(f"each line must be a JSON object like {example}")
    unknown = sorted(set(obj) - set(keys))
    if unknown:
        raise QuestionError(f"unknown key `{unknown[0]}` (expected "
                            + ", ".join(f'"{k}"' for k in keys) + ")")
    return obj


def _cards(value: Any, key: str, most: int, what: str) -> tuple[Card, ...]:
    """The cards under ``key``: at most ``most`` of them (``what`` says why)."""
    if not isinstance(value, str) and not (
            isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise QuestionError(f'"{key}" must be cards like "Ah 7s 6c" or ["Ah", "7s"]')
    cards = parse_hand(value, key)
    if len(cards) > most:
        raise QuestionError(f'"{key}" holds {len(cards)} cards: {what}')
    return cards


def _trump(obj: dict[str, Any]) -> Suit | None:
    if "trump" not in obj:
        raise QuestionError('give "trump": a suit s, h, d or c, or null for no trump')
    value = obj["trump"]
    if value is None:
        return None
    if not isinstance(value, str):
        raise QuestionError('"trump" must be s, h, d, c or null')
    try:
        return parse_suit(value)
    except RaspCardError as err:
        raise QuestionError(f'"trump": {err}') from None


def _shown(value: Any) -> str:
    """A JSON value as an error quotes it: short, escaped."""
    return quote(value if isinstance(value, str) else json.dumps(value)[:100], 30)


def _rule_text(err: RuleError, lang: str) -> str:
    return err.text(lang)


def answer_legal(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"hand", "trick", "trump", "joker_lead"}`` → ``{"legal": [...], "why": {...}}``."""
    o = _obj(obj, ("hand", "trick", "trump", "joker_lead"),
             '{"hand": "Ah 7s 6c", "trick": ["Kh"], "trump": "d", "joker_lead": null}')
    if "hand" not in o:
        raise QuestionError('give "hand": the cards you hold, like "Ah 7s 6c"')
    hand = _cards(o["hand"], "hand", MAX_HAND,
                  f"a hand holds at most {MAX_HAND} (36 cards among 3 players)")
    if not hand:
        raise QuestionError('"hand" is empty: you need at least one card to play')
    trick = _cards(o.get("trick", []), "trick", MAX_PLAYERS - 1,
                   f"before your card a trick holds at most {MAX_PLAYERS - 1} "
                   f"(one a player, at most {MAX_PLAYERS} players)")
    trump = _trump(o)
    both = set(hand) & set(trick)
    if both:
        raise QuestionError(f"`{min(both)}` is both in the hand and on the trick")
    lead_call = o.get("joker_lead")
    if lead_call is not None and not isinstance(lead_call, str):
        raise QuestionError('"joker_lead" must be "top-trumps", "top:<suit>", '
                            '"lowest:<suit>" or null')
    plays = [Play(c) for c in trick]
    if trick and trick[0].is_joker:
        if lead_call is None:
            raise QuestionError('the trick was led with the joker: give "joker_lead" '
                                '("top-trumps", "top:h" or "lowest:h")')
        plays[0] = Play(trick[0], parse_call(lead_call))
        try:
            check_call(plays[0], True, trump)
        except RuleError as err:
            raise QuestionError(f'"joker_lead": {_rule_text(err, lang)}') from None
    elif lead_call is not None:
        raise QuestionError('"joker_lead" is only for a trick led with the joker (7s)')
    res = legal_cards(hand, plays, trump)
    return {"legal": [str(c) for c in res.legal],
            "why": {str(c): explain(r, lang) for c, r in res.refused.items()}}


def answer_trick(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"cards", "trump", "joker"}`` → ``{"winner": index, "why": "…"}``."""
    o = _obj(obj, ("cards", "trump", "joker"),
             '{"cards": ["Kh", "Ah", "6d", "7s"], "trump": "d", "joker": {"as": "lowest"}}')
    if "cards" not in o:
        raise QuestionError('give "cards": the trick in play order, the leader first')
    cards = _cards(o["cards"], "cards", MAX_PLAYERS,
                   f"a trick holds one card a player, at most {MAX_PLAYERS}")
    if len(cards) < 2:
        raise QuestionError(f'"cards" must hold 2-{MAX_PLAYERS} cards (one per player), '
                            f'got {len(cards)}')
    trump = _trump(o)
    joker = o.get("joker")
    plays = [Play(c) for c in cards]
    at = next((i for i, c in enumerate(cards) if c.is_joker), None)
    if at is None:
        if joker is not None:
            raise QuestionError('"joker" is given but the joker (7s) is not in "cards"')
    else:
        if not isinstance(joker, dict) or not isinstance(joker.get("as"), str) or set(
                joker) != {"as"}:
            raise QuestionError('the joker is in the trick: give "joker": {"as": "highest"} '
                                '("lowest", or when led "top-trumps", "top:h", "lowest:h")')
        plays[at] = Play(cards[at], parse_call(joker["as"]))
        try:
            check_call(plays[at], at == 0, trump)
        except RuleError as err:
            raise QuestionError(f'"joker": {_rule_text(err, lang)}') from None
    res = trick_winner(plays, trump)
    return {"winner": res.winner, "why": explain(res, lang)}


def answer_score(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"preset", "deal", "cards", "bid", "took"}`` → ``{"points": n, "rule": "…"}``."""
    o = _obj(obj, ("preset", "deal", "cards", "bid", "took"),
             '{"preset": "D", "deal": "ordinary", "cards": 6, "bid": 2, "took": 3}')
    preset_text = o.get("preset", "D")
    try:
        preset = Preset(str(preset_text).upper())
    except ValueError:
        raise QuestionError(f'"preset" {_shown(preset_text)} is not A, B, C or D') from None
    kind_text = o.get("deal", "ordinary")
    try:
        kind = DealKind(str(kind_text))
    except ValueError:
        names = ", ".join(k.value for k in DealKind)
        raise QuestionError(f'"deal" {_shown(kind_text)} is not one of {names}') from None
    for key in ("cards", "took"):
        if key not in o:
            raise QuestionError(f'give "{key}"')
    result = score(preset, kind, o["cards"], o.get("bid"), o["took"])
    return {"points": result.points_json, "rule": explain_score(result, lang)}


def answer_schedule(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"players": 4}`` → ``{"deals": [{"deal": 1, "cards": 1, "kind": "ordinary"}, …]}``."""
    o = _obj(obj, ("players",), '{"players": 4}')
    if "players" not in o:
        raise QuestionError('give "players": 3 to 6')
    return {"deals": [d.to_json() for d in schedule(o["players"])]}
