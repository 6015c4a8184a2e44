"""The drills' own words in English and Russian (see :mod:`tutor.ui.models.drills`).

Kept apart from :mod:`tutor.ui.strings` (the four older apps) so each file
stays readable; :func:`dt` falls back to those strings for shared keys.

>>> dt("check", "ru")
'Проверить'
>>> dt("score", "en", solved=2, asked=3, streak=1)
'Right at the first try: 2 of 3 · streak 1'
"""

from __future__ import annotations

_EN: dict[str, str] = {
    # shared
    "check": "Check",
    "next": "Next",
    "retry": "Try again",
    "reveal": "Show the answer",
    "score": "Right at the first try: {solved} of {asked} · streak {streak}",
    "right": "Right.",
    "wrong": "Not quite.",
    "revealed": "The answer:",
    "keys_pick": "Keys: 1–{n} choose, Enter checks (then the next task), Esc clears.",
    "keys_cards": "Keys: a–{last} select a card, Enter checks (then the next task), "
                  "Esc clears.",
    "keys_type": "Type the amounts; Enter checks (then the next task).",
    "pick_one": "Choose an answer first.",
    "player_n": "Player {n}",
    "dealer": "dealer",
    "you": "You",
    "bot_n": "Bot {n}",
    # name the hand
    "name_hand_title": "Name the hand",
    "name_hand_intro": "What does this hand make in {game}?",
    "right_is": "Right: {what}.",
    "not_this": "These cards do not make {phrase}.",
    "chosen_needs": "{what}: {rule}",
    "ladder_above": "Look again: this hand is lower on the {game} ladder than {phrase}.",
    "ladder_below": "Look again: this hand is higher on the {game} ladder than {phrase}.",
    "answer_is": "This hand makes {what}.",
    # which cards play
    "which_cards_title": "Which cards play?",
    "which_intro_high": "Select the five cards that make the best hand.",
    "which_intro_low": "Select the five cards that make the best low (eight or better).",
    "your_cards": "Your cards",
    "board": "Board",
    "vela": "Vela (shared card)",
    "selected": "Selected: {n} of 5",
    "five_already": "Five cards are selected already: unselect one first.",
    "pick_five": "Select exactly five cards (now {n}).",
    "omaha_rule": "Omaha plays exactly two of your {hole} cards and exactly three of the "
                  "board; you took {own} of yours and {board} of the board.",
    "cards_right": "Right: these five make {what}.",
    "board_plays": "The board plays: none of your own cards improve it.",
    "cards_worse": "Your five make {what}, but these cards make a better hand.",
    "cards_worse_low": "Your five make {what}; a lower five exists.",
    "cards_kicker": "Your five make {what}, but these cards make the same {bare}, a better "
                    "kicker: {win} over {lose}.",
    "cards_better_part": "Your five make {what}, but these cards make {bare} too, with a "
                         "better {part}: {win} over {lose}.",
    "part_pair": "pair", "part_top-pair": "top pair", "part_second-pair": "second pair",
    "part_trips": "three of a kind", "part_quads": "four of a kind",
    "part_run-top": "top card of the run", "part_flush-card": "flush card",
    "part_high-card": "top card", "part_kicker": "kicker", "part_suited-card": "suited card",
    "part_low-card": "card",
    "low_above_8": "Your five, {ranks}, are no low: every card of a low is 8 or lower (the "
                   "ace counts low).",
    "low_paired": "Your five, {ranks}, are no low: a low needs five different ranks, and a "
                  "paired card counts once (it is counterfeit).",
    "rule_omaha": "Rule: exactly two of your cards and exactly three of the board.",
    "rule_board": "Rule: the best five of your two cards and the five on the board, any mix "
                  "(the board alone may play).",
    "rule_seven": "Rule: the best five of your seven cards.",
    "rule_vela": "Rule: the best five of your five cards and the Vela.",
    "rule_low": "Rule: the low is the best five different ranks 8 or lower; compare from "
                "the highest card down, the lower wins.",
    "best_five": "The best five: {cards} ({what}).",
    "no_low_short": "no low",
    "low_of": "the low {ranks}",
    # is there a low
    "is_low_title": "Is there a low?",
    "is_low_intro": "Eight or better: is there a qualifying low, and which is the best one?",
    "no_low_choice": "No low",
    "low_rule": "A low: five cards of different ranks, all 8 or lower (the ace is low); "
                "straights and flushes do not spoil it.",
    "low_rule_omaha": "A low in Omaha: exactly two of your cards and three of the board, five "
                      "different ranks, all 8 or lower (the ace is low).",
    "right_no_low": "Right: there is no qualifying low, so the high hand takes the whole pot.",
    "right_low": "Right: the best low is {low}.",
    "there_is_low": "You said no low, but there is a qualifying low here: look for five "
                    "different ranks 8 or lower.",
    "trap_paired": "{low} uses a paired card twice; a pair counts once (counterfeit), so "
                   "these are not five different ranks.",
    "trap_omaha_0": "{low} uses none of your cards; Omaha needs exactly two.",
    "trap_omaha_1": "{low} uses only one of your cards; Omaha needs exactly two.",
    "trap_omaha_3": "{low} uses three of your cards; Omaha takes exactly two.",
    "trap_omaha_4": "{low} uses four of your cards; Omaha takes exactly two.",
    "trap_omaha_5": "{low} uses five of your cards; Omaha takes exactly two.",
    "trap_worse": "{low} is a low, but not the best one: compare from the highest card down.",
    "trap_none": "{low} cannot be made from these cards under the rules.",
    "not_a_low": "{low} is not a low here.",
    "board_no_low": "Omaha takes exactly three board cards, so a low needs three board cards "
                    "of 8 or lower, of different ranks; this board has {n}: {cards}.",
    "none_of_them": "none",
    "answer_no_low": "No qualifying low: the high hand takes the whole pot.",
    "answer_low": "The best low is {low}.",
    # bring-in
    "bring_in_title": "Who brings in? Who acts first?",
    "street_1": "First betting round: one upcard each.",
    "street_n": "Betting round {n}: {n} upcards each.",
    "who_brings_in": "Who brings in (makes the forced first bet)?",
    "who_acts_first": "Who acts first on this street?",
    "pick_seat": "Choose a player first.",
    "not_seat": "Not player {n} ({cards}).",
    "hint_position": "Two players show the same: count from the dealer's left.",
    "hint_suit": "Two upcards have the same rank: the suit decides ({order}).",
    # split the pot
    "split_pot_title": "Split the pot",
    "split_pot_intro": "Type each player's share of the chips. {rule}",
    "col_player": "Player",
    "col_put": "Put in",
    "col_high": "High hand",
    "col_low": "Low",
    "col_share": "Share",
    "folded": "folded",
    "all_in": "all-in",
    "place_1": "best",
    "place_n": "{n}th",
    "place_2": "2nd",
    "place_3": "3rd",
    "tie_note": "Equal places tie",
    "no_low_cell": "no low",
    "share_of": "Share of player {n}",
    "not_chips": "Player {n}: `{value}` is not a whole number of chips.",
    "shares_right": "Right: every share is exact.",
    "sum_wrong": "Your shares add up to {got}, but the pot holds {total}: chips are never "
                 "lost or created.",
    "seats_wrong": "Check the share of player {seats}.",
    "seats_wrong_many": "Check the shares of players {seats}.",
    "hint_side": "An all-in player wins from each other player at most what they put in: "
                 "build the main pot and the side pots first.",
    "hint_odd": "The pot does not split evenly. {rule}",
    "hint_hilo": "Hi-lo: half to the best high, half to the best low; no low, the high takes "
                 "it all.",
    "odd_left-of-dealer": "The odd chip goes to the tied winner first to the dealer's left.",
    "odd_dealer-box": "The odd chip goes to the tied winner nearest the dealer's box "
                      "(clockwise from it).",
    "odd_high-then-left-of-dealer": "The odd chip goes to the high half; between tied "
                                    "highs, first to the dealer's left.",
    "odd_high-then-dealer-box": "The odd chip goes to the high half; between tied highs, "
                                "nearest the dealer's box.",
    "pot_total": "Pot: {pot}.",
    "pot_main": "Main pot: {amount}; {who} can win it.",
    "pot_side": "Side pot {i}: {amount}; {who} can win it.",
    "who_one": "only player {seats}",
    "who_many": "players {seats}",
    "seat_share": "player {n}: {x}",
    "shares_line": "Shares — {shares}.",
    # legal bet
    "legal_bet_title": "Is this bet legal?",
    "legal_bet_intro": "Amounts are round totals: “raise to 60” means your chips in this "
                       "round become 60.",
    "blinds": "Blinds {sb}/{bb}.",
    "barrel_round": "Round {r} of Double Barrel.",
    "pot_now": "Pot: {pot} (this round's bets included).",
    "history_none": "Nobody has bet in this round yet.",
    "history": "This round so far: {steps}.",
    "hist_bet": "a bet of {to}",
    "hist_raise": "a raise to {to}",
    "mine": "You have put {mine} into this round.",
    "q_judge": "You say: {action}. Is it legal?",
    "q_max": "What is the largest raise you may make (your round total)?",
    "q_min": "What is the smallest raise you may make (your round total)?",
    "legal": "Legal",
    "illegal": "Not legal",
    "pick_legal": "Choose legal or not legal first.",
    "type_amount": "Type a whole number of chips (not `{value}`).",
    "amount_label": "Raise to",
    "act_check": "check",
    "act_call": "call",
    "act_fold": "fold",
    "act_bet_to": "bet {to}",
    "act_raise_to": "raise to {to}",
    "judge_wrong_legal": "You said legal, but {action} is not allowed here:",
    "judge_wrong_illegal": "You said not legal, but {action} is allowed here:",
    "rule_fixed": "Fixed limit: every bet and raise is exactly {size}; at most a bet and "
                  "{raises} raises a round.",
    "rule_spread": "Spread limit: any bet or raise from {size} to {big}, a raise at least as "
                   "big as the last bet or raise; at most a bet and {raises} raises a round "
                   "(the cap is a card room's rule here: the sources state it for fixed limit).",
    "rule_pot": "Pot limit: a bet or raise of at least {size} (and at least the last raise); "
                "the largest raise is the pot after you call.",
    "rule_half-pot": "Half-pot limit: as pot limit, but the largest bet or raise is half the "
                     "pot after you call.",
    "rule_no-limit": "No limit: a bet of at least {size}, a raise at least as big as the last "
                     "bet or raise, no maximum but your stack.",
    "rule_capped": "Double Barrel: the opener makes the minimum bet, exactly (1 in round 1, "
                   "2 in round 2; no check); the others call or raise, round totals capped "
                   "(round 1 at 2, round 2 at 4), and the opener may raise when the action "
                   "comes back; no folding in round 2.",
    "amount_right": "Right: {to}.",
    "amount_is": "The answer is {to}.",
    "max_forgot_call": "You raised by the pot before calling: first add the call to the pot, "
                       "then raise by that.",
    "max_wrong": "{got} is not the largest raise.",
    "min_wrong": "{got} is not the smallest raise.",
    "why_max_pot": "Call {call} (the pot becomes {after}), then raise by {step}: "
                   "{high} + {step} = {to}.",
    "why_max_half-pot": "Call {call} (the pot becomes {after}), then raise by half of it, "
                        "{step}: {high} + {step} = {to}.",
    "why_min": "The raise must be at least the last bet or raise ({last}): {high} + {last} "
               "= {to}.",
    # barrel hand
    "barrel_hand_title": "A whole hand of Double Barrel",
    "barrel_hand_intro": "You play seat “You” against {n} bots. Split your 8 cards into "
                         "barrel 1 and barrel 2 (4 + 4, fixed once chosen), then bet both "
                         "rounds.",
    "bots_label": "Bots",
    "split_now": "Split your cards: click, tap or press a letter to move a card: hand → "
                 "barrel 1 → barrel 2.",
    "split_button": "Split and play",
    "barrel_full": "Barrel {n} already holds 4 cards.",
    "need_split": "Put 4 cards in each barrel (now {a} and {b}).",
    "in_hand": "in your hand",
    "barrel_n": "Barrel {n}",
    "your_turn": "Your turn: round total {mine}, the highest {high}, at most {cap}.",
    "waiting": "The bots are playing.",
    "call": "Call",
    "fold": "Fold",
    "bet_n": "Bet {n}",
    "raise_n": "Raise to {n}",
    "refused": "Refused:",
    "log": "The table",
    "log_round": "Round {r}: {who} opens with {lo}, the minimum; round total at most {cap}.",
    "no_fold": "No folding.",
    "log_action": "{who} {what} (pot {pot}).",
    "did_bet": "bets {to}",
    "did_raise": "raises to {to}",
    "did_call": "calls ({to})",
    "did_fold": "folds",
    "you_did_bet": "bet {to}",
    "you_did_raise": "raise to {to}",
    "you_did_call": "call ({to})",
    "you_did_fold": "fold",
    "showdown_n": "Showdown {r} (barrel {r})",
    "unshown": "won without a showdown",
    "half_is": "Pot {pot}: each half is {half}.",
    "wins_half": "{who} wins this half",
    "you_win_half": "You win this half",
    "split_half": "{who} split this half",
    "got": "{who}: receives {got}, put in {put}, net {net}",
    "splits_title": "The splits, with the trainer's verdict",
    "split_rank": "rank {rank} of 35",
    "best_split": "the best split",
    "bot_score": "Score {score} (the best split {best}: {best_score}).",
    "session": "Session: {hands} hands · {chips}",
    "session_1": "Session: 1 hand · {chips}",
    "next_hand": "Next hand",
    "keys_barrel": "Keys: a–h move a card, Enter splits (and deals the next hand); when it is "
                   "your turn: c call, f fold, 1–5 bet or raise to that total.",
}

_RU: dict[str, str] = {
    "check": "Проверить",
    "next": "Дальше",
    "retry": "Ещё раз",
    "reveal": "Показать ответ",
    "score": "С первой попытки: {solved} из {asked} · серия {streak}",
    "right": "Верно.",
    "wrong": "Не совсем.",
    "revealed": "Ответ:",
    "keys_pick": "Клавиши: 1–{n} — выбор, Enter — проверить (потом следующее задание), "
                 "Esc — сбросить.",
    "keys_cards": "Клавиши: a–{last} — выбрать карту, Enter — проверить (потом следующее "
                  "задание), Esc — сбросить.",
    "keys_type": "Введите суммы; Enter — проверить (потом следующее задание).",
    "pick_one": "Сначала выберите ответ.",
    "player_n": "Игрок {n}",
    "dealer": "дилер",
    "you": "Вы",
    "bot_n": "Бот {n}",
    "name_hand_title": "Назовите комбинацию",
    "name_hand_intro": "Какую комбинацию составляют эти карты в игре «{game}»?",
    "right_is": "Верно: {what}.",
    "not_this": "Эти карты не составляют комбинацию «{what}».",
    "chosen_needs": "{what}: {rule}",
    "ladder_above": "Посмотрите ещё раз: в игре «{game}» эта рука ниже, чем «{what}».",
    "ladder_below": "Посмотрите ещё раз: в игре «{game}» эта рука выше, чем «{what}».",
    "answer_is": "Это {what}.",
    "which_cards_title": "Какие карты играют?",
    "which_intro_high": "Выберите пять карт, которые составляют лучшую руку.",
    "which_intro_low": "Выберите пять карт, которые составляют лучшее лоу (восемь или лучше).",
    "your_cards": "Ваши карты",
    "board": "Борд",
    "vela": "Вела (общая карта)",
    "selected": "Выбрано: {n} из 5",
    "five_already": "Пять карт уже выбраны: сначала снимите одну.",
    "pick_five": "Выберите ровно пять карт (сейчас {n}).",
    "omaha_rule": "В Омахе играют ровно две из ваших {hole} карт и ровно три карты борда; "
                  "вы взяли своих {own}, с борда {board}.",
    "cards_right": "Верно: эти пять карт составляют {what}.",
    "board_plays": "Играет борд: ваши собственные карты его не улучшают.",
    "cards_worse": "Ваши пять карт составляют {what}, но из этих карт собирается рука "
                   "сильнее.",
    "cards_worse_low": "Ваши пять карт составляют {what}; есть пятёрка младше.",
    "cards_kicker": "Ваши пять карт составляют {what}, но из этих карт собирается та же "
                    "комбинация с кикером старше: {win} против {lose}.",
    "cards_better_part": "Ваши пять карт составляют {what}, но из этих карт собирается "
                         "комбинация того же вида, где {part} старше: {win} против {lose}.",
    "part_pair": "пара", "part_top-pair": "старшая пара", "part_second-pair": "вторая пара",
    "part_trips": "тройка", "part_quads": "каре", "part_run-top": "старшая карта стрита",
    "part_flush-card": "карта флеша", "part_high-card": "старшая карта",
    "part_kicker": "кикер", "part_suited-card": "одномастная карта",
    "part_low-card": "карта",
    "low_above_8": "Ваши пять карт, {ranks}, — не лоу: все карты лоу — восьмёрка или младше "
                   "(туз считается младшим).",
    "low_paired": "Ваши пять карт, {ranks}, — не лоу: нужны пять разных рангов, а парная "
                  "карта считается один раз (она «фальшивая»).",
    "rule_omaha": "Правило: ровно две ваши карты и ровно три карты борда.",
    "rule_board": "Правило: лучшие пять из ваших двух карт и пяти карт борда, в любом "
                  "сочетании (может играть и один борд).",
    "rule_seven": "Правило: лучшие пять из ваших семи карт.",
    "rule_vela": "Правило: лучшие пять из ваших пяти карт и Велы.",
    "rule_low": "Правило: лоу — лучшие пять разных рангов не старше восьмёрки; сравнивают со "
                "старшей карты, выигрывает младшая.",
    "best_five": "Лучшие пять: {cards} ({what}).",
    "no_low_short": "нет лоу",
    "low_of": "лоу {ranks}",
    "is_low_title": "Есть ли лоу?",
    "is_low_intro": "Восемь или лучше: есть ли квалифицированное лоу, и какое из них лучшее?",
    "no_low_choice": "Лоу нет",
    "low_rule": "Лоу — пять карт разных рангов, все не старше восьмёрки (туз младший); "
                "стриты и флеши лоу не портят.",
    "low_rule_omaha": "Лоу в Омахе: ровно две ваши карты и три карты борда, пять разных "
                      "рангов, все не старше восьмёрки (туз младший).",
    "right_no_low": "Верно: квалифицированного лоу нет, весь банк забирает хай.",
    "right_low": "Верно: лучшее лоу — {low}.",
    "there_is_low": "Вы ответили «лоу нет», но здесь есть квалифицированное лоу: ищите пять "
                    "разных рангов не старше восьмёрки.",
    "trap_paired": "В {low} парная карта взята дважды; пара считается один раз (фальшивая "
                   "карта), значит, пяти разных рангов нет.",
    "trap_omaha_0": "{low} не использует ни одной вашей карты; в Омахе нужно ровно две.",
    "trap_omaha_1": "{low} использует только одну вашу карту; в Омахе нужно ровно две.",
    "trap_omaha_3": "{low} использует три ваши карты; в Омахе берут ровно две.",
    "trap_omaha_4": "{low} использует четыре ваши карты; в Омахе берут ровно две.",
    "trap_omaha_5": "{low} использует пять ваших карт; в Омахе берут ровно две.",
    "trap_worse": "{low} — лоу, но не лучшее: сравнивайте со старшей карты.",
    "trap_none": "{low} по правилам из этих карт не собрать.",
    "not_a_low": "{low} здесь не лоу.",
    "board_no_low": "В Омахе берут ровно три карты борда, поэтому для лоу нужны три карты "
                    "борда не старше восьмёрки, разных рангов; на этом борде их {n}: {cards}.",
    "none_of_them": "ни одной",
    "answer_no_low": "Квалифицированного лоу нет: весь банк забирает хай.",
    "answer_low": "Лучшее лоу — {low}.",
    "bring_in_title": "Кто делает бринг-ин? Кто ходит первым?",
    "street_1": "Первый круг торговли: по одной открытой карте.",
    "street_n": "Круг торговли {n}: по {n} открытые карты.",
    "who_brings_in": "Кто делает бринг-ин (обязательную первую ставку)?",
    "who_acts_first": "Кто ходит первым на этой улице?",
    "pick_seat": "Сначала выберите игрока.",
    "not_seat": "Не игрок {n} ({cards}).",
    "hint_position": "У двух игроков одно и то же: считайте от дилера влево.",
    "hint_suit": "У двух открытых карт один ранг: решает масть ({order}).",
    "split_pot_title": "Разделите банк",
    "split_pot_intro": "Введите долю каждого игрока в фишках. {rule}",
    "col_player": "Игрок",
    "col_put": "Вложил",
    "col_high": "Хай",
    "col_low": "Лоу",
    "col_share": "Доля",
    "folded": "сбросил",
    "all_in": "олл-ин",
    "place_1": "лучшая",
    "place_n": "{n}-я",
    "place_2": "2-я",
    "place_3": "3-я",
    "tie_note": "Равные места — ничья",
    "no_low_cell": "нет лоу",
    "share_of": "Доля игрока {n}",
    "not_chips": "Игрок {n}: «{value}» — не целое число фишек.",
    "shares_right": "Верно: все доли точны.",
    "sum_wrong": "Ваши доли дают в сумме {got}, а в банке {total}: фишки не теряются и не "
                 "появляются.",
    "seats_wrong": "Проверьте долю игрока {seats}.",
    "seats_wrong_many": "Проверьте доли игроков {seats}.",
    "hint_side": "Игрок олл-ин выигрывает у каждого соперника не больше, чем вложил сам: "
                 "сначала соберите основной и побочные банки.",
    "hint_odd": "Банк не делится поровну. {rule}",
    "hint_hilo": "Хай-лоу: половина лучшему хаю, половина лучшему лоу; нет лоу — хай "
                 "забирает всё.",
    "odd_left-of-dealer": "Нечётная фишка — победителю, первому слева от дилера.",
    "odd_dealer-box": "Нечётная фишка — победителю, сидящему ближе всех к коробке дилера "
                      "(по часовой стрелке от неё).",
    "odd_high-then-left-of-dealer": "Нечётная фишка идёт хай-половине; между равными хаями "
                                    "— первому слева от дилера.",
    "odd_high-then-dealer-box": "Нечётная фишка идёт хай-половине; между равными хаями — "
                                "ближайшему к коробке дилера.",
    "pot_total": "Банк: {pot}.",
    "pot_main": "Основной банк: {amount}; его может выиграть {who}.",
    "pot_side": "Побочный банк {i}: {amount}; его может выиграть {who}.",
    "who_one": "только игрок {seats}",
    "who_many": "любой из игроков {seats}",
    "seat_share": "игрок {n}: {x}",
    "shares_line": "Доли — {shares}.",
    "legal_bet_title": "Можно ли так поставить?",
    "legal_bet_intro": "Суммы — итог за круг: «рейз до 60» значит, что ваши фишки в этом "
                       "круге станут 60.",
    "blinds": "Блайнды {sb}/{bb}.",
    "barrel_round": "Круг {r} Двойного ствола.",
    "pot_now": "Банк: {pot} (с учётом ставок этого круга).",
    "history_none": "В этом круге ещё никто не ставил.",
    "history": "В этом круге: {steps}.",
    "hist_bet": "ставка {to}",
    "hist_raise": "рейз до {to}",
    "mine": "Вы вложили в этом круге {mine}.",
    "q_judge": "Вы говорите: {action}. Так можно?",
    "q_max": "Какой наибольший рейз вам разрешён (ваш итог за круг)?",
    "q_min": "Какой наименьший рейз вам разрешён (ваш итог за круг)?",
    "legal": "Можно",
    "illegal": "Нельзя",
    "pick_legal": "Сначала выберите: можно или нельзя.",
    "type_amount": "Введите целое число фишек (а не «{value}»).",
    "amount_label": "Рейз до",
    "act_check": "чек",
    "act_call": "колл",
    "act_fold": "пас",
    "act_bet_to": "ставка {to}",
    "act_raise_to": "рейз до {to}",
    "judge_wrong_legal": "Вы ответили «можно», но «{action}» здесь против правил:",
    "judge_wrong_illegal": "Вы ответили «нельзя», но «{action}» здесь по правилам:",
    "rule_fixed": "Фиксированный лимит: каждая ставка и каждый рейз — ровно {size}; в круге "
                  "не больше ставки и {raises} рейзов.",
    "rule_spread": "Спред-лимит: ставка или рейз от {size} до {big}, рейз не меньше "
                   "предыдущей ставки или рейза; в круге не больше ставки и {raises} рейзов "
                   "(это правило карточных клубов: источники называют его для фиксированного "
                   "лимита).",
    "rule_pot": "Пот-лимит: ставка или рейз не меньше {size} (и не меньше последнего "
                "рейза); наибольший рейз — размер банка после вашего колла.",
    "rule_half-pot": "Лимит в полбанка: как пот-лимит, но наибольшая ставка или рейз — "
                     "половина банка после вашего колла.",
    "rule_no-limit": "Безлимит: ставка не меньше {size}, рейз не меньше предыдущей ставки или "
                     "рейза, предел — только ваш стек.",
    "rule_capped": "Двойной ствол: открывающий делает минимальную ставку, ровно 1 в первом "
                   "круге и 2 во втором (чека нет); остальные уравнивают или повышают, итог "
                   "за круг ограничен (в первом круге 2, во втором 4), а открывающий может "
                   "повысить, когда очередь снова дойдёт до него; во втором круге пасовать "
                   "нельзя.",
    "amount_right": "Верно: {to}.",
    "amount_is": "Ответ: {to}.",
    "max_forgot_call": "Вы повысили на банк, не уравняв: сначала прибавьте колл к банку, "
                       "потом повышайте на эту сумму.",
    "max_wrong": "{got} — не наибольший рейз.",
    "min_wrong": "{got} — не наименьший рейз.",
    "why_max_pot": "Колл {call} (банк становится {after}), затем рейз на {step}: "
                   "{high} + {step} = {to}.",
    "why_max_half-pot": "Колл {call} (банк становится {after}), затем рейз на его половину, "
                        "{step}: {high} + {step} = {to}.",
    "why_min": "Рейз не меньше последней ставки или рейза ({last}): {high} + {last} = {to}.",
    "barrel_hand_title": "Целая раздача Двойного ствола",
    "barrel_hand_intro": "Вы играете за место «Вы» против ботов ({n}). Разложите 8 карт на "
                         "ствол 1 и ствол 2 (4 + 4, менять нельзя), затем торгуйтесь в обоих "
                         "кругах.",
    "bots_label": "Боты",
    "split_now": "Разложите карты: щелчок, касание или буква перекладывают карту: рука → "
                 "ствол 1 → ствол 2.",
    "split_button": "Разложить и играть",
    "barrel_full": "В стволе {n} уже 4 карты.",
    "need_split": "Положите по 4 карты в каждый ствол (сейчас {a} и {b}).",
    "in_hand": "в руке",
    "barrel_n": "Ствол {n}",
    "your_turn": "Ваш ход: ваш итог за круг {mine}, наибольший {high}, предел {cap}.",
    "waiting": "Ходят боты.",
    "call": "Колл",
    "fold": "Пас",
    "bet_n": "Ставка {n}",
    "raise_n": "Рейз до {n}",
    "refused": "Отказ:",
    "log": "За столом",
    "log_round": "Круг {r}: открывает {who} минимальной ставкой {lo}; итог за круг не больше "
                 "{cap}.",
    "no_fold": "Пасовать нельзя.",
    "log_action": "{who}: {what} (банк {pot}).",
    "did_bet": "ставка {to}",
    "did_raise": "рейз до {to}",
    "did_call": "колл ({to})",
    "did_fold": "пас",
    "showdown_n": "Вскрытие {r} (ствол {r})",
    "unshown": "выигрыш без вскрытия",
    "half_is": "Банк {pot}: каждая половина — {half}.",
    "wins_half": "{who} — эта половина",
    "you_win_half": "Вы — эта половина",
    "split_half": "{who} делят эту половину",
    "got": "{who}: получает {got}, вложил {put}, итог {net}",
    "splits_title": "Раскладки и оценка тренажёра",
    "split_rank": "место {rank} из 35",
    "best_split": "лучшая раскладка",
    "bot_score": "Оценка {score} (лучшая раскладка {best}: {best_score}).",
    "session": "Сессия: раздач {hands} · {chips}",
    "next_hand": "Следующая раздача",
    "keys_barrel": "Клавиши: a–h перекладывают карту, Enter — разложить (и следующая "
                   "раздача); в свой ход: c — колл, f — пас, 1–5 — ставка или рейз до этой "
                   "суммы.",
}

_TABLES = {"en": _EN, "ru": _RU}


def dt(key: str, lang: str = "en", **values: object) -> str:
    """A drill text in ``lang`` (``en`` or ``ru``), formatted with ``values``."""
    table = _TABLES.get(lang, _EN)
    text = table.get(key) or _EN.get(key)
    if text is None:
        from tutor.ui.strings import t

        return t(key, lang, **values)
    return text.format(**values) if values else text
