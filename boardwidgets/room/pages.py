"""The room's HTML pages: a shell for the board (a pupil's seat or a table's public board), the
teacher's page, and short pages for a wrong link. No page runs inline script; every script
and style comes from the room itself (``/static/...``). Text put into a page is escaped."""
from __future__ import annotations

from html import escape

HEAD = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="/static/board.css"><link rel="stylesheet" href="/static/room.css">
</head>"""


def board(title: str, socket: str, who: str) -> str:
    """A board: the widget's own drawing, fed by the room's socket (``static/room.js``)."""
    return (HEAD.format(title=escape(f"{title}: {who}"))
            + f"""<body><main class="room-page">
<header class="room-bar"><span class="room-title">{escape(title)}</span>
<span class="room-who">{escape(who)}</span>
<span class="room-link" role="status" aria-live="polite" data-testid="connection">connecting...</span>
</header>
<div id="board" data-socket="{escape(socket)}"></div>
</main><script type="module" src="/static/room.js"></script></body></html>""")


def teacher(title: str, socket: str) -> str:
    """The teacher's page: every table, who is there, and what the teacher may do."""
    return (HEAD.format(title=escape(f"{title}: the teacher's page"))
            + f"""<body><main class="room-page room-teacher">
<header class="room-bar"><span class="room-title">{escape(title)}</span>
<span class="room-who">the teacher's page</span>
<span class="room-link" role="status" aria-live="polite" data-testid="connection">connecting...</span>
</header>
<p class="room-note">Each seat's link is secret: give it to one pupil only. Anyone on this network
can open a table's public board.</p>
<div id="tables" data-socket="{escape(socket)}"></div>
</main><script type="module" src="/static/teacher.js"></script></body></html>""")


def front(title: str) -> str:
    return (HEAD.format(title=escape(title))
            + f"""<body><main class="room-page"><h1>{escape(title)}</h1>
<p>This is a boardwidgets room. Open the link your teacher gave you to take your seat.</p>
</main></body></html>""")


def unknown() -> str:
    return (HEAD.format(title="Not a link of this room")
            + """<body><main class="room-page"><h1>Not a link of this room</h1>
<p>This link is not a seat, a table or the teacher's page of this room. Check it, or ask your
teacher for yours.</p></main></body></html>""")
