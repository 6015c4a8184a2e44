"""One card model for every deck: Raspisnoy's 36 cards and joker are the core's cards,
read by the core's one parser, named by one set of words."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import tutor
from tutor import cards as core
from tutor.cards import DECK_36, DECK_36_JOKER, DECK_52, Suit, parse_cards, parse_deck_card
from tutor.errors import CardParseError, DeckCardError, quote
from tutor.raspisnoy import cards as rasp
from tutor.texts import p_

PACKAGE = Path(tutor.__file__).parent
SOURCES = sorted(PACKAGE.rglob("*.py"))

LOOKALIKES = {
    "\u212ah": "U+212A KELVIN SIGN",  # K
    "a\u017f": "U+017F LATIN SMALL LETTER LONG S",  # ſ
    "\u0410h": "U+0410 CYRILLIC CAPITAL LETTER A",  # А
}


def _classes(name: str) -> list[str]:
    return [f"{p.relative_to(PACKAGE)}:{node.lineno}" for p in SOURCES
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, ast.ClassDef) and node.name == name]


def test_one_card_class_and_one_suit_class_in_the_package() -> None:
    assert [c.split(":")[0] for c in _classes("Card")] == ["cards.py"]
    assert [c.split(":")[0] for c in _classes("Suit")] == ["cards.py"]


def test_raspisnoy_cards_are_the_core_singletons() -> None:
    hand = rasp.parse_hand("Ah 10d joker 6c")
    assert all(type(c) is core.Card for c in hand)
    assert [c is core.card(t) for c, t in zip(hand, ("Ah", "Td", "7s", "6c"), strict=True)] \
        == [True] * 4
    assert rasp.JOKER is core.card("7s") is DECK_36_JOKER.joker
    assert sorted(rasp.DECK) == list(DECK_36) and len(set(rasp.DECK)) == 36
    assert rasp.Suit is Suit and rasp.RaspCardError is DeckCardError


@pytest.mark.parametrize("token", sorted(LOOKALIKES))
def test_a_lookalike_is_refused_with_the_same_words_in_both_decks(token: str) -> None:
    """The 52-card parser and Raspisnoy's name the same stranger in the same words."""
    name = LOOKALIKES[token]
    with pytest.raises(CardParseError) as core_err:
        parse_cards(token, deck=DECK_52)
    with pytest.raises(DeckCardError) as rasp_err:
        rasp.parse_card(token)
    tail = f"; it holds {name}, which is neither a card letter nor a suit symbol"
    assert str(core_err.value).endswith(tail)
    assert str(rasp_err.value).endswith(tail)
    assert str(rasp_err.value).startswith(f"{quote(token)} is not a card of the 36-card deck")
    assert rasp_err.value.text("ru").endswith(
        f"; в нём есть {name}, а это не буква карты и не знак масти")
    # the same parser for any deck: only the deck's own part of the message differs
    with pytest.raises(DeckCardError) as d52:
        parse_deck_card(token, DECK_52)
    assert str(d52.value).endswith(tail) and "52-card deck (ranks 2-9" in str(d52.value)


def test_the_joker_is_a_card_of_its_deck_only() -> None:
    assert DECK_36_JOKER.suit_of(core.card("7s")) is None
    assert DECK_36.suit_of(core.card("7s")) is Suit.SPADES
    assert parse_deck_card("ДЖОКЕР", DECK_36_JOKER) is rasp.JOKER
    with pytest.raises(DeckCardError, match="`joker` is not a card of the 36-card deck"):
        parse_deck_card("joker", DECK_36)
    with pytest.raises(CardParseError):
        parse_cards("joker", deck=DECK_36_JOKER)  # the joker's words are read card by card


def test_the_cli_refuses_a_lookalike_for_both_decks() -> None:
    def run(*args: str) -> str:
        done = subprocess.run([sys.executable, "-m", "tutor", *args], capture_output=True,
                              text=True, timeout=60)
        return done.stdout + done.stderr

    name = "U+212A KELVIN SIGN"
    assert name in run("showdown", "--game", "holdem", "--board", "2c 3d 4h 5s 9c",
                       "--player", "\u212ah Kd", "--player", "7h 7d")
    assert name in run("raspisnoy", "legal", "--hand", "\u212ah 6c", "--trump", "d")


def _string_constants(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr)}
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings}


def test_rank_and_suit_words_live_in_the_catalogue_only() -> None:
    """No module keeps its own table of Russian rank or suit names."""
    words = {p_("rank", core.rank_name(r), "ru") for r in range(2, 15)}
    words |= {p_(ctx, s, "ru") for s in core.SUIT_NAMES for ctx in ("suit", "suit, genitive")}
    assert "червей" in words and "шестёрка" in words
    words.discard("тройка")  # also three of a kind, a category's name
    found = {f"{p.relative_to(PACKAGE)}: {w}" for p in SOURCES
             for w in _string_constants(p) & words}
    assert not found
    assert core.card("Qh").label("ru") == rasp.card_label(core.card("Qh"), "ru") == "дама червей"
