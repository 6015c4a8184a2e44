"""Plain-Python state of the apps (``param``; no Panel)."""
