"""decide(state, command, rng): the events a command causes, or a rules error.

In the order of a game: who may act now (the shared guards with Homestretch's rule ids), a race's set-up and
betting, the second-chance buy, the set-up and the draft, the race; `decide` dispatches on the command type."""

from __future__ import annotations

from games import guards as shared
from games.base import Command, Event, Rng, RuleBroken, StartGame
from games.codec import sha256_hex
from games.dispatch import decider
from games.guards import require_int, require_not_done, require_waiting
from games.shuffle import arranged, shuffle

from .commands import BuyBlind, BuyShare, EndTurn, MoveHorse, PassBuy, PickShare, PlaceToken, RollDice, SpecialMove
from .content import CONTENT, HORSES, LINES, advanced, bonus, first_move_spaces, has_finished, last_place, special_steps
from .events import (
    BettingOpened,
    BlindShareBought,
    BuyPassed,
    BuyPileShuffled,
    DecksShuffled,
    DiceRolled,
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
    draft_finished,
)
from .evolve import buy_pool, evolve, fold
from .state import (
    GHOST,
    State,
    TieRoll,
    betting_order,
    blind_cost_ceiling,
    buying_order,
    colour,
    current_buyer,
    drafters,
    hand_size,
    least_money,
    purse_payments,
    scoring_places,
    settle_tokens,
)

# --- Who may act now: the shared phase and turn guards with Homestretch's rule ids and sentences.

PHASE = "homestretch.phase"
PHASE_NAMES = {"draft": "the draft", "betting": "betting", "racing": "the race", "buying": "the second-chance buy"}
STEP_NEEDS = {
    "roll": "it must roll the dice",
    "choose": "it must move the rolled horse 1 space (and re-roll) or 2 spaces",
    "special": "it must choose a horse in last place for the special move",
    "reroll": "it may roll again or end its turn",
}


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    shared.require_seat_in_play("homestretch", state.phase, state.seats, seat)


def require_phase(state: State, seat: object, phase: str) -> None:
    """The command belongs to `phase`; any other phase is the wrong time (403)."""
    require_started(state, seat)
    detail = lambda: (
        f"{PHASE_NAMES[phase]} is not under way: the game is in {PHASE_NAMES.get(state.phase, state.phase)}"
    )
    shared.require_phase(state.phase, (phase,), PHASE, detail)


def require_turn(state: State, seat: object, steps: tuple[str, ...], doing: str) -> None:
    """Race commands: the dice holder, at a step where `doing` is allowed."""
    require_phase(state, seat, "racing")
    turn = state.turn
    holder = turn.seat if turn else None
    shared.require_turn(
        holder, seat, "homestretch.turn", lambda: f"it is seat {holder}'s turn with the dice, not seat {seat}'s"
    )
    step = turn.step if turn else ""
    detail = lambda: f"seat {seat} cannot {doing} now: {STEP_NEEDS.get(step, step)}"
    shared.require_phase(step, steps, "homestretch.turn.step", detail)


# --- Deciding a race's set-up and its betting: card flip, order, sealed tokens, the start player.


def open_race(state: State, race: int) -> tuple[Event, ...]:
    """Flip the race's card (its handicaps go behind the horses) and open betting in money order, with places."""
    opened = BettingOpened(race, betting_order(state.cash), scoring_places(state.cash))
    return RaceCardFlipped(race, state.race_cards[race - 1]), opened


def on_spot(state: State, seat: int, horse: int, line: str) -> int:
    """How many of the seat's tokens lie on one spot."""
    return sum(1 for t in state.board if (t.seat, t.horse, t.line) == (seat, horse, line))


def _check_token(state: State, command: PlaceToken) -> None:
    """A token the seat still holds, on a real spot that has room for another of the seat's tokens."""
    horse = require_int(command.horse, "homestretch.bet.horse", "the horse")
    value = require_int(command.value, "homestretch.bet.value", "the token value")
    if horse not in HORSES:
        raise RuleBroken("homestretch.bet.horse", f"there is no horse {horse}: the horses are 2 to 12")
    if command.line not in LINES:
        raise RuleBroken("homestretch.bet.line", f"{command.line!r} is not a line: bet to win, place or show")
    left = state.tokens_left(command.seat)
    if value not in left:
        detail = f"seat {command.seat} holds no {value} token; its tokens left are {', '.join(map(str, left))}"
        raise RuleBroken("homestretch.bet.token", detail)
    room = state.capacity(command.seat)
    if on_spot(state, command.seat, horse, command.line) >= room:
        detail = (
            f"seat {command.seat} is number {room} in the scoring and may put at most {room} "
            f"token(s) on one spot; {horse} to {command.line} is full"
        )
        raise RuleBroken("homestretch.bet.capacity", detail)


def place_token(state: State, command: PlaceToken, rng: Rng) -> tuple[Event, ...]:
    """Seal one token; when the last token of the table is down, the race starts."""
    require_phase(state, command.seat, "betting")
    detail = f"seat {command.seat} has placed all five tokens this race"
    require_not_done(not state.tokens_left(command.seat), "homestretch.bet.done", detail)
    _check_token(state, command)
    draw = rng.salt()
    salt = format(draw.value, "032x")
    commitment = sha256_hex({"value": command.value, "salt": salt})
    placed = TokenPlaced(
        command.seat, state.race, command.horse, command.line, command.value, salt, commitment, draw.nonce
    )
    if len(state.board) + 1 < state.seats * len(CONTENT.bet_tokens):  # a seat still holds a token after this one
        return (placed,)
    return placed, start_race(evolve(state, placed), rng)


def start_race(state: State, rng: Rng) -> RaceStarted:
    """The seat with the least money starts; tied seats each roll a die, highest wins, ties roll again."""
    contenders, rolls = least_money(state.cash), []
    while len(contenders) > 1:
        drawn = [(seat, rng.randint(1, 6)) for seat in contenders]
        rolls += [TieRoll(seat, d.value, d.nonce) for seat, d in drawn]
        top = max(d.value for _, d in drawn)
        contenders = tuple(seat for seat, d in drawn if d.value == top)
    return RaceStarted(state.race, contenders[0], tuple(rolls))


# --- Deciding the second-chance buy after race 1: two rounds, lowest money first, face up or blind, or pass.

ROUNDS = 2


def open_buying(state: State, rng: Rng) -> tuple[Event, ...]:
    """Shuffle the second-chance cards and deal as many face up as there are seats."""
    drawn = shuffle(len(buy_pool(state)), rng)
    shuffled = BuyPileShuffled(drawn.draws, drawn.nonces)
    after = evolve(state, shuffled)
    return shuffled, RowDealt(1, after.pile[: state.seats], buying_order(after.cash))


def _require_buyer(state: State, seat: int) -> None:
    require_phase(state, seat, "buying")
    buyer = current_buyer(state)
    shared.require_turn(buyer, seat, "homestretch.buy.turn", f"it is seat {buyer}'s turn to buy, not seat {seat}'s")


def buy_share(state: State, command: BuyShare) -> tuple[Event, ...]:
    """Buy a face-up card at its price."""
    _require_buyer(state, command.seat)
    if command.card not in state.row:
        raise RuleBroken(
            "homestretch.buy.face_up", f"{command.card!r} is not a face-up card; they are {', '.join(state.row)}"
        )
    price = CONTENT.price(command.card)
    if price > state.cash[command.seat]:
        raise RuleBroken(
            "homestretch.buy.cash",
            f"seat {command.seat} has ${state.cash[command.seat]:,}; {command.card} costs ${price:,}",
        )
    bought = ShareBought(command.seat, command.card, price)
    return _next(evolve(state, bought), (bought,))


def buy_blind(state: State, command: BuyBlind) -> tuple[Event, ...]:
    """Buy the top face-down card for the fee plus its price."""
    _require_buyer(state, command.seat)
    if not state.pile:
        raise RuleBroken("homestretch.buy.blind_empty", "no face-down cards are left to buy")
    if state.cash[command.seat] < blind_cost_ceiling():
        raise RuleBroken(
            "homestretch.buy.blind_cash",
            f"a blind buy needs ${blind_cost_ceiling():,} in cash "
            f"(the fee plus the dearest share); seat {command.seat} has ${state.cash[command.seat]:,}",
        )
    card = state.pile[0]
    bought = BlindShareBought(command.seat, card, CONTENT.price(card), CONTENT.blind_buy_fee)
    return _next(evolve(state, bought), (bought,))


def pass_buy(state: State, command: PassBuy) -> tuple[Event, ...]:
    """Buy nothing this round."""
    _require_buyer(state, command.seat)
    passed = BuyPassed(command.seat)
    return _next(evolve(state, passed), (passed,))


def _next(state: State, events: tuple[Event, ...]) -> tuple[Event, ...]:
    """After every seat acted: refill for round 2, or discard the rest and flip race 2."""
    if state.buyers_done < state.seats:
        return events
    if state.buy_round < ROUNDS:
        refill = state.pile[: state.seats - len(state.row)]
        return events + (RowDealt(state.buy_round + 1, refill, buying_order(state.cash)),)
    discarded = SharesDiscarded(len(state.row) + len(state.pile))
    return events + (discarded,) + open_race(evolve(state, discarded), 2)


# --- Deciding the set-up and the draft: shuffles, hands, simultaneous picks, passing left, paying for shares.


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


# --- Deciding the race: rolls, move 2 or move 1 and re-roll, handicaps, special moves, finishes, the race's end.


def roll_dice(state: State, command: RollDice, rng: Rng) -> tuple[Event, ...]:
    """Roll; an X horse is cancelled at once and a second roll's horse moves 2 at once."""
    require_turn(state, command.seat, ("roll", "reroll"), "roll the dice")
    a, b = rng.randint(1, 6), rng.randint(1, 6)
    rolled = DiceRolled(command.seat, a.value, b.value, a.nonce, b.nonce)
    horse = a.value + b.value
    runner, second = state.runner(horse), state.holder.rolls + 1 == 2  # the roll moves no horse and is counted
    if runner.place is not None:
        return (rolled,)
    if runner.token == "X" or second:
        then = "end" if second else "reroll"
        return (rolled,) + normal_move(state, command.seat, horse, 2, then, rng, (rolled,))
    return (rolled,)


def move_horse(state: State, command: MoveHorse, rng: Rng) -> tuple[Event, ...]:
    """After a first roll: 2 spaces and the turn ends, or 1 space and the seat must roll again."""
    require_turn(state, command.seat, ("choose",), "move a horse")
    spaces = require_int(command.spaces, "homestretch.move.spaces", "the spaces")
    if spaces not in (1, 2):
        raise RuleBroken("homestretch.move.spaces", f"move the rolled horse 1 or 2 spaces, not {spaces}")
    return normal_move(state, command.seat, sum(state.holder.dice), spaces, "roll" if spaces == 1 else "end", rng)


def normal_move(
    state: State, seat: int, horse: int, spaces: int, then: str, rng: Rng, pending: tuple[Event, ...] = ()
) -> tuple[Event, ...]:
    """The rolled horse's move; its handicap token, if any, acts on it (+N adds N, X cancels). `pending`: the roll
    just decided, when it is not folded into `state` yet."""
    token = state.runner(horse).token
    spent = (HandicapSpent(horse, token),) if token else ()
    moved = HorseMoved(seat, horse, first_move_spaces(token, spaces), False, then)
    return spent + after_move(state, pending + spent, moved, rng)


def special_move(state: State, command: SpecialMove, rng: Rng) -> tuple[Event, ...]:
    """A finished horse was rolled: a last-place horse moves 1-3 spaces by the dice difference (+N on its first move;
    an X waits for the horse's own number)."""
    require_turn(state, command.seat, ("special",), "make a special move")
    horse = require_int(command.horse, "homestretch.special.horse", "the horse")
    lasts = last_place(state.positions(), state.placings)
    if horse not in lasts:
        detail = f"horse {horse} is not in last place; the last-place horses are {', '.join(map(str, lasts))}"
        raise RuleBroken("homestretch.special.last_place", detail)
    then = "reroll" if state.holder.rolls == 1 else "end"
    token = state.runner(horse).token
    spent = (HandicapSpent(horse, token),) if token is not None and bonus(token) else ()
    moved = HorseMoved(command.seat, horse, special_steps(*state.holder.dice) + bonus(token), True, then)
    return spent + after_move(state, spent, moved, rng)


def end_turn(state: State, command: EndTurn) -> tuple[Event, ...]:
    """Decline the optional re-roll."""
    require_turn(state, command.seat, ("reroll",), "end the turn")
    return (TurnEnded(command.seat, (command.seat + 1) % state.seats),)


def after_move(state: State, pending: tuple[Event, ...], moved: HorseMoved, rng: Rng) -> tuple[Event, ...]:
    """The move, the horse's finish, the race's end at the third finisher, or the dice passing on.

    `pending`: the events decided before the move and not folded into `state` yet (a roll, a handicap spent); none
    of them moves or places a horse, so the moved horse's space and place are read from `state`.
    """
    runner = state.runner(moved.horse)
    if runner.place is None and has_finished(advanced(runner.position, moved.spaces)):  # its space after the move
        return finish(fold(state, pending + (moved,)), moved, rng)
    return (moved,) + _passing(state, moved)


def finish(state: State, moved: HorseMoved, rng: Rng) -> tuple[Event, ...]:
    """The move that took the horse home (folded into `state`), its finish, and the race's end at the third."""
    finished = HorseFinished(moved.horse, len(state.placings) + 1)
    events: tuple[Event, ...] = (moved, finished)
    if finished.place == 3:
        return events + end_race(evolve(state, finished), rng)
    return events + _passing(state, moved)


def _passing(state: State, moved: HorseMoved) -> tuple[Event, ...]:
    """The dice passing left when the move ends the turn."""
    return (TurnEnded(moved.seat, (moved.seat + 1) % state.seats),) if moved.then == "end" else ()


def end_race(state: State, rng: Rng) -> tuple[Event, ...]:
    """Purses, then tokens; after race 1 the second-chance buy, else the next race (none after the last)."""
    p = state.placings
    events: tuple[Event, ...] = (
        RaceFinished(state.race, (p[0], p[1], p[2])),
        PursesPaid(state.race, purse_payments(state)),
        TokensSettled(state.race, settle_tokens(state)),
    )
    after = fold(state, events)
    if state.race == 1:
        return events + open_buying(after, rng)
    if state.race < len(CONTENT.race_decks):
        return events + open_race(after, state.race + 1)
    return events


# --- decide: by the command's type.


@decider
def decide(state: State, command: Command, rng: Rng) -> tuple[Event, ...] | None:
    """Dispatch a command to its rule (None: not a command of this game, refused by `decider`)."""
    match command:
        case StartGame():
            return start_game(state, rng)
        case PickShare():
            return pick_share(state, command, rng)
        case PlaceToken():
            return place_token(state, command, rng)
        case RollDice():
            return roll_dice(state, command, rng)
        case MoveHorse():
            return move_horse(state, command, rng)
        case SpecialMove():
            return special_move(state, command, rng)
        case EndTurn():
            return end_turn(state, command)
        case BuyShare():
            return buy_share(state, command)
        case BuyBlind():
            return buy_blind(state, command)
        case PassBuy():
            return pass_buy(state, command)
    return None
