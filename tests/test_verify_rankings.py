"""The core's hand rankings against the independent reference in ``reference_rules.py``.

The reference is written from RULES.md alone; here the order the core's
``strength`` induces must be the reference's order:

* families where equal hands split (standard, Soko, short deck 36, Americana,
  2-7, 8-or-better, barrel): the *same* equivalence classes in the *same*
  order, exhaustively over every hand of the deck (the 52-card ones are
  ``slow``; a seeded sample of pairs runs always);
* 32-card draw and Telesina, where suits break ties: the core must order every
  two hands the reference orders the same way; the reference's remaining ties
  only join hands that share a card (so they never meet in one deal), except
  where RULES.md says "split" (Telesina straights topped by the shared Vela).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from typing import Any

import pytest
import reference_rules as R

from tutor.cards import ALL_CARDS, Card
from tutor.rankings import best_hand, best_omaha, get_family

Key = tuple[int, ...]


def _hands(lowest: int, k: int = 5) -> Iterable[tuple[Card, ...]]:
    return combinations([ALL_CARDS[c] for c in R.deck(lowest)], k)


def _classes(family_id: str, hands: Iterable[Sequence[Card]],
             ref: Callable[[Sequence[Card]], Any],
             context: Card | None = None) -> dict[Key | None, dict[int, tuple[Card, ...]]]:
    """reference key -> {core strength: an example hand}."""
    fam = get_family(family_id)
    out: dict[Key | None, dict[int, tuple[Card, ...]]] = defaultdict(dict)
    for h in hands:
        v = ref(h)
        out[None if v is None else v[1]].setdefault(fam.strength(h, context=context), tuple(h))
    return out


def _show(h: Sequence[Card]) -> str:
    return " ".join(str(c) for c in h)


def _assert_same_order(classes: dict[Key | None, dict[int, tuple[Card, ...]]]) -> None:
    """Every reference class has one core strength, and the strengths rise with the keys."""
    split = [(k, v) for k, v in classes.items() if len(v) > 1]
    assert not split, "the core splits hands the reference ties: " + "; ".join(
        f"{_show(a)} ({sa}) vs {_show(b)} ({sb})"
        for _, v in split[:3] for (sa, a), (sb, b) in [sorted(v.items())[:2]])
    _assert_refines(classes)


def _assert_refines(classes: dict[Key | None, dict[int, tuple[Card, ...]]]) -> None:
    """Whenever the reference says A < B, the core says A < B too."""
    keys = sorted(k for k in classes if k is not None)
    bad = []
    prev_key, prev_hi = None, None
    for key in keys:
        lo = min(classes[key])
        if prev_hi is not None and not prev_hi < lo:
            bad.append(f"{_show(classes[prev_key][prev_hi])} (core {prev_hi}) should lose to "
                       f"{_show(classes[key][lo])} (core {lo})")
        prev_key, prev_hi = key, max(classes[key])
    assert not bad, f"{len(bad)} order disagreements, e.g. " + "; ".join(bad[:4])
    if None in classes:  # no qualifying low: below every low
        assert keys, "no hand qualifies at all"
        assert max(classes[None]) < min(classes[keys[0]])


# --------------------------------------------------------------- sanity of the reference

def test_reference_counts_match_closed_form() -> None:
    """The reference itself, on the 32-card deck: category counts by combinatorics."""
    counts = Counter(R.key_americana(h)[0] for h in combinations(R.deck(7), 5))
    # 32-card deck, 8 ranks: straights have 5 tops (A-7-8-9-T .. T-J-Q-K-A)
    assert counts["straight-flush"] == 5 * 4
    assert counts["four-of-a-kind"] == 8 * 7 * 4
    assert counts["full-house"] == 8 * 4 * 7 * 6
    assert counts["flush"] == 4 * (56 - 5)
    assert counts["straight"] == 5 * (4 ** 5 - 4)
    assert counts["three-of-a-kind"] == 8 * 4 * 21 * 16
    assert counts["two-pair"] == 28 * 36 * 6 * 4
    assert counts["one-pair"] == 8 * 6 * 35 * 64
    assert sum(counts.values()) == 201376


# --------------------------------------------------------------- exhaustive, small decks

@pytest.mark.parametrize("family_id, lowest", [("americana", 7), ("short36", 6)])
def test_order_small_decks_exhaustive(family_id: str, lowest: int) -> None:
    """All 201,376 (32-card) / 376,992 (36-card) hands: same ties, same order."""
    _assert_same_order(_classes(family_id, _hands(lowest), R.KEYS[family_id]))


@pytest.mark.slow
def test_order_barrel_exhaustive() -> None:
    """All 270,725 four-card barrels."""
    _assert_same_order(_classes("barrel", _hands(2, 4), R.key_barrel))
    from tutor.stats import category_counts
    want = Counter(R.key_barrel(h)[0] for h in combinations(range(52), 4))
    assert category_counts("barrel", count_all=True) == dict(want)


def _disjoint_pairs_in(classes: dict[Key | None, dict[int, tuple[Card, ...]]],
                       members: dict[Key, list[tuple[Card, ...]]],
                       shared: frozenset[Card] = frozenset()) -> list[str]:
    out = []
    for _key, hands in members.items():
        for a, b in combinations(hands, 2):
            if set(a) & set(b) <= shared:
                out.append(f"{_show(a)} / {_show(b)}")
                break
    return out


@pytest.mark.slow
def test_order_draw32_exhaustive() -> None:
    """32-card draw: the reference's strict order is kept, and no two hands that can meet in
    one deal (no shared card) ever tie, in the core or in the reference ("no two hands ever
    tie")."""
    fam = get_family("draw32")
    classes: dict[Key | None, dict[int, tuple[Card, ...]]] = defaultdict(dict)
    members: dict[Key, list[tuple[Card, ...]]] = defaultdict(list)
    by_strength: dict[int, list[tuple[Card, ...]]] = defaultdict(list)
    for h in _hands(7):
        key = R.key_draw32(h)[1]
        s = fam.strength(h)
        classes[key].setdefault(s, h)
        members[key].append(h)
        by_strength[s].append(h)
    _assert_refines(classes)
    assert not _disjoint_pairs_in(classes, members), "reference ties two disjoint hands"
    core_ties = _disjoint_pairs_in(classes, by_strength)  # type: ignore[arg-type]
    assert not core_ties, f"the core ties hands of one deal: {core_ties[:3]}"


def _telesina_realistic(vela: Card | None) -> Iterable[tuple[Card, ...]]:
    """5-card hands that can be a player's best five with this Vela on the table."""
    for h in _hands(7):
        if vela is None or vela in h:
            yield h
            continue
        six = [*list(h), vela]
        mine = R.key_telesina(h, vela)[1]
        if all(R.key_telesina(list(f), vela)[1] <= mine for f in combinations(six, 5)):
            yield h


@pytest.mark.slow
@pytest.mark.parametrize("vela", [None, "As", "Th"])
def test_order_telesina_exhaustive(vela: str | None) -> None:
    """Telesina: every hand (with no Vela), or every hand that can be someone's best five
    with this Vela: the reference's strict order is kept; hands that share no card (or
    only the Vela) tie in the core exactly when the reference ties them."""
    from tutor.cards import parse_cards
    v = parse_cards(vela)[0] if vela else None
    fam = get_family("telesina")
    classes: dict[Key | None, dict[int, tuple[Card, ...]]] = defaultdict(dict)
    members: dict[Key, list[tuple[Card, ...]]] = defaultdict(list)
    by_strength: dict[int, list[tuple[Card, ...]]] = defaultdict(list)
    for h in _telesina_realistic(v):
        key = R.key_telesina(h, v)[1]
        s = fam.strength(h, context=v)
        classes[key].setdefault(s, h)
        members[key].append(h)
        by_strength[s].append(h)
    _assert_refines(classes)
    shared = frozenset([v]) if v is not None else frozenset()
    # a reference tie between hands of one deal must be a core tie too (RULES: "split")
    for hands in members.values():
        strengths = {fam.strength(h, context=v) for h in hands}
        if len(strengths) > 1:
            for a, b in combinations(hands, 2):
                assert not (set(a) & set(b) <= shared and
                            fam.strength(a, context=v) != fam.strength(b, context=v)), (
                    f"RULES ties {_show(a)} and {_show(b)} (Vela {vela}); the core does not")
    core_ties = [f"{_show(a)} / {_show(b)}" for s, hands in by_strength.items()
                 for a, b in combinations(hands, 2)
                 if set(a) & set(b) <= shared and R.key_telesina(a, v) != R.key_telesina(b, v)]
    assert not core_ties, f"the core ties hands the rules order: {core_ties[:3]}"


# --------------------------------------------------------------- 52-card families

SIG: dict[str, Callable[[Sequence[Card]], object]] = {
    # what a 52-card hand's value can depend on, by RULES.md: the ranks, and the suits only
    # through "one suit" (flush; Soko's 4-flush: which ranks are suited)
    "standard": lambda h: (tuple(sorted(c // 4 for c in h)), len({c % 4 for c in h})),
    "deuce-seven": lambda h: (tuple(sorted(c // 4 for c in h)), len({c % 4 for c in h})),
    "eight-low": lambda h: tuple(sorted(c // 4 for c in h)),
    "soko": lambda h: (tuple(sorted(c // 4 for c in h)), tuple(sorted(
        c // 4 for c in h if sum(1 for d in h if d % 4 == c % 4) >= 4))),
}


@pytest.mark.slow
@pytest.mark.parametrize("family_id", ["standard", "soko", "deuce-seven", "eight-low"])
def test_order_52_exhaustive(family_id: str) -> None:
    """All 2,598,960 hands (the reference key memoised per rank/suit signature)."""
    ref = R.KEYS[family_id]
    sig = SIG[family_id]
    memo: dict[object, Any] = {}

    def cached(h: Sequence[Card]) -> Any:
        s = sig(h)
        if s not in memo:
            memo[s] = ref(h)
        return memo[s]

    sizes: Counter[str] = Counter()

    def counted(h: Sequence[Card]) -> Any:
        v = cached(h)
        sizes["none" if v is None else v[0]] += 1
        return v

    _assert_same_order(_classes(family_id, _hands(2), counted))
    # the odds the lessons show (tutor.stats) are the reference's counts
    from tutor.stats import category_counts
    sizes.pop("none", None)
    assert {k: v for k, v in category_counts(family_id, count_all=True).items() if v} == dict(sizes)
    if family_id == "standard":  # the closed-form counts
        assert [sizes[c] for c in R.STANDARD_LADDER] == [
            40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]


@pytest.mark.parametrize("family_id", ["standard", "soko", "deuce-seven", "eight-low"])
def test_order_52_sampled_pairs(family_id: str) -> None:
    """A seeded sample of hand pairs, half of them from the same category (close calls)."""
    rnd = random.Random(f"verify-{family_id}")
    fam = get_family(family_id)
    ref = R.KEYS[family_id]
    deck = list(ALL_CARDS)
    bad = []
    by_cat: dict[str, list[tuple[Card, ...]]] = defaultdict(list)
    for _ in range(30000):
        h = tuple(rnd.sample(deck, 5))
        v = ref(h)
        by_cat["none" if v is None else v[0]].append(h)
    pool = []
    for _ in range(40000):
        if rnd.random() < 0.5:
            a, b = rnd.sample(by_cat[rnd.choice(sorted(by_cat))], 2)
        else:
            a, b = tuple(rnd.sample(deck, 5)), tuple(rnd.sample(deck, 5))
        pool.append((a, b))
    for a, b in pool:
        va, vb = ref(a), ref(b)
        ka = -1 if va is None else 0
        kb = -1 if vb is None else 0
        want = (ka > kb) - (ka < kb) if (va is None or vb is None) else \
            (va[1] > vb[1]) - (va[1] < vb[1])
        sa, sb = fam.strength(a), fam.strength(b)
        got = (sa > sb) - (sa < sb)
        if want != got:
            bad.append(f"{_show(a)} vs {_show(b)}: rules {want:+d}, core {got:+d}")
    assert not bad, f"{len(bad)} disagreements, e.g. {bad[:4]}"


# --------------------------------------------------------------- categories and best five

RUNS = {"straight": 5, "straight-flush": 5, "four-straight": 4, "three-straight": 3}


def _display_ranks(family_id: str, cards: Sequence[Card], category: str) -> list[int]:
    """The ranks in display order: the combination first (a run from its top down, the
    ace last in a low run; suited cards high to low; bigger groups first), then kickers."""
    ranks = [R.rank(c) for c in cards]
    lowest = R.LOWEST_RANK[family_id]
    if category == "low":  # eight-or-better: from the highest down, the ace lowest
        return sorted(ranks, key=lambda r: 1 if r == R.ACE else r, reverse=True)
    if category in RUNS:
        n = RUNS[category]
        present = set(ranks)
        tops = [t for t in range(lowest + n - 2, 15) if all(
            (r if r >= lowest else R.ACE) in present for r in range(t - n + 1, t + 1))]
        top = max(tops)
        run = [r if r >= lowest else R.ACE for r in range(top, top - n, -1)]
        rest = list(ranks)
        for r in run:
            rest.remove(r)
        return run + sorted(rest, reverse=True)
    if category in ("four-flush", "three-flush"):
        s = Counter(R.suit(c) for c in cards).most_common(1)[0][0]
        return (sorted((R.rank(c) for c in cards if R.suit(c) == s), reverse=True)
                + sorted((R.rank(c) for c in cards if R.suit(c) != s), reverse=True))
    count = Counter(ranks)
    return sorted(ranks, key=lambda r: (count[r], r), reverse=True)


FAMILIES_DECKS = [("standard", 2), ("soko", 2), ("short36", 6), ("americana", 7),
                  ("draw32", 7), ("telesina", 7), ("deuce-seven", 2), ("eight-low", 2),
                  ("barrel", 2)]


@pytest.mark.parametrize("family_id, lowest", FAMILIES_DECKS)
def test_evaluate_category_and_cards(family_id: str, lowest: int) -> None:
    """``evaluate``: the category is the reference's, the strength is ``strength``'s, and
    ``cards`` are the hand's own cards with the combination first."""
    fam = get_family(family_id)
    ref = R.KEYS[family_id]
    k = 4 if family_id == "barrel" else 5
    deck = [ALL_CARDS[c] for c in R.deck(lowest)]
    rnd = random.Random(f"cat-{family_id}")
    # every category shows up: take hands until each reference category has 300
    seen: Counter[str] = Counter()
    tried = 0
    while tried < 60000:
        tried += 1
        h = tuple(rnd.sample(deck, k))
        v = ref(h)
        cat = "none" if v is None else v[0]
        if seen[cat] >= 300:
            continue
        seen[cat] += 1
        hv = fam.evaluate(h)
        if v is None:
            assert not hv.qualifies, f"{_show(h)} has no low, core says {hv}"
            continue
        assert hv.category == v[0], (
            f"{_show(h)}: rules {v[0]}, core {hv and hv.category}")
        assert hv.strength == fam.strength(h)
        assert sorted(hv.cards) == sorted(h)
        want = _display_ranks(family_id, h, v[0])
        assert [c.rank for c in hv.cards] == want, (
            f"{_show(h)} ({v[0]}) shown as {_show(hv.cards)}, want ranks {want}: "
            "the combination first, then the kickers high to low")
    missing = set(R.LADDERS[family_id]) - set(seen)
    assert not missing, f"sample never met {missing}"


@pytest.mark.parametrize("family_id, lowest", [
    ("standard", 2), ("soko", 2), ("short36", 6), ("americana", 7), ("draw32", 7),
    ("telesina", 7), ("deuce-seven", 2), ("eight-low", 2)])
def test_best_hand_of_seven(family_id: str, lowest: int) -> None:
    """``best_hand`` over 7 cards: its five are a best five by the reference."""
    fam = get_family(family_id)
    ref = R.KEYS[family_id]
    deck = [ALL_CARDS[c] for c in R.deck(lowest)]
    rnd = random.Random(f"best-{family_id}")
    for _ in range(400):
        seven = rnd.sample(deck, 7)
        want = R.best_of(ref, seven)
        got = best_hand(fam, seven)
        if want is None:
            assert not got.qualifies, f"{_show(seven)}: no low, core says {got}"
            continue
        assert set(got.cards) <= set(seven) and len(set(got.cards)) == 5
        assert ref(got.cards)[1] == want[1], (
            f"{_show(seven)}: core picks {_show(got.cards)} ({got.category}), rules {want}")
        assert got.category == want[0]


@pytest.mark.parametrize("family_id", ["standard", "eight-low"])
def test_best_omaha_exactly_two_and_three(family_id: str) -> None:
    """``best_omaha``: exactly 2 hole + 3 board, and a best such five by the reference."""
    fam = get_family(family_id)
    ref = R.KEYS[family_id]
    rnd = random.Random(f"omaha-{family_id}")
    for n in (4, 5) * 200:
        cards = rnd.sample(list(ALL_CARDS), n + 5)
        hole, board = cards[:n], cards[n:]
        want = R.best_omaha(ref, hole, board)
        got = best_omaha(fam, hole, board)
        if want is None:
            assert not got.qualifies
            continue
        assert got is not None
        assert len(set(got.cards) & set(hole)) == 2 and len(set(got.cards) & set(board)) == 3, (
            f"{_show(hole)} | {_show(board)}: core uses {_show(got.cards)}")
        assert ref(got.cards)[1] == want[1]


# --------------------------------------------------------------- explanation steps

SUIT_BEST = {"draw32": R.DRAW32_SUIT, "telesina": R.TELESINA_SUIT}
LOWER_WINS = {"deuce-seven", "eight-low"}


@pytest.mark.parametrize("family_id, lowest", FAMILIES_DECKS)
def test_deciding_step_points_at_the_winner(family_id: str, lowest: int) -> None:
    """For two hands of different strength, the first differing step (what the explanation
    names) really favours the winner: a higher rank (lower for the low families), a better
    suit by the game's order, or a better category. Suit-blind families: permuting the suits
    never changes the strength, and then no step differs."""
    from tutor.rankings import deciding_step
    fam = get_family(family_id)
    k = 4 if family_id == "barrel" else 5
    deck = [ALL_CARDS[c] for c in R.deck(lowest)]
    ladder = R.LADDERS[family_id]
    rnd = random.Random(f"steps-{family_id}")
    for _ in range(3000):
        a, b = tuple(rnd.sample(deck, k)), tuple(rnd.sample(deck, k))
        if family_id not in SUIT_BEST:
            perm = rnd.sample(range(4), 4)
            b = tuple(ALL_CARDS[(c // 4) * 4 + perm[c % 4]] for c in a)
            assert fam.strength(a) == fam.strength(b), (
                f"suits broke a tie: {_show(a)} vs {_show(b)}")
            va, vb = fam.evaluate(a), fam.evaluate(b)
            assert not va.qualifies or deciding_step(va, vb) is None
            b = tuple(rnd.sample(deck, k))
        va, vb = fam.evaluate(a), fam.evaluate(b)
        if not va.qualifies or not vb.qualifies or va.strength == vb.strength:
            continue
        win, lose = (va, vb) if va.strength > vb.strength else (vb, va)
        step = deciding_step(win, lose)
        assert step is not None, f"{_show(win.cards)} beats {_show(lose.cards)}: no step"
        if win.category != lose.category:
            better = ladder.index(win.category) < ladder.index(lose.category)
            assert better != (family_id in LOWER_WINS), f"{win.category} vs {lose.category}"
            continue
        i = next(j for j, (s, t) in enumerate(zip(win.steps, lose.steps, strict=False))
                 if (s.kind, s.what, s.value) != (t.kind, t.what, t.value))
        s, t = win.steps[i], lose.steps[i]
        where = f"{_show(win.cards)} beats {_show(lose.cards)}: step {s} vs {t}"
        assert (s.kind, s.what) == (t.kind, t.what), where
        if s.kind == "suit":
            order = SUIT_BEST[family_id]
            assert order[s.value] > order[t.value], where
        elif s.kind == "low-card" or family_id in LOWER_WINS:
            assert s.value < t.value, where
        else:
            assert s.value > t.value, where


@pytest.mark.parametrize("family_id, lowest", [("americana", 7), ("short36", 6)])
def test_stats_counts_match_reference(family_id: str, lowest: int) -> None:
    """``tutor.stats`` category counts equal the reference's exhaustive counts."""
    from tutor.stats import category_counts
    want = Counter(R.KEYS[family_id](h)[0] for h in combinations(R.deck(lowest), 5))
    got = {k: v for k, v in category_counts(family_id, count_all=True).items() if v}
    assert got == dict(want)
