"""Mastery per rule (issue 28): the browser's model (``tutor/site/assets/mastery.js``) against
a Python reference of the same formula, run through node on many answer sequences."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

MASTERY_JS = Path(__file__).resolve().parents[1] / "tutor" / "site" / "assets" / "mastery.js"

# Bayesian knowledge tracing, as docs/progress.md states it
PRIOR, LEARN, SLIP, GUESS, MASTERED = 0.3, 0.15, 0.1, 0.2, 0.95


def update(p: float, correct: bool) -> float:
    """The reference: Bayes' rule on one answer, then the chance of learning from it."""
    if correct:
        post = p * (1 - SLIP) / (p * (1 - SLIP) + (1 - p) * GUESS)
    else:
        post = p * SLIP / (p * SLIP + (1 - p) * (1 - GUESS))
    return post + (1 - post) * LEARN


def status(answers: list[bool]) -> str:
    if not answers:
        return "unseen"
    p = PRIOR
    for ok in answers:
        p = update(p, ok)
    return "mastered" if p >= MASTERED else "shaky"


def run_js(body: str) -> object:
    """Evaluate ``body`` in node with mastery.js loaded (``M`` = its API); its JSON result."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    script = (f"require({str(MASTERY_JS)!r}); const M = globalThis.tutorMastery;"
              f"process.stdout.write(JSON.stringify((() => {{ {body} }})()));")
    out = subprocess.run([node, "-e", script], capture_output=True, text=True, timeout=60,
                         check=True)
    return json.loads(out.stdout)


def sequences() -> list[list[bool]]:
    rng = random.Random(28)
    seqs: list[list[bool]] = [[], [True], [False], [True] * 3, [True] * 2, [False] * 12]
    for _ in range(500):
        bias = rng.random()
        seqs.append([rng.random() < bias for _ in range(rng.randint(1, 30))])
    return seqs


def test_the_browser_model_is_the_reference_on_500_sequences() -> None:
    seqs = sequences()
    got = run_js(f"return {json.dumps(seqs)}.map((s) => {{"
                 " let rec = null; const ps = [];"
                 " s.forEach((ok, i) => { rec = M.record(rec, ok, i + 1); ps.push(rec.p); });"
                 " return {ps, status: M.status(rec), n: rec ? rec.n : 0,"
                 " wrong: rec ? rec.wrong : 0, replay: M.replay(s)}; })")
    assert isinstance(got, list) and len(got) == len(seqs)
    for seq, js in zip(seqs, got, strict=True):
        p, ps = PRIOR, []
        for ok in seq:
            p = update(p, ok)
            ps.append(p)
        assert js["ps"] == pytest.approx(ps, abs=1e-12), seq
        assert js["replay"] == pytest.approx(p, abs=1e-12)
        assert js["status"] == status(seq), seq
        assert (js["n"], js["wrong"]) == (len(seq), seq.count(False))


def test_the_thresholds_read_as_the_docs_say() -> None:
    # three right first answers master a rule; two do not; one wrong answer after them
    # makes it shaky again; a rule never answered is not seen
    assert [status([True] * k) for k in range(4)] == ["unseen", "shaky", "shaky", "mastered"]
    assert status([True] * 3 + [False]) == "shaky"
    assert status([True] * 3 + [False, True, True]) == "mastered"
    assert run_js("return [M.status(null), M.status({p: 0.99, n: 0, wrong: 0, time: 0}),"
                  " M.status({p: 0.95, n: 1, wrong: 0, time: 0}),"
                  " M.status({p: 0.9499, n: 4, wrong: 1, time: 0})]") == [
        "unseen", "unseen", "mastered", "shaky"]


def test_weakest_lists_shaky_rules_lowest_first() -> None:
    got = run_js("return M.weakest({a: {p: 0.5, n: 2, wrong: 1, time: 1},"
                 " b: {p: 0.99, n: 5, wrong: 0, time: 2}, c: {p: 0.2, n: 3, wrong: 3, time: 3},"
                 " d: {p: 0.5, n: 2, wrong: 1, time: 9}, e: {p: 0.1, n: 0, wrong: 0, time: 0}},"
                 " 3)")
    assert got == ["c", "d", "a"]  # b is mastered, e not seen; d's wrong answer is newer
