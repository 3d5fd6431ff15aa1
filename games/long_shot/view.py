"""view(state, seat): what a seat (or a spectator, seat None) may see; JSON-able. Hands are private."""

from __future__ import annotations

from typing import Any

from .content import CONTENT
from .state import HORSES, State


def card_info(card: int) -> dict[str, Any]:
    """A card's id, name, text and whether it is a lead (winner's circle) card."""
    spec = CONTENT.cards[card]
    return {
        "card": card,
        "kind": spec.kind,
        "name": spec.name,
        "text": spec.text,
        "lead": spec.lead,
        "horse": spec.horse or None,
    }


def _horse(state: State, horse: int) -> dict[str, Any]:
    spec = CONTENT.horse(horse)
    place = state.placings.index(horse) + 1 if horse in state.placings else None
    return {
        "horse": horse,
        "name": spec.name,
        "price": spec.price,
        "bar": list(spec.bar),
        "odds": {"win": spec.odds[0], "place": spec.odds[1], "show": spec.odds[2]},
        "feature": spec.feature,
        "feature_text": spec.feature_text,
        "space": state.space(horse),
        "owner": state.owner(horse),
        "place": place,
        "in_stretch": state.in_stretch(horse),
        "bets_allowed": state.can_bet_on(horse),
    }


def _seat(state: State, seat: int) -> dict[str, Any]:
    bets = [
        {"bet": b.id, "horse": b.horse, "amount": b.amount, "paid_by": b.paid_by} for b in state.bets if b.seat == seat
    ]
    return {
        "seat": seat,
        "cash": state.cash[seat],
        "cards": len(state.hands[seat]) if state.hands else 0,
        "horses": list(state.owned_by(seat)),
        "reroll_token": bool(state.rerolls[seat]) if state.rerolls else False,
        "bets": bets,
    }


def _looking_at(state: State, seat: int) -> dict[str, Any] | None:
    """The hand a Card Thief looks at, for the thief alone."""
    if state.phase != "stealing" or state.turn != seat:
        return None
    return {"seat": state.victim, "hand": [card_info(c) for c in state.hands[state.victim]]}


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it: its own hand (and a hand it looks at as Card Thief); never the deck order."""
    mine = seat is not None and 0 <= seat < state.seats and bool(state.hands)
    roll = state.roll
    return {
        "ruleset": "long_shot",
        "track": {
            "lanes": CONTENT.lanes,
            "spaces": CONTENT.spaces,
            "no_bets_from": CONTENT.stretch_start,
            "finish": CONTENT.finish,
        },
        "move_die": list(state.move_faces),
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "roll": {"horse": roll.horse, "move": roll.move} if roll else None,
        "bar_moves": list(state.pending),
        "horses": [_horse(state, h) for h in HORSES],
        "leaders": list(state.leaders()),
        "placings": list(state.placings),
        "seats": [_seat(state, s) for s in range(state.seats)],
        "deck": len(state.deck),
        "discards": [card_info(c) for c in state.discards],
        "card_thief": {"seat": state.turn, "victim": state.looking_at} if state.phase == "stealing" else None,
        "you": _you(state, seat) if mine and seat is not None else None,
    }


def _you(state: State, seat: int) -> dict[str, Any]:
    """The viewer's own seat: its hand, and a hand it looks at as Card Thief."""
    return {"seat": seat, "hand": [card_info(c) for c in state.hands[seat]], "looking_at": _looking_at(state, seat)}
