"""Paying off a race (winner and place bets, outsider bonuses), side bets at game end, the next start player."""

from __future__ import annotations

from .content import CONTENT
from .state import Bet, Bonus, Settlement, SidePayment, State


def odds_of(state: State, horse: int) -> int:
    """The odds of a horse's starting position this race (front = lowest)."""
    return CONTENT.odds[state.race][state.starting.index(horse)]


def bet_odds(state: State, bet: Bet) -> int:
    """A winner bet's odds, or the sum of both horses' odds for a place bet."""
    return sum(odds_of(state, h) for h in bet.horses)


def bet_wins(bet: Bet, first: int, second: int) -> bool:
    """A winner bet needs its horse first; a place bet both horses first and second, either order."""
    if bet.kind == "winner":
        return bet.horses[0] == first
    return set(bet.horses) == {first, second}


def settle_bet(state: State, bet: Bet, first: int, second: int) -> Settlement:
    """One bet priced against the result: stake x odds comes back, or nothing."""
    odds, won = bet_odds(state, bet), bet_wins(bet, first, second)
    rule = f"photo_finish.payout.{bet.kind}.{'won' if won else 'lost'}"
    return Settlement(bet.seat, bet.kind, bet.horses, bet.amount, bet.salt, odds, bet.amount * odds if won else 0, rule)


def outsider_values(state: State) -> dict[int, int]:
    """The outsider die amount on each tile that carries one."""
    return {
        t.tile: int(d.face.split("_")[1]) for t in state.track.on_tiles for d in t.dice if d.face.startswith("outsider")
    }


def bonuses(state: State, first: int, second: int, per: str = "seat") -> tuple[Bonus, ...]:
    """The outsider amount to each winner bet on the winner; half, once per player, to the place bets on a horse
    in the first two (named by the player's first such bet). `per` "bet": schema 1's half per place bet."""
    found, paid = [], set()
    for tile, value in sorted(outsider_values(state).items()):
        for bet in ordered(state.bets):
            if bet.kind == "winner" and tile == first and bet.horses == (tile,):
                found.append(Bonus(bet.seat, bet.kind, bet.horses, bet.amount, bet.salt, tile, value))
            if bet.kind == "place" and tile in bet.horses and tile in (first, second) and (bet.seat, tile) not in paid:
                found.append(Bonus(bet.seat, bet.kind, bet.horses, bet.amount, bet.salt, tile, value // 2))
                paid |= {(bet.seat, tile)} if per == "seat" else set()
    return tuple(found)


def ordered(bets: tuple[Bet, ...]) -> list[Bet]:
    """Bets by seat, each seat's in the order placed."""
    return sorted(bets, key=lambda b: b.seat)


Settled = tuple[tuple[Settlement, ...], tuple[Bonus, ...]]


def settle(state: State, first: int, second: int, per: str = "seat") -> Settled:
    """Every bet settled separately, and the outsider bonuses (place half-bonuses once `per` seat, or per bet)."""
    return tuple(settle_bet(state, b, first, second) for b in ordered(state.bets)), bonuses(state, first, second, per)


def side_payments(state: State) -> tuple[SidePayment, ...]:
    """Every side bet in full: +500 on the creditor's score sheet, -500 on the debtor's, whatever its cash."""
    return tuple(SidePayment(b.creditor, b.debtor, CONTENT.side_bet, CONTENT.side_bet) for b in state.side_bets)


def cash_side_payments(state: State) -> tuple[SidePayment, ...]:
    """Schema 1's house rule, kept to replay old games: in the order won, debtors paid from cash as far as it went."""
    cash, paid = list(state.cash), []
    for bet in state.side_bets:
        amount = min(CONTENT.side_bet, cash[bet.debtor])
        cash[bet.debtor] -= amount
        cash[bet.creditor] += amount
        paid.append(SidePayment(bet.creditor, bet.debtor, CONTENT.side_bet, amount))
    return tuple(paid)


def next_start_seat(cash: tuple[int, ...], previous: int) -> int:
    """The richest seat; ties go to the one nearest clockwise after the previous start player."""
    seats = len(cash)
    return min(range(seats), key=lambda s: (-cash[s], (s - previous - 1) % seats))


def turned_up(state: State, race: int) -> tuple[int, ...]:
    """The seven tiles a race turns up, from the top of the pile, left to right."""
    return state.pile[(race - 1) * CONTENT.runners : race * CONTENT.runners]
