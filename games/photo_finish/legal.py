"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Any

from games.base import LegalCommand, Param

from .betting import available
from .content import COLOURS, CONTENT
from .placements import TILE_FACES, Target, legal_targets, legal_tiles, reorders, tempo_source_problem
from .pool import allowed_takes
from .state import Race, State

PUT_AWAY = tuple(tuple(LegalCommand({"type": "PutAwayDie", "die": i}) for i in range(n)) for n in range(4))
TILES = range(1, CONTENT.tile_count + 1)
DICE = range(3)  # a roll's dice
USE_ON_TILE = tuple({t: LegalCommand({"type": "UseDie", "die": i, "tile": t}) for t in TILES} for i in DICE)
USE_TEMPO = tuple(
    {(a, b): LegalCommand({"type": "UseDie", "die": i, "tile": a, "to": b}) for a in TILES for b in TILES if a != b}
    for i in DICE
)  # the legal commands a die's tile face or tempo change can be, shared by every call (like PUT_AWAY)
ROLL_DICE = {  # every take in colour order (as allowed_takes lists them): its command, shared by every call
    take: LegalCommand({"type": "RollDice", "take": list(take)})
    for n in range(4)
    for take in combinations_with_replacement(COLOURS, n)
}
BET_ON_WINNER = {h: {"type": "BetOnWinner", "horse": h} for h in TILES}  # bet bodies, shared by every call
BET_ON_PLACE = {p: {"type": "BetOnPlace", "horses": list(p)} for p in combinations(TILES, 2)}


def _betting(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """A winner bet per horse not yet backed, a place bet per pair not yet backed, and finishing."""
    unit = CONTENT.bet_unit
    top = available(state, seat) // unit * unit
    bets: list[LegalCommand] = []
    if top >= unit:
        amount = {"amount": Param(unit, top, unit)}
        winners = {b.horses[0] for b in state.bets_of(seat, "winner")}
        if len(winners) < CONTENT.max_winner_bets:
            bets += [LegalCommand(BET_ON_WINNER[h], amount) for h in state.starting if h not in winners]
        pairs = {b.horses for b in state.bets_of(seat, "place")}
        if len(pairs) < CONTENT.max_place_bets:
            bets += [
                LegalCommand(BET_ON_PLACE[p], amount) for p in combinations(sorted(state.starting), 2) if p not in pairs
            ]
    return tuple(bets) + (LegalCommand({"type": "FinishBetting"}),)


def _target_body(target: Target) -> dict[str, Any]:
    """The target fields a use needs, JSON-shaped."""
    body: dict[str, Any] = {}
    if target.tile is not None:
        body["tile"] = target.tile
    if target.to is not None:
        body["to"] = target.to
    if target.order:
        body["order"] = list(target.order)
    if target.back:
        body["back"] = list(target.back)
    return body


def _target_bodies(race: Race, face: str) -> list[dict[str, Any]]:
    """The target fields of every legal use of `face` (not a tile face or a tempo change: `_face_targets`), as
    `legal_targets` lists them (interference worked out directly: tests/unit/photo_finish/test_pf_legal_tiles.py
    holds every face's uses equal to them)."""
    if face == "interference":
        return [{"order": list(order)} for order in reorders(race)]
    return [_target_body(t) for t in legal_targets(race, face)]


def tempo_moves(race: Race) -> list[tuple[int, int]]:
    """Every legal tempo change as (source, to), in row order."""
    row = race.row
    return [(a, b) for a in row if tempo_source_problem(race, a) is None for b in row if b != a]


def _face_targets(race: Race, face: str) -> list[Any]:
    """A face's legal targets: tiles for a tile face, (source, to) for a tempo change, else target bodies."""
    if face in TILE_FACES:
        return legal_tiles(race, face)
    if face == "tempo_change":
        return tempo_moves(race)
    return _target_bodies(race, face)


def _die_uses(die: int, face: str, targets: list[Any]) -> list[LegalCommand]:
    """The legal commands using die `die` (showing `face`) on each of the face's targets."""
    if face in TILE_FACES:
        on_tile = USE_ON_TILE[die]
        return [on_tile[t] for t in targets]
    if face == "tempo_change":
        tempo = USE_TEMPO[die]
        return [tempo[move] for move in targets]
    return [LegalCommand({"type": "UseDie", "die": die, **body}) for body in targets]


def _uses(state: State) -> tuple[LegalCommand, ...]:
    """Every legal use of every rolled die, then putting each die away."""
    found: dict[str, list[Any]] = {}  # a face's targets, once for dice showing the same face
    uses: list[LegalCommand] = []
    for i, die in enumerate(state.roll):
        targets = found.get(die.face)
        if targets is None:
            targets = found[die.face] = _face_targets(state.track, die.face)
        uses += _die_uses(i, die.face, targets)
    return tuple(uses) + PUT_AWAY[len(state.roll)]


def legal_commands(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """What `seat` may do now; () when it must wait or the game is over."""
    if not 0 <= seat < state.seats or state.phase in ("waiting", "over"):
        return ()
    if state.phase == "betting":
        return () if state.done[seat] else _betting(state, seat)
    if state.turn != seat:
        return ()
    if state.phase == "rolling":
        return tuple([ROLL_DICE[take] for take in allowed_takes(state.track, state.hand)])
    if state.phase == "using":
        return _uses(state)
    if state.phase == "extra":
        return tuple(LegalCommand({"type": "PlayExtraMove", "tile": t}) for t in state.track.row)
    return ()
