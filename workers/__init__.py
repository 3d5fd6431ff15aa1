"""Background work: bot turns (and, with the worker issue, RQ jobs and turn timeouts)."""
