"""The games. Importing a game's package registers it with ``bw.games()``."""
from . import bear_valley, fireball_island, lost_valley, maple_valley, nanga_parbat  # noqa: F401
