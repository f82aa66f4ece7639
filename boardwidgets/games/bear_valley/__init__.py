"""Bear Valley (Carl Chudyk, Stronghold Games 2016) for 2 to 6 players."""
from .game import BearValley

__all__ = ["BearValley"]
