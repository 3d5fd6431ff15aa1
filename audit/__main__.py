"""`python -m audit ...`: the offline verifier (audit/cli.py)."""

import sys

from .verify import main

sys.exit(main())
