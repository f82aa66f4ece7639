"""Maple Valley's panels: each player's Pack, the three displays and the two Outposts.

The panels sit beside the valley in a column about 280 pixels wide, and a player's own Pack and
the cards to click must fit one screen with it, so they are short: a line is a chip of a picture
and a few words (a card by its name; a Friend's travel type is its picture, in the trail's
colour), and everything else a card says (its points, cost and text) is its tooltip. Chips flow
into rows, two or three to a row. A group of cards is headed by a line that says what it is for
("Hand: play a card to start a turn"), long enough to take a row of its own, since the widget
has no line break between chips. Only what a player holds is shown (a Pack lists the Goods it
holds, not ten zeros). A panel folds to its title and a ``summary`` with the few numbers a class
wants at a glance.

**A Pack** (``owner`` its seat): where the pawn is (and the Worm), the turn being played, the
Goods, Curiosities and Maps held and the Festivity markers left, the hand (its cards on its
owner's screen, else how many Friends and Dawdles) and the Tired Friends, the cards drawn at an
Outpost, Favours being prepared and how many were crafted, Patches (muted once used up this
hour), and at the end the score.

**The displays**: the four cards of each, the one furthest from the deck first (it is discarded
when the hour ends), then the decks and discard piles as counts. **The Outposts**: one panel for
each, its trades and then its effect; the panel of the Outpost a player trades at opens, since
its trades are moves on offer.

Hidden cards (a hand, the cards drawn at an Outpost) are ``secret`` items on their owner's
screen and counts on everyone else's, and in the onlooker's view ``view(None)`` (see ``view.py``).
"""
from __future__ import annotations

import re
from collections import Counter

from .board import KIND, NAME, OUTPOSTS
from .codes import DECKS, DISPLAYED
from .components import (
    ALL_FRIENDS,
    CATEGORY_NAMES,
    DAWDLES,
    FAVOURS,
    FRIENDS,
    ITEM_WORDS,
    PATCHES,
    PLURAL_WORDS,
    RESOURCES,
    STARTING,
    resource_words,
)
from .components import OUTPOSTS as OUTPOST_CARDS
from .looks import (
    CATEGORY_COLORS,
    DAWDLE_SWATCH,
    ICON,
    LOCATION_FILLS,
    PANEL_COLORS,
    PATCH_SWATCH,
    PAWN_ICONS,
    RESOURCE_COLORS,
    STARTING_SWATCH,
    TRAVEL_COLORS,
)

TRAVEL_WORDS = {"water": "Water", "rock": "Rock", "forest": "Forest"}


def slug(name: str) -> str:
    """A card's name as it appears in ids: ``"Herbalist's Stall"`` -> ``"herbalist-s-stall"``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _slugs(*tables) -> dict[str, str]:
    out = {}
    for table in tables:
        for name in table:
            assert out.setdefault(slug(name), name) == name, f"two cards share the id {slug(name)}"
    return out


HAND_SLUGS = _slugs(ALL_FRIENDS, DAWDLES)
FAVOUR_SLUGS = _slugs(FAVOURS)
FRIEND_SLUGS = _slugs(FRIENDS)
PATCH_SLUGS = _slugs(PATCHES)


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 'es' if word.endswith('ch') else 's'}"


def _points(n: int) -> str:
    return plural(n, "pt")


def place_words(state, place: str) -> str:
    """A location in a sentence: "the Village", an Outpost by its card ("the Book Wagon")."""
    if KIND[place] == "outpost":
        return f"the {state.outposts[OUTPOSTS.index(place)]}"
    return NAME[place]


# -- words about cards: the chip's few words, and the tooltip's whole card ----------------------------
def _cost_words(cost) -> str:
    return resource_words(cost) if cost else "nothing"


def favour_words(card: str) -> str:
    data = FAVOURS[card]
    return (f"{card} ({CATEGORY_NAMES[data['category']]}, {_points(data['points'])}): "
            f"costs {_cost_words(data['cost'])}")


def _favour_tip(card: str) -> str:
    return f"{favour_words(card)}. {FAVOURS[card].get('text', '')}".strip()


def hand_label(card: str) -> str:
    """A card in hand, shortly, so that two share a row: a Friend by its name (its chip shows its
    travel type's picture in its colour), "Rabbit (any trail)", "Daydreaming (Dawdle)"."""
    if card in DAWDLES:
        return f"{card} (Dawdle)"
    if card in STARTING:
        return f"{card} (any trail)"
    return card


def _friend_tip(card: str) -> str:
    data = ALL_FRIENDS[card]
    if card in STARTING:
        head = f"{card}: a Starting Friend, travels by Water, Rock or Forest."
    else:
        head = f"{card}: a {TRAVEL_WORDS[data['travel']]} Friend, {_points(data['points'])}."
    tip = f"{head} {data.get('text', '')}"
    if card in FRIENDS:
        tip += f" Costs {_cost_words(data['cost'])} to make at the Village."
    return tip.strip()


def _patch_tip(card: str) -> str:
    return f"{card} ({_points(PATCHES[card]['points'])}): {PATCHES[card].get('text', '')}".strip()


#: a wildcard in a market entry, shortly ("2 Goods" for two Goods of your choice)
_SHORT = {"any_good": ("Good", "Goods"), "any_curiosity": ("Curiosity", "Curiosities"),
          "any_resource": ("Good or Curiosity", "Goods or Curiosities")}
#: a pair, as the two things it is
_PAIRS = {"matching_goods": "matching Goods", "different_curiosities": "different Curiosities"}


def _short_words(items) -> str:
    """Resources in a chip: "2 Curiosities" for two Curiosities of your choice, "2 matching
    Goods" for a pair of them."""
    parts = []
    for item, n in Counter(items).items():
        if item in _PAIRS:
            parts.append(f"{2 * n} {_PAIRS[item]}")
            continue
        one, many = _SHORT.get(item, (ITEM_WORDS.get(item, item), PLURAL_WORDS.get(item, item)))
        parts.append(f"{n} {one if n == 1 else many}")
    return " and ".join(parts)


# -- a player's Pack --------------------------------------------------------------------------------------
def shows_hand(state, p: int, viewer) -> bool:
    """Whose hidden cards a view shows: the viewer's own only (the onlooker's view, ``viewer``
    None, shows none)."""
    return p == viewer


def _head(item_id: str, words: str, tooltip: str | None = None) -> dict:
    """The line that heads a group of chips and says what it is for."""
    item = {"id": item_id, "label": words}
    if tooltip:
        item["tooltip"] = tooltip
    return item


def _counted(item: dict, n: int) -> dict:
    if n > 1:
        item["count"] = n
    return item


def _resource_items(state, p: int) -> list[dict]:
    """The Goods, Curiosities and Maps held, one chip each; a muted line when there are none."""
    items = []
    for resource in RESOURCES:
        n = state.count(p, resource)
        if n:
            items.append({"id": f"p{p}-r-{resource}", "label": ITEM_WORDS[resource], "count": n,
                          "icon": ICON[resource], "color": RESOURCE_COLORS[resource]})
    if not items:
        items.append({"id": f"p{p}-r-none", "label": "No Goods or Curiosities", "muted": True})
    return items


def _hand_count(hand) -> str:
    friends = sum(card in ALL_FRIENDS for card in hand)
    parts = [plural(n, word) for n, word in ((friends, "Friend"), (len(hand) - friends, "Dawdle")) if n]
    return "Hand: " + (", ".join(parts) if parts else "empty")


def _hand_items(state, p: int, viewer) -> list[dict]:
    hand = state.hands[p]
    tip = "Fresh Friends and Dawdles, each played to start a turn; without one you pass"
    if not hand or state.is_over or not shows_hand(state, p, viewer):
        return [{"id": f"p{p}-hand", "label": _hand_count(hand), "muted": not hand, "icon": ICON["friend"],
                 "tooltip": tip}]
    items = [_head(f"p{p}-hand", "Hand: play a card to start a turn", tip)]
    for card, n in Counter(hand).items():
        item = {"id": f"p{p}-card-{slug(card)}", "label": hand_label(card), "secret": True}
        if card in DAWDLES:
            item.update(icon=ICON["dawdle"], color=DAWDLE_SWATCH,
                        tooltip=f"{card}, a Dawdle: instead of travelling, gain "
                                f"{resource_words(DAWDLES[card]['gain'])}. {DAWDLES[card].get('text', '')}")
        elif card in STARTING:
            item.update(icon=ICON["friend"], color=STARTING_SWATCH, tooltip=_friend_tip(card))
        else:
            travel = FRIENDS[card]["travel"]
            item.update(icon=ICON[travel], color=TRAVEL_COLORS[travel], tooltip=_friend_tip(card))
        items.append(_counted(item, n))
    return items


def _keep_items(state, p: int, viewer) -> list[dict]:
    """The cards drawn at an Outpost, waiting for the player to keep one: shown like a hand."""
    task = state.agenda[-1] if state.agenda and not state.is_over else None
    if not task or task[0] != "keep" or task[1] != p:
        return []
    kind, cards = task[2], task[3]
    if not shows_hand(state, p, viewer):
        return [{"id": f"p{p}-drawn", "label": f"Looking at {plural(len(cards), kind.capitalize())} drawn",
                 "count": len(cards), "icon": ICON["deck"]}]
    items = [_head(f"p{p}-drawn", "Drawn: keep one of these cards")]
    for card, n in Counter(cards).items():
        item = {"id": f"p{p}-keep-{slug(card)}", "label": card, "secret": True}
        if kind == "favour":
            category = FAVOURS[card]["category"]
            item.update(icon=ICON[category], color=CATEGORY_COLORS[category], tooltip=_favour_tip(card))
        else:
            item.update(icon=ICON["patch"], color=PATCH_SWATCH, tooltip=_patch_tip(card))
        items.append(_counted(item, n))
    return items


def _turn_item(state, p: int) -> dict:
    """The turn being played: the travel type to follow and the trails travelled so far."""
    card, travel, _, used, _ = state.turn
    if card in DAWDLES:
        return {"id": f"p{p}-turn", "label": "Dawdling", "tooltip": f"This turn: dawdles with {card}"}
    words = f"By {TRAVEL_WORDS[travel]}" + (f" · {plural(len(used), 'trail')}" if used else "")
    return {"id": f"p{p}-turn", "label": words, "icon": ICON[travel], "color": TRAVEL_COLORS[travel],
            "tooltip": f"This turn: the {card}, travelling by {TRAVEL_WORDS[travel]}"}


def _favour_chip(card: str) -> dict:
    category = FAVOURS[card]["category"]
    return {"label": card, "icon": ICON[category], "color": CATEGORY_COLORS[category],
            "tooltip": _favour_tip(card)}


def _patch_chip(state, p: int, card: str, n: int) -> dict:
    power = PATCHES[card].get("power") or {}
    uses = power.get("uses", 0)
    item = {"id": f"p{p}-patch-{slug(card)}", "label": card, "icon": ICON["patch"], "color": PATCH_SWATCH,
            "tooltip": _patch_tip(card)}
    if uses:
        left = state.uses_left(p, card)
        item["tooltip"] += f" ({left} of {uses} use{'s' if uses != 1 else ''} left this hour)"
        item["muted"] = left <= 0
    return _counted(item, n)


def _score_words(parts: dict) -> str:
    return (f"Score {parts['total']}: Favours {parts['favours']}, Friends {parts['friends']}, "
            f"Patches {parts['patches']}, leftovers {parts['leftovers']}, Festivities {parts['festivities']}")


def earned_title(state) -> str | None:
    """A solo game's four-word title, once earned."""
    return " ".join(state.title) if state.title and None not in state.title else None


def _pack_summary(state, p: int, scores) -> str:
    """A folded Pack in a few numbers: the cards in hand, the things in the Pack, the Favours
    crafted (or, at the end, the score)."""
    if scores is not None:
        return f"Score {scores[p]['total']}"
    held = sum(state.count(p, resource) for resource in RESOURCES)
    return f"hand {len(state.hands[p])} · crafted {len(state.bringing[p])} · Pack {held}"


def player_panel(state, p: int, viewer, scores) -> dict:
    name, color = state.game.player_name(p), state.game.player_colors[p]
    pawn = PAWN_ICONS.get(state.game.player_names[p]) if p < len(state.game.player_names) else None
    items = [{"id": f"p{p}-where", "label": f"At {place_words(state, state.at[p])}", "color": color,
              **({"icon": pawn} if pawn else {})}]
    if state.early == p:
        items.append({"id": f"p{p}-early", "label": "Early Bird",
                      "tooltip": "The Early Bird holds the Worm and plays first this hour"})
    if p == state.active and state.turn and not state.is_over:
        items.append(_turn_item(state, p))
    items += _resource_items(state, p)
    if state.festivities:
        items.append({"id": f"p{p}-markers", "label": "Markers", "count": state.markers[p],
                      "muted": not state.markers[p], "icon": ICON["marker"], "color": color,
                      "tooltip": "Festivity markers left"})
    items += _hand_items(state, p, viewer)
    if state.tired[p]:
        items.append({"id": f"p{p}-tired", "label": "Tired: " + ", ".join(state.tired[p]), "muted": True,
                      "tooltip": "Friends played this hour: they come back to the hand when it ends"})
    items += _keep_items(state, p, viewer)
    if state.preparing[p]:
        items.append(_head(f"p{p}-preparing", "Preparing: pay the cost to craft"))
        for card, n in Counter(state.preparing[p]).items():
            items.append(_counted({"id": f"p{p}-prep-{slug(card)}", **_favour_chip(card)}, n))
    if state.bringing[p]:
        items.append({"id": f"p{p}-bringing", "label": "Crafted", "count": len(state.bringing[p]),
                      "icon": ICON["festivity"], "color": color,
                      "tooltip": "Favours crafted, to bring to the Festivities: " + "; ".join(
                          favour_words(card).partition(": costs")[0] for card in state.bringing[p])})
    if state.patches[p]:
        items.append(_head(f"p{p}-patches", "Patches: badges with a power"))
        items += [_patch_chip(state, p, card, n) for card, n in Counter(state.patches[p]).items()]
    if scores is not None:
        items.append({"id": f"p{p}-score", "label": _score_words(scores[p]), "color": color})
        if state.winners and p in state.winners:
            label = f"Title: {earned_title(state)}" if earned_title(state) else "Winner!"
            items.append({"id": f"p{p}-won", "label": label, "color": color, "icon": ICON["festivity"]})
    return {"id": f"player-{p}", "title": name + (" (you)" if viewer == p else ""), "color": color,
            "owner": p, "summary": _pack_summary(state, p, scores), "active": state.to_move == p,
            "items": items}


# -- the displays ---------------------------------------------------------------------------------------
def _deck_items(state, kind: str) -> list[dict]:
    """A display's deck (and the Friends' the Dawdle deck) as a count, and its discard pile
    once it holds a card."""
    n = len(state.decks[DECKS.index(kind)])
    label = "Dawdle deck" if kind == "dawdle" else "Deck"
    items = [{"id": f"{kind}-deck", "label": label, "count": n, "muted": not n, "icon": ICON["deck"],
              "tooltip": f"The {kind.capitalize()} deck, face down"}]
    if kind in DISPLAYED:
        items[0]["tooltip"] += (". The display's first card lies furthest from the deck: it is discarded "
                                "when the hour ends")
        d = len(state.discards[DISPLAYED.index(kind)])
        if d:
            items.append({"id": f"{kind}-discards", "label": "Discards", "count": d, "icon": ICON["deck"]})
    return items


def _display(kind: str, title: str, cards, chips: list[dict], decks: list[dict]) -> dict:
    return {"id": f"display-{kind}", "title": title, "color": PANEL_COLORS[kind], "active": False,
            "summary": ", ".join(cards) if cards else "empty", "items": [*chips, *decks]}


def display_panels(state) -> list[dict]:
    favours, friends, patches = state.displays
    favour_chips = [{"id": f"disp-favour-{slug(card)}", **_favour_chip(card)} for card in favours]
    friend_chips = [{"id": f"disp-friend-{slug(card)}", "label": hand_label(card),
                     "icon": ICON[FRIENDS[card]["travel"]], "color": TRAVEL_COLORS[FRIENDS[card]["travel"]],
                     "tooltip": _friend_tip(card)} for card in friends]
    patch_chips = [{"id": f"disp-patch-{slug(card)}", "label": card, "icon": ICON["patch"],
                    "color": PATCH_SWATCH, "tooltip": _patch_tip(card)} for card in patches]
    return [_display("favour", "Favours", favours, favour_chips, _deck_items(state, "favour")),
            _display("friend", "Friends", friends, friend_chips,
                     _deck_items(state, "friend") + _deck_items(state, "dawdle")),
            _display("patch", "Patches", patches, patch_chips, _deck_items(state, "patch"))]


# -- the Outposts ---------------------------------------------------------------------------------------
def _entry_words(entry: dict) -> str:
    words = f"{_short_words(entry['give'])} for {_short_words(entry['get'])}"
    if entry.get("max") is not None:
        words += f" ({entry['max']} a turn)"
    return words


def _entry_tip(entry: dict) -> str:
    words = f"Give {resource_words(entry['give'])}, get {resource_words(entry['get'])}"
    if entry.get("max") is not None:
        words += f", at most {entry['max']} {'time' if entry['max'] == 1 else 'times'} a turn"
    return words


def _effect_words(effect: dict) -> str:
    if effect["kind"] == "exchange":
        return f"Then once: {_short_words(effect['give'])} for {_short_words(effect['get'])}"
    kind = "Patches" if effect["kind"] == "patch_draw" else "Favours"
    return f"Then: up to {_short_words([effect['spend']] * effect['max'])} for {kind}"


def outpost_panels(state) -> list[dict]:
    """One panel for each Outpost: its trades, then its effect."""
    panels = []
    visiting = state.at[state.active] if state.turn and not state.is_over else None
    made = state.turn[4] if state.turn else ()
    for k, (place, card) in enumerate(zip(OUTPOSTS, state.outposts, strict=True)):
        data = OUTPOST_CARDS[card]
        shared = data.get("shared_max")
        items = []
        for i, entry in enumerate(data["market"]):
            item = {"id": f"out{k}-t{i}", "label": _entry_words(entry), "icon": ICON["outpost"],
                    "color": LOCATION_FILLS["outpost"], "tooltip": _entry_tip(entry)}
            if shared and i in shared[0]:
                together = " and ".join(_entry_words(data["market"][j]).split(" (")[0] for j in shared[0])
                item["tooltip"] += f". {together}: at most {shared[1]} times a turn together"
            if visiting == place and made and i < len(made) and made[i]:
                item["count"] = made[i]
            items.append(item)
        items.append({"id": f"out{k}-effect", "label": _effect_words(data["effect"]),
                      "tooltip": data["text"]})
        where = NAME[place].removeprefix("the ")
        panels.append({"id": f"outpost-{k}", "title": card, "color": PANEL_COLORS["outposts"],
                       "active": False, "summary": where, "items": items})
    return panels
