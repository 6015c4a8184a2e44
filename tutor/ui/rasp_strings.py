"""The Raspisnoy apps' own words, in English and Russian, keyed by code.

The rules' sentences (why a card is refused, who takes a trick, the scoring
rule) come from :mod:`tutor.raspisnoy.texts`; this table holds what the
drills and the game add. A key missing here falls back to
:func:`tutor.ui.strings.t` (the shared labels: "Display", "Large cards" …).

>>> rt("legal_title", "ru")
'Какими картами можно сыграть?'
>>> rt("four_colour", "en")
'Four-colour deck'
"""

from __future__ import annotations

from tutor.texts import MessageTable
from tutor.ui.strings import t

TEXTS: dict[str, str] = {
    "legal_title": "Which cards may you play?",
    "trick_title": "Who takes this trick?",
    "bid_title": "Bid as the dealer",
    "score_title": "Score this deal",
    "game_title": "Raspisnoy against bots",
    "legal_prompt": "Select every card of your hand that may be played now, then check.",
    "trick_prompt": "Select the card that takes the trick.",
    "bid_prompt": "You are the dealer and bid last. Select every bid you may NOT make.",
    "score_prompt": "Type each player's points for this deal under preset {preset}.",
    "trump_is": "Trump: {trump}",
    "no_trump": "no trump",
    "on_table": "On the table (the leader first)",
    "your_hand": "Your hand",
    "the_trick": "The trick (the leader first)",
    "player_n": "Player {n}",
    "you": "You",
    "joker_called": "joker: {call}",
    "card_key": "key {k}",
    "selected": "selected",
    "submit": "Check",
    "next": "Next",
    "retry_drill": "Try again",
    "right": "Right!",
    "wrong": "Not quite.",
    "score_line": "Score {score} of {asked} · streak {streak} (best {best})",
    "need_pick": "Select at least one card first.",
    "need_trick_pick": "Select a card first.",
    "ok_legal": "✓ {card}: may be played — {why}",
    "ok_refused": "✓ {card}: may not be played — {why}",
    "missed_legal": "✗ {card} may be played too: {why}",
    "wrong_refused": "✗ {card} may not be played: {why}",
    "trick_answer": "{who} takes the trick: {why}",
    "legal_answer": "May be played: {cards}.",
    "pick_joker": "Your pick, {card}, does not take the trick: the joker played as “{call}” does "
                  "not win it.",
    "pick_joker_wins": "Your pick, {card}, cannot win: the joker called “{call}” takes the trick, "
                       "whatever else is played.",
    "pick_lower_trump": "Your pick, {card}, is a trump, but {win} is a higher trump.",
    "pick_trumped": "Your pick, {card}, is not a trump, and the trick was trumped: any trump "
                    "beats every card of the other suits.",
    "pick_lower_led": "Your pick, {card}, follows the suit led, but {win} is higher.",
    "pick_off_suit": "Your pick, {card}, is neither of the suit led nor a trump, so it cannot "
                     "take the trick, however high it is.",
    "bids_so_far": "The others' bids, in order: {bids} (sum {sum}). Cards in hand: {cards}.",
    "passed_twice": "You passed the last two ordinary deals.",
    "bid_n": "bid {n}",
    "bid_pass": "pass (0)",
    "forbidden_mark": "marked forbidden",
    "bid_ok_forbidden": "✓ {bid}: forbidden — {why}",
    "bid_missed": "✗ {bid} is forbidden too: {why}",
    "bid_wrongly": "✗ {bid} is allowed: no rule forbids it",
    "bid_none": "Nothing is forbidden? Check the sum.",
    "bid_allowed_are": "Allowed: {bids}.",
    "bid_answer": "Forbidden for the dealer: {bids}.",
    "bid_answer_none": "No bid is forbidden for the dealer.",
    "nothing_forbidden": "No bid marked (none forbidden)",
    "preset": "Scoring preset",
    "preset_A": "A — Podkidnoy (×2)",
    "preset_B": "B — section 6 (×2)",
    "preset_C": "C — Russian section 8 (×1.5)",
    "preset_D": "D — English section 9 (default, ×1.5)",
    "deal_is": "Deal: {cards}, {kind}.",
    "col_player": "Player",
    "col_bid": "Bid",
    "col_took": "Took",
    "col_points": "Points",
    "points_of": "Points of player {n}",
    "need_number": "Player {n}: type a number (like 20, −10 or 7.5), not “{text}”.",
    "score_ok": "✓ Player {n}: {points} — {rule}",
    "score_bad": "✗ Player {n}: you wrote {yours}, it is {points} — {rule}",
    "score_answer": "Points, player by player: {points}.",
    "compare": "The same deal under each preset",
    "decided": "Where the source is silent we decided: the ×{m} applies after a full bid's "
               "doubling; the misère bonus of 50 is not multiplied; halves are kept.",
    "keys_legal": "Keys: 1–9 and 0 select cards, Enter checks and then deals the next.",
    "keys_trick": "Keys: 1–6 select a card, Enter checks and then deals the next.",
    "keys_bid": "Keys: 0–9 mark a bid, Enter checks and then deals the next.",
    "keys_score": "Tab moves between the boxes; Enter checks and then deals the next.",
    "players": "Players",
    "seed": "Seed",
    "length": "Length",
    "length_full": "Whole game",
    "length_short": "First {n} deals",
    "bad_seed": "The seed must be a whole number from 0 to 1000000000, not “{text}”.",
    "new_game": "New game",
    "deal_head": "Deal {number} of {total}: {cards}, {kind}. Dealer: {dealer}.",
    "trump_card": "Trump: {trump} (the {card} turned).",
    "trump_drawn": "Trump: {trump} (the {card} drawn before the deal).",
    "trump_joker": "The joker was turned: no trump.",
    "trump_none": "No-trump deal: no trump.",
    "col_bids": "Bids",
    "bid_of": "bid {bid}, took {took}",
    "took_only": "took {took}",
    "waiting": "no bid yet",
    "dealer_tag": "{name} (dealer)",
    "your_bid": "Your bid",
    "your_turn_bid": "Your turn to bid.",
    "your_turn_play": "Your turn to play a card.",
    "blind_hidden": "Blind deal: you bid without seeing your cards.",
    "hidden_card": "card face down",
    "hint": "Hint: which cards may I play?",
    "hint_on": "You may play: {cards}.",
    "joker_how": "How do you play the joker?",
    "cancel": "Cancel",
    "last_trick": "Last trick: {plays} — {who} takes it: {why}",
    "last_trick_you": "Last trick: {plays} — you take it: {why}",
    "sheet_legend": "Each cell: bid/tricks taken: points (running total in brackets).",
    "refused": "Not allowed: {why}. Try another.",
    "deal_done": "Deal {number} is over: you bid {bid} and took {took} — {points} ({rule}).",
    "deal_done_nobid": "Deal {number} is over: you took {took} — {points} ({rule}).",
    "game_over": "The game is over. {winner}",
    "winner_you": "You win!",
    "winner_is": "{who} wins.",
    "winners_are": "Shared win: {who}.",
    "sheet": "Score sheet",
    "col_deal": "Deal",
    "total": "Total",
    "restored": "Your game was restored (deal {number}).",
    "restore_failed": "Your saved game could not be restored (it is damaged, or was saved by "
                      "another version of the tutor), so a new game has started.",
    "keys_game": "Keys: 1–9, 0, -, = pick a card or a bid (0 = pass while bidding); h shows a "
                 "hint; Esc cancels the joker; Tab reaches every button.",
    "bot_n": "Bot {n}",
    "joker_face": "joker",
    "joker_label": "the joker (seven of spades)",
}


rt = MessageTable("raspisnoy-ui", TEXTS, fallback=t)
"""``rt(key, lang, **values)``: a Raspisnoy UI text (falling back to the shared table),
with ``values`` filled in."""
