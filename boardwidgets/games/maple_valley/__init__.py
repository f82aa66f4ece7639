"""Creature Comforts: Maple Valley (Kids Table Board Gaming, 2023): critters prepare Favours for
the Spring Festival."""
from .game import MapleValley

__all__ = ["MapleValley"]
