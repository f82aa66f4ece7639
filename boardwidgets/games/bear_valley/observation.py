"""Bear Valley's observation: the position as a fixed list of 2,679 numbers for learning agents.

``state.observation(player)`` describes the game from ``player``'s seat. Its
length is the same whatever the number of players, the variant, the river
and how far the map has grown: the map is seen through a window of the 37
hexes within three steps of the *centre* (the walk's current position while
``player`` is moving, their token otherwise), in fixed compass directions
(the window does not turn). Seats are counted from ``player``'s (0 = me, 1 =
the next seat in play order...), so that one policy can play any seat. Every
number lies between 0 and 1 (one-hot flags, counts divided by their largest
value, directions shifted from -1..1 to 0..1); ``observation_names()`` gives
one name per slot.

Only what every player sees is read: the map, the tokens, the walk and the
sunclock, the card drawn and waiting on the table, Equipment and Gold (in
hand, loose, in stock), the characters, and the *size* of the Wilderness
deck. The deck's composition is public (all Wilderness cards minus those
seen), so the counts of cards that may still come are given; its order is
never read, nor the random generator. Two states that differ only in the
deck's order (``state.determinize``) give equal observations.

Layout, in order (``<side>`` is one of ``NE E SE SW W NW``, ``<token>`` one of
``canoe machete flashlight picnic_basket rope telescope gold``):

=============================  =====  ===============================================================
slots                          count  meaning
=============================  =====  ===============================================================
``h<i>:<what>``                 2442  for each of the 37 window hexes (``observation_window()`` gives
                                      their (dq, dr) offsets from the centre, axial coordinates:
                                      east +q, south-east +r), 66 slots:
                                      ``explored`` (a card lies there);
                                      ``<side>_exit`` (an exit of the card's first section),
                                      ``<side>_exit2`` (an exit of its second section: a Hedge's far
                                      side, a Bridge's bridge, a Straight River's other bank),
                                      ``<side>_trees``, ``<side>_water``: 4 per side;
                                      ``kind_<k>``: one-hot of the card's kind as played (the 13 of
                                      ``components.KIND_NAMES``; a Trading Post is a plain card
                                      where Gold is not in play);
                                      ``overlay_<o>``: one-hot of the picture that counts in this
                                      game (the 11 of ``components.OVERLAY_NAMES``; none in the
                                      basic game unless Enchantments are used);
                                      ``<side>_stones``: a Woods card's stepping stones / 6;
                                      ``loose_<token>``: tokens lying there / their number in the
                                      game (3 of each Equipment, 8 Gold);
                                      ``my_token``; ``their_tokens`` (others' tokens still in the
                                      game / 5); ``walk`` (the walk this turn has visited it);
                                      ``aborted`` (the walk a contingency move may not cross)
``centre_section``                 1  1 if the centre is a card's second section
``hour``                           1  the sunclock's hour this turn / 12 (capped at 1)
``limited``, ``moves_left``        2  1 if this turn has a move limit (first turn, Mountain); the
                                      moves it still allows / 6
``evading``                        1  1 after slipping past a Bear at One o'clock
``phase_<p>``                     11  one-hot of ``codes.PHASES``: ``move``, ``stop``, ``orient``,
                                      ``woods``, ``blocked``, ``bear``, ``mushrooms``, ``dive``,
                                      ``trade``, ``gift``, ``over``
``deck``                           1  cards left in the Wilderness deck / 79 (its size only)
``dest_east``, ``dest_south``      2  the unit vector from the centre to the Destination Camp, on the
                                      board (east, south), each mapped from -1..1 to 0..1 (0.5, 0.5
                                      when the centre is the camp)
``dest_distance``                  1  hexes from the centre to the Destination Camp / 24
``my_token_distance``              1  hexes from my token to the Destination Camp / 24
``my_turn``                        1  1 if ``player`` decides now
``to_move_<k>``                    6  one-hot of the seat to move, counted from mine; all 0 once
                                      the game is over
``players_<n>``                    5  one-hot of the number of players, 2 to 6
``seat<k>:<what>``                30  for each seat counted from mine (k = 0..5), 5 slots:
                                      ``present`` (the seat is in this game), ``out`` (eaten),
                                      ``tunnelled`` (the token tunnelled and has not moved since),
                                      ``distance`` (its token to the Destination Camp / 24),
                                      ``first_done`` (it has finished its first turn)
``held:kind_<k>``                 13  the card drawn and waiting on the table (``orient``, ``woods``,
                                      ``mushrooms``): one-hot of its kind
``held:exits``                     1  its total exits / 6
``held:<side>_<what>``            24  its sides as printed (rotation 0), 4 slots per side as above
``pending_<side>``                 6  the directions the decision is about: where the drawn card
                                      goes (``orient``, ``mushrooms``), the Woods sides matching it
                                      (``woods``), where the card that does not lead back or the
                                      Bear lies (``blocked``, ``bear``)
``unseen_<class>``                 5  Wilderness cards that may still come (neither on the map nor
                                      on the table) with ``3``, ``4``, ``5``, ``6`` exits (Bears
                                      apart) and ``bear``s, / 79
``next_<outcome>``                 5  for a card explored at the next hour (hour + 1), the chances
                                      it gets you ``lost``, is a turn-ending ``bear``, is ``evaded``,
                                      ``eaten`` or ``safe`` (``chances.py``, the basic sunclock)
``advanced``                       1  1 in the advanced game
``enchantments``                   1  1 if Enchantments are used
``gold_in_play``                   1  1 in the advanced game with Gold
``seat<k>:character_<c>``         36  for each seat counted from mine, one-hot of its character
                                      (Forrest, Fozzie, Rocky, Sunny, Vertigo, Violet; advanced game)
``seat<k>:held_<token>``          42  for each seat counted from mine, the tokens it carries / their
                                      number in the game
``stock_<token>``                  7  tokens in the stock / their number in the game
``usable_<token>``                 7  tokens the player to move held when the turn began (only those
                                      may be used) / their number in the game
``used``                           1  1 once Equipment has been used this turn
``afloat``                         1  1 once a Canoe has been used this turn (no more water stops)
``paddle``                         1  1 while a Canoe hop already paid for may still be made
``contingency``                    1  1 during a contingency move
``in_dive``, ``dive_moves``        2  1 during a cave dive; its moves so far / 3
``boon_<b>``                       4  the Enchantments helping the player to move this turn:
                                      ``butterfly``, ``fox``, ``mushrooms``, ``vertigo``
``redraws``                        1  Mushrooms redraws left / 2 (capped at 1)
``trade_given_<token>``            7  at a Trading Post, the tokens handed in so far / their number
                                      in the game
``trade_taken_<token>``            7  the tokens taken from the stock so far, likewise
=============================  =====  ===============================================================

>>> from boardwidgets.games.bear_valley.game import BearValley
>>> state = BearValley(players=3).new_game(seed=7)
>>> len(state.observation(0)) == len(observation_names()) == SIZE == 2679
True
"""
from __future__ import annotations

import math

from .board import FACES, centre, hex_distance
from .chances import OUTCOMES, chances_at, held_card, tally
from .codes import PHASES
from .components import (
    BRIDGE_EXIT,
    CHARACTERS,
    DIRECTIONS,
    EQUIPMENT_TOKENS,
    FIRST_EXIT,
    GOLD_TOKENS,
    KIND_NAMES,
    OVERLAY_NAMES,
    SECOND_EXIT,
    TOKENS,
    TREES,
    WATER,
    WILDERNESS,
)

RADIUS = 3
MAX_PLAYERS = 6
MAX_DISTANCE = 24.0
MAX_HOUR = 12.0
MAX_LIMIT = 6.0
MAX_REDRAWS = 2.0
DECK = float(len(WILDERNESS))
KINDS = tuple(KIND_NAMES)
OVERLAYS = tuple(OVERLAY_NAMES)
PEOPLE = tuple(sorted(CHARACTERS))
BOONS = ("butterfly", "fox", "mushrooms", "vertigo")
#: how many tokens of each kind the game has, for scaling counts to 0..1
TOKEN_MAX = tuple(float(GOLD_TOKENS if kind == "gold" else EQUIPMENT_TOKENS[kind]) for kind in TOKENS)
SIDE_SLOTS = ("exit", "exit2", "trees", "water")
_SIDE_SLOT = {FIRST_EXIT: 0, SECOND_EXIT: 1, BRIDGE_EXIT: 1, TREES: 2, WATER: 3}
HEX_SLOTS = ("explored", *(f"{d}_{s}" for d in DIRECTIONS for s in SIDE_SLOTS),
             *(f"kind_{k}" for k in KINDS), *(f"overlay_{o}" for o in OVERLAYS),
             *(f"{d}_stones" for d in DIRECTIONS), *(f"loose_{t}" for t in TOKENS),
             "my_token", "their_tokens", "walk", "aborted")
PER_HEX = len(HEX_SLOTS)
SEAT_SLOTS = ("present", "out", "tunnelled", "distance", "first_done")
CLASSES = (3, 4, 5, 6, "bear")
NEXT = tuple(key for key, _, _ in OUTCOMES)


def _window() -> tuple[tuple[int, int], ...]:
    """The (dq, dr) offsets within RADIUS of the centre, row by row (north to south), west to east."""
    return tuple((dq, dr) for dr in range(-RADIUS, RADIUS + 1) for dq in range(-RADIUS, RADIUS + 1)
                 if hex_distance((dq, dr), (0, 0)) <= RADIUS)


WINDOW = _window()


def _names() -> tuple[str, ...]:
    names = [f"h{i}:{what}" for i in range(len(WINDOW)) for what in HEX_SLOTS]
    names += ["centre_section", "hour", "limited", "moves_left", "evading"]
    names += [f"phase_{p}" for p in PHASES]
    names += ["deck", "dest_east", "dest_south", "dest_distance", "my_token_distance", "my_turn"]
    names += [f"to_move_{k}" for k in range(MAX_PLAYERS)]
    names += [f"players_{n}" for n in range(2, MAX_PLAYERS + 1)]
    names += [f"seat{k}:{what}" for k in range(MAX_PLAYERS) for what in SEAT_SLOTS]
    names += [f"held:kind_{k}" for k in KINDS] + ["held:exits"]
    names += [f"held:{d}_{s}" for d in DIRECTIONS for s in SIDE_SLOTS]
    names += [f"pending_{d}" for d in DIRECTIONS]
    names += [f"unseen_{c}" for c in CLASSES]
    names += [f"next_{o}" for o in NEXT]
    names += ["advanced", "enchantments", "gold_in_play"]
    names += [f"seat{k}:character_{c}" for k in range(MAX_PLAYERS) for c in PEOPLE]
    names += [f"seat{k}:held_{t}" for k in range(MAX_PLAYERS) for t in TOKENS]
    names += [f"stock_{t}" for t in TOKENS] + [f"usable_{t}" for t in TOKENS]
    names += ["used", "afloat", "paddle", "contingency", "in_dive", "dive_moves"]
    names += [f"boon_{b}" for b in BOONS] + ["redraws"]
    names += [f"trade_given_{t}" for t in TOKENS] + [f"trade_taken_{t}" for t in TOKENS]
    return tuple(names)


NAMES = _names()
SIZE = len(NAMES)
_AT = {name: i for i, name in enumerate(NAMES)}
_KIND = {k: i for i, k in enumerate(KINDS)}
_OVERLAY = {o: i for i, o in enumerate(OVERLAYS)}
_TOKEN = {t: i for i, t in enumerate(TOKENS)}
_HEX_AT = {name: i for i, name in enumerate(HEX_SLOTS)}
H_SIDES, H_KIND, H_OVERLAY = _HEX_AT["NE_exit"], _HEX_AT["kind_start"], _HEX_AT[f"overlay_{OVERLAYS[0]}"]
H_STONES, H_LOOSE = _HEX_AT["NE_stones"], _HEX_AT[f"loose_{TOKENS[0]}"]
H_MINE, H_THEIRS, H_WALK, H_ABORTED = (_HEX_AT[n] for n in ("my_token", "their_tokens", "walk", "aborted"))
PHASE = {p: _AT[f"phase_{p}"] for p in PHASES}
TO_MOVE, PLAYERS, SEATS = _AT["to_move_0"], _AT["players_2"] - 2, _AT["seat0:present"]
HELD_KIND, HELD_EXITS, HELD_SIDES = _AT["held:kind_start"], _AT["held:exits"], _AT["held:NE_exit"]
PENDING, UNSEEN, NEXT_AT = _AT["pending_NE"], _AT["unseen_3"], _AT["next_lost"]
CHARACTER, HELD_TOKENS = _AT[f"seat0:character_{PEOPLE[0]}"], _AT[f"seat0:held_{TOKENS[0]}"]
STOCK, USABLE = _AT[f"stock_{TOKENS[0]}"], _AT[f"usable_{TOKENS[0]}"]
BOON, GIVEN, TAKEN = _AT["boon_butterfly"], _AT[f"trade_given_{TOKENS[0]}"], _AT[f"trade_taken_{TOKENS[0]}"]


def observation_names() -> tuple[str, ...]:
    """One short name per slot of Bear Valley's observation, in order (see the module docstring).

    >>> observation_names()[:2]
    ('h0:explored', 'h0:NE_exit')
    >>> observation_names()[-1]
    'trade_taken_gold'
    """
    return NAMES


def observation_window() -> tuple[tuple[int, int], ...]:
    """The (dq, dr) offset from the centre of each window hex, in the order of slots ``h0`` ... ``h36``."""
    return WINDOW


def _sides(obs: list[float], at: int, sides: str) -> None:
    for d, side in enumerate(sides):
        obs[at + 4 * d + _SIDE_SLOT[side]] = 1.0


#: (the rules in play, a card as laid) -> the slots it sets in its hex's block, with their values
_CARD_SLOTS: dict = {}


def _card_slots(state, in_play: tuple, placed: tuple) -> tuple[tuple[int, float], ...]:
    """The slots a card as laid sets in its hex's block: explored, its sides, its kind and its
    picture as they count in this game, the stones of its bridges. They depend on the card and
    the rules in play alone, and the observation asks for every hex of the window at every step."""
    key = (in_play, placed)
    slots = _CARD_SLOTS.get(key)
    if slots is None:
        face = FACES[placed]
        found = [(0, 1.0)]
        found += [(H_SIDES + 4 * d + _SIDE_SLOT[side], 1.0) for d, side in enumerate(face.sides)]
        found.append((H_KIND + _KIND[state.kind_in_play(placed[0])], 1.0))
        overlay = state.overlay_in_play(placed[0])
        if overlay is not None:
            found.append((H_OVERLAY + _OVERLAY[overlay], 1.0))
        if face.stones is not None:
            found += [(H_STONES + d, stones / 6) for d, stones in enumerate(face.stones)]
        slots = _CARD_SLOTS[key] = tuple(found)
    return slots


def _tokens(obs: list[float], at: int, bag) -> None:
    """Counts of each token kind in a bag, each over its number in the game."""
    for kind in bag:
        i = _TOKEN[kind]
        obs[at + i] = min(obs[at + i] + 1.0 / TOKEN_MAX[i], 1.0)


def _distance(a, b) -> float:
    return min(hex_distance(a[:2], b) / MAX_DISTANCE, 1.0)


def observation(state, player: int) -> list[float]:
    """The observation of ``state`` for ``player`` (a seat), as described in the module docstring."""
    players = state.game.players
    state.game.check_seat(player)
    obs = [0.0] * SIZE
    phase, pending = state.phase, state.pending
    moving = state.to_move == player and phase != "over"
    here = state.path[-1] if moving else state.tokens[player]
    cq, cr = here[0], here[1]
    cards, loose = state.cards, state.loose
    walk = {p[:2] for p in state.path} if phase != "over" else set()
    aborted = {p[:2] for p in state.aborted} if phase != "over" else set()
    mine = state.tokens[player][:2]
    theirs: dict = {}
    for seat, token in enumerate(state.tokens):
        if seat != player and not state.out[seat]:
            theirs[token[:2]] = theirs.get(token[:2], 0) + 1
    # the window on the map
    in_play = (state.advanced, state.gold_in_play, state.enchanted)
    for i, (dq, dr) in enumerate(WINDOW):
        coord = (cq + dq, cr + dr)
        base = i * PER_HEX
        placed = cards.get(coord)
        if placed is not None:
            for slot, value in _card_slots(state, in_play, placed):
                obs[base + slot] = value
            if coord in loose:
                _tokens(obs, base + H_LOOSE, loose[coord])
        if coord == mine:
            obs[base + H_MINE] = 1.0
        if coord in theirs:
            obs[base + H_THEIRS] = theirs[coord] / (MAX_PLAYERS - 1)
        if coord in walk:
            obs[base + H_WALK] = 1.0
        if coord in aborted:
            obs[base + H_ABORTED] = 1.0
    # the sunclock and the turn's limits
    obs[_AT["centre_section"]] = float(here[2] == 1)
    obs[_AT["hour"]] = min(state.hour / MAX_HOUR, 1.0)
    left = state.moves_left()
    if left is not None:
        obs[_AT["limited"]] = 1.0
        obs[_AT["moves_left"]] = min(max(left, 0) / MAX_LIMIT, 1.0)
    obs[_AT["evading"]] = float(bool(state.evading))
    obs[PHASE[phase]] = 1.0
    obs[_AT["deck"]] = len(state.deck) / DECK  # its size, never its order
    # the Destination Camp
    destination = state.destination
    (x0, y0), (x1, y1) = centre((cq, cr)), centre(destination)
    length = math.hypot(x1 - x0, y1 - y0)
    if length:
        obs[_AT["dest_east"]] = 0.5 + 0.5 * (x1 - x0) / length
        obs[_AT["dest_south"]] = 0.5 + 0.5 * (y1 - y0) / length
    else:
        obs[_AT["dest_east"]] = obs[_AT["dest_south"]] = 0.5
    obs[_AT["dest_distance"]] = _distance(here, destination)
    obs[_AT["my_token_distance"]] = _distance(state.tokens[player], destination)
    # whose turn, and every seat from mine
    obs[_AT["my_turn"]] = float(moving)
    if state.to_move is not None:
        obs[TO_MOVE + (state.to_move - player) % players] = 1.0
    obs[PLAYERS + players] = 1.0
    characters = state.characters
    for k in range(players):
        seat = (player + k) % players
        base = SEATS + k * len(SEAT_SLOTS)
        obs[base] = 1.0
        obs[base + 1] = float(state.out[seat])
        obs[base + 2] = float(state.tunnelled[seat])
        obs[base + 3] = _distance(state.tokens[seat], destination)
        obs[base + 4] = float(state.turns[seat] > 1 or (state.turns[seat] == 1 and state.to_move != seat))
        if characters:
            obs[CHARACTER + k * len(PEOPLE) + PEOPLE.index(characters[seat])] = 1.0
        _tokens(obs, HELD_TOKENS + k * len(TOKENS), state.held[seat])
    # the decision on the table
    if phase == "orient":
        obs[PENDING + pending[2]] = 1.0
    elif phase == "woods":
        for direction in pending[1]:
            obs[PENDING + direction] = 1.0
    elif phase in ("mushrooms", "blocked", "bear"):
        obs[PENDING + pending[1]] = 1.0
    held = held_card(state)
    if held is not None:
        face = FACES[(held, 0)]
        obs[HELD_KIND + _KIND[face.card.kind]] = 1.0
        obs[HELD_EXITS] = face.card.exits / 6
        _sides(obs, HELD_SIDES, face.sides)
    # what may still come: the deck's composition (public), never its order
    counts = tally(state)
    for i, cls in enumerate(CLASSES):
        obs[UNSEEN + i] = counts[cls] / DECK
    nxt = chances_at(state.hour + 1, counts)
    for i, key in enumerate(NEXT):
        obs[NEXT_AT + i] = nxt[key]
    # the advanced game: Equipment, Gold, characters, Enchantments
    obs[_AT["advanced"]] = float(state.advanced)
    obs[_AT["enchantments"]] = float(bool(state.enchanted))
    obs[_AT["gold_in_play"]] = float(bool(state.gold_in_play))
    for i, count in enumerate(state.stock):
        obs[STOCK + i] = min(count / TOKEN_MAX[i], 1.0)
    if phase != "over":
        _tokens(obs, USABLE, state.usable)
        obs[_AT["used"]] = float(bool(state.used))
        obs[_AT["afloat"]] = float(bool(state.afloat))
        obs[_AT["paddle"]] = float(state.paddle is not None)
        obs[_AT["contingency"]] = float(bool(state.contingency))
        if state.dive is not None:
            obs[_AT["in_dive"]] = 1.0
            obs[_AT["dive_moves"]] = min(state.dive / 3, 1.0)
        for boon in state.boons:
            if boon in BOONS:
                obs[BOON + BOONS.index(boon)] = 1.0
        obs[_AT["redraws"]] = min(state.redraws / MAX_REDRAWS, 1.0)
    if phase == "trade":
        given, taken = pending
        _tokens(obs, GIVEN, given)
        _tokens(obs, TAKEN, taken)
    return obs
