"""A visit's seed: its first deal is one the build drew, every later deal is its own.

The quiz, the split trainer and every drill (the seven poker drills, Raspisnoy's four)
deal through :func:`deal_seed`: for a drill, "question" below is its task.

The static site shows a dealt widget's first deal before the browser's Python is up,
from one of a few states the build made (:mod:`tutor.site.static_widgets`, each for a
five-digit seed ``B``). So that the visit is not pinned to one of those few sequences,
the page draws the visit's seed with ``crypto.getRandomValues`` as

    ``seed = V * 100000 + B``   (``V`` five fresh digits, so ``seed`` has ten)

and the models deal question 0 of such a seed from ``B`` alone -- the build's state, on
screen already -- and every later question from the whole seed. The seed is shown and
linked as any other ("Link to these deals" is ``?seed=<ten digits>``), so a shared link
deals the same first deal and the same next deals. Seeds below :data:`VISIT_SEEDS` (the
five-digit seeds of the site's earlier links, a teacher's plan seed, a test's) deal
every question from the whole seed, exactly as before.

>>> deal_seed(4242, 0), deal_seed(4242, 1)
(4242, 4242)
>>> deal_seed(4821984017, 0), deal_seed(4821984017, 1)
(84017, 4821984017)
>>> visit_seed(84017, fresh=48219)
4821984017
"""

from __future__ import annotations

FIRST_DEALS = 100_000
"""A visit seed's last five digits name its first deal (the build's seeds are five digits)."""

VISIT_SEEDS = 10**9
"""The smallest visit seed: ten digits (a class plan's seeds stay below, up to 999999999)."""


def deal_seed(seed: int, number: int) -> int:
    """The seed question ``number`` of a session seeded ``seed`` is dealt from."""
    if number == 0 and seed >= VISIT_SEEDS:
        return seed % FIRST_DEALS
    return seed


def fresh_seed() -> int:
    """A new seed for a visit with none given: fresh deals every visit, yet shareable.

    Five digits, so a teacher can read it out to a class; from the operating system's
    entropy, never from ``random`` (whose state the site's Python restores from the
    build's memory snapshot).
    """
    import random

    return random.SystemRandom().randrange(10_000, 100_000)


def visit_seed(first: int, fresh: int | None = None) -> int:
    """A visit's seed whose first deal is ``first``'s (what ``page.js`` draws, in Python).

    ``fresh`` is the visit's own five digits (10000 ... 99999), drawn from the operating
    system's entropy when not given.
    """
    if not 0 <= first < FIRST_DEALS:
        raise ValueError(f"a first deal's seed has at most five digits, not {first}")
    return (fresh_seed() if fresh is None else fresh) * FIRST_DEALS + first
