"""`python -m audit ...`: the offline verifier (audit/cli.py), and `python -m audit ratings ...` (audit/ratings.py)."""

import sys

from . import cli, ratings

sys.exit(ratings.main(sys.argv[2:]) if sys.argv[1:2] == ["ratings"] else cli.main())
