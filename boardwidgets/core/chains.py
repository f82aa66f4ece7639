"""Letting go of long chains one link at a time.

A game is a chain: every State made by ``apply`` holds the state it came from
(``previous``), and every GameLog node holds the node before it. When the last
reference to the newest link goes, Python frees the whole chain, and it frees
a link inside the freeing of the link after it: a random game of Fireball
Island, thousands of actions long, is freed thousands of calls deep. CPython
guards such nesting by measuring its C stack, but in the browser (Pyodide,
WebAssembly) that measure does not see the engine's own call stack, which
runs out first: about 5,000 links deep, "Maximum call stack size exceeded"
kills Python in the tab.

So a link does not let go of the one behind it while it is being freed: its
``__del__`` hands that reference to a queue, and the outermost ``__del__``
empties the queue, one link at a time. This is CPython's own "trashcan" done
in Python. Nothing is unlinked that anyone else holds: a link only gives up
its own reference, at the moment it would have given it up anyway.
"""
from __future__ import annotations

import threading

_local = threading.local()


def release_later(link: object, attribute: str) -> None:
    """Called from ``link.__del__``: drop ``link.<attribute>`` at the outermost level."""
    behind = getattr(link, attribute, None)
    if behind is None:
        return
    setattr(link, attribute, None)
    queue = getattr(_local, "queue", None)
    if queue is not None:  # an outer __del__ is emptying the queue: it will drop this one too
        queue.append(behind)
        return
    _local.queue = queue = [behind]
    del behind
    try:
        while queue:
            queue.pop()  # the last reference to a link may go here; its __del__ queues the next
    finally:
        _local.queue = None
