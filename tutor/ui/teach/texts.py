"""The classroom pages' words, in English and Russian (one table, keyed by code)."""


from __future__ import annotations

from tutor.texts import MessageTable

TEXTS: dict[str, str] = {
    "err_empty": "the plan is empty: the link has no `plan=`",
    "err_version": "plan version “{got}” is not one this site reads (it reads {want})",
    "err_field": "“{field}” is not a part of a plan (parts: {known})",
    "err_twice": "the part “{field}” is given twice",
    "err_number": "{what}: “{got}” is not a whole number from {lo} to {hi}",
    "err_game": "“{got}” is not a game of this tutor (games: {known})",
    "err_kind": "“{got}” is not an exercise a plan can hold (exercises: {known})",
    "err_kind_fits": "the exercise “{kind}” fits none of the chosen games ({games})",
    "err_level": "level “{got}” is unknown (use beginner or expert)",
    "err_no_games": "choose at least one game",
    "err_no_kinds": "choose at least one exercise",
    "err_no_deals": "the plan has no deals: ask for at least one deal or type a position",
    "err_too_many": "at most {most} deals in a plan (got {got})",
    "err_too_long": "the plan is too long ({got} characters, at most {most})",
    "err_pos": "position {n}: {why}",
    "err_line": "line {n}: {why}",
    "err_task_left": "task {n} left out: {why}",
    "err_task_shape": "write a task as exercise:game:seed:number, got “{got}”",
    "err_task_kind": "“{got}” is not an exercise a plan deals as a task (exercises: {known})",
    "err_task_fits": "the exercise “{kind}” is not dealt in {game}",
    "err_pos_shape": "write it as game:hand/hand[:board], got “{got}”",
    "err_hands": "{game} is dealt here to 2 to {most} hands, got {got}",
    "err_hand_cards": "hand {n} has {got} cards; {game} gives each hand {want}",
    "err_board_cards": "the board has {got} cards; {game} has {want}",
    "err_hand": "hand {n}: {why}",
    "err_board": "board: {why}",
    "err_cards": "{why}",
    "what_deals": "number of deals",
    "what_seed": "seed",
    "what_hands": "hands per deal",
    "what_task_seed": "task seed",
    "what_task_number": "task number",
    "plan_title": "Plan a class",
    "games": "Games",
    "kinds": "Exercises",
    "level": "Level of the “Who wins?” deals",
    "beginner": "Beginner: any deal",
    "expert": "Expert: near-ties",
    "hands": "Hands per “Who wins?” deal",
    "hands_random": "2 to 6, by the seed",
    "deals": "Number of deals",
    "seed": "Seed (the same seed gives the same deals)",
    "positions": "Your own positions (optional), one per line",
    "positions_how": "A position: game: hand | hand / board, e.g. holdem: As Ks | 7h 7d / 2c 3d "
                     "4h 5s 9c (cards in Latin letters: As is the ace of spades, Td the ten of "
                     "diamonds; without “game:” the first ticked game).",
    "make": "Make the class link",
    "level_note": "The level and the number of hands change only the “Who wins?” deals (expert: "
                  "kickers, suits, Omaha's two cards, a counterfeited low); the drills deal their "
                  "own tasks from the seed.",
    "left_out": "Not in a plan: the whole Double Barrel hand (a game against bots, not one deal "
                "to vote on) and Raspisnoy's drills.",
    "positions_first": "Your positions come first, in the order typed, then the seeded deals.",
    "link_head": "The plan is ready: {n} deals",
    "student_link": "Link for the students",
    "projector_link": "Projector view",
    "link_note": "Every student who opens the link gets these deals in this order. Right-click a "
                 "link to copy it.",
    "plan_code": "Plan code",
    "skipped": "Left out of the plan (the rest is kept):",
    "not_made": "The plan could not be made:",
    "order": "The deals, in order",
    "class_title": "Class",
    "deal_of": "Deal {i} of {n}",
    "prev": "Previous",
    "next_deal": "Next deal",
    "reveal": "Reveal the answer",
    "vote": "Vote now — the answer is hidden until the teacher reveals it.",
    "answer": "Answer",
    "proj_keys": "Keys: R or Space reveals; → or N next deal; ← or P previous.",
    "class_keys": "→ next deal, ← previous (when the focus is not in a text box).",
    "no_plan": "This page shows a class's deals. Open it from the link your teacher gives you, or "
               "make a plan on the teacher's page.",
    "bad_plan": "This class link cannot be read: {why}",
    "your_position": "the teacher's position",
    "last_deal": "That was the last deal of the class.",
    "kind_quiz": "Who wins?",
}


_TABLE = MessageTable("class", TEXTS)


def tt(key: str, lang: str, **values: object) -> str:
    """A text of the classroom pages in ``lang``, filled in.

    >>> tt("deal_of", "ru", i=2, n=8)
    'Раздача 2 из 8'
    """
    if key not in _TABLE:
        raise KeyError(key)
    return _TABLE(key, lang).format(**values)
