"""Every sentence the engine says, in English and Russian, keyed by a code.

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
from tutor.texts import n_

TEXTS: dict[str, dict[str, str]] = {
    # legal cards: why a card may not be played
    "follow-suit": {
        "en": "you hold {suit}: you must follow {suit}",
        "ru": "у вас есть {suit}: нужно ходить в масть ({suit})"},
    "no-trump-while-following": {
        "en": "you hold {suit}: you may not trump while you can follow {suit}",
        "ru": "у вас есть {suit}: нельзя бить козырем, пока можно ходить в масть ({suit})"},
    "must-trump": {
        "en": "you have no {suit}: you must play a trump ({trump})",
        "ru": "у вас нет {suit_gen}: нужно бить козырем ({trump})"},
    "highest-trump": {
        "en": 'the joker was led "top trumps": you must play your highest trump, the {card}',
        "ru": "джокер зашёл «по старшим козырям»: нужно отдать старший козырь — {card}"},
    "highest-of-suit": {
        "en": 'the joker was led "top {suit}": you must play your highest of {suit}, '
              "the {card}",
        "ru": "джокер зашёл «по старшим ({suit})»: нужно отдать старшую карту этой масти — "
              "{card}"},
    "top-suit-then-trump": {
        "en": 'the joker was led "top {suit}" and you have no {suit}: you must play a trump '
              "({trump})",
        "ru": "джокер зашёл «по старшим ({suit})», а этой масти у вас нет: нужно бить козырем "
              "({trump})"},
    "not-in-hand": {
        "en": "{card_text} is not in your hand",
        "ru": "карты {card_text} нет у вас на руке"},
    # legal cards: why a card may be played
    "legal-lead": {"en": "you lead: any card may be led",
                   "ru": "ваш ход первый: зайти можно с любой карты"},
    "legal-joker": {"en": "the joker may be played at any time",
                    "ru": "джокером можно сыграть в любой момент"},
    "legal-follow": {"en": "it follows the suit led ({suit})",
                     "ru": "это карта масти хода ({suit})"},
    "legal-trump": {"en": "you have no {suit}, so a trump ({trump}) is right",
                    "ru": "у вас нет {suit_gen}, поэтому козырь ({trump}) — верно"},
    "legal-any": {"en": "you have neither {suit} nor a trump: any card will do",
                  "ru": "у вас нет ни {suit_gen}, ни козырей: подойдёт любая карта"},
    "legal-any-no-trump": {"en": 'the joker was led "top trumps" and you have no trump: '
                                 "any card will do",
                           "ru": "джокер зашёл «по старшим козырям», а козырей у вас нет: "
                                 "подойдёт любая карта"},
    "legal-highest-trump": {"en": "the {card} is your highest trump, as \"top trumps\" asks",
                            "ru": "{card} — ваш старший козырь, как требует «по старшим "
                                  "козырям»"},
    "legal-highest-of-suit": {"en": "the {card} is your highest of {suit}, as the joker's "
                                    "call asks",
                              "ru": "{card} — ваша старшая карта масти {suit}, как требует "
                                    "объявление джокера"},
    # trick winner: why
    "highest-trump-wins": {
        "en": "the {card} is the highest trump played, so it takes the trick",
        "ru": "{card} — старший из сыгранных козырей, взятка его"},
    "highest-of-led-wins": {
        "en": "no trump was played: the {card} is the highest card of the suit led ({suit})",
        "ru": "козырей не было: {card} — старшая карта масти хода ({suit})"},
    "joker-led-top-wins": {
        "en": 'the joker was led "{call}": the joker takes the trick',
        "ru": "джокер зашёл «{call}»: взятка джокера"},
    "joker-highest-wins": {
        "en": 'the joker was played as "highest": it takes the trick',
        "ru": "джокер сыгран «по старшей»: взятка его"},
    "joker-lowest-alone": {
        "en": 'the joker was led as "lowest {suit}" and nobody played {suit} or a trump: '
              "the joker takes the trick",
        "ru": "джокер зашёл «самой младшей ({suit})», а никто не сыграл ни эту масть, ни "
              "козырь: взятка джокера"},
    # joker calls, as named in sentences
    "call-top-trumps": {"en": "top trumps", "ru": "по старшим козырям"},
    "call-top": {"en": "top {suit}", "ru": "по старшим ({suit})"},
    "call-lowest-led": {"en": "lowest {suit}", "ru": "самая младшая ({suit})"},
    "call-highest": {"en": "highest", "ru": "по старшей"},
    "call-lowest": {"en": "lowest", "ru": "по младшей"},
    # bids
    "dealer-sum": {
        "en": "you are the dealer: with {bid} the bids would add up to {cards}, the cards in "
              "hand",
        "ru": "вы сдающий: с заказом {bid} сумма заказов была бы равна {cards} — числу карт "
              "на руке"},
    "third-pass": {
        "en": "you passed the last two deals: nobody may pass a third ordinary deal in a row",
        "ru": "вы пасовали две сдачи подряд: пасовать третью обычную сдачу подряд нельзя"},
    "not-a-bid": {
        "en": "{text} is not a bid: type the number of tricks you bid with the digits 0-9 "
              "(0 or pass to pass){strangers}",
        "ru": "{text} — не заказ: наберите число взяток цифрами 0-9 (0 или пас — пас)"
              "{strangers}"},
    "not-a-card": {
        "en": "{text} is not a card of the 36-card deck (ranks 6-9, T or 10, J, Q, K, A; "
              "suits s h d c; the joker as 7s or joker){strangers}",
        "ru": "{text} — не карта 36-карточной колоды (ранги 6-9, T или 10, J, Q, K, A; "
              "масти s h d c; джокер — 7s или joker){strangers}"},
    # refusals of a question (tutor raspisnoy … --jsonl, --json)
    "q-not-object": {"en": "each line must be a JSON object like {example}",
                     "ru": "каждая строка — JSON-объект, например {example}"},
    "q-unknown-key": {"en": "unknown key {key} (expected {keys})",
                      "ru": "неизвестный ключ {key} (ожидаются {keys})"},
    "q-not-cards": {"en": '"{key}" must be cards like "Ah 7s 6c" or ["Ah", "7s"]',
                    "ru": '"{key}" — это карты, например "Ah 7s 6c" или ["Ah", "7s"]'},
    "q-hand-size": {"en": '"hand" holds {n}: a hand holds at most {most} cards (36 cards '
                          "among 3 players)",
                    "ru": '"hand": {n}, а на руке бывает не больше {most} карт (36 карт на '
                          "троих)"},
    "q-trick-size": {"en": '"trick" holds {n}: before your card a trick holds at most {most} '
                           "(one a player, at most {players} players)",
                     "ru": '"trick": {n}, а до вашей карты во взятке их не больше {most} '
                           "(по одной от игрока, игроков не больше {players})"},
    "q-trick-cards": {"en": '"cards" must hold 2-{most} cards (one per player), got {n}',
                      "ru": '"cards": во взятке от 2 до {most} карт (по одной от игрока), '
                            "а дано {n}"},
    "q-need-trump": {"en": 'give "trump": a suit s, h, d or c, or null for no trump',
                     "ru": 'укажите "trump": масть s, h, d или c, либо null — без козыря'},
    "q-bad-trump": {"en": '"trump" must be s, h, d, c or null',
                    "ru": '"trump" — это s, h, d, c или null'},
    "q-key-error": {"en": '"{key}": {error}', "ru": '"{key}": {error}'},
    "q-need-hand": {"en": 'give "hand": the cards you hold, like "Ah 7s 6c"',
                    "ru": 'укажите "hand": ваши карты, например "Ah 7s 6c"'},
    "q-empty-hand": {"en": '"hand" is empty: you need at least one card to play',
                     "ru": '"hand" пуст: чтобы сходить, нужна хотя бы одна карта'},
    "q-both": {"en": "{card} is both in the hand and on the trick",
               "ru": "{card} есть и на руке, и во взятке"},
    "q-bad-joker-lead": {"en": '"joker_lead" must be "top-trumps", "top:<suit>", '
                               '"lowest:<suit>" or null',
                         "ru": '"joker_lead" — это "top-trumps", "top:<масть>", '
                               '"lowest:<масть>" или null'},
    "q-need-joker-lead": {"en": 'the trick was led with the joker: give "joker_lead" '
                                '("top-trumps", "top:h" or "lowest:h")',
                          "ru": 'взятку начал джокер: укажите "joker_lead" ("top-trumps", '
                                '"top:h" или "lowest:h")'},
    "q-joker-lead-unused": {"en": '"joker_lead" is only for a trick led with the joker (7s)',
                            "ru": '"joker_lead" нужен, только когда взятку начал джокер '
                                  "(7s)"},
    "q-need-cards": {"en": 'give "cards": the trick in play order, the leader first',
                     "ru": 'укажите "cards": карты взятки по порядку ходов, первой — '
                           "карту заходящего"},
    "q-joker-absent": {"en": '"joker" is given but the joker (7s) is not in "cards"',
                       "ru": '"joker" указан, но джокера (7s) нет в "cards"'},
    "q-need-joker": {"en": 'the joker is in the trick: give "joker": {{"as": "highest"}} '
                           '("lowest", or when led "top-trumps", "top:h", "lowest:h")',
                     "ru": 'во взятке джокер: укажите "joker": {{"as": "highest"}} '
                           '("lowest", а если он зашёл — "top-trumps", "top:h", '
                           '"lowest:h")'},
    "q-bad-preset": {"en": '"preset" {value} is not A, B, C or D',
                     "ru": '"preset" {value} — не A, не B, не C и не D'},
    "q-bad-deal": {"en": '"deal" {value} is not one of {names}',
                   "ru": '"deal" {value} — не из списка: {names}'},
    "q-need-key": {"en": 'give "{key}"', "ru": 'укажите "{key}"'},
    "q-need-players": {"en": 'give "players": 3 to 6', "ru": 'укажите "players": от 3 до 6'},
    # refusals of a score or a game's size
    "s-not-whole": {"en": "`{name}` must be a whole number, got {value}",
                    "ru": "`{name}` — целое число, а дано {value}"},
    "s-cards-range": {"en": "`cards` must be 1..12 (cards in each hand), got {cards}",
                      "ru": "`cards` — от 1 до 12 (карт на руке), а дано {cards}"},
    "s-took-range": {"en": "`took` must be 0..{cards} (tricks in a {cards}-card deal), "
                           "got {took}",
                     "ru": "`took` — от 0 до {cards} (взяток не больше, чем карт на руке), "
                           "а дано {took}"},
    "s-lobovaya": {"en": "the Lobovaya deal belongs to preset B only, not {preset}",
                   "ru": "лобовая раздача есть только в подсчёте B, а не в {preset}"},
    "s-needs-bid": {"en": "{a} {kind} deal needs a `bid`",
                    "ru": "в раздаче «{kind}» нужен заказ `bid`"},
    "s-bid-range": {"en": "`bid` must be 0..{cards} (the cards in hand), got {bid}",
                    "ru": "`bid` — от 0 до {cards} (карт на руке), а дано {bid}"},
    "s-no-bids": {"en": "{a} {kind} deal has no bids: drop `bid`",
                  "ru": "в раздаче «{kind}» заказов нет: уберите `bid`"},
    "bid-range": {
        "en": "a bid is 0 (pass) up to {cards}, the cards in hand",
        "ru": "заказ — от 0 (пас) до {cards}, числа карт на руке"},
    "dealer-may-pass": {
        "en": "both rules leave the dealer no bid, so the dealer may pass (our decision)",
        "ru": "оба правила не оставляют сдающему заказа, поэтому ему можно пасовать (наше "
              "решение)"},
    # scoring rules
    "made": {"en": "bid {bid}, took {bid}: 10 a trick = {base}",
             "ru": "заказ {bid}, взято {bid}: по 10 за взятку = {base}"},
    "made-full": {"en": "bid every card ({bid}) and took them all: 20 a trick = {base}",
                  "ru": "заказ на все карты ({bid}) сыгран: по 20 за взятку = {base}"},
    "over": {"en": "bid {bid}, took {took}: overtricks score 1 a trick taken = {base}",
             "ru": "заказ {bid}, взято {took}: перебор — по 1 очку за взятку = {base}"},
    "short": {"en": "bid {bid}, took {took}: −10 for each of the {short} missing = {base}",
              "ru": "заказ {bid}, взято {took}: недобор — −10 за каждую из {short} "
                    "недостающих = {base}"},
    "short-full": {
        "en": "bid every card ({bid}), took {took}: −20 for each of the {short} missing = {base}",
        "ru": "заказ на все карты ({bid}), взято {took}: −20 за каждую из {short} "
              "недостающих = {base}"},
    "pass-kept": {"en": "passed and took no trick: 5", "ru": "пас и ни одной взятки: 5"},
    "pass-broken": {"en": "passed but took {took}: 1 a trick = {base}",
                    "ru": "пас, но взято {took}: по 1 очку за взятку = {base}"},
    "golden": {"en": "golden deal: {per} a trick, {took} taken = {points}",
               "ru": "золотая: по {per} за взятку, взято {took} = {points}"},
    "misere": {"en": "misère: −{per} a trick, {took} taken = {points}",
               "ru": "мизер: −{per} за взятку, взято {took} = {points}"},
    "misere-clean": {"en": "misère with no trick: +50 (not multiplied)",
                     "ru": "мизер без единой взятки: +50 (без множителя)"},
    "lobovaya-made": {"en": "Lobovaya, bid {bid} and made: 50 a trick = {points}",
                      "ru": "лобовая, заказ {bid} сыгран: по 50 за взятку = {points}"},
    "lobovaya-short": {"en": "Lobovaya, bid {bid}, took {took}: −50 for each of the {short} "
                             "missing = {points}",
                       "ru": "лобовая, заказ {bid}, взято {took}: −50 за каждую из {short} "
                             "недостающих = {points}"},
    "times": {"en": "{rule}; × {m} in a {kind} deal = {points}",
              "ru": "{rule}; × {m} в сдаче «{kind}» = {points}"},
    # deal kinds
    "kind-ordinary": {"en": "ordinary", "ru": "обычная"},
    "kind-no-trump": {"en": "no-trump", "ru": "бескозырка"},
    "kind-blind": {"en": "blind", "ru": "тёмная"},
    "kind-misere": {"en": "misère", "ru": "мизер"},
    "kind-golden": {"en": "golden", "ru": "золотая"},
    "kind-lobovaya": {"en": "Lobovaya", "ru": "лобовая"},
    "no-trump": {"en": "no trump", "ru": "без козыря"},
    # refusals of a game action
    "not-your-turn": {"en": "it is player {turn}'s turn, not player {player}'s",
                      "ru": "сейчас ход игрока {turn}, а не игрока {player}"},
    "not-bidding": {"en": "this is not the time to bid: the cards are being played",
                    "ru": "сейчас не время заказывать: идёт розыгрыш"},
    "not-playing": {"en": "the cards are not being played now: bid first",
                    "ru": "сейчас не розыгрыш: сначала заказ"},
    "game-over": {"en": "the game is over", "ru": "игра окончена"},
    "joker-call-needed": {
        "en": 'say how the joker is played: led, "top-trumps", "top:<suit>" or '
              '"lowest:<suit>"; otherwise "highest" or "lowest"',
        "ru": "скажите, как играет джокер: с хода — «top-trumps», «top:<масть>» или "
              "«lowest:<масть>»; иначе — «highest» или «lowest»"},
    "joker-call-led-only": {
        "en": '"{call}" is a call for leading the joker; when following say "highest" or '
              '"lowest"',
        "ru": "«{call}» объявляют, только заходя с джокера; в ответ — «highest» или «lowest»"},
    "joker-call-follow-only": {
        "en": '"{call}" is for a joker played to a trick; leading, say "top-trumps", '
              '"top:<suit>" or "lowest:<suit>"',
        "ru": "«{call}» — для джокера не с хода; заходя, скажите «top-trumps», «top:<масть>» "
              "или «lowest:<масть>»"},
    "joker-no-top-trumps": {
        "en": 'there are no trumps in this deal: "top trumps" is not available',
        "ru": "в этой сдаче нет козыря: «по старшим козырям» объявить нельзя"},
    # the game in words (CLI transcript)
    "deal-line": {
        "en": "Deal {number} ({cards}, {kind}), dealer {dealer}, trump: {trump}; bids {bids}; "
              "took {took}; points {points}",
        "ru": "Сдача {number} ({cards}, {kind}), сдаёт {dealer}, козырь: {trump}; заказы "
              "{bids}; взятки {took}; очки {points}"},
    "table-line": {
        "en": "[deal {number}: {cards}, {kind}; dealer {dealer}; trump {trump}; bids {bids}; "
              "took {took}; on the table {trick}]",
        "ru": "[сдача {number}: {cards}, {kind}; сдаёт {dealer}; козырь {trump}; заказы "
              "{bids}; взятки {took}; на столе {trick}]"},
    "last-trick": {"en": "last trick: {plays} → player {winner}: {why}",
                   "ru": "последняя взятка: {plays} → игрок {winner}: {why}"},
    "your-cards": {"en": "your cards: {hand}", "ru": "ваши карты: {hand}"},
    "blind-hidden": {"en": "(blind: cards unseen)", "ru": "(тёмная: карты не видны)"},
    "totals": {"en": "Totals (preset {preset}, seed {seed}): {totals}",
               "ru": "Итог (вариант подсчёта {preset}, seed {seed}): {totals}"},
    "player-n": {"en": "player {n}", "ru": "игрок {n}"},
    "winner": {"en": "Winner: player {who}", "ru": "Победитель: игрок {who}"},
    "winners": {"en": "Winners: players {who}", "ru": "Победители: игроки {who}"},
    "prompt-bid": {"en": "Your bid ({allowed}): ", "ru": "Ваш заказ ({allowed}): "},
    "prompt-card": {"en": "Your card ({legal}): ", "ru": "Ваша карта ({legal}): "},
    "joker-calls": {"en": "joker: {calls}", "ru": "джокер: {calls}"},
    "legal-head": {"en": "Legal: {cards}", "ru": "Можно: {cards}"},
    "trick-head": {"en": "Card {n} ({card}) takes the trick: {why}",
                   "ru": "Взятку берёт карта {n} ({card}): {why}"},
    "schedule-head": {"en": "deal  cards  kind", "ru": "сдача  карт  вид"},
    "input-ended": {"en": "tutor play: input ended before the game was over",
                    "ru": "tutor play: ввод кончился раньше игры"},
    "call-not-joker": {"en": "only the joker is played with a call; the {card} is not the joker",
                       "ru": "объявляют только джокер, а {card} — не джокер"},
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
        return TEXTS[f"kind-{value}"][lang]
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


def say(code: str, lang: str = "en", **values: object) -> str:
    """The text of ``code`` in ``lang`` with ``values`` (cards and suits in words)."""
    lang = check_lang(lang)
    try:
        template = TEXTS[code][lang]
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
