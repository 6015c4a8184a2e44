"""Every sentence the engine says, keyed by a code: English here, other languages from
the catalogue.

Results carry a code and the values it needs; :func:`say` fills them in.
Values that are cards or suits are put into words in the language asked.

>>> from tutor.raspisnoy.cards import Suit, parse_card
>>> say("follow-suit", "en", suit=Suit.HEARTS)
'you hold hearts: you must follow hearts'
>>> say("follow-suit", "ru", suit=Suit.HEARTS)
'у вас есть червы: нужно ходить в масть (червы)'
>>> say("highest-trump", "en", card=parse_card("Kd"))
'the joker was led "top trumps": you must play your highest trump, the king of diamonds'
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.cards import name_strangers
from tutor.errors import TutorError
from tutor.raspisnoy.cards import Card, Suit, card_label, suit_word
from tutor.raspisnoy.schedule import DealKind
from tutor.texts import LANGS as LANGS
from tutor.texts import check_lang as check_lang
from tutor.texts import n_, p_

TEXTS: dict[str, dict[str, str]] = {
    # legal cards: why a card may not be played
    "follow-suit": {
        "en": "you hold {suit}: you must follow {suit}"},
    "no-trump-while-following": {
        "en": "you hold {suit}: you may not trump while you can follow {suit}"},
    "must-trump": {
        "en": "you have no {suit}: you must play a trump ({trump})"},
    "highest-trump": {
        "en": 'the joker was led "top trumps": you must play your highest trump, the {card}'},
    "highest-of-suit": {
        "en": 'the joker was led "top {suit}": you must play your highest of {suit}, '
              "the {card}"},
    "top-suit-then-trump": {
        "en": 'the joker was led "top {suit}" and you have no {suit}: you must play a trump '
              "({trump})"},
    "not-in-hand": {
        "en": "{card_text} is not in your hand"},
    # legal cards: why a card may be played
    "legal-lead": {"en": "you lead: any card may be led"},
    "legal-joker": {"en": "the joker may be played at any time"},
    "legal-follow": {"en": "it follows the suit led ({suit})"},
    "legal-trump": {"en": "you have no {suit}, so a trump ({trump}) is right"},
    "legal-any": {"en": "you have neither {suit} nor a trump: any card will do"},
    "legal-any-no-trump": {"en": 'the joker was led "top trumps" and you have no trump: '
                                 "any card will do"},
    "legal-highest-trump": {"en": "the {card} is your highest trump, as \"top trumps\" asks"},
    "legal-highest-of-suit": {"en": "the {card} is your highest of {suit}, as the joker's "
                                    "call asks"},
    # trick winner: why
    "highest-trump-wins": {
        "en": "the {card} is the highest trump played, so it takes the trick"},
    "highest-of-led-wins": {
        "en": "no trump was played: the {card} is the highest card of the suit led ({suit})"},
    "joker-led-top-wins": {
        "en": 'the joker was led "{call}": the joker takes the trick'},
    "joker-highest-wins": {
        "en": 'the joker was played as "highest": it takes the trick'},
    "joker-lowest-alone": {
        "en": 'the joker was led as "lowest {suit}" and nobody played {suit} or a trump: '
              "the joker takes the trick"},
    # joker calls, as named in sentences
    "call-top-trumps": {"en": "top trumps"},
    "call-top": {"en": "top {suit}"},
    "call-lowest-led": {"en": "lowest {suit}"},
    "call-highest": {"en": "highest"},
    "call-lowest": {"en": "lowest"},
    # bids
    "dealer-sum": {
        "en": "you are the dealer: with {bid} the bids would add up to {cards}, the cards in "
              "hand"},
    "third-pass": {
        "en": "you passed the last two deals: nobody may pass a third ordinary deal in a row"},
    "not-a-bid": {
        "en": "{text} is not a bid: type the number of tricks you bid with the digits 0-9 "
              "(0 or pass to pass){strangers}"},
    "not-a-card": {
        "en": "{text} is not a card of the 36-card deck (ranks 6-9, T or 10, J, Q, K, A; "
              "suits s h d c; the joker as 7s or joker){strangers}"},
    # refusals of a question (tutor raspisnoy … --jsonl, --json)
    "q-not-object": {"en": "each line must be a JSON object like {example}"},
    "q-unknown-key": {"en": "unknown key {key} (expected {keys})"},
    "q-not-cards": {"en": '"{key}" must be cards like "Ah 7s 6c" or ["Ah", "7s"]'},
    "q-hand-size": {"en": '"hand" holds {n}: a hand holds at most {most} cards (36 cards '
                          "among 3 players)"},
    "q-trick-size": {"en": '"trick" holds {n}: before your card a trick holds at most {most} '
                           "(one a player, at most {players} players)"},
    "q-trick-cards": {"en": '"cards" must hold 2-{most} cards (one per player), got {n}'},
    "q-need-trump": {"en": 'give "trump": a suit s, h, d or c, or null for no trump'},
    "q-bad-trump": {"en": '"trump" must be s, h, d, c or null'},
    "q-key-error": {"en": '"{key}": {error}'},
    "q-need-hand": {"en": 'give "hand": the cards you hold, like "Ah 7s 6c"'},
    "q-empty-hand": {"en": '"hand" is empty: you need at least one card to play'},
    "q-both": {"en": "{card} is both in the hand and on the trick"},
    "q-bad-joker-lead": {"en": '"joker_lead" must be "top-trumps", "top:<suit>", '
                               '"lowest:<suit>" or null'},
    "q-need-joker-lead": {"en": 'the trick was led with the joker: give "joker_lead" '
                                '("top-trumps", "top:h" or "lowest:h")'},
    "q-joker-lead-unused": {"en": '"joker_lead" is only for a trick led with the joker (7s)'},
    "q-need-cards": {"en": 'give "cards": the trick in play order, the leader first'},
    "q-joker-absent": {"en": '"joker" is given but the joker (7s) is not in "cards"'},
    "q-need-joker": {"en": 'the joker is in the trick: give "joker": {{"as": "highest"}} '
                           '("lowest", or when led "top-trumps", "top:h", "lowest:h")'},
    "q-bad-preset": {"en": '"preset" {value} is not A, B, C or D'},
    "q-bad-deal": {"en": '"deal" {value} is not one of {names}'},
    "q-need-key": {"en": 'give "{key}"'},
    "q-need-players": {"en": 'give "players": 3 to 6'},
    # refusals of a score or a game's size
    "s-not-whole": {"en": "`{name}` must be a whole number, got {value}"},
    "s-cards-range": {"en": "`cards` must be 1..12 (cards in each hand), got {cards}"},
    "s-took-range": {"en": "`took` must be 0..{cards} (tricks in a {cards}-card deal), "
                           "got {took}"},
    "s-lobovaya": {"en": "the Lobovaya deal belongs to preset B only, not {preset}"},
    "s-needs-bid": {"en": "{a} {kind} deal needs a `bid`"},
    "s-bid-range": {"en": "`bid` must be 0..{cards} (the cards in hand), got {bid}"},
    "s-no-bids": {"en": "{a} {kind} deal has no bids: drop `bid`"},
    "bid-range": {
        "en": "a bid is 0 (pass) up to {cards}, the cards in hand"},
    "dealer-may-pass": {
        "en": "both rules leave the dealer no bid, so the dealer may pass (our decision)"},
    # scoring rules
    "made": {"en": "bid {bid}, took {bid}: 10 a trick = {base}"},
    "made-full": {"en": "bid every card ({bid}) and took them all: 20 a trick = {base}"},
    "over": {"en": "bid {bid}, took {took}: overtricks score 1 a trick taken = {base}"},
    "short": {"en": "bid {bid}, took {took}: −10 for each of the {short} missing = {base}"},
    "short-full": {
        "en": "bid every card ({bid}), took {took}: −20 for each of the {short} missing = {base}"},
    "pass-kept": {"en": "passed and took no trick: 5"},
    "pass-broken": {"en": "passed but took {took}: 1 a trick = {base}"},
    "golden": {"en": "golden deal: {per} a trick, {took} taken = {points}"},
    "misere": {"en": "misère: −{per} a trick, {took} taken = {points}"},
    "misere-clean": {"en": "misère with no trick: +50 (not multiplied)"},
    "lobovaya-made": {"en": "Lobovaya, bid {bid} and made: 50 a trick = {points}"},
    "lobovaya-short": {"en": "Lobovaya, bid {bid}, took {took}: −50 for each of the {short} "
                             "missing = {points}"},
    "times": {"en": "{rule}; × {m} in a {kind} deal = {points}"},
    # deal kinds
    "kind-ordinary": {"en": "ordinary"},
    "kind-no-trump": {"en": "no-trump"},
    "kind-blind": {"en": "blind"},
    "kind-misere": {"en": "misère"},
    "kind-golden": {"en": "golden"},
    "kind-lobovaya": {"en": "Lobovaya"},
    "no-trump": {"en": "no trump"},
    # refusals of a game action
    "not-your-turn": {"en": "it is player {turn}'s turn, not player {player}'s"},
    "not-bidding": {"en": "this is not the time to bid: the cards are being played"},
    "not-playing": {"en": "the cards are not being played now: bid first"},
    "game-over": {"en": "the game is over"},
    "joker-call-needed": {
        "en": 'say how the joker is played: led, "top-trumps", "top:<suit>" or '
              '"lowest:<suit>"; otherwise "highest" or "lowest"'},
    "joker-call-led-only": {
        "en": '"{call}" is a call for leading the joker; when following say "highest" or '
              '"lowest"'},
    "joker-call-follow-only": {
        "en": '"{call}" is for a joker played to a trick; leading, say "top-trumps", '
              '"top:<suit>" or "lowest:<suit>"'},
    "joker-no-top-trumps": {
        "en": 'there are no trumps in this deal: "top trumps" is not available'},
    # the game in words (CLI transcript)
    "deal-line": {
        "en": "Deal {number} ({cards}, {kind}), dealer {dealer}, trump: {trump}; bids {bids}; "
              "took {took}; points {points}"},
    "table-line": {
        "en": "[deal {number}: {cards}, {kind}; dealer {dealer}; trump {trump}; bids {bids}; "
              "took {took}; on the table {trick}]"},
    "last-trick": {"en": "last trick: {plays} → player {winner}: {why}"},
    "your-cards": {"en": "your cards: {hand}"},
    "blind-hidden": {"en": "(blind: cards unseen)"},
    "totals": {"en": "Totals (preset {preset}, seed {seed}): {totals}"},
    "player-n": {"en": "player {n}"},
    "winner": {"en": "Winner: player {who}"},
    "winners": {"en": "Winners: players {who}"},
    "prompt-bid": {"en": "Your bid ({allowed}): "},
    "prompt-card": {"en": "Your card ({legal}): "},
    "joker-calls": {"en": "joker: {calls}"},
    "legal-head": {"en": "Legal: {cards}"},
    "trick-head": {"en": "Card {n} ({card}) takes the trick: {why}"},
    "schedule-head": {"en": "deal  cards  kind"},
    "input-ended": {"en": "tutor play: input ended before the game was over"},
    "call-not-joker": {"en": "only the joker is played with a call; the {card} is not the joker"},
}


@dataclass(frozen=True)
class Lookalikes:
    """Text a person typed, as a value of a refusal: names its look-alike characters in the
    language of the message (empty when it has none)."""

    text: str
    card: bool = True


@dataclass(frozen=True)
class CardCount:
    """A number of cards, as a value of a text: ``7 cards`` / ``7 карт``."""

    n: int


def _word(value: object, lang: str) -> str:
    if isinstance(value, CardCount):
        return cards_word(value.n, lang)
    if isinstance(value, DealKind):
        return text_of(f"kind-{value}", lang)
    if isinstance(value, TutorError):
        text = getattr(value, "text", None)
        return text(lang) if callable(text) else str(value)
    if isinstance(value, Lookalikes):
        return name_strangers(value.text, lang, card=value.card)
    if isinstance(value, Card):
        return card_label(value, lang).removeprefix("the ") if lang == "en" else card_label(
            value, lang)
    if isinstance(value, Suit):
        return suit_word(value, lang)
    return str(value)


def text_of(code: str, lang: str = "en") -> str:
    """The template of ``code`` in ``lang`` (its fields not filled): English in
    :data:`TEXTS`, other languages from the catalogue (context ``raspisnoy:<code>``)."""
    return p_(f"raspisnoy:{code}", TEXTS[code]["en"], lang)


def say(code: str, lang: str = "en", **values: object) -> str:
    """The text of ``code`` in ``lang`` with ``values`` (cards and suits in words)."""
    lang = check_lang(lang)
    try:
        template = text_of(code, lang)
    except KeyError:
        raise TutorError(f"no text for `{code}`") from None
    words = {k: _word(v, lang) for k, v in values.items()}
    words.update({f"{k}_gen": suit_word(v, lang, "gen") for k, v in values.items()
                  if isinstance(v, Suit)})
    return template.format(**words)


def cards_word(n: int, lang: str = "en") -> str:
    """``1 card``, ``5 cards``; ``1 карта``, ``3 карты``, ``5 карт``, ``21 карта``.

    >>> [cards_word(n, "ru") for n in (1, 3, 5, 12, 21)]
    ['1 карта', '3 карты', '5 карт', '12 карт', '21 карта']
    """
    return n_("{n} card", "{n} cards", n, lang)


class RuleError(TutorError):
    """A refusal that names a rule: a code and its values, said in either language.

    ``str(err)`` is the English text; :meth:`text` gives it in ``lang``.

    >>> err = RuleError("game-over")
    >>> str(err), err.text("ru")
    ('the game is over', 'игра окончена')
    """

    def __init__(self, code: str, **values: object) -> None:
        self.code = code
        self.values = values
        super().__init__(say(code, "en", **values))

    def text(self, lang: str = "en") -> str:
        return say(self.code, lang, **self.values)
