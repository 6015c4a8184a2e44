"""A whole game of Raspisnoy against bots, as a ``param`` model.

The learner is seat 0; bots play the other seats (:mod:`tutor.raspisnoy.bots`)
and act at once whenever it is their turn. The game is its settings plus
the actions taken (:meth:`RaspGameModel.saved`), so the view keeps it in the
browser's local storage and :meth:`RaspGameModel.restore` rebuilds it after a
reload. Every refused action is explained and changes nothing.

>>> m = RaspGameModel(players=3, seed=1, deals=2)
>>> m.state.to_act, m.state.phase.value
(0, 'bidding')
>>> m.bid(7)
>>> m.message.startswith("Not allowed: a bid is 0 (pass) up to 1")
True
>>> m.bid(m.state.bid_options().allowed[0]); m.state.phase.value
'playing'
"""

from __future__ import annotations

from typing import Any

import param

from tutor.errors import TutorError
from tutor.raspisnoy.bots import play_bots
from tutor.raspisnoy.cards import JOKER, Suit, card_label, is_joker
from tutor.raspisnoy.game import Action, Phase, RaspisnoyGame
from tutor.raspisnoy.play import JokerCall, JokerMode, Play, explain
from tutor.raspisnoy.scoring import Preset, score
from tutor.raspisnoy.scoring import explain as explain_score
from tutor.raspisnoy.texts import RuleError
from tutor.ui.models.base import AppModel
from tutor.ui.models.rasp_drills import CARD_KEYS, points_text
from tutor.ui.rasp_strings import rt

HUMAN = 0
SHORT_GAME = 3
"""Deals in a short game (the "length" option): 1, 2 and 3 cards."""
SAVE_VERSION = "r1"

LEAD_CALLS = (JokerCall(JokerMode.TOP_TRUMPS),
              *(JokerCall(JokerMode.TOP, s) for s in Suit),
              *(JokerCall(JokerMode.LOWEST_OF, s) for s in Suit))
FOLLOW_CALLS = (JokerCall(JokerMode.HIGHEST), JokerCall(JokerMode.LOWEST))


class RaspGameModel(AppModel):
    """The game, the learner's pending joker call, the hint and the last message."""

    players = param.Integer(default=4, bounds=(3, 6))
    preset: Any = param.Selector(default="D", objects=[p.value for p in Preset])
    seed = param.Integer(default=1, bounds=(0, 10**9))
    deals = param.Integer(default=0, doc="0 for the whole game, else the first N deals.")
    state = param.ClassSelector(class_=RaspisnoyGame, default=None, allow_None=True)
    version = param.Integer(default=0, doc="Bumped after every change of the game.")
    joker_pending = param.Boolean(default=False, doc="The joker was chosen: ask for its call.")
    hint = param.Boolean(default=False, doc="Show the legal cards.")
    message = param.String(default="", doc="The last refusal or note, in the model's language.")
    refused = param.Boolean(default=False, doc="Is the message a refusal?")
    pinned = param.Boolean(default=False, doc="The settings came from a link: a saved game "
                                              "with other settings is not restored over them.")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.new_game()

    def text(self, key: str, **values: object) -> str:
        return rt(key, self.lang, **values)

    # -- the game ------------------------------------------------------------------------
    def new_game(self) -> None:
        """Start a game with the current settings; the bots act up to the learner's turn."""
        game = RaspisnoyGame(self.players, self.seed, self.preset, self.deals or None)
        play_bots(game, HUMAN)
        self.param.update(state=game, joker_pending=False, hint=False, message="",
                          refused=False, version=self.version + 1)

    def saved(self) -> str:
        """``r1|players|preset|seed|deals|actions``: all it takes to rebuild the game."""
        g = self.state
        if g is None:
            raise RuntimeError("internal invariant broken: g is not None")
        return f"{SAVE_VERSION}|{g.players}|{g.preset}|{g.seed}|{self.deals}|{g.code()}"

    def load_query(self, query: Any) -> None:
        """``lang``, ``players``, ``preset``, ``seed`` and ``deals`` from a link (bad ones ignored).

        >>> m = RaspGameModel(seed=1)
        >>> m.load_query({"players": ["3"], "seed": ["9"], "preset": ["b"], "deals": ["x"]})
        >>> (m.players, m.seed, m.preset, m.deals, m.pinned)
        (3, 9, 'B', 0, True)
        """
        from contextlib import suppress

        from tutor.i18n import check_lang

        def first(key: str) -> str:
            value = query.get(key)
            if not value:
                return ""
            return str(value if isinstance(value, str) else value[0])[:12].strip()

        if first("lang"):
            with suppress(TutorError):  # an unknown language in a link keeps the page's
                self.lang = check_lang(first("lang"))
        update: dict[str, Any] = {}
        if first("players") in ("3", "4", "5", "6"):
            update["players"] = int(first("players"))
        if first("preset").upper() in ("A", "B", "C", "D"):
            update["preset"] = first("preset").upper()
        if first("seed").isdigit():
            update["seed"] = int(first("seed"))
        if first("deals").isdigit() and 0 <= int(first("deals")) <= 40:
            update["deals"] = int(first("deals"))
        if update:
            with param.parameterized.discard_events(self):
                self.param.update(**update)
            self.pinned = True
            self.new_game()

    def restore(self, text: str) -> bool:
        """Rebuild a saved game; on a bad save keep the fresh game and say so, plainly.

        A save is ``r1|players|preset|seed|deals|actions``, each number in ASCII digits
        within the settings' own bounds; anything else (damaged, edited, from another
        version) is refused as a whole, and no text of Python's reaches the learner.
        """
        parts = str(text).split("|")

        def number(part: str, low: int, high: int) -> int:
            if not (part.isascii() and part.isdigit() and len(part) <= 12):
                raise TutorError("not a number")
            value = int(part)
            if not low <= value <= high:
                raise TutorError("out of range")
            return value

        seeds = self.param.seed.bounds or (0, 10**9)
        try:
            if len(parts) != 6 or parts[0] != SAVE_VERSION or parts[2] not in ("A", "B", "C", "D"):
                raise TutorError("unknown format")
            players, preset = number(parts[1], 3, 6), parts[2]
            seed, deals = number(parts[3], int(seeds[0]), int(seeds[1])), number(parts[4], 0, 36)
            if self.pinned and (players, preset, seed, deals) != (
                    self.players, self.preset, self.seed, self.deals):
                return False
            game = RaspisnoyGame.replay(players, seed, preset, parts[5][:200000], deals or None)
        except Exception:  # a damaged save is the learner's data, never a crash: start afresh
            self.param.update(message=self.text("restore_failed"), refused=True)
            return False
        play_bots(game, HUMAN)
        with param.parameterized.discard_events(self):
            self.param.update(players=players, preset=game.preset.value, seed=seed,
                              deals=deals)
        self.param.update(state=game, joker_pending=False, hint=False, refused=False,
                          message=self.text("restored", number=game.deal.number),
                          version=self.version + 1)
        return True

    def another_game(self) -> None:
        """A new game with the same settings but a fresh seed: every game its own deals
        (a seed typed in the box, or given in a link, deals its own game again).

        >>> m = RaspGameModel(seed=1)
        >>> m.another_game(); m.seed != 1 and m.state.seed == m.seed
        True
        """
        from tutor.ui.models.seeds import fresh_seed

        seed = fresh_seed()
        while seed == self.seed:
            seed = fresh_seed()
        self.seed = seed  # deals the new game (_settings_changed)

    def set_seed_text(self, text: str) -> None:
        """A seed typed by the learner: a whole number 0 … 10⁹, else a message naming it.

        >>> m = RaspGameModel(seed=1)
        >>> m.set_seed_text("12x"); m.seed, m.refused
        (1, True)
        >>> m.set_seed_text(" 42 "); m.seed
        42
        """
        cleaned = text.strip()
        if cleaned.isdigit() and int(cleaned) <= 10**9:
            self.seed = int(cleaned)
            return
        self.param.update(message=self.text("bad_seed", text=cleaned[:20]), refused=True)

    @param.depends("players", "preset", "seed", "deals", watch=True)
    def _settings_changed(self) -> None:
        self.new_game()

    # -- acting --------------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        g = self.state
        return g is not None and not g.done and g.to_act == HUMAN

    def _act(self, action: Action) -> None:
        g = self.state
        if g is None:
            raise RuntimeError("internal invariant broken: g is not None")
        rows = len(g.sheet.rows)
        try:
            g.apply(action, HUMAN)
        except RuleError as err:
            self.param.update(message=self.text("refused", why=err.text(self.lang)),
                              refused=True, joker_pending=False)
            return
        play_bots(g, HUMAN)
        note = self._deal_note(rows) if len(g.sheet.rows) > rows else ""
        self.param.update(message=note, refused=False, joker_pending=False, hint=False,
                          version=self.version + 1)

    def _deal_note(self, row_index: int) -> str:
        g = self.state
        if g is None:
            raise RuntimeError("internal invariant broken: g is not None")
        r = g.sheet.rows[row_index]
        bid = r.bids[HUMAN] if r.bids is not None else None
        s = score(g.preset, r.deal.kind, r.deal.cards, bid, r.took[HUMAN])
        rule = explain_score(s, self.lang)
        if bid is None:
            return self.text("deal_done_nobid", number=r.deal.number, took=r.took[HUMAN],
                             points=points_text(s.points), rule=rule)
        return self.text("deal_done", number=r.deal.number, bid=bid, took=r.took[HUMAN],
                         points=points_text(s.points), rule=rule)

    def bid(self, value: int) -> None:
        """Bid ``value`` for the learner (a refusal names the rule)."""
        if not self.my_turn:
            return
        self._act(Action(bid=value))

    def choose_card(self, index: int) -> None:
        """Play the learner's card ``index``; the joker first asks for its call."""
        g = self.state
        if not self.my_turn or g is None or g.phase is not Phase.PLAYING:
            if g is not None and self.my_turn:
                self.param.update(message=self.text("refused", why=RuleError(
                    "not-playing").text(self.lang)), refused=True)
            return
        hand = g.hands[HUMAN]
        if not 0 <= index < len(hand):
            return
        card = hand[index]
        if is_joker(card):
            self.param.update(joker_pending=True, message="", refused=False)
            return
        self._act(Action(play=Play(card)))

    def joker_calls(self) -> tuple[JokerCall, ...]:
        g = self.state
        if g is None:
            return ()
        if g.trick:
            return FOLLOW_CALLS
        return tuple(c for c in LEAD_CALLS if g.trump is not None or
                     c.mode is not JokerMode.TOP_TRUMPS)

    def call_joker(self, index: int) -> None:
        """Play the joker with call number ``index`` of :meth:`joker_calls`."""
        calls = self.joker_calls()
        if not self.joker_pending or not 0 <= index < len(calls):
            return
        self._act(Action(play=Play(JOKER, calls[index])))

    def cancel_joker(self) -> None:
        self.joker_pending = False

    def toggle_hint(self) -> None:
        self.hint = not self.hint

    # -- what the view shows -------------------------------------------------------------
    def legal_indices(self) -> list[int]:
        g = self.state
        if g is None or not self.my_turn or g.phase is not Phase.PLAYING:
            return []
        legal = set(g.legal().legal)
        return [i for i, c in enumerate(g.hands[HUMAN]) if c in legal]

    def seat_name(self, seat: int) -> str:
        return self.text("you") if seat == HUMAN else self.text("bot_n", n=seat)

    def last_trick_text(self) -> str:
        g = self.state
        if g is None or g.last_trick is None:
            return ""
        lt = g.last_trick
        plays = ", ".join(f"{self.seat_name(s)}: {card_label(p.card, self.lang)}"
                          + (f" ({p.call.name(self.lang)})" if p.call else "")
                          for s, p in zip(lt.seats, lt.plays, strict=True))
        key = "last_trick_you" if lt.winner_seat == HUMAN else "last_trick"
        return self.text(key, plays=plays, who=self.seat_name(lt.winner_seat),
                         why=explain(lt.result, self.lang))

    def winner_text(self) -> str:
        g = self.state
        if g is None or not g.done:
            return ""
        totals = g.sheet.totals
        best = [i for i, t in enumerate(totals) if t == max(totals)]
        if best == [HUMAN]:
            return self.text("winner_you")
        names = ", ".join(self.seat_name(i) for i in best)
        return self.text("winner_is" if len(best) == 1 else "winners_are", who=names)

    # -- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        g = self.state
        if g is None:
            return False
        if key in ("h", "р"):
            self.toggle_hint()
            return True
        if key == "Escape":
            self.cancel_joker()
            return True
        if key not in CARD_KEYS:
            return False
        if self.joker_pending:
            self.call_joker(CARD_KEYS.index(key))
        elif g.phase is Phase.BIDDING:
            value = {"0": 0, "-": 10, "=": 11}.get(key)
            self.bid(int(key) if value is None else value)
        else:
            self.choose_card(CARD_KEYS.index(key))
        return True

    def shortcut_keys(self) -> list[str]:
        return [*CARD_KEYS, "h", "р", "Escape"]
