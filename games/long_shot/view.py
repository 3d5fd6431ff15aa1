"""view(state, seat): what a seat (or a spectator, seat None) may see; JSON-able. Hands are private."""

from __future__ import annotations

from typing import Any

from games.base import schema_beside

from .content import CONTENT, HorseSpec
from .state import HORSES, State

VIEW_SCHEMA = schema_beside(__file__)  # what every view below meets (openapi.yaml's <Id>View)


def card_info(card: int) -> dict[str, Any]:
    """A card's id, name, text and whether it is a lead (winner's circle) card."""
    return _CARD_INFO[card].copy()  # a fresh dict of the card's (immutable) fields


def _cards_info(cards: tuple[int, ...]) -> list[dict[str, Any]]:
    """`card_info` of each card, in order."""
    return [_CARD_INFO[card].copy() for card in cards]


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
_STRETCH_START = CONTENT.stretch_start
_TRACK = (CONTENT.lanes, CONTENT.spaces, CONTENT.stretch_start, CONTENT.finish)


def _horse_fields(spec: HorseSpec) -> dict[str, Any]:
    """A horse's card as the view shows it, where it stands left to fill in (`_horse_card`)."""
    win, place, show = spec.odds
    return {
        "horse": spec.number,
        "name": spec.name,
        "price": spec.price,
        "bar": list(spec.bar),
        "odds": {"win": win, "place": place, "show": show},
        "feature": spec.feature,
        "feature_text": spec.feature_text,
        "space": 0,
        "owner": None,
        "place": None,
        "in_stretch": False,
        "bets_allowed": True,
    }


_HORSE_CARDS = tuple((_horse_fields(spec), spec.bar) for spec in CONTENT.horses)  # each horse's, by number


def _horse_card(horse: int, space: int, owner: int | None, place: int | None) -> dict[str, Any]:
    """A horse's card and where it stands: a copy of its fields, with its own copies of the bar and the odds."""
    fields, bar = _HORSE_CARDS[horse - 1]
    card = fields.copy()
    finished = place is not None  # state.finished(horse): on the placings
    in_stretch = not finished and space >= _STRETCH_START  # state.in_stretch(horse)
    card["bar"], card["odds"] = list(bar), fields["odds"].copy()
    card["space"], card["owner"], card["place"] = space, owner, place
    card["in_stretch"], card["bets_allowed"] = in_stretch, not finished and not in_stretch  # state.can_bet_on(horse)
    return card


def _horses(state: State, places: dict[int, int]) -> list[dict[str, Any]]:
    """Every horse, in number order."""
    return [
        _horse_card(horse, space, owner, places.get(horse) if places else None)
        for horse, space, owner in zip(HORSES, state.spaces, state.owners)
    ]


def _places(state: State) -> dict[int, int]:
    """Each finished horse's place (1 = first)."""
    return {horse: place for place, horse in enumerate(state.placings, start=1)}


def _seat(state: State, seat: int, bets: list[dict[str, Any]], horses: list[int]) -> dict[str, Any]:
    """One seat's money, horses (in number order) and bets."""
    return {
        "seat": seat,
        "cash": state.cash[seat],
        "cards": len(state.hands[seat]) if state.hands else 0,
        "horses": horses,
        "reroll_token": bool(state.rerolls[seat]) if state.rerolls else False,
        "bets": bets,
    }


def _seats(state: State) -> list[dict[str, Any]]:
    """Every seat, in order: its money, horses and bets."""
    horses: list[list[int]] = [[] for _ in range(state.seats)]
    for horse, owner in zip(HORSES, state.owners):
        if owner is not None:
            horses[owner].append(horse)
    return [_seat(state, s, bets, owned) for s, (bets, owned) in enumerate(zip(_bets(state), horses))]


def _bets(state: State) -> list[list[dict[str, Any]]]:
    """Each seat's bets, in the order they were placed."""
    by_seat: list[list[dict[str, Any]]] = [[] for _ in range(state.seats)]
    for b in state.bets:
        by_seat[b.seat].append({"bet": b.id, "horse": b.horse, "amount": b.amount, "paid_by": b.paid_by})
    return by_seat


def _looking_at(state: State, seat: int) -> dict[str, Any] | None:
    """The hand a Card Thief looks at, for the thief alone."""
    if state.phase != "stealing" or state.turn != seat or state.looking_at is None:  # None: the card is taken
        return None
    return {"seat": state.victim, "hand": _cards_info(state.hands[state.victim])}


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it: its own hand (and a hand it looks at as Card Thief); never the deck order."""
    mine = seat is not None and 0 <= seat < state.seats and bool(state.hands)
    roll, places = state.roll, _places(state)
    lanes, spaces, no_bets_from, finish = _TRACK
    return {
        "ruleset": "long_shot",
        "track": {"lanes": lanes, "spaces": spaces, "no_bets_from": no_bets_from, "finish": finish},
        "move_die": list(state.move_faces),
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "roll": {"horse": roll.horse, "move": roll.move} if roll else None,
        "bar_moves": list(state.pending),
        "horses": _horses(state, places),
        "leaders": list(state.leaders()),
        "placings": list(state.placings),
        "seats": _seats(state),
        "deck": len(state.deck),
        "discards": _cards_info(state.discards),
        "card_thief": {"seat": state.turn, "victim": state.looking_at} if state.phase == "stealing" else None,
        "you": _you(state, seat) if mine and seat is not None else None,
    }


def _you(state: State, seat: int) -> dict[str, Any]:
    """The viewer's own seat: its hand, and a hand it looks at as Card Thief."""
    return {"seat": seat, "hand": _cards_info(state.hands[seat]), "looking_at": _looking_at(state, seat)}
