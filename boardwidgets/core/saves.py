"""Saved games: a versioned, checksummed JSON envelope and careful reading.

A save says what it is (``format``), which layout it uses (``version``),
which game and configuration it belongs to, and carries a checksum of its
contents. Loading checks all of that before the game reads its data, so a
file that is malformed, edited by hand, or from another game is refused with
a sentence that says which of those it is, and nothing is half-loaded.

Version 2 writes the random generator's state (a 64-bit number) as a string of
decimal digits (``rng_json``), so that it survives JSON readers whose numbers
have 53 bits, such as JavaScript's: a browser-only site, a web API or a
JavaScript tool would round it, and the checksum would no longer match.
Version 1 wrote a number; its saves are still read (``Fields.rng``).
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import SaveFormatError

FORMAT_VERSION = 2
RNG_MAX = 2**64 - 1
STATE_FORMAT = "boardwidgets/state"
MATCH_FORMAT = "boardwidgets/match"


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def _checksum(body: dict) -> str:
    return "sha256:" + hashlib.sha256(canonical_json(body).encode()).hexdigest()[:32]


def seal(fmt: str, game, data: dict) -> dict:
    """Wrap ``data`` in the envelope for ``game`` (a Game instance)."""
    body = {"format": fmt, "version": FORMAT_VERSION, "game": game.name,
            "config": game.config, "data": data}
    body["checksum"] = _checksum(body)
    return body


def unseal(fmt: str, game, saved: Any) -> dict:
    """Check the envelope of ``saved`` against ``game`` and return its data."""
    what = "saved game" if fmt == STATE_FORMAT else "saved match"
    if isinstance(saved, (str, bytes)):  # the JSON text itself, as read from a file
        try:
            saved = json.loads(saved)
        except ValueError as exc:
            raise SaveFormatError(f"This text is not a {what}: it is not JSON ({exc}).") from None
    if not isinstance(saved, dict):
        raise SaveFormatError(f"A {what} is a JSON object (or its text), not {type(saved).__name__}.")
    if saved.get("format") != fmt:
        raise SaveFormatError(f"This is not a boardwidgets {what} (its 'format' is "
                              f"{saved.get('format')!r}, expected {fmt!r}).")
    version = saved.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFormatError(f"The {what} has no valid format version.")
    if version > FORMAT_VERSION:  # 1 to FORMAT_VERSION are read (see the module's docstring)
        raise SaveFormatError(f"The {what} uses format version {version}, newer than this "
                              f"library understands ({FORMAT_VERSION}); please upgrade boardwidgets.")
    if version < 1:
        raise SaveFormatError(f"The {what} has an unknown format version {version}.")
    if saved.get("game") != game.name:
        raise SaveFormatError(f"This {what} is from the game {saved.get('game')!r}, "
                              f"not {game.name!r}; load it with bw.load_game({saved.get('game')!r}).")
    if saved.get("config") != game.config:
        raise SaveFormatError(f"This {what} was made with the settings {saved.get('config')!r}, "
                              f"but this game uses {game.config!r}.")
    expected = {k: saved[k] for k in ("format", "version", "game", "config") }
    if "data" not in saved or not isinstance(saved["data"], dict):
        raise SaveFormatError(f"The {what} has no 'data' object.")
    expected["data"] = saved["data"]
    if saved.get("checksum") != _checksum(expected):
        raise SaveFormatError(f"The {what} was changed after it was saved (its checksum does "
                              "not match its contents), so it cannot be trusted.")
    extra = set(saved) - {"format", "version", "game", "config", "data", "checksum"}
    if extra:
        raise SaveFormatError(f"The {what} has unexpected fields: {sorted(extra)}.")
    return saved["data"]


class Fields:
    """Read typed fields out of a dict, naming the path of anything wrong.

    >>> Fields({"turn": 3}, "data").int("turn", 0, 99)
    3
    """

    def __init__(self, data: Any, path: str):
        if not isinstance(data, dict):
            raise SaveFormatError(f"{path} must be an object.")
        self.data, self.path = data, path

    def _get(self, key: str) -> Any:
        if key not in self.data:
            raise SaveFormatError(f"{self.path}.{key} is missing.")
        return self.data[key]

    def rng(self, key: str) -> int:
        """The generator's state: the digits ``rng_json`` wrote, or the number a version 1
        save wrote. Anything else (a sign, spaces, a fraction, more than 64 bits) is refused
        rather than guessed at, since every later roll and shuffle follows from it.

        >>> Fields({"rng": "18446744073709551615"}, "data").rng("rng"), Fields({"rng": 7}, "data").rng("rng")
        (18446744073709551615, 7)
        >>> Fields({"rng": "+1"}, "data").rng("rng")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        boardwidgets.core.errors.SaveFormatError: data.rng must be the generator's state: a string of ...
        """
        value = self._get(key)
        if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= RNG_MAX:
            raise SaveFormatError(f"{self.path}.{key} must be the generator's state: a string of decimal "
                                  f"digits (or a whole number) from 0 to {RNG_MAX}.")
        return value

    def int(self, key: str, low: int, high: int) -> int:
        return check_int(self._get(key), f"{self.path}.{key}", low, high)

    def optional_int(self, key: str, low: int, high: int) -> int | None:
        value = self._get(key)
        return None if value is None else check_int(value, f"{self.path}.{key}", low, high)

    def bool(self, key: str) -> bool:
        value = self._get(key)
        if not isinstance(value, bool):
            raise SaveFormatError(f"{self.path}.{key} must be true or false.")
        return value

    def str(self, key: str, choices=None) -> str:
        value = self._get(key)
        if not isinstance(value, str) or (choices is not None and value not in choices):
            allowed = f" (one of {sorted(choices)})" if choices is not None else ""
            raise SaveFormatError(f"{self.path}.{key} must be a string{allowed}.")
        return value

    def optional_str(self, key: str) -> str | None:
        value = self._get(key)
        if value is not None and not isinstance(value, str):
            raise SaveFormatError(f"{self.path}.{key} must be a string or null.")
        return value

    def seed(self, key: str) -> int | str:
        """The seed a game was started from: a whole number or a string, as ``new_game`` takes it."""
        value = self._get(key)
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise SaveFormatError(f"{self.path}.{key} must be a whole number or a string.")
        return value

    def list(self, key: str, length: int | None = None) -> list:
        value = self._get(key)
        if not isinstance(value, list) or (length is not None and len(value) != length):
            size = f" of length {length}" if length is not None else ""
            raise SaveFormatError(f"{self.path}.{key} must be a list{size}.")
        return value

    def strings(self, key: str) -> list[str]:
        """A list of strings, such as the log's lines.

        >>> Fields({"log": ["Green's turn.", 3]}, "data").strings("log")
        Traceback (most recent call last):
        ...
        boardwidgets.core.errors.SaveFormatError: data.log must be a list of strings.
        """
        value = self.list(key)
        if not all(isinstance(line, str) for line in value):
            raise SaveFormatError(f"{self.path}.{key} must be a list of strings.")
        return value

    def ints(self, key: str, length: int, low: int, high: int) -> tuple[int, ...]:
        return tuple(check_int(v, f"{self.path}.{key}[{i}]", low, high)
                     for i, v in enumerate(self.list(key, length)))

    def obj(self, key: str) -> Fields:
        return Fields(self._get(key), f"{self.path}.{key}")

    def only(self, *keys: str) -> None:
        extra = set(self.data) - set(keys)
        if extra:
            raise SaveFormatError(f"{self.path} has unexpected fields: {sorted(extra)}.")


def rng_json(value: int) -> str:
    """The generator's state as a save writes it: its decimal digits in a string, since a
    JSON reader with 53-bit numbers (JavaScript's) would round most 64-bit states.

    >>> rng_json(2**64 - 1)
    '18446744073709551615'
    """
    return str(value)


def check_int(value: Any, path: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise SaveFormatError(f"{path} must be a whole number from {low} to {high}.")
    return value


def agenda_json(agenda: tuple, tasks: dict, write) -> list[dict]:
    """An agenda (see ``core.state.AgendaState``) as a list of objects, bottom first: each
    names its task and its fields. ``tasks`` maps a task's kind to its ``(name, how)``
    fields in order; ``write(how, value)`` turns a field into JSON."""
    return [{"task": task[0], **{name: write(how, value)
                                 for (name, how), value in zip(tasks[task[0]], task[1:], strict=True)}}
            for task in agenda]


def read_agenda(values: list, path: str, tasks: dict, read) -> tuple:
    """The agenda ``agenda_json`` wrote; ``read(how, value, path)`` checks and reads a field."""
    agenda = []
    for i, value in enumerate(values):
        f = Fields(value, f"{path}[{i}]")
        kind = f.str("task", tasks)
        fields = tasks[kind]
        f.only("task", *(name for name, _ in fields))
        agenda.append((kind, *(read(how, f._get(name), f"{path}[{i}].{name}") for name, how in fields)))
    return tuple(agenda)
