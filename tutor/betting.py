"""Legal bet amounts under each limit structure (RULES.md "General rules" and Double Barrel).

A :class:`Limit` is a limit structure; a :class:`Spot` is one player's view of
the betting round at their turn. :func:`options` gives what that player may
do (check, call, fold, the smallest and largest bet or raise, as round
totals); :func:`judge` says whether one action is legal and, when it is not,
which rule it breaks (:meth:`Judgement.text` in English or Russian).

Amounts are **round totals**: "raise to 60" means the player's chips in this
betting round become 60. ``pot`` is everything in the middle, this round's
bets included.

>>> spot = Spot(pot=120, high=20, mine=0, last_raise=20)   # 100 in the pot, then a bet of 20
>>> pot_raise(spot)          # call 20 (pot 140), then raise by the pot: 20 + 140
160
>>> o = options(Limit("pot", small=10), spot)
>>> (o.call, o.raise_kind, o.min_to, o.max_to)
(20, 'raise', 40, 160)
>>> print(judge(Limit("pot", small=10), spot, "raise", 200).text())
Pot limit: the largest raise is to 160 (call 20, then raise by the pot of 140); 200 is too much.
>>> judge(Limit("fixed", small=10), Spot(pot=70, high=40, mine=0, last_raise=10, raises=3),
...       "raise", 50).code
'cap'
>>> judge(Limit("capped", small=2, cap=4, fold=False), Spot(pot=12, high=2, mine=0),
...       "fold").code
'no-fold'
>>> print(judge(Limit("capped", small=2, cap=4, fold=False), Spot(pot=12, high=4, mine=2),
...             "raise", 3).text())  # doctest: +NORMALIZE_WHITESPACE
Double Barrel: a raise must go above the round total of 4, so 3 is too little; and 4 is
already the most a round total may be: only a call is possible.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutor.errors import TutorError
from tutor.texts import N_, NP_, _, p_

FIXED = "fixed"
SPREAD = "spread"
POT = "pot"
HALF_POT = "half-pot"
NO_LIMIT = "no-limit"
CAPPED = "capped"
STRUCTURES = (FIXED, SPREAD, POT, HALF_POT, NO_LIMIT, CAPPED)
"""Limit structure ids: the five of the general rules, and Double Barrel's capped rounds."""

ACTIONS = ("check", "call", "fold", "bet", "raise")


class BettingError(TutorError):
    """A limit or a spot that makes no sense (negative chips, an unknown structure)."""


@dataclass(frozen=True)
class Limit:
    """A limit structure.

    * ``fixed``: every bet and raise is exactly ``small`` (the round's bet
      size); at most a bet and ``raises`` (3) raises a round.
    * ``spread``: a bet or a raise of any size from ``small`` to ``big``; a
      raise at least as big as the last bet or raise; the same cap of
      ``raises`` raises (a card room's rule: the sources are silent).
    * ``pot``: the smallest bet is ``small`` (the big blind); a raise at least
      as big as the last bet or raise; the largest raise is the pot after
      calling.
    * ``half-pot``: as pot limit, the largest bet or raise half the pot
      (after calling; whole chips, rounded down; never below the minimum).
    * ``no-limit``: as pot limit's minimums, no maximum but the stack.
    * ``capped`` (Double Barrel): the round opens with a bet of exactly
      ``small`` (the opener makes the minimum bet); a raise goes to any whole
      total above the highest, up to ``cap`` (the opener too, when the action
      comes back); no check; ``fold`` says whether folding is allowed.
    """

    kind: str
    small: int = 1
    big: int = 0
    raises: int = 3
    cap: int = 0
    fold: bool = True

    def __post_init__(self) -> None:
        if self.kind not in STRUCTURES:
            raise BettingError(N_("unknown limit structure `{kind}`; use {known}"),
                               kind=self.kind, known=", ".join(STRUCTURES))
        if self.small < 1:
            raise BettingError(N_("the smallest bet must be at least 1, got {small}"),
                               small=self.small)
        if self.kind == SPREAD and self.big < self.small:
            raise BettingError(N_("a spread limit needs big >= small, got {small}-{big}"),
                               small=self.small, big=self.big)
        if self.kind == CAPPED and self.cap < self.small:
            raise BettingError(N_("a capped round needs cap >= small, got cap {cap}"), cap=self.cap)


@dataclass(frozen=True)
class Spot:
    """The betting round at one player's turn.

    ``pot``: all chips in the middle, this round's bets included; ``high``:
    the highest round total so far (0: nobody has bet); ``mine``: this
    player's round total; ``last_raise``: the size of the last bet or raise
    this round; ``raises``: raises made this round (the opening bet is not
    a raise); ``stack``: the player's chips behind (``None``: enough).
    """

    pot: int
    high: int = 0
    mine: int = 0
    last_raise: int = 0
    raises: int = 0
    stack: int | None = None

    def __post_init__(self) -> None:
        if min(self.pot, self.high, self.mine, self.last_raise, self.raises) < 0:
            raise BettingError("chip counts cannot be negative")
        if self.mine > self.high:
            raise BettingError(N_("the player's round total {mine} is above the highest {high}"),
                               mine=self.mine, high=self.high)

    @property
    def to_call(self) -> int:
        """What the player must add to call."""
        return self.high - self.mine


def pot_raise(spot: Spot) -> int:
    """Pot limit's largest raise, as a round total: call first, then raise by the whole pot.

    >>> pot_raise(Spot(pot=3, high=2, mine=0, last_raise=2))   # blinds 1-2, first to act
    7
    >>> pot_raise(Spot(pot=100))                                # an opening bet: the pot
    100
    """
    return spot.high + spot.pot + spot.to_call


def half_pot_raise(spot: Spot) -> int:
    """Half-pot limit's largest raise: call, then raise by half the pot (rounded down).

    >>> half_pot_raise(Spot(pot=120, high=20, mine=0, last_raise=20))
    90
    """
    return spot.high + (spot.pot + spot.to_call) // 2


@dataclass(frozen=True)
class Options:
    """What a player may do: ``raise_kind`` is ``bet`` (nobody has bet) or ``raise`` or
    ``None`` (no more raises); ``min_to``/``max_to`` bound its round total (``None``
    for no limit but the stack)."""

    check: bool
    call: int
    fold: bool
    raise_kind: str | None
    min_to: int
    max_to: int | None
    all_in: int | None = None  # the stack's round total when it is below the minimum


def options(limit: Limit, spot: Spot) -> Options:
    """Every legal action of the player at ``spot`` under ``limit``.

    >>> options(Limit("fixed", small=10), Spot(pot=30, high=10, mine=0, last_raise=10))
    Options(check=False, call=10, fold=True, raise_kind='raise', min_to=20, max_to=20, all_in=None)
    >>> options(Limit("capped", small=1, cap=2), Spot(pot=4, high=2, mine=1, raises=1)).raise_kind
    >>> o = options(Limit("capped", small=2, cap=4), Spot(pot=8))   # the opener: 2, exactly
    >>> (o.raise_kind, o.min_to, o.max_to)
    ('bet', 2, 2)
    """
    k = limit.kind
    opening = spot.high == 0
    check = spot.to_call == 0 and k != CAPPED
    fold = limit.fold if k == CAPPED else not check
    kind: str | None = "bet" if opening else "raise"
    if k == CAPPED:  # the opening bet is the minimum, exactly; raises go up to the cap
        lo = limit.small if opening else spot.high + 1
        hi: int | None = limit.small if opening else limit.cap
    elif k in (FIXED, SPREAD):
        size_lo = limit.small if k == FIXED else max(limit.small, spot.last_raise)
        size_hi = limit.small if k == FIXED else limit.big
        lo, hi = spot.high + size_lo, spot.high + max(size_lo, size_hi)
        if not opening and spot.raises >= limit.raises:
            kind = None
    else:
        lo = spot.high + (limit.small if opening else max(limit.small, spot.last_raise))
        if k == POT:
            hi = max(lo, pot_raise(spot))
        elif k == HALF_POT:
            hi = max(lo, half_pot_raise(spot))
        else:
            hi = None
    if kind is not None and hi is not None and lo > hi:
        kind = None
    all_in = None
    if spot.stack is not None:
        most = spot.mine + spot.stack
        hi = most if hi is None else min(hi, most)
        if most <= spot.high:
            kind = None
        elif most < lo:
            all_in = most
    return Options(check, min(spot.to_call, spot.stack if spot.stack is not None
                              else spot.to_call), fold, kind, lo, hi, all_in)


@dataclass(frozen=True)
class Judgement:
    """Whether an action is legal; ``code`` names the rule, ``params`` its numbers."""

    legal: bool
    code: str
    limit: Limit
    action: str
    to: int | None
    params: dict[str, int] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """The verdict in one sentence, naming the rule."""
        action = self.action
        values = {**self.params, "action": action, "Action": action.capitalize(),
                  "action_word": p_("betting action", _BET_ACTIONS[action], lang)
                  if action in _BET_ACTIONS else action.capitalize(),
                  "smallest": p_("betting action", _SMALLEST.get(action, ""), lang)
                  if action in _SMALLEST else "",
                  "largest": p_("betting action", _LARGEST.get(action, ""), lang)
                  if action in _LARGEST else ""}
        name = p_("limit structure", STRUCTURE_NAMES[self.limit.kind], lang)
        return f"{name}: " + _(_TEXTS[self.code], lang, to=self.to, **values)


STRUCTURE_NAMES = {
    FIXED: NP_("limit structure", "Fixed limit"),
    SPREAD: NP_("limit structure", "Spread limit"),
    POT: NP_("limit structure", "Pot limit"),
    HALF_POT: NP_("limit structure", "Half-pot limit"),
    NO_LIMIT: NP_("limit structure", "No limit"),
    CAPPED: NP_("limit structure", "Double Barrel"),
}
"""Display names of the limit structures (English; the catalogues' context
``limit structure``)."""

_TEXTS = {
    "ok-check": N_("checking is allowed: nobody has bet in this round."),
    "ok-call": N_("calling {call} is allowed."),
    "ok-fold": N_("folding is allowed."),
    "ok": N_("{Action} to {to} is allowed (from {lo} to {hi})."),
    "ok-any": N_("{Action} to {to} is allowed (at least {lo}; no limit but the stack)."),
    "ok-all-in": N_("all-in to {to} is allowed, even below the minimum of {lo}."),
    "no-check": N_("there is no check: every round opens with a bet and then you call, raise "
                "or fold."),
    "check-facing": N_("you cannot check facing a bet: call {call}, raise or fold."),
    "nothing-to-call": N_("there is nothing to call: nobody has bet yet (check or bet)."),
    "fold-free": N_("folding when you could check for free gives the pot away; check instead "
                 "(a card room allows it, but it is never right)."),
    "no-fold": N_("folding is not allowed in this round (round 2 of Double Barrel)."),
    "bet-open": N_("the round is already open at {high}: call or raise, not bet."),
    "raise-unopened": N_("nobody has bet yet: the first chips in are a bet, not a raise."),
    "cap": N_("a round allows a bet and {raises} raises; they have all been made, so only "
           "call or fold."),
    "fixed-size": N_("every {action} is exactly {size}, so the only {action} is to {lo}; "
                  "{to} is not."),
    "below-min": N_("the smallest {action} is to {lo}; {to} is too little."),
    "above-max": N_("the largest {action} is to {hi}; {to} is too much."),
    "above-pot": N_("the largest raise is to {hi} (call {call}, then raise by the pot of "
                 "{after}); {to} is too much."),
    "above-half": N_("the largest raise is to {hi} (call {call}, then raise by half the pot of "
                  "{after}); {to} is too much."),
    "above-stack": N_("you have only {most} in total for this round; {to} is more than your "
                   "stack."),
    "cap-total": N_("nobody's round total may exceed {cap}; {to} is too much."),
    "open-min": N_("the opener makes the minimum bet, exactly {lo}, so a bet to {to} is not "
                "allowed; the others may raise up to {cap}, and the opener may raise when the "
                "action comes back."),
    "ok-open": N_("Bet to {to} is allowed: the opener makes the minimum bet, exactly {lo}."),
    "not-above": N_("a raise must go above the round total of {high}; {to} is too little."),
    "not-above-cap": N_("a raise must go above the round total of {high}, so {to} is too "
                     "little; and {high} is already the most a round total may be: only a "
                     "call is possible."),
    "ok-only": N_("{Action} to {to} is allowed: it is the only {action} here (every {action} "
               "is exactly {size})."),
    "ok-only-cap": N_("{Action} to {to} is allowed: it is the only {action} here (nobody's round "
                   "total may exceed {cap})."),
    "ok-same": N_("{Action} to {to} is allowed: here the smallest and the largest {action} are "
               "the same."),
}
"""The verdicts by code, in English: the sentence after the structure's name."""
_BET_ACTIONS = {"bet": NP_("betting action", "Bet"), "raise": NP_("betting action", "Raise")}
_SMALLEST = {"bet": NP_("betting action", "the smallest bet"),
             "raise": NP_("betting action", "the smallest raise")}
_LARGEST = {"bet": NP_("betting action", "the largest bet"),
            "raise": NP_("betting action", "the largest raise")}


def judge(limit: Limit, spot: Spot, action: str, to: int | None = None) -> Judgement:
    """Is ``action`` (``check``, ``call``, ``fold``, ``bet``, ``raise``) to ``to`` legal?

    >>> j = judge(Limit("spread", small=2, big=6), Spot(pot=10, high=4, mine=0, last_raise=4),
    ...           "raise", 6)
    >>> j.legal, j.code, j.params["lo"]
    (False, 'below-min', 8)
    >>> print(j.text("ru"))
    Спред-лимит: наименьший рейз — до 8; 6 — слишком мало.
    >>> judge(Limit("no-limit", small=2), Spot(pot=3), "check").legal
    True
    """
    if action not in ACTIONS:
        raise BettingError(N_("unknown action `{action}`; use {known}"), action=action,
                           known=", ".join(ACTIONS))
    o = options(limit, spot)
    p: dict[str, int] = {"call": o.call, "high": spot.high, "lo": o.min_to,
                         "raises": limit.raises, "size": limit.small, "cap": limit.cap}
    if o.max_to is not None:
        p["hi"] = o.max_to

    def verdict(legal: bool, code: str, **more: int) -> Judgement:
        return Judgement(legal, code, limit, action, to, {**p, **more})

    if action == "check":
        if limit.kind == CAPPED:
            return verdict(False, "no-check")
        return verdict(True, "ok-check") if o.check else verdict(False, "check-facing")
    if action == "call":
        if spot.to_call == 0:
            return verdict(False, "no-check" if limit.kind == CAPPED else "nothing-to-call")
        return verdict(True, "ok-call")
    if action == "fold":
        if limit.kind == CAPPED and not limit.fold:
            return verdict(False, "no-fold")
        if limit.kind == CAPPED and spot.high == 0:
            return verdict(False, "no-check")
        # allowed, but never right: the verdict is legal and says why it is a mistake
        return verdict(True, "ok-fold") if o.fold else verdict(True, "fold-free")
    if to is None:
        raise BettingError(N_("a {action} needs an amount (the round total)"), action=action)
    if action == "bet" and spot.high > 0:
        return verdict(False, "bet-open")
    if action == "raise" and spot.high == 0:
        return verdict(False, "raise-unopened")
    if limit.kind == CAPPED and action == "raise" and to <= spot.high:
        # too little comes first: "3 is too much" facing 4 would teach the wrong reason
        return verdict(False, "not-above-cap" if o.raise_kind is None else "not-above")
    if o.raise_kind is None and spot.stack is not None and spot.mine + spot.stack <= spot.high:
        return verdict(False, "above-stack", most=spot.mine + spot.stack)
    if o.raise_kind is None:
        return verdict(False, "cap-total" if limit.kind == CAPPED else "cap")
    if spot.stack is not None and to > spot.mine + spot.stack:
        return verdict(False, "above-stack", most=spot.mine + spot.stack)
    if o.all_in is not None and to == o.all_in:
        return verdict(True, "ok-all-in")
    if limit.kind == FIXED and to != o.min_to:
        return verdict(False, "fixed-size")
    if to < o.min_to:
        return verdict(False, "below-min")
    if o.max_to is not None and to > o.max_to:
        after = spot.pot + spot.to_call
        if limit.kind == CAPPED and spot.high == 0 and to <= limit.cap:
            return verdict(False, "open-min")
        if limit.kind == CAPPED:
            return verdict(False, "cap-total")
        if limit.kind == POT and not (spot.high == 0 and spot.pot < limit.small):
            return verdict(False, "above-pot", after=after)
        if limit.kind == HALF_POT and o.max_to > o.min_to:
            return verdict(False, "above-half", after=after)
        return verdict(False, "above-max")
    if o.max_to is None:
        return verdict(True, "ok-any")
    if limit.kind == CAPPED and spot.high == 0:
        return verdict(True, "ok-open")
    if o.min_to == o.max_to:  # "from 300 to 300" says nothing: say why it is the only one
        return verdict(True, "ok-only" if limit.kind == FIXED else "ok-only-cap"
                       if limit.kind == CAPPED else "ok-same")
    return verdict(True, "ok")

