"""The static site: ``tutor build`` (MkDocs lessons + a self-hosted, verified Pyodide),
``tutor serve`` and the in-browser runtime (``pyodide_app``). Host-only, except
``pyodide_app``, which runs inside Pyodide."""
