"""Spaced review: today's due items from every lesson, re-dealt, answered, rescheduled by FSRS.

The page (``assets/progress.js``) keeps one FSRS card per item a learner got
wrong and passes the due ones to this widget as data (a URL-query-like
mapping: ``item`` = one JSON entry per due item, ``next`` = when the next
not-yet-due item is due, ``first`` = the first lesson's link). Each entry is
``{"key", "kind", "game", "item", "lesson", "card"}``; ``card`` is the
``fsrs.Card.to_dict()`` state. An item is dealt again by its own model
(:meth:`~tutor.ui.models.base.AppModel.load_item`) and judged with that
model's own feedback; its first answer rates the card (right: Good, wrong:
Again) and goes back to the page as :attr:`outcome` with the new card.

>>> from datetime import datetime, timezone
>>> now = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
>>> entry = {"key": "k1", "kind": "name-hand", "game": "holdem", "lesson": "games/holdem/",
...          "item": {"seed": 3, "number": 0}, "card": new_card(now)}
>>> import tutor.ui.widgets  # registers every kind's model (this module cannot import it)
>>> m = ReviewModel(now=lambda: now)
>>> m.load_query({"item": [json.dumps(entry)]})
>>> m.current.kind, len(m.entries), m.done
('name-hand', 1, False)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

import param

from tutor.errors import TutorError, said
from tutor.texts import N_
from tutor.ui.models.base import AppModel
from tutor.ui.review_strings import due_text, kind_name, rv

MODEL_FACTORY: list[Callable[..., AppModel]] = []
"""``make_model(kind, game, lang, seed)``, set by :mod:`tutor.ui.widgets` (which knows every
kind's model); a test may pass its own ``factory``."""
JUDGED: list[str] = []
"""The kinds an entry may name (``tutor.ui.widgets.JUDGED_KINDS``, set there too)."""

MAX_ITEMS = 50
"""At most this many due items are dealt in one review (the oldest due first)."""

WEAK_ITEMS = 8
"""Deals in a weak-spots session (issue 28), before the retries its wrong answers add."""
WEAK_RULES = 4
"""At most this many of the learner's weakest rules are practised in one session."""
WEAK_RETRIES = 8
"""At most this many deals are added after wrong answers (the same rule, a new position)."""
WEAK_TRIES = 3
"""Seeds tried for one deal before it is left out (each search is bounded in time)."""
RULE_ID = re.compile(r"[a-z0-9][a-z0-9._:-]{0,79}")

WEAK_TEXTS = {"title": "weak_title", "intro": "weak_intro", "rated_good": "weak_good",
              "rated_again": "weak_again", "nothing_yet": "weak_none",
              "finished": "weak_finished", "bad_entry": "weak_bad"}
"""The texts a weak-spots session says instead of the review's."""


def deal_for_rule(rule: str, seed: int, lang: str) -> dict[str, Any]:
    """A fresh deal that turns on ``rule`` (``tutor.ui.rule_deals.deal_for``)."""
    from tutor.ui.rule_deals import deal_for

    return dict(deal_for(rule, seed, lang))


def rule_name(rule: str, lang: str) -> str:
    """A rule's short name in ``lang`` (its id when the registry does not know it)."""
    from tutor.rule_ids import IDS
    from tutor.rule_ids import rule as rule_of

    return str(rule_of(rule).name(lang)) if rule in IDS else rule


def _scheduler() -> Any:
    from fsrs import Scheduler

    # no fuzzing: the same answers at the same times give the same schedule (tests, support)
    return Scheduler(enable_fuzzing=False)


def new_card(now: datetime, card_id: int | None = None) -> dict[str, Any]:
    """A new FSRS card, due at once (what a wrong answer in a lesson makes), as a dict.

    >>> new_card(datetime(2026, 1, 1, tzinfo=UTC), 7)["due"]
    '2026-01-01T00:00:00+00:00'
    """
    from fsrs import Card

    cid = card_id if card_id is not None else int(now.timestamp() * 1000)
    return dict(Card(card_id=cid, due=now).to_dict())


def rate(card: Mapping[str, Any], correct: bool, now: datetime) -> dict[str, Any]:
    """The card after one review: a right answer rates it Good, a wrong one Again.

    >>> t = datetime(2026, 1, 1, tzinfo=UTC)
    >>> good = rate(new_card(t, 1), True, t)
    >>> again = rate(new_card(t, 1), False, t)
    >>> datetime.fromisoformat(good["due"]) > datetime.fromisoformat(again["due"]) > t
    True
    """
    from fsrs import Rating

    reviewed, _log = _scheduler().review_card(read_card(card), Rating.Good if correct
                                              else Rating.Again, review_datetime=now)
    return dict(reviewed.to_dict())


def read_card(card: Mapping[str, Any]) -> Any:
    """An ``fsrs.Card`` from its dict; a ``TutorError`` when the dict is not one."""
    from fsrs import Card

    try:
        got = Card.from_dict(card)  # type: ignore[arg-type]
        if got.due.tzinfo is None:
            raise ValueError("its due time has no time zone")
        return got
    except (KeyError, TypeError, ValueError) as err:
        raise TutorError(N_("a review card is not an FSRS card: {why}"),
                         why=str(err)[:80]) from None


def due_of(card: Mapping[str, Any]) -> datetime | None:
    """When a card is due (``None`` if its ``due`` is not an aware ISO time)."""
    try:
        due = datetime.fromisoformat(str(card.get("due", "")))
    except ValueError:
        return None
    return due if due.tzinfo is not None else None


class ReviewModel(AppModel):
    """A review session: the due entries, the one being answered, and what was answered."""

    kind = "review"

    entries = param.List(default=[], doc="The due entries, in the order they are dealt.")
    position = param.Integer(default=0, doc="Which entry is being answered.")
    current = param.Parameter(default=None, doc="The model of the item being answered.")
    answered = param.Boolean(default=False, doc="The current item has its first answer.")
    results = param.List(default=[], doc="Per answered entry: (key, correct, new due ISO).")
    problems = param.List(default=[], doc="Entries that could not be dealt, and why.")
    next_due = param.String(default="", doc="ISO time the next item (not due yet) is due.")
    first_lesson = param.String(default="games/holdem/", doc="Where a new learner starts.")
    loaded = param.Boolean(default=False, doc="The page has passed its items.")
    done = param.Boolean(default=False)
    practice = param.Boolean(default=False, doc="A weak-spots session: fresh deals on the "
                                                "learner's weakest rules, not due items.")

    def __init__(self, **params: Any) -> None:
        now = params.pop("now", None)
        factory = params.pop("factory", None)
        dealer = params.pop("dealer", None)
        super().__init__(**params)
        self.dealer: Callable[[str, int, str], dict[str, Any]] = dealer or deal_for_rule
        self.now: Callable[[], datetime] = now or (lambda: datetime.now(UTC))
        if factory is None:
            if not MODEL_FACTORY:
                raise TutorError("no widget kinds are registered: import tutor.ui.widgets")
            factory = MODEL_FACTORY[0]
        self.factory: Callable[..., AppModel] = factory

    def text(self, key: str, **values: object) -> str:
        if self.practice and key in WEAK_TEXTS:
            rule = self.entries[self.position].get("rule", "") if self.current is not None else ""
            return rv(WEAK_TEXTS[key], self.lang,
                      **{"rule": rule_name(rule, self.lang), **values})
        return rv(key, self.lang, **values)

    # -- the page's data ------------------------------------------------------------------
    def load_query(self, query: Mapping[str, Any]) -> None:
        """Take the due items the page passes (see the module's doc); bad entries are named."""
        # every item is scheduled by fsrs: import it now, with no item due too, so that the
        # site's worker fetches it on this visit and keeps it (the review page then works
        # offline after one visit, whatever becomes due later: the worker keeps what ran)
        import fsrs  # noqa: F401

        if "weak" in query:
            self._load_weak(query)
            return
        raw = query.get("item") or []
        items = [raw] if isinstance(raw, str) else list(raw)
        entries: list[dict[str, Any]] = []
        problems: list[str] = []
        for i, text in enumerate(items[:MAX_ITEMS]):
            try:
                entries.append({**self._entry(text), "n": i + 1})
            except TutorError as err:
                problems.append(self.text("bad_entry", n=i + 1, why=said(err, self.lang)))
        nxt = query.get("next") or [""]
        nxt_text = nxt if isinstance(nxt, str) else str(nxt[0] if nxt else "")
        first = query.get("first") or [""]
        first_text = first if isinstance(first, str) else str(first[0] if first else "")
        update: dict[str, Any] = {
            "entries": entries, "problems": problems, "position": 0, "results": [],
            "next_due": nxt_text if due_of({"due": nxt_text}) else "", "loaded": True}
        if first_text and all(c.isalnum() or c in "/-_." for c in first_text):
            update["first_lesson"] = first_text[:120]
        self.param.update(**update)
        self._deal()

    def _load_weak(self, query: Mapping[str, Any]) -> None:
        """A weak-spots session: ``weak`` = the rule ids (weakest first), ``seed`` = where its
        deals start; the deals alternate between the rules."""
        raw = query.get("weak") or []
        ids = [raw] if isinstance(raw, str) else list(raw)
        rules = list(dict.fromkeys(r for r in ids if isinstance(r, str)
                                   and RULE_ID.fullmatch(r)))[:WEAK_RULES]
        seed_raw = query.get("seed") or ["0"]
        seed_text = str(seed_raw if isinstance(seed_raw, str) else seed_raw[0])
        seed = int(seed_text) if seed_text.isdigit() and len(seed_text) <= 9 else 0
        entries = [{"rule": rules[i % len(rules)], "seed": seed + i, "n": i + 1, "item": None,
                    "key": f"weak:{i}"} for i in range(WEAK_ITEMS if rules else 0)]
        first = query.get("first") or [""]
        first_text = first if isinstance(first, str) else str(first[0] if first else "")
        update: dict[str, Any] = {"entries": entries, "problems": [], "position": 0,
                                  "results": [], "next_due": "", "loaded": True,
                                  "practice": True}
        if first_text and all(c.isalnum() or c in "/-_." for c in first_text):
            update["first_lesson"] = first_text[:120]
        self.param.update(**update)
        self._deal()

    def _again(self, entry: dict[str, Any]) -> None:
        """After a wrong answer: the same rule in a new position, next."""
        added = sum(1 for e in self.entries if e.get("retry"))
        if added >= WEAK_RETRIES:
            return
        new = {"rule": entry["rule"], "seed": entry["seed"] + 1000 * (added + 1), "item": None,
               "n": len(self.entries) + 1, "key": f"weak:{len(self.entries)}", "retry": True}
        self.entries = [*self.entries[:self.position + 1], new,
                        *self.entries[self.position + 1:]]

    def _practice_model(self, entry: dict[str, Any]) -> AppModel:
        """The model of a weak-spots deal: found by the core for the entry's rule and seed."""
        deal: dict[str, Any] = {}
        for attempt in range(WEAK_TRIES):  # the search is bounded in time: another seed
            try:
                deal = self.dealer(entry["rule"], int(entry["seed"]) + 100_003 * attempt,
                                   self.lang)
                break
            except TutorError:
                if attempt == WEAK_TRIES - 1:
                    raise
        kind, game, item = deal.get("kind"), deal.get("game"), deal.get("item")
        if kind not in JUDGED:
            raise TutorError(N_("unknown kind {kind}"), kind=repr(str(kind)[:30]))
        game_id = str(game) if isinstance(game, str) and game else None
        if isinstance(item, dict):
            model = self.factory(kind, game_id, self.lang)
            model.load_item(item)
        else:
            model = self.factory(kind, game_id, self.lang, seed=int(deal.get("seed", 0)))
        entry.update(kind=kind, game=game_id or "", item=model.item())
        return model

    def _entry(self, text: object) -> dict[str, Any]:
        try:
            entry = json.loads(str(text)[:4000])
        except ValueError:
            raise TutorError("not JSON") from None
        if not isinstance(entry, dict):
            raise TutorError(N_("not an object"))
        kind = entry.get("kind")
        if kind not in JUDGED:
            raise TutorError(N_("unknown kind {kind}"), kind=repr(str(kind)[:30]))
        if not isinstance(entry.get("item"), dict):
            raise TutorError(N_("no item"))
        card = entry.get("card")
        read_card(card if isinstance(card, dict) else {})
        for key, most in (("key", 2000), ("game", 40), ("lesson", 200)):
            entry[key] = str(entry.get(key) or "")[:most]  # the page finds the card by its key
        return entry

    # -- dealing --------------------------------------------------------------------------
    def _deal(self) -> None:
        """Deal the entry at :attr:`position` (skipping, and naming, one that cannot be)."""
        while self.position < len(self.entries):
            entry = self.entries[self.position]
            try:
                if self.practice:
                    model = self._practice_model(entry)
                else:
                    model = self.factory(entry["kind"], entry["game"] or None, self.lang)
                    model.load_item(entry["item"])
            except TutorError as err:
                self.problems = [*self.problems, self.text("bad_entry", n=entry["n"],
                                                           why=said(err, self.lang))]
                self.position += 1
                continue
            model.param.watch(self._judged, "outcome", onlychanged=False)
            model.__dict__["next"] = self.advance  # its own "Next" goes to the next item
            model.seed_links = False  # the item's seed says nothing here: no seed line
            self.param.update(current=model, answered=False, done=False)
            return
        self.param.update(current=None, answered=False, done=True)

    def advance(self) -> None:
        """Go to the next due item (or the end of the review)."""
        if self.done:
            return
        self.position += 1
        self._deal()

    @param.depends("lang", watch=True)
    def _relang(self) -> None:
        if self.current is not None:
            self.current.lang = self.lang

    # -- answers --------------------------------------------------------------------------
    def _judged(self, event: Any) -> None:
        out = event.new
        if self.answered or not out or not out.get("first"):
            return  # only the first answer to the item rates it
        entry = self.entries[self.position]
        if out.get("item") != entry["item"]:
            return  # another task (the learner changed the game or the level): not this card
        if self.practice:  # mastery only (the page keeps it): no schedule, no card
            ok = bool(out["correct"])
            rules = out.get("rules") or [entry["rule"]]
            self.results = [*self.results, (entry["key"], ok, "")]
            if not ok:
                self._again(entry)
            self.answered = True
            self.param.update(outcome={**out, "weak": True, "rule": entry["rule"],
                                       "rules": list(rules)})
            return
        now = self.now()
        card = rate(entry["card"], bool(out["correct"]), now)
        self.results = [*self.results, (entry["key"], bool(out["correct"]), card["due"])]
        self.answered = True
        self.param.update(outcome={**out, "review": True, "key": entry["key"],
                                   "lesson": entry["lesson"], "card": card})

    # -- what the view says ---------------------------------------------------------------
    def status_text(self) -> str:
        """'Item 2 of 5 · Who wins? · Omaha Hi-Lo' (or '' when nothing is being answered)."""
        m = self.current
        if m is None:
            return ""
        return self.text("status", n=self.position + 1, total=len(self.entries),
                         what=kind_name(m.kind, self.lang), game=self.game_label(m))

    def game_label(self, m: Any) -> str:
        """The item's game in the page's language."""
        from tutor.games import GAMES

        game = GAMES.get(m.item_game)
        return str(game.name(self.lang)) if game is not None else self.text("raspisnoy")

    def summary_lines(self) -> list[str]:
        """What the review says when it is over, or when there is nothing to review."""
        if not self.entries:
            nxt = due_of({"due": self.next_due})
            if nxt is None:
                return [self.text("nothing_yet")]
            return [self.text("nothing_now", when=due_text(nxt, self.now(), self.lang))]
        right = sum(1 for _, ok, _ in self.results if ok)
        lines = [self.text("finished", right=right, total=len(self.results))]
        dues = [d for d in (due_of({"due": due}) for _, _, due in self.results) if d]
        later = due_of({"due": self.next_due})
        if later is not None:
            dues.append(later)
        if dues:
            lines.append(self.text("next_due", when=due_text(min(dues), self.now(),
                                                             self.lang)))
        return lines
