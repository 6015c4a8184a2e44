"""`panel serve` entry of the split-pot drill (route /split-pot; ?game=…&lang=en|ru&seed=N)."""

from tutor.ui.page import serve_app

if __name__ == "__main__" or __name__.startswith("bokeh_app"):
    serve_app("split-pot")
