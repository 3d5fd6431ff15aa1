"""Which rule refused a command: `with refuses("neck_and_neck.bet.within_cash", RuleBroken): ...`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from games.base import RulesError


@contextmanager
def refuses(rule: str, kind: type[RulesError] = RulesError, match: str | None = None) -> Iterator:
    """The block must raise `kind` citing `rule` (and, if given, a detail matching `match`)."""
    with pytest.raises(kind, match=match) as refused:
        yield refused
    cited = refused.value.rule
    assert cited == rule, f"refused by rule {cited!r}, not {rule!r}: {refused.value.detail}"
