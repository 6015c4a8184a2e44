"""Collection settings for the doctests in ``tutor/``.

Scripts that only make sense inside a Pyodide worker are not imported by the doctest collector.
"""

collect_ignore_glob = ["tutor/site/pyodide_app.py", "site/*", ".cache/*"]
