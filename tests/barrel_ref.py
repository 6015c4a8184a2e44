"""An independent reading of the Double Barrel barrel ranking, for the barrel tests."""

from __future__ import annotations

from collections import Counter


def ref_key(cards: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """An independent reading of the rules: (category index, tie-break tuple)."""
    ranks = sorted((c // 4 + 2 for c in cards), reverse=True)
    suits = [c % 4 for c in cards]
    vals = set(ranks) | ({1} if 14 in ranks else set())
    by_suit = Counter(suits)
    if len(set(ranks)) == 1:
        return 8, (ranks[0],)
    if max(by_suit.values()) == 4:
        return 7, tuple(ranks)
    if len(set(ranks)) == 4:
        tops = [t for t in range(4, 15) if all(t - i in vals for i in range(4))]
        if tops:
            return 6, (max(tops),)
    if max(by_suit.values()) == 3:
        suit = by_suit.most_common(1)[0][0]
        suited = sorted((c // 4 + 2 for c in cards if c % 4 == suit), reverse=True)
        other = [c // 4 + 2 for c in cards if c % 4 != suit]
        return 5, (*suited, *other)
    tops = [t for t in range(3, 15) if all(t - i in vals for i in range(3))]
    if tops:
        t = max(tops)
        left = list(ranks)
        for r in (t, t - 1, t - 2):
            left.remove(14 if r == 1 else r)
        return 4, (t, *left)
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if shape == [3, 1]:
        return 3, tuple(by_count)
    if shape == [2, 2]:
        return 2, tuple(by_count)
    if shape == [2, 1, 1]:
        return 1, tuple(by_count)
    return 0, tuple(ranks)
