"""evolve(state, event): fold one event into the state; no checks, no randomness.

The set-up, the draft and the second-chance buy first, then the races; `evolve` dispatches on the event type."""

from __future__ import annotations

from collections.abc import Iterable

from games.base import Event, known
from games.dispatch import Fold, evolver
from games.records import replace
from games.shuffle import arranged

from .content import CONTENT, HORSES, advanced
from .events import (
    BettingOpened,
    BlindShareBought,
    BuyPassed,
    BuyPileShuffled,
    DecksShuffled,
    DiceRolled,
    DraftFinished,
    GameSetUp,
    GhostDiscarded,
    GhostHandDealt,
    HandDealt,
    HandicapSpent,
    HandsPassed,
    HorseFinished,
    HorseMoved,
    PursesPaid,
    RaceCardFlipped,
    RaceFinished,
    RaceStarted,
    RowDealt,
    ShareBought,
    SharePicked,
    SharesDiscarded,
    TokenPlaced,
    TokensSettled,
    TurnEnded,
)
from .state import GHOST, RaceResult, Runner, State, Token, Turn, drafters

# --- Folding the set-up, the draft and the second-chance buy.


def _set_up(state: State, event: GameSetUp) -> State:
    circle = drafters(state.seats)
    empty = ((),) * state.seats
    return replace(
        state,
        phase="draft",
        drafters=circle,
        hands=((),) * len(circle),
        picks=(None,) * state.seats,
        drafted=empty,
        stables=empty,
    )


def _shuffled(state: State, event: DecksShuffled) -> State:
    decks = {"purple": arranged(_ids("purple"), event.purple), "green": arranged(_ids("green"), event.green)}
    races = tuple(decks[deck][CONTENT.race_decks[:i].count(deck)] for i, deck in enumerate(CONTENT.race_decks))
    return replace(state, aside=arranged(CONTENT.deck("blue"), event.blue), race_cards=races)


def _ids(deck: str) -> tuple[str, ...]:
    return tuple(c.id for c in CONTENT.race_cards.values() if c.deck == deck)


def _dealt(state: State, drafter: int, cards: tuple[str, ...]) -> State:
    hands = list(state.hands)
    hands[state.drafters.index(drafter)] = cards
    return replace(state, hands=tuple(hands), aside=tuple(c for c in state.aside if c not in cards))


def _ghost_discarded(state: State, event: GhostDiscarded) -> State:
    i, card = state.drafters.index(GHOST), event.card
    hands = state.hands[:i] + (tuple(c for c in state.hands[i] if c != card),) + state.hands[i + 1 :]
    return replace(state, hands=hands, aside=state.aside + (card,))


def _passed(state: State, event: HandsPassed) -> State:
    """Keep every pick, then each hand moves to the next drafter in the circle (to the left)."""
    kept = [tuple(c for c in hand if c not in state.picks) for hand in state.hands]
    count = len(kept)
    hands = tuple(kept[(i - 1) % count] for i in range(count))
    drafted = tuple(cards + (known(state.picks[s], f"seat {s}'s pick"),) for s, cards in enumerate(state.drafted))
    return replace(state, hands=hands, drafted=drafted, picks=(None,) * state.seats)


def _bought(state: State, seat: int, card: str, cost: int) -> State:
    stables = tuple(cards + (card,) if s == seat else cards for s, cards in enumerate(state.stables))
    cash = tuple(c - cost if s == seat else c for s, c in enumerate(state.cash))
    return replace(
        state,
        stables=stables,
        cash=cash,
        buyers_done=state.buyers_done + 1,
        row=tuple(c for c in state.row if c != card),
        pile=tuple(c for c in state.pile if c != card),
    )


def buy_pool(state: State) -> tuple[str, ...]:
    """Second-chance cards: the blue cards set aside, plus the red deck for 4-6 seats."""
    return state.aside + (CONTENT.deck("red") if state.seats >= 4 else ())


def _hand_dealt(state: State, event: HandDealt) -> State:
    return _dealt(state, event.seat, event.cards)


def _ghost_hand_dealt(state: State, event: GhostHandDealt) -> State:
    return _dealt(state, GHOST, event.cards)


def _picked(state: State, event: SharePicked) -> State:
    seat, card = event.seat, event.card
    return replace(state, picks=tuple(card if s == seat else p for s, p in enumerate(state.picks)))


def _draft_finished(state: State, event: DraftFinished) -> State:
    cash = tuple(c - cost for c, cost in zip(state.cash, event.costs))
    return replace(state, stables=event.stables, cash=cash, hands=(), picks=())


def _pile_shuffled(state: State, event: BuyPileShuffled) -> State:
    return replace(state, pile=arranged(buy_pool(state), event.draws), aside=())


def _row_dealt(state: State, event: RowDealt) -> State:
    return replace(
        state,
        phase="buying",
        row=state.row + event.cards,
        pile=state.pile[len(event.cards) :],
        buy_round=event.round,
        buy_order=event.order,
        buyers_done=0,
    )


def _share_bought(state: State, event: ShareBought) -> State:
    return _bought(state, event.seat, event.card, event.price)


def _blind_bought(state: State, event: BlindShareBought) -> State:
    return _bought(state, event.seat, event.card, event.price + event.fee)


def _buy_passed(state: State, event: BuyPassed) -> State:
    return replace(state, buyers_done=state.buyers_done + 1)


def _discarded(state: State, event: SharesDiscarded) -> State:
    return replace(state, row=(), pile=())


DRAFT_FOLDS: dict[type[Event], Fold[State]] = {
    GameSetUp: _set_up,
    DecksShuffled: _shuffled,
    HandDealt: _hand_dealt,
    GhostHandDealt: _ghost_hand_dealt,
    SharePicked: _picked,
    GhostDiscarded: _ghost_discarded,
    HandsPassed: _passed,
    DraftFinished: _draft_finished,
    BuyPileShuffled: _pile_shuffled,
    RowDealt: _row_dealt,
    ShareBought: _share_bought,
    BlindShareBought: _blind_bought,
    BuyPassed: _buy_passed,
    SharesDiscarded: _discarded,
}


# --- Folding races: card, betting, dice, moves, finishes, payouts.


def _runners_with(state: State, runner: Runner) -> tuple[Runner, ...]:
    """The runners with one of them replaced (runners are listed by horse, 2 to 12)."""
    runners, i = state.runners, runner.horse - 2
    return runners[:i] + (runner,) + runners[i + 1 :]


def _with_runner(state: State, runner: Runner) -> State:
    return replace(state, runners=_runners_with(state, runner))


def _flipped(state: State, event: RaceCardFlipped) -> State:
    handicaps = CONTENT.race_cards[event.card].handicaps
    runners = tuple(Runner(h, 0, handicaps.get(h)) for h in HORSES)
    return replace(
        state, phase="betting", race=event.race, card=event.card, runners=runners, board=(), placings=(), turn=None
    )


def _betting_opened(state: State, event: BettingOpened) -> State:
    return replace(state, bet_order=event.order, bet_places=event.places)


def _token_placed(state: State, event: TokenPlaced) -> State:
    token = Token(event.seat, event.horse, event.line, event.value, event.salt, event.commitment)
    return replace(state, board=state.board + (token,))


def _race_started(state: State, event: RaceStarted) -> State:
    return replace(state, phase="racing", turn=Turn(event.first_seat))


def _rolled(state: State, event: DiceRolled) -> State:
    a, b, holder = event.die_a, event.die_b, state.holder
    step = "special" if state.runner(a + b).place is not None else "choose"
    return replace(state, turn=replace(holder, rolls=holder.rolls + 1, dice=(a, b), step=step))


def _handicap_spent(state: State, event: HandicapSpent) -> State:
    return _with_runner(state, replace(state.runner(event.horse), token=None))


def _moved(state: State, event: HorseMoved) -> State:
    runner = state.runner(event.horse)
    runners = _runners_with(state, replace(runner, position=advanced(runner.position, event.spaces)))
    turn = replace(state.holder, step=event.then if event.then != "end" else "done")
    return replace(state, runners=runners, turn=turn)


def _finished(state: State, event: HorseFinished) -> State:
    runners = _runners_with(state, replace(state.runner(event.horse), place=event.place))
    return replace(state, runners=runners, placings=state.placings + (event.horse,))


def _turn_ended(state: State, event: TurnEnded) -> State:
    return replace(state, turn=Turn(event.next_seat))


def _race_finished(state: State, event: RaceFinished) -> State:
    return replace(state, turn=None)


def _paid(state: State, amounts: dict[int, int]) -> State:
    return replace(state, cash=tuple(c + amounts.get(s, 0) for s, c in enumerate(state.cash)))


def _purses(state: State, event: PursesPaid) -> State:
    amounts: dict[int, int] = {}
    for p in event.payments:
        amounts[p.seat] = amounts.get(p.seat, 0) + p.amount
    result = RaceResult(event.race, state.race_card, state.placings, event.payments, ())
    return replace(_paid(state, amounts), results=state.results + (result,))


def _tokens(state: State, event: TokensSettled) -> State:
    amounts: dict[int, int] = {}
    for s in event.settlements:
        amounts[s.seat] = amounts.get(s.seat, 0) + s.payout
    results = state.results[:-1] + (replace(state.results[-1], tokens=event.settlements),)
    over = event.race >= len(CONTENT.race_decks)
    return replace(_paid(state, amounts), results=results, board=(), phase="over" if over else state.phase)


RACE_FOLDS: dict[type[Event], Fold[State]] = {
    RaceCardFlipped: _flipped,
    BettingOpened: _betting_opened,
    TokenPlaced: _token_placed,
    RaceStarted: _race_started,
    DiceRolled: _rolled,
    HandicapSpent: _handicap_spent,
    HorseMoved: _moved,
    HorseFinished: _finished,
    TurnEnded: _turn_ended,
    RaceFinished: _race_finished,
    PursesPaid: _purses,
    TokensSettled: _tokens,
}


# --- evolve: by the event's type.

evolve = evolver("homestretch", {**DRAFT_FOLDS, **RACE_FOLDS})


def fold(state: State, events: Iterable[Event]) -> State:
    """The state after several events."""
    for event in events:
        state = evolve(state, event)
    return state
