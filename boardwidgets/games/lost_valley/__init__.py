"""Lost Valley (Kronberger Spiele, 2004): prospectors explore a river valley for gold.

Work in progress: the lattice, the tiles and the layout are here; the rules and the
game's registration follow.
"""
