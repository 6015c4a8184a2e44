"""The shape of the package: a game's meaning lives on its game and family objects.

* No module outside ``tutor/games.py`` and ``tutor/rankings/`` compares a game or
  family id to a literal (``if game.id == "telesina"``, ``family_id in ("deuce-seven", …)``):
  it asks the object instead (``game.heads_up_exception``, ``family.low``).
* No import cycle at run time (imports under ``TYPE_CHECKING`` aside), counting the
  modules imported by name (``importlib.import_module``, ``__import__``): nothing calls upward.
* The rules core imports only the standard library.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import pytest

from tutor.games import GAME_IDS
from tutor.rankings import FAMILY_IDS

PACKAGE = Path(__file__).resolve().parent.parent / "tutor"
REGISTRIES = {PACKAGE / "games.py"} | set((PACKAGE / "rankings").glob("*.py"))
IDS = set(GAME_IDS) | set(FAMILY_IDS)
ID_NAMES = ("id", "game_id", "family_id", "main_family", "high_family", "low_family",
            "family", "game", "fam_id")


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _literal_ids(node: ast.expr, named: dict[str, set[str]],
                 ids: set[str] | frozenset[str] = IDS) -> set[str]:
    """The ``ids`` (game and family ids unless told) a literal, or a name bound to a literal
    like ``LOW_FAMILIES``, holds."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value} & ids
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return set().union(*(_literal_ids(e, named, ids) for e in node.elts)) \
            if node.elts else set()
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args and \
            node.func.id in ("frozenset", "set", "tuple"):
        return _literal_ids(node.args[0], named, ids)
    if isinstance(node, ast.Name):
        return named.get(node.id, set())
    return set()


def _names_an_id(node: ast.expr) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in ID_NAMES
    if isinstance(node, ast.Name):
        return node.id in ID_NAMES
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str":
        return bool(node.args) and _names_an_id(node.args[0])
    return False


def id_comparisons(source: str) -> list[tuple[int, str]]:
    """Every comparison of a game/family id with a literal id in ``source``.

    >>> id_comparisons('if g.id == "telesina": pass')
    [(1, 'g.id == telesina')]
    >>> id_comparisons('if family_id in ("deuce-seven", "eight-low"): pass')
    [(1, 'family_id in deuce-seven, eight-low')]
    >>> id_comparisons('LOW = ("deuce-seven",)\\nlow = family_id in LOW')
    [(2, 'family_id in deuce-seven')]
    >>> id_comparisons('if game.heads_up_exception: pass')
    []
    """
    tree = ast.parse(source)
    return _compared(tree, _named_ids(tree, IDS), IDS, _names_an_id)


def _named_ids(tree: ast.AST, ids: set[str]) -> dict[str, set[str]]:
    """The names ``tree`` binds to a literal holding some of ``ids``, and those ids."""
    named: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            held = _literal_ids(node.value, {}, ids)
            for t in targets:
                if held and isinstance(t, ast.Name):
                    named[t.id] = held
    return named


SIGNS = {"Eq": "==", "NotEq": "!=", "In": "in", "NotIn": "not in", "Is": "is", "IsNot": "is not"}


def _compared(tree: ast.AST, named: dict[str, set[str]], ids: set[str],
              names_one: Callable[[ast.expr], bool]) -> list[tuple[int, str]]:
    """Every comparison in ``tree`` of something ``names_one`` of ``ids`` with a literal
    (or a name in ``named``) holding some of them: its line and what it compares."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for a, b in pairwise(sides):
            for subject, literal in ((a, b), (b, a)):
                held = _literal_ids(literal, named, ids)
                if held and names_one(subject):
                    op = type(node.ops[0]).__name__
                    found.append((node.lineno, f"{ast.unparse(subject)} {SIGNS.get(op, op)} "
                                               f"{', '.join(sorted(held))}"))
    return found


def test_no_module_outside_the_registries_branches_on_a_game_or_family_id() -> None:
    offenders = []
    for path in _modules():
        if path in REGISTRIES:
            continue
        for line, text in id_comparisons(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {text}")
    assert not offenders, "ask the game or family object instead:\n" + "\n".join(offenders)


def test_the_id_check_catches_what_it_is_for() -> None:
    # the check itself must be able to fail: branches of the kinds it forbids
    assert id_comparisons('if game.id == "telesina" and len(hands) == 2: pass')
    assert id_comparisons('if str(self.family.id) == "deuce-seven": pass')
    assert id_comparisons('x = g.main_family != "deuce-seven"')
    assert id_comparisons('if m.game == "telesina": pass')
    assert id_comparisons('ok = game.id not in ("soko", "stud7", "americana")')


LOADERS = ("import_module", "__import__")
"""Calls that import a module by name (``importlib.import_module``, ``__import__``)."""


def _is_loader(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    return (isinstance(f, ast.Name) and f.id in LOADERS) or \
        (isinstance(f, ast.Attribute) and f.attr in LOADERS)


def dynamic_loads(tree: ast.AST, modules: set[str]) -> tuple[set[str], list[int]]:
    """The ``tutor`` modules ``tree`` imports by name, and the lines of loads it cannot name.

    A literal name is that module; an f-string's literal start (``f"tutor.x.{m}"``) stands
    for every module under it; any other argument (a name from a table) stands for every
    module the file names in a string literal (``PLUGINS = ("tutor.a", …)``). A load
    whose name appears nowhere in the file is reported, so no import hides from the check.

    >>> mods = {"tutor.a", "tutor.b", "tutor.p.x", "tutor.p.y"}
    >>> dynamic_loads(ast.parse('importlib.import_module("tutor.a")'), mods)
    ({'tutor.a'}, [])
    >>> sorted(dynamic_loads(ast.parse('__import__(f"tutor.p.{m}")'), mods)[0])
    ['tutor.p.x', 'tutor.p.y']
    >>> dynamic_loads(ast.parse('T = ("tutor.b",)\\nfor n in T: import_module(n)'), mods)
    ({'tutor.b'}, [])
    >>> dynamic_loads(ast.parse('import_module(name)'), mods)
    (set(), [1])
    >>> dynamic_loads(ast.parse('__import__("itertools")'), mods)
    (set(), [])
    """
    named = {n.value for n in ast.walk(tree)
             if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value in modules}
    out: set[str] = set()
    unnamed: list[int] = []
    for node in ast.walk(tree):
        if not _is_loader(node):
            continue
        assert isinstance(node, ast.Call)
        arg = node.args[0] if node.args else None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            out.update({arg.value} & modules)
        elif isinstance(arg, ast.JoinedStr) and arg.values and \
                isinstance(arg.values[0], ast.Constant) and str(arg.values[0].value):
            prefix = str(arg.values[0].value)
            out.update(m for m in modules if m.startswith(prefix))
        elif named:
            out.update(named)
        else:
            unnamed.append(node.lineno)
    return out, unnamed


def _runtime_imports(path: Path, modules: set[str]) -> set[str]:
    """The ``tutor`` modules a module imports when it runs (not under ``TYPE_CHECKING``),
    by ``import`` statements and by name (:func:`dynamic_loads`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for n in ast.walk(node))
    out = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tutor"):
            out.add(node.module)
            # `from tutor.site import cli` imports the module tutor.site.cli
            out.update(f"{node.module}.{a.name}" for a in node.names
                       if f"{node.module}.{a.name}" in modules)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("tutor"))
    out |= dynamic_loads(tree, modules)[0]
    return out


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_every_import_by_name_names_its_module() -> None:
    modules = {_module_name(p) for p in _modules()}
    unnamed = [f"{p.relative_to(PACKAGE.parent)}:{line}" for p in _modules()
               for line in dynamic_loads(ast.parse(p.read_text(encoding="utf-8")), modules)[1]]
    assert not unnamed, "name the module (a literal or a table of literals):\n" + \
        "\n".join(unnamed)


def test_the_cycle_check_sees_imports_by_name(tmp_path: Path) -> None:
    a = tmp_path / "a.py"
    a.write_text('import importlib\n\ndef f():\n    importlib.import_module("tutor.b")\n')
    b = tmp_path / "b.py"
    b.write_text("def g():\n    from tutor import a\n")
    modules = {"tutor.a", "tutor.b"}
    assert _runtime_imports(a, modules) == {"tutor.b"}
    assert _runtime_imports(b, modules) == {"tutor", "tutor.a"}


def test_no_import_cycles() -> None:
    modules = {_module_name(p) for p in _modules()}
    graph = {_module_name(p): _runtime_imports(p, modules) for p in _modules()}
    cycles: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if nxt not in graph or nxt == node:
                continue
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt):], nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    # a package importing its own submodules is not a cycle of meaning (wherever the
    # search entered the cycle: the package is any one of its members)
    real = [c for c in cycles
            if not any(all(m == p or m.startswith(p + ".") for m in c) for p in c)]
    assert not real, "\n".join(" -> ".join(c) for c in real)


CORE_EXCLUDED = ("ui", "site")


@pytest.mark.parametrize("path", [p for p in _modules()
                                  if p.relative_to(PACKAGE).parts[0] not in CORE_EXCLUDED],
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_rules_core_imports_only_the_standard_library(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    third_party = set()
    for node in ast.walk(tree):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module] if isinstance(node, ast.ImportFrom) and node.module
                 and node.level == 0 else [])
        for name in names:
            top = name.split(".")[0]
            if top != "tutor" and top not in sys.stdlib_module_names:
                third_party.add(top)
    assert not third_party, f"{path.name} imports {sorted(third_party)}"


# -- widget kinds: their ids live in tutor/ui/kinds.py ----------------------------------------
KIND_REGISTRY = PACKAGE / "ui" / "kinds.py"
KIND_NAMES = ("kind", "kind_id", "widget", "kinds")
"""Names that hold a widget kind's id (``m.kind``, ``slot.widget``)."""
KIND_LAYERS = ("ui", "site")
"""Where widget kinds exist (in the rules core "check" and "split" are a bet and a split)."""


def _kind_ids() -> set[str]:
    from tutor.ui.kinds import IDS as KIND_IDS

    return set(KIND_IDS)


def _names_a_kind(node: ast.expr) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in KIND_NAMES
    if isinstance(node, ast.Name):
        return node.id in KIND_NAMES
    if isinstance(node, ast.Subscript):  # kinds[0], spec["widget"]
        key = node.slice
        return _names_a_kind(node.value) or (isinstance(key, ast.Constant)
                                             and key.value in KIND_NAMES)
    return False


def kind_literals(source: str, kind_ids: set[str]) -> list[tuple[int, str]]:
    """Where ``source`` uses widget kind ids by hand: a kind compared with a literal id
    (``m.kind == "legal-bet"``, ``widget in ("quiz", "split")``), or a hand-made list or
    table of two or more kinds (``TYPED = ("split-pot", "legal-bet")``, ``{"quiz": f}``).

    >>> ids = {"quiz", "split", "legal-bet"}
    >>> kind_literals('if m.kind == "legal-bet": pass', ids)
    [(1, 'm.kind == legal-bet')]
    >>> kind_literals('T = ("quiz", "split")', ids)
    [(1, 'a list of kinds: quiz, split')]
    >>> kind_literals('TASKS = {"quiz": f, "split": g}', ids)
    [(1, 'a table of kinds: quiz, split')]
    >>> kind_literals('if spot.action == "split": pass', ids)  # a word, not a kind
    []
    """
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            ids = {e.value for e in node.elts if isinstance(e, ast.Constant)
                   and isinstance(e.value, str) and e.value in kind_ids}
            if len(ids) > 1:
                found.append((node.lineno, f"a list of kinds: {', '.join(sorted(ids))}"))
        if isinstance(node, ast.Dict):
            ids = {k.value for k in node.keys if isinstance(k, ast.Constant)
                   and isinstance(k.value, str) and k.value in kind_ids}
            if len(ids) > 1:
                found.append((node.lineno, f"a table of kinds: {', '.join(sorted(ids))}"))
    found += _compared(tree, _named_ids(tree, kind_ids), kind_ids, _names_a_kind)
    return sorted(found)


def test_no_module_outside_the_kinds_registry_lists_or_branches_on_kind_ids() -> None:
    kind_ids = _kind_ids()
    offenders = [f"{path.relative_to(PACKAGE.parent)}:{line}: {text}"
                 for path in _modules()
                 if path != KIND_REGISTRY and path.relative_to(PACKAGE).parts[0] in KIND_LAYERS
                 for line, text in kind_literals(path.read_text(encoding="utf-8"), kind_ids)]
    assert not offenders, "read the kinds' rows (tutor.ui.kinds) instead:\n" + \
        "\n".join(offenders)


def test_the_kind_check_catches_what_it_is_for() -> None:
    ids = _kind_ids()
    assert kind_literals('if slot.widget == "review": pass', ids)
    assert kind_literals('dealt = spec["widget"] in ("quiz", "split")', ids)
    assert kind_literals('n = {"name-hand": 3, "is-low": 2}.get(m.kind, 4)', ids)
    assert kind_literals('if kind not in JUDGED and kind != "check": pass', ids)
    assert not kind_literals('if action == "check": pass', ids)
