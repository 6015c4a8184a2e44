"""Showdowns as data: who wins, with which five cards, and the step that decided.

``showdown(game, players, board)`` forms each player's best hand by the
game's rule (best 5 of 7; exactly 2 hole + 3 board; 5 own + the Vela card;
one 4-card barrel), ranks it in the game's family (and the low family in
hi-lo games), finds the winners (every tied player) and the **deciding
step** between the best hand and the best losing hand.

>>> r = showdown("holdem", ["As Ks", "7h 7d"], board="2c 3d 4h 5s 9c")
>>> r.winners, r.hands[0].category, r.hands[0].name(), r.deciding.kind
([0], 'straight', 'Straight', 'category')
>>> r.hands[0].best_text
'5s 4h 3d 2c As'
>>> r = showdown("omaha", ["As Ks Qs Js", "9h 9d 2c 3c"], board="Ts 2s 7h 9c 4d")
>>> r.hands[0].category, r.hands[0].hole_used, r.hands[0].board_used
('high-card', 'As Ks', 'Ts 9c 7h')
>>> showdown("omaha", ["As Ks Qs", "9h 9d 2c 3c"], board="Ts 2s 7h 9c 4d")
Traceback (most recent call last):
...
tutor.errors.CardCountError: Omaha needs 4 hole cards, got 3 (player 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from tutor.cards import ACE, KING, Card, format_cards, parse_cards
from tutor.errors import CardCountError, DuplicateCardError, TutorError
from tutor.games import FORM_OMAHA, FORM_VELA, Game, get_game
from tutor.i18n import category_name
from tutor.rankings.base import Family, HandValue, Step

LOW_FAMILIES = ("deuce-seven", "eight-low")

CardsIn = str | Sequence[str | Card]
"""Cards as text (``"As Ks"``) or a sequence of card strings / cards."""


@dataclass(frozen=True)
class PlayerHand:
    """One player's hand at the showdown.

    ``high`` is the hand that plays for the whole pot (or the high half);
    in 2-7 triple draw it is the deuce-to-seven low hand. ``low`` is the
    eight-or-better low of a hi-lo game, ``None`` when it does not qualify.
    ``high_hole``/``high_board`` (and the ``low_`` ones) say which own and
    which board cards the hand uses (Omaha: exactly 2 + 3).
    """

    index: int
    cards: tuple[Card, ...]
    high: HandValue
    low: HandValue | None = None
    high_hole: tuple[Card, ...] = ()
    high_board: tuple[Card, ...] = ()
    low_hole: tuple[Card, ...] = ()
    low_board: tuple[Card, ...] = ()
    plays_board: bool = False
    exception: bool = False
    """Telesina heads-up: shows the T-9-8-7-A straight flush against a royal."""

    @property
    def category(self) -> str:
        return self.high.category

    @property
    def is_royal(self) -> bool:
        """An ace-high straight flush (``A-K-Q-J-T``)."""
        ranks = {c.rank for c in self.high.cards}
        return self.high.category == "straight-flush" and ACE in ranks and KING in ranks

    def name(self, lang: str = "en") -> str:
        """Display name of the hand's category (``Royal flush`` for A-K-Q-J-T suited)."""
        return category_name(self.category, lang, royal=self.is_royal)

    @property
    def best_text(self) -> str:
        return format_cards(self.high.cards)

    @property
    def hole_used(self) -> str:
        return format_cards(self.high_hole)

    @property
    def board_used(self) -> str:
        return format_cards(self.high_board)

    @property
    def low_qualifies(self) -> bool:
        return self.low is not None


@dataclass(frozen=True)
class DecidingStep:
    """Why the best hand beat the best losing hand, as data.

    ``kind``: ``category`` (a better category), ``rank`` (the rank of the
    set/pair/run…), ``kicker``, ``suit`` (by the game's suit order),
    ``low-card`` (a lower card in a low hand), ``heads-up-exception``
    (Telesina), ``no-low`` (nobody else has a qualifying low; ``winner`` is
    ``None`` when nobody has one at all), ``tie`` (every
    player shares the pot) or ``strength`` (the family gave no finer step).
    ``what`` names the part (``pair``, ``top-pair``, ``run-top``,
    ``kicker``…; for ``category`` the winner's category). The ``win_*`` and
    ``lose_*`` fields hold the two sides' values (ranks 2..14, or suit
    indices for ``suit``) and the cards that carry them.
    """

    kind: str
    what: str = ""
    winner: int | None = None
    loser: int | None = None
    win_category: str | None = None
    lose_category: str | None = None
    win_value: int | None = None
    lose_value: int | None = None
    win_card: Card | None = None
    lose_card: Card | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "what": self.what, "winner": self.winner, "loser": self.loser,
            "win_category": self.win_category, "lose_category": self.lose_category,
            "win_value": self.win_value, "lose_value": self.lose_value,
            "win_card": None if self.win_card is None else str(self.win_card),
            "lose_card": None if self.lose_card is None else str(self.lose_card),
        }


@dataclass(frozen=True)
class Showdown:
    """The result of a showdown (see :func:`showdown`)."""

    game: Game
    board: tuple[Card, ...]
    hands: tuple[PlayerHand, ...]
    winners: list[int]
    low_winners: list[int] | None
    deciding: DecidingStep
    low_deciding: DecidingStep | None = None
    high_keys: tuple[int, ...] = field(default=())
    """Per player, a number that is higher for the better high hand (the
    family strength, adjusted for Telesina's heads-up exception)."""
    low_keys: tuple[int | None, ...] = field(default=())

    def explain(self, lang: str = "en") -> str:
        """One sentence: why the winner wins (see :func:`tutor.explain.explain`)."""
        from tutor.explain import explain

        return explain(self, lang)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """The CLI's JSON shape (``--jsonl``); with ``lang`` adds the explanation."""
        hands = []
        for h in self.hands:
            d: dict[str, Any] = {
                "category": h.category,
                "name": h.name(lang or "en"),
                "cards": format_cards(h.cards),
                "best": format_cards(h.high.cards),
            }
            if self.board:
                d["hole_used"] = format_cards(h.high_hole)
                d["board_used"] = format_cards(h.high_board)
            if h.exception:
                d["heads_up_exception"] = True
            if self.game.is_hilo:
                d["low_qualifies"] = h.low is not None
                d["low"] = None if h.low is None else format_cards(h.low.cards)
                if h.low is not None and self.board:
                    d["low_hole_used"] = format_cards(h.low_hole)
                    d["low_board_used"] = format_cards(h.low_board)
            hands.append(d)
        out: dict[str, Any]
        if self.game.is_hilo:
            out = {
                "high": {"winners": list(self.winners), "deciding": self.deciding.to_json()},
                "low": None if not self.low_winners else {
                    "winners": list(self.low_winners),
                    "deciding": None if self.low_deciding is None
                    else self.low_deciding.to_json(),
                },
                "hands": hands,
            }
        else:
            out = {"winners": list(self.winners), "hands": hands,
                   "deciding": self.deciding.to_json()}
        if lang is not None:
            out["explanation"] = self.explain(lang)
        return out


def _best_of(
    family: Family, pool: Sequence[Card], k: int, context: Card | None
) -> tuple[int, tuple[Card, ...]]:
    best = -(1 << 62)
    best_cards: tuple[Card, ...] = ()
    for combo in combinations(pool, k) if len(pool) > k else (tuple(pool),):
        s = family.strength(combo, context=context)
        if s > best:
            best, best_cards = s, combo
    return best, best_cards


def _best_omaha(
    family: Family, hole: Sequence[Card], board: Sequence[Card]
) -> tuple[int, tuple[Card, ...], tuple[Card, ...]]:
    best = -(1 << 62)
    bh: tuple[Card, ...] = ()
    bb: tuple[Card, ...] = ()
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            s = family.strength(two + three)
            if s > best:
                best, bh, bb = s, two, three
    return best, bh, bb


def _evaluate(family: Family, cards: Sequence[Card], context: Card | None) -> HandValue | None:
    value: HandValue | None = family.evaluate(cards, context=context)
    return value


def _split_used(
    chosen: Iterable[Card], own: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    mine = set(own)
    ordered = list(chosen)
    return tuple(c for c in ordered if c in mine), tuple(c for c in ordered if c not in mine)


def _form(
    game: Game, family: Family, own: tuple[Card, ...], board: tuple[Card, ...]
) -> tuple[HandValue | None, tuple[Card, ...], tuple[Card, ...], bool]:
    """Best hand of one player in one family: value, own cards used, board used, plays board."""
    context = board[0] if game.form == FORM_VELA and board else None
    if game.form == FORM_OMAHA:
        _, two, three = _best_omaha(family, own, board)
        value = _evaluate(family, two + three, None)
        if value is None:
            return None, (), (), False
        hole_used, board_used = _split_used(value.cards, own)
        return value, hole_used, board_used, False
    pool = own + board
    strength, chosen = _best_of(family, pool, game.hand_size, context)
    value = _evaluate(family, chosen, context)
    if value is None:
        return None, (), (), False
    hole_used, board_used = _split_used(value.cards, own)
    plays_board = len(board) >= game.hand_size and family.strength(board) == strength
    return value, hole_used, board_used, plays_board


STUD_SHARED_CARD_GAMES = frozenset({"stud7", "stud7-hilo"})
"""Games where a shared 7th card replaces the last down card when the deck runs short."""


def _parse(
    game: Game, players: Sequence[CardsIn], board: CardsIn | None
) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    hi = game.players[1]
    n = len(players)
    if n < 2:
        raise CardCountError(f"a showdown needs at least 2 players, got {n}")
    if n > hi:
        raise CardCountError(f"{game.name()} is played by at most {hi} players, got {n}")
    if board is None or (isinstance(board, str) and not board.strip()):
        board_cards: tuple[Card, ...] = ()
    else:
        try:
            board_cards = parse_cards(board, deck=game.deck)
        except TutorError as err:
            raise type(err)(f"{err} (board)") from None
    own_cards = game.hole_cards
    # 7-card stud with too few cards for everyone: the last card is dealt once, face up,
    # as a shared card (RULES.md), so each player shows 6 own cards and the board has 1.
    shared_seventh = game.id in STUD_SHARED_CARD_GAMES and len(board_cards) == 1
    if shared_seventh:
        own_cards -= 1
    elif len(board_cards) != game.board_cards:
        if game.id in STUD_SHARED_CARD_GAMES:
            raise CardCountError(
                f"{game.name()} has no board except one shared 7th card when the deck runs "
                f"short, got {len(board_cards)} board cards")
        if game.board_cards == 0:
            n = len(board_cards)
            raise CardCountError(f"{game.name()} has no board, but {n} board "
                                 f"{'card was' if n == 1 else 'cards were'} given")
        if game.form == FORM_VELA:
            raise CardCountError(
                f"{game.name()} needs the Vela card as the board (1 card), "
                f"got {len(board_cards)}")
        raise CardCountError(
            f"{game.name()} needs a {game.board_cards}-card board, got {len(board_cards)}")
    hands: list[tuple[Card, ...]] = []
    for i, p in enumerate(players):
        try:
            cards = parse_cards(p, deck=game.deck)
        except TutorError as err:
            raise type(err)(f"{err} (player {i})") from None
        if len(cards) != own_cards:
            what = (f"with a shared 7th card, {game.name()} needs 6 own cards per player"
                    if shared_seventh else _count_what(game))
            raise CardCountError(f"{what}, got {len(cards)} (player {i})")
        hands.append(cards)
    seen: set[Card] = set()
    for c in [c for h in hands for c in h] + list(board_cards):
        if c in seen:
            raise DuplicateCardError(f"`{c}` appears twice")
        seen.add(c)
    return hands, board_cards


def _count_what(game: Game) -> str:
    name = game.name()
    if game.form == FORM_OMAHA or game.board_cards == 5:
        return f"{name} needs {game.hole_cards} hole cards"
    if game.id == "double-barrel":
        return f"{name} needs a 4-card barrel per player"
    if game.form == FORM_VELA:
        return f"{name} needs {game.hole_cards} own cards per player"
    return f"{name} needs {game.hole_cards} cards per player"


def _step_pair(a: HandValue, b: HandValue) -> tuple[Step | None, Step | None]:
    for sa, sb in zip(a.steps, b.steps, strict=False):
        if (sa.kind, sa.what, sa.value) != (sb.kind, sb.what, sb.value):
            return sa, sb
    return None, None


def _decide(
    values: Sequence[HandValue | None], keys: Sequence[int | None], winners: list[int]
) -> DecidingStep:
    losers = [i for i, k in enumerate(keys) if k is not None and i not in winners]
    w = winners[0]
    wv = values[w]
    assert wv is not None
    if not losers:
        others = [i for i in range(len(values)) if i not in winners]
        if others and wv.category == "low":  # the others have no qualifying low
            return DecidingStep("no-low", "", w, others[0], "low", None)
        return DecidingStep("tie", "", w, None, wv.category)
    best_loser = max(losers, key=lambda i: keys[i])  # type: ignore[arg-type,return-value]
    lv = values[best_loser]
    assert lv is not None
    if wv.category != lv.category:
        return DecidingStep("category", wv.category, w, best_loser, wv.category, lv.category)
    sa, sb = _step_pair(wv, lv)
    if sa is None or sb is None:
        return DecidingStep("strength", "", w, best_loser, wv.category, lv.category)
    return DecidingStep(
        sa.kind, sa.what, w, best_loser, wv.category, lv.category,
        sa.value, sb.value, sa.card, sb.card,
    )


def _low_straight_flush(cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """The T-9-8-7-A straight flush among the cards, if any (Telesina)."""
    for suit in range(4):
        run = [c for c in cards if c.suit == suit and c.rank in (ACE, 7, 8, 9, 10)]
        if len(run) == 5:
            return tuple(sorted(run, key=lambda c: (c.rank != ACE, c.rank), reverse=True))
    return None


def showdown(
    game: str | Game,
    players: Sequence[CardsIn],
    board: CardsIn | None = None,
) -> Showdown:
    """Show down the players' hands and find the winners and the deciding step.

    ``players[i]`` is player *i*'s own cards (text like ``"As Ks"`` or
    cards); ``board`` the shared cards (5 for flop games, the Vela card
    for Telesina, none otherwise). Input errors raise a
    :class:`~tutor.errors.TutorError` that names the bad part.

    >>> r = showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"])
    >>> r.winners, r.hands[0].name(), r.deciding.kind, r.deciding.lose_category
    ([0], '4-flush', 'category', 'one-pair')
    >>> r = showdown("omaha-hilo", ["Ah 2h Kc Kd", "3s 4s Qc Qd"], board="5c 6d 7h Kh Ts")
    >>> r.winners, r.low_winners, r.hands[0].low_qualifies
    ([1], [0], True)
    >>> showdown("holdem", ["As Ks", "As Qd"], board="2c 3d 4h 5s 9c")
    Traceback (most recent call last):
    ...
    tutor.errors.DuplicateCardError: `As` appears twice
    """
    g = get_game(game)
    hands, board_cards = _parse(g, players, board)
    main_id = g.main_family
    main = g.high if g.high is not None else g.low
    assert main is not None
    low_fam = g.low if g.is_hilo else None

    formed = [_form(g, main, own, board_cards) for own in hands]
    highs: list[HandValue] = []
    for i, f in enumerate(formed):
        if f[0] is None:  # a low-only family that did not qualify cannot happen (2-7)
            raise TutorError(f"player {i}: no hand in the {main_id} family")
        highs.append(f[0])
    keys = [h.strength for h in highs]
    exception = [False] * len(hands)
    if g.id == "telesina" and len(hands) == 2:
        for i, j in ((0, 1), (1, 0)):
            royal_j = highs[j].category == "straight-flush" and {ACE, KING} <= {
                c.rank for c in highs[j].cards}
            royal_i = highs[i].category == "straight-flush" and {ACE, KING} <= {
                c.rank for c in highs[i].cards}
            low_sf = _low_straight_flush(hands[i] + board_cards)
            if royal_j and not royal_i and low_sf is not None:
                value = main.evaluate(low_sf, context=board_cards[0])
                highs[i] = value
                mine = set(hands[i])
                formed[i] = (value, tuple(c for c in low_sf if c in mine),
                             tuple(c for c in low_sf if c not in mine), False)
                keys[i] = keys[j] + 1
                exception[i] = True
    top = max(keys)
    winners = [i for i, k in enumerate(keys) if k == top]
    deciding = _decide(highs, keys, winners)
    if any(exception) and exception[winners[0]] and deciding.loser is not None:
        deciding = DecidingStep(
            "heads-up-exception", "straight-flush", winners[0], deciding.loser,
            "straight-flush", "straight-flush", 10, ACE,
            highs[winners[0]].cards[0], highs[deciding.loser].cards[0],
        )

    lows: list[HandValue | None] = [None] * len(hands)
    low_formed: list[tuple[tuple[Card, ...], tuple[Card, ...]]] = [((), ())] * len(hands)
    low_keys: list[int | None] = [None] * len(hands)
    low_winners: list[int] | None = None
    low_deciding: DecidingStep | None = None
    if low_fam is not None:
        for i, own in enumerate(hands):
            low_value, hole_used, board_used, _ = _form(g, low_fam, own, board_cards)
            lows[i] = low_value
            low_formed[i] = (hole_used, board_used)
            low_keys[i] = None if low_value is None else low_value.strength
        qualified = [k for k in low_keys if k is not None]
        if qualified:
            best_low = max(qualified)
            low_winners = [i for i, k in enumerate(low_keys) if k == best_low]
            low_deciding = _decide(lows, low_keys, low_winners)
        else:
            low_winners = []
            low_deciding = DecidingStep("no-low")

    player_hands = tuple(
        PlayerHand(
            index=i, cards=hands[i], high=highs[i], low=lows[i],
            high_hole=formed[i][1], high_board=formed[i][2],
            low_hole=low_formed[i][0], low_board=low_formed[i][1],
            plays_board=formed[i][3], exception=exception[i],
        )
        for i in range(len(hands))
    )
    return Showdown(
        game=g, board=board_cards, hands=player_hands, winners=winners,
        low_winners=low_winners, deciding=deciding, low_deciding=low_deciding,
        high_keys=tuple(keys), low_keys=tuple(low_keys),
    )
