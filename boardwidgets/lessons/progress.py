"""A pupil's progress through the lessons: the best stars at each level of each game, in a
small JSON file beside the notebook, so that it outlives the kernel.

A folder Python may not write to (a read-only share; the classroom site opened over plain
http, where Python has no files) keeps the stars in memory instead, and says so in
``Progress.problem``: a lesson goes on either way.

On the classroom site (JupyterLite) the working folder is the browser's own storage, so the
same file survives a reload of the page there. A file that cannot be read (edited by hand,
from something else) is not trusted and not overwritten: the lesson starts from no progress
and says why in ``Progress.problem``; the file is only written again once a level is won,
after the unreadable one is kept aside as ``<name>.unreadable``.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from ..core.errors import BoardwidgetsError

FORMAT = "boardwidgets/lesson-progress"
DEFAULT_NAME = "boardwidgets-progress.json"


class Progress:
    """The stars kept in ``path`` (by default ``boardwidgets-progress.json`` in the working
    folder; None keeps them in memory only)."""

    def __init__(self, path: str | os.PathLike | None = DEFAULT_NAME):
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise BoardwidgetsError(f"progress is the name of the file that keeps the stars (or None to keep "
                                    f"them for this board only), not {path!r}.")
        self.path = Path(path) if path is not None else None
        self.stars: dict[str, dict[str, int]] = {}
        self.problem: str | None = None
        if self.path is not None and self.path.exists():
            self.stars, self.problem = read(self.path)

    def of(self, game: str) -> dict[str, int]:
        return dict(self.stars.get(game, {}))

    def earned(self, game: str, level: str, stars: int) -> None:
        """Keep ``stars`` for ``level`` if they beat the best so far, and write the file."""
        best = self.stars.setdefault(game, {})
        if stars <= best.get(level, 0):
            return
        best[level] = stars
        if self.path is None:
            return
        try:
            if self.problem is not None and self.path.exists():
                self.path.replace(self.path.with_name(self.path.name + ".unreadable"))
            spare = self.path.with_name(self.path.name + ".new")
            spare.write_text(json.dumps({"format": FORMAT, "version": 1, "stars": self.stars}, indent=1,
                                        sort_keys=True))
            spare.replace(self.path)  # whole or not at all
        except OSError as exc:  # a folder Python may not write to: the stars stay in memory
            self.problem = f"{self.path} could not be written ({type(exc).__name__}); the stars are kept " \
                           "until Python stops."
        else:
            self.problem = None

    def merge(self, game: str, stars, levels: set[str]) -> bool:
        """Keep the better of these ``stars`` (``{"level id": 0 to 3}``, from the classroom
        site's page) and the ones here; True if any was better. Anything but stars for the
        ``levels`` of ``game`` is refused whole with a sentence."""
        if not isinstance(stars, dict) or not all(
                level in levels and isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= 3
                for level, count in stars.items()):
            raise BoardwidgetsError("The page's stars are not stars of this lesson's levels; nothing was "
                                    "changed.")
        best = self.of(game)
        better = {level: count for level, count in stars.items() if count > best.get(level, 0)}
        for level, count in better.items():
            self.earned(game, level, count)
        return bool(better)


def read(path: Path) -> tuple[dict[str, dict[str, int]], str | None]:
    """The stars in ``path``, or none and a sentence saying why it could not be read."""
    try:
        saved = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        return {}, f"{path} could not be read ({type(exc).__name__}); progress starts again."
    stars = saved.get("stars") if isinstance(saved, dict) and saved.get("format") == FORMAT else None
    if not isinstance(stars, dict) or not all(
            isinstance(game, str) and isinstance(levels, dict)
            and all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3
                    for k, v in levels.items())
            for game, levels in stars.items()):
        return {}, f"{path} is not a boardwidgets progress file; progress starts again."
    return {game: dict(levels) for game, levels in stars.items()}, None
