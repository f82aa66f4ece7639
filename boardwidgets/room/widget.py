"""A room in a notebook: the class's join link and its QR code, who sits where, and a table's
public board.

What a teacher shows on the projector from the notebook that started the room: the class's
link, large, with a QR code a pupil's tablet or phone scans; for every table, each seat's
pupil (by name), whether their device is connected, and a second device that tried the seat;
below, the public board of the table chosen in the list (an onlooker's view: no secrets),
live as the pupils play. The seats' own links, for printed slips, show only when the teacher
asks (a button), since the notebook is on the projector. The summary follows the room.
"""
from __future__ import annotations

import functools
import io
import time
from html import escape

import ipywidgets

from ..widget import BoardWidget
from .server import PUBLIC_COMMANDS


@functools.cache
def qr_svg(url: str, scale: int = 2) -> str:
    """``url`` as a QR code, an inline SVG."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=scale, border=2, light="white", xmldecl=False)
    return out.getvalue().decode()


def seat_words(seat: dict) -> tuple[str, str]:
    """Who sits in a seat, and how they are now, in a few words each."""
    if seat["computer"]:
        return f"the computer ({seat['computer']})", ""
    if seat["held"]:
        now = "connected" if seat["pages"] else "not connected"
    else:
        now = ""
    if seat["tried"]:
        when = time.strftime("%H:%M", time.localtime(seat["tried_at"]))
        now += f"{'; ' if now else ''}another device tried it ({seat['tried']}x, last at {when})"
    who = seat["pupil"] if seat["held"] else f"kept for {seat['pupil']}" if seat["pupil"] else "free"
    return who, now


class RoomWidget(ipywidgets.VBox):
    """The room's join link, who sits where, and the public board of one table."""

    def __init__(self, room):
        self.room = room
        link = (f"<p style='margin:0'><b>{escape(room.title)}</b>: {len(room.tables)} table(s). Pupils join "
                f"at</p><p style='font-size:1.8em;font-weight:700;margin:4px 0'>{escape(room.join_url)}</p>"
                "<p style='margin:0'>They open it (or scan the code), type a first name and take a free "
                f"seat. Teacher's page: <a href='{escape(room.teacher_url)}' target='_blank'>open</a> "
                "(keep that link to yourself).</p>")
        self.join = ipywidgets.HBox([ipywidgets.HTML(link), ipywidgets.HTML(qr_svg(room.join_url, 5))],
                                    layout=ipywidgets.Layout(align_items="center", grid_gap="20px"))
        self.summary = ipywidgets.HTML()
        self.show_links = ipywidgets.ToggleButton(
            value=False, description="Show each seat's own link (for slips; not on the projector)",
            layout=ipywidgets.Layout(width="auto"))
        self.seat_links = ipywidgets.HTML()
        self.choice = ipywidgets.Dropdown(options=[(f"Table {t.number}", t.number) for t in room.tables],
                                          description="Public board:", style={"description_width": "initial"})
        self.boards = {}
        super().__init__([self.join, self.summary, self.show_links, self.seat_links, self.choice,
                          self.board(room.tables[0].number)])
        self.choice.observe(self._chosen, "value")
        self.show_links.observe(lambda change: self._links(), "value")
        room.watch(self._update)

    def board(self, number: int) -> BoardWidget:
        if number not in self.boards:
            self.boards[number] = BoardWidget(self.room.table(number), viewer=None, hot_seat=False, seats=(),
                                              commands=PUBLIC_COMMANDS)
        return self.boards[number]

    def _chosen(self, change) -> None:
        self.children = [*self.children[:5], self.board(change["new"])]

    def _links(self) -> None:
        if not self.show_links.value:
            self.seat_links.value = ""
            return
        room = self.room
        rows = [f"<li>Table {table.number}, {escape(table.match.game.player_name(seat))}: "
                f"<code>{escape(room.seat_url(table.number, seat))}</code></li>"
                for table in room.tables for seat in range(len(table.seats)) if seat not in table.levels]
        self.seat_links.value = (f"<ul>{''.join(rows)}</ul><p>The same on a page to print: "
                                 f"<a href='{escape(room.teacher_url)}/slips' target='_blank'>slips</a>.</p>")

    def _update(self, summary: dict) -> None:
        parts = ["<table><tr><th>Table</th><th>Seat</th><th>Pupil</th><th>Now</th></tr>"]
        for table in summary["tables"]:
            number = table["table"]
            for seat in table["seats"]:
                who, now = seat_words(seat)
                parts.append(f"<tr><td>{number}</td><td><span style='color:{escape(seat['color'])}'>●</span> "
                             f"{escape(seat['name'])}</td><td>{escape(who)}</td><td>{escape(now)}</td></tr>")
            parts.append(f"<tr><td></td><td colspan='3'>{escape(table['turn'])} · {table['moves']} moves"
                         f"{' · paused' if table['paused'] else ''}</td></tr>")
        parts.append("</table>")
        self.summary.value = "".join(parts)
        if self.show_links.value:
            self._links()


def lesson_room_html(room) -> str:
    """A lesson room in a notebook: the class's link, large, with its QR code (for the
    projector), and the teacher's page, where the grid of the class is."""
    link = (f"<p style='margin:0'><b>{escape(room.title)}</b>: {len(room.levels)} levels. Pupils join at</p>"
            f"<p style='font-size:1.8em;font-weight:700;margin:4px 0'>{escape(room.join_url)}</p>"
            "<p style='margin:0'>They open it (or scan the code), type a first name and start the lesson on "
            f"their own device. The class's grid is on the <a href='{escape(room.teacher_url)}' "
            "target='_blank'>teacher's page</a> (keep that link to yourself).</p>")
    return (f"<div style='display:flex;align-items:center;gap:20px;flex-wrap:wrap'><div>{link}</div>"
            f"<div>{qr_svg(room.join_url, 5)}</div></div>")
