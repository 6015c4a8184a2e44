"""Fuzz the browser's stored progress and its imports, in Chromium on the built site.

Random and hostile progress — a valid state with one field replaced by a hostile value
(``javascript:`` paths, ``__proto__`` keys, markup, wrong types, huge numbers), or text that
is not JSON at all — is put in ``localStorage`` before the home, progress and review pages
load, and pasted or uploaded as a progress code or file. Whatever it is: no script runs (no
dialog opens, no link leaves http), the page throws nothing, the progress page keeps its
Import and Reset buttons, and Reset always empties the storage.

Marked ``fuzz`` (its own stage, ``-m fuzz``, which builds the site for it) and ``browser``.
A run takes a few tens of seconds; ``TUTOR_FUZZ_SEED`` replays one run (the seed is printed
on failure).
"""

from __future__ import annotations

import copy
import json
import os
import random
import time
from typing import Any

import pytest
from site_pages import Visit
from test_progress_hostile_browser import fnv_check, lesson, make_code, progress

pytestmark = [pytest.mark.fuzz, pytest.mark.browser]

HOSTILE: list[Any] = [
    "javascript:alert(document.domain)", "JaVaScRiPt:alert(1)", " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>", "__proto__", "constructor", "prototype",
    "toString", "hasOwnProperty", '<img src=x onerror="alert(1)">', "</script><script>alert(1)",
    "games/holdem/", "../../etc", "//evil.example/", "\u2028\u2029", "\ud800", "\x00\x1b[2J",
    "x" * 5000, "", None, True, 0, -1, 1.5, 2**53 + 1, 1e308, [], [1, [2, [3]]], {},
    {"__proto__": {"polluted": 1}}, {"toString": 1}, "NaN", "Infinity", "1e999",
]
KEYS = ["v", "lessons", "cards", "last", "path", "title", "exercises", "widgets", "kind",
        "game", "right", "wrong", "lesson", "time", "item", "card", "due", "state",
        "__proto__", "constructor", "javascript:alert(1)"]


def valid_state() -> dict[str, Any]:
    card = {"kind": "quiz", "game": "holdem", "item": {"p": ["As Ks", "7h 7d"],
            "b": "2c 3d 4h 5s 9c"}, "lesson": "games/holdem/",
            "card": {"card_id": 1, "state": 1, "step": 0, "stability": None,
                     "difficulty": None, "due": "2026-01-01T00:00:00.000Z",
                     "last_review": None}}
    return progress({"games/holdem/": lesson(), "games/omaha/": lesson(
        "games/omaha/", title={"ru": "Омаха"}, exercises=["quiz/omaha"],
        widgets={"quiz/omaha": {"kind": "quiz", "game": "omaha", "right": 0, "wrong": 2}})},
        cards={"quiz|holdem|x": card})


def _paths(x: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [here]
    if isinstance(x, dict):
        for k, v in x.items():
            out += _paths(v, (*here, k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            out += _paths(v, (*here, i))
    return out


def mutate(rng: random.Random) -> Any:
    """A valid state with one to three hostile changes (a value replaced, a key renamed or
    added), or something that is not a state at all."""
    if rng.random() < 0.1:
        return rng.choice(HOSTILE)
    d = valid_state()
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(_paths(d)[1:])
        parent = d
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        action = rng.random()
        if action < 0.6:
            parent[last] = copy.deepcopy(rng.choice(HOSTILE))
        elif isinstance(parent, dict) and action < 0.8:
            parent[rng.choice(HOSTILE[:14]) if rng.random() < 0.5 else rng.choice(KEYS)] = \
                parent.pop(last)
        elif isinstance(parent, dict):
            parent[rng.choice(KEYS)] = copy.deepcopy(rng.choice(HOSTILE))
    return d


def as_text(rng: random.Random, state: Any) -> str:
    """Stored text: mostly JSON (keys like ``__proto__`` kept as own keys), sometimes cut."""
    text = json.dumps(state, ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.1:
        text = text[: rng.randrange(len(text) + 1)]
    return text


SCRIPT_LINKS = ("() => Array.from(document.querySelectorAll('a[href]')).filter(a => !['http:',"
                " 'https:', 'blob:'].includes(new URL(a.href, location.href).protocol)).length")


def test_hostile_stored_progress_and_imports_never_run_script_or_block_reset(
        visit: Visit) -> None:
    seed = int(os.environ.get("TUTOR_FUZZ_SEED") or (0 if os.environ.get("CI")
                                                     else time.time_ns() % 10**6))
    rng = random.Random(seed)
    dialogs: list[str] = []
    page = visit.open("progress/", widgets=False)
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    where = f"(TUTOR_FUZZ_SEED={seed})"
    started = time.monotonic()

    def check(page: Any, what: str) -> None:
        assert dialogs == [], (what, dialogs, where)
        assert visit.errors == [], (what, visit.errors, where)
        assert page.evaluate(SCRIPT_LINKS) == 0, (what, where)

    # stored states: the home and progress pages load, and Reset empties the storage
    for n in range(40):
        state = as_text(rng, mutate(rng))
        page.evaluate("t => { localStorage.clear(); localStorage.setItem('tutor-progress', t) }",
                      state)
        for path in (["", "ru/"][n % 2], ["progress/", "ru/progress/"][n % 2]):
            page = visit.open(path, widgets=False)
            check(page, (path, state[:300]))
        reset = page.locator("#tutor-reset")
        assert reset.is_visible() and page.locator("#tutor-import-code").is_visible(), where
        reset.click()
        page.locator(".tutor-confirm .tutor-danger").click()
        page.wait_for_function("() => localStorage.getItem('tutor-progress') === null"
                               " && localStorage.getItem('tutor-progress-unreadable') === null")
        check(page, ("reset", state[:300]))

    # imports: codes (good check characters, or not) and files; nothing that does not
    # validate is stored, whatever it holds
    page = visit.open("progress/", widgets=False)
    msg = page.locator(".tutor-progress-msg")
    for n in range(60):
        state = mutate(rng)
        page.evaluate("() => { localStorage.clear();"
                      " document.querySelector('.tutor-progress-msg').textContent = '' }")
        if n % 3 == 2:
            body = json.dumps({"format": "card-rules-tutor-progress", **state}
                              if isinstance(state, dict) else state).encode()
            page.locator("#tutor-import-file").set_input_files(
                files=[{"name": f"p{n}.json", "mimeType": "application/json", "buffer": body}])
        else:
            code = make_code(state)
            if n % 3 == 1:  # a code changed after it was made: damaged, or re-checked
                cut = rng.randrange(5, len(code) - 7)
                code = code[:cut] + rng.choice("AZaz09-_") + code[cut + 1:]
                if rng.random() < 0.5:
                    body = code[5:-7]
                    code = "CRT1-" + body + "-" + fnv_check(body)
            page.locator("#tutor-code-in").fill(code)
            page.locator("#tutor-import-code").click()
        page.wait_for_function("() => document.querySelector('.tutor-progress-msg')"
                               ".textContent !== '' || document.querySelector('.tutor-confirm')"
                               " && !document.querySelector('.tutor-confirm').hidden")
        stored = page.evaluate("() => localStorage.getItem('tutor-progress')")
        if stored is not None:  # imported: it must read back as valid on every page
            page = visit.open(["", "ru/"][n % 2], widgets=False)
            assert page.locator(".tutor-progress-notice").count() == 0, (state, where)
            check(page, ("imported", stored[:300]))
            page = visit.open("progress/", widgets=False)
            msg = page.locator(".tutor-progress-msg")
        check(page, ("import", json.dumps(state)[:300]))
        assert msg.count() == 1

    # a few stored states on the review page, whose widget boots Python
    for _ in range(3):
        state = as_text(rng, mutate(rng))
        page.evaluate("t => localStorage.setItem('tutor-progress', t)", state)
        page = visit.open("review/")
        check(page, ("review", state[:300]))
    assert time.monotonic() - started < 120, "the fuzz stage's browser test grew too slow"
