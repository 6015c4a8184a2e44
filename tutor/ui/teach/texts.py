"""The classroom pages' words, in English and Russian (one table, keyed by code)."""
# ruff: noqa: E501  (a table of sentences: one entry a line reads best)

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    # -- plan errors (each names the bad part) ------------------------------------------
    "err_empty": {"en": "the plan is empty: the link has no `plan=`",
                  "ru": "план пуст: в ссылке нет «plan=»"},
    "err_version": {"en": "plan version “{got}” is not one this site reads (it reads {want})",
                    "ru": "версия плана «{got}» этому сайту неизвестна (он читает версию {want})"},
    "err_field": {"en": "“{field}” is not a part of a plan (parts: {known})",
                  "ru": "«{field}» — не часть плана (части плана: {known})"},
    "err_twice": {"en": "the part “{field}” is given twice", "ru": "часть «{field}» указана дважды"},
    "err_number": {"en": "{what}: “{got}” is not a whole number from {lo} to {hi}",
                   "ru": "{what}: «{got}» — не целое число от {lo} до {hi}"},
    "err_game": {"en": "“{got}” is not a game of this tutor (games: {known})",
                 "ru": "«{got}» — не игра этого учебника (игры: {known})"},
    "err_kind": {"en": "“{got}” is not an exercise a plan can hold (exercises: {known})",
                 "ru": "«{got}» — не упражнение для плана (упражнения: {known})"},
    "err_kind_fits": {"en": "the exercise “{kind}” fits none of the chosen games ({games})",
                      "ru": "упражнение «{kind}» не подходит ни к одной из выбранных игр ({games})"},
    "err_level": {"en": "level “{got}” is unknown (use beginner or expert)",
                  "ru": "уровень «{got}» неизвестен (beginner — новичок, expert — знаток)"},
    "err_no_games": {"en": "choose at least one game", "ru": "выберите хотя бы одну игру"},
    "err_no_kinds": {"en": "choose at least one exercise", "ru": "выберите хотя бы одно упражнение"},
    "err_no_deals": {"en": "the plan has no deals: ask for at least one deal or type a position",
                     "ru": "в плане нет раздач: укажите хотя бы одну раздачу или введите позицию"},
    "err_too_many": {"en": "at most {most} deals in a plan (got {got})",
                     "ru": "в плане не больше {most} раздач (получено {got})"},
    "err_too_long": {"en": "the plan is too long ({got} characters, at most {most})",
                     "ru": "план слишком длинный (символов: {got}, можно не больше {most})"},
    "err_pos": {"en": "position {n}: {why}", "ru": "позиция {n}: {why}"},
    "err_line": {"en": "line {n}: {why}", "ru": "строка {n}: {why}"},
    "err_pos_shape": {"en": "write it as game:hand/hand[:board], got “{got}”",
                      "ru": "пишется так: игра:рука/рука[:борд], получено «{got}»"},
    "err_hands": {"en": "{game} is dealt here to 2 to {most} hands, got {got}",
                  "ru": "в игре «{game}» здесь раздаётся от 2 до {most} рук, получено {got}"},
    "err_hand_cards": {"en": "hand {n} has {got} cards; {game} gives each hand {want}",
                       "ru": "в руке {n} карт: {got}, а в игре «{game}» у каждого {want}"},
    "err_board_cards": {"en": "the board has {got} cards; {game} has {want}",
                        "ru": "на борде карт: {got}, а в игре «{game}» их {want}"},
    "err_hand": {"en": "hand {n}: {why}", "ru": "рука {n}: {why}"},
    "err_board": {"en": "board: {why}", "ru": "борд: {why}"},
    "err_cards": {"en": "{why}", "ru": "{why}"},
    "what_deals": {"en": "number of deals", "ru": "число раздач"},
    "what_seed": {"en": "seed", "ru": "зерно (seed)"},
    "what_hands": {"en": "hands per deal", "ru": "рук в раздаче"},
    # -- the teacher's page ---------------------------------------------------------------
    "plan_title": {"en": "Plan a class", "ru": "План занятия"},
    "games": {"en": "Games", "ru": "Игры"},
    "kinds": {"en": "Exercises", "ru": "Упражнения"},
    "level": {"en": "Level of the “Who wins?” deals", "ru": "Уровень раздач «Кто выиграл?»"},
    "beginner": {"en": "Beginner: any deal", "ru": "Новичок: любые раздачи"},
    "expert": {"en": "Expert: near-ties", "ru": "Знаток: почти ничьи"},
    "hands": {"en": "Hands per “Who wins?” deal", "ru": "Рук в раздаче «Кто выиграл?»"},
    "hands_random": {"en": "2 to 6, by the seed", "ru": "от 2 до 6, по зерну"},
    "deals": {"en": "Number of deals", "ru": "Число раздач"},
    "seed": {"en": "Seed (the same seed gives the same deals)",
             "ru": "Зерно (одно зерно — одни и те же раздачи)"},
    "positions": {"en": "Your own positions (optional), one per line",
                  "ru": "Свои позиции (по желанию), по одной в строке"},
    "positions_how": {"en": "A position: game: hand | hand / board, e.g. holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c (cards in Latin letters: As is the ace of spades, Td the ten of diamonds; without “game:” the first ticked game).",
                      "ru": "Позиция: игра: рука | рука / борд, например holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c (карты латиницей: As — туз пик, Td — десятка бубен; без «игра:» — первая отмеченная игра)."},
    "make": {"en": "Make the class link", "ru": "Сделать ссылку для класса"},
    "level_note": {"en": "The level and the number of hands change only the “Who wins?” deals "
                         "(expert: kickers, suits, Omaha's two cards, a counterfeited low); "
                         "the drills deal their own tasks from the seed.",
                   "ru": "Уровень и число рук влияют только на раздачи «Кто выиграл?» "
                         "(знаток: кикеры, масти, две карты в Омахе, «перебитое» лоу); "
                         "тренажёры сдают свои задачи по зерну."},
    "left_out": {"en": "Not in a plan: the whole Double Barrel hand (a game against bots, not one "
                       "deal to vote on) and Raspisnoy's drills.",
                 "ru": "Не входят в план: целая раздача Double Barrel (игра с ботами, а не одна "
                       "раздача для голосования) и тренажёры распасного покера."},
    "positions_first": {"en": "Your positions come first, in the order typed, then the seeded deals.",
                        "ru": "Сначала идут ваши позиции в том порядке, как введены, "
                              "затем раздачи по зерну."},
    "link_head": {"en": "The plan is ready: {n} deals", "ru": "План готов: раздач — {n}"},
    "student_link": {"en": "Link for the students", "ru": "Ссылка для учеников"},
    "projector_link": {"en": "Projector view", "ru": "Вид для проектора"},
    "link_note": {"en": "Every student who opens the link gets these deals in this order. "
                        "Right-click a link to copy it.",
                  "ru": "Каждый, кто откроет ссылку, получит эти раздачи в этом порядке. "
                        "Чтобы скопировать ссылку, щёлкните по ней правой кнопкой."},
    "plan_code": {"en": "Plan code", "ru": "Код плана"},
    "skipped": {"en": "Left out of the plan (the rest is kept):",
                "ru": "Не вошло в план (остальное сохранено):"},
    "not_made": {"en": "The plan could not be made:", "ru": "План не составлен:"},
    "order": {"en": "The deals, in order", "ru": "Раздачи по порядку"},
    # -- the class and projector pages --------------------------------------------------
    "class_title": {"en": "Class", "ru": "Занятие"},
    "deal_of": {"en": "Deal {i} of {n}", "ru": "Раздача {i} из {n}"},
    "prev": {"en": "Previous", "ru": "Назад"},
    "next_deal": {"en": "Next deal", "ru": "Следующая раздача"},
    "reveal": {"en": "Reveal the answer", "ru": "Показать ответ"},
    "vote": {"en": "Vote now — the answer is hidden until the teacher reveals it.",
             "ru": "Голосуйте — ответ скрыт, пока учитель его не покажет."},
    "answer": {"en": "Answer", "ru": "Ответ"},
    "proj_keys": {"en": "Keys: R or Space reveals; → or N next deal; ← or P previous.",
                  "ru": "Клавиши: R или пробел — ответ; → или N — дальше; ← или P — назад."},
    "class_keys": {"en": "→ next deal, ← previous (when the focus is not in a text box).",
                   "ru": "→ — следующая раздача, ← — предыдущая (если курсор не в поле ввода)."},
    "no_plan": {"en": "This page shows a class's deals. Open it from the link your teacher gives "
                      "you, or make a plan on the teacher's page.",
                "ru": "На этой странице — раздачи занятия. Откройте её по ссылке учителя "
                      "или составьте план на странице для учителя."},
    "bad_plan": {"en": "This class link cannot be read: {why}",
                 "ru": "Ссылку на занятие не удалось прочитать: {why}"},
    "your_position": {"en": "the teacher's position", "ru": "позиция учителя"},
    "last_deal": {"en": "That was the last deal of the class.",
                  "ru": "Это была последняя раздача занятия."},
    "kind_quiz": {"en": "Who wins?", "ru": "Кто выиграл?"},
}


def tt(key: str, lang: str, **values: object) -> str:
    """A text of the classroom pages in ``lang`` (``en`` or ``ru``), filled in.

    >>> tt("deal_of", "ru", i=2, n=8)
    'Раздача 2 из 8'
    """
    entry = TEXTS[key]
    return entry.get(lang, entry["en"]).format(**values)
