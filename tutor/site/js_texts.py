"""The sentences the site's scripts show, from the text catalogue: the build writes them in.

Each script keeps one line ``  const TEXTS = {};``; the build replaces its ``{}`` with the
script's table in every language of :data:`tutor.texts.LANGS` (English and the catalogue's
others, context ``<script>:<key>``), and the script reads ``TEXTS[lang]`` (a language it is
not given falls back to English). A ``{name}`` placeholder is filled in the browser.

>>> texts = texts_by_lang(PAGE)
>>> texts["ru"]["render"], sorted(texts) == sorted(LANGS)
('Раздаём карты…', True)
>>> write_texts('x;\\n  const TEXTS = {};\\n', PAGE)[:40]
'x;\\n  const TEXTS = {"en": {"boot": "Gett'
"""

from __future__ import annotations

import json

from tutor.texts import LANGS, MessageTable, p_

TEXTS_LINE = "  const TEXTS = {};"
"""The line of a script the build fills with its texts."""

PAGE = MessageTable("page.js", {
    "boot": "Getting the exercise ready — the first visit takes a few seconds…",
    "packages": "Loading the card rules for the exercise (once per visit)…",
    "imports": "Preparing the exercises…",
    "render": "Dealing the cards…",
    "error": "The exercise could not start: ",
    "early": "Starting the exercise — you can already answer: your answer is checked in a "
             "moment.",
    "queued": "Answer noted — it is checked as soon as the exercise has started…",
    "answered": "Starting the rest of the exercise — your answer is already checked.",
    "offline": "this device is offline, and the Python that checks the answers is not kept on "
               "it yet. Connect once, or keep the whole course for offline use on the "
               "Progress page.",
})
"""``assets/page.js``: a lesson page's exercises starting."""

OFFLINE = MessageTable("offline.js", {
    "mb": "{n} MB",
    "keep": "Keep the whole course for offline use ({size})",
    "ask": "It downloads about {size} ({files} files) once; nothing else is downloaded in "
           "the background.",
    "going": "Downloading: {done} of {all} ({files} of {n} files)…",
    "done": "The whole course is kept on this device: every lesson and its exercises work "
            "offline.",
    "stopped": "The download stopped ({why}). What was downloaded is kept: press the button "
               "again to go on.",
    "cannot": "This browser cannot keep the course for offline use here (it has no service "
              "worker or no storage for this site).",
    "saveData": "Your browser asks to save data, so the tutor downloads nothing in the "
                "background; this button downloads only when you press it.",
    "label": "Downloading the whole course",
})
"""``assets/offline.js``: "Keep the whole course for offline use" on the progress page
(``mb``: a size in megabytes, ``{n}`` already written with the language's decimal
separator, context ``decimal separator``)."""

SCRIPTS: dict[str, MessageTable] = {"page.js": PAGE, "offline.js": OFFLINE}
"""The scripts whose texts the build writes in, by their file name under ``assets/``."""


class TextsLineError(ValueError):
    """A script lacks its ``const TEXTS = {};`` line (or has it twice)."""


def texts_by_lang(table: MessageTable) -> dict[str, dict[str, str]]:
    """A table's texts in every language: ``{lang: {key: text}}``."""
    return {lang: {key: table(key, lang) for key in table.english} for lang in LANGS}


def write_texts(js: str, table: MessageTable) -> str:
    """The script ``js`` with its texts line filled (:data:`TEXTS_LINE`)."""
    if js.count(TEXTS_LINE) != 1:
        raise TextsLineError(f"{table.name}: expected the line {TEXTS_LINE.strip()!r} once")
    data = texts_by_lang(table)
    for lang in LANGS:  # the separator a script writes numbers with (the catalogue's)
        data[lang]["decimal"] = p_("decimal separator", ".", lang)
    return js.replace(TEXTS_LINE, TEXTS_LINE.replace("{}", json.dumps(data, ensure_ascii=False)))

