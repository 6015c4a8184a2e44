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

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tutor.cards import ACE, Card, format_cards, parse_cards
from tutor.errors import CardCountError, DuplicateCardError, TutorError
from tutor.games import Formed, Game, get_game, is_royal
from tutor.i18n import category_name
from tutor.rankings.base import HandValue, StepKind, deciding_steps
from tutor.texts import N_

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
    plays_board: bool = False
    exception: bool = False
    """Telesina heads-up: shows the T-9-8-7-A straight flush against a royal."""

    @property
    def category(self) -> str:
        return self.high.category

    @property
    def high_hole(self) -> tuple[Card, ...]:
        """The own cards the (high) hand uses, in its display order."""
        mine = set(self.cards)
        return tuple(c for c in self.high.cards if c in mine)

    @property
    def high_board(self) -> tuple[Card, ...]:
        """The board cards the (high) hand uses (Omaha: exactly 3)."""
        mine = set(self.cards)
        return tuple(c for c in self.high.cards if c not in mine)

    @property
    def low_hole(self) -> tuple[Card, ...]:
        """The own cards the low hand uses (``()`` without a low)."""
        mine = set(self.cards)
        return () if self.low is None else tuple(c for c in self.low.cards if c in mine)

    @property
    def low_board(self) -> tuple[Card, ...]:
        """The board cards the low hand uses."""
        mine = set(self.cards)
        return () if self.low is None else tuple(c for c in self.low.cards if c not in mine)

    @property
    def is_royal(self) -> bool:
        """An ace-high straight flush (``A-K-Q-J-T``)."""
        return is_royal(self.high)

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

    kind: StepKind
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

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """The CLI's JSON shape (``--jsonl``), hand names in ``lang``.

        The CLI adds ``"explanation"``: :func:`tutor.explain.explain` of this result.
        """
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
        return out


def _parse(
    game: Game, players: Sequence[CardsIn], board: CardsIn | None
) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    hi = game.players[1]
    n = len(players)
    if n < 2:
        raise CardCountError(N_("a showdown needs at least 2 players, got {n}"), n=n)
    if n > hi:
        raise CardCountError(N_("{game} is played by at most {hi} players, got {n}"),
                             game=game.name(), hi=hi, n=n)
    if board is None or (isinstance(board, str) and not board.strip()):
        board_cards: tuple[Card, ...] = ()
    else:
        try:
            board_cards = parse_cards(board, deck=game.deck)
        except TutorError as err:
            raise type(err)(f"{err} (board)") from None
    # 7-card stud with too few cards for everyone: the last card is dealt once, face up,
    # as a shared card (RULES.md), so each player shows 6 own cards and the board has 1.
    own_cards = game.own_cards(len(board_cards))
    if own_cards is None:
        raise CardCountError(game.board_problem(len(board_cards)))
    shared_seventh = own_cards != game.hole_cards
    hands: list[tuple[Card, ...]] = []
    for i, p in enumerate(players):
        try:
            cards = parse_cards(p, deck=game.deck)
        except TutorError as err:
            raise type(err)(N_("{error} (player {i})"), error=err, i=i) from None
        if len(cards) != own_cards:
            what = (f"with a shared 7th card, {game.name()} needs 6 own cards per player"
                    if shared_seventh else game.count_what())
            raise CardCountError(N_("{what}, got {n} (player {i})"), what=what, n=len(cards), i=i)
        hands.append(cards)
    seen: set[Card] = set()
    for c in [c for h in hands for c in h] + list(board_cards):
        if c in seen:
            raise DuplicateCardError(N_("`{c}` appears twice"), c=c)
        seen.add(c)
    return hands, board_cards


def _decide(
    values: Sequence[HandValue | None], keys: Sequence[int | None], winners: list[int]
) -> DecidingStep:
    scored = {i: k for i, k in enumerate(keys) if k is not None and i not in winners}
    losers = list(scored)
    w = winners[0]
    wv = values[w]
    assert wv is not None
    if not losers:
        others = [i for i in range(len(values)) if i not in winners]
        if others and wv.category == "low":  # the others have no qualifying low
            return DecidingStep(StepKind.NO_LOW, "", w, others[0], "low", None)
        return DecidingStep(StepKind.TIE, "", w, None, wv.category)
    best_loser = max(losers, key=scored.__getitem__)
    lv = values[best_loser]
    assert lv is not None
    if wv.category != lv.category:
        return DecidingStep(StepKind.CATEGORY, wv.category, w, best_loser, wv.category,
                            lv.category)
    pair = deciding_steps(wv, lv)
    if pair is None:
        return DecidingStep(StepKind.STRENGTH, "", w, best_loser, wv.category, lv.category)
    sa, sb = pair
    return DecidingStep(
        StepKind(sa.kind), sa.what, w, best_loser, wv.category, lv.category,
        sa.value, sb.value, sa.card, sb.card,
    )


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
    main = g.main
    formed: list[Formed] = [g.form_hand(main, own, board_cards) for own in hands]
    highs: list[HandValue] = []
    for i, f in enumerate(formed):
        if f[0] is None:  # a low-only family that does not qualify cannot happen (2-7)
            raise TutorError(N_("player {i}: no hand in the {id} family"), i=i, id=main.id)
        highs.append(f[0])
    keys = [h.strength for h in highs]
    exception = [False] * len(hands)
    if len(hands) == 2:
        for i, j in ((0, 1), (1, 0)):
            shown = g.heads_up_hand(hands[i], board_cards, highs[i], highs[j])
            if shown is not None:
                highs[i] = shown
                formed[i] = (shown, False)
                keys[i] = keys[j] + 1
                exception[i] = True
    top = max(keys)
    winners = [i for i, k in enumerate(keys) if k == top]
    deciding = _decide(highs, keys, winners)
    if exception[winners[0]] and deciding.loser is not None:
        deciding = DecidingStep(
            StepKind.HEADS_UP_EXCEPTION, "straight-flush", winners[0], deciding.loser,
            "straight-flush", "straight-flush", 10, ACE,
            highs[winners[0]].cards[0], highs[deciding.loser].cards[0],
        )

    lows: list[HandValue | None] = [None] * len(hands)
    low_keys: list[int | None] = [None] * len(hands)
    low_winners: list[int] | None = None
    low_deciding: DecidingStep | None = None
    low_fam = g.low_half
    if low_fam is not None:
        for i, own in enumerate(hands):
            low_value = g.form_hand(low_fam, own, board_cards)[0]
            lows[i] = low_value
            low_keys[i] = None if low_value is None else low_value.strength
        qualified = [k for k in low_keys if k is not None]
        if qualified:
            best_low = max(qualified)
            low_winners = [i for i, k in enumerate(low_keys) if k == best_low]
            low_deciding = _decide(lows, low_keys, low_winners)
        else:
            low_winners = []
            low_deciding = DecidingStep(StepKind.NO_LOW)

    player_hands = tuple(
        PlayerHand(index=i, cards=hands[i], high=highs[i], low=lows[i],
                   plays_board=formed[i][1], exception=exception[i])
        for i in range(len(hands))
    )
    return Showdown(
        game=g, board=board_cards, hands=player_hands, winners=winners,
        low_winners=low_winners, deciding=deciding, low_deciding=low_deciding,
        high_keys=tuple(keys), low_keys=tuple(low_keys),
    )
