"""The games. Importing a game's package registers it with ``bw.games()``."""
from . import nanga_parbat  # noqa: F401
