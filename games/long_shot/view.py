"""view(state, seat): what a seat (or a spectator, seat None) may see; JSON-able. Hands are private."""

from __future__ import annotations

from typing import Any

from .content import CONTENT
from .state import HORSES, State


def card_info(card: int) -> dict[str, Any]:
    """A card's id, name, text and whether it is a lead (winner's circle) card."""
    return dict(_CARD_INFO[card])  # a fresh dict of the card's (immutable) fields


def _card_fields(card: int) -> dict[str, Any]:
    spec = CONTENT.cards[card]
    return {
        "card": card,
        "kind": spec.kind,
        "name": spec.name,
        "text": spec.text,
        "lead": spec.lead,
        "horse": spec.horse or None,
    }


_CARD_INFO = tuple(_card_fields(card) for card in range(len(CONTENT.cards)))


def _horse(state: State, horse: int, places: dict[int, int] | None = None) -> dict[str, Any]:
    spec = CONTENT.horse(horse)
    place = (places if places is not None else _places(state)).get(horse)
    space = state.space(horse)
    finished = place is not None  # state.finished(horse): on the placings
    in_stretch = not finished and space >= _STRETCH_START  # state.in_stretch(horse)
    return {
        "horse": horse,
        "name": spec.name,
        "price": spec.price,
        "bar": list(spec.bar),
        "odds": {"win": spec.odds[0], "place": spec.odds[1], "show": spec.odds[2]},
        "feature": spec.feature,
        "feature_text": spec.feature_text,
        "space": space,
        "owner": state.owner(horse),
        "place": place,
        "in_stretch": in_stretch,
        "bets_allowed": not finished and not in_stretch,  # state.can_bet_on(horse)
    }


_STRETCH_START = CONTENT.stretch_start


def _places(state: State) -> dict[int, int]:
    """Each finished horse's place (1 = first)."""
    return {horse: place for place, horse in enumerate(state.placings, start=1)}


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
    roll, places = state.roll, _places(state)
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
        "horses": [_horse(state, h, places) for h in HORSES],
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
