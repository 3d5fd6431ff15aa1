"""The tote board, derived: simulate every race card with a seeded Random, then price each bet from its odds.

Run `python -m games.homestretch.tote` once to print the `tote` section of content.json.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from .content import FINISH, HORSES, LINES, PLACES_PAID, RaceCard, bonus, cancels, last_place, special_steps

SEED = 20120101
RACES_PER_CARD = 20000
DECIMALS = 4
FIXED = {("11", "win"): 10, ("7", "place"): 2}  # the two cells the rules text prints


def simulate_race(handicaps: Mapping[int, str], rnd: random.Random) -> tuple[int, int, int]:
    """One race under the reference policy: move 2, always take an optional re-roll, special move at random."""
    positions, tokens, placings = dict.fromkeys(HORSES, 0), dict(handicaps), list[int]()
    while len(placings) < PLACES_PAID:
        for roll in (1, 2):
            a, b = rnd.randint(1, 6), rnd.randint(1, 6)
            horse = a + b
            special = horse in placings
            if special:
                horse = rnd.choice(last_place(positions, placings))
                plus = bonus(tokens.get(horse))  # a +N token acts on the first move, a special one too
                if plus:
                    del tokens[horse]
                spaces = special_steps(a, b) + plus
            else:
                token = tokens.pop(horse, None)
                if cancels(token):
                    if roll == 1:
                        continue
                    break
                spaces = 2 + bonus(token)
            positions[horse] = min(FINISH, positions[horse] + spaces)
            if positions[horse] >= FINISH:
                placings.append(horse)
                if len(placings) == PLACES_PAID:
                    break
            if not special:
                break
    first, second, third = placings
    return first, second, third


def card_odds(handicaps: Mapping[int, str], races: int, rnd: random.Random) -> dict[str, list[float]]:
    """Per horse: the chance to finish 1st, in the first two, in the first three."""
    counts = {h: [0, 0, 0] for h in HORSES}
    for _ in range(races):
        for place, horse in enumerate(simulate_race(handicaps, rnd)):
            for line in range(place, PLACES_PAID):
                counts[horse][line] += 1
    return {str(h): [round(c / races, DECIMALS) for c in counts[h]] for h in HORSES}


def all_odds(
    cards: Sequence[RaceCard], races: int = RACES_PER_CARD, seed: int = SEED
) -> dict[str, dict[str, list[float]]]:
    """The odds of every race card, simulated in card order from one seeded Random."""
    rnd = random.Random(seed)
    return {card.id: card_odds(card.handicaps, races, rnd) for card in cards}


def average_odds(
    cards: Sequence[RaceCard], odds: Mapping[str, Mapping[str, Sequence[float]]]
) -> dict[str, list[float]]:
    """The odds of a race whose card is unknown: half purple, half green (as the game's 2 + 2 races)."""
    decks = sorted({card.deck for card in cards})
    result = {}
    for h in HORSES:
        per_deck = [[odds[c.id][str(h)] for c in cards if c.deck == deck] for deck in decks]
        result[str(h)] = [
            sum(sum(o[i] for o in deck) / len(deck) for deck in per_deck) / len(per_deck) for i in range(PLACES_PAID)
        ]
    return result


def margins(average: Mapping[str, Sequence[float]]) -> dict[str, float]:
    """Return per token point of each line, fixed by the printed cells; show returns what place does."""
    win = FIXED[("11", "win")] * average["11"][0]
    place = FIXED[("7", "place")] * average["7"][1]
    return {"win": win, "place": place, "show": place}


def derive_board(average: Mapping[str, Sequence[float]]) -> dict[str, list[int]]:
    """Tote value per horse and line: the line's return divided by the chance, rounded, at least 1."""
    rate = margins(average)
    board = {
        h: [max(1, round(rate[line] / max(p[i], 1e-9))) for i, line in enumerate(LINES)] for h, p in average.items()
    }
    for (horse, line), value in FIXED.items():
        assert board[horse][LINES.index(line)] == value, "a printed cell is not what the derivation gives"
    return board


def expected_values(
    average: Mapping[str, Sequence[float]], board: Mapping[str, Sequence[int]]
) -> dict[str, list[float]]:
    """Expected payout per token point of each bet, in $1,000: chance x tote value."""
    return {h: [round(average[h][i] * board[h][i], 3) for i in range(PLACES_PAID)] for h in board}


def tote_section(cards: Sequence[RaceCard], races: int = RACES_PER_CARD, seed: int = SEED) -> dict[str, Any]:
    """The whole `tote` section of content.json."""
    odds = all_odds(cards, races, seed)
    board = derive_board(average_odds(cards, odds))
    return {"seed": seed, "races_per_card": races, "board": board, "odds": odds}


if __name__ == "__main__":
    from .content import load_race_cards

    print(json.dumps(tote_section(load_race_cards()), indent=1))
