"""Shared test settings: hypothesis runs derandomized under CI so that CI is repeatable;
locally it explores new random cases each run."""
import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") == "true" else "dev")
