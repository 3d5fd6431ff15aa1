"""`python -m audit ...`: the offline verifier (audit/cli.py)."""

import sys

from .cli import main

sys.exit(main())
