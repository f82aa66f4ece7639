"""Final scoring (FINAL SCORING): Favours, Friends, Patches, leftovers and Festivities.

Resources stored on Favours score on one card each and are no longer leftovers; the
rulebook lets players move them freely until the end, so they are placed here the way
that scores most (rulings 10).
"""
from __future__ import annotations

from collections import Counter
from functools import cache

from .components import ALL_FRIENDS, CURIOSITIES, FAVOURS, GOODS, PATCHES, SLOT, travels
from .costs import has, taken

PARTS = ("favours", "friends", "patches", "leftovers", "festivities")


def leftover_points(pack: tuple[int, ...]) -> int:
    """Honey and Maps score one each; every three other Goods or Curiosities score one."""
    others = sum(pack[SLOT[name]] for name in (*GOODS, *CURIOSITIES) if name != "honey")
    return pack[SLOT["honey"]] + pack[SLOT["map"]] + others // 3


def score_rule(rule: dict, friends, bringing, patches) -> int:
    """The points of a Patch's or Friend's end-of-game rule (``per_leftover`` is counted with
    the leftovers, since storing resources on Favours changes it)."""
    if "per_travel" in rule:
        return rule["points"] * sum(rule["per_travel"] in travels(f) for f in friends)
    if "per_category" in rule:
        return rule["points"] * sum(FAVOURS[f]["category"] == rule["per_category"] for f in bringing)
    if "per_friend" in rule:
        return rule["per_friend"] * len(friends)
    if "per_patch" in rule:
        return rule["per_patch"] * len(patches)
    raise ValueError(f"unknown score rule {rule}")


def favour_bonus(card: str, bringing) -> int:
    """What a Favour's "also bring" or "each other" text adds (stored sets are counted apart)."""
    bonus = FAVOURS[card].get("bonus") or {}
    if "also_bring" in bonus:
        return bonus["points"] if bonus["also_bring"] in bringing else 0
    if "per_other" in bonus:
        others = sum(FAVOURS[f]["category"] == bonus["per_other"] for f in bringing) - (
            FAVOURS[card]["category"] == bonus["per_other"])
        return bonus["points"] * others
    return 0


def best_storage(pack: tuple[int, ...], bringing: tuple[str, ...],
                 leftover_rules: tuple = ()) -> tuple[int, tuple[int, ...]]:
    """(points from the sets stored on Favours, what is left over) when the resources are
    stored so that the whole scores most. ``leftover_rules`` are ``(resource, points)``
    bonuses per resource left over (a Patch's), which storing takes away."""
    storing = tuple(card for card in bringing if "stored" in (FAVOURS[card].get("bonus") or {}))

    def worth(rest):
        return leftover_points(rest) + sum(points * rest[SLOT[name]] for name, points in leftover_rules)

    @cache
    def best(i: int, rest: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        if i == len(storing):
            return 0, rest
        bonus = FAVOURS[storing[i]]["bonus"]
        one_set, limit = Counter(bonus["stored"]), bonus.get("max")
        choices, sets, left = [], 0, rest
        while True:
            stored, final = best(i + 1, left)
            choices.append((stored + sets * bonus["points"], final))
            if (limit is not None and sets >= limit) or not has(left, one_set):
                break
            sets, left = sets + 1, taken(left, one_set)
        return max(choices, key=lambda c: (c[0] + worth(c[1]), c[0]))

    return best(0, pack)


def festivity_points(counts: dict[int, int]) -> dict[int, int]:
    """One Festivity: the most markers score markers + 3, the second-most (the next lower
    count after the most, rulings 4) markers + 1, anyone else markers; ties share."""
    levels = sorted({n for n in counts.values() if n}, reverse=True)
    extra = {level: bonus for level, bonus in zip(levels, (3, 1), strict=False)}
    return {p: n + extra.get(n, 0) for p, n in counts.items() if n}


def final_scores(state) -> list[dict[str, int]]:
    """Each player's points by part (``PARTS``) and in ``"total"``."""
    players = state.game.players
    festivity = [0] * players
    for occupants in state.spots:
        counts = Counter(p for p in occupants if p is not None)
        for p, points in festivity_points(counts).items():
            festivity[p] += points
    scores = [player_score(state, p) for p in range(players)]
    for p, breakdown in enumerate(scores):
        breakdown["festivities"] = festivity[p]
        breakdown["total"] = sum(breakdown[part] for part in PARTS)
    return scores


def player_score(state, player: int) -> dict[str, int]:
    """One player's Favours, Friends, Patches and leftovers."""
    friends, bringing, patches = state.friends_of(player), state.bringing[player], state.patches[player]
    friend_rules = [(f, ALL_FRIENDS[f]["score"]) for f in friends if ALL_FRIENDS[f].get("score")]
    patch_rules = [(name, PATCHES[name]["power"]["score"]) for name in patches
                   if "score" in (PATCHES[name].get("power") or {})]
    leftover_rules = tuple((rule["per_leftover"], rule["points"]) for _, rule in friend_rules + patch_rules
                           if "per_leftover" in rule)
    stored, rest = best_storage(state.packs[player], bringing, leftover_rules)

    def extra(rule) -> int:
        if "per_leftover" in rule:
            return rule["points"] * rest[SLOT[rule["per_leftover"]]]
        return score_rule(rule, friends, bringing, patches)

    return {
        "favours": sum(FAVOURS[f]["points"] + favour_bonus(f, bringing) for f in bringing) + stored,
        "friends": sum(ALL_FRIENDS[f]["points"] for f in friends) + sum(extra(r) for _, r in friend_rules),
        "patches": sum(PATCHES[name]["points"] for name in patches) + sum(extra(r) for _, r in patch_rules),
        "leftovers": leftover_points(rest),
    }
