"""The board widget: one anywidget that draws any game's view as SVG."""
from .board_widget import BoardWidget

__all__ = ["BoardWidget"]
