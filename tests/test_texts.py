"""The message catalogues: complete, compiled, and enough on their own for a new language."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("babel")

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from scripts.catalogues import TEMPLATE, extract, mo_bytes, po_files, read
from tutor.errors import TutorError
from tutor.texts import LANGS, LOCALE_PATH_ENV, _, check_lang, gettext_for, n_

REPO = Path(__file__).resolve().parent.parent


def _key(message: object) -> tuple[str | None, str]:
    mid = message.id  # type: ignore[attr-defined]
    return message.context, mid[0] if isinstance(mid, tuple) else mid  # type: ignore[attr-defined]


def test_langs_come_from_the_catalogues_present() -> None:
    assert ("en", *sorted(p.parts[-3] for p in po_files())) == LANGS
    assert "ru" in LANGS


def test_every_committed_mo_is_compiled_from_its_po() -> None:
    for po in po_files():
        assert po.with_suffix(".mo").read_bytes() == mo_bytes(po), (
            f"{po.relative_to(REPO)} changed: run `python scripts/catalogues.py compile`")


def test_every_message_of_the_code_is_in_the_template_and_translated() -> None:
    """A message added to the code and not extracted, or not translated, fails here."""
    code = {_key(m) for m in extract() if m.id}
    template = {_key(m) for m in read_template() if m.id}
    assert code == template, "run `python scripts/catalogues.py extract`"
    for po in po_files():
        catalog = read(po)
        untranslated = [
            _key(m)[1] for m in catalog if m.id and (m.fuzzy or not (
                all(m.string) if isinstance(m.string, tuple) else m.string))]
        assert not untranslated, f"{po.relative_to(REPO)}: untranslated {untranslated[:5]}"
        assert code <= {_key(m) for m in catalog if m.id}, "run the `extract` step"


_LOOKUPS = {"_": (None, 0), "N_": (None, 0), "p_": (0, 1), "NP_": (0, 1), "n_": (None, 0),
            "NN_": (None, 0), "np_": (0, 1)}
"""Each lookup's (context, message) argument positions."""


def test_every_literal_message_of_the_code_is_in_the_template() -> None:
    """Read with Python's own parser: Babel drops a call's message when another lookup
    sits inside its arguments, and the sentence would stay English in every language."""
    import ast

    have = {_key(m) for m in read_template() if m.id}
    missing = []
    for path in sorted((REPO / "tutor").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in _LOOKUPS):
                continue
            c, m = _LOOKUPS[node.func.id]
            args = node.args
            if len(args) <= m or not isinstance(args[m], ast.Constant):
                continue
            context = None
            if c is not None:
                if not isinstance(args[c], ast.Constant):
                    continue
                context = args[c].value
            if args[m].value and (context, args[m].value) not in have:
                missing.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not missing, f"not extracted (a lookup inside a lookup's arguments?): {missing}"


def read_template() -> Catalog:
    with TEMPLATE.open("rb") as f:
        from babel.messages.pofile import read_po

        return read_po(f)


def test_russian_plurals_come_from_the_catalogue() -> None:
    assert [n_("{n} card", "{n} cards", n, "ru") for n in (1, 2, 5, 11, 21, 22, 112)] == [
        "1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "112 карт"]
    assert n_("{n} card", "{n} cards", 1) == "1 card"


def test_an_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(TutorError, match="unknown language `xx`; use en or ru"):
        gettext_for("xx")
    with pytest.raises(TutorError, match="unknown language"):
        _("Best: {best}. Yours: {mine}.", "de", best="", mine="")
    assert check_lang(" RU ") == "ru"


def write_toy_language(folder: Path, lang: str = "xx") -> None:
    """A pseudo-locale from the template alone: every message in brackets."""
    template = read_template()
    catalog = Catalog(locale=None, fuzzy=False)
    catalog._num_plurals, catalog._plural_expr = 2, "(n != 1)"  # English's rule
    for m in template:
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            string: str | tuple[str, ...] = tuple(f"[{s}]" for s in m.id)
        else:
            string = f"[{m.id}]"
        catalog.add(m.id, string, context=m.context)
    target = folder / lang / "LC_MESSAGES" / "tutor.mo"
    target.parent.mkdir(parents=True)
    with target.open("wb") as f:
        write_mo(f, catalog)


@pytest.fixture(scope="module")
def toy_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("locale")
    write_toy_language(folder)
    return {**os.environ, LOCALE_PATH_ENV: str(folder), "PYTHONPATH": str(REPO)}


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                          cwd=REPO, timeout=120)


def test_a_toy_language_from_a_catalogue_alone_explains_a_split(toy_env: dict[str, str]) -> None:
    code = ("from tutor.barrel import analyse_splits, compare_split\n"
            "from tutor.texts import LANGS\n"
            "print(LANGS)\n"
            "a = analyse_splits('As Ks Qs Js 7d 7c 2h 3h')\n"
            "print(compare_split(a, 'As Ks Qs Js').why('xx'))\n")
    r = _run(toy_env, "-c", code)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "('en', 'ru', 'xx')"
    assert lines[1].startswith("[Your split ranks 3 of 35: score [78[.]4%]")
    assert all(line.startswith("[") for line in lines[1:]), lines


def test_a_toy_language_from_a_catalogue_alone_runs_a_showdown(toy_env: dict[str, str]) -> None:
    r = _run(toy_env, "-m", "tutor", "showdown", "--game", "holdem", "--player", "Ah Kd",
             "--player", "Ac Qd", "--board", "As 9c 7h 4d 2s", "--lang", "xx")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "[Texas Hold'em] — [board]: As 9c 7h 4d 2s"
    assert lines[1].startswith("[  player 0: Ah Kd → [One pair] (")
    assert lines[3] == "[Winner: player 0]"
    assert lines[4] == ("[[Texas Hold'em]: [both have [one pair]; [the kicker] decides — "
                        "[a king] beats [a queen]].]")
    hilo = _run(toy_env, "-m", "tutor", "showdown", "--game", "stud7-hilo", "--player",
                "Ah 2h 3d 4c 5s 9c 9d", "--player", "Kc Kd Ks 8s 8h 7h 2c", "--lang", "xx")
    assert "[low 5s 4c 3d 2h Ah][  ← low]" in hilo.stdout and "[High: 1; low: 0]" in hilo.stdout
    stats = _run(toy_env, "-m", "tutor", "stats", "--game", "holdem", "--lang", "xx")
    assert stats.stdout.startswith("[[Texas Hold'em]: all 2[,]598[,]960 hands of 5 cards")


def test_a_toy_language_says_the_cli_errors(toy_env: dict[str, str]) -> None:
    r = _run(toy_env, "-m", "tutor", "showdown", "--game", "holdem", "--lang", "xx")
    assert r.returncode == 2
    assert r.stderr == ('[tutor showdown: error: [give the hands with --player "As Ks" '
                        '--player "7h 7d" (or use --jsonl)]]\n')
    r = _run(toy_env, "-m", "tutor", "showdown", "--game", "holdem", "-p", "As Ks",
             "--lang", "zz")
    assert r.returncode == 2 and "unknown language `zz`; use en or ru or xx" in r.stderr


def test_a_toy_language_from_a_catalogue_alone_runs_a_drill_and_a_lesson_widget(
        toy_env: dict[str, str]) -> None:
    pytest.importorskip("panel")
    code = ("from tutor.ui.widgets import make_widget\n"
            "for kind, game in (('is-low', 'omaha-hilo'), ('quiz', 'holdem')):\n"
            "    w = make_widget(kind, game, 'xx', seed=2)\n"
            "    print(w.tutor_model.lang, w.tutor_view.board.content)\n")
    r = _run(toy_env, "-c", code)
    assert r.returncode == 0, r.stderr
    drill, quiz = r.stdout.splitlines()
    assert drill.startswith("xx ") and ">[Is there a low?]</h2>" in drill
    assert 'aria-label="[Display]"' in drill and "> [Four-colour deck]</label>" in drill
    assert ">[Your cards]</h3>" in drill
    assert ">[Beginner]</button>" in quiz and ">[Pick the winning hand (several if the pot " \
        "is split).]</p>" in quiz


def test_a_toy_language_from_a_catalogue_alone_runs_a_lesson_pages_widget_and_texts(
        toy_env: dict[str, str]) -> None:
    """The site's own code path: the worker's ``render`` (a lesson's slots), the course box
    under a lesson's heading, the menu, the language switch and the scripts' sentences."""
    pytest.importorskip("param")
    code = ("import json\n"
            "from tutor.site import pyodide_app\n"
            "from tutor.site.course_html import course_menu, step_html\n"
            "from tutor.site.inject import lang_name\n"
            "from tutor.site.js_texts import CLASSPIC, OFFLINE, PAGE, PROGRESS, texts_by_lang,"
            " texts_by_lang_all, write_langs\n"
            "from tutor.course import lesson\n"
            "specs = [{'widget': 'quiz', 'game': 'holdem', 'lang': 'xx'},\n"
            "         {'widget': 'no-such-kind', 'lang': 'xx'}]\n"
            "slots = json.loads(pyodide_app.render('p', json.dumps(specs)))['slots']\n"
            "print(json.dumps([slots[0]['boards'][0]['content'], slots[1]['error'],\n"
            "    step_html(lesson('omaha'), 'xx/games/omaha/', 'xx'), course_menu('xx'),\n"
            "    lang_name('xx'), texts_by_lang(PAGE)['xx'], texts_by_lang(OFFLINE)['xx'],\n"
            "    texts_by_lang_all(PROGRESS)['xx'], texts_by_lang_all(CLASSPIC)['xx'],\n"
            "    write_langs('  const LANGS = {};')]))\n")
    r = _run(toy_env, "-c", code)
    assert r.returncode == 0, r.stderr
    widget, error, box, menu, name, page, offline, progress, classpic, langs = \
        __import__("json").loads(r.stdout)
    assert ">[Who wins?]</h2>" in widget and "[Texas Hold&#x27;em]</option>" in widget
    assert error.startswith("[This exercise could not be loaded: ") and "no-such-kind" in error
    assert '<p class="tutor-step-number">[Step 3 of 18]</p>' in box
    assert "<strong>[Teaches]:</strong> [exactly two hole cards and exactly three from " \
        "the board]." in box
    assert '<li class="tutor-outcome">[build an Omaha hand from exactly two hole cards' in box
    assert (menu, name) == ("[Course]", "[English]")
    assert page["render"] == "[Dealing the cards…]" and offline["mb"] == "[{n} MB]"
    assert progress["cont"] == "[Continue where you left off:]"
    assert progress["dueForReview"] == ["[{n} item is due for review]",
                                        "[{n} items are due for review]"]
    assert classpic["read"] == "[Show the class picture]"
    assert classpic["planNote"][1].startswith("[The plan deals the {n} positions of")
    assert '"xx": {"prefix": "xx/", "plural": (n) => Number(((n != 1)))}' in langs


@pytest.mark.parametrize(("args", "english", "russian"), [
    (("showdown", "--game", "holdem", "--player", "As Kx", "--player", "7h 7d",
      "--board", "2c 3d 4h 5s 9c"),
     "`Kx` is not a card (expected a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s or "
     "♣ ♦ ♥ ♠) (player 0)",
     "`Kx` — не карта (нужны ранг 2-9, T или 10, J, Q, K, A и масть c, d, h, s или ♣ ♦ ♥ ♠) "
     "(игрок 0)"),
    (("pots", "--game", "holdem", "--put", "30", "x1", "--high", "1", "2"),
     "--put: seat 1: `x1` is not a whole number of chips",
     "--put: место 1: `x1` — не целое число фишек"),
    (("bring-in", "--game", "stud7", "Kd", "2h", "2h"), "`2h` appears twice",
     "карта `2h` встречается дважды"),
    (("raspisnoy", "legal", "--hand", "Ah"), "give --trump (or use --jsonl)",
     "укажите --trump (или используйте --jsonl)"),
    (("raspisnoy", "legal", "--hand", "Ah Zz", "--trump", "d"),
     "`Zz` is not a card of the 36-card deck (ranks 6-9, T or 10, J, Q, K, A; suits s h d c; "
     "the joker as 7s or joker)",
     "`Zz` — не карта 36-карточной колоды (ранги 6-9, T или 10, J, Q, K, A; масти s h d c; "
     "джокер — 7s или joker)"),
])
def test_cli_errors_follow_lang(args: tuple[str, ...], english: str, russian: str,
                                capsys: pytest.CaptureFixture[str]) -> None:
    from tutor.cli import main

    for lang, expected in (("en", english), ("ru", russian)):
        assert main([*args, "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert expected in err, err
    assert "ошибка" in err


def test_the_scripts_plural_rule_picks_the_catalogues_form_for_every_count() -> None:
    """The plural rule the build writes into progress.js (a JavaScript function) picks, for
    every count, the form gettext picks: «1 урок», «3 урока», «5 уроков»."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("needs node")
    from tutor.site.js_texts import write_langs

    langs = write_langs("  const LANGS = {};")
    counts = [*range(130), 1001, 1011, 1021, 1112]
    js = f"{langs}\nconsole.log(JSON.stringify(Object.fromEntries(Object.entries(LANGS).map(" \
         f"([k, l]) => [k, {counts}.map(l.plural)]))));"
    out = json.loads(subprocess.run([node, "-e", js], capture_output=True, text=True,
                                    check=True, timeout=60).stdout)
    for lang, picks in out.items():
        rule = getattr(gettext_for(lang), "plural", lambda n: int(n != 1))  # English: none
        assert picks == [rule(n) for n in counts], lang
    assert out["ru"][:6] == [2, 0, 1, 1, 1, 2]


def test_a_saved_reviews_bad_entries_are_named_in_the_pages_language() -> None:
    """The review page names each saved item it cannot deal, and why, in its language."""
    import tutor.ui.widgets  # noqa: F401  (registers the kinds the review deals)
    from tutor.ui.models.review import ReviewModel

    saved = [{"kind": "dance", "game": "holdem", "item": {}}, [1], {"kind": "quiz"}]
    said_in: dict[str, list[str]] = {}
    for lang in ("en", "ru"):
        m = ReviewModel(lang=lang)
        m.load_query({"item": [json.dumps(e) for e in saved]})
        said_in[lang] = m.problems
    assert "(unknown kind 'dance')" in said_in["en"][0]
    assert "(not an object)" in said_in["en"][1] and "(no item)" in said_in["en"][2]
    assert "(неизвестный вид задания 'dance')" in said_in["ru"][0]
    assert "(не объект)" in said_in["ru"][1] and "(нет задания)" in said_in["ru"][2]
