"""A hand's transcript as text (English or Russian), from its event data."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from tutor.barrel.betting import LIMITS, amount
from tutor.barrel.names import category_name
from tutor.cards import format_cards, parse_cards
from tutor.i18n import check_lang
from tutor.texts import NP_, _, p_

if TYPE_CHECKING:
    from tutor.barrel.hand import DoubleBarrelHand

_T = {
    "title": NP_("transcript", "Double Barrel: {n} players, button {button}, {opener} opens; "
                 "ante 1 each, pot {pot}"),
    "deal": NP_("transcript", "Deal (8 cards each):"),
    "splits": NP_("transcript", "Splits (fixed once chosen):"),
    "split": NP_("transcript", "  {name}: barrel 1 {b1} ({c1}) | barrel 2 {b2} ({c2})"),
    "round": NP_("transcript", "Round {r} (barrel {r}): {opener} opens with {lo}, the minimum; "
                 "round total at most {hi}{nofold}."),
    "nofold": NP_("transcript", ", no folding"),
    "bet": NP_("transcript", "bets {to}"),
    "raise": NP_("transcript", "raises to {to}"),
    "call": NP_("transcript", "calls ({to})"),
    "fold": NP_("transcript", "folds"),
    "action": NP_("transcript", "  {name} {what}   [pot {pot}]"),
    "showdown": NP_("transcript", "Showdown {r}:"),
    "hand": NP_("transcript", "  {name}: {cards} - {cat}"),
    "wins": NP_("transcript", "  {names} {verb} round {r}: {why}"),
    "win1": NP_("transcript", "wins"),
    "winN": NP_("transcript", "split"),
    "unshown": NP_("transcript", "  {name} takes round {r} unshown: {why}"),
    "payout": NP_("transcript", "Pot {pot}: each half is {half}."),
    "pay": NP_("transcript", "  {name}: receives {got}, put in {put}, net {net}"),
    "why": NP_("transcript", "      ({why})"),
}
"""Double Barrel's transcript lines by code, in English (the catalogues' context
``transcript``)."""


class _Texts:
    """The transcript's lines in one language: ``t["title"]`` (its fields still to fill)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __getitem__(self, code: str) -> str:
        return p_("transcript", _T[code], self.lang)


def render(hand: DoubleBarrelHand, lang: str = "en", start: int = 0,
           public: bool = False) -> str:
    """Text of the hand's events from ``start`` on, one line per event.

    ``public=True`` leaves out what a player at the table cannot see before
    the showdowns: the deal, the splits and the bots' reasons.
    """
    lang = check_lang(lang)
    t = _Texts(check_lang(lang))
    names = [seat_name(s.name, i, lang) for i, s in enumerate(hand.seats)]
    lines: list[str] = []
    for e in hand.events[start:]:
        kind = e["type"]
        if public and kind in ("deal", "split"):
            continue
        if kind == "deal":
            lines.append(t["title"].format(n=e["players"], button=names[e["button"]],
                                           opener=names[e["opener"]], pot=e["pot"]))
            lines.append(t["deal"])
            lines.extend(f"  {names[s['seat']]}: {_glyphs(s['cards'])}" for s in e["seats"])
        elif kind == "split":
            if not any(x["type"] == "split" for x in _before(hand.events, e)):
                lines.append(t["splits"])
            c1, c2 = (category_name(c, lang) for c in e["categories"])
            lines.append(t["split"].format(name=names[e["seat"]], b1=_glyphs(e["barrels"][0]),
                                           b2=_glyphs(e["barrels"][1]), c1=c1, c2=c2))
        elif kind == "round":
            lo, hi = LIMITS[e["round"]]
            lines.append(t["round"].format(r=e["round"], opener=names[e["opener"]], lo=lo, hi=hi,
                                           nofold=t["nofold"] if e["round"] == 2 else ""))
        elif kind == "action":
            what = t[e["action"]].format(to=e.get("to", e["round_total"]))
            lines.append(t["action"].format(name=names[e["seat"]], what=what, pot=e["pot"]))
            if e.get("reason") and not public:  # a bot's reason would reveal its barrel
                from tutor.barrel.bots import reason_text

                lines.append(t["why"].format(why=reason_text(e["reason"], lang)))
        elif kind == "showdown":
            lines.extend(_showdown(hand, e, t, names, lang))
        elif kind == "payout":
            lines.append(t["payout"].format(pot=e["pot"], half=amount(Fraction(e["half"]))))
            for i, s in enumerate(hand.seats):
                got = hand.payouts.get(i, Fraction(0))
                put = 1 + sum(s.bets)
                net = got - put
                sign = "+" if net > 0 else "-" if net < 0 else ""
                lines.append(t["pay"].format(name=names[i], got=amount(got), put=put,
                                             net=sign + amount(abs(net))))
    return "\n".join(lines)


def _showdown(hand: DoubleBarrelHand, e: dict[str, Any], t: _Texts, names: list[str],
              lang: str) -> list[str]:
    r = e["round"]
    sd = hand.showdowns[r - 1] if len(hand.showdowns) >= r else None
    why = sd.explanation(lang) if sd is not None else e["explanation"]
    if not e["shown"]:
        return [t["unshown"].format(name=names[e["winners"][0]], r=r, why=why)]
    out = [t["showdown"].format(r=r)]
    for h in e["hands"]:
        out.append(t["hand"].format(name=names[h["seat"]], cards=_glyphs(h["barrel"]),
                                    cat=category_name(h["category"], lang)))
    verb = t["win1"] if len(e["winners"]) == 1 else t["winN"]
    winners = " & ".join(names[w] for w in e["winners"])
    out.append(t["wins"].format(names=winners, verb=verb, r=r, why=why))
    return out


def seat_name(name: str, seat: int, lang: str) -> str:
    """A seat's display name; the default ``seat N`` becomes ``место N`` in Russian."""
    return _("seat {seat}", lang, seat=seat) if name == f"seat {seat}" else name


def _before(events: list[dict[str, Any]], e: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for x in events:
        if x is e:
            break
        out.append(x)
    return out


def _glyphs(text: str) -> str:
    return format_cards(parse_cards(text), "glyph")
