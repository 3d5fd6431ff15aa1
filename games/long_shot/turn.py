"""The turn: features, the dice (with the reroll token and the 0), the movement-bar choice, the draw."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken

from .commands import AcceptRoll, DeclineBarMoves, MoveBarHorse, RollDice, UseReroll
from .content import CONTENT
from .events import (
    BarMovesDeclined,
    BarMovesOffered,
    CardStolen,
    DiceRolled,
    DieRerolled,
    RollResolved,
    TurnBegan,
)
from .features import apply_features, nine_lives_slips
from .flow import Flow, draw, drawn, move
from .guards import require_turn
from .state import State


def roll_horse_die(state: State, rng: Rng) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Roll the horse die, again while it shows a finished horse; every draw is kept."""
    values: list[int] = []
    nonces: list[str] = []
    while not values or values[-1] in state.placings:  # state.finished
        d = rng.randint(1, CONTENT.horse_sides)
        values.append(d.value)
        nonces.append(d.nonce)
    return tuple(values), tuple(nonces)


def roll_dice(state: State, command: RollDice, rng: Rng) -> tuple[Event, ...]:
    """(1) own horses' features, (2) both dice; with no reroll token the roll is used at once."""
    require_turn(state, command.seat, "rolling")
    flow = Flow(state)
    apply_features(flow, command.seat)
    if flow.over:
        return flow.done()
    horses, nonces = roll_horse_die(flow.state, rng)
    face = rng.randint(0, 5)
    move_by = flow.state.move_faces[face.value]
    flow.emit(DiceRolled(command.seat, horses, nonces, face.value, face.nonce, horses[-1], move_by))
    if not flow.state.rerolls[command.seat]:
        resolve(flow, command.seat, rng)
    return flow.done()


def accept_roll(state: State, command: AcceptRoll, rng: Rng) -> tuple[Event, ...]:
    """Keep the dice; the roll is used."""
    require_turn(state, command.seat, "rerolling")
    flow = Flow(state)
    resolve(flow, command.seat, rng)
    return flow.done()


def use_reroll(state: State, command: UseReroll, rng: Rng) -> tuple[Event, ...]:
    """Spend the token on one die, then use the new roll."""
    require_turn(state, command.seat, "rerolling")
    if command.die not in ("horse", "move"):
        raise RuleBroken("long_shot.reroll.die", f"the die to reroll is 'horse' or 'move', not {command.die!r}")
    flow = Flow(state)
    if command.die == "horse":
        values, nonces = roll_horse_die(state, rng)
        flow.emit(DieRerolled(command.seat, "horse", values, nonces, values[-1]))
    else:
        face = rng.randint(0, 5)
        flow.emit(DieRerolled(command.seat, "move", (face.value,), (face.nonce,), state.move_faces[face.value]))
    resolve(flow, command.seat, rng)
    return flow.done()


def zero_roll(flow: Flow, seat: int, horse: int, rng: Rng) -> None:
    """A 0 moves nobody: steal a random card from the rolled horse's owner, or draw if the bank owns it."""
    owner = flow.state.owner(horse)
    if owner is None:
        draw(flow, seat, "zero roll on an unowned horse")
    elif owner != seat and flow.state.hands[owner]:
        hand = flow.state.hands[owner]
        pick = rng.randint(0, len(hand) - 1)
        flow.emit(CardStolen(seat, owner, hand[pick.value], pick.value, len(hand), pick.nonce, chosen=False))


def bar_horses(state: State, seat: int) -> tuple[int, ...]:
    """The seat's racing horses, other than the rolled one, with the rolled number in their movement bar."""
    rolled, placings = state.dice.horse, state.placings
    return tuple([h for h in state.owned_by(seat) if h != rolled and rolled in _BARS[h - 1] and h not in placings])


_BARS = tuple(h.bar for h in CONTENT.horses)  # each horse's movement bar, by number


def resolve(flow: Flow, seat: int, rng: Rng) -> None:
    """The rolled horse moves; then the seat may move its horses with that number in their movement bar."""
    dice = flow.state.dice
    horse, steps = dice.horse, dice.move
    if steps == 0:
        zero_roll(flow, seat, horse, rng)
        flow.end(RollResolved(seat))
        return
    move(flow, horse, steps, "roll")
    nine_lives_slips(flow, horse, steps)
    if flow.over:
        return
    offer = bar_horses(flow.state, seat)
    flow.end(BarMovesOffered(seat, offer) if offer else RollResolved(seat))


def move_bar_horse(state: State, command: MoveBarHorse) -> tuple[Event, ...]:
    """One offered horse moves by the move die (the seat picks which finish, and in what order)."""
    require_turn(state, command.seat, "barring")
    if command.horse not in state.pending:
        offered = ", ".join(str(h) for h in state.pending)
        raise RuleBroken(
            "long_shot.bar.horse",
            f"horse {command.horse!r} may not move by its movement bar now; the offer is horses {offered}",
        )
    flow = Flow(state)
    move(flow, command.horse, state.dice.move, "movement bar")
    if not flow.over and not flow.state.pending:
        flow.end(RollResolved(command.seat))
    return flow.done()


def decline_bar_moves(state: State, command: DeclineBarMoves) -> tuple[Event, ...]:
    """The offered horses that have not moved stay where they stand."""
    require_turn(state, command.seat, "barring")
    return BarMovesDeclined(command.seat, state.pending), RollResolved(command.seat)


def end_turn(flow: Flow, seat: int) -> None:
    """(4) draw while the deck lasts; the dice pass clockwise."""
    if flow.over:
        return
    flow.end(*closing(flow.state, seat))


def closing(state: State, seat: int) -> tuple[Event, ...]:
    """`end_turn`'s events for a turn that is not over, from its state: the draw changes neither the seats nor the
    turn count, so neither event needs the other folded."""
    return (*drawn(state, seat, "end of turn"), TurnBegan((seat + 1) % state.seats, state.turns + 1))
