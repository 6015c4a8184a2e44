"""The apps' own words in English and Russian (labels, buttons, messages).

Names of games, categories and the explanations of showdowns come from the
rules core (:mod:`tutor.games`, :mod:`tutor.i18n`, :mod:`tutor.explain`);
this module holds only what the user interface adds.

>>> t("submit", "ru")
'Проверить'
>>> t("hand_n", "en", n=3)
'Hand 3'
>>> t("no-such-key", "en")
'no-such-key'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.i18n import LANGS, number

if TYPE_CHECKING:
    from tutor.rankings.base import Family

__all__ = ["LANGS", "deck_name", "definition", "number", "odds_number", "percent", "t"]

_EN: dict[str, str] = {
    # shared
    "language": "Language",
    "game": "Game",
    "four_colour": "Four-colour deck",
    "large": "Large cards (projector)",
    "options": "Display",
    "error_prefix": "Please check:",
    # ladder
    "ladder_title": "Hand rankings",
    "ladder_intro": "The hands of {game}, from best to worst. Select a row for more examples "
                    "and how it compares with the row below it.",
    "low_intro": "In this game the lowest hand wins: the best hand is at the top.",
    "hilo_intro": "The pot is split between the best high hand (this ladder) and the best low "
                  "(eight or better, below it).",
    "low_title": "The low half: eight or better",
    "low_split": "The pot is split: the best high hand takes one half, the best low the other; "
                 "when nobody has a qualifying low, the high hand takes the whole pot.",
    "low_what": "A low needs five cards of different ranks, all 8 or lower; the ace counts low, "
                "and straights and flushes do not spoil a low.",
    "low_best": "Lows compare from the highest card down, and the lower wins: the best low is "
                "{best} (the wheel), the worst {worst}; there are {n} different lows.",
    "low_count": "{count} of the {total} five-card hands make a low (1 in {odds}).",
    "col_low": "Low",
    "col_place": "Place",
    "low_place": "{place} of {n}",
    "no_low_title": "No low",
    "no_low_high": "a card above 8",
    "no_low_pair": "a pair: only four different ranks",
    "low_vs": "One low against another",
    "col_rank": "#",
    "col_category": "Hand",
    "col_example": "Example",
    "col_count": "Hands",
    "col_odds": "Odds",
    "odds": "1 in {n}",
    "counted_over": "Counted over all {total} hands of {size} cards from {deck}.",
    "count_unknown": "—",
    "special_rows": "Marked rows: what makes this game different.",
    "suit_order": "Suit order (best first): {order}.",
    "try_hand": "Try a hand",
    "try_go": "Show",
    "heads_up_note": "Heads-up exception: when only two players are left, the lowest straight "
                     "flush (T-9-8-7-A) beats a royal flush.",
    "try_placeholder": "e.g. As Ks Qs Js Ts",
    "try_result": "{cards}: {category}",
    "try_place": "row {row} of {rows} of this game's ladder",
    "try_best": "the best possible hand in this game",
    "try_plays": "the five that play",
    "try_need": "type {n} cards",
    "more_examples": "More examples of {category}",
    "vs_neighbour": "{category} against {below}",
    "lowest_row": "This is the lowest row: every hand makes at least this.",
    "select_row": "Select",
    # quiz
    "quiz_title": "Who wins?",
    "level": "Level",
    "beginner": "Beginner",
    "expert": "Expert",
    "players": "Players",
    "players_random": "random",
    "hand_n": "Hand {n}",
    "board": "Board",
    "vela": "Vela (shared card)",
    "pick_winner": "Pick the winning hand (several if the pot is split).",
    "pick_hilo": "Pick the high winner(s) and the low winner(s), or “no low”.",
    "pick_low_winner": "Pick the winning low hand (several if the pot is split).",
    "high": "High",
    "low": "Low",
    "no_low": "No low",
    "submit": "Check",
    "next": "Next deal",
    "need_pick": "Pick at least one winning hand first.",
    "need_pick_low": "Pick the low winner(s), or “no low”.",
    "right": "Right!",
    "wrong": "Not this time.",
    "answer_was": "Winner: {who}.",
    "answer_low": "Low: {who}.",
    "answer_no_low": "Low: nobody qualifies (no low), the high hand takes the whole pot.",
    "best_five": "best five",
    "plays": "plays",
    "best_low": "best low",
    "no_low_hand": "no low",
    "score": "Score {score} of {asked}",
    "streak": "streak {streak} (best {best})",
    "keys_quiz": "Keys: digits pick a hand, Shift+digit picks a low hand, 0 = no low, "
                 "Enter checks and then deals the next hand.",
    "keys_quiz_plain": "Keys: digits pick a hand, Enter checks and then deals the next hand.",
    "hinge": "This deal hinges on: {what}.",
    "hinge_kicker": "a kicker",
    "hinge_suit": "the suit order",
    "hinge_rank": "the rank of the combination",
    "hinge_ace-low": "an ace playing low in a run (A-2-3…)",
    "hinge_low-trap": "a straight or flush that spoils a low-looking hand",
    "hinge_vela": "the Vela, the shared card",
    "hinge_hidden-pair": "a pair inside a 3-flush or 3-straight (the run or flush ranks higher)",
    "hinge_omaha-two": "Omaha's exactly-two rule",
    "hinge_counterfeit": "a counterfeited low",
    "hinge_heads-up": "Telesina's heads-up exception",
    "hinge_category": "the category",
    "hinge_low-card": "a low card",
    "you_picked": "you picked",
    "winner_tag": "wins",
    "low_tag": "low",
    "split_tag": "split",
    # feedback on the learner's own pick (tutor.ui.models.feedback)
    "fb_pick": "Your pick, Hand {n}",
    "fb_pick_low": "Your low pick, Hand {n}",
    "fb_loses": "Your pick, Hand {n}, loses to Hand {w}:",
    "fb_loses_low": "Your low pick, Hand {n}, loses to the low of Hand {w}:",
    "fb_wins": "Hand {w} wins:",
    "fb_own_0": "no card of its own (the board alone)",
    "fb_own_1": "only one of its own cards",
    "fb_own_3": "three of its own cards",
    "fb_own_4": "all four of its own cards",
    "fb_omaha_two": "{cat} would use {own}, but Omaha plays exactly two own cards with three "
                    "from the board; with exactly two, its best hand is {best}.",
    "fb_category": "yours has {mine}; Hand {w} has {win}, which ranks higher.",
    "fb_category_low": "yours has {mine}, Hand {w} has {win}; {rule}.",
    "fb_step": "both have {both}, and {part} decides — Hand {w} has {win}, yours {lose}.",
    "fb_lower_wins": "both have {both}, and {part} decides; here the lower card wins — "
                     "Hand {w} has {win}, yours {lose}.",
    "fb_suit": "both have {both} of the same ranks, and the suit decides: {win} rank above "
               "{lose} (suit order, best first: {order}).",
    "fb_low_card": "lows are compared from the highest card down and the lower wins: Hand "
                   "{w} has {win}, yours {mine} — {hi} against {lo}.",
    "fb_no_low": "it has no qualifying low — a low needs five different ranks, all 8 or lower "
                 "(a card that pairs the board does not count twice).",
    "fb_no_low_board": "it has no qualifying low, and no hand can have one: a low takes "
                       "three board cards of 8 or lower, of different ranks, and this board "
                       "has {n} ({cards}).",
    "fb_none": "none",
    "fb_nobody_low": "nobody has a qualifying low here, so the high hand takes the whole pot.",
    "fb_heads_up": "heads-up, the lowest straight flush T-9-8-7-A beats a royal flush "
                   "(Telesina's exception when exactly two players are left).",
    "fb_missed_tie": "The pot is split: {who} has an equal hand too — pick every tied hand.",
    "fb_part_pair": "the pair",
    "fb_part_top-pair": "the top pair",
    "fb_part_second-pair": "the second pair",
    "fb_part_trips": "the three of a kind",
    "fb_part_quads": "the four of a kind",
    "fb_part_run-top": "the top card of the run",
    "fb_part_flush-card": "the flush cards, highest first,",
    "fb_part_high-card": "the highest card",
    "fb_part_kicker": "the kicker",
    "fb_part_suited-card": "the suited cards, highest first,",
    "fb_part_low-card": "the highest card",
    "fb_part_": "the strength",
    "retry": "Try this deal again",
    "pos_players": "{game}: type 2 to {most} hands, one per line (got {n}).",
    "pos_count": "{who}: {game} needs {cards}, got {got}.",
    "seed_line": "Deals of seed {seed}",
    "seed_link": "Link to these deals",
    "seed_bad": "The seed in the link, “{seed}”, cannot be used (a seed is a whole number of "
                "up to {most} digits), so these are fresh deals.",
    "share_deal": "Share this deal",
    "teacher": "Deal a position",
    "teacher_hands": "Hands, one per line",
    "teacher_board": "Board",
    "teacher_cards": "Eight cards",
    "deal_it": "Deal it",
    "fb_said_no_low": "You said “no low”, but {who} has a qualifying low.",
    "tie_2": "both", "tie_3": "all three", "tie_4": "all four", "tie_5": "all five",
    "tie_6": "all six",
    "you_picked_high": "you picked high",
    "you_picked_low": "you picked low",
    "high_tag": "wins high",
    # split trainer
    "split_title": "Barrel-split trainer",
    "split_intro": "Split your 8 cards into barrel 1 and barrel 2, four cards each.",
    "your_cards": "Your cards",
    "barrel_n": "Barrel {n}",
    "cards_of": "{n} of 4",
    "so_far": "{category} so far ({n} of 4)",
    "opponents": "Opponents",
    "yardstick": "Yardstick",
    "keys_split": "Keys: letter a–h moves that card, as a click does (hand → barrel 1 → "
                  "barrel 2 → hand, passing over a full barrel), 1 or 2 puts the focused card "
                  "into that barrel, Enter checks, then deals again, Esc tries a split that is "
                  "not the best again.",
    "need_split": "Put exactly four cards in each barrel first ({a} and {b} now).",
    "split_rank": "Your split ranks {rank} of {total}.",
    "split_best": "The best split",
    "split_yours": "Your split",
    "win_prob": "wins {p}",
    "score_pct": "score {p}",
    "loss": "Your split scores {p} less than the best split.",
    "split_rank_loss": "Your split ranks {rank} of {total}: it scores {p} less than the best "
                       "split.",
    "split_is_best": "That is the best split: rank 1 of {total}.",
    "no_loss": "That is the best split.",
    "summary": "Splits played: {played}; average loss: {avg}; best streak of best splits: {best}.",
    "why": "Why",
    "card_key": "key {k}",
    "in_hand": "in hand",
    "in_barrel": "in barrel {n}",
    "analysing": "Working it out…",
    "yardstick_exact": "One random barrel (exact)",
    "yardstick_best": "Opponents who split well (simulated)",
    "yardstick_random": "Opponents who split at random (simulated)",
    "simulated": "Simulated: {trials} deals against {opponents} opponent(s); "
                 "standard error up to {se}.",
    "why_exact": "(by the exact yardstick: one random barrel)",
    # explainer
    "explain_title": "Who wins, and why?",
    "explain_intro": "Type each player's cards (and the board) — e.g. As Kd or A♠ K♦.",
    "player_n": "Player {n}",
    "add_player": "Add a player",
    "remove_player": "Remove the last player",
    "explain": "Explain",
    "link": "Link to this position",
    "need_players": "Type at least two players' cards.",
    "winner_is": "{who} wins.",
    "winners_are": "{who} split the pot.",
    "result_high": "High: {who}.",
    "no_board": "",
}

_RU: dict[str, str] = {
    "language": "Язык",
    "game": "Игра",
    "four_colour": "Четырёхцветная колода",
    "large": "Крупные карты (проектор)",
    "options": "Вид",
    "error_prefix": "Проверьте:",
    "ladder_title": "Старшинство комбинаций",
    "ladder_intro": "Комбинации игры «{game}» от старшей к младшей. Выберите строку — "
                    "появятся ещё примеры и сравнение со строкой ниже.",
    "low_intro": "В этой игре выигрывает самая младшая рука: лучшая — наверху.",
    "hilo_intro": "Банк делят лучшая старшая рука (хай, эта лестница) и лучшее лоу (восемь или "
                  "лучше, ниже).",
    "low_title": "Лоу-половина: восемь или лучше",
    "low_split": "Банк делится: лучшая старшая рука (хай) берёт половину, лучшее лоу — другую; "
                 "если ни у кого нет квалифицированного лоу, хай забирает весь банк.",
    "low_what": "Для лоу нужны пять карт разного достоинства не старше восьмёрки; туз — "
                "младшая карта, стриты и флеши лоу не портят.",
    "low_best": "Лоу сравнивают со старшей карты вниз, выигрывает младшее: лучшее лоу — {best} "
                "(«колесо»), худший — {worst}; всего различных лоу — {n}.",
    "low_count": "Лоу дают {count} из {total} рук по пять карт (1 из {odds}).",
    "col_low": "Лоу",
    "col_place": "Место",
    "low_place": "{place} из {n}",
    "no_low_title": "Лоу нет",
    "no_low_high": "карта старше восьмёрки",
    "no_low_pair": "пара: только четыре разных достоинства",
    "low_vs": "Один лоу против другого",
    "col_rank": "№",
    "col_category": "Комбинация",
    "col_example": "Пример",
    "col_count": "Рук",
    "col_odds": "Шанс",
    "odds": "1 из {n}",
    "counted_over": "Подсчитано по всем {total} рукам по {size} карт из {deck}.",
    "count_unknown": "—",
    "special_rows": "Выделенные строки — то, чем эта игра отличается.",
    "suit_order": "Старшинство мастей (от старшей): {order}.",
    "try_hand": "Проверить руку",
    "try_go": "Показать",
    "heads_up_note": "Исключение для двоих: когда в игре остались двое, младший стрит-флеш "
                     "(T-9-8-7-A) бьёт роял-флеш.",
    "try_placeholder": "например, As Ks Qs Js Ts",
    "try_result": "{cards}: {category}",
    "try_place": "строка {row} из {rows} в лестнице этой игры",
    "try_best": "лучшая возможная рука в этой игре",
    "try_plays": "играют эти пять",
    "try_need": "введите {n} карт",
    "more_examples": "Ещё примеры: {category}",
    "vs_neighbour": "{category} против: {below}",
    "lowest_row": "Это самая младшая строка: любая рука не хуже неё.",
    "select_row": "Выбрать",
    "quiz_title": "Кто выиграл?",
    "level": "Уровень",
    "beginner": "Новичок",
    "expert": "Знаток",
    "players": "Игроков",
    "players_random": "случайно",
    "hand_n": "Рука {n}",
    "board": "Борд",
    "vela": "Вела (общая карта)",
    "pick_winner": "Выберите выигравшую руку (несколько — если банк делится).",
    "pick_hilo": "Выберите победителя по старшим (хай) и по младшим (лоу) — или «лоу нет».",
    "pick_low_winner": "Выберите выигравшую младшую руку (несколько — если банк делится).",
    "high": "Хай",
    "low": "Лоу",
    "no_low": "Лоу нет",
    "submit": "Проверить",
    "next": "Следующая раздача",
    "need_pick": "Сначала выберите хотя бы одну выигравшую руку.",
    "need_pick_low": "Выберите победителя по лоу или «лоу нет».",
    "right": "Верно!",
    "wrong": "На этот раз нет.",
    "answer_was": "Выигрывает: {who}.",
    "answer_low": "Лоу: {who}.",
    "answer_no_low": "Лоу: ни у кого нет (лоу нет), старшая рука забирает весь банк.",
    "best_five": "лучшие пять",
    "plays": "играет",
    "best_low": "лучшее лоу",
    "no_low_hand": "нет лоу",
    "score": "Счёт {score} из {asked}",
    "streak": "серия {streak} (лучшая {best})",
    "keys_quiz": "Клавиши: цифра выбирает руку, Shift+цифра — руку по лоу, 0 — лоу нет, "
                 "Enter проверяет, затем сдаёт следующую раздачу.",
    "keys_quiz_plain": "Клавиши: цифра выбирает руку, Enter проверяет, затем сдаёт следующую "
                       "раздачу.",
    "hinge": "Здесь всё решает: {what}.",
    "hinge_kicker": "кикер",
    "hinge_suit": "старшинство мастей",
    "hinge_rank": "достоинство комбинации",
    "hinge_ace-low": "туз как младшая карта в комбинации подряд (A-2-3…)",
    "hinge_low-trap": "стрит или флеш, испортивший на вид младшую руку",
    "hinge_vela": "Вела — общая карта",
    "hinge_hidden-pair": "пара внутри 3-флеша или 3-стрита (флеш или стрит старше)",
    "hinge_omaha-two": "правило Омахи «ровно две карты»",
    "hinge_counterfeit": "«подделанный» лоу",
    "hinge_heads-up": "исключение Телесины для игры один на один",
    "hinge_category": "категория комбинации",
    "hinge_low-card": "младшая карта",
    "you_picked": "ваш выбор",
    "winner_tag": "выигрывает",
    "low_tag": "лоу",
    "split_tag": "делёж",
    "fb_pick": "Ваш выбор, рука {n}",
    "fb_pick_low": "Ваш выбор по лоу, рука {n}",
    "fb_loses": "Ваш выбор, рука {n}, проигрывает руке {w}:",
    "fb_loses_low": "Ваш выбор по лоу, рука {n}, проигрывает лоу руки {w}:",
    "fb_wins": "Выигрывает рука {w}:",
    "fb_own_0": "только из карт борда",
    "fb_own_1": "только с одной своей картой",
    "fb_own_3": "из трёх своих карт",
    "fb_own_4": "из всех четырёх своих карт",
    "fb_omaha_two": "{cat} складывается {own}, а в Омахе играют ровно две свои карты и три "
                    "карты борда; с двумя своими картами лучшая рука — {best}.",
    "fb_category": "у вашей руки {mine}, у руки {w} — {win}, а это старше.",
    "fb_category_low": "у вашей руки {mine}, у руки {w} — {win}; {rule}.",
    "fb_step": "у обеих {both}, решает {part}: у руки {w} — {win}, у вашей — {lose}.",
    "fb_lower_wins": "у обеих {both}, решает {part}, и здесь выигрывает младшая карта: "
                     "у руки {w} — {win}, у вашей — {lose}.",
    "fb_suit": "у обеих {both} одного достоинства, решает масть: {win} старше {lose} "
               "(порядок мастей от старшей: {order}).",
    "fb_low_card": "лоу сравнивают со старшей карты вниз, выигрывает младшее: у руки {w} — "
                   "{win}, у вашей — {mine}: {hi} против {lo_gen}.",
    "fb_no_low": "у неё нет квалифицированного лоу: нужны пять разных достоинств не старше "
                 "восьмёрки (карта в пару к борду второй раз не считается).",
    "fb_no_low_board": "у неё нет квалифицированного лоу, и ни у кого его быть не может: "
                       "для лоу нужны три карты борда не старше восьмёрки, разных рангов, а на "
                       "этом борде таких {n} ({cards}).",
    "fb_none": "ни одной",
    "fb_nobody_low": "ни у кого нет квалифицированного лоу, поэтому хай забирает весь банк.",
    "fb_heads_up": "один на один младший стрит-флеш T-9-8-7-A бьёт роял-флеш (исключение "
                   "Телесины, когда в игре остались ровно двое).",
    "fb_missed_tie": "Банк делится: такая же рука и у: {who} — выберите все равные руки.",
    "fb_part_pair": "пара",
    "fb_part_top-pair": "старшая пара",
    "fb_part_second-pair": "вторая пара",
    "fb_part_trips": "тройка",
    "fb_part_quads": "каре",
    "fb_part_run-top": "старшая карта комбинации",
    "fb_part_flush-card": "старшинство карт флеша",
    "fb_part_high-card": "старшая карта",
    "fb_part_kicker": "кикер",
    "fb_part_suited-card": "старшинство одномастных карт",
    "fb_part_low-card": "старшая карта",
    "fb_part_": "сила руки",
    "retry": "Ещё раз эту раздачу",
    "pos_players": "{game}: введите от 2 до {most} рук, по одной в строке (сейчас {n}).",
    "pos_count": "{who}: в игре «{game}» нужно {cards}, а введено {got}.",
    "seed_line": "Раздачи по зерну (seed) {seed}",
    "seed_link": "Ссылка на эти раздачи",
    "seed_bad": "Зерно (seed) из ссылки, «{seed}», не подходит (это целое число не длиннее "
                "{most} цифр), поэтому раздачи новые.",
    "share_deal": "Поделиться этой раздачей",
    "teacher": "Сдать свою позицию",
    "teacher_hands": "Руки, по одной в строке",
    "teacher_board": "Борд",
    "teacher_cards": "Восемь карт",
    "deal_it": "Сдать",
    "fb_said_no_low": "Вы выбрали «лоу нет», но квалифицированный лоу есть: {who}.",
    "tie_2": "обеих", "tie_3": "всех трёх", "tie_4": "всех четырёх", "tie_5": "всех пяти",
    "tie_6": "всех шести",
    "you_picked_high": "ваш выбор по хай",
    "you_picked_low": "ваш выбор по лоу",
    "high_tag": "выигрывает хай",
    "split_title": "Тренажёр раскладки по стволам",
    "split_intro": "Разложите 8 карт на ствол 1 и ствол 2, по четыре карты.",
    "your_cards": "Ваши карты",
    "barrel_n": "Ствол {n}",
    "cards_of": "{n} из 4",
    "so_far": "пока {category} ({n} из 4)",
    "opponents": "Соперников",
    "yardstick": "Мерило",
    "keys_split": "Клавиши: буква a–h перекладывает карту, как и щелчок (рука → ствол 1 → "
                  "ствол 2 → рука, полный ствол пропускается; на русской раскладке — те же "
                  "клавиши ф, и, с …), 1 или 2 кладёт выбранную карту в этот ствол, Enter "
                  "проверяет, затем сдаёт снова, Esc — ещё раз, если раскладка не лучшая.",
    "need_split": "Сначала положите ровно по четыре карты в каждый ствол (сейчас {a} и {b}).",
    "split_rank": "Ваша раскладка — {rank}-я из {total}.",
    "split_best": "Лучшая раскладка",
    "split_yours": "Ваша раскладка",
    "win_prob": "выигрывает {p}",
    "score_pct": "оценка {p}",
    "loss": "Ваша раскладка набирает на {p} меньше лучшей.",
    "split_rank_loss": "Ваша раскладка — {rank}-я из {total}: она набирает на {p} меньше "
                       "лучшей.",
    "split_is_best": "Это лучшая раскладка: 1-я из {total}.",
    "no_loss": "Это лучшая раскладка.",
    "summary": "Сыграно раскладок: {played}; средняя потеря: {avg}; лучшая серия лучших "
               "раскладок: {best}.",
    "why": "Почему",
    "card_key": "клавиша {k}",
    "in_hand": "в руке",
    "in_barrel": "в стволе {n}",
    "analysing": "Считаю…",
    "yardstick_exact": "Один случайный ствол (точно)",
    "yardstick_best": "Соперники, раскладывающие хорошо (моделирование)",
    "yardstick_random": "Соперники, раскладывающие наугад (моделирование)",
    "simulated": "Моделирование: {trials} раздач против соперников: {opponents}; "
                 "стандартная ошибка до {se}.",
    "why_exact": "(по точному мерилу: один случайный ствол)",
    "explain_title": "Кто выиграл и почему?",
    "explain_intro": "Введите карты каждого игрока (и борда) — например, As Kd или A♠ K♦.",
    "player_n": "Игрок {n}",
    "add_player": "Добавить игрока",
    "remove_player": "Убрать последнего игрока",
    "explain": "Объяснить",
    "link": "Ссылка на эту позицию",
    "need_players": "Введите карты хотя бы двух игроков.",
    "winner_is": "Выигрывает {who}.",
    "winners_are": "Банк делят: {who}.",
    "result_high": "Хай: {who}.",
    "no_board": "",
}

_TABLES = {"en": _EN, "ru": _RU}


def t(key: str, lang: str = "en", **values: object) -> str:
    """The UI text ``key`` in ``lang`` with ``values`` filled in (English fallback)."""
    table = _TABLES.get(lang, _EN)
    text = table.get(key, _EN.get(key, key))
    return text.format(**values) if values else text


def percent(x: float, lang: str = "en") -> str:
    """A probability as a percentage with one decimal (comma in Russian).

    >>> percent(0.4567), percent(0.4567, "ru")
    ('45.7%', '45,7 %')
    """
    text = f"{x * 100:.1f}"
    return f"{text.replace('.', ',')} %" if lang == "ru" else f"{text}%"


def points_figure(p: float) -> str:
    """Percentage points with one decimal, or as many as a small gap needs to show (a
    difference is never shown as 0.0: ``0.0002``); 0 is ``0.0``.

    >>> points_figure(5.32), points_figure(0.04107), points_figure(0.00018416), points_figure(0)
    ('5.3', '0.04', '0.0002', '0.0')
    """
    decimals = 1
    while p and round(abs(p), decimals) == 0 and decimals < 9:
        decimals += 1
    return f"{p:.{decimals}f}"


def points(x: float, lang: str = "en") -> str:
    """A score difference in percentage points, one decimal (comma in Russian); a gap too
    small for one decimal gets the decimals it needs (:func:`points_figure`).

    >>> points(0.0532), points(0.0532, "ru"), points(0.02, "ru"), points(0.011, "ru")
    ('5.3 points', '5,3 пункта', '2,0 пункта', '1,1 пункта')
    >>> points(0.0000018416)
    '0.0002 points'
    """
    text = points_figure(x * 100)
    if lang == "ru":
        return f"{text.replace('.', ',')} пункта"  # a fraction takes the genitive singular
    return f"{text} points"


def cards_count(n: int, lang: str = "en") -> str:
    """``4 cards`` / ``4 карты``, ``5 карт``, ``1 карта``.

    >>> cards_count(1), cards_count(4, "ru"), cards_count(5, "ru"), cards_count(21, "ru")
    ('1 card', '4 карты', '5 карт', '21 карта')
    """
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            word = "карта"
        elif 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            word = "карты"
        else:
            word = "карт"
        return f"{n} {word}"
    return f"{n} card" if n == 1 else f"{n} cards"


def odds_number(x: float, lang: str = "en") -> str:
    """The ``n`` of "1 in n": one decimal below 10, else a whole number.

    >>> odds_number(2.48), odds_number(4165.0), odds_number(2.48, "ru")
    ('2.5', '4,165', '2,5')
    """
    if x < 9.95:
        text = f"{x:.1f}"
        return text.replace(".", ",") if lang == "ru" else text
    return number(round(x), lang)


_DEFS: dict[str, dict[str, str]] = {
    "en": {
        "straight-flush": "Five cards in sequence, all of one suit ({highest} is the royal flush).",
        "four-of-a-kind": "Four cards of one rank.",
        "full-house": "Three cards of one rank and two of another.",
        "flush": "Five cards of one suit.",
        "straight": "Five cards in sequence; {lowest} is the lowest.",
        "three-of-a-kind": "Three cards of one rank.",
        "two-pair": "Two pairs of different ranks.",
        "four-flush": "Four cards of one suit.",
        "four-straight": "Four cards in sequence (A-2-3-4 lowest, J-Q-K-A highest).",
        "three-flush": "Three cards of one suit.",
        "three-straight": "Three cards in sequence (A-2-3 lowest, Q-K-A highest).",
        "one-pair": "Two cards of one rank.",
        "high-card": "None of the above: the highest cards count.",
        "low": "Five different ranks, all 8 or lower, ace low; straights and flushes ignored.",
    },
    "ru": {
        "straight-flush": "Пять карт подряд одной масти ({highest} — роял-флеш).",
        "four-of-a-kind": "Четыре карты одного достоинства.",
        "full-house": "Три карты одного достоинства и две — другого.",
        "flush": "Пять карт одной масти.",
        "straight": "Пять карт подряд; младший стрит — {lowest}.",
        "three-of-a-kind": "Три карты одного достоинства.",
        "two-pair": "Две пары разного достоинства.",
        "four-flush": "Четыре карты одной масти.",
        "four-straight": "Четыре карты подряд (младший A-2-3-4, старший J-Q-K-A).",
        "three-flush": "Три карты одной масти.",
        "three-straight": "Три карты подряд (младший A-2-3, старший Q-K-A).",
        "one-pair": "Две карты одного достоинства.",
        "high-card": "Ничего из перечисленного: решают старшие карты.",
        "low": "Пять разных достоинств не старше восьмёрки, туз младший; стриты и флеши "
               "не считаются.",
    },
}

_LOWEST_STRAIGHT = {2: "A-2-3-4-5", 6: "A-6-7-8-9", 7: "A-7-8-9-T"}
_DECK_NAMES = {
    "en": {52: "the 52-card deck", 36: "the 36-card deck (6 to ace)",
           32: "the 32-card deck (7 to ace)"},
    "ru": {52: "колода из 52 карт", 36: "колода из 36 карт (от шестёрки до туза)",
           32: "колода из 32 карт (от семёрки до туза)"},
}
_DECK_OF = {  # "from the deck" inside a sentence (Russian genitive)
    "en": _DECK_NAMES["en"],
    "ru": {52: "колоды в 52 карты", 36: "колоды в 36 карт (от шестёрки до туза)",
           32: "колоды в 32 карты (от семёрки до туза)"},
}


def deck_of(size: int, lang: str = "en") -> str:
    """A deck's name after "from": ``the 52-card deck`` / ``колоды в 52 карты``.

    >>> deck_of(36, "ru")
    'колоды в 36 карт (от шестёрки до туза)'
    """
    return _DECK_OF.get(lang, _DECK_OF["en"]).get(size, f"{size}")


def deck_name(size: int, lang: str = "en") -> str:
    """A deck's name: ``the 36-card deck (6 to ace)`` / ``колода из 36 карт …``.

    >>> deck_name(32, "ru")
    'колода из 32 карт (от семёрки до туза)'
    """
    return _DECK_NAMES.get(lang, _DECK_NAMES["en"]).get(size, f"{size}")


def definition(category: str, family: Family, lang: str = "en") -> str:
    """A one-line definition of a category in a family (the family's own, else the common one).

    >>> from tutor.rankings import get_family
    >>> definition("straight", get_family("short36"))
    'Five cards in sequence; A-6-7-8-9 is the lowest.'
    >>> definition("flush", get_family("telesina"), "en")
    'Five cards of one suit; between two flushes the higher suit wins.'
    """
    own = family.text(f"definition:{category}", lang)
    text = own or _DEFS.get(lang, _DEFS["en"]).get(category, "")
    return text.format(lowest=_LOWEST_STRAIGHT.get(family.deck.low_rank, "A-2-3-4-5"),
                       highest="A-K-Q-J-T")
