"""The apps' own words in English and Russian (labels, buttons, messages).

Names of games, categories and the explanations of showdowns come from the
rules core (:mod:`tutor.games`, :mod:`tutor.i18n`, :mod:`tutor.explain`);
this module holds only what the user interface adds.

>>> t("submit", "ru")
'Проверить'
>>> t("hand_n", "en", n=3)
'Hand 3'
>>> t("no-such-key", "en")
'no-such-key'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.i18n import LANGS, number
from tutor.texts import MessageTable, decimal, n_, p_

if TYPE_CHECKING:
    from tutor.rankings.base import Family

__all__ = ["LANGS", "deck_name", "definition", "number", "odds_number", "percent", "t"]

_EN: dict[str, str] = {
    # shared
    "language": "Language",
    "game": "Game",
    "four_colour": "Four-colour deck",
    "large": "Large cards (projector)",
    "options": "Display",
    "error_prefix": "Please check:",
    # ladder
    "ladder_title": "Hand rankings",
    "ladder_intro": "The hands of {game}, from best to worst. Select a row for more examples "
                    "and how it compares with the row below it.",
    "low_intro": "In this game the lowest hand wins: the best hand is at the top.",
    "hilo_intro": "The pot is split between the best high hand (this ladder) and the best low "
                  "(eight or better, below it).",
    "low_title": "The low half: eight or better",
    "low_split": "The pot is split: the best high hand takes one half, the best low the other; "
                 "when nobody has a qualifying low, the high hand takes the whole pot.",
    "low_what": "A low needs five cards of different ranks, all 8 or lower; the ace counts low, "
                "and straights and flushes do not spoil a low.",
    "low_best": "Lows compare from the highest card down, and the lower wins: the best low is "
                "{best} (the wheel), the worst {worst}; there are {n} different lows.",
    "low_count": "{count} of the {total} five-card hands make a low (1 in {odds}).",
    "col_low": "Low",
    "col_place": "Place",
    "low_place": "{place} of {n}",
    "no_low_title": "No low",
    "no_low_high": "a card above 8",
    "no_low_pair": "a pair: only four different ranks",
    "low_vs": "One low against another",
    "col_rank": "#",
    "col_category": "Hand",
    "col_example": "Example",
    "col_count": "Hands",
    "col_odds": "Odds",
    "odds": "1 in {n}",
    "counted_over": "Counted over all {total} hands of {size} cards from {deck}.",
    "count_unknown": "—",
    "special_rows": "Marked rows: what makes this game different.",
    "suit_order": "Suit order (best first): {order}.",
    "try_hand": "Try a hand",
    "try_go": "Show",
    "heads_up_note": "Heads-up exception: when only two players are left, the lowest straight "
                     "flush (T-9-8-7-A) beats a royal flush.",
    "try_placeholder": "e.g. As Ks Qs Js Ts",
    "try_result": "{cards}: {category}",
    "try_place": "row {row} of {rows} of this game's ladder",
    "try_best": "the best possible hand in this game",
    "try_plays": "the five that play",
    "try_need": "type {n} cards",
    "more_examples": "More examples of {category}",
    "vs_neighbour": "{category} against {below}",
    "lowest_row": "This is the lowest row: every hand makes at least this.",
    "select_row": "Select",
    # quiz
    "quiz_title": "Who wins?",
    "level": "Level",
    "beginner": "Beginner",
    "expert": "Expert",
    "players": "Players",
    "players_random": "random",
    "hand_n": "Hand {n}",
    "board": "Board",
    "vela": "Vela (shared card)",
    "pick_winner": "Pick the winning hand (several if the pot is split).",
    "pick_hilo": "Pick the high winner(s) and the low winner(s), or “no low”.",
    "pick_low_winner": "Pick the winning low hand (several if the pot is split).",
    "high": "High",
    "low": "Low",
    "no_low": "No low",
    "submit": "Check",
    "next": "Next deal",
    "need_pick": "Pick at least one winning hand first.",
    "need_pick_low": "Pick the low winner(s), or “no low”.",
    "right": "Right!",
    "wrong": "Not this time.",
    "answer_was": "Winner: {who}.",
    "answer_low": "Low: {who}.",
    "answer_no_low": "Low: nobody qualifies (no low), the high hand takes the whole pot.",
    "best_five": "best five",
    "plays": "plays",
    "best_low": "best low",
    "no_low_hand": "no low",
    "score": "Score {score} of {asked}",
    "streak": "streak {streak} (best {best})",
    "keys_quiz": "Keys: digits pick a hand, Shift+digit picks a low hand, 0 = no low, "
                 "Enter checks and then deals the next hand.",
    "keys_quiz_plain": "Keys: digits pick a hand, Enter checks and then deals the next hand.",
    "hinge": "This deal hinges on: {what}.",
    "hinge_kicker": "a kicker",
    "hinge_suit": "the suit order",
    "hinge_rank": "the rank of the combination",
    "hinge_ace-low": "an ace playing low in a run (A-2-3…)",
    "hinge_low-trap": "a straight or flush that spoils a low-looking hand",
    "hinge_vela": "the Vela, the shared card",
    "hinge_hidden-pair": "a pair inside a 3-flush or 3-straight (the run or flush ranks higher)",
    "hinge_omaha-two": "Omaha's exactly-two rule",
    "hinge_counterfeit": "a counterfeited low",
    "hinge_heads-up": "Telesina's heads-up exception",
    "hinge_category": "the category",
    "hinge_low-card": "a low card",
    "you_picked": "you picked",
    "winner_tag": "wins",
    "low_tag": "low",
    "split_tag": "split",
    # feedback on the learner's own pick (tutor.ui.models.feedback)
    "fb_pick": "Your pick, Hand {n}",
    "fb_pick_low": "Your low pick, Hand {n}",
    "fb_loses": "Your pick, Hand {n}, loses to Hand {w}:",
    "fb_loses_low": "Your low pick, Hand {n}, loses to the low of Hand {w}:",
    "fb_wins": "Hand {w} wins:",
    "fb_own_0": "no card of its own (the board alone)",
    "fb_own_1": "only one of its own cards",
    "fb_own_3": "three of its own cards",
    "fb_own_4": "all four of its own cards",
    "fb_omaha_two": "{cat} would use {own}, but Omaha plays exactly two own cards with three "
                    "from the board; with exactly two, its best hand is {best}.",
    "fb_category": "yours has {mine}; Hand {w} has {win}, which ranks higher.",
    "fb_category_low": "yours has {mine}, Hand {w} has {win}; {rule}.",
    "fb_step": "both have {both}, and {part} decides — Hand {w} has {win}, yours {lose}.",
    "fb_lower_wins": "both have {both}, and {part} decides; here the lower card wins — "
                     "Hand {w} has {win}, yours {lose}.",
    "fb_suit": "both have {both} of the same ranks, and the suit decides: {win} rank above "
               "{lose} (suit order, best first: {order}).",
    "fb_low_card": "lows are compared from the highest card down and the lower wins: Hand "
                   "{w} has {win}, yours {mine} — {hi} against {lo}.",
    "fb_no_low": "it has no qualifying low — a low needs five different ranks, all 8 or lower "
                 "(a card that pairs the board does not count twice).",
    "fb_no_low_board": "it has no qualifying low, and no hand can have one: a low takes "
                       "three board cards of 8 or lower, of different ranks, and this board "
                       "has {n} ({cards}).",
    "fb_none": "none",
    "fb_nobody_low": "nobody has a qualifying low here, so the high hand takes the whole pot.",
    "fb_heads_up": "heads-up, the lowest straight flush T-9-8-7-A beats a royal flush "
                   "(Telesina's exception when exactly two players are left).",
    "fb_missed_tie": "The pot is split: {who} has an equal hand too — pick every tied hand.",
    "fb_part_pair": "the pair",
    "fb_part_top-pair": "the top pair",
    "fb_part_second-pair": "the second pair",
    "fb_part_trips": "the three of a kind",
    "fb_part_quads": "the four of a kind",
    "fb_part_run-top": "the top card of the run",
    "fb_part_flush-card": "the flush cards, highest first,",
    "fb_part_high-card": "the highest card",
    "fb_part_kicker": "the kicker",
    "fb_part_suited-card": "the suited cards, highest first,",
    "fb_part_low-card": "the highest card",
    "fb_part_": "the strength",
    "retry": "Try this deal again",
    "pos_players": "{game}: type 2 to {most} hands, one per line (got {n}).",
    "pos_count": "{who}: {game} needs {cards}, got {got}.",
    "seed_line": "Deals of seed {seed}",
    "seed_link": "Link to these deals",
    "seed_bad": "The seed in the link, “{seed}”, cannot be used (a seed is a whole number of "
                "up to {most} digits), so these are fresh deals.",
    "share_deal": "Share this deal",
    "teacher": "Deal a position",
    "teacher_hands": "Hands, one per line",
    "teacher_board": "Board",
    "teacher_cards": "Eight cards",
    "deal_it": "Deal it",
    "fb_said_no_low": "You said “no low”, but {who} has a qualifying low.",
    "tie_2": "both", "tie_3": "all three", "tie_4": "all four", "tie_5": "all five",
    "tie_6": "all six",
    "you_picked_high": "you picked high",
    "you_picked_low": "you picked low",
    "high_tag": "wins high",
    # split trainer
    "split_title": "Barrel-split trainer",
    "split_intro": "Split your 8 cards into barrel 1 and barrel 2, four cards each.",
    "your_cards": "Your cards",
    "barrel_n": "Barrel {n}",
    "cards_of": "{n} of 4",
    "so_far": "{category} so far ({n} of 4)",
    "opponents": "Opponents",
    "yardstick": "Yardstick",
    "keys_split": "Keys: letter a–h moves that card, as a click does (hand → barrel 1 → "
                  "barrel 2 → hand, passing over a full barrel), 1 or 2 puts the focused card "
                  "into that barrel, Enter checks, then deals again, Esc tries a split that is "
                  "not the best again.",
    "need_split": "Put exactly four cards in each barrel first ({a} and {b} now).",
    "split_rank": "Your split ranks {rank} of {total}.",
    "split_best": "The best split",
    "split_yours": "Your split",
    "win_prob": "wins {p}",
    "score_pct": "score {p}",
    "loss": "Your split scores {p} less than the best split.",
    "split_rank_loss": "Your split ranks {rank} of {total}: it scores {p} less than the best "
                       "split.",
    "split_is_best": "That is the best split: rank 1 of {total}.",
    "no_loss": "That is the best split.",
    "summary": "Splits played: {played}; average loss: {avg}; best streak of best splits: {best}.",
    "why": "Why",
    "card_key": "key {k}",
    "in_hand": "in hand",
    "in_barrel": "in barrel {n}",
    "analysing": "Working it out…",
    "yardstick_exact": "One random barrel (exact)",
    "yardstick_best": "Opponents who split well (simulated)",
    "yardstick_random": "Opponents who split at random (simulated)",
    "simulated": "Simulated: {trials} deals against {opponents} opponent(s); "
                 "standard error up to {se}.",
    "why_exact": "(by the exact yardstick: one random barrel)",
    # explainer
    "explain_title": "Who wins, and why?",
    "explain_intro": "Type each player's cards (and the board) — e.g. As Kd or A♠ K♦.",
    "player_n": "Player {n}",
    "add_player": "Add a player",
    "remove_player": "Remove the last player",
    "explain": "Explain",
    "link": "Link to this position",
    "need_players": "Type at least two players' cards.",
    "winner_is": "{who} wins.",
    "winners_are": "{who} split the pot.",
    "result_high": "High: {who}.",
    "no_board": "",
}

t = MessageTable("ui", _EN)
"""``t(key, lang, **values)``: the UI text ``key`` in ``lang`` with ``values`` filled in
(English where the catalogue has none; an unknown key is itself)."""


def percent(x: float, lang: str = "en") -> str:
    """A probability as a percentage with one decimal (comma in Russian).

    >>> percent(0.4567), percent(0.4567, "ru")
    ('45.7%', '45,7 %')
    """
    # TRANSLATORS: the apps' percentages (Russian: an ordinary space before the sign)
    return p_("percentage, in the apps", "{number}%", lang, number=decimal(x * 100, 1, lang))


def points_figure(p: float) -> str:
    """Percentage points with one decimal, or as many as a small gap needs to show (a
    difference is never shown as 0.0: ``0.0002``); 0 is ``0.0``.

    >>> points_figure(5.32), points_figure(0.04107), points_figure(0.00018416), points_figure(0)
    ('5.3', '0.04', '0.0002', '0.0')
    """
    decimals = 1
    while p and round(abs(p), decimals) == 0 and decimals < 9:
        decimals += 1
    return f"{p:.{decimals}f}"


def points(x: float, lang: str = "en") -> str:
    """A score difference in percentage points, one decimal (comma in Russian); a gap too
    small for one decimal gets the decimals it needs (:func:`points_figure`).

    >>> points(0.0532), points(0.0532, "ru"), points(0.02, "ru"), points(0.011, "ru")
    ('5.3 points', '5,3 пункта', '2,0 пункта', '1,1 пункта')
    >>> points(0.0000018416)
    '0.0002 points'
    """
    text = points_figure(x * 100).replace(".", p_("decimal separator", ".", lang))
    return p_("fractional number", "{pts} points", lang, pts=text)


def cards_count(n: int, lang: str = "en") -> str:
    """``4 cards`` / ``4 карты``, ``5 карт``, ``1 карта``.

    >>> cards_count(1), cards_count(4, "ru"), cards_count(5, "ru"), cards_count(21, "ru")
    ('1 card', '4 карты', '5 карт', '21 карта')
    """
    return n_("{n} card", "{n} cards", n, lang)


def odds_number(x: float, lang: str = "en") -> str:
    """The ``n`` of "1 in n": one decimal below 10, else a whole number.

    >>> odds_number(2.48), odds_number(4165.0), odds_number(2.48, "ru")
    ('2.5', '4,165', '2,5')
    """
    if x < 9.95:
        return decimal(x, 1, lang)
    return number(round(x), lang)


_DEFINITIONS = MessageTable("definition", {
    "straight-flush": "Five cards in sequence, all of one suit ({highest} is the royal flush).",
    "four-of-a-kind": "Four cards of one rank.",
    "full-house": "Three cards of one rank and two of another.",
    "flush": "Five cards of one suit.",
    "straight": "Five cards in sequence; {lowest} is the lowest.",
    "three-of-a-kind": "Three cards of one rank.",
    "two-pair": "Two pairs of different ranks.",
    "four-flush": "Four cards of one suit.",
    "four-straight": "Four cards in sequence (A-2-3-4 lowest, J-Q-K-A highest).",
    "three-flush": "Three cards of one suit.",
    "three-straight": "Three cards in sequence (A-2-3 lowest, Q-K-A highest).",
    "one-pair": "Two cards of one rank.",
    "high-card": "None of the above: the highest cards count.",
    "low": "Five different ranks, all 8 or lower, ace low; straights and flushes ignored.",
})
"""The common definitions of the categories (a family may have its own)."""

_LOWEST_STRAIGHT = {2: "A-2-3-4-5", 6: "A-6-7-8-9", 7: "A-7-8-9-T"}
_DECK_NAMES = MessageTable("deck", {
    "52": "the 52-card deck", "36": "the 36-card deck (6 to ace)",
    "32": "the 32-card deck (7 to ace)"})
_DECK_OF = MessageTable("deck, after from", dict(_DECK_NAMES.english))
"""A deck's name after "from" (Russian: the genitive)."""


def deck_of(size: int, lang: str = "en") -> str:
    """A deck's name after "from": ``the 52-card deck`` / ``колоды в 52 карты``.

    >>> deck_of(36, "ru")
    'колоды в 36 карт (от шестёрки до туза)'
    """
    return _DECK_OF(str(size), lang)


def deck_name(size: int, lang: str = "en") -> str:
    """A deck's name: ``the 36-card deck (6 to ace)`` / ``колода из 36 карт …``.

    >>> deck_name(32, "ru")
    'колода из 32 карт (от семёрки до туза)'
    """
    return _DECK_NAMES(str(size), lang)


def definition(category: str, family: Family, lang: str = "en") -> str:
    """A one-line definition of a category in a family (the family's own, else the common one).

    >>> from tutor.rankings import get_family
    >>> definition("straight", get_family("short36"))
    'Five cards in sequence; A-6-7-8-9 is the lowest.'
    >>> definition("flush", get_family("telesina"), "en")
    'Five cards of one suit; between two flushes the higher suit wins.'
    """
    own = family.text(f"definition:{category}", lang)
    text = own or (_DEFINITIONS(category, lang) if category in _DEFINITIONS else "")
    return text.format(lowest=_LOWEST_STRAIGHT.get(family.deck.low_rank, "A-2-3-4-5"),
                       highest="A-K-Q-J-T")
