"""`panel serve` entry of the explain app (route /explain; query ?game=…&lang=en|ru)."""

from tutor.ui.page import serve_app

if __name__ == "__main__" or __name__.startswith("bokeh_app"):
    serve_app("explain")
