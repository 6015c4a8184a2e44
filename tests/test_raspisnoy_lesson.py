"""The Raspisnoy lesson pages: their widget slots are valid, and every drill is on both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.raspisnoy.cards import JOKER, is_joker, parse_card, suit_of
from tutor.raspisnoy.game import RaspisnoyGame, sort_hand
from tutor.raspisnoy.play import Play, legal_cards, parse_call, trick_winner
from tutor.site.inject import SlotError, find_slots

ROOT = Path(__file__).resolve().parents[1]
KINDS = ["rasp-bid", "rasp-legal", "rasp-trick", "rasp-score", "rasp-game"]


def _slot(kind: str, game: str) -> str:
    return f'<div class="tutor-widget" data-widget="{kind}" data-game="{game}"></div>'


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lesson_embeds_every_drill_then_the_game(lang: str) -> None:
    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text()
    slots = find_slots(text, f"{lang}/games/raspisnoy.md", ["holdem", "soko"])
    assert [s.widget for s in slots] == KINDS
    assert {s.game for s in slots} == {"raspisnoy"}


def test_raspisnoy_slots_name_their_own_game() -> None:
    assert find_slots(_slot("rasp-game", ""), "x.md", ["soko"])[0].widget == "rasp-game"
    with pytest.raises(SlotError, match="raspisnoy"):
        find_slots(_slot("rasp-legal", "soko"), "x.md", ["soko"])
    with pytest.raises(SlotError, match="unknown game"):
        find_slots(_slot("quiz", "raspisnoy"), "x.md", ["soko"])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lesson_fixes_what_it_got_wrong(lang: str) -> None:
    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text()
    one_card = "1-card deals too" if lang == "en" else "и в сдаче в одну карту"
    assert one_card in text  # the default full-bid doubling includes 1-card deals
    assert "120" in text and "−20" in text and "+50" in text and "7" in text
    assert ("may not pass" if lang == "en" else "нельзя пасовать") in text
    assert ("not multiplied" if lang == "en" else "не умножается") in text


# -- the lesson's example deal, played through the engine --------------------------------
DEAL_MARK = re.compile(r"^\{:\s*\.tutor-rasp-deal\b(?P<attrs>[^}]*)\}\s*$", re.M)
ATTR = re.compile(r'\b(data-[a-z-]+)="([^"]*)"')
GLYPH = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


def _deal_data(lang: str) -> tuple[str, dict[str, str]]:
    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text(encoding="utf-8")
    marks = DEAL_MARK.findall(text)
    assert len(marks) == 1, f"{lang}: one example deal, marked {{: .tutor-rasp-deal … }}"
    return text, dict(ATTR.findall(marks[0]))


def _glyph(card: str) -> str:
    rank = "10" if card[0] == "T" else card[0]
    return rank + GLYPH[card[1]]


def test_the_example_deal_is_the_same_in_both_languages() -> None:
    assert _deal_data("en")[1] == _deal_data("ru")[1]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_example_deal_follows_its_own_rules(lang: str) -> None:
    """One deal, dealt as the page says, bid and played through RaspisnoyGame: every card is
    legal when played, each trick goes where the page says, and the score is the page's."""
    text, a = _deal_data(lang)
    players = int(a["data-players"])
    hands = [h.split() for h in a["data-hands"].split("|")]
    dealer = int(a["data-dealer"])
    for hand in hands:              # every card of every hand is printed on the page
        for card in hand:
            assert card == "7s" or _glyph(card) in text, (lang, card)
    g = RaspisnoyGame(players, seed=0)
    g.deal_index = int(a["data-deal"]) - 1
    g._start_deal()                 # that deal of the schedule, then the page's cards
    assert g.deal.cards == len(hands[0]) and str(g.deal.kind) == "ordinary"
    g.dealer = dealer
    g.hands = [sort_hand([parse_card(c) for c in h]) for h in hands]
    g.trump_card = parse_card(a["data-trump"])
    g.trump = suit_of(g.trump_card)
    assert g.trump_card not in {c for h in g.hands for c in h}
    g.leader = g.to_act = (dealer + 1) % players
    assert g.leader == 0, "you sit to the dealer's left and lead the first trick"
    for seat, bid in enumerate(int(b) for b in a["data-bids"].split()):
        assert g.to_act == seat
        if seat == dealer:          # the page: every bid was open to the dealer
            assert g.bid_options().allowed == tuple(range(g.deal.cards + 1))
        g.bid(seat, bid)
    winners = [int(w) for w in a["data-winners"].split()]
    for n, (trick, winner) in enumerate(zip(a["data-tricks"].split("|"), winners,
                                            strict=True), 1):
        plays = trick.split()
        row = ", ".join(_glyph(p) for p in plays if not p.startswith("7s"))
        assert row in text, (lang, n, row)         # the page's trick table shows the trick
        for p in plays:
            card, _, call = p.partition(":")
            legal = g.legal()
            assert parse_card(card) in legal.legal, (lang, n, p, legal.refused)
            g.play(g.to_act, card, call or None)
        assert g.last_trick is not None and g.last_trick.winner_seat == winner, (lang, n)
    row = g.sheet.rows[-1]
    assert list(row.took) == [int(t) for t in a["data-took"].split()]
    assert [int(p) for p in row.points] == [int(p) for p in a["data-points"].split()]


def test_top_trumps_takes_one_trump_from_each_and_following_suit_refuses_the_rest() -> None:
    """The moments the page describes: after "top trumps" each opponent plays one card, its
    highest trump; on the K♠ you must play the 6♠ (no trumping while you can follow); void
    of diamonds you must trump."""
    _, a = _deal_data("en")
    hands = [[parse_card(c) for c in h.split()] for h in a["data-hands"].split("|")]
    trump = suit_of(parse_card(a["data-trump"]))
    lead = Play(JOKER, parse_call("top-trumps"))
    for hand in hands[1:]:
        legal = legal_cards(hand, [lead], trump)
        trumps = [c for c in hand if suit_of(c) is trump]
        assert len(trumps) == 1 and [c for c in legal.legal if not is_joker(c)] == trumps
    you = [c for c in hands[0] if str(c) not in ("7s", "9d")]   # after tricks 1 and 2
    spade = legal_cards(you, [Play(parse_card("Ks"))], trump)
    assert [str(c) for c in spade.legal] == ["6s"]
    assert {str(c): r.code for c, r in spade.refused.items()} == {
        "Ah": "no-trump-while-following", "Th": "no-trump-while-following",
        "Kc": "follow-suit"}
    void = legal_cards([parse_card("Ah"), parse_card("Th")], [Play(parse_card("Td"))], trump)
    assert [str(c) for c in void.legal] == ["Ah", "Th"]
    assert trick_winner([Play(parse_card(c)) for c in ("Td", "Kd", "Qs", "Th")],
                        trump).winner == 3


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_other_scoring_schemes_are_described_with_the_cores_numbers(lang: str) -> None:
    """Schemes A-C are in the drill's picker, so the page describes them (defect 4): each row
    of its comparison table is what tutor.raspisnoy.scoring gives under A, B, C and D."""
    from tutor.raspisnoy.schedule import DealKind
    from tutor.raspisnoy.scoring import Preset, score

    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text(encoding="utf-8")

    def shown(x: object) -> str:
        v = str(x).replace("-", "−")
        return v.replace(".", ",") if lang == "ru" else v

    rows = [(DealKind.ORDINARY, 6, 6, 6), (DealKind.ORDINARY, 1, 1, 1),
            (DealKind.ORDINARY, 6, 6, 4), (DealKind.BLIND, 9, 1, 1),
            (DealKind.GOLDEN, 9, None, 1)]
    for kind, cards, bid, took in rows:
        got = [score(Preset(p), kind, cards, bid, took).points for p in "ABCD"]
        sign = "+" if kind is DealKind.GOLDEN else ""
        row = " | ".join(sign + shown(int(x)) for x in got)
        assert f"| {row} |" in text, (lang, kind, row)
    mult = " | ".join(shown(float(Preset(p).multiplier)).removesuffix(".0").removesuffix(",0")
                      for p in "ABCD")
    assert f"| {mult} |" in text
    for word in (("Lobovaya", "+50", "−50") if lang == "en" else ("лобовая", "+50", "−50")):
        assert word in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_misere_and_golden_keep_a_trump_and_the_dealers_left_leads(lang: str) -> None:
    from tutor.raspisnoy.schedule import DealKind

    assert DealKind.MISERE.has_trump and DealKind.GOLDEN.has_trump
    g = RaspisnoyGame(4, seed=3)
    kinds = [d.kind for d in g.schedule]
    g.deal_index = kinds.index(DealKind.MISERE)
    g._start_deal()
    assert g.trump is not None or g.trump_card is not None
    assert g.leader == (g.dealer + 1) % 4
    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text(encoding="utf-8")
    said = ("Misère and golden deals still have a **trump**" if lang == "en"
            else "В мизере и в золотой **козырь есть**")
    assert said in text
    assert ("dealer's left leads the first" if lang == "en" else
            "первую взятку начинает игрок слева от сдающего") in text.replace("\n", " ")
