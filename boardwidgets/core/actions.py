"""Actions: small immutable values that name one decision of one player.

An action is a kind (``"trap"``) plus a few named scalar parameters
(``section="2.4"``). It carries a human-readable label for logs and menus,
but the label takes no part in equality, so an action rebuilt from JSON is
equal to the one the rules offered.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SCALARS = (str, int, bool, type(None))


@dataclass(frozen=True, slots=True)
class Action:
    """One decision, e.g. ``Action("trap", (("section", "2.4"),), "trap at 2.4")``.

    >>> a = Action.make("trap", "trap the animal at 2.4", section="2.4")
    >>> a.to_json()
    {'kind': 'trap', 'section': '2.4'}
    >>> str(a)
    'trap the animal at 2.4'
    """

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    label: str = field(default="", compare=False, repr=False)

    @classmethod
    def make(cls, kind: str, label: str = "", **params: Any) -> Action:
        """Build an action with its parameters in canonical (sorted) order."""
        return cls(kind, tuple(sorted(params.items())), label)

    def __getitem__(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        """The parameter ``name``, or ``default`` if the action has none."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    def to_json(self) -> dict:
        """``{"kind": ..., **params}``; ``game.action_from_json`` turns it back."""
        data = {"kind": self.kind}
        data.update(self.params)
        return data

    @property
    def key(self) -> tuple:
        """Hashable identity used to look an action up from its JSON form."""
        return (self.kind, self.params)

    def __str__(self) -> str:
        if self.label:
            return self.label
        args = ", ".join(f"{k}={v}" for k, v in self.params)
        return f"{self.kind}({args})" if args else self.kind


def action_key_from_json(data: Any) -> tuple:
    """Turn an action's JSON form into its lookup key, or raise ValueError.

    Only the shape is checked here; whether such an action exists in a given
    game is the game's question.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action must be a JSON object, not {type(data).__name__}")
    kind = data.get("kind")
    if not isinstance(kind, str) or not kind:
        raise ValueError("an action needs a 'kind' that is a non-empty string")
    params = []
    for name, value in data.items():
        if name == "kind":
            continue
        if not isinstance(name, str) or not isinstance(value, SCALARS) or isinstance(value, float):
            raise ValueError(f"action parameter {name!r} must be a string, integer, boolean or null")
        params.append((name, value))
    return (kind, tuple(sorted(params)))
