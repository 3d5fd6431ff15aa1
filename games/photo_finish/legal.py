"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.base import LegalCommand, Param

from .betting import available
from .content import CONTENT
from .placements import TILE_FACES, Target, legal_targets, legal_tiles, reorders, tempo_source_problem
from .pool import allowed_takes
from .state import Race, State

PUT_AWAY = tuple(tuple(LegalCommand({"type": "PutAwayDie", "die": i}) for i in range(n)) for n in range(4))


def _betting(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """A winner bet per horse not yet backed, a place bet per pair not yet backed, and finishing."""
    unit = CONTENT.bet_unit
    top = available(state, seat) // unit * unit
    bets: list[LegalCommand] = []
    if top >= unit:
        amount = {"amount": Param(unit, top, unit)}
        winners = {b.horses[0] for b in state.bets_of(seat, "winner")}
        if len(winners) < CONTENT.max_winner_bets:
            bets += [
                LegalCommand({"type": "BetOnWinner", "horse": h}, amount) for h in state.starting if h not in winners
            ]
        pairs = {b.horses for b in state.bets_of(seat, "place")}
        if len(pairs) < CONTENT.max_place_bets:
            bets += [
                LegalCommand({"type": "BetOnPlace", "horses": list(p)}, amount)
                for p in combinations(sorted(state.starting), 2)
                if p not in pairs
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
    """The target fields of every legal use of `face`, as `legal_targets` lists them (worked out directly for tile
    faces, tempo changes and interference: tests/unit/photo_finish/test_pf_legal_tiles.py holds them equal)."""
    row = race.row
    if face in TILE_FACES:
        return [{"tile": t} for t in legal_tiles(race, face)]
    if face == "tempo_change":
        return [{"tile": a, "to": b} for a in row if tempo_source_problem(race, a) is None for b in row if b != a]
    if face == "interference":
        return [{"order": list(order)} for order in reorders(race)]
    return [_target_body(t) for t in legal_targets(race, face)]


def _uses(state: State) -> tuple[LegalCommand, ...]:
    """Every legal use of every rolled die, then putting each die away."""
    bodies: dict[str, list[dict[str, Any]]] = {}  # a face's targets, once for dice showing the same face
    uses: list[LegalCommand] = []
    for i, die in enumerate(state.roll):
        targets = bodies.get(die.face)
        if targets is None:
            targets = bodies[die.face] = _target_bodies(state.track, die.face)
        uses += [LegalCommand({"type": "UseDie", "die": i, **body}) for body in targets]
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
        return tuple(
            LegalCommand({"type": "RollDice", "take": list(t)}) for t in allowed_takes(state.track, state.hand)
        )
    if state.phase == "using":
        return _uses(state)
    if state.phase == "extra":
        return tuple(LegalCommand({"type": "PlayExtraMove", "tile": t}) for t in state.track.row)
    return ()
