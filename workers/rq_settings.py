"""RQ's settings for the Procfile's worker (`rq worker -c workers.rq_settings`): its Redis read from the environment,
so that no password is ever on the worker's command line, where any local user could read it with `ps`."""

from __future__ import annotations

import os

# The jobs' Redis: RQ_REDIS_URL (a Redis apart from a cluster store), else REDIS_URL, else make run's default.
REDIS_URL = os.environ.get("RQ_REDIS_URL") or os.environ.get("REDIS_URL") or "redis://127.0.0.1:6390/0"
