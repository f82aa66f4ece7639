"""Paying and gaining resources: the cost symbols of the rulebook's "What are these?" box.

A Pack is a tuple of counts in ``components.RESOURCES`` order. A cost's named resources are
paid at once; each wildcard (any Good, any Curiosity, any Resource, two matching Goods,
two different Curiosities) is a choice the player makes, one at a time, and the choices
offered are only those that leave the rest of the cost payable, so a payment begun can
always be finished.
"""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations

from .components import CURIOSITIES, GOODS, SLOT

#: what each wildcard may be paid with: each choice is the resources it takes
CHOICES = {
    "any_good": tuple((g,) for g in GOODS),
    "any_curiosity": tuple((c,) for c in CURIOSITIES),
    "any_resource": tuple((r,) for r in (*GOODS, *CURIOSITIES)),
    "matching_goods": tuple((g, g) for g in GOODS),
    "different_curiosities": tuple(combinations(CURIOSITIES, 2)),
}
#: the most constrained wildcards are matched first, so that a search finds a way quickly
_ORDER = ("matching_goods", "different_curiosities", "any_curiosity", "any_good", "any_resource")


def choice_name(resources: tuple[str, ...]) -> str:
    """A payment choice as actions name it: ``"clay"``, ``"clay+clay"``, ``"bug+flower"``."""
    return "+".join(resources)


#: every payment choice any wildcard can be met with
PAYMENTS = tuple(dict.fromkeys(choice_name(c) for options in CHOICES.values() for c in options))


def split(cost) -> tuple[Counter, tuple[str, ...]]:
    """The named resources of a cost, and its wildcards (most constrained first)."""
    fixed = Counter(item for item in cost if item not in CHOICES)
    wild = tuple(sorted((item for item in cost if item in CHOICES), key=_ORDER.index))
    return fixed, wild


def has(pack: tuple[int, ...], resources: Counter) -> bool:
    return all(pack[SLOT[name]] >= n for name, n in resources.items())


def taken(pack: tuple[int, ...], resources) -> tuple[int, ...]:
    """``pack`` after paying ``resources`` (an iterable of names, or a Counter)."""
    out = list(pack)
    for name, n in Counter(resources).items():
        out[SLOT[name]] -= n
    return tuple(out)


def added(pack: tuple[int, ...], resources) -> tuple[int, ...]:
    """``pack`` after collecting ``resources``."""
    out = list(pack)
    for name, n in Counter(resources).items():
        out[SLOT[name]] += n
    return tuple(out)


@cache
def wild_payable(pack: tuple[int, ...], wild: tuple[str, ...]) -> bool:
    """Whether the wildcards ``wild`` can all be paid out of ``pack``."""
    if not wild:
        return True
    first, rest = wild[0], wild[1:]
    return any(has(pack, Counter(choice)) and wild_payable(taken(pack, choice), rest)
               for choice in CHOICES[first])


def can_pay(pack: tuple[int, ...], cost) -> bool:
    """Whether ``cost`` can be paid out of ``pack`` in some way."""
    fixed, wild = split(cost)
    return has(pack, fixed) and wild_payable(taken(pack, fixed), wild)


def payment_choices(pack: tuple[int, ...], wild: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The ways to pay the first wildcard of ``wild`` that leave the rest payable."""
    first, rest = wild[0], wild[1:]
    return tuple(choice for choice in CHOICES[first]
                 if has(pack, Counter(choice)) and wild_payable(taken(pack, choice), rest))
