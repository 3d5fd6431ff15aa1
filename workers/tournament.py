"""Bot tournament: play many in-process games and compare the bot levels' win rates.

Usage: python -m workers.tournament --ruleset neck_and_neck --games 1000 --seats 3 [--seed 0]
       python -m workers.tournament --levels basic,random,random [--fixed-seats]
       python -m workers.tournament --levels expert,basic --expert-ms 500 --jobs 2 --goal 0.5 --min-games 200

Seat i of game g is played by levels[(i + g) mod seats], so every level sits in every
seat equally often (unless --fixed-seats). Game g is seeded with seed * 1,000,000 + g.
A win shared by k seats counts 1/k to each. With --goal, the first level's tournament stops early, after
--min-games, once its win rate's 95% interval lies wholly above or below the goal. Each level's thinking time per
decision with a choice in it (CPU seconds of one core) is reported too. Ctrl-C or SIGTERM stops it early and prints
the table of the games played so far.
"""

from __future__ import annotations

import argparse
import math
import signal
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any, TextIO

from events.lifecycle import BOT_LEVELS
from games.base import Ruleset
from games.registry import RULESETS

from .simulate import play_game

Z95 = 1.959964  # two-sided 95% normal quantile
BAR_WIDTH = 30
LINE_WIDTH = 110  # a progress line is padded to this many characters, so a shorter redraw covers the one before
GAMES_PER_SEED = 1_000_000


@dataclass
class Tally:
    """One level's totals over the tournament: seat-games played, wins (shared wins as fractions), money."""

    seats: int = 0
    wins: float = 0.0
    money: int = 0
    thinking: list[float] = field(default_factory=list)

    def plus(self, win: float, money: int, thinking: list[float]) -> Tally:
        """These totals with one more seat-game."""
        return Tally(self.seats + 1, self.wins + win, self.money + money, self.thinking + thinking)

    def rate(self) -> float:
        """Wins per seat-game."""
        return self.wins / self.seats if self.seats else 0.0


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion wins/n."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def lineup(levels: tuple[str, ...], game: int, rotate: bool) -> tuple[str, ...]:
    """The levels by seat for game number `game`: the line-up turned by one seat per game."""
    shift = game % len(levels) if rotate else 0
    return levels[-shift:] + levels[:-shift] if shift else levels


Seated = tuple[str, float, int, list[float]]  # a seat's level, win share, final money and thinking times


def play_one(ruleset: Ruleset, levels: tuple[str, ...], number: int, options: dict | None = None) -> list[Seated]:
    """Play one game; (level, win share, final money, its level's thinking times) for each seat."""
    played = play_game(ruleset, levels, number, options)
    standings = ruleset.standings(played.game.rules)
    winners = [s.seat for s in standings if s.rank == 1]
    money = {s.seat: s.money for s in standings}
    thinking = {level: list(times) for level, times in played.thinking.items()}
    return [
        (level, 1 / len(winners) if seat in winners else 0.0, money[seat], thinking.pop(level, []))
        for seat, level in enumerate(levels)
    ]


def _play(job: tuple[str, tuple[str, ...], int, dict | None]) -> list[Seated]:
    """`play_one` for a worker process (a ruleset by its id)."""
    ruleset_id, levels, number, options = job
    return play_one(RULESETS[ruleset_id], levels, number, options)


def played(jobs: list[tuple[str, tuple[str, ...], int, dict | None]], processes: int) -> Iterator[list[Seated]]:
    """The games' results in order, played by `processes` processes (1: in this one)."""
    if processes == 1:
        yield from map(_play, jobs)
        return
    with Pool(processes) as pool:
        yield from pool.imap(_play, jobs)


def progress(done: int, total: int, started: float, out: TextIO, lead: tuple[str, Tally]) -> None:
    """Redraw a one-line text progress bar, with the first level's win rate so far."""
    filled, elapsed = BAR_WIDTH * done // total, time.perf_counter() - started
    bar = "#" * filled + "." * (BAR_WIDTH - filled)
    level, tally = lead
    low, high = wilson(tally.wins, tally.seats)
    line = (
        f"[{bar}] {done}/{total} games, {elapsed:.0f} s, about {elapsed / done * (total - done):.0f} s left; "
        f"{level} {tally.rate():.1%} [{low:.1%}, {high:.1%}]"
    )
    out.write("\r" + line.ljust(LINE_WIDTH))
    if done == total:
        out.write("\n")
    out.flush()


def counted(tallies: dict[str, Tally], seated: list[Seated]) -> dict[str, Tally]:
    """The tallies of the levels seated in one game, with that game added."""
    changed: dict[str, Tally] = {}
    for level, win, money, thinking in seated:
        changed[level] = changed.get(level, tallies[level]).plus(win, money, thinking)
    return changed


def run(
    ruleset: Ruleset,
    levels: tuple[str, ...],
    games: int,
    seed: int,
    rotate: bool,
    out: TextIO = sys.stderr,
    *,
    options: dict | None = None,
    processes: int = 1,
    decided: Callable[[dict[str, Tally], int], bool] | None = None,
) -> dict[str, Tally]:
    """Play the tournament and tally each level, until `games` are played or `decided` says the rest cannot
    change the answer."""
    tallies = {level: Tally() for level in dict.fromkeys(levels)}
    started = time.perf_counter()
    jobs = [(ruleset.id, lineup(levels, g, rotate), seed * GAMES_PER_SEED + g, options) for g in range(games)]
    try:
        for game, seated in enumerate(played(jobs, processes), start=1):
            tallies.update(counted(tallies, seated))  # one call: a stop never counts part of a game
            progress(game, games, started, out, (levels[0], tallies[levels[0]]))
            if decided is not None and decided(tallies, game):
                out.write(f"\ndecided after {game} games\n")
                break
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM: the games counted so far still count
        out.write(f"\nstopped after {sum(t.seats for t in tallies.values()) // len(levels)} games\n")
    return tallies


def settles(level: str, goal: float, least: int) -> Callable[[dict[str, Tally], int], bool]:
    """Whether `level`'s win rate is known to be above or below `goal` (its 95% interval excludes it), once at
    least `least` games are played."""

    def decided(tallies: dict[str, Tally], games: int) -> bool:
        low, high = wilson(tallies[level].wins, tallies[level].seats)
        return games >= least and (low > goal or high < goal)

    return decided


def quantile(values: list[float], q: float) -> float:
    """The q-quantile of the values (nearest rank); 0 for none."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def table(tallies: dict[str, Tally], seats: int) -> str:
    """The results as a plain-text table, one row per level."""
    header = (
        f"{'level':<8} {'seat-games':>10} {'wins':>8} {'win rate':>9} {'95% CI (Wilson)':>17} "
        f"{'baseline':>9} {'mean money':>12} {'think p50/p95 ms':>17}"
    )
    rows = [header, "-" * len(header)]
    for level, t in tallies.items():
        low, high = wilson(t.wins, t.seats)
        ci = f"[{low:.1%}, {high:.1%}]"
        rows.append(
            f"{level:<8} {t.seats:>10,} {t.wins:>8.1f} {t.rate():>9.1%} {ci:>17} "
            f"{1 / seats:>9.1%} {t.money / max(t.seats, 1):>12,.0f} "
            f"{f'{quantile(t.thinking, 0.5) * 1000:.0f}/{quantile(t.thinking, 0.95) * 1000:.0f}':>17}"
        )
    return "\n".join(rows)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked: a known ruleset, known levels, a seat count the ruleset allows."""
    parser = argparse.ArgumentParser(prog="python -m workers.tournament", description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="neck_and_neck", choices=sorted(RULESETS))
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seats", type=int, help="seats per game: one basic, the rest random (default 3)")
    parser.add_argument("--levels", help=f"comma-separated level per seat, from {', '.join(BOT_LEVELS)}")
    parser.add_argument("--seed", type=int, default=0, help="seeds the games (default 0)")
    parser.add_argument("--fixed-seats", action="store_true", help="do not rotate the line-up between games")
    parser.add_argument("--expert-ms", type=int, help="an expert's thinking time per decision (the game option)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once (default 1)")
    parser.add_argument("--goal", type=float, help="stop once the first level's win rate is known to beat this or not")
    parser.add_argument("--min-games", type=int, default=200, help="games before --goal may stop (default 200)")
    args = parser.parse_args(argv)
    args.levels = _levels(parser, args)
    ruleset = RULESETS[args.ruleset]
    if not ruleset.min_seats <= len(args.levels) <= ruleset.max_seats:
        parser.error(f"{args.ruleset} takes {ruleset.min_seats} to {ruleset.max_seats} seats, not {len(args.levels)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    return args


def _levels(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[str, ...]:
    """The line-up from --levels, or one basic seat and --seats - 1 random ones."""
    if args.levels is None:
        return ("basic",) + ("random",) * ((args.seats or 3) - 1)
    levels = tuple(name.strip() for name in args.levels.split(","))
    unknown = [name for name in levels if name not in BOT_LEVELS]
    if unknown:
        parser.error(f"unknown level(s) {', '.join(unknown)}; choose from {', '.join(BOT_LEVELS)}")
    if args.seats is not None and args.seats != len(levels):
        parser.error(f"--seats {args.seats} does not match the {len(levels)} levels given")
    return levels


def interrupted(signum: int, frame: object) -> None:
    """SIGTERM stops a tournament as Ctrl-C does: the table of the games played so far is printed."""
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    """Run the tournament from the command line and print the table."""
    args = parse_args(argv)
    signal.signal(signal.SIGTERM, interrupted)
    started = time.perf_counter()
    options: dict[str, Any] = {} if args.expert_ms is None else {"expert_ms": args.expert_ms}
    decided = settles(args.levels[0], args.goal, args.min_games) if args.goal is not None else None
    tallies = run(
        RULESETS[args.ruleset],
        args.levels,
        args.games,
        args.seed,
        not args.fixed_seats,
        options=options,
        processes=args.jobs,
        decided=decided,
    )
    elapsed, count = time.perf_counter() - started, sum(t.seats for t in tallies.values()) // len(args.levels)
    if count == 0:
        print("no game was played")
        return 1
    seating = "fixed seats" if args.fixed_seats else "line-up rotated each game"
    print(
        f"{args.ruleset}: {count:,} games, {len(args.levels)} seats ({', '.join(args.levels)}), "
        f"seed {args.seed}, {seating}"
    )
    print(table(tallies, len(args.levels)))
    print(f"{elapsed:.1f} s ({elapsed / count:.2f} s per game)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
