"""The speed tricks that lean on a library's internals were checked against certain versions of it; this test fails
when the installed version leaves that range, so that the trick is checked again (or dropped) before it ships.

    games/records.py          CPython's dataclasses (an instance's __dict__)     Python CHECKED_PYTHON
    adapters/direct_calls.py  redis-py's connections and response callbacks   redis-py CHECKED_REDIS
    adapters/quick_pool.py    redis-py's BlockingConnectionPool internals      redis-py CHECKED_REDIS

pyproject.toml asks for the same ranges.
"""

from __future__ import annotations

import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

from packaging.requirements import Requirement

from adapters.direct_calls import CHECKED_REDIS
from games.records import CHECKED_PYTHON

PYPROJECT = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())


def release(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".")[:2])


def test_python_is_the_one_records_was_checked_against():
    assert sys.version_info[:2] == CHECKED_PYTHON, "check games/records.py on this Python, then CHECKED_PYTHON"


def test_redis_py_is_within_the_versions_the_direct_calls_and_quick_pool_were_checked_against():
    first, beyond = CHECKED_REDIS
    assert first <= release(version("redis")) < beyond, (
        "check adapters/direct_calls.py and adapters/quick_pool.py on this redis-py, then CHECKED_REDIS"
    )


def test_pyproject_asks_for_the_checked_versions():
    asked = {Requirement(r).name: Requirement(r).specifier for r in PYPROJECT["project"]["dependencies"]}
    first, beyond = CHECKED_REDIS
    assert str(asked["redis"]) == f"<{beyond[0]}.{beyond[1]},>={first[0]}.{first[1]}"
    assert PYPROJECT["project"]["requires-python"] == f">={CHECKED_PYTHON[0]}.{CHECKED_PYTHON[1]},<3.12"
