"""Nanga Parbat: the two-player mountain game."""
from .game import NangaParbat
from .rules import NangaParbatState

__all__ = ["NangaParbat", "NangaParbatState"]
