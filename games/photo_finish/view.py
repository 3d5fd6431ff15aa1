"""view(state, seat): what a seat (or the public, seat None) may see; JSON-able, never the tile pile."""

from __future__ import annotations

from typing import Any

from games.base import schema_beside
from games.codec import to_jsonable

from .betting import available
from .content import COLOURS, CONTENT
from .placements import KINDS
from .settle import odds_of
from .state import State

VIEW_SCHEMA = schema_beside(__file__)  # what every view below meets (openapi.yaml's <Id>View)


def _tiles(state: State) -> list[dict[str, Any]]:
    """The running tiles back to front: number, kind, starting odds and the dice lying on each."""
    odds = dict(zip(state.starting, CONTENT.odds[state.race]))
    race = state.track
    dice = {on_tile.tile: on_tile.dice for on_tile in race.on_tiles}
    return [
        {
            "tile": t,
            "kind": KINDS[t] if t in KINDS else CONTENT.kind(t),
            "odds": odds[t] if t in odds else odds_of(state, t),
            "dice": [{"colour": d.colour, "face": d.face} for d in dice[t]] if t in dice else [],
        }
        for t in race.row
    ]


def _race(state: State) -> dict[str, Any] | None:
    """The running race: row back to front (last leads), dice pool and used dice by colour."""
    if not state.race:
        return None
    race = state.track
    return {
        "row": _tiles(state),
        "dead_even": race.dead_even,
        "dead_even_used": race.dead_even_used,
        "disqualified": list(race.disqualified),
        "starting": list(state.starting),
        "odds": list(CONTENT.odds[state.race]),
        "pool": dict(zip(COLOURS, race.pool)),
        "out": dict(zip(COLOURS, race.out)),
        "hand": list(state.hand),
        "roll": [{"colour": d.colour, "face": d.face} for d in state.roll],
        "extra_moves": list(state.saved),
    }


def _side_columns(state: State) -> list[int]:
    """Each seat's side-bet column of its score sheet: +500 per side bet won, -500 per side bet owed."""
    columns = [0] * state.seats
    for b in state.side_bets:
        columns[b.creditor] += CONTENT.side_bet
        columns[b.debtor] -= CONTENT.side_bet
    return columns


def _stakes(state: State) -> list[int]:
    """Each seat's unsettled stakes this race."""
    stakes = [0] * state.seats
    for b in state.bets:
        stakes[b.seat] += b.amount
    return stakes


def _seats(state: State) -> list[dict[str, Any]]:
    """Every seat's money (cash and unsettled stakes, plus side bets once settled), side-bet column, betting status."""
    stakes, columns, betting = _stakes(state), _side_columns(state), state.phase == "betting"
    return [
        {
            "seat": s,
            "money": state.grand_total(s) + stakes[s],
            "side_bets": columns[s],
            "done_betting": bool(state.done[s]) if betting else None,
        }
        for s in range(state.seats)
    ]


def _own(state: State, seat: int) -> dict[str, Any]:
    """The viewer's sealed bets and what it may still stake."""
    bets = [
        {"kind": b.kind, "horses": list(b.horses), "amount": b.amount, "salt": b.salt}
        for b in state.bets
        if b.seat == seat
    ]
    can = available(state, seat) if state.phase == "betting" else 0
    return {"seat": seat, "bets": bets, "cash": state.cash[seat], "available": max(0, can)}


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it; other seats' unsettled bets and the face-down pile never appear."""
    you = _own(state, seat) if seat is not None and 0 <= seat < state.seats else None
    return {
        "ruleset": "photo_finish",
        "races": CONTENT.races,
        "race": state.race,
        "phase": state.phase,
        "start_seat": state.start_seat,
        "turn": state.turn,
        "tiles_face_down": max(0, len(state.pile) - state.race * CONTENT.runners),
        "track": _race(state),
        "seats": _seats(state),
        "side_bets": [{"race": b.race, "creditor": b.creditor, "debtor": b.debtor} for b in state.side_bets],
        "side_payments": [
            {"creditor": p.creditor, "debtor": p.debtor, "owed": p.owed, "paid": p.paid} for p in state.side_payments
        ],
        "results": [to_jsonable(r) for r in state.results],
        "you": you,
    }
