"""view(state, seat): what a seat (or the public, seat None) may see; JSON-able."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.base import schema_beside
from games.codec import to_jsonable

from .betting import bet_cap, loan_room
from .content import CARD_ORDER, CARDS, CONTENT, HORSES
from .race import positions
from .state import State

VIEW_SCHEMA = schema_beside(__file__)  # what every view below meets (openapi.yaml's <Id>View)


def card_json(card_id: str) -> dict[str, Any]:
    """A card's id, kind, colour and printed name."""
    card = CARDS[card_id]
    return {"id": card.id, "kind": card.kind, "colour": card.colour, "name": CONTENT.card_names[card.kind]}


CARD_JSON = {card_id: card_json(card_id) for card_id in CARDS}  # copied into each view: a view is the caller's


def cards_json(cards: Iterable[str]) -> list[dict[str, Any]]:
    """card_json of each card, in order."""
    return [{**CARD_JSON[c]} for c in cards]


def _horses(state: State) -> list[dict[str, Any]]:
    """Every horse's square, position and finishing place."""
    finishers = state.finishers
    ranks = positions(state.squares, finishers)
    return [
        {
            "horse": h,
            "square": square,
            "position": ranks[h],
            "finished": h in finishers,
            "place": finishers.index(h) + 1 if h in finishers else None,
        }
        for h, square in zip(HORSES, state.squares)
    ]


def _seats(state: State) -> list[dict[str, Any]]:
    """Public facts per seat: money, loans, hand size, whether it still owes a bet or a keep."""
    waiting = state.phase in ("betting", "keeping")
    return [
        {
            "seat": s,
            "cash": state.cash[s],
            "debt": state.debt[s],
            "banked": state.banked[s],
            "money": state.money(s),
            "hand_size": len(state.hands[s]),
            "loan_this_race": state.loaned[s],
            "done": bool(state.done[s]) if waiting else None,
        }
        for s in range(state.seats)
    ]


def _own(state: State, seat: int) -> dict[str, Any]:
    """The viewer's hand (with card kinds), its sealed bet and its limits."""
    bet = state.bet_of(seat)
    hand = sorted(state.hands[seat], key=CARD_ORDER.__getitem__)
    return {
        "seat": seat,
        "hand": cards_json(hand),
        "bet": to_jsonable(bet) if bet else None,
        "bet_cap": bet_cap(state, seat),
        "loan_room": loan_room(state, seat) if state.phase == "betting" else 0,
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it: its own hand and bet; others' hand sizes only; never the deck order."""
    you = _own(state, seat) if seat is not None and 0 <= seat < state.seats else None
    return {
        "ruleset": "jockey",
        "track_length": CONTENT.track_length,
        "horses": _horses(state),
        "rounds": state.rounds,
        "races": state.races,
        "race": state.race,
        "round": state.round,
        "phase": state.phase,
        "dealer": state.dealer,
        "turn": state.turn,
        "finishers": list(state.finishers),
        "played": cards_json(state.played),
        "reserve_size": len(state.reserve),
        "seats": _seats(state),
        "results": [to_jsonable(r) for r in state.results],
        "round_results": [to_jsonable(r) for r in state.round_results],
        "you": you,
    }
