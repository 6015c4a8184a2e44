"""Bots for Double Barrel: readable, seeded policies.

A bot splits by a rule (``best``: the tutor's best-split rule, stronger barrel
first; ``naive``: "strongest barrel first") and bets by barrel strength:

* ``chance`` = the barrel's chance to beat one random barrel (full deck, ties
  half), raised to the power of the number of opponents still in — a rough
  chance to beat them all.
* Opening (either round): the opener makes the minimum bet, exactly (1, then 2);
  a strong opener raises later, when a raise brings the action back.
* Round 1, facing a bet: a fold gives up *both* halves, so the bot folds only
  when the mean chance of its two barrels is below ``stay_at``; it raises to 2
  when barrel 1's chance >= ``raise_at``; otherwise it calls. With
  probability ``bluff`` it raises (or stays) anyway.
* Round 2 (no folding): facing a bet, raise by 1 unit when barrel 2's
  chance >= ``raise_at``, else call.

>>> from tutor.barrel.hand import DoubleBarrelHand
>>> hand = DoubleBarrelHand(4, seed=7)
>>> bots = [BOTS["best"], BOTS["naive"], BOTS["best"], BOTS["naive"]]
>>> play_bots(hand, bots, seed=7).phase
'done'
>>> sum(hand.payouts.values()) == hand.pot
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutor.barrel.betting import LIMITS, Phase
from tutor.barrel.hand import Action, DoubleBarrelHand, IllegalAction
from tutor.barrel.policy import Barrel, best_split, naive_split, static_win
from tutor.cards import Card
from tutor.errors import TutorError
from tutor.rankings.barrel import BARREL
from tutor.texts import N_, _, n_


@dataclass(frozen=True)
class BotPolicy:
    """A bot: how it splits and the thresholds it bets by (see the module docstring)."""

    name: str
    split_rule: str = "best"
    raise_at: float = 0.6
    stay_at: float = 0.2
    bluff: float = 0.05

    def choose_split(self, cards: Sequence[Card]) -> tuple[Barrel, Barrel]:
        """Barrel 1 and barrel 2 (both rules put the stronger barrel first)."""
        return best_split(cards) if self.split_rule == "best" else naive_split(cards)

    def choose_action(
        self, hand: DoubleBarrelHand, seat: int, rng: random.Random
    ) -> tuple[Action, dict[str, Any]]:
        """The action for ``seat`` (whose turn it is) and the reason as data."""
        s = hand.seats[seat]
        if s.barrels is None:
            raise IllegalAction("betting starts when every player has split their 8 cards")
        opponents = len(hand.in_hand) - 1
        chances = [static_win(BARREL.strength(b)) ** opponents for b in s.barrels]
        r = hand.round
        mine = chances[r - 1]
        lo, hi = LIMITS[r]
        reason: dict[str, Any] = {"chance": round(mine, 3), "opponents": opponents,
                                  "policy": self.name}
        if hand.high == 0:  # the minimum, exactly: the opener has no choice of amount
            reason["code"] = "open"
            reason["bet"] = lo
            return Action("bet", lo), reason
        bluffing = rng.random() < self.bluff
        if r == 1:
            both = (chances[0] + chances[1]) / 2
            reason["both"] = round(both, 3)
            if both < self.stay_at and not bluffing:
                reason["code"] = "fold-weak"
                reason["stay_at"] = self.stay_at
                return Action("fold"), reason
            if hand.high < hi and (mine >= self.raise_at or bluffing):
                reason["code"] = "bluff" if mine < self.raise_at else "raise-strong"
                return Action("raise", hand.high + 1), reason
            reason["code"] = "call-capped" if mine >= self.raise_at else "call"
            return Action("call"), reason
        if hand.high < hi and mine >= self.raise_at:
            reason["code"] = "raise-strong"
            return Action("raise", hand.high + 1), reason
        reason["code"] = "call-capped" if mine >= self.raise_at else "call-r2"
        return Action("call"), reason


BOTS = {
    "best": BotPolicy("best-split"),
    "naive": BotPolicy("strongest-first", split_rule="naive"),
}
"""The bot policies by key (``tutor play --bots best,naive``)."""


def reason_text(reason: dict[str, Any], lang: str = "en") -> str:
    """A bot's reason as a short phrase.

    >>> reason_text({"code": "fold-weak", "chance": 0.1, "both": 0.12, "opponents": 2})
    'mean chance of its two barrels to beat 2 opponents 12% < 20%: folds'
    """
    code = reason.get("code", "")
    pct = f"{reason.get('chance', 0) * 100:.0f}%"
    count = reason.get("opponents", 1)
    values = {"pct": pct, "bet": reason.get("bet", 1),
              "opponents": n_("{n} opponent", "{n} opponents", count, lang),
              "both": f"{reason.get('both', 0) * 100:.0f}%",
              "stay": f"{reason.get('stay_at', 0.2) * 100:.0f}%"}
    text = _REASONS.get(code)
    return "" if text is None else _(text, lang, **values)


_REASONS = {
    "open": N_("the opener makes the minimum bet, {bet}"),
    "fold-weak": N_("mean chance of its two barrels to beat {opponents} {both} < {stay}: folds"),
    "raise-strong": N_("chance to beat {opponents} {pct}: raises"),
    "bluff": N_("chance {pct}, raises anyway (a seeded bluff)"),
    "call": N_("chance to beat {opponents} {pct}: calls"),
    "call-capped": N_("chance {pct}, but round totals are at the limit: calls"),
    "call-r2": N_("chance {pct}; no folding in round 2: calls"),
}
"""A bot's reasons by code, in English."""


def play_bots(
    hand: DoubleBarrelHand,
    bots: Sequence[BotPolicy | None],
    *,
    seed: int | None = None,
) -> DoubleBarrelHand:
    """Play every bot seat (``None`` = not a bot) until a non-bot must act or the hand ends.

    Splits first (bots only), then actions. Seeded: the same seed gives the
    same hand.
    """
    if len(bots) != hand.players:
        raise TutorError(N_("{seats} seats need {seats} entries, got {n}"), seats=hand.players,
                         n=len(bots))
    rng = random.Random(seed)
    if hand.phase is Phase.SPLIT:
        for i, bot in enumerate(bots):
            if bot is not None and hand.seats[i].barrels is None:
                b1, b2 = bot.choose_split(hand.seats[i].cards)
                hand.split(i, b1, b2)
    while hand.to_act is not None:
        seat = hand.to_act
        bot = bots[seat]
        if bot is None:
            break
        action, reason = bot.choose_action(hand, seat, rng)
        hand.act(seat, action, reason=reason)
    return hand
