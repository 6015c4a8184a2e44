"""The names :mod:`tutor.ui` exports, read from the kinds' rows (:mod:`tutor.ui.kinds`).

This module loads only the kinds' table, so ``import tutor.ui`` stays cheap; the makers
themselves are in :mod:`tutor.ui.components`, loaded on first use.

>>> maker_name("name-hand")
'name_hand'
>>> FAMILIES["drill"][:2], FAMILIES["raspisnoy"][0]
(('name-hand', 'which-cards'), 'rasp-legal')
>>> EXPORTS[:4]
('TutorWidget', 'widget', 'ladder', 'quiz')
"""

from __future__ import annotations

from tutor.ui import kinds


def maker_name(kind_id: str) -> str:
    """The Python name of a kind's maker: ``name-hand`` gives ``name_hand``."""
    return kind_id.replace("-", "_")


def _families() -> dict[str, tuple[str, ...]]:
    """The kinds' families: the concept drills, and each game with kinds of its own."""
    families = {"drill": kinds.DRILLS}
    for game in dict.fromkeys(kinds.OWN_GAME.values()):
        families[game] = tuple(k for k, g in kinds.OWN_GAME.items() if g == game)
    return families


FAMILIES: dict[str, tuple[str, ...]] = _families()
"""Family name -> its kinds (``drill``, ``raspisnoy``): each has a maker taking the kind."""
KIND_MAKERS: dict[str, str] = {maker_name(k): k for k in kinds.IDS}
"""A maker's name -> its kind (one maker per kind)."""
EXPORTS: tuple[str, ...] = ("TutorWidget", "widget", *KIND_MAKERS, *FAMILIES)
"""What :mod:`tutor.ui` exports: the widget class, :func:`~tutor.ui.components.widget`,
one maker per kind and one per family."""

