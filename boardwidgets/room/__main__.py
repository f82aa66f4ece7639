"""``python -m boardwidgets.room GAME --players N --tables T --host H --port P``: a room from a
terminal. It prints the teacher's link, the class's join link and each table's public board
(each seat's own link too with ``--seat-links``, for slips: not for a projected terminal) and
serves until Ctrl+C or SIGTERM, which end it with status 0; started again on the same ``--db``
file, it goes on where it was. ``--lesson`` serves the game's lesson to the class instead, each
pupil at their own pace, with a grid of the class on the teacher's page."""
from __future__ import annotations

import argparse
import json
import sys
import warnings

from ..core.errors import GameConfigError
from .room import Limits


def main(argv: list[str] | None = None) -> int:
    """Serve the room the command line asks for; ordinary events (a wrong setting, a busy or
    forbidden port, Ctrl+C at any moment) end in one sentence and a status, never a traceback."""
    args = command_line().parse_args(argv)
    warnings.showwarning = say_note
    path = None
    try:
        room = room_of(args)
        path = room.store.path
        return serve(room, args)
    except GameConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl+C before the room listened, or while it was closing
        print(f"The room stopped; start it again on {path} to go on." if path else "Stopped.", flush=True)
        return 0


def say_note(message, category, filename, lineno, file=None, line=None) -> None:
    """A warning on the command line: one line, as a sentence (not Python's file and line)."""
    print(f"note: {message}", file=sys.stderr, flush=True)


def serve(room, args: argparse.Namespace) -> int:
    """Serve ``room`` until Ctrl+C or SIGTERM (status 0), its links printed once it listens."""
    def announce(room) -> None:
        if args.lesson:
            print(f"{room.title}: {len(room.levels)} levels, {len(room.pupils)} pupil(s) so far, kept in "
                  f"{room.store.path}", flush=True)
            print(room.links(teacher=True), flush=True)
        else:
            print(f"{room.title}: {len(room.tables)} table(s), kept in {room.store.path}", flush=True)
            print(room.links(seats=args.seat_links, teacher=True), flush=True)
        print("Serving; press Ctrl+C to stop.", flush=True)

    room.serve(announce)
    print(f"The room stopped; start it again on {room.store.path} to go on.", flush=True)
    return 0


def command_line() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m boardwidgets.room",
                                     description="Serve tables of a game to a class on this network.")
    parser.add_argument("game", help="the game: bear_valley, fireball_island, lost_valley, maple_valley, "
                                     "nanga_parbat")
    parser.add_argument("--lesson", action="store_true",
                        help="serve the game's lesson: each pupil plays its levels at their own pace, and "
                             "the teacher's page shows a grid of the class (kept in lesson-GAME.sqlite)")
    parser.add_argument("--players", type=int, default=None, help="players at each table")
    parser.add_argument("--variant", default=None, help="the game's variant (default: its standard game)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", type=option,
                        help="one of the game's options, such as enchantments=true or river=long "
                             "(repeatable; the game's documentation lists them)")
    parser.add_argument("--tables", type=int, default=None, help="how many tables (default 1)")
    parser.add_argument("--computer", type=int, action="append", default=[], metavar="SEAT",
                        help="a seat the computer plays at every table (repeatable)")
    parser.add_argument("--level", default="medium", choices=("easy", "medium", "hard"),
                        help="how well the computer plays (default medium)")
    parser.add_argument("--seed", type=int, default=None, help="the deal of table 1 (then 2, 3...)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="where to listen: 127.0.0.1 (default, this computer only) or 0.0.0.0 "
                             "(the pupils' devices on this network)")
    parser.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    parser.add_argument("--db", default=None, help="the room's SQLite file (default room-GAME.sqlite)")
    parser.add_argument("--pace", type=float, default=0.4,
                        help="seconds each decision of the computer stays on the board (default 0.4)")
    parser.add_argument("--seat-links", action="store_true",
                        help="print each seat's own link too, for printed slips (not for the projector)")
    parser.add_argument("--per-address", type=int, default=Limits.per_address, metavar="N",
                        help=f"sockets one device (one address) may open (default {Limits.per_address}); "
                             "more for pupils who reach the room through one proxy")
    return parser


def option(text: str) -> tuple[str, object]:
    """``NAME=VALUE`` as the game's keyword: the value read as JSON where it is JSON (``true``,
    ``3``), else as the word it is (``long``)."""
    name, equals, value = text.partition("=")
    if not equals or not name.strip():
        raise argparse.ArgumentTypeError(f"an option is NAME=VALUE, such as river=long, not {text!r}")
    try:
        return name.strip(), json.loads(value)
    except ValueError:
        return name.strip(), value


def room_of(args: argparse.Namespace):
    """The room the command line asks for (not yet serving)."""
    from .room import Room

    if args.lesson:
        given = [flag for flag, value in (("--players", args.players), ("--variant", args.variant),
                                          ("--option", args.option or None),
                                          ("--computer", args.computer or None),
                                          ("--seed", args.seed), ("--seat-links", args.seat_links or None),
                                          ("--tables", args.tables))
                 if value is not None]
        if given:
            raise GameConfigError(f"A lesson has its levels' own positions and no seats: leave out "
                                  f"{', '.join(given)}.")
        from .lessons import ClassLesson

        return ClassLesson(args.game, host=args.host, port=args.port, db=args.db, pace=args.pace,
                           limits=Limits(per_address=args.per_address))
    options = dict(args.option)
    own = sorted(set(options) & set(vars(args)))  # --players, the game's name...: given on their own
    if own:
        raise GameConfigError(f"{own[0]!r} is given on the command line by itself, not as --option "
                              f"{own[0]}=...")
    if args.variant is not None:
        options["variant"] = args.variant
    return Room(args.game, players=args.players, computer=dict.fromkeys(args.computer, args.level),
                seed=args.seed, tables=args.tables, host=args.host, port=args.port, db=args.db,
                pace=args.pace, limits=Limits(per_address=args.per_address), **options)


if __name__ == "__main__":
    sys.exit(main())
