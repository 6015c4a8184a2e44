"""Pot shares: tied winners, hi-lo halves, odd chips and side pots.

Chips are integers and nothing is lost or created: the shares always add up
to the pot. Seats are numbered clockwise ``0 .. n-1``; ``dealer`` is the seat
of the dealer button (or, for the stud games, the dealer's box sits just
before seat 0 when ``dealer`` is ``None``). An odd chip goes by the game's
rule from ``RULES.md``:

* hold'em, Omaha, the draw games: to the tied winner first to the left of the
  dealer (source 001, general rules);
* Soko, 7-card stud, Americana, Telesina: to the tied winner seated nearest
  the dealer's (chip) box, going clockwise;
* hi-lo games: the high half gets the odd chip; between tied high hands it
  goes by the seat rule above (7-card stud hi-lo: nearest the dealer box).

>>> r = split_pot(10, [0, 2], game="holdem", seats=4, dealer=1)
>>> r.shares, r.odd_chip_seats
((5, 0, 5, 0), ())
>>> r = split_pot(11, [0, 2], game="holdem", seats=4, dealer=1)
>>> r.shares, r.odd_chip_seats
((5, 0, 6, 0), (2,))
>>> split_pot(11, [1], low_winners=[3], game="omaha-hilo", seats=4).shares
(0, 6, 0, 5)
>>> [(p.amount, p.eligible) for p in side_pots([50, 100, 100])]
[(150, (0, 1, 2)), (100, (1, 2))]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from tutor.errors import TutorError, quote
from tutor.games import Game, OddChipRule, get_game
from tutor.texts import N_, _

READING_DEALER_BOX = "dealer-box"
READING_FIRST_SHOWN = "first-shown"


class PotError(TutorError):
    """Bad pot input: negative chips, an unknown seat, nobody left to win."""


@dataclass(frozen=True)
class Pot:
    """One pot (main or side): its chips and the seats that can win it."""

    amount: int
    eligible: tuple[int, ...]


_NOTES = {
    "no-low": N_("No qualifying low: the high hand takes the whole pot."),
    "odd-chip-high": N_("The odd chip goes to the high half."),
    "odd-chip-left": N_("The odd chip goes to player {seat}, the first winner to the dealer's "
                        "left."),
    "odd-chip-box": N_("The odd chip goes to player {seat}, the winner seated nearest the "
                       "dealer's box."),
    "odd-chip-first-shown": N_("The odd chip goes to player {seat}, whose cards were shown "
                               "first (the general rules' reading)."),
    "soko-reading": N_("The sources disagree: the Soko section gives the odd chip to the "
                       "player nearest the dealer's box, the general rules to the player whose "
                       "cards were shown first. The tutor follows the Soko section."),
}
"""The notes' sentences by code (``{seat}``: the player the note names)."""


@dataclass(frozen=True)
class Note:
    """Something the learner should be told about a split, in en and ru."""

    code: str
    seat: int | None = None
    pot: int = 0

    def text(self, lang: str = "en", *, first_player: int = 0) -> str:
        """The note as a sentence; seats are numbered from ``first_player`` (the apps: 1).

        >>> Note("no-low").text()
        'No qualifying low: the high hand takes the whole pot.'
        >>> Note("no-low", pot=2).text()[:40]
        'Side pot 2: nobody who can win it has a '
        >>> Note("odd-chip-box", seat=0).text(first_player=1)[:30]
        'The odd chip goes to player 1,'
        """
        seat = "" if self.seat is None else str(self.seat + first_player)
        if self.code == "no-low" and self.pot:  # a side pot: not "the whole pot"
            return _("Side pot {pot}: nobody who can win it has a qualifying low, so the best "
                     "high hand takes all of it.", lang, pot=self.pot)
        if self.code == "exact":
            chip = "" if self.seat is None else _(
                " In whole chips, the tutor gives the spare chip to player {seat}, the first "
                "winner to the dealer's left.", lang, seat=seat)
            return _("Double Barrel has no odd-chip rule: the exact shares are fractions of "
                     "a unit.", lang) + chip
        text = _NOTES.get(self.code)
        if text is None:
            return self.code
        return _(text, lang, seat=seat)


@dataclass(frozen=True)
class PotResult:
    """How a pot (or all the pots of a hand) is shared.

    ``shares[seat]`` is what that seat receives; ``odd_chip_seats`` the seats
    that received an odd chip; ``notes`` what to tell the learner.
    """

    total: int
    shares: tuple[int, ...]
    high_shares: tuple[int, ...]
    low_shares: tuple[int, ...]
    pots: tuple[Pot, ...] = ()
    odd_chip_seats: tuple[int, ...] = ()
    notes: tuple[Note, ...] = field(default=())

    def explain(self, lang: str = "en") -> str:
        """All notes joined into a paragraph."""
        return " ".join(n.text(lang) for n in self.notes)


def chip_order(seats: int, dealer: int | None = None) -> tuple[int, ...]:
    """Seats clockwise from the first seat after the dealer (or dealer's box).

    >>> chip_order(5, dealer=2)
    (3, 4, 0, 1, 2)
    >>> chip_order(3)
    (0, 1, 2)
    """
    if seats < 1:
        raise PotError(N_("a pot needs at least one seat, got {seats}"), seats=seats)
    if dealer is None:
        return tuple(range(seats))
    if not 0 <= dealer < seats:
        raise PotError(N_("dealer seat {seat} is not one of the seats 0..{last}"), seat=dealer,
                       last=seats - 1)
    return tuple((dealer + 1 + i) % seats for i in range(seats))


def _check_seats(who: Sequence[int], seats: int, what: str) -> list[int]:
    out: list[int] = []
    for s in who:
        if not isinstance(s, int) or not 0 <= s < seats:
            raise PotError(N_("{what} seat {s} is not one of the seats 0..{last}"),
                           what=what, s=s, last=seats - 1)
        if s in out:
            raise PotError(N_("{what} seat {s} is listed twice"), what=what, s=s)
        out.append(s)
    return out


def _share_equally(amount: int, winners: Sequence[int], order: Sequence[int]) -> tuple[
    dict[int, int], list[int]
]:
    """Equal shares; the odd chips go one each to winners in ``order``."""
    base, odd = divmod(amount, len(winners))
    shares = dict.fromkeys(winners, base)
    lucky = [s for s in order if s in shares][:odd]
    for s in lucky:
        shares[s] += 1
    return shares, lucky


def split_pot(
    amount: int,
    winners: Sequence[int],
    low_winners: Sequence[int] | None = None,
    *,
    game: str | Game,
    seats: int,
    dealer: int | None = None,
    reading: str = READING_DEALER_BOX,
    shown_order: Sequence[int] | None = None,
) -> PotResult:
    """Share one pot among tied winners (and, in hi-lo games, the low winners).

    ``winners`` are the seats with the best (high) hand; ``low_winners`` the
    seats with the best qualifying low, or ``None``/empty when no low
    qualifies (the high hand scoops). In Soko, ``reading="first-shown"`` with
    ``shown_order`` applies the general rules' reading instead of the Soko
    section's (the tutor's default).

    >>> r = split_pot(7, [0, 1, 2], game="soko", seats=3)
    >>> r.shares, r.notes[-1].code
    ((3, 2, 2), 'soko-reading')
    >>> split_pot(7, [2], [], game="stud7-hilo", seats=3).shares
    (0, 0, 7)
    >>> split_pot(9, [0, 1], [1], game="stud7-hilo", seats=3).shares
    (3, 6, 0)
    >>> split_pot(5, [], game="holdem", seats=2)
    Traceback (most recent call last):
    ...
    tutor.pots.PotError: a pot needs at least one winner
    """
    g = get_game(game)
    if not isinstance(amount, int) or amount < 0:
        raise PotError(N_("a pot must be a whole, non-negative number of chips, got {amount}"),
                       amount=repr(amount))
    high = _check_seats(winners, seats, "winner")
    if not high:
        raise PotError(N_("a pot needs at least one winner"))
    low = _check_seats(low_winners or [], seats, "low winner")
    if low and not g.is_hilo:
        raise PotError(N_("{game} has no low half, but low winners were given"), game=g.name())
    order = chip_order(seats, dealer)
    notes: list[Note] = []
    by_box = g.odd_chip.by_box
    odd_code = "odd-chip-box" if by_box else "odd-chip-left"
    if READING_FIRST_SHOWN in g.odd_chip_readings and reading == READING_FIRST_SHOWN:
        if shown_order is None:
            raise PotError(N_("the first-shown reading needs the order in which hands were "
                              "shown"))
        order = tuple(_check_seats(shown_order, seats, "shown")) + tuple(
            s for s in order if s not in shown_order
        )
        odd_code = "odd-chip-first-shown"
    elif reading not in (READING_DEALER_BOX, READING_FIRST_SHOWN):
        raise PotError(N_("unknown odd-chip reading {quote} (use dealer-box or first-shown)"),
                       quote=quote(str(reading)))

    high_shares = [0] * seats
    low_shares = [0] * seats
    odd_seats: list[int] = []
    if g.is_hilo and low:
        low_half = amount // 2
        high_half = amount - low_half
        if high_half != low_half:
            notes.append(Note("odd-chip-high"))
    else:
        high_half, low_half = amount, 0
        if g.is_hilo:
            notes.append(Note("no-low"))
    for part, half, who in ((high_shares, high_half, high), (low_shares, low_half, low)):
        if not who:
            continue
        got, lucky = _share_equally(half, who, order)
        for s, chips in got.items():
            part[s] += chips
        for s in lucky:
            odd_seats.append(s)
            # Double Barrel has no odd-chip rule: one note says so and where the chip went
            notes.append(Note("exact" if g.odd_chip is OddChipRule.EXACT else odd_code, seat=s))
    if g.odd_chip_readings and odd_seats:
        notes.append(Note("soko-reading"))
    shares = tuple(h + lo for h, lo in zip(high_shares, low_shares, strict=True))
    return PotResult(
        total=amount, shares=shares, high_shares=tuple(high_shares),
        low_shares=tuple(low_shares), pots=(Pot(amount, tuple(range(seats))),),
        odd_chip_seats=tuple(odd_seats), notes=tuple(notes),
    )


def side_pots(contributions: Sequence[int], folded: Collection[int] = ()) -> list[Pot]:
    """Split the chips put in by each seat into a main pot and side pots.

    An all-in player can win from each other player at most what they put in
    themselves (source 001). Folded seats' chips stay in the pots they reach
    but those seats cannot win. Chips nobody else matched form a last pot
    that only their owner can win (the uncalled bet comes back).

    >>> [(p.amount, p.eligible) for p in side_pots([20, 50, 80, 80], folded=[3])]
    [(80, (0, 1, 2)), (90, (1, 2)), (60, (2,))]
    """
    seats = len(contributions)
    for s, c in enumerate(contributions):
        if not isinstance(c, int) or c < 0:
            raise PotError(N_("seat {s} put in {c}; contributions must be whole chips >= 0"),
                           s=s, c=repr(c))
    dead = set(_check_seats(list(folded), seats, "folded"))
    live = [s for s in range(seats) if s not in dead and contributions[s] > 0]
    if not live:
        raise PotError(N_("every seat has folded or put nothing in; nobody can win the pot"))
    levels = sorted({contributions[s] for s in live})
    pots: list[Pot] = []
    prev = 0
    for i, level in enumerate(levels):
        top = level if i < len(levels) - 1 else max(contributions)
        amount = sum(min(c, top) - min(c, prev) for c in contributions)
        eligible = tuple(s for s in live if contributions[s] >= level)
        if amount:
            pots.append(Pot(amount, eligible))
        prev = top
    return pots


def _best(keys: Sequence[int | None], among: Sequence[int]) -> list[int]:
    scored = {s: k for s in among if (k := keys[s]) is not None}
    if not scored:
        return []
    best = max(scored.values())
    return [s for s, k in scored.items() if k == best]


def settle(
    game: str | Game,
    contributions: Sequence[int],
    high_keys: Sequence[int],
    low_keys: Sequence[int | None] | None = None,
    *,
    folded: Collection[int] = (),
    dealer: int | None = None,
) -> PotResult:
    """Share every pot of a hand: side pots, then each pot's (hi-lo) winners.

    ``high_keys[seat]`` is a number that is higher for a better high hand
    (e.g. :attr:`HandValue.strength`, or a showdown's effective key);
    ``low_keys[seat]`` the same for the low, ``None`` for no qualifying low.

    >>> r = settle("holdem", [30, 100, 100], high_keys=[9, 5, 7])
    >>> r.shares, [p.amount for p in r.pots]
    ((90, 0, 140), [90, 140])
    """
    g = get_game(game)
    seats = len(contributions)
    if len(high_keys) != seats or (low_keys is not None and len(low_keys) != seats):
        raise PotError(N_("need one hand per seat: {seats} contributions, {n} hands"),
                       seats=seats, n=len(high_keys))
    pots = side_pots(contributions, folded)
    shares = [0] * seats
    high_sh = [0] * seats
    low_sh = [0] * seats
    odd: list[int] = []
    notes: list[Note] = []
    for i, pot in enumerate(pots):
        high = _best(list(high_keys), pot.eligible)
        low = _best(low_keys, pot.eligible) if low_keys is not None and g.is_hilo else []
        r = split_pot(pot.amount, high, low, game=g, seats=seats, dealer=dealer)
        for s in range(seats):
            shares[s] += r.shares[s]
            high_sh[s] += r.high_shares[s]
            low_sh[s] += r.low_shares[s]
        odd.extend(r.odd_chip_seats)
        for n in r.notes:
            note = Note(n.code, n.seat, i)
            if note not in notes:
                notes.append(note)
    return PotResult(
        total=sum(contributions), shares=tuple(shares), high_shares=tuple(high_sh),
        low_shares=tuple(low_sh), pots=tuple(pots), odd_chip_seats=tuple(odd),
        notes=tuple(notes),
    )
