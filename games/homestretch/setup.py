"""Deciding the set-up and the draft: shuffles, hands, simultaneous picks, passing left, paying for shares."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken
from games.guards import require_not_done, require_waiting
from games.shuffle import arranged, shuffle

from .betting import open_race
from .commands import PickShare
from .content import CONTENT
from .events import (
    DecksShuffled,
    DraftFinished,
    GameSetUp,
    GhostDiscarded,
    GhostHandDealt,
    HandDealt,
    HandsPassed,
    SharePicked,
)
from .evolve import evolve, fold
from .guards import require_phase
from .order import colour, drafters, hand_size
from .state import GHOST, State


def race_ids(deck: str) -> tuple[str, ...]:
    """The race cards of one deck, in content order."""
    return tuple(c.id for c in CONTENT.race_cards.values() if c.deck == deck)


def start_game(state: State, rng: Rng) -> tuple[Event, ...]:
    """Colours and cash, the three decks shuffled (blue, purple, green), the draft hands dealt."""
    require_waiting("homestretch", state.phase)
    blue, purple, green = (
        shuffle(len(ids), rng) for ids in (CONTENT.deck("blue"), race_ids("purple"), race_ids("green"))
    )
    size = hand_size(state.seats)
    events: list[Event] = [
        GameSetUp(state.seats, tuple(colour(s) for s in range(state.seats)), size, state.seats == 2),
        DecksShuffled(blue.draws, blue.nonces, purple.draws, purple.nonces, green.draws, green.nonces),
    ]
    deck = arranged(CONTENT.deck("blue"), blue.draws)
    for i, drafter in enumerate(drafters(state.seats)):
        cards = deck[i * size : (i + 1) * size]
        events.append(GhostHandDealt(cards) if drafter == GHOST else HandDealt(drafter, cards))
    return tuple(events)


def draft_round(state: State) -> int:
    """The pick being made now (1 = the first pick)."""
    return hand_size(state.seats) - len(state.hands[0]) + 1


def pick_share(state: State, command: PickShare, rng: Rng) -> tuple[Event, ...]:
    """Keep a card of the hand; the last seat to pick makes the hands pass (the ghost discards first)."""
    require_phase(state, command.seat, "draft")
    detail = f"seat {command.seat} has picked this round; others still pick"
    require_not_done(state.picks[command.seat] is not None, "homestretch.draft.picked", detail)
    hand = state.hand_of(command.seat)
    if command.card not in hand:
        raise RuleBroken(
            "homestretch.draft.in_hand",
            f"{command.card!r} is not a card of the hand seat {command.seat} holds now ({', '.join(hand)})",
        )
    round_ = draft_round(state)
    events: tuple[Event, ...] = (SharePicked(command.seat, round_, command.card),)
    after = evolve(state, events[0])
    if any(p is None for p in after.picks):
        return events
    return events + pass_hands(after, round_, rng)


def pass_hands(state: State, round_: int, rng: Rng) -> tuple[Event, ...]:
    """Ghost discard (2 seats), the pass, and at the end of the draft the payment and race 1."""
    events: tuple[Event, ...] = ()
    if GHOST in state.drafters:
        ghost_hand = state.hands[state.drafters.index(GHOST)]
        draw = rng.randint(0, len(ghost_hand) - 1)
        events += (GhostDiscarded(round_, draw.value, draw.nonce, ghost_hand[draw.value]),)
    events += (HandsPassed(round_),)
    after = fold(state, events)
    if any(after.hands):
        return events
    finished = draft_finished(after)
    return events + (finished,) + open_race(evolve(after, finished), 1)


def draft_finished(state: State) -> DraftFinished:
    """Every seat's drafted cards face up, and what they cost."""
    costs = tuple(sum(CONTENT.price(c) for c in cards) for cards in state.drafted)
    return DraftFinished(state.drafted, costs)
