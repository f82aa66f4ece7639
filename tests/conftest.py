"""Shared test settings: hypothesis runs derandomized under CI so that CI is repeatable;
locally it explores new random cases each run."""
import os
from collections import Counter

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") == "true" else "dev")


#: modules that take minutes but hold few tests, started first: pytest-xdist hands each worker
#: whole modules, and one of these started last would keep one worker busy long after the other
#: has finished (``./dev.sh test`` passes --no-loadscope-reorder so that this order is kept)
LONGEST_FIRST = ("notebooks/analysis.ipynb", "tests/test_site.py")


def pytest_collection_modifyitems(config, items):
    """The longest modules first, then the others from the most tests to the fewest (what
    pytest-xdist's own reordering does); a module's tests keep their order."""
    def module(item) -> str:
        return item.path.relative_to(config.rootpath).as_posix()

    sizes = Counter(module(item) for item in items)

    def rank(item) -> tuple:
        name = module(item)
        first = LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)
        return first, -sizes[name], name

    items.sort(key=rank)
