"""Issue 11 item 11: the Games menu is in the course's order (RULES.md), not URL order."""

from __future__ import annotations

from types import SimpleNamespace

from tutor.site.hooks import on_nav


def _page(uri: str) -> SimpleNamespace:
    return SimpleNamespace(file=SimpleNamespace(src_uri=uri), children=None)


def test_games_menu_follows_the_rules_order() -> None:
    stems = ["americana", "double-barrel", "draw32", "draw5", "holdem", "omaha-hilo", "omaha",
             "raspisnoy", "shortdeck36", "soko", "stud7", "telesina", "triple-draw-27"]
    games = SimpleNamespace(title="Games", children=[_page(f"ru/games/{s}.md") for s in stems])
    home = _page("ru/index.md")
    nav = SimpleNamespace(items=[home, games])
    on_nav(nav, None, None)
    order = [c.file.src_uri.rsplit("/", 1)[1][:-3] for c in games.children]
    assert order[:3] == ["holdem", "omaha", "omaha-hilo"]
    assert order.index("draw32") < order.index("double-barrel") < order.index("raspisnoy")
    assert order[-1] == "raspisnoy"
    assert nav.items[0] is home
