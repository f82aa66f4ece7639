"""Fireball Island's view: what the board widget, the SVG picture and the plotly figure draw.

Board units are the island data's own (``board.json``: about 32 by 24, neighbouring
spaces about 0.9 apart); every colour and size, and the captions' places, are in
``looks.py``. Every node is a clickable space whose id is its node name (``"wt5"``,
``"cave3"``, ``"pitA"``, ``"water"``), the engine's word for it; what a pupil reads
(tooltips, the panels, the moves, the log) names it by its trail or place instead
(``board.PLACE``: "Witchlord Trail", "the Start"). A space is filled by the smolder pit
a piece hit there falls into (one colour per pit A-F, brown for the bridges over
the water, grey where no fireball reaches); a dark space, where landing draws a
card, is a darker shade of its colour with a small card on it. The pits wear their
trail's colour too, so a pupil sees where a hit piece lands. Around the trails:
the Idol Vul-Kar (``idol``, where the jewel waits), the Ruin (``ruin``, with one
token piece per Magic Charm token still in it) and the five fireballs on their
perches (``perch-<id>``, orange bursts), where a click aims that fireball.

The pieces a pupil looks for are unlike any space: each explorer is a hexagon of its
seat's colour, wider than a space, with a walker on it (asleep while it lies in a pit),
and carries its ``owner``, so the widget rings the explorer of the seat to move; the
jewel is a red gem, smaller on its owner's explorer. Each player's panel carries its
``owner`` and a ``summary`` (cards held, the jewel, a charm token), the table's the
piles' sizes, so that a folded panel still says what a class wants at a glance; a "Key"
panel says in words what the numbered caves and the lettered smolder pits are; the
view's ``dark`` palette gives every fill its colour on a dark page.

The view is sent with every move and carries the whole log, so the island is
drawn lean: every space that never changes is built once, links carry no style
(a thin grey line), and only special spaces have a tooltip beyond their name.

Hands are secret. ``view(p)`` shows p's cards face up and every other hand as a
number of face-down cards. ``view(None)`` is the onlooker's view, what everyone at
the table knows (the projector, a hot-seat screen while it is covered, a picture of
a position): every hand is a number of face-down cards there, and it offers no
moves. The discard pile is public, the deck shows its size only, and nothing else
of the view reads a hand, so a determinized state (other hands and the deck
redrawn) shows exactly the same view. Targets go to the player who decides:
``view(p)`` for anyone else, and ``view(None)``, offer none, since a label such as
"play Cancel" would give that hand away.
"""
from __future__ import annotations

import math
from collections import Counter

from ...core.view import VIEW_SCHEMA, check_viewer, first_legal, player_chips, view_targets
from ..endings import who_won
from . import looks
from .actions import AIM, PLAY, STEP, STEP_FROM, TAKE
from .board import (
    CAVE,
    CAVE_NUMBER,
    DARK,
    EXIT,
    IDOL_XY,
    INDEX,
    KIND,
    LINKS,
    NAMES,
    PERCHES,
    PIT,
    PLACE,
    ROLLWAY_INDEX,
    ROLLWAYS,
    RUIN_XY,
    WATER,
    WHERE,
    XY,
    ZONE,
    ZONE_OF_PIT,
)
from .codes import CHARM, CHARM_USED
from .components import CARD_KINDS, CARD_NAMES, CHARM_TOKENS, ICONS

#: the special spaces: fill, icon (a key of ``ICONS``) and what a pupil needs to know
SPECIAL = {
    "start": (looks.START_FILL, "start", "Start: Dead Man's Plateau"),
    "dock": (looks.DOCK_FILL, "dock", "The Dock: the owner of the jewel wins on reaching it"),
    "vulkar": (looks.VULKAR_FILL, None,
               "Vul-Kar Point: reaching it captures the jewel (no exact count needed)"),
    "step": (looks.STEP_FILL, "charm", "Witchlord Step: passing it gives a Magic Charm token, once a game"),
}
#: no kind of card has more than four copies
COUNT_WORDS = ("no", "one", "two", "three", "four")


def _sentence(words: str) -> str:
    """``words`` starting a sentence: "the Peak" -> "The Peak"."""
    return words[:1].upper() + words[1:]


def _circle(sid: str, x: float, y: float, r: float, fill: str) -> dict:
    return {"id": sid, "shape": "circle", "x": round(x, 2), "y": round(y, 2), "r": r, "fill": fill}


# -- the island, built once ----------------------------------------------------------------------
def _trail_space(node: int) -> dict:
    """A trail space, bridge or special space: filled by its pit (grey where it is safe),
    darker with a card where landing draws one. An ordinary space's tooltip is only the
    name of its trail, the words the log and the targets use for it (not every trail has
    a caption)."""
    kind, name = KIND[node], NAMES[node]
    place = _sentence(PLACE[node])
    zone = ZONE[node]
    space = _circle(name, *XY[node], looks.SPACE_R, looks.ZONE_FILLS[zone] if zone else looks.SAFE_FILL)
    if kind in SPECIAL:
        fill, icon, about = SPECIAL[kind]
        space.update(r=looks.SPECIAL_R, fill=fill, tooltip=about)
        if icon:
            space["icon"] = ICONS[icon]
    elif kind == "bridge":
        space.update(icon=ICONS["bridge"], tooltip=f"{place}: an empty bridge stops a move; a piece "
                                                   "hit here falls into the water")
    elif DARK[node]:
        space.update(fill=looks.CARD_FILLS[zone] if zone else looks.SAFE_CARD_FILL, icon=ICONS["card"],
                     icon_size=looks.CARD_ICON_SIZE,
                     tooltip=f"{place}: a dark space, landing here draws a card")
    else:
        space["tooltip"] = place
    return space


def _cave_space(node: int) -> dict:
    number = CAVE_NUMBER[node]
    exit_ = EXIT[node]
    space = _circle(NAMES[node], *XY[node], looks.SPECIAL_R, looks.CAVE_FILL)
    space.update(label=str(number), size=looks.LABEL, icon=ICONS["cave"], icon_color=looks.CAVE_ICON_COLOR,
                 tooltip=f"Cave {number}: " + (f"entered from {PLACE[exit_]}" if exit_ is not None
                                               else "a dead end, left only by a cave roll"))
    return space


def _pit_space(node: int) -> dict:
    letter = ZONE_OF_PIT[node]
    space = _circle(NAMES[node], *XY[node], looks.SPECIAL_R, looks.PIT_FILLS[letter])
    space.update(label=letter, size=looks.LABEL, icon=ICONS["pit"], icon_color=looks.PIT_ICON_COLOR,
                 tooltip=f"Smolder pit {letter}: a piece hit on a space of its colour lies here and "
                         f"loses its next turn, then climbs out onto {PLACE[EXIT[node]]}")
    return space


def _water_space(node: int) -> dict:
    space = _circle(NAMES[node], *XY[node], looks.WATER_R, looks.WATER_FILL)
    space["tooltip"] = (f"The water below Great Sway Bluff: a piece knocked off a bridge lands here "
                        f"(no turn lost) and climbs out onto {PLACE[EXIT[node]]}")
    return space


def _node_space(node: int) -> dict:
    kind = KIND[node]
    if kind == CAVE:
        return _cave_space(node)
    if kind == PIT:
        return _pit_space(node)
    if kind == WATER:
        return _water_space(node)
    return _trail_space(node)


def _perch_xy(perch: dict) -> tuple[float, float]:
    if (perch["x"], perch["y"]) == tuple(IDOL_XY):
        return perch["x"], perch["y"] - looks.IDOL_PERCH_LIFT
    return perch["x"], perch["y"]


def _burst(sid: str, x: float, y: float) -> dict:
    """A fireball: a burst of flame points round its centre, unlike any round space."""
    points = []
    for k in range(2 * looks.BURST_POINTS):
        reach = looks.BURST_R if k % 2 == 0 else looks.BURST_NOTCH
        angle = math.pi * k / looks.BURST_POINTS - math.pi / 2
        points.append([round(x + reach * math.cos(angle), 3), round(y + reach * math.sin(angle), 3)])
    return {"id": sid, "shape": "polygon", "points": points, "r": looks.BURST_NOTCH,
            "fill": looks.FIREBALL_FILL}


def _landmarks() -> list[dict]:
    """The idol, the Ruin and the five fireballs on their perches (a fireball's tooltip lists
    its rollways)."""
    idol = _circle("idol", *IDOL_XY, looks.IDOL_R, looks.IDOL_FILL)
    idol.update(icon=ICONS["idol"], icon_color=looks.IDOL_ICON_COLOR,
                tooltip="The Idol Vul-Kar: the jewel rests beside it until someone captures it")
    ruin = _circle("ruin", *RUIN_XY, looks.RUIN_R, looks.RUIN_FILL)
    ruin["tooltip"] = "The Ruin: the Magic Charm tokens not held by anyone"
    spaces = [idol, ruin]
    for perch in PERCHES:
        ways = "; ".join(way.name for way in ROLLWAYS if way.perch == perch["id"])
        space = _burst(f"perch-{perch['id']}", *_perch_xy(perch))
        space.update(icon=ICONS["fireball"], icon_color=looks.FIREBALL_ICON_COLOR,
                     icon_size=2 * looks.BURST_NOTCH, tooltip=f"The {perch['name']} fireball rolls {ways}")
        spaces.append(space)
    return spaces


def _captions() -> list[dict]:
    return [{"id": f"caption-{n}", "shape": "text", "x": x, "y": y, "label": text, "size": looks.TEXT,
             "decor": True} for n, (text, x, y) in enumerate(looks.CAPTIONS)]


def _links() -> list[dict]:
    """The trails, and the short ways into a cave and out of a cave, pit or the water."""
    pairs = [(NAMES[a], NAMES[b]) for a, b in LINKS]
    pairs += [(NAMES[node], NAMES[exit_]) for node, exit_ in enumerate(EXIT) if exit_ is not None]
    return [{"id": f"l{n}", "source": a, "target": b} for n, (a, b) in enumerate(pairs)]


ISLAND = _captions() + [_node_space(node) for node in range(len(NAMES))] + _landmarks()
LINK_LIST = _links()


# -- what changes: selections and pieces ---------------------------------------------------------------
def _topmost(state, kind: str) -> tuple | None:
    return next((task for task in reversed(state.agenda) if task[0] == kind), None)


def _chosen(state) -> set[str]:
    """The spaces drawn selected: the spaces a fireball aimed and about to roll crosses
    (with its perch), and a move in progress so far. The move's first space is marked
    too, because a move may not enter it again."""
    chosen = set()
    fire = _topmost(state, "fire")
    if fire is not None:
        way = ROLLWAYS[fire[2]]
        chosen |= {NAMES[node] for node in way.run} | {f"perch-{way.perch}"}
    move = _topmost(state, "move")
    if move is not None:
        chosen |= {NAMES[node] for node in move[3]}
    return chosen


def _spaces(state) -> list[dict]:
    chosen = _chosen(state)
    return [{**space, "selected": True} if space["id"] in chosen else space for space in ISLAND]


def _spread(count: int, reach: float) -> list[tuple[float, float]]:
    """Offsets of ``count`` pieces sharing a space (the Start, the Dock, a pit, the water, the
    Ruin's tokens), ``reach`` from its centre, so that each stays visible."""
    if count == 1:
        return [(0.0, 0.0)]
    corners = {2: [(-1, 0), (1, 0)], 3: [(0, -1), (-0.87, 0.5), (0.87, 0.5)],
               4: [(-0.71, -0.71), (0.71, -0.71), (-0.71, 0.71), (0.71, 0.71)]}[count]
    return [(round(reach * x, 2), round(reach * y, 2)) for x, y in corners]


def _player_pieces(state) -> tuple[list[dict], dict[int, tuple[float, float]]]:
    """Each player's explorer, a hexagon of the seat's colour with a walker on it (asleep
    while it lies in a pit), and each explorer's offset on a shared space."""
    together: dict[int, list[int]] = {}
    for p, node in enumerate(state.at):
        together.setdefault(node, []).append(p)
    pieces, offsets = [], {}
    colors = state.game.player_colors
    for node, here in together.items():
        size = looks.EXPLORER_SIZE if len(here) <= 2 else looks.CROWDED_EXPLORER_SIZE
        x, y = looks.CROWD_CENTRE.get(NAMES[node], (0.0, 0.0)) if len(here) > 1 else (0.0, 0.0)
        for p, (dx, dy) in zip(here, _spread(len(here), looks.SHARED_REACH[len(here)]), strict=True):
            dx, dy = round(x + dx, 2), round(y + dy, 2)
            offsets[p] = (dx, dy)
            name = state.game.player_name(p)
            down = state.down[p]
            piece = {"id": f"player-{p}", "at": NAMES[node], "kind": "player", "owner": p, "shape": "hex",
                     "color": colors[p], "size": size, "icon": ICONS["asleep" if down else "explorer"],
                     "tooltip": f"{name}, lying down: loses the next turn" if down else name}
            if dx or dy:
                piece.update(dx=dx, dy=dy)
            pieces.append(piece)
    pieces.sort(key=lambda piece: piece["id"])
    return pieces, offsets


def _jewel(state, offsets) -> dict:
    """The jewel, a red gem: beside the idol until captured, then smaller on its owner's
    explorer, or lying on the ground (to one side of an explorer standing there)."""
    jewel = {"id": "jewel", "kind": "jewel", "shape": "diamond", "color": looks.JEWEL_COLOR,
             "icon": ICONS["jewel"], "size": looks.JEWEL_SIZE}
    if not state.captured:
        dx, dy = looks.JEWEL_BY_IDOL
        return {**jewel, "at": "idol", "dx": dx, "dy": dy,
                "tooltip": "The jewel, beside the idol: reach Vul-Kar Point to capture it"}
    carried = {**jewel, "size": looks.CARRIED_JEWEL_SIZE}
    if state.owner is not None:
        dx, dy = offsets[state.owner]
        owner = state.game.player_name(state.owner)
        return {**carried, "at": NAMES[state.at[state.owner]], "dx": round(dx + looks.JEWEL_ON_EXPLORER, 2),
                "dy": round(dy - looks.JEWEL_ON_EXPLORER, 2), "tooltip": f"The jewel, owned by {owner}"}
    words = "The jewel lies here: the first to pass or stop here takes it"
    if state.jewel_at in state.at:
        lift = looks.JEWEL_ON_EXPLORER
        return {**carried, "at": NAMES[state.jewel_at], "dx": lift, "dy": -lift, "tooltip": words}
    return {**jewel, "at": NAMES[state.jewel_at], "tooltip": words}


def _charm_tokens(state) -> list[dict]:
    """The Magic Charm tokens still in the Ruin: four at setup, one out for each player who
    holds one (a token traded in goes back)."""
    left = CHARM_TOKENS - sum(charm == CHARM for charm in state.charms)
    return [{"id": f"charm-{k}", "at": "ruin", "kind": "charm", "shape": "circle",
             "color": looks.CHARM_COLOR, "icon": ICONS["charm"], "size": looks.TOKEN_SIZE, "dx": dx, "dy": dy,
             "tooltip": "A Magic Charm token"}
            for k, (dx, dy) in enumerate(_spread(CHARM_TOKENS, looks.TOKEN_REACH)[:left])]


def _pieces(state) -> list[dict]:
    pieces, offsets = _player_pieces(state)
    return pieces + [_jewel(state, offsets)] + _charm_tokens(state)


# -- panels ----------------------------------------------------------------------------------------
def _place_words(state, p: int) -> str:
    node = state.at[p]
    kind = KIND[node]
    if kind == CAVE:
        return f"In Cave {CAVE_NUMBER[node]}"
    if kind == PIT:
        if state.down[p]:
            return f"Lying in smolder pit {ZONE_OF_PIT[node]}: loses the next turn"
        return f"In smolder pit {ZONE_OF_PIT[node]}: climbs out onto {PLACE[EXIT[node]]}"
    if kind == WATER:
        return f"In the water: climbs out onto {PLACE[EXIT[node]]}"
    return _sentence(WHERE[node])


def _shows_hand(p: int, viewer) -> bool:
    """Whose cards a view shows face up: the viewer's own only (the onlooker's view,
    ``viewer`` None, shows none)."""
    return p == viewer


def _hand_items(state, p: int, viewer) -> list[dict]:
    """One line per kind of card held, with its count, when the hand is shown (on its owner's
    screen); otherwise one line with the number of cards, face down, whose id names no card.
    A card shown face up is ``secret``: only its owner's view holds it."""
    hand = state.hands[p]
    if not hand:
        return [{"id": f"p{p}-hand", "label": "No cards", "icon": ICONS["card"], "muted": True}]
    if not _shows_hand(p, viewer):
        return [{"id": f"p{p}-hand", "label": "Cards, face down", "icon": ICONS["card"], "count": len(hand)}]
    counts = Counter(hand)
    return [{"id": f"p{p}-card-{kind}", "label": CARD_NAMES[kind], "icon": ICONS["card"],
             "color": looks.CARD_COLOR, "count": counts[kind], "secret": True}
            for kind in CARD_KINDS if kind in counts]


def _player_panel(state, p: int, viewer) -> dict:
    name, color = state.game.player_name(p), state.game.player_colors[p]
    items = [{"id": f"p{p}-where", "label": _place_words(state, p), "color": color}]
    if state.owner == p:
        fitted = state.fitted(p)
        items.append({"id": f"p{p}-jewel", "label": "Owns the jewel" + (", fitted in the charm token"
                                                                         if fitted else ""),
                      "icon": ICONS["jewel"], "color": looks.JEWEL_COLOR,
                      "tooltip": "Reach the Dock with it to win" + ("; Take 1 Card cannot be played "
                                                                    "against this hand" if fitted else "")})
    if state.charms[p] != 0:
        used = state.charms[p] == CHARM_USED
        items.append({"id": f"p{p}-charm", "label": "Magic Charm token" + (" (traded in)" if used else ""),
                      "icon": ICONS["charm"], "color": looks.CHARM_COLOR, "muted": used,
                      "tooltip": "Traded in already: only one token a game" if used else
                      "Trade it in on one of your turns for a full hand of 4 cards"})
    if p == state.active and state.extra and not state.is_over:
        items.append({"id": f"p{p}-extra", "label": "Turns in a row still to come", "count": state.extra})
    items += _hand_items(state, p, viewer)
    if state.winner == p:
        items.append({"id": f"p{p}-won", "label": "Winner!", "icon": ICONS["dock"], "color": color})
    return {"id": f"player-{p}", "title": name + (" (you)" if viewer == p else ""), "color": color,
            "owner": p, "summary": _player_summary(state, p), "active": state.to_move == p, "items": items}


def _player_summary(state, p: int) -> str:
    """What a class wants to know of a folded player's panel at a glance: the cards held,
    and the jewel, a charm token or a lost turn ("3 cards · the jewel")."""
    count = len(state.hands[p])
    parts = [f"{count} card{'s' if count != 1 else ''}" if count else "no cards"]
    if state.owner == p:
        parts.append("the jewel")
    if state.charms[p] == CHARM:
        parts.append("a charm token")
    if state.down[p]:
        parts.append("loses the next turn")
    return " · ".join(parts)


def _count_words(count: int) -> str:
    """A count of cards in words ("two"): in a list of card names, some of which end in a
    number, "Move Ahead 4, 2 Cancel" would read as the pair of numbers "4, 2"."""
    return COUNT_WORDS[count] if count < len(COUNT_WORDS) else str(count)


def _table_panel(state) -> dict:
    """The cards everyone may see: the deck's size, the discard pile (face up), pending
    Doubles, and the charm tokens left in the Ruin."""
    discard = state.discard
    played = Counter(discard)
    items = [{"id": "deck", "label": "Draw pile, face down", "icon": ICONS["card"], "count": len(state.deck),
              "muted": not state.deck},
             {"id": "discard", "label": f"Discard pile, top: {CARD_NAMES[discard[-1]]}" if discard
              else "Discard pile", "icon": ICONS["card"], "count": len(discard), "muted": not discard,
              "tooltip": "Face up: " + (", ".join(f"{_count_words(played[k])} {CARD_NAMES[k]}"
                                                  for k in CARD_KINDS if k in played) or "empty")}]
    if state.doubles:
        items.append({"id": "doubles", "label": "Double the Next Roll waiting", "icon": ICONS["die"],
                      "count": state.doubles, "tooltip": "The next roll counts twice for each"})
    left = CHARM_TOKENS - sum(charm == CHARM for charm in state.charms)
    items.append({"id": "ruin-tokens", "label": "Magic Charm tokens in the Ruin", "icon": ICONS["charm"],
                  "color": looks.CHARM_COLOR, "count": left, "muted": not left})
    summary = f"Draw {len(state.deck)} · discard {len(discard)}" + (" · Double" if state.doubles else "")
    return {"id": "table", "title": f"Turn {state.turn}", "color": looks.PANEL_COLOR,
            "summary": summary, "active": False, "items": items}


#: the key to the island's marks ("Key", as on a map), in a pupil's words: the numbered caves,
#: the lettered smolder pits, the dark spaces and the safe ones. Folded (as it starts), the panel
#: still says what the numbers and the letters are
KEY_PANEL = {
    "id": "key", "title": "Key", "color": looks.PANEL_COLOR, "active": False, "open": False,
    "summary": "1–6 caves · A–F smolder pits",
    "items": [
        {"id": "key-caves", "label": "1–6: caves. Going in ends your move; then roll to jump to the "
                                     "cave with that number",
         "icon": ICONS["cave"], "color": looks.CAVE_FILL},
        {"id": "key-pits", "label": "A–F: smolder pits. A piece hit by a fireball on a space of a "
                                    "pit's colour lies in that pit and misses its next turn",
         "icon": ICONS["pit"], "color": looks.PIT_FILLS["A"]},
        {"id": "key-cards", "label": "Dark space with a card: land on it to draw a card",
         "icon": ICONS["card"], "color": looks.CARD_FILLS["A"]},
        {"id": "key-safe", "label": "Grey space: no fireball reaches it", "color": looks.SAFE_FILL},
    ]}


def _panels(state, viewer) -> list[dict]:
    return ([_player_panel(state, p, viewer) for p in range(state.game.players)] + [_table_panel(state)]
            + [KEY_PANEL])


# -- the status line -----------------------------------------------------------------------------------
def _names(state, players) -> str:
    return ", ".join(state.game.player_name(p) for p in players)


def _window_words(state, window: str, by: int) -> str:
    """What a response window is about, from the task under it."""
    name = state.game.player_name
    active = name(state.active)
    if window == "rolled":
        _, purpose, raw, value = _topmost(state, "rolled")
        roll = f"{raw}, doubled to {value}" if value != raw else str(raw)
        return f"{active} rolled {roll}" + (" for a cave" if purpose == "cave" else "")
    if window == "fireball":
        _, roller, rollway, _ = _topmost(state, "fire")
        way = ROLLWAYS[rollway]
        hit = _names(state, state.exposed_on(way.run)) or "nobody"
        return f"{name(roller)}'s fireball is about to roll {way.name} (at {hit})"
    if window == "steal":
        return f"{name(_topmost(state, 'steal')[1])} is passing {name(state.owner)} to steal the jewel"
    if window == "card":
        return f"{name(by)} just played {CARD_NAMES[_topmost(state, 'effect')[1]]}"
    return {"start": f"{active}'s turn is starting", "moved": f"{active}'s move has ended",
            "after": f"{active}'s turn has ended"}[window]


def _main_words(state, name: str) -> str:
    node = state.at[state.active]
    trade = any(action.kind == "trade" for action in state.legal_actions())
    also = " (or trade in the Magic Charm token for a full hand)" if trade else ""
    if KIND[node] != CAVE:
        return f"{name}: roll the die{also}."
    number = CAVE_NUMBER[node]
    if number == 4:
        return f"{name} is in Cave 4, which has no trail: roll for another cave{also}."
    return f"{name} is in Cave {number}: leave it along the trail, or roll for another cave{also}."


def _move_words(state, task: tuple) -> str:
    _, mover, chooser, _, left, _, back = task
    name = state.game.player_name
    who = f"{name(chooser)} moves {name(mover)} back" if back else f"{name(mover)} moves"
    if left == 0:
        return f"{who}: the count ends on an occupied space, so click the next space to go on."
    return f"{who}: {left} step{'s' if left != 1 else ''} left — click the next space."


def _aim_words(state, task: tuple) -> str:
    _, roller, source = task
    why = {"roll": "rolled a 1", "card": "played Fireball!", "capture": "captured the jewel"}[source]
    return f"{state.game.player_name(roller)} {why} and aims a fireball: click a fireball to roll it."


def _status(state) -> str:
    if state.is_over:
        result = state.result()
        return f"{who_won([state.game.player_name(p) for p in result['winners']])}: {result['reason']}"
    task = state.decision
    kind = task[0]
    name = state.game.player_name(state.to_move)
    if kind == "window":
        return f"{name} may play a card or pass: {_window_words(state, task[1], task[3])}."
    if kind == "main":
        return _main_words(state, name)
    if kind == "aim":
        return _aim_words(state, task)
    return _move_words(state, task)


# -- targets and the whole view ------------------------------------------------------------------------
def target_element(state, action) -> str:
    """The element a player clicks for ``action``: the space a step goes to, the perch of
    the fireball aimed, the card played in the decider's hand, or a button."""
    kind = action.kind
    if kind == "step":
        return f"space:{action['to']}"
    if kind == "aim":
        return f"space:perch-{ROLLWAYS[ROLLWAY_INDEX[action['rollway']]].perch}"
    if kind == "play":
        return f"item:p{state.to_move}-card-{action['card']}"
    return "button"


def build_view(state, viewer: int | None = None) -> dict:
    """The board part of the view (``State.view`` adds ``recent``, ``waiting``, the ``log`` and
    roles)."""
    check_viewer(state.game, viewer)
    return {
        "schema": VIEW_SCHEMA, "game": state.game.name, "title": state.game.title,
        "viewer": viewer, "viewbox": looks.VIEWBOX, "dark": looks.DARK,
        "spaces": _spaces(state),
        "links": LINK_LIST,
        "pieces": _pieces(state),
        "panels": _panels(state, viewer),
        "targets": view_targets(state, lambda action: target_element(state, action), viewer),
        # a race has no score: the chips show names only
        "players": player_chips(state),
        "status": _status(state),
        "over": state.is_over,
        "error": None,
    }


def intended_action(state, element: str):
    """What a click on ``element`` asks for now, legal or not (see ``State.action_at``).

    During a move, a space (or cave) is the step onto it; while a fireball is aimed, a
    perch is that fireball (its first rollway on offer); a card in the deciding player's
    hand is playing it (Take 1 Card against the first opponent it may take from). Any
    other click means no move: the widget then points at the highlighted ones.
    """
    if not isinstance(element, str) or state.is_over:
        return None
    where, _, name = element.partition(":")
    task = state.decision[0]
    if where == "space" and name.startswith("perch-"):
        if task != "aim":
            return None
        return first_legal(state, [AIM[i] for i, way in enumerate(ROLLWAYS) if way.perch == name[6:]])
    if where == "space":
        node = INDEX.get(name)
        if task != "move":
            return None
        return STEP_FROM.get((state.decision[3][-1], node), STEP.get(node))
    prefix = f"p{state.to_move}-card-"
    if where == "item" and name.startswith(prefix):
        card = name[len(prefix):]
        if card == "take_card":
            others = [TAKE[v] for v in range(state.game.players) if v != state.to_move]
            return first_legal(state, [a for a in state.legal_actions() if a.get("card") == card] + others)
        return PLAY.get(card)
    return None

