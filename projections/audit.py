"""The old name of the offline verifier's command: `python -m projections.audit ...` says where it moved, then
runs `python -m audit ...` (audit/cli.py) with the same arguments and exit code. Nothing imports this module; it is
the one import of a higher layer from projections, let by in .importlinter for this reason alone."""

from __future__ import annotations

import sys

from audit.cli import main as audit_main

MOVED = "python -m projections.audit has moved to python -m audit (same arguments)"


def main(argv: list[str] | None = None) -> int:
    """Say where the command moved (one line on stderr), then run it."""
    print(MOVED, file=sys.stderr)
    return audit_main(argv)


if __name__ == "__main__":
    sys.exit(main())
