"""Interactive pieces of the tutor: ``param`` models and their Panel views.

The models (:mod:`tutor.ui.models`) hold the state and call the rules core;
they import ``param`` but never Panel, so they can be tested in plain Python.
The views (:mod:`tutor.ui.views`) draw each widget into boards
(:class:`tutor.ui.views.surface.BoardState`: HTML built in Python, clicks and keys sent
back) and redraw the boards an answer changed. :func:`tutor.ui.widgets.make_widget` lays
them out with Panel for ``tutor apps``; the static site's page draws the same boards
itself, without Panel (:mod:`tutor.site.boards_runtime`).
"""
