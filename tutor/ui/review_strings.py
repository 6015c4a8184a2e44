"""The review page's texts (en/ru), and when an item is due, in words.

>>> rv("title", "ru")
'Повторение'
>>> from datetime import datetime, timezone
>>> now = datetime(2026, 12, 2, 9, 0, tzinfo=timezone.utc)
>>> due_text(datetime(2026, 12, 2, 9, 10, tzinfo=timezone.utc), now, "en")
'in 10 minutes'
>>> due_text(datetime(2026, 12, 9, 9, 0, tzinfo=timezone.utc), now, "ru")
'9 декабря 2026 г.'
"""

from __future__ import annotations

from datetime import datetime

from tutor.ui.strings import t

_TEXTS: dict[str, dict[str, str]] = {
    "title": {"en": "Review", "ru": "Повторение"},
    "intro": {"en": "Items you answered wrongly come back here on a spaced schedule (FSRS). "
                    "Answer each one as in its lesson: a right first answer sends it further "
                    "away, a wrong one brings it back soon.",
              "ru": "Сюда возвращаются задания, на которые вы ответили неверно, — по "
                    "расписанию интервальных повторений (FSRS). Отвечайте так же, как в "
                    "уроке: верный первый ответ отодвигает задание, неверный возвращает его "
                    "скоро."},
    "loading": {"en": "Reading your progress…", "ru": "Читаем ваш прогресс…"},
    "status": {"en": "Item {n} of {total} · {what} · {game}",
               "ru": "Задание {n} из {total} · {what} · {game}"},
    "next_item": {"en": "Next item", "ru": "Следующее задание"},
    "finish": {"en": "Finish the review", "ru": "Закончить повторение"},
    "rated_good": {"en": "Right at the first try: this item comes back {when}.",
                   "ru": "Верно с первой попытки: это задание вернётся {when}."},
    "rated_again": {"en": "Not right at the first try: this item comes back {when}. "
                          "You can still try it again now.",
                    "ru": "С первой попытки не получилось: это задание вернётся {when}. "
                          "Попробовать ещё раз можно и сейчас."},
    "nothing_yet": {"en": "Nothing to review yet: the items you answer wrongly in the "
                          "lessons come back here.",
                    "ru": "Повторять пока нечего: сюда возвращаются задания, на которые вы "
                          "ответили в уроках неверно."},
    "first_lesson": {"en": "Start with the first lesson", "ru": "Начните с первого урока"},
    "nothing_now": {"en": "Nothing is due now. The next item is due {when}.",
                    "ru": "Сейчас повторять нечего. Следующее задание — {when}."},
    "finished": {"en": "Review done: {right} of {total} right at the first try.",
                 "ru": "Повторение окончено: с первой попытки верно {right} из {total}."},
    "next_due": {"en": "The next item is due {when}.",
                 "ru": "Следующее задание — {when}."},
    "bad_entry": {"en": "Item {n} of your saved review could not be dealt ({why}); it is "
                        "left out.",
                  "ru": "Задание {n} из сохранённого повторения не удалось раздать ({why}); "
                        "оно пропущено."},
    "raspisnoy": {"en": "Raspisnoy", "ru": "Расписной покер"},
    "now": {"en": "now", "ru": "сейчас"},
}

_MONTHS_RU = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
              "сентября", "октября", "ноября", "декабря")
_MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December")


def rv(key: str, lang: str, **values: object) -> str:
    """A review text in ``lang`` (the apps' shared texts when the review has none)."""
    if key in _TEXTS:
        text = _TEXTS[key]["ru" if lang == "ru" else "en"]
        return text.format(**values) if values else text
    return t(key, lang, **values)


def _plural_ru(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def due_text(when: datetime, now: datetime, lang: str) -> str:
    """'now', 'in 10 minutes', 'in 3 hours', or the date ('on 9 December 2026' / '9 декабря
    2026 г.'): within a day a learner thinks in minutes and hours, beyond it in dates.

    >>> from datetime import timezone
    >>> d = datetime(2026, 12, 2, tzinfo=timezone.utc)
    >>> due_text(d.replace(hour=5), d, "ru"), due_text(d.replace(hour=5), d, "en")
    ('через 5 часов', 'in 5 hours')
    """
    seconds = (when - now).total_seconds()
    ru = lang == "ru"
    if seconds <= 30:
        return rv("now", lang)
    minutes = max(1, round(seconds / 60))
    if minutes < 60:
        if ru:
            return f"через {minutes} " + _plural_ru(minutes, "минуту", "минуты", "минут")
        return f"in {minutes} minute" + ("" if minutes == 1 else "s")
    hours = round(minutes / 60)
    if hours < 24:
        if ru:
            return f"через {hours} " + _plural_ru(hours, "час", "часа", "часов")
        return f"in {hours} hour" + ("" if hours == 1 else "s")
    if ru:
        return f"{when.day} {_MONTHS_RU[when.month - 1]} {when.year} г."
    return f"on {when.day} {_MONTHS_EN[when.month - 1]} {when.year}"


def kind_name(kind: str, lang: str) -> str:
    """A widget kind's title in ``lang`` (the title its lesson widget shows).

    >>> kind_name("quiz", "en"), kind_name("is-low", "ru"), kind_name("rasp-bid", "en")
    ('Who wins?', 'Есть ли лоу?', 'Bid as the dealer')
    """
    from tutor.ui.drill_strings import dt
    from tutor.ui.rasp_strings import rt

    if kind.startswith("rasp-"):
        return rt(kind.removeprefix("rasp-") + "_title", lang)
    if kind in ("quiz", "split"):
        return t(kind + "_title", lang)
    return dt(kind.replace("-", "_") + "_title", lang)
