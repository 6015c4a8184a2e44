from tutor.cards import Card, Deck, card, format_cards, make_card, parse_cards

__version__ = "0.1.0"
__all__ = ["Card", "Deck", "card", "format_cards", "make_card", "parse_cards"]
