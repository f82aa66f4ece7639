"""Plotly renderings: the board as a figure, and charts over games; ``to_svg`` for a picture
without plotly (a file for GitHub, print or slides)."""
from ..svg import to_svg
from .board_figure import BoardFigureWidget, board_figure, board_figure_widget
from .charts import outcomes_figure, score_timeline

__all__ = ["BoardFigureWidget", "board_figure", "board_figure_widget", "outcomes_figure",
           "score_timeline", "to_svg"]
