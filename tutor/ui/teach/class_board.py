"""The class board under Panel (``tutor apps``): a :class:`Board` that, in the projector view,
also takes the room's keys from the whole page and hides the site around it.

The static site's page does the same for any board from its ``room_keys`` and ``body_class``
(:mod:`tutor.ui.views.surface`); this is the Panel component's version.
"""

from __future__ import annotations

from tutor.ui.teach.projector import PAGE_CSS, PROJECTOR_KEYS
from tutor.ui.views.board import Board
from tutor.ui.views.surface import BoardState

_CLASS_ESM = Board._esm.replace("export function render", "function boardRender") + """
export function render({ model, el }) {
  const root = boardRender({ model, el });
  const keys = KEYS;
  if (!document.getElementById("tutor-projector-css")) {
    const style = document.createElement("style");
    style.id = "tutor-projector-css";
    style.textContent = PAGE_CSS;
    document.head.appendChild(style);
  }
  const projector = () => model.root_class.includes("tt-proj-root");
  const sync = () => document.body.classList.toggle("tutor-projector", projector());
  sync();
  model.on(["root_class"], sync);
  // the room's keys work wherever the focus is (but in a text box); captured before the
  // theme's own n / p shortcuts, which would leave the page
  window.addEventListener("keydown", (event) => {
    if (!projector() || event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = (event.composedPath()[0] || {}).tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    const action = keys[event.code];
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    model.send_msg({ action: action, value: "" });
  }, true);
  return root;
}
"""


class ClassBoard(Board):
    """A :class:`Board` that, in the projector view, takes the room's keys page-wide."""

    _esm = _CLASS_ESM.replace("KEYS", repr(PROJECTOR_KEYS).replace("'", '"')).replace(
        "PAGE_CSS", repr(PAGE_CSS).replace("'", '"'))


def class_board(state: BoardState) -> ClassBoard:
    """The Panel component drawing the class's board."""
    made = ClassBoard.of(state)
    if not isinstance(made, ClassBoard):
        raise TypeError("the class's board was drawn by another component")
    return made
