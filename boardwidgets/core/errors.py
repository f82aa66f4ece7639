"""The errors a user of boardwidgets can meet, each one a ``ValueError``.

They are all ``ValueError`` subclasses so that code which already guards
against bad values keeps working, while callers who care can catch the
precise kind.
"""
from __future__ import annotations


class BoardwidgetsError(ValueError):
    """Base class for every error this library raises on purpose."""


class IllegalAction(BoardwidgetsError):
    """An action the rules do not allow in the current state.

    ``reason`` is a sentence a pupil understands; ``rule`` names the section
    of the rulebook that decides the matter, so a teacher can look it up.
    """

    def __init__(self, reason: str, rule: str = "", action=None):
        self.reason = reason
        self.rule = rule
        self.action = action
        super().__init__(f"{reason} (rule: {rule})" if rule else reason)

    def __eq__(self, other):
        return (isinstance(other, IllegalAction)
                and (self.reason, self.rule, self.action) == (other.reason, other.rule, other.action))

    __hash__ = None


class GameConfigError(BoardwidgetsError):
    """An unknown game, variant or option, or a player count the game does not allow."""


class SaveFormatError(BoardwidgetsError):
    """A saved game or action that is malformed, tampered with, or from another game."""
