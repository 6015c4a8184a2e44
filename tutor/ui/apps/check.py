"""`panel serve` entry of a lesson's closing check (route /check;
?items=quiz/holdem&items=which-cards/holdem&lang=en|ru&seed=N: the exercises it mixes)."""

from tutor.ui.page import serve_app

if __name__ == "__main__" or __name__.startswith("bokeh_app"):
    serve_app("check")
