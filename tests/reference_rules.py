"""An independent, deliberately naive reference of the hand rankings in RULES.md.

Written from ``/work/shared/RULES.md`` alone, without looking at ``tutor.rankings``:
it is slow and simple on purpose, so the fast core can be checked against it
(``tests/test_verify_*.py``). Standard library only.

Cards are the contract's ints: ``(rank - 2) * 4 + suit``, suits 0 c, 1 d, 2 h, 3 s.

Every ``key_*`` function returns ``(category, key)`` where ``key`` is a tuple:
a higher tuple is a better hand *within the family* (for the low families too:
a higher key is the better low). The first element of ``key`` is the
category's position in the family's ladder (higher = better).

Readings taken where RULES.md leaves a choice (see ``tests/test_verify_*.py``):

* 32-card draw, "the highest card of the deciding group": for a pair, trips or
  quads it is the group's card of the best suit (hearts > diamonds > spades >
  clubs); for two pair with equal pairs and equal kicker rank "then suits" is the
  suit of the top pair's best card (the deciding group of two pair is the top pair).
* Telesina two pair, "kicker not the Vela": the kickers' suits are compared
  when the two kickers are different cards; when both hands use the shared Vela
  card as the kicker, the better suit in the top pair decides. Telesina one pair:
  the suit of the highest kicker that is not the Vela card given as context.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
ACE = 14

# Suit strength (higher = better) for the two games where suits break ties.
DRAW32_SUIT = {HEARTS: 3, DIAMONDS: 2, SPADES: 1, CLUBS: 0}
TELESINA_SUIT = {HEARTS: 3, DIAMONDS: 2, CLUBS: 1, SPADES: 0}

# Ladders, best first, straight from the RULES.md table.
STANDARD_LADDER = ("straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
                   "three-of-a-kind", "two-pair", "one-pair", "high-card")
SOKO_LADDER = ("straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
               "three-of-a-kind", "two-pair", "four-flush", "four-straight", "one-pair",
               "high-card")
SHORT36_LADDER = ("straight-flush", "four-of-a-kind", "flush", "full-house",
                  "three-of-a-kind", "straight", "two-pair", "one-pair", "high-card")
AMERICANA_LADDER = ("straight-flush", "four-of-a-kind", "flush", "full-house", "straight",
                    "three-of-a-kind", "two-pair", "one-pair", "high-card")
TELESINA_LADDER = AMERICANA_LADDER
BARREL_LADDER = ("four-of-a-kind", "four-flush", "four-straight", "three-flush",
                 "three-straight", "three-of-a-kind", "two-pair", "one-pair", "high-card")

LADDERS = {
    "standard": STANDARD_LADDER, "soko": SOKO_LADDER, "short36": SHORT36_LADDER,
    "americana": AMERICANA_LADDER, "draw32": AMERICANA_LADDER, "telesina": TELESINA_LADDER,
    "deuce-seven": STANDARD_LADDER, "eight-low": ("low",), "barrel": BARREL_LADDER,
}
LOWEST_RANK = {"standard": 2, "soko": 2, "deuce-seven": 2, "eight-low": 2, "barrel": 2,
               "short36": 6, "americana": 7, "draw32": 7, "telesina": 7}


def rank(c: int) -> int:
    return int(c) // 4 + 2


def suit(c: int) -> int:
    return int(c) % 4


def deck(lowest: int) -> list[int]:
    """Every card of the deck whose lowest rank is ``lowest`` (2, 6 or 7)."""
    return [c for c in range(52) if rank(c) >= lowest]


def _place(ladder: Sequence[str], category: str) -> int:
    return len(ladder) - ladder.index(category)


def _straight_top(cards: Sequence[int], lowest: int, ace_low: bool = True) -> int | None:
    """Top rank of a 5-card straight, or None. ``lowest``: the deck's lowest rank."""
    ranks = {rank(c) for c in cards}
    if len(ranks) != 5:
        return None
    if max(ranks) - min(ranks) == 4:
        return max(ranks)
    if ace_low and ranks == {ACE, lowest, lowest + 1, lowest + 2, lowest + 3}:
        return lowest + 3
    return None


def _is_flush(cards: Sequence[int]) -> bool:
    return len({suit(c) for c in cards}) == 1


def _groups(cards: Sequence[int]) -> list[tuple[int, int]]:
    """(count, rank) pairs, biggest group first, then higher rank first."""
    return sorted(((n, r) for r, n in Counter(rank(c) for c in cards).items()), reverse=True)


def _desc(cards: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted((rank(c) for c in cards), reverse=True))


def classify5(cards: Sequence[int], lowest: int = 2,
              ace_low: bool = True) -> tuple[str, tuple[int, ...]]:
    """A 5-card hand's standard category and its rank tie-break, as RULES.md words them."""
    top = _straight_top(cards, lowest, ace_low)
    flush = _is_flush(cards)
    g = _groups(cards)
    shape = tuple(n for n, _ in g)
    gr = tuple(r for _, r in g)
    if top is not None and flush:
        return "straight-flush", (top,)
    if shape == (4, 1):
        return "four-of-a-kind", gr  # quads, kicker
    if shape == (3, 2):
        return "full-house", gr  # trips, pair
    if flush:
        return "flush", _desc(cards)
    if top is not None:
        return "straight", (top,)
    if shape == (3, 1, 1):
        return "three-of-a-kind", gr  # trips, kickers high -> low
    if shape == (2, 2, 1):
        return "two-pair", gr  # top pair, second pair, kicker
    if shape == (2, 1, 1, 1):
        return "one-pair", gr  # pair, kickers high -> low
    return "high-card", _desc(cards)


def _check5(cards: Sequence[int], lowest: int) -> None:
    if len(cards) != 5 or len(set(cards)) != 5:
        raise ValueError(f"need 5 different cards, got {cards}")
    for c in cards:
        if not 0 <= c < 52 or rank(c) < lowest:
            raise ValueError(f"card {c} not in the deck")


# ---------------------------------------------------------------- plain families

def key_standard(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    _check5(cards, 2)
    cat, tb = classify5(cards, 2)
    return cat, (_place(STANDARD_LADDER, cat), *tb)


def key_short36(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    _check5(cards, 6)
    cat, tb = classify5(cards, 6)
    return cat, (_place(SHORT36_LADDER, cat), *tb)


def key_americana(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    _check5(cards, 7)
    cat, tb = classify5(cards, 7)
    return cat, (_place(AMERICANA_LADDER, cat), *tb)


def key_deuce_seven(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    """Lowest standard-high hand wins; aces high only, A-2-3-4-5 is no straight."""
    _check5(cards, 2)
    cat, tb = classify5(cards, 2, ace_low=False)
    return cat, tuple(-x for x in (_place(STANDARD_LADDER, cat), *tb))


def key_eight_low(cards: Sequence[int]) -> tuple[str, tuple[int, ...]] | None:
    """Five different ranks, all 8 or lower (ace = 1); compared from the top, lower wins."""
    _check5(cards, 2)
    low = [1 if rank(c) == ACE else rank(c) for c in cards]
    if len(set(low)) != 5 or max(low) > 8:
        return None
    return "low", tuple(-r for r in sorted(low, reverse=True))


def key_soko(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    _check5(cards, 2)
    cat, tb = classify5(cards, 2)
    if cat in ("one-pair", "high-card"):
        by_suit = Counter(suit(c) for c in cards)
        s, n = by_suit.most_common(1)[0]
        if n == 4:  # a 4-flush beats a 4-straight and a pair
            suited = [c for c in cards if suit(c) == s]
            odd = [c for c in cards if suit(c) != s]
            return "four-flush", (_place(SOKO_LADDER, "four-flush"), *_desc(suited), *_desc(odd))
        ranks = {rank(c) for c in cards}
        tops = [t for t in range(4, 15) if all(
            (r if r != 1 else ACE) in ranks for r in range(t - 3, t + 1))]
        if tops:
            top = max(tops)
            run = {r if r != 1 else ACE for r in range(top - 3, top + 1)}
            rest = list(cards)
            for r in run:  # take one card of each run rank away: the odd card stays
                rest.remove(next(c for c in rest if rank(c) == r))
            return "four-straight", (_place(SOKO_LADDER, "four-straight"), top, *_desc(rest))
    return cat, (_place(SOKO_LADDER, cat), *tb)


# ------------------------------------------------------------ suit tie-breaks

def _best_suited(cards: Iterable[int], order: dict[int, int]) -> int:
    """The card of the best suit among cards (used for a group's 'highest card')."""
    return max(cards, key=lambda c: order[suit(c)])


def key_draw32(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    """Americana's ranking, then the suit of the highest card of the deciding group."""
    _check5(cards, 7)
    cat, tb = classify5(cards, 7)
    if cat in ("straight-flush", "straight"):
        top = tb[0]
        # the straight's top card (for A-7-8-9-T the ten, not the ace)
        deciding = [c for c in cards if rank(c) == top]
    elif cat in ("flush", "high-card"):
        deciding = [max(cards, key=rank)]
    else:  # quads, trips (incl. full house), top pair (also the one pair)
        deciding = [c for c in cards if rank(c) == tb[0]]
    card = _best_suited(deciding, DRAW32_SUIT)
    return cat, (_place(AMERICANA_LADDER, cat), *tb, DRAW32_SUIT[suit(card)])


def key_telesina(cards: Sequence[int], vela: int | None = None) -> tuple[str, tuple[int, ...]]:
    """Telesina's ranking with its suit rules (suits: hearts > diamonds > clubs > spades)."""
    _check5(cards, 7)
    cat, tb = classify5(cards, 7)
    place = _place(TELESINA_LADDER, cat)
    o = TELESINA_SUIT
    if cat in ("straight-flush", "straight"):
        top_card = next(c for c in cards if rank(c) == tb[0])
        return cat, (place, tb[0], o[suit(top_card)])
    if cat == "flush":  # the higher suit first, then ranks high -> low
        return cat, (place, o[suit(cards[0])], *tb)
    if cat == "two-pair":
        top_pair = [c for c in cards if rank(c) == tb[0]]
        kicker = next(c for c in cards if rank(c) == tb[2])
        return cat, (place, *tb, o[suit(kicker)], max(o[suit(c)] for c in top_pair))
    if cat == "one-pair":
        kickers = sorted((c for c in cards if rank(c) != tb[0] and c != vela),
                         key=rank, reverse=True)
        return cat, (place, *tb, o[suit(kickers[0])])
    if cat == "high-card":  # cards from the top by (rank, suit)
        flat: list[int] = []
        for c in sorted(cards, key=lambda c: (rank(c), o[suit(c)]), reverse=True):
            flat += [rank(c), o[suit(c)]]
        return cat, (place, *tuple(flat))
    return cat, (place, *tb)  # quads, full house, trips: ranks only (never equal in a deal)


# ---------------------------------------------------------------- Double Barrel

def key_barrel(cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    """A 4-card barrel (source 000's table, as RULES.md words it)."""
    if len(cards) != 4 or len(set(cards)) != 4:
        raise ValueError(f"need 4 different cards, got {cards}")
    g = _groups(cards)
    shape = tuple(n for n, _ in g)
    gr = tuple(r for _, r in g)

    def put(cat: str, tb: tuple[int, ...]) -> tuple[str, tuple[int, ...]]:
        return cat, (_place(BARREL_LADDER, cat), *tb)

    ranks = {rank(c) for c in cards}

    def run_tops(n: int) -> list[int]:
        tops = []
        for top in range(n, 15):
            need = [ACE if r == 1 else r for r in range(top - n + 1, top + 1)]
            if all(r in ranks for r in need):
                tops.append(top)
        return tops

    if shape == (4,):
        return put("four-of-a-kind", gr)
    by_suit = Counter(suit(c) for c in cards)
    s, n = by_suit.most_common(1)[0]
    if n == 4:
        return put("four-flush", _desc(cards))
    tops4 = run_tops(4)
    if tops4:
        return put("four-straight", (max(tops4),))
    if n == 3:
        suited = [c for c in cards if suit(c) == s]
        odd = [c for c in cards if suit(c) != s]
        return put("three-flush", _desc(suited) + _desc(odd))
    tops3 = run_tops(3)
    if tops3:
        top = max(tops3)
        rest = list(cards)
        for r in (ACE if x == 1 else x for x in range(top - 2, top + 1)):
            rest.remove(next(c for c in rest if rank(c) == r))
        return put("three-straight", (top, *_desc(rest)))
    if shape == (3, 1):
        return put("three-of-a-kind", gr)
    if shape == (2, 2):
        return put("two-pair", gr)
    if shape == (2, 1, 1):
        return put("one-pair", gr)
    return put("high-card", _desc(cards))


KEYS = {
    "standard": key_standard, "soko": key_soko, "short36": key_short36,
    "americana": key_americana, "draw32": key_draw32, "telesina": key_telesina,
    "deuce-seven": key_deuce_seven, "eight-low": key_eight_low, "barrel": key_barrel,
}


# ------------------------------------------------------------------- showdowns

def best_of(key, cards: Sequence[int], k: int = 5):  # type: ignore[no-untyped-def]
    """The best (category, key) over every k of the cards; None if none qualifies."""
    vals = [v for v in (key(list(h)) for h in combinations(cards, k)) if v is not None]
    return max(vals, key=lambda v: v[1]) if vals else None


def best_omaha(key, hole: Sequence[int], board: Sequence[int]):  # type: ignore[no-untyped-def]
    """Exactly two of the hole cards and exactly three of the board."""
    vals = [v for v in (key(list(h) + list(b)) for h in combinations(hole, 2)
                        for b in combinations(board, 3)) if v is not None]
    return max(vals, key=lambda v: v[1]) if vals else None


def _argmax(keys: Sequence[tuple[int, ...] | None]) -> list[int]:
    real = [k for k in keys if k is not None]
    if not real:
        return []
    top = max(real)
    return [i for i, k in enumerate(keys) if k == top]


# game id -> (high family, low family, how a hand is formed)
GAMES = {
    "holdem": ("standard", None, "any"), "omaha": ("standard", None, "omaha"),
    "omaha5": ("standard", None, "omaha"), "omaha-hilo": ("standard", "eight-low", "omaha"),
    "omaha5-hilo": ("standard", "eight-low", "omaha"), "soko": ("soko", None, "any"),
    "stud7": ("standard", None, "any"), "stud7-hilo": ("standard", "eight-low", "any"),
    "draw5": ("standard", None, "any"), "triple-draw-27": ("deuce-seven", None, "any"),
    "americana": ("americana", None, "any"), "telesina": ("telesina", None, "vela"),
    "draw32": ("draw32", None, "any"), "shortdeck36": ("short36", None, "any"),
    "double-barrel": ("barrel", None, "barrel"),
}
HOLE = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha-hilo": 4, "omaha5-hilo": 5, "soko": 5,
        "stud7": 7, "stud7-hilo": 7, "draw5": 5, "triple-draw-27": 5, "americana": 5,
        "telesina": 5, "draw32": 5, "shortdeck36": 2, "double-barrel": 4}
BOARD = {"holdem": 5, "omaha": 5, "omaha5": 5, "omaha-hilo": 5, "omaha5-hilo": 5,
         "shortdeck36": 5, "telesina": 1}
MAX_PLAYERS = {"holdem": 10, "omaha": 8, "omaha5": 8, "omaha-hilo": 8, "omaha5-hilo": 8,
               "soko": 8, "stud7": 7, "stud7-hilo": 7, "draw5": 6, "triple-draw-27": 6,
               "americana": 6, "telesina": 5, "draw32": 5, "shortdeck36": 10,
               "double-barrel": 6}


def _is_royal(value: tuple[str, tuple[int, ...]]) -> bool:
    return value[0] == "straight-flush" and value[1][1] == ACE


def _has_low_straight_flush(cards: Sequence[int]) -> bool:
    """Can these cards make T-9-8-7-A of one suit?"""
    return any(all((r - 2) * 4 + s in cards for r in (ACE, 7, 8, 9, 10)) for s in range(4))


def reference_showdown(game: str, players: Sequence[Sequence[int]],
                       board: Sequence[int] = ()) -> tuple[list[int], list[int] | None]:
    """(high winners, low winners or None for a game without a low half).

    Low winners is ``[]`` when nobody has a qualifying low.
    """
    high_id, low_id, form = GAMES[game]
    fams = [high_id] + ([low_id] if low_id else [])
    results: list[list[int]] = []
    for fam in fams:
        key = KEYS[fam]
        vals = []
        for own in players:
            if form == "omaha":
                vals.append(best_omaha(key, own, board))
            elif form == "vela":
                v = board[0]
                vals.append(best_of(lambda h, v=v: key_telesina(h, v), [*list(own), v]))
            elif form == "barrel":
                vals.append(key(list(own)))
            else:
                vals.append(best_of(key, list(own) + list(board)))
        keys = [None if v is None else v[1] for v in vals]
        if form == "vela" and len(players) == 2:
            # heads-up: T-9-8-7-A of one suit beats a royal flush (any suits)
            for i, j in ((0, 1), (1, 0)):
                if _is_royal(vals[j]) and not _is_royal(vals[i]) and \
                        _has_low_straight_flush([*list(players[i]), board[0]]):
                    return [i], None
        results.append(_argmax(keys))
    return results[0], (results[1] if low_id else None)


def odd_chip_check(amount: int, high: Sequence[int], low: Sequence[int]) -> tuple[int, int]:
    """(high half, low half) of a hi-lo pot: the odd chip goes to the high."""
    if not low:
        return amount, 0
    return amount - amount // 2, amount // 2
