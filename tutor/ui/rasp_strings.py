"""The Raspisnoy apps' own words, in English and Russian, keyed by code.

The rules' sentences (why a card is refused, who takes a trick, the scoring
rule) come from :mod:`tutor.raspisnoy.texts`; this table holds what the
drills and the game add. A key missing here falls back to
:func:`tutor.ui.strings.t` (the shared labels: "Display", "Large cards" …).

>>> rt("legal_title", "ru")
'Какими картами можно сыграть?'
>>> rt("four_colour", "en")
'Four-colour deck'
"""

from __future__ import annotations

from tutor.ui.strings import t

TEXTS: dict[str, dict[str, str]] = {
    "legal_title": {"en": "Which cards may you play?", "ru": "Какими картами можно сыграть?"},
    "trick_title": {"en": "Who takes this trick?", "ru": "Кто берёт взятку?"},
    "bid_title": {"en": "Bid as the dealer", "ru": "Заказ сдающего"},
    "score_title": {"en": "Score this deal", "ru": "Посчитайте очки за сдачу"},
    "game_title": {"en": "Raspisnoy against bots", "ru": "Расписной покер против ботов"},
    "legal_prompt": {"en": "Select every card of your hand that may be played now, then check.",
                     "ru": "Отметьте все карты, которыми сейчас можно сыграть, и проверьте."},
    "trick_prompt": {"en": "Select the card that takes the trick.",
                     "ru": "Выберите карту, которая берёт взятку."},
    "bid_prompt": {"en": "You are the dealer and bid last. Select every bid you may NOT make.",
                   "ru": "Вы сдаёте и заказываете последним. Отметьте все заказы, которые "
                         "вам НЕЛЬЗЯ сделать."},
    "score_prompt": {"en": "Type each player's points for this deal under preset {preset}.",
                     "ru": "Впишите очки каждого игрока за эту сдачу по варианту "
                           "подсчёта {preset}."},
    "trump_is": {"en": "Trump: {trump}", "ru": "Козырь: {trump}"},
    "no_trump": {"en": "no trump", "ru": "без козыря"},
    "on_table": {"en": "On the table (the leader first)", "ru": "На столе (первым — заход)"},
    "your_hand": {"en": "Your hand", "ru": "Ваши карты"},
    "the_trick": {"en": "The trick (the leader first)", "ru": "Взятка (первым — заход)"},
    "player_n": {"en": "Player {n}", "ru": "Игрок {n}"},
    "you": {"en": "You", "ru": "Вы"},
    "joker_called": {"en": "joker: {call}", "ru": "джокер: {call}"},
    "card_key": {"en": "key {k}", "ru": "клавиша {k}"},
    "selected": {"en": "selected", "ru": "отмечена"},
    "submit": {"en": "Check", "ru": "Проверить"},
    "next": {"en": "Next", "ru": "Дальше"},
    "retry_drill": {"en": "Try again", "ru": "Ещё раз"},
    "right": {"en": "Right!", "ru": "Верно!"},
    "wrong": {"en": "Not quite.", "ru": "Не совсем."},
    "score_line": {"en": "Score {score} of {asked} · streak {streak} (best {best})",
                   "ru": "Счёт {score} из {asked} · серия {streak} (лучшая {best})"},
    "need_pick": {"en": "Select at least one card first.",
                  "ru": "Сначала отметьте хотя бы одну карту."},
    "need_trick_pick": {"en": "Select a card first.", "ru": "Сначала выберите карту."},
    "ok_legal": {"en": "✓ {card}: may be played — {why}", "ru": "✓ {card}: можно — {why}"},
    "ok_refused": {"en": "✓ {card}: may not be played — {why}",
                   "ru": "✓ {card}: нельзя — {why}"},
    "missed_legal": {"en": "✗ {card} may be played too: {why}",
                     "ru": "✗ {card} тоже можно: {why}"},
    "wrong_refused": {"en": "✗ {card} may not be played: {why}",
                      "ru": "✗ {card} нельзя: {why}"},
    "trick_answer": {"en": "{who} takes the trick: {why}", "ru": "Взятку берёт {who}: {why}"},
    "pick_joker": {"en": "Your pick, {card}, does not take the trick: the joker played as "
                         "“{call}” does not win it.",
                   "ru": "Ваш выбор, {card}, взятку не берёт: джокер, сыгранный как «{call}», "
                         "её не выигрывает."},
    "pick_joker_wins": {"en": "Your pick, {card}, cannot win: the joker called “{call}” takes "
                              "the trick, whatever else is played.",
                        "ru": "Ваш выбор, {card}, выиграть не может: джокер с заказом "
                              "«{call}» берёт взятку, что бы ни сыграли остальные."},
    "pick_lower_trump": {"en": "Your pick, {card}, is a trump, but {win} is a higher trump.",
                         "ru": "Ваш выбор, {card}, — козырь, но {win} — козырь старше."},
    "pick_trumped": {"en": "Your pick, {card}, is not a trump, and the trick was trumped: any "
                           "trump beats every card of the other suits.",
                     "ru": "Ваш выбор, {card}, — не козырь, а взятку покрыли козырем: любой "
                           "козырь бьёт все карты других мастей."},
    "pick_lower_led": {"en": "Your pick, {card}, follows the suit led, but {win} is higher.",
                       "ru": "Ваш выбор, {card}, — в масть захода, но {win} старше."},
    "pick_off_suit": {"en": "Your pick, {card}, is neither of the suit led nor a trump, so it "
                            "cannot take the trick, however high it is.",
                      "ru": "Ваш выбор, {card}, — не в масть захода и не козырь, поэтому "
                            "взятку не берёт, как бы высока она ни была."},
    "bids_so_far": {"en": "The others' bids, in order: {bids} (sum {sum}). Cards in hand: "
                          "{cards}.",
                    "ru": "Заказы остальных по порядку: {bids} (сумма {sum}). Карт на руке: "
                          "{cards}."},
    "passed_twice": {"en": "You passed the last two ordinary deals.",
                     "ru": "Вы пасовали две последние обычные сдачи."},
    "bid_n": {"en": "bid {n}", "ru": "заказ {n}"},
    "bid_pass": {"en": "pass (0)", "ru": "пас (0)"},
    "forbidden_mark": {"en": "marked forbidden", "ru": "отмечен как запрещённый"},
    "bid_ok_forbidden": {"en": "✓ {bid}: forbidden — {why}", "ru": "✓ {bid}: нельзя — {why}"},
    "bid_missed": {"en": "✗ {bid} is forbidden too: {why}", "ru": "✗ {bid} тоже нельзя: {why}"},
    "bid_wrongly": {"en": "✗ {bid} is allowed: no rule forbids it",
                    "ru": "✗ {bid} можно: ни одно правило его не запрещает"},
    "bid_none": {"en": "Nothing is forbidden? Check the sum.",
                 "ru": "Ничего не запрещено? Проверьте сумму."},
    "bid_allowed_are": {"en": "Allowed: {bids}.", "ru": "Можно: {bids}."},
    "nothing_forbidden": {"en": "No bid marked (none forbidden)",
                          "ru": "Ничего не отмечено (запретов нет)"},
    "preset": {"en": "Scoring preset", "ru": "Вариант подсчёта"},
    "preset_A": {"en": "A — Podkidnoy (×2)", "ru": "A — подкидной (×2)"},
    "preset_B": {"en": "B — section 6 (×2)", "ru": "B — раздел 6 (×2)"},
    "preset_C": {"en": "C — Russian section 8 (×1.5)", "ru": "C — русский раздел 8 (×1,5)"},
    "preset_D": {"en": "D — English section 9 (default, ×1.5)",
                 "ru": "D — английский раздел 9 (по умолчанию, ×1,5)"},
    "deal_is": {"en": "Deal: {cards}, {kind}.", "ru": "Сдача: {cards}, {kind}."},
    "col_player": {"en": "Player", "ru": "Игрок"},
    "col_bid": {"en": "Bid", "ru": "Заказ"},
    "col_took": {"en": "Took", "ru": "Взял"},
    "col_points": {"en": "Points", "ru": "Очки"},
    "points_of": {"en": "Points of player {n}", "ru": "Очки игрока {n}"},
    "need_number": {"en": "Player {n}: type a number (like 20, −10 or 7.5), not “{text}”.",
                    "ru": "Игрок {n}: впишите число (например 20, −10 или 7,5), а не «{text}»."},
    "score_ok": {"en": "✓ Player {n}: {points} — {rule}", "ru": "✓ Игрок {n}: {points} — {rule}"},
    "score_bad": {"en": "✗ Player {n}: you wrote {yours}, it is {points} — {rule}",
                  "ru": "✗ Игрок {n}: у вас {yours}, а верно {points} — {rule}"},
    "compare": {"en": "The same deal under each preset",
                "ru": "Та же сдача по каждому варианту подсчёта"},
    "decided": {"en": "Where the source is silent we decided: the ×{m} applies after a full "
                      "bid's doubling; the misère bonus of 50 is not multiplied; halves are "
                      "kept.",
                "ru": "Где источник молчит, мы решили так: множитель ×{m} применяется после "
                      "удвоения за полный заказ; бонус 50 за мизер не умножается; половинки "
                      "очков сохраняются."},
    "keys_legal": {"en": "Keys: 1–9 and 0 select cards, Enter checks and then deals the next.",
                   "ru": "Клавиши: 1–9 и 0 отмечают карты, Enter проверяет, затем даёт "
                         "следующую."},
    "keys_trick": {"en": "Keys: 1–6 select a card, Enter checks and then deals the next.",
                   "ru": "Клавиши: 1–6 выбирают карту, Enter проверяет, затем даёт "
                         "следующую."},
    "keys_bid": {"en": "Keys: 0–9 mark a bid, Enter checks and then deals the next.",
                 "ru": "Клавиши: 0–9 отмечают заказ, Enter проверяет, затем даёт следующий."},
    "keys_score": {"en": "Tab moves between the boxes; Enter checks and then deals the next.",
                   "ru": "Tab — между полями; Enter проверяет, затем даёт следующую."},
    # the whole game
    "players": {"en": "Players", "ru": "Игроков"},
    "seed": {"en": "Seed", "ru": "Зерно (seed)"},
    "length": {"en": "Length", "ru": "Длина"},
    "length_full": {"en": "Whole game", "ru": "Вся игра"},
    "length_short": {"en": "First {n} deals", "ru": "Первые {n} сдачи"},
    "bad_seed": {"en": "The seed must be a whole number from 0 to 1000000000, not “{text}”.",
                 "ru": "Зерно (seed) — целое число от 0 до 1000000000, а не «{text}»."},
    "new_game": {"en": "New game", "ru": "Новая игра"},
    "deal_head": {"en": "Deal {number} of {total}: {cards}, {kind}. Dealer: {dealer}.",
                  "ru": "Сдача {number} из {total}: {cards}, {kind}. Сдаёт: {dealer}."},
    "trump_card": {"en": "Trump: {trump} (the {card} turned).",
                   "ru": "Козырь: {trump} (открыта карта: {card})."},
    "trump_drawn": {"en": "Trump: {trump} (the {card} drawn before the deal).",
                    "ru": "Козырь: {trump} (до сдачи вытянута карта: {card})."},
    "trump_joker": {"en": "The joker was turned: no trump.",
                    "ru": "Открылся джокер: игра без козыря."},
    "trump_none": {"en": "No-trump deal: no trump.", "ru": "Бескозырка: козыря нет."},
    "col_bids": {"en": "Bids", "ru": "Заказы"},
    "bid_of": {"en": "bid {bid}, took {took}", "ru": "заказ {bid}, взял {took}"},
    "took_only": {"en": "took {took}", "ru": "взял {took}"},
    "waiting": {"en": "no bid yet", "ru": "заказа ещё нет"},
    "dealer_tag": {"en": "{name} (dealer)", "ru": "{name} (сдаёт)"},
    "your_bid": {"en": "Your bid", "ru": "Ваш заказ"},
    "your_turn_bid": {"en": "Your turn to bid.", "ru": "Ваш заказ."},
    "your_turn_play": {"en": "Your turn to play a card.", "ru": "Ваш ход: сыграйте карту."},
    "blind_hidden": {"en": "Blind deal: you bid without seeing your cards.",
                     "ru": "Тёмная: заказ делается, не глядя в карты."},
    "hidden_card": {"en": "card face down", "ru": "карта рубашкой вверх"},
    "hint": {"en": "Hint: which cards may I play?", "ru": "Подсказка: чем можно сыграть?"},
    "hint_on": {"en": "You may play: {cards}.", "ru": "Можно сыграть: {cards}."},
    "joker_how": {"en": "How do you play the joker?", "ru": "Как вы играете джокер?"},
    "cancel": {"en": "Cancel", "ru": "Отмена"},
    "last_trick": {"en": "Last trick: {plays} — {who} takes it: {why}",
                   "ru": "Последняя взятка: {plays} — берёт {who}: {why}"},
    "last_trick_you": {"en": "Last trick: {plays} — you take it: {why}",
                       "ru": "Последняя взятка: {plays} — берёте вы: {why}"},
    "sheet_legend": {"en": "Each cell: bid/tricks taken: points (running total in brackets).",
                     "ru": "В клетке: заказ/взято: очки (в скобках — сумма с начала игры)."},
    "refused": {"en": "Not allowed: {why}. Try another.",
                "ru": "Так нельзя: {why}. Попробуйте другое."},
    "deal_done": {"en": "Deal {number} is over: you bid {bid} and took {took} — {points} "
                        "({rule}).",
                  "ru": "Сдача {number} окончена: ваш заказ {bid}, взято {took} — {points} "
                        "({rule})."},
    "deal_done_nobid": {"en": "Deal {number} is over: you took {took} — {points} ({rule}).",
                        "ru": "Сдача {number} окончена: взято {took} — {points} ({rule})."},
    "game_over": {"en": "The game is over. {winner}", "ru": "Игра окончена. {winner}"},
    "winner_you": {"en": "You win!", "ru": "Вы победили!"},
    "winner_is": {"en": "{who} wins.", "ru": "Победитель: {who}."},
    "winners_are": {"en": "Shared win: {who}.", "ru": "Победу делят: {who}."},
    "sheet": {"en": "Score sheet", "ru": "Расписка (таблица очков)"},
    "col_deal": {"en": "Deal", "ru": "Сдача"},
    "total": {"en": "Total", "ru": "Итого"},
    "restored": {"en": "Your game was restored (deal {number}).",
                 "ru": "Ваша игра восстановлена (сдача {number})."},
    "restore_failed": {"en": "Your saved game could not be restored (it is damaged, or was "
                             "saved by another version of the tutor), so a new game has started.",
                       "ru": "Сохранённую игру не удалось восстановить (она повреждена или "
                             "сохранена другой версией учебника), поэтому начата новая "
                             "игра."},
    "keys_game": {"en": "Keys: 1–9, 0, -, = pick a card or a bid (0 = pass while bidding); "
                        "h shows a hint; Esc cancels the joker; Tab reaches every button.",
                  "ru": "Клавиши: 1–9, 0, -, = выбирают карту или заказ (0 — пас при "
                        "заказе); h (р) — подсказка; Esc — отмена джокера; Tab — к любой "
                        "кнопке."},
    "bot_n": {"en": "Bot {n}", "ru": "Бот {n}"},
    "joker_face": {"en": "joker", "ru": "джокер"},
    "joker_label": {"en": "the joker (seven of spades)", "ru": "джокер (семёрка пик)"},
}


def rt(key: str, lang: str = "en", **values: object) -> str:
    """A Raspisnoy UI text (falling back to the shared table), with ``values`` filled in."""
    entry = TEXTS.get(key)
    if entry is None:
        return t(key, lang, **values)
    text = entry.get(lang, entry["en"])
    return text.format(**values) if values else text
