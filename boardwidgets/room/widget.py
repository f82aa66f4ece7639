"""A room in a notebook: its links and QR codes, who is connected, and a table's public board.

What a teacher shows on the projector from the notebook that started the room: for every
table, each seat's link with a QR code a pupil's tablet can scan, whether that pupil is
connected, and, below, the public board of the table chosen in the list (no secrets: the
hands are covered), live as the pupils play. The summary follows the room as it changes.
"""
from __future__ import annotations

import functools
import io
from html import escape

import ipywidgets

from ..widget import BoardWidget
from .server import PUBLIC_COMMANDS


@functools.cache
def qr_svg(url: str) -> str:
    """``url`` as a QR code, an inline SVG."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=2, border=2, light="white", xmldecl=False)
    return out.getvalue().decode()


class RoomWidget(ipywidgets.VBox):
    """The room's links, who is connected, and the public board of one table."""

    def __init__(self, room):
        self.room = room
        self.summary = ipywidgets.HTML()
        self.choice = ipywidgets.Dropdown(options=[(f"Table {t.number}", t.number) for t in room.tables],
                                          description="Public board:", style={"description_width": "initial"})
        self.boards = {}
        super().__init__([self.summary, self.choice, self.board(room.tables[0].number)])
        self.choice.observe(self._chosen, "value")
        room.watch(self._update)

    def board(self, number: int) -> BoardWidget:
        if number not in self.boards:
            self.boards[number] = BoardWidget(self.room.table(number), viewer=None, hot_seat=True, seats=(),
                                              commands=PUBLIC_COMMANDS)
        return self.boards[number]

    def _chosen(self, change) -> None:
        self.children = [self.summary, self.choice, self.board(change["new"])]

    def _update(self, summary: dict) -> None:
        room = self.room
        parts = [f"<p><b>{escape(room.title)}</b>: {len(room.tables)} table(s) at "
                 f"<a href='{escape(room.url)}' target='_blank'>{escape(room.url)}</a>. "
                 f"Teacher's page: <a href='{escape(room.teacher_url)}' target='_blank'>open</a> "
                 "(keep this link to yourself).</p><table><tr><th>Table</th><th>Seat</th><th>Link</th>"
                 "<th>QR code</th><th>Now</th></tr>"]
        for table in summary["tables"]:
            number = table["table"]
            for seat in table["seats"]:
                url = room.seat_url(number, seat["seat"])
                who = (f"computer ({seat['computer']})" if seat["computer"]
                       else "connected" if seat["pages"] else "not connected")
                code = "" if seat["computer"] else qr_svg(url)
                parts.append(f"<tr><td>{number}</td><td><span style='color:{escape(seat['color'])}'>●</span> "
                             f"{escape(seat['name'])}</td><td><a href='{escape(url)}' target='_blank'>"
                             f"{escape(url)}</a></td><td>{code}</td><td>{escape(who)}</td></tr>")
            parts.append(f"<tr><td></td><td colspan='4'>{escape(table['turn'])} · {table['moves']} moves"
                         f"{' · paused' if table['paused'] else ''}</td></tr>")
        parts.append("</table>")
        self.summary.value = "".join(parts)
