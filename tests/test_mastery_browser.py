"""Mastery per rule on the built site, in Chromium with Pyodide (issue 28), en and ru.

A wrong first answer in a lesson lowers the mastery of the rules its deal turned on, and the
progress page's map then shows them shaky; "Practise my weak spots" deals fresh positions on
the weakest rule (a wrong answer: the same rule next); progress kept or imported as ``v: 1``
is migrated without loss; the teacher's class picture reads 30 codes and draws a projector-
sized summary whose plan the class page takes.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from site_pages import SHOTS, Visit, wait_ready
from test_progress_hostile_browser import lesson, make_code, progress

pytestmark = pytest.mark.browser

WORDS = {
    "en": {"shaky": "shaky", "mastered": "mastered", "weak": "Practise my weak spots",
           "status": "Item 1 of 8", "read": "Show the class picture",
           "students": "30 students read",
           "plan": "Make a class plan of these positions", "again": "The next deal tests it again",
           "imported": "Progress imported"},
    "ru": {"shaky": "неуверенно", "mastered": "усвоено", "weak": "Потренировать слабые места",
           "status": "Задание 1 из 8", "read": "Показать картину класса",
           "students": "Прочитано учеников: 30", "plan": "Сделать из этих позиций план урока",
           "again": "Следующая раздача снова проверит", "imported": "Прогресс загружен"},
}


@pytest.fixture(scope="module", autouse=True)
def rules_json(built_site: Path) -> None:
    """The course's rules for the browser (``assets/rules.json``): the build's own when it
    writes one, else written here from the same source (``tutor.rule_ids.browser_rules``)."""
    from tutor.rule_ids import browser_rules

    path = built_site / "assets" / "rules.json"
    if not path.exists():
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(browser_rules(), ensure_ascii=False))


def _stored(page: Any) -> Any:
    return page.evaluate("() => JSON.parse(localStorage.getItem('tutor-progress'))")


def _shots(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((390, 844), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=True)
    page.set_viewport_size({"width": 1100, "height": 900})


def _pick_and_check(quiz: Any, lang: str) -> None:
    """Any answer to the "who wins?" deal on screen (the first hand), judged. A hi-lo deal
    (the weak spots' games are the core's pick) asks for both halves: its high half is the
    first hand, its low half "no low"."""
    from tutor.ui.strings import t

    first = quiz.locator('button[data-value="0"]').first  # the hand (hi-lo: its high half)
    first.wait_for(timeout=60_000)
    first.click()
    no_low = quiz.locator('button[data-action="nolow"]')
    if no_low.count():
        no_low.first.click()
    quiz.get_by_role("button", name=t("submit", lang)).click()
    quiz.locator(".tt-feedback").first.wait_for(timeout=20_000)


def _answer_wrong(quiz: Any, lang: str) -> None:
    from test_progress_browser import _answer_quiz

    _answer_quiz(quiz, lang, right=False)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_wrong_answers_make_rules_shaky_and_weak_spots_deal_them(visit: Visit,
                                                                  lang: str) -> None:
    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    page = visit.open(pre + "games/holdem/")
    _answer_wrong(page.locator(".tutor-widget .tt-app-quiz").first, lang)
    page.wait_for_function("() => { const d = JSON.parse(localStorage.getItem('tutor-progress')"
                           " || 'null'); return d && d.rules && Object.keys(d.rules).length }",
                           timeout=20_000)
    d = _stored(page)
    assert d["v"] == 2 and d["rules"]
    for r in d["rules"].values():  # one wrong first answer: below the prior, shaky
        assert r["n"] == 1 and r["wrong"] == 1 and r["p"] < 0.3

    page = visit.open(pre + "progress/", widgets=False)
    page.locator("#tutor-rules-map li[data-rule]").first.wait_for(timeout=20_000)
    for rid in d["rules"]:
        row = page.locator(f'#tutor-rules-map li[data-rule="{rid}"]')
        assert row.get_attribute("data-status") == "shaky"
        assert w["shaky"] in row.inner_text()
        assert row.locator("a").get_attribute("href").endswith("/")  # to its lesson
    unseen = page.locator('#tutor-rules-map li[data-status="unseen"]').count()
    assert unseen > 10
    _shots(page, f"mastery-map-{lang}")

    # the weakest rule, made the weakest of all: the session deals it first
    page.evaluate("() => { const d = JSON.parse(localStorage.getItem('tutor-progress'));"
                  " d.rules.kicker = {p: 0.01, n: 3, wrong: 3, time: Date.now()};"
                  " localStorage.setItem('tutor-progress', JSON.stringify(d)); }")
    page.reload()
    page.get_by_role("link", name=w["weak"]).click()
    page.wait_for_url("**/review/?weak=1")
    wait_ready(page)
    page.evaluate("() => { window.__outs = []; document.addEventListener('tutor-outcome',"
                  " (e) => window.__outs.push(e.detail)); }")
    review = page.locator(".tutor-widget .tt-app-review")
    review.get_by_text(w["status"]).wait_for(timeout=60_000)
    _shots(page, f"mastery-weak-{lang}")
    _pick_and_check(review.locator(".tt-app-quiz"), lang)
    page.wait_for_function("() => window.__outs.length === 1", timeout=20_000)
    out = page.evaluate("() => window.__outs[0]")
    assert out["weak"] and out["rule"] == "kicker" and "kicker" in out["rules"]
    after = _stored(page)["rules"]["kicker"]
    assert after["n"] == 4  # the answer counted towards the rule's mastery
    if not out["correct"]:  # a wrong answer: the same rule next, in a new position
        assert w["again"] in review.inner_text()


def test_v1_progress_is_migrated_without_loss(visit: Visit) -> None:
    old = progress({"games/holdem/": lesson()})
    old["cards"] = {"quiz|holdem|{}": {
        "kind": "quiz", "game": "holdem", "item": {"p": ["As Ks", "7h 7d"], "b": "2c 3d 4h 5s 9c"},
        "lesson": "games/holdem/", "card": {"card_id": 1, "state": 1, "step": 0, "stability": None,
                                            "difficulty": None, "due": "2026-12-01T00:00:00+00:00",
                                            "last_review": None}}}
    page = visit.open("progress/", widgets=False)
    # kept in the browser: read, and written back as v2 with every field, on the next save
    page.evaluate(f"() => localStorage.setItem('tutor-progress', {json.dumps(json.dumps(old))})")
    page = visit.open("games/holdem/")
    d = _stored(page)
    assert d["v"] == 2 and d["rules"] == {}
    assert d["cards"] == old["cards"]
    assert d["lessons"]["games/holdem/"]["widgets"] == old["lessons"]["games/holdem/"]["widgets"]
    # imported as a code: the same
    page.evaluate("() => localStorage.clear()")
    page = visit.open("progress/", widgets=False)
    page.fill("#tutor-code-in", make_code(old))
    page.click("#tutor-import-code")
    page.get_by_text(WORDS["en"]["imported"]).wait_for()
    d = _stored(page)
    assert d["v"] == 2 and d["rules"] == {} and d["cards"] == old["cards"]
    assert d["lessons"] == old["lessons"] and d["last"] == old["last"]
    # a v2 code with a bad mastery record is refused, naming the rule
    bad = {**d, "rules": {"kicker": {"p": 7, "n": 1, "wrong": 0, "time": 1}}}
    page.fill("#tutor-code-in", make_code(bad))
    page.click("#tutor-import-code")
    page.get_by_text("rule “kicker” has no valid mastery").wait_for()


def _class(n: int) -> tuple[list[str], dict[str, dict[str, int]], list[str]]:
    """n students' codes (mastery by the Python reference), the expected counts per rule, and
    the position most of them got wrong."""
    from test_mastery import PRIOR, status, update

    from tutor.rule_ids import IDS

    rng = random.Random(28)
    rules = list(IDS)[:12]
    counts = {r: {"mastered": 0, "shaky": 0, "unseen": 0} for r in IDS}
    common = {"p": ["Ah Kd", "Qs Qh"], "b": "2c 7d 9h Js 4s"}
    codes = []
    for i in range(n):
        mine: dict[str, Any] = {}
        for r in rules:
            answers = [rng.random() < 0.6 for _ in range(rng.randint(0, 6))]
            counts[r][status(answers)] += 1
            if answers:
                p = PRIOR
                for ok in answers:
                    p = update(p, ok)
                mine[r] = {"p": p, "n": len(answers), "wrong": answers.count(False),
                           "time": 1796170000000}
        for r in IDS:
            if r not in rules:
                counts[r]["unseen"] += 1
        cards = {}
        items = [common] if i % 3 else []
        rank = "KQJT9"[i % 5]
        items.append({"p": ["As 2s", f"{rank}h {rank}d"], "b": "3c 4d 5h 8s 8c"})
        for item in items:
            key = "quiz|holdem|" + json.dumps(item, sort_keys=True)
            cards[key] = {"kind": "quiz", "game": "holdem", "item": item, "lesson": "games/holdem/",
                          "card": {"card_id": i, "state": 1, "step": 0, "stability": None,
                                   "difficulty": None, "due": "2026-12-01T00:00:00+00:00",
                                   "last_review": None}}
        d = {"v": 2, "lessons": {"games/holdem/": lesson()}, "cards": cards,
             "last": {"lesson": "games/holdem/", "path": "games/holdem/", "time": 1796170000000},
             "rules": mine}
        codes.append(make_code(d))
    return codes, counts, common["p"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_class_picture_reads_30_codes(visit: Visit, lang: str) -> None:
    from tutor.ui.teach.plan import decode

    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    codes, counts, common = _class(30)
    page = visit.open(pre + "teach/")
    page.fill("#tutor-class-codes", "\n".join(codes) + "\nnot-a-code\n")
    page.get_by_role("button", name=w["read"]).click()
    page.get_by_text(w["students"]).wait_for(timeout=20_000)
    page.locator(".tutor-class-rules tbody tr").first.wait_for()
    assert page.locator(".tutor-class-out").get_attribute("data-students") == "30"
    for rid, c in counts.items():
        row = page.locator(f'.tutor-class-rules tr[data-rule="{rid}"]')
        got = {k: int(row.locator(f".tutor-class-{k}").get_attribute("data-n"))
               for k in ("mastered", "shaky", "unseen")}
        assert got == c, rid
    top = page.locator(".tutor-class-positions tbody tr").first
    assert " | ".join(common) in top.inner_text() and top.inner_text().rstrip().endswith("20")
    page.get_by_role("button", name=w["plan"]).click()
    plan = page.locator(".tutor-class-plan").get_attribute("data-plan")
    decoded = decode(plan)
    assert len(decoded.positions) == 6  # the common position first, then 5 of 1 student each
    href = page.locator("#tutor-class-plan-projector").get_attribute("href")
    assert "view=projector" in href and (pre + "teach/class/") in href
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.locator("#tutor-class-picture").scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"class-picture-{lang}-1920.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / f"class-picture-{lang}-390.png"), full_page=True)
    # the plan deals those positions on the projector
    page.goto(href)
    wait_ready(page)
    assert page.locator(".tt-card").count() >= 4


def _drill_codes(n: int) -> tuple[list[str], list[dict[str, Any]]]:
    """n students' codes whose only wrong items are drill tasks (as the drills keep them:
    ``{"seed", "number"}``), the first missed by every student, the second by every other one;
    and the two tasks' cards."""
    missed = [{"kind": "name-hand", "game": "holdem", "item": {"seed": 3, "number": 0},
               "lesson": "games/holdem/"},
              {"kind": "which-cards", "game": "omaha", "item": {"seed": 5, "number": 2},
               "lesson": "games/omaha/"}]
    codes = []
    for i in range(n):
        cards = {}
        for c in missed[:1] if i % 2 else missed:
            key = f"{c['kind']}|{c['game']}|" + json.dumps(c["item"], sort_keys=True)
            cards[key] = {**c, "card": {"card_id": i, "state": 1, "step": 0, "stability": None,
                                        "difficulty": None, "due": "2026-12-01T00:00:00+00:00",
                                        "last_review": None}}
        d = {"v": 2, "lessons": {"games/holdem/": lesson()}, "cards": cards,
             "last": {"lesson": "games/holdem/", "path": "games/holdem/", "time": 1796170000000},
             "rules": {}}
        codes.append(make_code(d))
    return codes, missed


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_drill_tasks_the_class_missed_make_a_plan_the_projector_deals(visit: Visit,
                                                                      lang: str) -> None:
    """Missed drill tasks become the plan's ``t:`` steps, most missed first; the projector
    view deals exactly the task the students got wrong (the cards of the drill's own task)."""
    from tutor.ui.teach.models import TeachClassModel
    from tutor.ui.teach.plan import decode
    from tutor.ui.teach.views import projector_html

    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    codes, missed = _drill_codes(6)
    page = visit.open(pre + "teach/")
    page.fill("#tutor-class-codes", "\n".join(codes))
    page.get_by_role("button", name=w["read"]).click()
    page.locator(".tutor-class-positions tbody tr").first.wait_for(timeout=20_000)
    page.get_by_role("button", name=w["plan"]).click()
    plan = decode(page.locator(".tutor-class-plan").get_attribute("data-plan"))
    assert [(t.kind, t.game, t.seed, t.number) for t in plan.tasks] == [
        (c["kind"], c["game"], c["item"]["seed"], c["item"]["number"]) for c in missed]
    assert plan.positions == () and plan.problems == ()
    href = page.locator("#tutor-class-plan-projector").get_attribute("href")
    page.goto(href)
    wait_ready(page)
    page.set_viewport_size({"width": 1920, "height": 1080})
    proj = page.locator(".tt-proj")
    proj.wait_for(timeout=60_000)
    query = parse_qs(urlsplit(href).query)
    assert query["view"] == ["projector"]
    want = TeachClassModel(plan_text=query["plan"][0], view="projector", lang=lang)
    labels = re.findall(r'class="tt-card[^"]*" aria-label="([^"]*)"', projector_html(want))
    assert labels and [c.get_attribute("aria-label")
                       for c in proj.locator(".tt-card").all()] == labels
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"class-plan-tasks-{lang}-1920.png"), full_page=True)
