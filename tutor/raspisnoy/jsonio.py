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

from tutor.errors import quote
from tutor.raspisnoy.cards import Card, RaspCardError, Suit, is_joker, parse_hand, parse_suit
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
from tutor.raspisnoy.texts import CardCount, RuleError

MAX_HAND = 36 // MIN_PLAYERS
"""The most cards a Raspisnoy hand holds (three players, twelve cards each)."""


class QuestionError(RuleError):
    """A JSON question with a missing, unknown or malformed key (said in en or ru)."""


def _obj(obj: Any, keys: tuple[str, ...], example: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise QuestionError("q-not-object", example=example)
    unknown = sorted(set(obj) - set(keys))
    if unknown:
        raise QuestionError("q-unknown-key", key=quote(unknown[0], 30),
                            keys=", ".join(f'"{k}"' for k in keys))
    return obj


def _cards(value: Any, key: str, most: int, code: str) -> tuple[Card, ...]:
    """The cards under ``key``: at most ``most`` of them (``code`` says why)."""
    if not isinstance(value, str) and not (
            isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise QuestionError("q-not-cards", key=key)
    cards = parse_hand(value, key)
    if len(cards) > most:
        raise QuestionError(code, n=CardCount(len(cards)), most=most, players=MAX_PLAYERS)
    return cards


def _trump(obj: dict[str, Any]) -> Suit | None:
    if "trump" not in obj:
        raise QuestionError("q-need-trump")
    value = obj["trump"]
    if value is None:
        return None
    if not isinstance(value, str):
        raise QuestionError("q-bad-trump")
    try:
        return parse_suit(value)
    except RaspCardError as err:
        raise QuestionError("q-key-error", key="trump", error=err) from None


def _shown(value: Any) -> str:
    """A JSON value as an error quotes it: short, escaped."""
    return quote(value if isinstance(value, str) else json.dumps(value)[:100], 30)


def answer_legal(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"hand", "trick", "trump", "joker_lead"}`` → ``{"legal": [...], "why": {...}}``."""
    o = _obj(obj, ("hand", "trick", "trump", "joker_lead"),
             '{"hand": "Ah 7s 6c", "trick": ["Kh"], "trump": "d", "joker_lead": null}')
    if "hand" not in o:
        raise QuestionError("q-need-hand")
    hand = _cards(o["hand"], "hand", MAX_HAND, "q-hand-size")
    if not hand:
        raise QuestionError("q-empty-hand")
    trick = _cards(o.get("trick", []), "trick", MAX_PLAYERS - 1, "q-trick-size")
    trump = _trump(o)
    both = set(hand) & set(trick)
    if both:
        raise QuestionError("q-both", card=f"`{min(both)}`")
    lead_call = o.get("joker_lead")
    if lead_call is not None and not isinstance(lead_call, str):
        raise QuestionError("q-bad-joker-lead")
    plays = [Play(c) for c in trick]
    if trick and is_joker(trick[0]):
        if lead_call is None:
            raise QuestionError("q-need-joker-lead")
        plays[0] = Play(trick[0], parse_call(lead_call))
        try:
            check_call(plays[0], True, trump)
        except RuleError as err:
            raise QuestionError("q-key-error", key="joker_lead", error=err) from None
    elif lead_call is not None:
        raise QuestionError("q-joker-lead-unused")
    res = legal_cards(hand, plays, trump)
    return {"legal": [str(c) for c in res.legal],
            "why": {str(c): explain(r, lang) for c, r in res.refused.items()}}


def answer_trick(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"cards", "trump", "joker"}`` → ``{"winner": index, "why": "…"}``."""
    o = _obj(obj, ("cards", "trump", "joker"),
             '{"cards": ["Kh", "Ah", "6d", "7s"], "trump": "d", "joker": {"as": "lowest"}}')
    if "cards" not in o:
        raise QuestionError("q-need-cards")
    cards = _cards(o["cards"], "cards", MAX_PLAYERS, "q-trick-cards")
    if len(cards) < 2:
        raise QuestionError("q-trick-cards", most=MAX_PLAYERS, n=CardCount(len(cards)))
    trump = _trump(o)
    joker = o.get("joker")
    plays = [Play(c) for c in cards]
    at = next((i for i, c in enumerate(cards) if is_joker(c)), None)
    if at is None:
        if joker is not None:
            raise QuestionError("q-joker-absent")
    else:
        if not isinstance(joker, dict) or not isinstance(joker.get("as"), str) or set(
                joker) != {"as"}:
            raise QuestionError("q-need-joker")
        plays[at] = Play(cards[at], parse_call(joker["as"]))
        try:
            check_call(plays[at], at == 0, trump)
        except RuleError as err:
            raise QuestionError("q-key-error", key="joker", error=err) from None
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
        raise QuestionError("q-bad-preset", value=_shown(preset_text)) from None
    kind_text = o.get("deal", "ordinary")
    try:
        kind = DealKind(str(kind_text))
    except ValueError:
        names = ", ".join(k.value for k in DealKind)
        raise QuestionError("q-bad-deal", value=_shown(kind_text), names=names) from None
    for key in ("cards", "took"):
        if key not in o:
            raise QuestionError("q-need-key", key=key)
    result = score(preset, kind, o["cards"], o.get("bid"), o["took"])
    return {"points": result.points_json, "rule": explain_score(result, lang)}


def answer_schedule(obj: Any, lang: str = "en") -> dict[str, Any]:
    """``{"players": 4}`` → ``{"deals": [{"deal": 1, "cards": 1, "kind": "ordinary"}, …]}``."""
    o = _obj(obj, ("players",), '{"players": 4}')
    if "players" not in o:
        raise QuestionError("q-need-players")
    return {"deals": [d.to_json() for d in schedule(o["players"])]}
