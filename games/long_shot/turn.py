"""The turn: features, the dice (with the reroll token and the 0), simultaneous finishes, the draw."""
from __future__ import annotations

from games.base import Event, RuleBroken, Rng

from .commands import AcceptRoll, ChooseFinisher, RollDice, UseReroll
from .content import CONTENT
from .events import CardStolen, DiceRolled, DieRerolled, FinishOrderPending, RollResolved, TurnBegan
from .features import apply_features, nine_lives_slips
from .flow import Flow, draw, move
from .guards import require_turn
from .state import State


def roll_horse_die(state: State, rng: Rng) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Roll the horse die, again while it shows a finished horse; every draw is kept."""
    values, nonces = [], []
    while not values or state.finished(values[-1]):
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
        flow.emit(CardStolen(seat, owner, hand[pick.value], pick.value, len(hand), pick.nonce))


def resolve(flow: Flow, seat: int, rng: Rng) -> None:
    """The rolled horse moves, then the seat's horses with that number in their movement bar."""
    horse, steps = flow.state.roll.horse, flow.state.roll.move
    if steps == 0:
        zero_roll(flow, seat, horse, rng)
        flow.emit(RollResolved(seat))
        return
    move(flow, horse, steps, "roll")
    nine_lives_slips(flow, horse, steps)
    barred = [h for h in flow.state.owned_by(seat)
              if h != horse and horse in CONTENT.horse(h).bar and not flow.state.finished(h)]
    finishing = tuple(h for h in barred if flow.state.space(h) + steps >= CONTENT.finish)
    for h in barred:
        if h not in finishing:
            move(flow, h, steps, "movement bar")
    if flow.over:
        return
    if len(finishing) > 1:
        flow.emit(FinishOrderPending(seat, finishing))
        return
    for h in finishing:
        move(flow, h, steps, "movement bar")
    if not flow.over:
        flow.emit(RollResolved(seat))


def choose_finisher(state: State, command: ChooseFinisher) -> tuple[Event, ...]:
    """The chosen horse crosses the line next; the last one left follows by itself."""
    require_turn(state, command.seat, "ordering")
    if command.horse not in state.pending:
        pending = ", ".join(str(h) for h in state.pending)
        raise RuleBroken("long_shot.finish_order.horse", f"horse {command.horse!r} is not finishing now; "
                                                          f"choose one of horses {pending}")
    flow = Flow(state)
    move(flow, command.horse, state.roll.move, "movement bar")
    if not flow.over and len(flow.state.pending) == 1:
        move(flow, flow.state.pending[0], state.roll.move, "movement bar")
    if not flow.over and not flow.state.pending:
        flow.emit(RollResolved(command.seat))
    return flow.done()


def end_turn(flow: Flow, seat: int) -> None:
    """(4) draw while the deck lasts; the dice pass clockwise."""
    if flow.over:
        return
    draw(flow, seat, "end of turn")
    flow.emit(TurnBegan((seat + 1) % flow.state.seats, flow.state.turns + 1))
