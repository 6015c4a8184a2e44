"""The drills' own words in English and Russian (see :mod:`tutor.ui.models.drills`).

Kept apart from :mod:`tutor.ui.strings` (the four older apps) so each file
stays readable; :func:`dt` falls back to those strings for shared keys.

>>> dt("check", "ru")
'Проверить'
>>> dt("score", "en", solved=2, asked=3, streak=1)
'Right at the first try: 2 of 3 · streak 1'
"""

from __future__ import annotations

from tutor.texts import MessageTable
from tutor.ui.strings import t

_EN: dict[str, str] = {
    # shared
    "check": "Check",
    "next": "Next",
    "retry": "Try again",
    "reveal": "Show the answer",
    "score": "Right at the first try: {solved} of {asked} · streak {streak}",
    "right": "Right.",
    "wrong": "Not quite.",
    "revealed": "The answer:",
    "keys_pick": "Keys: 1–{n} choose, Enter checks (then the next task), Esc clears.",
    "keys_cards": "Keys: a–{last} select a card, Enter checks (then the next task), "
                  "Esc clears.",
    "keys_type": "Type the amounts; Enter checks (then the next task).",
    "pick_one": "Choose an answer first.",
    "player_n": "Player {n}",
    "dealer": "dealer",
    "you": "You",
    "bot_n": "Bot {n}",
    # name the hand
    "name_hand_title": "Name the hand",
    "name_hand_intro": "What does this hand make in {game}?",
    "right_is": "Right: {what}.",
    "not_this": "These cards do not make {phrase}.",
    "chosen_needs": "{what}: {rule}",
    "ladder_above": "Look again: this hand is lower on the {game} ladder than {phrase}.",
    "ladder_below": "Look again: this hand is higher on the {game} ladder than {phrase}.",
    "answer_is": "This hand makes {what}.",
    # which cards play
    "which_cards_title": "Which cards play?",
    "which_intro_high": "Select the five cards that make the best hand.",
    "which_intro_low": "Select the five cards that make the best low (eight or better).",
    "your_cards": "Your cards",
    "board": "Board",
    "vela": "Vela (shared card)",
    "selected": "Selected: {n} of 5",
    "five_already": "Five cards are selected already: unselect one first.",
    "pick_five": "Select exactly five cards (now {n}).",
    "omaha_rule": "Omaha plays exactly two of your {hole} cards and exactly three of the "
                  "board; you took {own} of yours and {board} of the board.",
    "cards_right": "Right: these five make {what}.",
    "board_plays": "The board plays: none of your own cards improve it.",
    "cards_worse": "Your five make {what}, but these cards make a better hand.",
    "cards_worse_low": "Your five make {what}; a lower five exists.",
    "cards_kicker": "Your five make {what}, but these cards make the same {bare}, a better "
                    "kicker: {win} over {lose}.",
    "cards_better_part": "Your five make {what}, but these cards make {bare} too, with a "
                         "better {part}: {win} over {lose}.",
    "part_pair": "pair", "part_top-pair": "top pair", "part_second-pair": "second pair",
    "part_trips": "three of a kind", "part_quads": "four of a kind",
    "part_run-top": "top card of the run", "part_flush-card": "flush card",
    "part_high-card": "top card", "part_kicker": "kicker", "part_suited-card": "suited card",
    "part_low-card": "card",
    "low_above_8": "Your five, {ranks}, are no low: every card of a low is 8 or lower (the "
                   "ace counts low).",
    "low_paired": "Your five, {ranks}, are no low: a low needs five different ranks, and a "
                  "paired card counts once (it is counterfeit).",
    "rule_omaha": "Rule: exactly two of your cards and exactly three of the board.",
    "rule_board": "Rule: the best five of your two cards and the five on the board, any mix "
                  "(the board alone may play).",
    "rule_seven": "Rule: the best five of your seven cards.",
    "rule_vela": "Rule: the best five of your five cards and the Vela.",
    "rule_low": "Rule: the low is the best five different ranks 8 or lower; compare from "
                "the highest card down, the lower wins.",
    "best_five": "The best five: {cards} ({what}).",
    "no_low_short": "no low",
    "low_of": "the low {ranks}",
    # is there a low
    "is_low_title": "Is there a low?",
    "is_low_intro": "Eight or better: is there a qualifying low, and which is the best one?",
    "no_low_choice": "No low",
    "low_rule": "A low: five cards of different ranks, all 8 or lower (the ace is low); "
                "straights and flushes do not spoil it.",
    "low_rule_omaha": "A low in Omaha: exactly two of your cards and three of the board, five "
                      "different ranks, all 8 or lower (the ace is low).",
    "right_no_low": "Right: there is no qualifying low, so the high hand takes the whole pot.",
    "right_low": "Right: the best low is {low}.",
    "there_is_low": "You said no low, but there is a qualifying low here: look for five "
                    "different ranks 8 or lower.",
    "trap_paired": "{low} uses a paired card twice; a pair counts once (counterfeit), so "
                   "these are not five different ranks.",
    "trap_omaha_0": "{low} uses none of your cards; Omaha needs exactly two.",
    "trap_omaha_1": "{low} uses only one of your cards; Omaha needs exactly two.",
    "trap_omaha_3": "{low} uses three of your cards; Omaha takes exactly two.",
    "trap_omaha_4": "{low} uses four of your cards; Omaha takes exactly two.",
    "trap_omaha_5": "{low} uses five of your cards; Omaha takes exactly two.",
    "trap_worse": "{low} is a low, but not the best one: compare from the highest card down.",
    "trap_none": "{low} cannot be made from these cards under the rules.",
    "not_a_low": "{low} is not a low here.",
    "board_no_low": "Omaha takes exactly three board cards, so a low needs three board cards "
                    "of 8 or lower, of different ranks; this board has {n}: {cards}.",
    "none_of_them": "none",
    "answer_no_low": "No qualifying low: the high hand takes the whole pot.",
    "answer_low": "The best low is {low}.",
    # bring-in
    "bring_in_title": "Who brings in? Who acts first?",
    "street_1": "First betting round: one upcard each.",
    "street_n": "Betting round {n}: {n} upcards each.",
    "who_brings_in": "Who brings in (makes the forced first bet)?",
    "who_acts_first": "Who acts first on this street?",
    "pick_seat": "Choose a player first.",
    "not_seat": "Not player {n} ({cards}).",
    "hint_position": "Two players show the same: count from the dealer's left.",
    "hint_suit": "Two upcards have the same rank: the suit decides ({order}).",
    # split the pot
    "split_pot_title": "Split the pot",
    "split_pot_intro": "Type each player's share of the chips. {rule}",
    "col_player": "Player",
    "col_put": "Put in",
    "col_high": "High hand",
    "col_low": "Low",
    "col_share": "Share",
    "folded": "folded",
    "all_in": "all-in",
    "place_1": "best",
    "place_n": "{n}th",
    "place_2": "2nd",
    "place_3": "3rd",
    "tie_note": "Equal places tie",
    "no_low_cell": "no low",
    "share_of": "Share of player {n}",
    "not_chips": "Player {n}: `{value}` is not a whole number of chips.",
    "shares_right": "Right: every share is exact.",
    "sum_wrong": "Your shares add up to {got}, but the pot holds {total}: chips are never "
                 "lost or created.",
    "seats_wrong": "Check the share of player {seats}.",
    "seats_wrong_many": "Check the shares of players {seats}.",
    "hint_side": "An all-in player wins from each other player at most what they put in: "
                 "build the main pot and the side pots first.",
    "hint_odd": "The pot does not split evenly. {rule}",
    "hint_hilo": "Hi-lo: half to the best high, half to the best low; no low, the high takes "
                 "it all.",
    "odd_left-of-dealer": "The odd chip goes to the tied winner first to the dealer's left.",
    "odd_dealer-box": "The odd chip goes to the tied winner nearest the dealer's box "
                      "(clockwise from it).",
    "odd_high-then-left-of-dealer": "The odd chip goes to the high half; between tied "
                                    "highs, first to the dealer's left.",
    "odd_high-then-dealer-box": "The odd chip goes to the high half; between tied highs, "
                                "nearest the dealer's box.",
    "pot_total": "Pot: {pot}.",
    "pot_main": "Main pot: {amount}; {who} can win it.",
    "pot_side": "Side pot {i}: {amount}; {who} can win it.",
    "who_one": "only player {seats}",
    "who_many": "players {seats}",
    "seat_share": "player {n}: {x}",
    "shares_line": "Shares — {shares}.",
    # legal bet
    "legal_bet_title": "Is this bet legal?",
    "legal_bet_intro": "Amounts are round totals: “raise to 60” means your chips in this "
                       "round become 60.",
    "blinds": "Blinds {sb}/{bb}.",
    "barrel_round": "Round {r} of Double Barrel.",
    "pot_now": "Pot: {pot} (this round's bets included).",
    "history_none": "Nobody has bet in this round yet.",
    "history": "This round so far: {steps}.",
    "hist_bet": "a bet of {to}",
    "hist_raise": "a raise to {to}",
    "mine": "You have put {mine} into this round.",
    "q_judge": "You say: {action}. Is it legal?",
    "q_max": "What is the largest raise you may make (your round total)?",
    "q_min": "What is the smallest raise you may make (your round total)?",
    "legal": "Legal",
    "illegal": "Not legal",
    "pick_legal": "Choose legal or not legal first.",
    "type_amount": "Type a whole number of chips (not `{value}`).",
    "amount_label": "Raise to",
    "act_check": "check",
    "act_call": "call",
    "act_fold": "fold",
    "act_bet_to": "bet {to}",
    "act_raise_to": "raise to {to}",
    "judge_wrong_legal": "You said legal, but {action} is not allowed here:",
    "judge_wrong_illegal": "You said not legal, but {action} is allowed here:",
    "rule_fixed": "Fixed limit: every bet and raise is exactly {size}; at most a bet and "
                  "{raises} raises a round.",
    "rule_spread": "Spread limit: any bet or raise from {size} to {big}, a raise at least as "
                   "big as the last bet or raise; at most a bet and {raises} raises a round "
                   "(the cap is a card room's rule here: the sources state it for fixed limit).",
    "rule_pot": "Pot limit: a bet or raise of at least {size} (and at least the last raise); "
                "the largest raise is the pot after you call.",
    "rule_half-pot": "Half-pot limit: as pot limit, but the largest bet or raise is half the "
                     "pot after you call.",
    "rule_no-limit": "No limit: a bet of at least {size}, a raise at least as big as the last "
                     "bet or raise, no maximum but your stack.",
    "rule_capped": "Double Barrel: the opener makes the minimum bet, exactly (1 in round 1, "
                   "2 in round 2; no check); the others call or raise, round totals capped "
                   "(round 1 at 2, round 2 at 4), and the opener may raise when the action "
                   "comes back; no folding in round 2.",
    "amount_right": "Right: {to}.",
    "amount_is": "The answer is {to}.",
    "max_forgot_call": "You raised by the pot before calling: first add the call to the pot, "
                       "then raise by that.",
    "max_wrong": "{got} is not the largest raise.",
    "min_wrong": "{got} is not the smallest raise.",
    "why_max_pot": "Call {call} (the pot becomes {after}), then raise by {step}: "
                   "{high} + {step} = {to}.",
    "why_max_half-pot": "Call {call} (the pot becomes {after}), then raise by half of it, "
                        "{step}: {high} + {step} = {to}.",
    "why_min": "The raise must be at least the last bet or raise ({last}): {high} + {last} "
               "= {to}.",
    # barrel hand
    "barrel_hand_title": "A whole hand of Double Barrel",
    "barrel_hand_intro": "You play seat “You” against {n} bots. Split your 8 cards into "
                         "barrel 1 and barrel 2 (4 + 4, fixed once chosen), then bet both "
                         "rounds.",
    "bots_label": "Bots",
    "split_now": "Split your cards: click, tap or press a letter to move a card: hand → "
                 "barrel 1 → barrel 2.",
    "split_button": "Split and play",
    "barrel_full": "Barrel {n} already holds 4 cards.",
    "need_split": "Put 4 cards in each barrel (now {a} and {b}).",
    "in_hand": "in your hand",
    "barrel_n": "Barrel {n}",
    "your_turn": "Your turn: round total {mine}, the highest {high}, at most {cap}.",
    "waiting": "The bots are playing.",
    "call": "Call",
    "fold": "Fold",
    "bet_n": "Bet {n}",
    "raise_n": "Raise to {n}",
    "refused": "Refused:",
    "log": "The table",
    "log_round": "Round {r}: {who} opens with {lo}, the minimum; round total at most {cap}.",
    "no_fold": "No folding.",
    "log_action": "{who} {what} (pot {pot}).",
    "did_bet": "bets {to}",
    "did_raise": "raises to {to}",
    "did_call": "calls ({to})",
    "did_fold": "folds",
    "you_did_bet": "bet {to}",
    "you_did_raise": "raise to {to}",
    "you_did_call": "call ({to})",
    "you_did_fold": "fold",
    "showdown_n": "Showdown {r} (barrel {r})",
    "unshown": "won without a showdown",
    "half_is": "Pot {pot}: each half is {half}.",
    "wins_half": "{who} wins this half",
    "you_win_half": "You win this half",
    "split_half": "{who} split this half",
    "got": "{who}: receives {got}, put in {put}, net {net}",
    "splits_title": "The splits, with the trainer's verdict",
    "split_rank": "rank {rank} of 35",
    "best_split": "the best split",
    "bot_score": "Score {score} (the best split {best}: {best_score}).",
    "session": "Session: {hands} hands · {chips}",
    "session_1": "Session: 1 hand · {chips}",
    "next_hand": "Next hand",
    "keys_barrel": "Keys: a–h move a card, Enter splits (and deals the next hand); when it is "
                   "your turn: c call, f fold, 1–5 bet or raise to that total.",
}

dt = MessageTable("drill", _EN, fallback=t)
"""``dt(key, lang, **values)``: a drill text in ``lang``, formatted with ``values`` (the
apps' shared texts when the drills have none)."""
