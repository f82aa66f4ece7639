"""Lost Valley (Kronberger Spiele, 2004): prospectors explore a river valley for gold."""
from .game import LostValley

__all__ = ["LostValley"]
