"""Every number the README states about how Furlong runs is the one the code uses."""

from __future__ import annotations

import re
from pathlib import Path

from bootstrap import DEFAULTS, SPARE_CONNECTIONS
from events.lifecycle import PLATFORM_OPTIONS
from scripts import run_local

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PROCFILE = (ROOT / "Procfile").read_text(encoding="utf-8")
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")


def stated(pattern: str) -> set[str]:
    """Every value the README gives where `pattern` (one group) matches."""
    found = set(re.findall(pattern, README))
    assert found, f"the README no longer says {pattern!r}"
    return found


def procfile_flag(flag: str) -> str:
    """A gunicorn flag's value in the Procfile (a ${VAR:-default} gives its default)."""
    value = re.search(rf"{flag} (\S+)", PROCFILE).group(1)
    default = re.fullmatch(r"\$\{\w+:-(\w+)\}", value)
    return default.group(1) if default else value


def test_the_api_port_is_the_default_of_make_and_the_run_script():
    assert stated(r"127\.0\.0\.1:(\d+)/") == stated(r"\| `PORT` \| `(\d+)`") == {str(run_local.DEFAULT_PORT)}
    assert re.search(r"^PORT \?= (\d+)$", MAKEFILE, re.M).group(1) == str(run_local.DEFAULT_PORT)


def test_the_local_redis_port_is_the_run_scripts_and_the_platforms_default():
    ports = stated(r"127\.0\.0\.1:(\d{4})` only") | stated(r"\| `FURLONG_REDIS_PORT` \| `(\d+)`")
    assert ports == {str(run_local.DEFAULT_REDIS_PORT)} and DEFAULTS["REDIS_URL"].endswith(f":{ports.pop()}/0")


def test_the_web_process_is_described_as_the_procfile_runs_it():
    workers, threads = stated(r"gunicorn, (\d+) workers x `WEB_THREADS` threads \(gthread, default (\d+)\)").pop()
    assert (workers, threads) == (procfile_flag("--workers"), procfile_flag("--threads"))
    assert threads == str(DEFAULTS["WEB_THREADS"])
    assert stated(r"one connection per thread plus (\d+)") == {str(SPARE_CONNECTIONS)}


def test_the_turn_timeout_default_is_the_platform_options():
    timeout = next(option.default for option in PLATFORM_OPTIONS if option.name == "turn_timeout_s")
    assert stated(r"`turn_timeout_s`, default (\d+) s") == {str(timeout)}


def test_the_tournament_size_is_the_makefiles():
    games = re.search(r"TOURNAMENT_ARGS \?= .*--games (\d+)", MAKEFILE).group(1)
    assert {number.replace(",", "") for number in stated(r"play ([\d,]+) in-process games")} == {games}
