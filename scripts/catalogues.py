"""Extract the tutor's messages and compile its catalogues (needs Babel: the ``site`` extra).

    .venv/bin/python scripts/catalogues.py extract   # tutor/locale/tutor.pot, merged into each .po
    .venv/bin/python scripts/catalogues.py compile   # each .po -> its committed .mo
    .venv/bin/python scripts/catalogues.py init xx   # a new language's .po from the template

A translator edits ``tutor/locale/<lang>/LC_MESSAGES/tutor.po`` and runs ``compile``.
"""

from __future__ import annotations

import importlib
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "tutor"
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "tutor.pot"
KEYWORDS = {"_": None, "p_": ((1, "c"), 2), "n_": (1, 2), "np_": ((1, "c"), 2, 3),
            "N_": None, "NN_": (1, 2), "NP_": ((1, "c"), 2)}
"""The lookups of :mod:`tutor.texts` and where their messages stand."""
TABLE_MODULES = ("tutor.ui.strings", "tutor.ui.drill_strings", "tutor.ui.rasp_strings",
                 "tutor.ui.review_strings", "tutor.ui.teach.texts", "tutor.ui.models.check",
                 "tutor.site.course_html", "tutor.site.js_texts")
"""The modules that make :class:`tutor.texts.MessageTable` s (imported to extract them)."""


def po_files() -> list[Path]:
    return sorted(LOCALE.glob("*/LC_MESSAGES/tutor.po"))


def extract() -> Catalog:
    """Every message the package's Python marks, with where it stands."""
    catalog = Catalog(project="Card Rules Tutor", fuzzy=False)
    methods = [("**/site/assets/**", "ignore"), ("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PACKAGE), methods, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
        catalog.add(message, None, [(f"tutor/{filename}", lineno)],
                    auto_comments=comments, context=context,
                    flags=("python-brace-format",) if "{" in str(message) else ())
    from tutor.i18n import GENERATED_MESSAGES

    for context, message in GENERATED_MESSAGES:
        catalog.add(message, None, [("tutor/i18n.py", 0)], context=context)
    from tutor.games import GAMES

    for game in GAMES.values():
        catalog.add(game.names["en"], None, [("tutor/games.py", 0)], context="game")
        if game.short_names:
            catalog.add(game.short_names["en"], None, [("tutor/games.py", 0)],
                        context="game, in a sentence")
    from tutor.rankings.registry import FAMILY_IDS, get_family

    for family_id in FAMILY_IDS:
        for code, by_lang in get_family(family_id).texts.items():
            if by_lang.get("en"):
                catalog.add(by_lang["en"], None, [(f"tutor/rankings ({family_id})", 0)],
                            context=f"ranking:{code}")
    from tutor.raspisnoy.texts import TEXTS

    for code, by_lang in TEXTS.items():
        catalog.add(by_lang["en"], None, [("tutor/raspisnoy/texts.py", 0)],
                    context=f"raspisnoy:{code}",
                    flags=("python-brace-format",) if "{" in by_lang["en"] else ())
    from tutor.course import COURSE, COURSE_CONTEXT, GENERAL_SECTIONS, TOPICS

    course_texts = [*(t["en"] for t in TOPICS.values()),
                    *(t["en"] for t in GENERAL_SECTIONS.values())]
    for lesson in COURSE:
        course_texts += [lesson.title("en"), lesson.teaching("en"), *lesson.outcomes_in("en")]
    for text in course_texts:
        catalog.add(text, None, [("tutor/course.py", 0)], context=COURSE_CONTEXT)
    for module in TABLE_MODULES:
        importlib.import_module(module)
    from tutor.texts import TABLES

    for table in TABLES:
        for context, message in table.messages():
            if message:  # an empty text is the same in every language
                catalog.add(message, None, [(table.name, 0)], context=context,
                            flags=("python-brace-format",) if "{" in message else ())
    return catalog


def read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=path.parts[-3])


def mo_bytes(po: Path) -> bytes:
    """The compiled ``.mo`` of a ``.po`` (fuzzy and untranslated messages left out)."""
    buf = io.BytesIO()
    write_mo(buf, read(po))
    return buf.getvalue()


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=False, omit_header=False,
                 ignore_obsolete=True)


def cmd_extract() -> None:
    template = extract()
    write(template, TEMPLATE)
    for po in po_files():
        catalog = read(po)
        catalog.update(template, no_fuzzy_matching=True)
        write(catalog, po)
        print(f"{po.relative_to(REPO)}: {len(catalog)} messages")


def cmd_compile() -> None:
    for po in po_files():
        po.with_suffix(".mo").write_bytes(mo_bytes(po))
        print(f"{po.with_suffix('.mo').relative_to(REPO)}")


def cmd_init(lang: str) -> None:
    with TEMPLATE.open("rb") as f:
        template = read_po(f)
    catalog = Catalog(locale=lang, project="Card Rules Tutor", fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    write(catalog, LOCALE / lang / "LC_MESSAGES" / "tutor.po")


def main(argv: list[str]) -> int:
    if argv[:1] == ["extract"]:
        cmd_extract()
    elif argv[:1] == ["compile"]:
        cmd_compile()
    elif argv[:1] == ["init"] and len(argv) == 2:
        cmd_init(argv[1])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
