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

from tutor.texts import NP_, MessageTable, _, n_, p_
from tutor.ui.strings import t

_TEXTS: dict[str, str] = {
    "title": "Review",
    "intro": "Items you answered wrongly come back here on a spaced schedule (FSRS). Answer each "
             "one as in its lesson: a right first answer sends it further away, a wrong one "
             "brings it back soon.",
    "loading": "Reading your progress…",
    "status": "Item {n} of {total} · {what} · {game}",
    "next_item": "Next item",
    "finish": "Finish the review",
    "rated_good": "Right at the first try: this item comes back {when}.",
    "rated_again": "Not right at the first try: this item comes back {when}. You can still try it "
                   "again now.",
    "nothing_yet": "Nothing to review yet: the items you answer wrongly in the lessons come back "
                   "here.",
    "first_lesson": "Start with the first lesson",
    "nothing_now": "Nothing is due now. The next item is due {when}.",
    "finished": "Review done: {right} of {total} right at the first try.",
    "next_due": "The next item is due {when}.",
    "bad_entry": "Item {n} of your saved review could not be dealt ({why}); it is left out.",
    "raspisnoy": "Raspisnoy",
    "now": "now",
    "weak_title": "Practise my weak spots",
    "weak_intro": "Fresh deals, each turning on one of the rules you are least sure of. After a "
                  "wrong answer, the next deal tests the same rule in a new position.",
    "weak_good": "Right at the first try. The rule: {rule}.",
    "weak_again": "Not right at the first try. The rule: {rule}. The next deal tests it again "
                  "in a new position; you can still try this one again now.",
    "weak_none": "No shaky rules yet: answer some exercises in the lessons, and the rules you "
                 "miss come here.",
    "weak_finished": "Weak spots practised: {right} of {total} right at the first try.",
    "weak_bad": "Deal {n} of this session could not be made ({why}); it is left out.",
}

_MONTHS = (NP_("month, in a date", "January"), NP_("month, in a date", "February"),
           NP_("month, in a date", "March"), NP_("month, in a date", "April"),
           NP_("month, in a date", "May"), NP_("month, in a date", "June"),
           NP_("month, in a date", "July"), NP_("month, in a date", "August"),
           NP_("month, in a date", "September"), NP_("month, in a date", "October"),
           NP_("month, in a date", "November"), NP_("month, in a date", "December"))


rv = MessageTable("review", _TEXTS, fallback=t)
"""``rv(key, lang, **values)``: a review text in ``lang`` (the apps' shared texts when the
review has none)."""


def due_text(when: datetime, now: datetime, lang: str) -> str:
    """'now', 'in 10 minutes', 'in 3 hours', or the date ('on 9 December 2026' / '9 декабря
    2026 г.'): within a day a learner thinks in minutes and hours, beyond it in dates.

    >>> from datetime import timezone
    >>> d = datetime(2026, 12, 2, tzinfo=timezone.utc)
    >>> due_text(d.replace(hour=5), d, "ru"), due_text(d.replace(hour=5), d, "en")
    ('через 5 часов', 'in 5 hours')
    """
    seconds = (when - now).total_seconds()
    if seconds <= 30:
        return rv("now", lang)
    minutes = max(1, round(seconds / 60))
    if minutes < 60:
        return n_("in {n} minute", "in {n} minutes", minutes, lang)
    hours = round(minutes / 60)
    if hours < 24:
        return n_("in {n} hour", "in {n} hours", hours, lang)
    return _("on {day} {month} {year}", lang, day=when.day, year=when.year,
             month=p_("month, in a date", _MONTHS[when.month - 1], lang))


def kind_name(kind: str, lang: str) -> str:
    """A widget kind's title in ``lang`` (the title its lesson widget shows).

    >>> kind_name("quiz", "en"), kind_name("is-low", "ru"), kind_name("rasp-bid", "en")
    ('Who wins?', 'Есть ли лоу?', 'Bid as the dealer')
    """
    from tutor.ui.kinds import kind as row

    return row(kind).title(lang)
