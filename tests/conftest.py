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


#: modules that take minutes but hold few tests, started first: one of these started last would
#: keep one worker busy long after the other has finished
LONGEST_FIRST = ("notebooks/analysis.ipynb", "tests/test_site.py")
#: modules of many independent tests, each a few seconds to a minute of computing (random games,
#: duels between agents) and no fixture shared beyond a test: their tests go to whichever worker
#: is free, one by one, and fill the time around the long modules
SPREAD = ("tests/test_contract.py", "tests/test_envs.py", "tests/agents/test_every_agent.py",
          "tests/test_pupil_words.py")


def pytest_collection_modifyitems(config, items):
    """The longest modules first; then the modules that drive a browser or build an environment
    (tens of seconds each, on one worker); then the spread tests; then the other modules, from
    the most tests to the fewest. So the last work handed out comes in small pieces, and neither
    worker waits long for the other at the end. A module's tests keep their order (``./dev.sh
    test`` passes --no-loadscope-reorder so that pytest-xdist keeps this order too)."""
    def module(item) -> str:
        return item.path.relative_to(config.rootpath).as_posix()

    sizes = Counter(module(item) for item in items)
    heavy = {module(item) for item in items
             if item.get_closest_marker("browser") or item.get_closest_marker("slow")}

    def rank(item) -> tuple:
        name = module(item)
        first = LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)
        group = 0 if name in heavy else 1 if name in SPREAD else 2
        return first, group, -sizes[name], name

    items.sort(key=rank)


def pytest_xdist_make_scheduler(config, log):
    """With --dist loadscope, each module runs on one worker, its tests in their order (a
    notebook's cells, a browser or a server started once per module), but for the modules in
    ``SPREAD``, whose tests go to the workers one by one."""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ModulesAndSpreadTests(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return nodeid if module in SPREAD else module

    return ModulesAndSpreadTests(config, log)
