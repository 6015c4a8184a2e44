"""`panel serve` entry of the Raspisnoy game app (route /rasp-game; query ?lang=en|ru)."""

from tutor.ui.page import serve_app

if __name__ == "__main__" or __name__.startswith("bokeh_app"):
    serve_app("rasp-game")
