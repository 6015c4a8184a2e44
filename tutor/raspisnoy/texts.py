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

LANGS = ("en", "ru")

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
               "ru": "Итог (пресет {preset}, seed {seed}): {totals}"},
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


def _word(value: object, lang: str) -> str:
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
    if lang not in LANGS:
        raise TutorError(f"unknown language `{lang}` (use en or ru)")
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
    if lang != "ru":
        return f"{n} card" if n == 1 else f"{n} cards"
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} карта"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} карты"
    return f"{n} карт"


def check_lang(lang: str) -> str:
    """``lang`` if it is ``en`` or ``ru``, else an error naming it."""
    if lang not in LANGS:
        raise TutorError(f"unknown language `{lang}` (use en or ru)")
    return lang


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
