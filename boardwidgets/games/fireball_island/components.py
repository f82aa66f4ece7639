"""Fireball Island's components: the 48 cards, the pieces, the numbers of the rulebook.

The rulebook names the eleven kinds of card but not how many of each the deck
holds; the split below is the one the rulings file gives (it adds up to 48).
The island itself is data of its own (``board.json``, read by ``board.py``).
"""
from __future__ import annotations

#: card kind -> (name on the card, copies in the deck)
CARDS = {
    "fireball": ("Fireball!", 4),
    "fake_jewel": ("Fake Jewel", 2),
    "cancel": ("Cancel", 4),
    "talisman": ("Magic Talisman", 4),
    "reroll": ("Reroll the Die", 4),
    "another_turn": ("Take Another Turn", 4),
    "take_card": ("Take 1 Card", 4),
    "ahead4": ("Move Ahead 4", 3),
    "ahead5": ("Move Ahead 5", 3),
    "ahead6": ("Move Ahead 6", 3),
    "back1": ("Move Back 1", 3),
    "back2": ("Move Back 2", 3),
    "back3": ("Move Back 3", 3),
    "double": ("Double the Next Roll", 4),
}
CARD_KINDS = tuple(CARDS)
CARD_NAMES = {kind: name for kind, (name, _) in CARDS.items()}
#: the whole deck, in a fixed order that setup shuffles
DECK = tuple(kind for kind, (_, copies) in CARDS.items() for _ in range(copies))
#: how far each Move Ahead and Move Back card moves a piece
AHEAD = {"ahead4": 4, "ahead5": 5, "ahead6": 6}
BACK = {"back1": 1, "back2": 2, "back3": 3}

HAND_LIMIT = 4
#: Magic Charm tokens in the Ruin at setup, whatever the number of players
CHARM_TOKENS = 4
#: turns in a row the capturer of the jewel takes after the capture
BONUS_TURNS = 3

PLAYER_NAMES = ("Blue", "Yellow", "Green", "Purple")
PLAYER_COLORS = ("#2f6fd6", "#e8c020", "#2e9e4a", "#8e44ad")

#: what is drawn with which icon (game-icons.net names, see boardwidgets/icons)
ICONS = {
    "fireball": "fireball", "jewel": "cut-diamond", "idol": "totem-head", "card": "card-random",
    "cave": "mountain-cave", "charm": "charm", "dock": "sailboat", "start": "death-skull",
    "pit": "smoking-volcano", "bridge": "rope-bridge", "die": "dice-six-faces-five",
    "explorer": "hiking", "asleep": "night-sleep",
}

assert len(DECK) == 48, "the rulings give a deck of 48 cards"
