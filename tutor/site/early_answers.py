"""The answers a first state gives before the browser's Python is up, made by the build.

A first state (:mod:`tutor.site.static_widgets`) is the widget's first deal as static
HTML. A learner may click it before Python has started; so that the click is answered at
once (the verdict, the feedback on the learner's own pick, the explanation), the build
drives the widget's real model -- the same :class:`tutor.site.boards_runtime.BoardsPage`
the browser's Python runs -- through the first deal's answering actions and writes what
each one shows next to the first state, as data: a small graph whose states are the boards'
contents and whose edges are the clicks and shortcuts that lead from one to another.
``page.js`` follows an edge when the learner clicks, draws the state it leads to, keeps the
clicks, and replays them on Python's widget when it takes over, so Python's own state and
outcome (progress, stars, review) follow from the same clicks; a click the graph does not
hold is queued as before. Nothing here knows a rule: every state is the model's own.

The graph (``answers``) is JSON:

- ``boards``: the content of each board the first state shows, in its order;
- ``states``: per state, ``{board: change}``, where a change is ``{"d": ops}`` (``ops``:
  :func:`diff` of the board's content against ``boards``) and, when they differ from the
  first state's, ``"l"`` (label), ``"k"`` (shortcuts); state 0 is the first state itself;
- ``edges``: per state, ``{"board|action|value": state}``: every answering click on the
  first state, then checking the answer so made. A shortcut key, a typed answer, a menu
  or a click the graph does not hold is queued for Python, and so is every click after it.

>>> g = answers("quiz", "holdem", "en", 12345)
>>> g["edges"][0]["1|pick|0"] > 0 and "1|submit|" in g["edges"][g["edges"][0]["1|pick|0"]]
True
>>> content = patch(g["boards"][1], g["states"][g["edges"][0]["1|pick|0"]]["1"]["d"])
>>> 'data-value="0" data-focus="hand-0" data-hand="0" aria-pressed="true"' in content
True
"""

from __future__ import annotations

import difflib
import json
import re
from typing import Any

ANSWERING = ("pick", "card", "bid", "select", "submit", "reveal")
"""The actions that answer a task (picking, ticking, checking, showing the answer); the
others (a new deal, the language, the level, typed fields) wait for Python."""
FOLLOWING = ("submit",)
"""The action explored after a first one (checking the pick just made)."""
MAX_STATES = 24
"""States kept per first state (a click beyond them waits for Python)."""

_TAG = re.compile(r"<button\b[^>]*>")
_ATTR = re.compile(r'([\w-]+)(?:="([^"]*)")?')
_FIELD = re.compile(r"<(?:input|textarea|select)\b[^>]*\bdata-name=")
_TOKEN = re.compile(r"<[^>]*>|[^<]+")


def diff(old: str, new: str) -> list[int | str]:
    """``new`` as edits of ``old``: ``n > 0`` keeps n characters, ``-n`` drops n, a string
    is put in (:func:`patch` applies them; ``page.js`` does the same).

    >>> ops = diff("<p>a</p><p>b</p>", "<p>a</p><p>c</p><i>d</i>")
    >>> ops
    [11, -1, 'c', 4, '<i>d</i>']
    >>> patch("<p>a</p><p>b</p>", ops)
    '<p>a</p><p>c</p><i>d</i>'
    """
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    ops: list[int | str] = []

    def put(op: int | str) -> None:
        if ops and type(ops[-1]) is type(op) and (isinstance(op, str) or (op > 0) == (
                int(ops[-1]) > 0)):
            ops[-1] = ops[-1] + op  # type: ignore[operator]
        else:
            ops.append(op)

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            put(sum(len(t) for t in a[i1:i2]))
            continue
        if i2 > i1:
            put(-sum(len(t) for t in a[i1:i2]))
        if j2 > j1:
            put("".join(b[j1:j2]))
    if ops and isinstance(ops[-1], int) and ops[-1] > 0:
        ops.pop()  # the rest is kept
    return ops


def patch(old: str, ops: list[int | str]) -> str:
    """Apply :func:`diff`'s edits to ``old``."""
    out, at = [], 0
    for op in ops:
        if isinstance(op, str):
            out.append(op)
        elif op > 0:
            out.append(old[at:at + op])
            at += op
        else:
            at -= op
    out.append(old[at:])
    return "".join(out)


def _buttons(content: str) -> list[tuple[str, str]]:
    """The answering clicks a board's content offers: ``(action, value)``, the value a
    button with ``data-collect`` sends being its board's fields as JSON (``{}``: none).

    >>> _buttons('<button data-action="pick" data-value="1"><button data-action="deal">'
    ...          '<button data-action="submit" data-collect>')
    [('pick', '1'), ('submit', '{}')]
    """
    out = []
    fields = _FIELD.search(content) is not None
    for tag in _TAG.findall(content):
        attrs = {k: v or "" for k, v in _ATTR.findall(tag[7:])}
        action = attrs.get("data-action", "")
        if action not in ANSWERING or "disabled" in attrs:
            continue
        if "data-collect" in attrs:  # it sends the board's fields: none here (typed answers
            if fields:               # wait for Python)
                continue
            value = "{}"
        else:
            value = attrs.get("data-value", "")
        if (action, value) not in out:
            out.append((action, value))
    return out


def answers(kind: str, game: str, lang: str, seed: int | None,
            query: dict[str, list[str]] | None = None) -> dict[str, Any] | None:
    """The graph of a first state's answers (see the module), or None when it has none;
    ``query``: the data the page passes the widget too (as :func:`first_states` takes it)."""
    from tutor.site.boards_runtime import BoardsPage

    spec: dict[str, Any] = {"widget": kind, "game": game, "lang": lang}
    if seed is not None:
        spec["seed"] = seed
    if query is not None:
        spec["query"] = query
    first = BoardsPage()
    boards = first.add(0, spec)["boards"]
    shown = [j for j, b in enumerate(boards) if b["content"]]  # the first state's boards

    Step = tuple[int, dict[str, str]]
    Look = tuple[tuple[str, str, tuple[str, ...]], ...]

    def look_of(page: BoardsPage) -> Look | None:
        now = page.boards[0]
        if len(now) != len(boards) or any(now[j].content and j not in shown
                                          for j in range(len(now))):
            return None  # other boards than the first state's: Python draws those
        return tuple((now[j].content, now[j].label, tuple(now[j].keys)) for j in shown)

    def clicks(look: Look, only: tuple[str, ...] = ()) -> list[tuple[str, Step]]:
        out = []
        for j, (content, _, _) in enumerate(look):
            for action, value in _buttons(content):
                if not only or action in only:
                    out.append((f"{j}|{action}|{value}", (j, {"action": action, "value": value})))
        return out

    root = look_of(first)
    if root is None:
        return None
    looks: list[Look] = [root]
    edges: list[dict[str, int]] = [{}]

    def reach(at: int, name: str, look: Look | None) -> int | None:
        """The state ``look`` (added if new), reached from state ``at`` by ``name``."""
        if look is None:
            return None
        if look not in looks:
            if len(looks) >= MAX_STATES:
                return None
            looks.append(look)
            edges.append({})
        edges[at][name] = looks.index(look)
        return edges[at][name]

    # every answering click on the first state, each on a fresh widget; then, on the same
    # widget, checking the answer so made (one widget made per first click: the build's time)
    for name, (j, data) in clicks(root):
        page = BoardsPage()
        page.add(0, spec)
        page.act(0, shown[j], data)
        known = len(looks)
        at = reach(0, name, look_of(page))
        if at is None or at < known:
            continue
        for then, (k, more) in clicks(looks[at], FOLLOWING)[:1]:
            page.act(0, shown[k], more)
            reach(at, then, look_of(page))
    if len(looks) == 1:
        return None
    states: list[dict[str, dict[str, Any]]] = []
    for look in looks:
        changes: dict[str, dict[str, Any]] = {}
        for j, (content, label, keys) in enumerate(look):
            if (content, label, keys) == root[j]:
                continue
            change: dict[str, Any] = {"d": diff(root[j][0], content)}
            if label != root[j][1]:
                change["l"] = label
            if keys != root[j][2]:
                change["k"] = list(keys)
            changes[str(j)] = change
        states.append(changes)
    return {"boards": [content for content, _, _ in root], "states": states, "edges": edges}


def answers_script(graph: dict[str, Any] | None) -> str:
    """The graph as an inert JSON script inside a first state's template ("" for none).

    >>> answers_script({"boards": ["</script>"], "states": [{}], "edges": [{}]})
    '<script type="application/json" class="tutor-answers">{"boards":["<\\\\/script>"],...'
    """
    if not graph:
        return ""
    text = json.dumps(graph, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" class="tutor-answers">{text}</script>'
