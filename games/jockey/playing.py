"""The race: playing a card (no passing), horses finishing, refilling empty hands."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken, known

from .commands import PlayCard
from .content import CARDS, CONTENT
from .events import CardPlayed, CardsDrawn, HorseFinished
from .evolve import evolve
from .finish import end_race
from .guards import require_turn
from .race import has_finished, steps, targets
from .setup import seats_from
from .state import State


def card_effect(state: State, card_id: str, horse: str | None) -> CardPlayed:
    """What playing the card on `horse` (None: no horse) does now, checked against its targets."""
    card = CARDS[card_id]
    allowed = targets(card, state.squares, state.finishers)
    if horse not in allowed:
        names = ", ".join("no horse" if h is None else h for h in allowed)
        raise RuleBroken("jockey.card.target", f"card {card_id} ({CONTENT.card_names[card.kind]}) can move: {names}")
    moved = steps(card, horse, state.squares, state.finishers)
    square = state.square(horse) + moved if horse is not None else None
    return CardPlayed(known(state.turn, "the seat on turn"), card_id, card.kind, card.colour, horse, moved, square)


def play_card(state: State, command: PlayCard, rng: Rng) -> tuple[Event, ...]:
    """Play one card from the hand; a horse past the last square finishes; two finished end the race."""
    require_turn(state, command.seat)
    if command.card not in state.hands[command.seat]:
        raise RuleBroken("jockey.card.not_in_hand", f"card {command.card!r} is not in seat {command.seat}'s hand")
    played = card_effect(state, command.card, command.horse)
    events: tuple[Event, ...] = (played,)
    state = evolve(state, played)
    if played.horse is not None and played.square is not None and played.steps and has_finished(played.square):
        finished = HorseFinished(state.race, played.horse, len(state.finishers) + 1)
        events += (finished,)
        state = evolve(state, finished)
        if len(state.finishers) == 2:
            return events + end_race(state, rng)
    if not any(state.hands):
        events += refill(state)
    return events


def refill(state: State) -> tuple[CardsDrawn, ...]:
    """Two cards per seat, seat by seat from the next player: the reserve's top first, then the played pile's bottom."""
    reserve, played, drawn = list(state.reserve), list(state.played), []
    for seat in seats_from(known(state.turn, "the seat on turn"), state.seats):
        cards: list[str] = []
        from_played = 0
        while len(cards) < CONTENT.refill and (reserve or played):
            if reserve:
                cards.append(reserve.pop(0))
            else:
                cards.append(played.pop(0))
                from_played += 1
        if cards:
            drawn.append(CardsDrawn(seat, state.race, len(cards), from_played, tuple(cards)))
    return tuple(drawn)
