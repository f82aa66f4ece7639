"""axe-core, the accessibility checker the board tests run in chromium (npm package ``axe-core``,
MPL-2.0, by Deque Systems: https://github.com/dequelabs/axe-core).

It is fetched from the npm registry by the test set-up (``./dev.sh test`` runs
``python -m tests.axe``), checked against the registry's pinned sha512, and kept under
``.cache/axe-core-<version>/`` with its licence; it is never shipped with the package.
"""
from __future__ import annotations

import base64
import hashlib
import io
import sys
import tarfile
import urllib.request
from pathlib import Path

VERSION = "4.14.1"
INTEGRITY = ("sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37"
             "OgudVGtQ==")
TARBALL = f"https://registry.npmjs.org/axe-core/-/axe-core-{VERSION}.tgz"
FOLDER = Path(__file__).resolve().parents[1] / ".cache" / f"axe-core-{VERSION}"
#: WCAG 2.1, levels A and AA: what the boards are held to
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def fetch() -> Path:
    """``axe.min.js``, from the cache or the npm registry (checked against the pinned sha512)."""
    script = FOLDER / "axe.min.js"
    if script.is_file():
        return script
    with urllib.request.urlopen(TARBALL, timeout=120) as response:
        data = response.read()
    digest = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if digest != INTEGRITY:
        raise RuntimeError(f"{TARBALL} does not have the pinned checksum; not using it.")
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        for name in ("LICENSE", "axe.min.js"):
            member = archive.extractfile(f"package/{name}")
            (FOLDER / name).write_bytes(member.read())
    return script


def violations(page, selector: str = "#widget") -> list[dict]:
    """What axe finds inside ``selector`` on ``page`` against WCAG 2.1 A and AA."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(fetch()))
    return page.evaluate("""async ([selector, tags]) => {
        const result = await axe.run(selector, {runOnly: {type: "tag", values: tags},
                                                resultTypes: ["violations"]});
        return result.violations.map((v) => ({id: v.id, help: v.help,
            nodes: v.nodes.map((n) => n.target.join(" ") + ": " + n.failureSummary)}));
    }""", [selector, TAGS])


if __name__ == "__main__":  # the test set-up
    print(f"axe-core {VERSION}: {fetch()}", file=sys.stderr)
