"""Interactive pieces of the tutor: ``param`` models and their Panel views.

The models (:mod:`tutor.ui.models`) hold the state and call the rules core;
they import ``param`` but never Panel, so they can be tested in plain Python.
The views (:mod:`tutor.ui.views`) build Panel widgets once and update them.
:func:`tutor.ui.widgets.make_widget` is the one entry point the apps and the
static site use.
"""
