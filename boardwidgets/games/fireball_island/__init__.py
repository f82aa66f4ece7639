"""Fireball Island (Milton Bradley, 1986): the jewel of Vul-Kar, five fireballs and 48 cards."""
from .game import FireballIsland

__all__ = ["FireballIsland"]
