"""Equipment and Gold tokens: bags of tokens, the stock, and the Trading Post's arithmetic.

A bag is a sorted tuple of token kinds (``("canoe", "gold", "gold")``): what a
player carries, or what lies loose on a card. The stock is a tuple of counts
in the order of ``TOKENS``: the tokens not yet on the map nor carried, which
explored Equipment and Gold cards, trades and the Starting Camp gift draw on.
"""
from __future__ import annotations

from .components import EQUIPMENT, TOKENS, TRADE_VALUE


def bag_add(bag: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    return tuple(sorted((*bag, *kinds)))


def bag_remove(bag: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    items = list(bag)
    for kind in kinds:
        items.remove(kind)
    return tuple(items)


def value(bag) -> int:
    """What a bag is worth at a Trading Post."""
    return sum(TRADE_VALUE[kind] for kind in bag)


def equipment_in(bag) -> int:
    return sum(kind in EQUIPMENT for kind in bag)


def stock_take(stock: tuple[int, ...], *kinds: str) -> tuple[int, ...]:
    counts = list(stock)
    for kind in kinds:
        counts[TOKENS.index(kind)] -= 1
    return tuple(counts)


def stock_return(stock: tuple[int, ...], *kinds: str) -> tuple[int, ...]:
    counts = list(stock)
    for kind in kinds:
        counts[TOKENS.index(kind)] += 1
    return tuple(counts)


def in_stock(stock: tuple[int, ...], kind: str) -> int:
    return stock[TOKENS.index(kind)]


def trade_is_fair(given, taken) -> bool:
    """The post honours a trade that makes it a profit, with something on each side and no
    kind of token on both."""
    return bool(given) and bool(taken) and not set(given) & set(taken) and value(given) > value(taken)


def trade_can_be_completed(held, stock, given, taken, may_take, may_end_with=None) -> bool:
    """Whether a trade begun with ``given`` and ``taken`` can still be made fair: some kind
    ``t`` (already taken, or in stock and allowed) can end up on the taken side while
    everything else still held is given. ``may_end_with(given, taken)``, if set, also
    judges the finished trade (Rocky's one piece of Equipment): giving more and taking
    less never hurts it, so the widest completion is the one to test."""
    left = list(held)
    for kind in given:
        left.remove(kind)
    for kind in {*taken, *(k for k in TOKENS if in_stock(stock, k) - taken.count(k) > 0 and may_take(k))}:
        if kind in given:
            continue
        more = [k for k in left if k != kind and k not in taken]
        want = taken if kind in taken else (*taken, kind)
        if value(given) + value(more) > value(want) and (
                may_end_with is None or may_end_with((*given, *more), want)):
            return True
    return False
