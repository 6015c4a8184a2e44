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

import gettext
import json
import re
from typing import Any

from tutor.texts import LANGS, MessageTable, gettext_for, p_, url_prefix

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
    data = texts_by_lang_all(table)
    for lang in LANGS:  # the separator a script writes numbers with (the catalogue's)
        data[lang]["decimal"] = p_("decimal separator", ".", lang)
    return js.replace(TEXTS_LINE, TEXTS_LINE.replace("{}", json.dumps(data, ensure_ascii=False)))



class ScriptTable(MessageTable):
    """A script's table whose entries may be plural messages (a tuple: the singular and the
    plural English, not marked ``NN_``: its context is the table's, as for every entry); the
    build writes a plural's forms, in the order of the language's catalogue, and the script
    picks one with the language's plural rule (:func:`write_langs`)."""

    def __init__(self, name: str, english: dict[str, str | tuple[str, str]]) -> None:
        self.plurals = {k: v for k, v in english.items() if isinstance(v, tuple)}
        super().__init__(name, {k: v for k, v in english.items() if isinstance(v, str)})
        self.english_all = english

    def messages(self) -> list[tuple[str, Any]]:
        return [(f"{self.name}:{key}", text) for key, text in self.english_all.items()]

    def forms(self, key: str, lang: str) -> list[str]:
        """A plural message's forms in ``lang``, the catalogue's order."""
        singular, plural = self.plurals[key]
        rule = plural_rule(lang)
        firsts: dict[int, int] = {}
        for n in range(1000):  # the first count of each form
            firsts.setdefault(_plural_index(rule, n), n)
        catalogue = gettext_for(lang)  # the forms as written, their {n} left for the script
        return [catalogue.npgettext(f"{self.name}:{key}", singular, plural, firsts[i])
                for i in sorted(firsts)]


def plural_rule(lang: str) -> str:
    """The catalogue's plural rule of ``lang`` (its ``Plural-Forms`` expression of ``n``, a C
    expression that is valid JavaScript too)."""
    header = gettext_for(lang).info().get("plural-forms", "")
    found = re.search(r"plural\s*=\s*([^;]+)", header)
    rule = found.group(1).strip() if found else "(n != 1)"
    if not re.fullmatch(r"[n0-9\s()!=<>&|?:%+\-*/]+", rule):
        raise ValueError(f"{lang}: the catalogue's plural rule {rule!r} is not an expression of n")
    return rule


def _plural_index(rule: str, n: int) -> int:
    """``rule`` of ``n``, the way gettext reads it."""
    return int(gettext.c2py(rule)(n))


def texts_by_lang_all(table: MessageTable) -> dict[str, dict[str, str | list[str]]]:
    """A table's texts in every language, a plural's as its list of forms."""
    data: dict[str, dict[str, str | list[str]]] = {}
    for lang in LANGS:
        data[lang] = dict(texts_by_lang(table)[lang])
        if isinstance(table, ScriptTable):
            data[lang].update({key: table.forms(key, lang) for key in table.plurals})
    return data


LANGS_LINE = "  const LANGS = {};"
"""The line of a script the build fills with the site's languages: each one's URL prefix and
plural rule (a function of n giving the index of a plural's form)."""


def write_langs(js: str) -> str:
    """The script ``js`` with its languages line filled (:data:`LANGS_LINE`), the source
    language first."""
    if js.count(LANGS_LINE) != 1:
        raise TextsLineError(f"expected the line {LANGS_LINE.strip()!r} once")
    langs = ", ".join(f"{json.dumps(lang)}: {{\"prefix\": {json.dumps(url_prefix(lang))}, "
                      f"\"plural\": (n) => Number(({plural_rule(lang)}))}}" for lang in LANGS)
    return js.replace(LANGS_LINE, LANGS_LINE.replace("{}", "{" + langs + "}"))


PROGRESS = ScriptTable("progress.js", {
    "stars": "{n} of 3 stars", "answers": "{r} of {a} right",
    "cont": "Continue where you left off:",
    "dueForReview": ("{n} item is due for review", "{n} items are due for review"),
    "noProgress": "No progress yet on this device. Answer an exercise in any lesson and it is "
                  "kept here.",
    "lesson": "Lesson", "exercise": "Exercise", "right": "Right", "wrong": "Wrong",
    "mark": "Stars", "done": "done: its check is passed", "doneShort": "Done",
    "checkHead": "Check",
    "checkPassed": "passed (best: {b} of {n})", "checkNot": "not passed yet (best: {b} of {n})",
    "checkNone": "not taken yet",
    "cards": ("Review: {n} item kept, {d} due now.", "Review: {n} items kept, {d} due now."),
    "goReview": "Go to the review",
    "showCode": "Show my progress code", "copy": "Copy the code", "copied": "The code is copied.",
    "codeLabel": "Your progress code (copy it to another device)",
    "download": "Download as a file", "importLabel": "Paste a progress code",
    "importCode": "Import the code", "importFile": "Import a file",
    "reset": "Reset all progress",
    "resetAsk": "Erase all progress and review items on this device? This cannot be undone.",
    "resetYes": "Yes, erase it", "cancel": "Cancel",
    "resetDone": "All progress on this device is erased.",
    "replaceAsk": ("This replaces the progress on this device ({n} lesson).",
                      "This replaces the progress on this device ({n} lessons)."),
    "replaceYes": "Replace it",
    "imported": ("Progress imported: {n} lesson, {items}.",
                    "Progress imported: {n} lessons, {items}."),
    "importedItems": ("{n} review item", "{n} review items"),
    "empty": "Paste a progress code first.",
    "notCode": "This is not a progress code of Card Rules Tutor: a code starts with "
               "“{prefix}”.",
    "newer": "This code comes from a newer version of the tutor (format {v}); this page reads "
             "format {mine}.",
    "damaged": "The code is damaged or incomplete: its check characters do not match. Copy "
               "the whole code again.",
    "badData": "The code does not hold valid progress: {why}.",
    "notJson": "The file “{f}” is not a progress file: it is not JSON.",
    "notOurs": "The file “{f}” is not a progress file of Card Rules Tutor.",
    "badFile": "The file “{f}” does not hold valid progress: {why}.",
    "noCompress": "This browser cannot make a code; download the file instead.",
    "pNotObject": "{w} is not a list of entries", "q": "“{x}”",
    "pCount": "lesson “{l}”, exercise “{w}”: “{f}” is not a whole number",
    "pKind": "{w}: “{k}” is not an exercise of the tutor",
    "pCard": "review item “{k}” has no valid schedule",
    "pVersion": "format “{v}” is unknown",
    "pLesson": "“{l}” is not a lesson of the course",
    "pField": "{w}: “{f}” is missing or not valid",
    "inLesson": "lesson “{l}”", "inCard": "review item “{k}”", "inAll": "the progress",
    "noData": "The code is complete, but it holds no progress data: what it carries is not "
              "packed progress. Make the code again on the other device.",
    "tooBig": "The file “{f}” is too large to be a progress file (a progress file is at most "
              "a few megabytes).",
    "notSaved": "The progress could not be saved: this browser refused to store it (its "
                "storage for this site may be full). Nothing was changed.",
    "setAside": "Your progress saved in this browser could not be read ({why}). It has been "
                "set aside and you start afresh; {erase}",
    "eraseHere": "“Reset all progress” below erases it.",
    "eraseThere": "the progress page can erase it.",
    "keptAside": "Progress saved earlier in this browser could not be read, so it was set "
                 "aside (kept as “tutor-progress-unreadable”). “Reset all progress” erases "
                 "it too.",
    "notJsonStored": "it is not JSON", "progressPage": "Progress",
    "pRule": "rule “{r}” has no valid mastery",
    "rulesHead": "Rules", "mastered": "mastered", "shaky": "shaky", "unseen": "not seen yet",
    "rulesCount": "{m} mastered, {s} shaky, {u} not seen yet.",
    "rulesNone": "The map of the course's rules could not be loaded (it needs the site's "
                 "files).",
    "weak": "Practise my weak spots",
    "weakNone": "No shaky rules yet: answer some exercises, and the rules you miss come here.",
    "taughtIn": "Taught in:",
})
"""``assets/progress.js``: progress, its code and file, the rules' map (``{prefix}``: the
code's first characters, ``{mine}``: the code format this page reads)."""

CLASSPIC = ScriptTable("classpic.js", {
    "label": "The students' progress codes (one per line; or drop their progress files here)",
    "read": "Show the class picture", "files": "Or choose files",
    "none": "Paste at least one progress code first.",
    "readN": ("{n} student read{rest}", "{n} students read{rest}"),
    "leftOut": (", {n} code left out.", ", {n} codes left out."),
    "readEnd": ".",
    "bad": "Code {i}: {why}", "tooMany": "Only the first {n} codes are read.",
    "rulesHead": "Rules: how many students have each one",
    "rule": "Rule", "lesson": "Taught in", "mastered": "mastered", "shaky": "shaky",
    "unseen": "not seen",
    "weakestHead": "The rules the class is least sure of",
    "weakLine": "{name}: shaky for {s} of {n}",
    "noneShaky": "No rule is shaky for any student.",
    "posHead": "The positions the class got wrong most",
    "posCol": "Position", "whoCol": "Students who got it wrong", "exCol": "Exercise",
    "noPos": "No student has a position answered wrongly.",
    "plan": "Make a class plan of these positions", "planOpen": "Open the class link",
    "projector": "Open the projector view",
    "planNote": ("The plan deals the {n} position of this list it can deal: \"Who wins?\" "
                 "deals first, then drill tasks, each by how many got it wrong.",
                 "The plan deals the {n} positions of this list it can deal: \"Who wins?\" "
                 "deals first, then drill tasks, each by how many got them wrong."),
    "noPlan": ("None of these positions is a \"Who wins?\" deal or a drill task a class plan "
               "can deal, so there is no plan to make."),
    "rulesNone": "The course's rules could not be loaded (the site's files are needed).",
    "task": "task {n} of seed {s}",
})
"""``assets/classpic.js``: the class picture on the teacher's page."""

SCRIPTS.update({"progress.js": PROGRESS, "classpic.js": CLASSPIC})
