"""A game in words: each finished deal, the table for the person to act, the score sheet.

Every sentence comes from :data:`tutor.raspisnoy.texts.TEXTS`.
"""

from __future__ import annotations

from tutor.raspisnoy.cards import Card, Suit, card_label, format_cards, suit_word
from tutor.raspisnoy.game import Phase, RaspisnoyGame
from tutor.raspisnoy.play import explain
from tutor.raspisnoy.schedule import DealKind
from tutor.raspisnoy.scoring import json_number
from tutor.raspisnoy.texts import cards_word, say


def num(x: object) -> str:
    """A number with a real minus sign."""
    return str(x).replace("-", "−")


def trump_text(trump: Suit | None, trump_card: Card | None, lang: str) -> str:
    """``hearts (nine of hearts)`` or ``no trump``."""
    t = suit_word(trump, lang) if trump is not None else say("no-trump", lang)
    return t + (f" ({card_label(trump_card, lang)})" if trump_card is not None else "")


def deal_text(game: RaspisnoyGame, index: int, lang: str = "en") -> str:
    """One line per finished deal: cards, kind, dealer, trump, bids, tricks, points."""
    r = game.sheet.rows[index]
    return say("deal-line", lang, number=r.deal.number, cards=cards_word(r.deal.cards, lang),
               kind=say(f"kind-{r.deal.kind}", lang), dealer=r.dealer,
               trump=trump_text(r.trump, r.trump_card, lang),
               bids=" ".join(str(b) for b in r.bids) if r.bids is not None else "—",
               took=" ".join(str(t) for t in r.took),
               points=" ".join(num(json_number(p)) for p in r.points))


def table_text(game: RaspisnoyGame, seat: int, lang: str = "en") -> str:
    """What seat ``seat`` sees: the deal, the trump, the bids, the trick, the hand."""
    d = game.deal
    trick = " ".join(f"{s}:{p}" for s, p in zip(game.trick_seats, game.trick, strict=True))
    lines = [say("table-line", lang, number=d.number, cards=cards_word(d.cards, lang),
                 kind=say(f"kind-{d.kind}", lang), dealer=game.dealer,
                 trump=trump_text(game.trump, game.trump_card, lang),
                 bids=" ".join("·" if b is None else str(b) for b in game.bids),
                 took=" ".join(map(str, game.took)), trick=trick or "—")]
    lt = game.last_trick
    if lt is not None and not game.trick:
        lines.append("  " + say("last-trick", lang, plays=" ".join(str(p) for p in lt.plays),
                                winner=lt.winner_seat, why=explain(lt.result, lang)))
    hidden = d.kind is DealKind.BLIND and game.phase is Phase.BIDDING
    hand = say("blind-hidden", lang) if hidden else format_cards(game.hands[seat])
    lines.append("  " + say("your-cards", lang, hand=hand))
    return "\n".join(lines)


def sheet_text(game: RaspisnoyGame, lang: str = "en") -> str:
    """The totals by seat and, at the end, the winner(s)."""
    totals = [json_number(t) for t in game.sheet.totals]
    line = say("totals", lang, preset=game.preset, seed=game.seed,
               totals=", ".join(f"{say('player-n', lang, n=i)} {num(t)}"
                                for i, t in enumerate(totals)))
    if not game.done:
        return line
    winners = [str(i) for i, t in enumerate(totals) if t == max(totals)]
    return line + "\n" + say("winner" if len(winners) == 1 else "winners", lang,
                              who=", ".join(winners))
