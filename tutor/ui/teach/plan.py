"""A class's lesson plan: what it holds, its one-link text form (version 1), its deals.

Besides the quiz positions a teacher types (``d:``), a plan may hold drill tasks a class got
wrong (``t:kind:game:seed:number``, e.g. from the class picture): each deals exactly that
task. A bad task step is left out, said in :attr:`Plan.problems`; the others are kept.

A plan names games, exercises (the quiz and the drills that fit them), the
quiz's level and hands per deal, a number of seeded deals, a seed, and the
teacher's own positions. :func:`encode` writes it as the compact text that goes
in ``teach/class/?plan=…``; :func:`decode` reads it back and refuses a bad
plan with a :class:`PlanError` naming the bad part (in English or Russian);
:func:`schedule` lists the deals, the same for every student who opens the
link. The format is a contract (``docs/dev/contracts.md``).

>>> p = Plan(games=("holdem",), kinds=("quiz",), deals=3, seed=42)
>>> encode(p)
'1~g:holdem~k:quiz~n:3~s:42'
>>> decode(encode(p)) == p
True
>>> [(d.kind, d.game, d.number) for d in schedule(p)]
[('quiz', 'holdem', 0), ('quiz', 'holdem', 1), ('quiz', 'holdem', 2)]
>>> decode("1~g:holdem~k:quiz~n:3~s:forty").text("en")
Traceback (most recent call last):
...
tutor.ui.teach.plan.PlanError: seed: “forty” is not a whole number from 0 to 999999999
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tutor.cards import Card, parse_cards
from tutor.errors import TutorError
from tutor.games import GAME_IDS, Game, get_game
from tutor.ui import kinds
from tutor.ui.teach.texts import tt

VERSION = "1"
PLAN_KINDS = kinds.PLAN
"""What a plan can hold: the quiz and the drills that deal one task to vote on (not the whole
Double Barrel hand against bots)."""
LEVELS = ("beginner", "expert")
MAX_DEALS = 40
"""Most deals of a plan, seeded and typed together."""
MAX_SEED = 999_999_999
MAX_TEXT = 3000
"""Most characters of a plan's text (a link stays well under browsers' limits)."""
FIELDS = ("g", "k", "n", "s", "l", "h", "d", "t")
TASK_KINDS: tuple[str, ...] = tuple(k for k in PLAN_KINDS if k in kinds.DRILLS)
"""The exercises a plan's ``t:`` step can deal (the drills of :data:`PLAN_KINDS`)."""
MAX_TASK_SEED = 10**12
"""Largest seed of a task step (a progress item's seed: ``tutor.ui.models.base.item_int``)."""


class PlanError(TutorError):
    """A bad plan or position: ``key`` and ``values`` say it in either language."""

    def __init__(self, key: str, **values: object) -> None:
        self.key = key
        self.values = values
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``; nested errors are said in the same language."""
        filled = {k: (v.text(lang) if isinstance(v, PlanError | Said) else
                      _card_error(v, lang) if isinstance(v, TutorError) else v)
                  for k, v in self.values.items()}
        return tt(self.key, lang, **filled)


class Said:
    """A word of a message said in the message's language (a game's name, a number's name)."""

    def __init__(self, say: Callable[[str], str]) -> None:
        self.say = say

    def text(self, lang: str) -> str:
        return self.say(lang)


def _what(key: str) -> Said:
    return Said(lambda lang: tt(key, lang))


def _game_name(game: Game) -> Said:
    return Said(lambda lang: str(game.name(lang)))


def _card_error(err: TutorError, lang: str) -> str:
    from tutor.ui.errors_text import error_text

    text = error_text(err, lang)
    # said after "hand 1: ", a sentence's capital goes ("Карта «As»…" → "карта «As»…")
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


@dataclass(frozen=True)
class Position:
    """A teacher's own deal for the "Who wins?" quiz: hands and board of one game."""

    game: str
    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...] = ()

    def encode(self) -> str:
        """``game:hand/hand[:board]``, each card as two characters, e.g. ``holdem:AsKs/7h7d``."""
        text = f"{self.game}:" + "/".join("".join(map(str, h)) for h in self.hands)
        return text + (":" + "".join(map(str, self.board)) if self.board else "")


@dataclass(frozen=True)
class Task:
    """A drill task to deal exactly: task ``number`` of ``seed`` of exercise ``kind`` in ``game``
    (as a progress item names it, ``{"seed", "number"}``)."""

    kind: str
    game: str
    seed: int
    number: int

    def encode(self) -> str:
        """``kind:game:seed:number``, e.g. ``name-hand:holdem:3:0``."""
        return f"{self.kind}:{self.game}:{self.seed}:{self.number}"


@dataclass(frozen=True)
class Plan:
    """A lesson plan (see the module docstring); build it with :func:`make_plan` to check it."""

    games: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    deals: int = 0
    seed: int = 0
    level: str = "beginner"
    hands: int = 0
    positions: tuple[Position, ...] = field(default=())
    tasks: tuple[Task, ...] = field(default=())
    problems: tuple[PlanError, ...] = field(default=(), compare=False)
    """The task steps left out when the plan was read, each naming its step and why."""

    @property
    def total(self) -> int:
        """Every deal of the plan: the typed positions, the tasks and the seeded deals."""
        return len(self.positions) + len(self.tasks) + self.deals


@dataclass(frozen=True)
class Deal:
    """One deal of a class: which exercise, which game, and how it is dealt.

    A seeded deal is task ``number`` of ``seed`` in the exercise's own model (the
    models' seeding); a typed one carries its ``position``.
    """

    index: int
    kind: str
    game: str
    seed: int
    number: int
    position: Position | None = None


def fits(kind: str, game: Game) -> bool:
    """Can exercise ``kind`` be played in ``game``? (The drill's own ``fits``.)

    >>> fits("is-low", get_game("holdem")), fits("is-low", get_game("omaha-hilo"))
    (False, True)
    """
    if kind not in kinds.DRILLS:  # the quiz deals in every game
        return True
    from tutor.ui.models.drills import drill_class

    return bool(drill_class(kind).fits(game))


def _pairs(plan: Plan) -> list[tuple[str, str]]:
    return [(k, g) for g in plan.games for k in plan.kinds if fits(k, get_game(g))]


def make_plan(games: Sequence[str], kinds: Sequence[str], deals: int, seed: int,
              level: str = "beginner", hands: int = 0,
              positions: Sequence[Position] = (), tasks: Sequence[Task] = (),
              problems: Sequence[PlanError] = ()) -> Plan:
    """A checked plan (:class:`PlanError` naming the first bad part)."""
    for g in games:
        if g not in GAME_IDS:
            raise PlanError("err_game", got=str(g)[:40], known=", ".join(GAME_IDS))
    for k in kinds:
        if k not in PLAN_KINDS:
            raise PlanError("err_kind", got=str(k)[:40], known=", ".join(PLAN_KINDS))
    _check_int(deals, "what_deals", 0, MAX_DEALS)
    _check_int(seed, "what_seed", 0, MAX_SEED)
    _check_int(hands, "what_hands", 0, 6)
    if hands == 1:
        raise PlanError("err_number", what=_what("what_hands"), got=hands, lo=2, hi=6)
    if level not in LEVELS:
        raise PlanError("err_level", got=str(level)[:40])
    plan = Plan(tuple(dict.fromkeys(games)), tuple(dict.fromkeys(kinds)), deals, seed, level,
                hands, tuple(positions), tuple(tasks), tuple(problems))
    if deals:
        if not plan.games:
            raise PlanError("err_no_games")
        if not plan.kinds:
            raise PlanError("err_no_kinds")
        for k in plan.kinds:
            if not any(fits(k, get_game(g)) for g in plan.games):
                raise PlanError("err_kind_fits", kind=k, games=", ".join(plan.games))
    if plan.total == 0:
        raise PlanError("err_no_deals")
    if plan.total > MAX_DEALS:
        raise PlanError("err_too_many", most=MAX_DEALS, got=plan.total)
    return plan



def _check_int(value: object, what: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise PlanError("err_number", what=_what(what), got=str(value)[:40], lo=lo, hi=hi)
    return value


def read_number(text: str, what: str, lo: int, hi: int) -> int:
    """A typed whole number from ``lo`` to ``hi``; :class:`PlanError` names ``what`` if not.

    >>> read_number("12", "what_seed", 0, 99)
    12
    >>> read_number("1e3", "what_deals", 0, 40)
    Traceback (most recent call last):
    ...
    tutor.ui.teach.plan.PlanError: number of deals: “1e3” is not a whole number from 0 to 40
    """
    if not (text.isascii() and text.isdigit() and len(text) <= 13):
        raise PlanError("err_number", what=_what(what), got=text[:40], lo=lo, hi=hi)
    return _check_int(int(text), what, lo, hi)


def encode(plan: Plan) -> str:
    """The plan's text (version 1): ``~``-separated parts, defaults left out.

    >>> pos = Position("holdem", (parse_cards("As Ks"), parse_cards("7h 7d")),
    ...                parse_cards("2c 3d 4h 5s 9c"))
    >>> encode(Plan(positions=(pos,), level="expert", hands=3))
    '1~n:0~s:0~l:expert~h:3~d:holdem:AsKs/7h7d:2c3d4h5s9c'
    """
    parts = [VERSION]
    if plan.games:
        parts.append("g:" + ",".join(plan.games))
    if plan.kinds:
        parts.append("k:" + ",".join(plan.kinds))
    parts += [f"n:{plan.deals}", f"s:{plan.seed}"]
    if plan.level != "beginner":
        parts.append(f"l:{plan.level}")
    if plan.hands:
        parts.append(f"h:{plan.hands}")
    parts += ["d:" + p.encode() for p in plan.positions]
    parts += ["t:" + t.encode() for t in plan.tasks]
    return "~".join(parts)


def decode(text: str) -> Plan:
    """Read a plan's text; :class:`PlanError` names the bad part.

    >>> decode("2~g:holdem").text("ru")
    Traceback (most recent call last):
    ...
    tutor.ui.teach.plan.PlanError: plan version “2” is not one this site reads (it reads 1)
    >>> decode("1~g:holdem~k:quiz~n:2~x:1")
    Traceback (most recent call last):
    ...
    tutor.ui.teach.plan.PlanError: “x” is not a part of a plan (parts: g, k, n, s, l, h, d, t)
    >>> p = decode("1~t:name-hand:holdem:3:0~t:is-low:holdem:1:2")
    >>> [t.encode() for t in p.tasks], [e.text("en") for e in p.problems]
    (['name-hand:holdem:3:0'], ["task 2 left out: the exercise “is-low” is not dealt in Texas Hold'em"])
    """  # noqa: E501
    text = text.strip()
    if not text:
        raise PlanError("err_empty")
    if len(text) > MAX_TEXT:
        raise PlanError("err_too_long", got=len(text), most=MAX_TEXT)
    version, *parts = text.split("~")
    if version != VERSION:
        raise PlanError("err_version", got=version[:20], want=VERSION)
    seen: dict[str, str] = {}
    positions: list[Position] = []
    tasks: list[Task] = []
    problems: list[PlanError] = []
    steps = 0
    for part in parts:
        key, _, value = part.partition(":")
        if key not in FIELDS:
            raise PlanError("err_field", field=key[:20], known=", ".join(FIELDS))
        if key == "d":
            try:
                positions.append(decode_position(value))
            except PlanError as err:
                raise PlanError("err_pos", n=len(positions) + 1, why=err) from None
            continue
        if key == "t":  # a bad task is left out (said), the others kept
            steps += 1
            try:
                tasks.append(decode_task(value))
            except PlanError as err:
                problems.append(PlanError("err_task_left", n=steps, why=err))
            continue
        if key in seen:
            raise PlanError("err_twice", field=key)
        seen[key] = value
    games = [g for g in seen.get("g", "").split(",") if g]
    kinds = [k for k in seen.get("k", "").split(",") if k]
    return make_plan(games, kinds,
                     read_number(seen.get("n", "0"), "what_deals", 0, MAX_DEALS),
                     read_number(seen.get("s", "0"), "what_seed", 0, MAX_SEED),
                     seen.get("l", "beginner"),
                     read_number(seen.get("h", "0"), "what_hands", 0, 6), positions, tasks,
                     problems)


def decode_task(text: str) -> Task:
    """``kind:game:seed:number``: a drill task of :data:`TASK_KINDS` in a game it fits.

    >>> decode_task("which-cards:omaha:12:3")
    Task(kind='which-cards', game='omaha', seed=12, number=3)
    >>> decode_task("quiz:holdem:1")
    Traceback (most recent call last):
    ...
    tutor.ui.teach.plan.PlanError: write a task as exercise:game:seed:number, got “quiz:holdem:1”
    """
    pieces = text.split(":")
    if len(pieces) != 4:
        raise PlanError("err_task_shape", got=text[:60])
    kind, game_id, seed, number = (piece.strip() for piece in pieces)
    if kind not in TASK_KINDS:
        raise PlanError("err_task_kind", got=kind[:40], known=", ".join(TASK_KINDS))
    if game_id not in GAME_IDS:
        raise PlanError("err_game", got=game_id[:40], known=", ".join(GAME_IDS))
    game = get_game(game_id)
    if not fits(kind, game):
        raise PlanError("err_task_fits", kind=kind, game=_game_name(game))
    return Task(kind, game_id, read_number(seed, "what_task_seed", 0, MAX_TASK_SEED),
                read_number(number, "what_task_number", 0, MAX_TASK_SEED))


def decode_position(text: str) -> Position:
    """``game:hand/hand[:board]`` (cards with or without spaces), checked against the game.

    >>> decode_position("holdem:AsKs/7h7d:2c3d4h5s9c").board[0]
    Card('2c')
    >>> decode_position("holdem:AsKs/7h:2c3d4h5s9c")
    Traceback (most recent call last):
    ...
    tutor.ui.teach.plan.PlanError: hand 2 has 1 cards; Texas Hold'em gives each hand 2
    """
    pieces = text.split(":")
    if len(pieces) not in (2, 3):
        raise PlanError("err_pos_shape", got=text[:60])
    game_id, hands_text = pieces[0], pieces[1]
    board_text = pieces[2] if len(pieces) == 3 else ""
    return make_position(game_id, hands_text.split("/"), board_text)


def make_position(game_id: str, hands: Sequence[str], board: str = "") -> Position:
    """A teacher's position, checked: the game, 2..6 hands of the game's size, the board."""
    game_id = game_id.strip()
    if game_id not in GAME_IDS:
        raise PlanError("err_game", got=game_id[:40], known=", ".join(GAME_IDS))
    game = get_game(game_id)
    texts = [h.strip() for h in hands if h.strip()]
    most = min(6, game.players[1], (len(game.deck) - game.board_cards) // game.hole_cards)
    if not 2 <= len(texts) <= most:
        raise PlanError("err_hands", game=_game_name(game), most=most, got=len(texts))
    parsed: list[tuple[Card, ...]] = []
    for i, h in enumerate(texts):
        try:
            cards = parse_cards(h[:80], deck=game.deck)
        except TutorError as err:
            raise PlanError("err_hand", n=i + 1, why=err) from None
        if len(cards) != game.hole_cards:
            raise PlanError("err_hand_cards", n=i + 1, got=len(cards), game=_game_name(game),
                            want=game.hole_cards)
        parsed.append(tuple(cards))
    try:
        table = tuple(parse_cards(board[:80], deck=game.deck)) if board.strip() else ()
    except TutorError as err:
        raise PlanError("err_board", why=err) from None
    if len(table) != game.board_cards:
        raise PlanError("err_board_cards", got=len(table), game=_game_name(game),
                        want=game.board_cards)
    try:  # one card twice, across the hands and the board
        parse_cards([c for h in parsed for c in h] + list(table))
    except TutorError as err:
        raise PlanError("err_cards", why=err) from None
    return Position(game_id, tuple(parsed), table)



def parse_positions(text: str, default_game: str, lang: str = "en"
                    ) -> tuple[list[Position], list[str]]:
    """The teacher's typed positions, one a line: ``[game:] hand | hand [/ board]``.

    A bad line is reported (in ``lang``, naming the line and the bad part) and the
    good lines are kept.

    >>> ok, bad = parse_positions("holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c\\nAs Zz | Kd Kc", "holdem")
    >>> len(ok), bad
    (1, ['line 2: hand 1: “Zz” is not a card (expected a rank 2-9, T or 10, J, Q, K, A and a suit c, d, h, s or ♣ ♦ ♥ ♠)'])
    """  # noqa: E501
    found: list[Position] = []
    errors: list[str] = []
    for n, line in enumerate(text.splitlines()[:MAX_DEALS * 2], start=1):
        line = line.strip()
        if not line:
            continue
        game, sep, rest = line.partition(":")
        if not sep:
            game, rest = default_game, line
        hands, _, board = rest.partition("/")
        try:
            found.append(make_position(game, hands.split("|"), board))
        except PlanError as err:
            errors.append(PlanError("err_line", n=n, why=err).text(lang))
    return found, errors


def schedule(plan: Plan) -> list[Deal]:
    """The plan's deals in order: the typed positions, the tasks, then the seeded deals.

    The seeded deals cycle through every (exercise, game) pair that fits, each
    cycle in its own order drawn from the seed; a pair's k-th appearance is task
    ``k`` of the seed in that exercise's model. Same plan, same deals.

    >>> p = make_plan(["holdem", "omaha-hilo"], ["quiz", "is-low"], 6, 7)
    >>> sorted({(d.kind, d.game) for d in schedule(p)})
    [('is-low', 'omaha-hilo'), ('quiz', 'holdem'), ('quiz', 'omaha-hilo')]
    """
    out = [Deal(i, "quiz", p.game, plan.seed, 0, p) for i, p in enumerate(plan.positions)]
    out += [Deal(len(out) + i, t.kind, t.game, t.seed, t.number) for i, t in enumerate(plan.tasks)]
    pairs = _pairs(plan)
    for j in range(plan.deals):
        cycle, place = divmod(j, len(pairs))
        order = _cycle_order(pairs, plan.seed, cycle)
        kind, game = order[place]
        out.append(Deal(len(out), kind, game, plan.seed, cycle))
    return out


def _cycle_order(pairs: list[tuple[str, str]], seed: int, cycle: int) -> list[tuple[str, str]]:
    return random.Random(f"teach:{seed}:{cycle}").sample(pairs, len(pairs))

