"""Answer any judging widget's current task rightly or wrongly, from what the task holds.

Used by the outcome and review tests: each helper reads the task's own data
(the winners of the showdown, the best split of the engine, the legal cards...)
and gives an answer a learner could give through the view.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from tutor.games import GAME_IDS, get_game


def game_for(kind: str) -> str | None:
    """A game the kind can be played in (the last that fits: a hi-lo or stud game often)."""
    from tutor.ui.models.drills import DRILL_KINDS, drill_class

    if kind in DRILL_KINDS:
        return [g for g in GAME_IDS if drill_class(kind).fits(get_game(g))][-1]
    if kind == "quiz":
        return "omaha-hilo"
    return None


def _quiz(m: Any, right: bool) -> None:
    q = m.question
    if right:
        high = sorted(q.winners)
    else:
        losers = [i for i in range(len(q.hands)) if i not in q.winners]
        high = losers[:1] or sorted(q.winners)
    for i in high:
        m.toggle(i)
    if m.is_hilo:
        low = q.low_winners
        if low:
            for i in sorted(low):
                m.toggle(i, "low")
        else:
            m.toggle_no_low()
        if not right and not losers:  # everybody shares the high half: get the low wrong
            if low:
                m.toggle_no_low()
            else:
                m.toggle(0, "low")


def _best_split(cards: Any, right: bool) -> tuple[list[Any], list[Any]]:
    from tutor.barrel import analyse_splits

    a = analyse_splits(tuple(cards))
    sp = a.best if right else next(s for s in reversed(a.splits) if s.rank > 1)
    return list(sp.barrels[0]), list(sp.barrels[1])


def _split(m: Any, right: bool) -> None:
    b1, b2 = _best_split(m.cards, right)
    for c in b1:
        m.move(m.cards.index(c), 1)
    for c in b2:
        m.move(m.cards.index(c), 2)


def split_in_order(m: Any) -> None:
    """A Double Barrel hand's split as dealt: its first four cards in barrel 1, the other
    four in barrel 2, submitted."""
    from tutor.ui.models.drills.barrel_hand import BARREL_1, BARREL_2

    for i in range(4):
        m.move(i, BARREL_1)
    for i in range(4, 8):
        m.move(i, BARREL_2)
    m.submit_split()

def _barrel_hand(m: Any, right: bool) -> None:
    b1, b2 = _best_split(m.cards, right)
    for c in b1:
        m.move(m.cards.index(c), 1)
    for c in b2:
        m.move(m.cards.index(c), 2)
    m.submit_split()


def _pick_answer(m: Any, right: bool) -> None:  # name-hand, is-low
    i = m.choices.index(m.answer)
    m.pick(i if right else (i + 1) % len(m.choices))


def _which_cards(m: Any, right: bool) -> None:
    cards = m.all_cards
    fam = m.family
    best = fam.strength(list(m.best))
    if right:
        five = [cards.index(c) for c in m.best]
    else:
        five = next(list(f) for f in combinations(range(len(cards)), 5)
                    if fam.strength([cards[i] for i in f]) < best)
    for i in five:
        m.toggle(i)


def _bring_in(m: Any, right: bool) -> None:
    m.pick(m.answer if right else (m.answer + 1) % len(m.upcards))


def _split_pot(m: Any, right: bool) -> None:
    shares = list(m.result().shares)
    if not right:
        shares[0] += 1
    m.enter_shares([str(x) for x in shares])


def _legal_bet(m: Any, right: bool) -> None:
    from tutor.betting import judge, options

    if m.question == "judge":
        legal = judge(m.limit, m.spot, m.action, m.to).legal
        m.pick(0 if legal == right else 1)
    else:
        o = options(m.limit, m.spot)
        want = o.max_to if m.question == "max" else o.min_to
        m.entered = str(want if right else want + 1)


def _rasp_legal(m: Any, right: bool) -> None:
    q = m.question
    legal = {i for i, c in enumerate(q.hand) if c in q.legality.legal}
    flip = {1} if legal == {0} else {0}  # a wrong answer that still selects a card
    for i in sorted(legal if right else legal ^ flip):
        m.toggle(i)


def _rasp_trick(m: Any, right: bool) -> None:
    w = m.question.result.winner
    m.pick(w if right else (w + 1) % len(m.question.trick))


def _rasp_bid(m: Any, right: bool) -> None:
    refused = set(m.question.options.refused)
    for b in sorted(refused if right else refused ^ {0}):
        m.toggle(b)


def _rasp_score(m: Any, right: bool) -> None:
    from tutor.raspisnoy.scoring import Preset
    from tutor.ui.models.rasp_drills import points_text

    points = [s.points for s in m.question.scores(Preset(m.preset))]
    if not right:
        points[0] += 1
    for i, p in enumerate(points):
        m.set_answer(i, points_text(p))


ANSWER = {"quiz": _quiz, "split": _split, "barrel-hand": _barrel_hand,
          "name-hand": _pick_answer, "is-low": _pick_answer, "which-cards": _which_cards,
          "bring-in": _bring_in, "suit-bring-in": _bring_in, "split-pot": _split_pot,
          "legal-bet": _legal_bet,
          "rasp-legal": _rasp_legal, "rasp-trick": _rasp_trick, "rasp-bid": _rasp_bid,
          "rasp-score": _rasp_score}
"""kind -> answer(model, right): the judging kinds (the others judge nothing)."""


def answer(m: Any, right: bool) -> bool | None:
    """Answer the task and check it (barrel-hand: the split is checked as it is made)."""
    ANSWER[m.kind](m, right)
    if m.kind == "barrel-hand":
        return bool(m.outcome and m.outcome["correct"])
    result = m.submit()
    if m.kind == "split":
        return bool(result.rank == 1)
    return result  # type: ignore[no-any-return]


def task_state(m: Any) -> str:
    """What the learner is shown of a task, as text (two models show the same task when
    these are equal)."""
    kind = m.kind
    if kind == "quiz":
        return repr((m.question.hands, m.question.board))
    if kind == "split":
        return repr(m.cards)
    if kind == "barrel-hand":
        return repr((m.cards, m.number, m.bots, m.hand.button))
    if kind.startswith("rasp-"):
        return repr((m.question, getattr(m, "preset", None)))
    state = [p for p in ("cards", "own", "board", "upcards", "put", "folded", "high", "low",
                         "history", "spot", "choices", "action", "to", "street", "dealer")
             if p in m.param]
    return repr([getattr(m, p) for p in state])
