"""The projector view's keys and the page styles that hide the site around it."""

from __future__ import annotations

PROJECTOR_KEYS = {"KeyR": "reveal", "Space": "reveal", "ArrowRight": "plan-next",
                  "PageDown": "plan-next", "KeyN": "plan-next", "ArrowLeft": "plan-prev",
                  "PageUp": "plan-prev", "KeyP": "plan-prev"}
"""The projector's keys by ``event.code`` (a Russian layout gives the same keys; a
presenter's clicker sends PageDown / PageUp)."""

PAGE_CSS = (
    "body.tutor-projector { padding-top: .5rem !important; }"
    " body.tutor-projector .navbar, body.tutor-projector footer,"
    " body.tutor-projector .col-md-3, body.tutor-projector [role=main] > :not(.tutor-widget)"
    " { display: none !important; }"
    " body.tutor-projector [role=main] { flex: 0 0 100%; max-width: 100%; }"
    " body.tutor-projector > .container { max-width: 100% !important; }"
    " body.tutor-projector .tutor-widget { margin: 0; border: 0; }"
)
