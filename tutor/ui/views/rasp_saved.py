"""The Raspisnoy game's keeper in the browser under Panel (``tutor apps``, ``panel serve``).

The static site's page keeps the game itself (the board's ``keep``/``kept``, see
:mod:`tutor.ui.views.surface`); under Panel this component does the same job.
"""

from __future__ import annotations

from typing import Any

import param
from panel.custom import JSComponent


class SavedGame(JSComponent):
    """Writes :attr:`value` to ``localStorage``; on load sends the stored game back once."""

    value = param.String(default="", doc="The saved game (RaspGameModel.saved()).")
    key = param.String(default="", doc="The localStorage key.")

    _esm = """
export function render({ model }) {
  let stored = null;
  try { stored = window.localStorage.getItem(model.key); } catch (e) {}
  if (stored) { model.send_msg({ restore: stored }); }
  model.on("value", () => {
    try { window.localStorage.setItem(model.key, model.value); } catch (e) {}
  });
  const el = document.createElement("span");
  el.hidden = true;
  return el;
}
"""

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.on_restore: list[Any] = []

    def _handle_msg(self, data: Any) -> None:
        if isinstance(data, dict) and isinstance(data.get("restore"), str):
            for handler in self.on_restore:
                handler(data["restore"][:200000])
