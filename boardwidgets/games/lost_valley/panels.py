"""Lost Valley's panels: each player's inventory and the shared supply, as the widget's boxes
beside the board.

A pupil's own panel is the one they need while playing: what this turn still allows, the
three raw materials, the backpack's room, the gear and the gold bag, each a short line so
that several share a row. Where a prospector stands is not repeated: the board shows it. A
folded panel says in its ``summary`` what a class wants at a glance: the gold markers each
player carries home, and for the supply the turn and how far the ice still has to drift.
"""
from __future__ import annotations

from collections import Counter

from .actions import TRADE_ITEMS
from .components import (
    BACKPACK,
    CART_SPACE,
    END_MARKERS,
    GEAR,
    ITEM_NAMES,
    MATERIALS,
    SPACE,
    WARE_NAMES,
    WARES,
    WORKS,
)
from .looks import (
    BAG_SWATCH,
    GEAR_ICONS,
    GEAR_SWATCH,
    GOLD_COLORS,
    ICE_COLOR,
    ICON,
    MATERIAL_COLORS,
    SUPPLY_COLOR,
)

GOLD_WORDS = {"river": "rivergold", "mountain": "mountaingold"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# -- a player's panel ---------------------------------------------------------------------------------
def shows_bag(state, p: int, viewer) -> bool:
    """Whose nuggets a view shows: the viewer's own (the onlooker's view, ``viewer`` None,
    shows none); everyone's, in every view, once the game is over."""
    if state.is_over:
        return True
    return p == viewer


def _bag_items(state, p: int, viewer) -> list[dict]:
    """Everyone sees how many gold markers of each kind a bag holds, in the colours of the
    markers on the board; only the owner (and everyone at the end, the onlooker's view too)
    sees their values, in a line that is ``secret`` until the end."""
    bag = state.bags[p]
    goal = f"Bring {END_MARKERS} gold markers to the waterfall post to end the game; the most nuggets wins"
    if not bag:
        return [{"id": f"p{p}-bag", "label": "No gold markers yet", "icon": ICON["gold"], "color": BAG_SWATCH,
                 "muted": True, "tooltip": goal}]
    kinds = Counter(kind for kind, _ in bag)
    items = [{"id": f"p{p}-bag-{kind}", "label": word.capitalize(), "count": kinds[kind],
              "icon": ICON["gold"], "color": GOLD_COLORS[kind],
              "tooltip": f"{word.capitalize()} markers in the gold bag. {goal}"}
             for kind, word in GOLD_WORDS.items() if kinds[kind]]
    if shows_bag(state, p, viewer):
        values = "; ".join(f"{GOLD_WORDS[kind]} " + " + ".join(str(v) for k, v in bag if k == kind)
                           for kind in GOLD_WORDS if kinds[kind])
        item = {"id": f"p{p}-nuggets", "label": f"Nuggets in the bag: {state.nuggets(p)} ({values})",
                "icon": ICON["gold"], "color": BAG_SWATCH}
        if not state.is_over:
            item["secret"] = True
        items.append(item)
    return items


def backpack_words(state, p: int) -> str:
    """How full the backpack and the gear are: "Backpack 5 of 6 · gear 2 of 6"."""
    food, tools, timber = state.packs[p][:3]
    carts = sum(1 for item in state.gear[p] if item == "cart")
    load = food * SPACE["food"] + tools * SPACE["tools"] + timber * SPACE["timber"]
    return f"Backpack {load} of {BACKPACK + CART_SPACE * carts} · gear {len(state.gear[p])} of {GEAR}"


def _phase_words(state) -> str:
    """What the turn still allows: "This turn: 1 move, 1 action"."""
    phases = tuple(state.phases)
    text = f"This turn: {_plural(phases[0], 'move')}, {_plural(phases[1], 'action')}"
    if len(phases) > 2 and phases[2]:
        text += "; whiskey drunk"
    if len(phases) > 3 and phases[3]:
        text += "; traded"
    return text


def items_words(items) -> str:
    """The items of a trade offer: "2 food, a rivergold marker, 2 × horse"."""
    words = []
    for item, n in Counter(items).items():
        name = TRADE_ITEMS.get(item, item)
        if item in MATERIALS:
            words.append("1 tool" if (item, n) == ("tools", 1) else f"{n} {name}")
        elif item in GOLD_WORDS:
            words.append(name if n == 1 else f"{n} {GOLD_WORDS[item]} markers")
        elif n > 1:
            words.append(f"{n} × {name}")
        else:
            words.append(f"{'an' if name[0] in 'aeiou' else 'a'} {name}")
    return ", ".join(words)


def _summary(state, p: int) -> str:
    """A folded panel's line: the gold markers carried, and the wares that change how far a
    prospector goes ("3 of 10 gold markers · horse, boat")."""
    text = f"{len(state.bags[p])} of {END_MARKERS} gold markers"
    travel = sorted({item for item in state.gear[p] if item in ("horse", "cart", "boat")})
    return text + (" · " + ", ".join(travel) if travel else "")


def _player_panel(state, p: int, viewer) -> dict:
    name, color = state.game.player_name(p), state.game.player_colors[p]
    items = []
    if p == state.active and not state.is_over:
        items.append({"id": f"p{p}-phases", "label": _phase_words(state), "icon": ICON["turn"],
                      "tooltip": "A turn has one move, one action and one trade, in any order; a "
                                 "whiskey buys one more move or action"})
    for material, n in zip(MATERIALS, state.packs[p], strict=False):
        items.append({"id": f"p{p}-{material}", "label": material.capitalize(), "count": n, "muted": not n,
                      "icon": ICON[material], "color": MATERIAL_COLORS[material]})
    items.append({"id": f"p{p}-load", "label": backpack_words(state, p), "icon": ICON["backpack"],
                  "tooltip": "Checked at the end of the turn: timber takes two spaces, a cart gives "
                             "four more"})
    gear = Counter(state.gear[p])
    for item in sorted(gear):
        line = {"id": f"p{p}-gear-{item}", "label": ITEM_NAMES.get(item, item).capitalize(),
                "count": gear[item], "color": GEAR_SWATCH}
        if item in GEAR_ICONS:
            line["icon"] = GEAR_ICONS[item]
        items.append(line)
    items += _bag_items(state, p, viewer)
    if state.winners and p in state.winners:
        items.append({"id": f"p{p}-won", "label": "Winner!", "color": color, "icon": ICON["gold"]})
    return {"id": f"player-{p}", "title": name + (" (you)" if viewer == p else ""), "color": color,
            "owner": p, "summary": _summary(state, p), "active": state.to_move == p, "items": items}


# -- the supply ---------------------------------------------------------------------------------------
def _ice_words(state) -> str:
    if state.ice is None:
        return "Ice block: not in play until the spring is laid"
    if state.ice < 0:
        return "Ice block: it reached the waterfall post"
    if state.ice >= len(state.layout.river):
        return f"Ice block: on the spring, {_plural(state.ice, 'river diamond')} above the post"
    return f"Ice block: {_plural(state.ice, 'river diamond')} above the post"


def _supply_summary(state) -> str:
    """How far the ice still has to drift, in the few words beside the title (which holds the
    turn): "Ice 5 from the post"."""
    if state.ice is None:
        return "No ice yet"
    if state.ice < 0:
        return "Ice at the post"
    return f"Ice {state.ice} from the post"


def _supply_panel(state) -> dict:
    """What everyone may see of the supply, in short lines: the ice, the tiles and markers
    still face down, the works and the wares left."""
    items = [{"id": "supply-ice", "label": _ice_words(state), "icon": ICON["ice"], "color": ICE_COLOR,
              "tooltip": "Every turn a 5 or 6 moves the ice one river diamond downstream; when it "
                         "reaches the post the game ends"}]
    decks = (("river", "River tiles", "River diamonds still to explore"),
             ("land", "Land tiles", "Land diamonds still to explore"),
             ("triangle", "Triangles", "Land triangles still to explore"))
    for deck, words, tip in decks:
        n = len(state.decks.get(deck, ()))
        items.append({"id": f"supply-deck-{deck}", "label": words, "count": n, "muted": not n,
                      "icon": ICON["decks"], "tooltip": tip})
    for kind, words in (("river", "Rivergold"), ("mountain", "Mountaingold"), ("animal", "Animals"),
                        ("event", "Events")):
        n = len(state.supply.get(kind, ()))
        line = {"id": f"supply-stack-{kind}", "label": words, "count": n, "muted": not n,
                "icon": ICON["markers"], "tooltip": f"{words} markers left in the stack, face down"}
        if kind in GOLD_COLORS:
            line.update(icon=ICON["gold"], color=GOLD_COLORS[kind])
        items.append(line)
    for work in WORKS:
        n = state.works_left.get(work, 0)
        items.append({"id": f"supply-work-{work}", "label": f"{work.capitalize()}s", "count": n,
                      "muted": not n, "icon": ICON.get(work),
                      "tooltip": f"{work.capitalize()}s left to build"})
    for ware in WARES:
        n = state.wares.get(ware, 0)
        line = {"id": f"supply-ware-{ware}", "label": WARE_NAMES[ware].capitalize(), "count": n,
                "muted": not n, "color": GEAR_SWATCH, "tooltip": "Left to buy at the trading posts"}
        if ware in GEAR_ICONS:
            line["icon"] = GEAR_ICONS[ware]
        items.append(line)
    return {"id": "supply", "title": f"Supply, turn {state.turn}", "color": SUPPLY_COLOR, "active": False,
            "summary": _supply_summary(state), "items": items}


def panels(state, viewer) -> list[dict]:
    """Each player's panel, in seat order, then the supply."""
    return [_player_panel(state, p, viewer) for p in range(state.game.players)] + [_supply_panel(state)]
