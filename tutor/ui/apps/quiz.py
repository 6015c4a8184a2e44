"""`panel serve` entry of the quiz app (route /quiz; query ?game=…&lang=en|ru)."""

import panel as pn

from tutor.ui.widgets import make_widget

if __name__ == "__main__" or __name__.startswith("bokeh_app"):
    pn.extension(design="native")
    make_widget("quiz", from_url=True).servable(title="Card Rules Tutor — quiz")
