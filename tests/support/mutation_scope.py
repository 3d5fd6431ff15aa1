"""pytest plugin for `make mutation`: a mutant of a guarded module runs only that module's own tests.

mutmut names the mutant under test in MUTANT_UNDER_TEST (e.g. "events.store.xǁInMemoryEventStoreǁappend__mutmut_3");
tests outside its module's scope are deselected, so each module is judged by the tests written for it, fast.
Outside a mutant run (the plain suite, mutmut's stats and clean runs) nothing is deselected.
"""

from __future__ import annotations

import os

AUDIT = (
    "tests/unit/test_audit.py",
    "tests/unit/test_audit_tamper.py",
    "tests/unit/test_verifier_cannot_be_fooled.py",
    "tests/unit/test_checkpoints.py",
)
STORE = ("tests/integration/test_event_store_contract.py",)
SCOPE = {
    "events.envelope": ("tests/unit/test_envelope.py", *STORE),
    "events.rng": ("tests/unit/test_rng.py",),
    "projections.redaction": ("tests/unit/test_redaction.py",),
    "audit.verify": AUDIT,
    "audit.cli": AUDIT,
    "audit.chain": AUDIT,
    "audit.checks": AUDIT,
    "audit.ledger": AUDIT,
    "audit.randomness": AUDIT,
    "events.store": STORE,
    "adapters.redis_store": STORE,
    "events.idempotency": ("tests/unit/test_receipts.py",),
    "service.idempotency": (
        "tests/integration/test_idempotency_keys.py",
        "tests/integration/test_api_games.py",
        "tests/integration/test_exactly_once.py",
    ),
}


def scope(mutant: str) -> tuple[str, ...] | None:
    """The test files of the module a mutant belongs to (None: not a mutant of a guarded module)."""
    return next((files for module, files in SCOPE.items() if mutant.startswith(module + ".x")), None)


def pytest_collection_modifyitems(config, items):
    """Deselect the tests outside the scope of the mutant under test."""
    files = scope(os.environ.get("MUTANT_UNDER_TEST", ""))
    if files is None:
        return
    kept = [item for item in items if item.nodeid.split("::")[0] in files]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept
