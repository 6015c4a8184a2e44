"""The answers a first state gives before Python (tutor/site/early_answers.py) are the
models' own: every edge of every graph the build writes, followed on a fresh widget made
as the browser's Python makes it (the visit's seed for a visit-seeded kind), shows what the
graph says; and the boards of the graph are the first state's boards, in its order."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tutor.site.boards_runtime import BoardsPage
from tutor.site.early_answers import answers, answers_script, patch
from tutor.site.static_widgets import deal_seeds, first_states
from tutor.ui.widgets import VISIT_SEEDED_KINDS

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
_SLOT = re.compile(r'data-widget="([a-z0-9-]+)"(?: data-game="([a-z0-9-]*)")?')


def _site_kinds() -> list[tuple[str, str]]:
    """One slot of each kind the lessons have, (kind, game), with a first state."""
    seen: dict[str, str] = {}
    for md in sorted(LESSONS.glob("en/**/*.md")):
        for kind, game in _SLOT.findall(md.read_text(encoding="utf-8")):
            if kind not in seen and kind not in ("review", "explain", "check"):
                seen[kind] = game
    return sorted(seen.items())


KINDS = _site_kinds()


def test_the_lessons_kinds_are_covered() -> None:
    kinds = {kind for kind, _ in KINDS}
    assert {"quiz", "ladder", "which-cards", "legal-bet", "split", "name-hand", "is-low",
            "bring-in", "barrel-hand", "rasp-legal", "rasp-trick", "rasp-bid"} <= kinds


class _TopGroups(HTMLParser):
    """The labels of the top-level ``role="group"`` elements (how page.js finds the boards)."""

    VOID: ClassVar[set[str]] = {"area", "base", "br", "col", "embed", "hr", "img", "input",
                                "link", "meta", "source", "track", "wbr"}

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.labels: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        found = dict(attrs)
        if self.depth == 0 and found.get("role") == "group":
            self.labels.append(found.get("aria-label") or "")
        self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID:
            self.depth -= 1


def _boards_shown(kind: str, game: str, lang: str, seed: int | None) -> list[str]:
    """The labels of a first state's boards, as the build writes them into the page."""
    html = first_states(kind, game, lang, [seed] if seed is not None else [])[0][1]
    parser = _TopGroups()
    parser.feed(html)
    return parser.labels


def _follow(kind: str, game: str, lang: str, seed: int | None, visit: int | None,
            graph: dict[str, Any], query: dict[str, list[str]] | None = None) -> int:
    """Follow every edge of ``graph`` on fresh widgets; return how many were checked."""
    spec: dict[str, Any] = {"widget": kind, "game": game, "lang": lang}
    if visit is not None:
        spec["seed"] = visit
    if query is not None:
        spec["query"] = query
    probe = BoardsPage()
    probe.add(0, spec)
    shown = [j for j, b in enumerate(probe.boards[0]) if b.content]
    paths: dict[int, list[str]] = {0: []}
    checked = 0
    for at in range(len(graph["states"])):  # states are numbered as they were reached
        for name, to in graph["edges"][at].items():
            path = [*paths[at], name]
            paths.setdefault(to, path)
            page = BoardsPage()
            page.add(0, spec)
            for step in path:
                j, action, value = step.split("|", 2)
                page.act(0, shown[int(j)], {"action": action, "value": value})
            for j, board in enumerate(page.boards[0][k] for k in shown):
                change = graph["states"][to].get(str(j), {})
                want = patch(graph["boards"][j], change["d"]) if "d" in change else (
                    graph["boards"][j])
                if visit is not None and seed is not None and visit != seed:  # as page.js
                    want = re.sub(rf"\b{seed}\b", str(visit), want)
                assert board.content == want, (kind, seed, path, j)
                assert board.label == change.get("l", board.label)
            checked += 1
    return checked


@pytest.mark.parametrize(("kind", "game"), KINDS)
def test_every_early_answer_is_the_models(kind: str, game: str) -> None:
    from tutor.ui.widgets import make_model

    lang = "ru" if kind.startswith("rasp") else "en"
    model = make_model(kind, game or None, lang)
    fresh = "seed" in model.param and model.seed != model.param["seed"].default
    seeds: list[int | None] = list(deal_seeds(f"games/{game}/", 0)) if fresh else [None]
    checked = 0
    for seed in seeds:
        graph = answers(kind, game, lang, seed)
        if graph is None:
            continue
        spec: dict[str, Any] = {"widget": kind, "game": game, "lang": lang}
        if seed is not None:
            spec["seed"] = seed
        drawn = BoardsPage().add(0, spec)["boards"]
        labels = [b["label"] for b in drawn if b["content"]]
        assert labels == _boards_shown(kind, game, lang, seed)  # the same boards, in order
        visit = (12345 * 100000 + seed if kind in VISIT_SEEDED_KINDS and seed is not None
                 else seed)
        checked += _follow(kind, game, lang, seed, visit, graph)
        script = answers_script(graph)
        assert json.loads(script[script.index(">") + 1:-len("</script>")].replace(
            "<\\/", "</")) == graph
    assert checked > 0 or kind in ("rasp-score", "teach-plan", "teach-class"), kind


def test_the_lessons_check_answers_early_as_its_model() -> None:
    """The closing check (its exercises passed as data, as page.js passes them)."""
    from tutor.site.hooks import check_slot

    html = "".join(f'<div class="tutor-widget" data-widget="{k}" data-game="{g}"></div>'
                   for k, g in KINDS)
    items = re.search(r'data-items="([^"]*)"', check_slot(html, "games/holdem/"))
    assert items is not None
    query = {"items": items.group(1).split(), "lesson": ["games/holdem/"]}
    checked = 0
    for seed in deal_seeds("games/holdem/", 9):
        graph = answers("check", "", "en", seed, query)
        assert graph is not None
        checked += _follow("check", "", "en", seed, 12345 * 100000 + seed, graph, query)
    assert checked > 0
