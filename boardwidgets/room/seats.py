"""Who sits where: a room's seats, the pupils' names and the devices that hold them.

A seat belongs to one pupil's device. A pupil opens the class's join link (or a seat's own
link, from a printed slip), types a first name and takes a free seat; the room then gives
that browser a **device key**, a random secret it keeps (``localStorage``) and shows at every
visit. From then on the seat opens only for that key: a second device on the same link is
refused, and the teacher's page says it tried, until the teacher frees the seat (a pupil who
changed laptops) or makes the seat a new link. A seat's own link is a secret of the
teacher's, for slips; the join link is what the projector shows.

Names are text a pupil types: they are checked here (not empty, not too long, no control
characters, not the name of another pupil in the room) and are only ever drawn as text.
"""
from __future__ import annotations

import secrets
import time
import unicodedata
from dataclasses import dataclass, field

from ..core.errors import GameConfigError

#: the longest first name the room takes, in characters
MAX_NAME = 24
#: the letters of a join code: no 0/o, 1/l/i, which a pupil copying it from the projector mixes up
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"


def new_token() -> str:
    """A seat's link, the teacher's link or a device key: 128 random bits."""
    return secrets.token_urlsafe(16)


def new_code() -> str:
    """The class's join code: 8 letters a pupil can copy from the projector (40 bits)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(8))


class Refused(GameConfigError):
    """A pupil's request for a seat that the room turns down, with the sentence to show."""


@dataclass
class Seat:
    """One seat of one table: its link's token, the device that holds it and the pupil's name
    (a name with no device: the teacher keeps the seat for that pupil), and the last time a
    second device tried it (for the teacher's page; not kept in the file)."""

    token: str
    device: str | None = None
    name: str | None = None
    tried: int = 0
    tried_at: float | None = field(default=None, compare=False)

    @property
    def held(self) -> bool:
        return self.device is not None

    def free(self) -> None:
        self.device, self.name, self.tried, self.tried_at = None, None, 0, None

    def turned_away(self) -> None:
        """A second device asked for this seat: the teacher's page says so."""
        self.tried += 1
        self.tried_at = time.time()


def checked_name(text) -> str:
    """``text`` as a pupil's first name (spaces tidied), or ``Refused`` with a sentence."""
    if not isinstance(text, str):
        raise Refused("Type your first name.")
    name = " ".join(text.split())
    if not name:
        raise Refused("Type your first name.")
    if len(name) > MAX_NAME:
        raise Refused(f"That name is too long: your first name, up to {MAX_NAME} letters, is enough.")
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise Refused("A name is letters (and spaces); that one has characters a page cannot show.")
    return name


def same_name(one: str | None, other: str | None) -> bool:
    """Whether two names are the same for a class (Ana and ana are one pupil)."""
    return one is not None and other is not None and one.casefold() == other.casefold()
