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


def board(title: str, socket: str, who: str, key: str | None = None) -> str:
    """A board: the widget's own drawing, fed by the room's socket (``static/room.js``). A
    seat's page (``key``: where its browser keeps the device's key) first asks the pupil's
    name if the seat is free; a public board (no key) only looks."""
    ask = "" if key is None else """
<form class="room-name" data-testid="name-form" hidden>
<h1 class="room-name-title"></h1>
<p class="room-name-kept" hidden></p>
<label for="room-name-input">Your first name</label>
<input id="room-name-input" name="name" autocomplete="given-name" maxlength="24" required>
<button type="submit">Take this seat</button>
<p class="room-error" role="alert" data-testid="name-error"></p>
</form>"""
    keeps = "" if key is None else f' data-key="{escape(key)}"'
    return (HEAD.format(title=escape(f"{title}: {who}"))
            + f"""<body><main class="room-page">
<header class="room-bar"><span class="room-title">{escape(title)}</span>
<span class="room-who">{escape(who)}</span>
<span class="room-link" role="status" aria-live="polite" data-testid="connection">connecting...</span>
</header>
<p class="room-notice" role="alert" data-testid="notice" hidden></p>{ask}
<div id="board" data-socket="{escape(socket)}"{keeps}></div>
</main><script type="module" src="/static/room.js"></script></body></html>""")


def join(title: str, socket: str, key: str) -> str:
    """The class's join page: a first name, then a free seat at a table (``static/join.js``)."""
    return (HEAD.format(title=escape(f"{title}: take a seat"))
            + f"""<body><main class="room-page room-join">
<header class="room-bar"><span class="room-title">{escape(title)}</span>
<span class="room-who">take a seat</span>
<span class="room-link" role="status" aria-live="polite" data-testid="connection">connecting...</span>
</header>
<section class="room-yours" data-testid="yours" hidden></section>
<form class="room-join-form" data-testid="join-form">
<h1>Take a seat</h1>
<label for="room-name-input">1. Your first name</label>
<input id="room-name-input" name="name" autocomplete="given-name" maxlength="24" required>
<p class="room-join-step">2. Choose a free seat:</p>
<p class="room-error" role="alert" data-testid="join-error"></p>
<div id="seats" data-socket="{escape(socket)}" data-key="{escape(key)}"></div>
</form>
</main><script type="module" src="/static/join.js"></script></body></html>""")


def join_lesson(title: str, socket: str, key: str) -> str:
    """The class's join page of a lesson: a first name, then the pupil's own lesson."""
    page = join(title, socket, key)
    for seat_words, lesson_words in (
            ("<h1>Take a seat</h1>", "<h1>Join the lesson</h1>"),
            ("take a seat</span>", "join the lesson</span>"),
            (": take a seat</title>", ": join the lesson</title>"),
            # one step, not two: the name, then the button (join.js puts it in #seats)
            (">1. Your first name</label>", ">Your first name</label>"),
            ('<p class="room-join-step">2. Choose a free seat:</p>',
             '<p class="room-join-step" id="room-name-note">Your teacher sees this name beside your '
             'stars.</p>'),
            ('<input id="room-name-input" name="name"',
             '<input id="room-name-input" aria-describedby="room-name-note" name="name"')):
        page = page.replace(seat_words, lesson_words)
    return page


def class_teacher(title: str, socket: str) -> str:
    """The teacher's page of a lesson: the class's link, and a grid of every pupil at every
    level, live (``static/class.js``)."""
    return (HEAD.format(title=escape(f"{title}: the teacher's page"))
            + f"""<body><main class="room-page room-teacher room-class">
<header class="room-bar"><span class="room-title">{escape(title)}</span>
<span class="room-who">the teacher's page</span>
<span class="room-link" role="status" aria-live="polite" data-testid="connection">connecting...</span>
</header>
<div id="class" data-socket="{escape(socket)}"></div>
</main><script type="module" src="/static/class.js"></script></body></html>""")


def teacher(title: str, socket: str) -> str:
    """The teacher's page: the class's link, every table, who sits where, and what the teacher
    may do; the seats' own links only when asked for (a teacher's page is often projected)."""
    return (HEAD.format(title=escape(f"{title}: the teacher's page"))
            + f"""<body><main class="room-page room-teacher">
<header class="room-bar"><span class="room-title">{escape(title)}</span>
<span class="room-who">the teacher's page</span>
<span class="room-link" role="status" aria-live="polite" data-testid="connection">connecting...</span>
</header>
<div id="tables" data-socket="{escape(socket)}"></div>
</main><script type="module" src="/static/teacher.js"></script></body></html>""")


def slips(title: str, join_url: str, seats: list[tuple[int, str, str, str]]) -> str:
    """A page to print: one slip per pupil's seat, with its own link and QR code (``seats``:
    table, player, link, the QR code's address)."""
    cut = "".join(f"""<li class="room-slip"><strong>Table {number}: {escape(player)}</strong>
<img src="{escape(qr)}" alt="QR code of the link of {escape(player)} at table {number}"
 width="132" height="132">
<code>{escape(link)}</code></li>""" for number, player, link, qr in seats)
    return (HEAD.format(title=escape(f"{title}: slips"))
            + f"""<body><main class="room-page room-slips">
<h1>{escape(title)}: a slip for each seat</h1>
<p class="room-note">Print this page and give each pupil their slip: the first device that opens a
slip's link takes that seat. Keep it off the projector. The class's own link is
<code>{escape(join_url)}</code>.</p>
<ul class="room-slip-list">{cut}</ul>
</main></body></html>""")


def front(title: str) -> str:
    return (HEAD.format(title=escape(title))
            + f"""<body><main class="room-page"><h1>{escape(title)}</h1>
<p>This is a boardwidgets room. Open the class's link that your teacher shows (it ends in
<code>/join/</code> and a code) to take a seat.</p>
</main></body></html>""")


def unknown() -> str:
    return (HEAD.format(title="Not a link of this room")
            + """<body><main class="room-page"><h1>Not a link of this room</h1>
<p>This link is not a seat, a table or the teacher's page of this room. Check it, or ask your
teacher for yours.</p></main></body></html>""")
