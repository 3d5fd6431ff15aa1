"""The basic Jockey player: back the horse its hand favours, race it home with its cards, dump the rest harmlessly.

It decides from its seat's view only (its own hand and bet, the public horses and money)
and its legal commands; the card effects come from the ruleset's pure race module.
"""
from __future__ import annotations

import random
from typing import Any

from games.base import LegalCommand
from games.jockey.content import CARDS, HORSES
from games.jockey.race import steps

POWER = {"plus7": 7, "plus10": 10, "triple": 8, "upto30": 16}  # what a colour card is worth to its horse
POTENTIAL = {"plus7": 7, "plus10": 10, "triple": 12, "upto30": 30, "no2plus13": 13, "no4plus20": 20, "no3upto18": 18}
KEEP = ("upto30", "plus10")  # kinds worth keeping for the next race, best first
WIN_MARGIN = 12  # hand favours one horse by this much: back it to win, else to place
WIN_SHARE, PLACE_SHARE = 0.6, 0.5  # share of the bet cap staked
LOAN_MARGIN = 10  # borrow only when the hand favours one horse at least this much
REGRET = 0.5  # how much of a card's unused potential for the own horse counts against playing it now
FINISHED = 1000  # progress credited to a finished horse (less 100 per place)


# ---------------------------------------------------------------- the hand

def hand_scores(view: dict) -> dict[str, int]:
    """How much the seat's colour cards can move each horse."""
    scores = {h: 0 for h in HORSES}
    for card in view["you"]["hand"]:
        if card["colour"] is not None:
            scores[card["colour"]] += POWER[card["kind"]]
    return scores


def ranked_horses(view: dict) -> list[tuple[str, int]]:
    """Horses by hand score, best first (ties: the horse further ahead, then board order)."""
    squares = {h["horse"]: h["square"] for h in view["horses"]}
    return sorted(hand_scores(view).items(), key=lambda hs: (-hs[1], -squares[hs[0]], HORSES.index(hs[0])))


# ---------------------------------------------------------------- betting

def bet_command(view: dict, legal: tuple[LegalCommand, ...]) -> dict:
    """A loan when the hand is strong and capital short; then win or place on the favoured horse."""
    (best, top), (_, runner_up) = ranked_horses(view)[:2]
    margin = top - runner_up
    loan = next((lc for lc in legal if lc.command["type"] == "TakeLoan"), None)
    if loan is not None and margin >= LOAN_MARGIN:
        return {**loan.command, "amount": loan.params["amount"].max}
    kind = "win" if margin >= WIN_MARGIN else "place"
    offer = next((lc for lc in legal if lc.command.get("kind") == kind and lc.command.get("horse") == best), None)
    if offer is None or top == 0:
        return {"type": "PassBet"}
    param = offer.params["stake"]
    share = WIN_SHARE if kind == "win" else PLACE_SHARE
    stake = max(param.min, int(param.max * share) // param.multiple_of * param.multiple_of)
    return {**offer.command, "stake": stake}


# ---------------------------------------------------------------- racing

def progress(squares: dict[str, int], finishers: list[str]) -> dict[str, int]:
    """A horse's standing as one number: finished horses far ahead in finishing order."""
    return {h: FINISHED - 100 * finishers.index(h) if h in finishers else squares[h] for h in HORSES}


def evaluate(bet: dict | None, squares: dict[str, int], finishers: list[str]) -> float:
    """How well the bet stands: the backed horse's margin over the rival that beats it."""
    if not bet or bet["kind"] == "none":
        return 0.0
    prog = progress(squares, finishers)
    horse = bet["horse"]
    rivals = sorted((prog[h] for h in HORSES if h != horse), reverse=True)
    if bet["kind"] == "win":
        return prog[horse] - rivals[0]
    if bet["kind"] == "place":
        return prog[horse] - rivals[1]
    second = bet["second"]
    others = max(prog[h] for h in HORSES if h not in (horse, second))
    return prog[horse] - max(rivals[0], others) + 0.5 * (prog[second] - others)


def after(view: dict, card_id: str, horse: str | None) -> tuple[dict[str, int], list[str]]:
    """Squares and finishers after playing the card on the horse."""
    squares = {h["horse"]: h["square"] for h in view["horses"]}
    finishers = list(view["finishers"])
    moved = steps(CARDS[card_id], horse, tuple(squares[h] for h in HORSES), tuple(finishers))
    if horse is not None and moved:
        squares[horse] += moved
        if squares[horse] > view["track_length"]:
            finishers.append(horse)
    return squares, finishers


def backed(bet: dict | None) -> set[str]:
    """The horses the seat has money on."""
    if not bet or bet["kind"] == "none":
        return set()
    return {bet["horse"]} | ({bet["second"]} if bet.get("second") else set())


def play_score(view: dict, command: dict) -> float:
    """The bet's standing after the play, less the unused potential of a card that could help an own horse."""
    bet, horse = view["you"]["bet"], command.get("horse")
    squares, finishers = after(view, command["card"], horse)
    card = CARDS[command["card"]]
    gained = evaluate(bet, squares, finishers)
    if horse not in backed(bet):
        return gained
    used = squares[horse] - next(h["square"] for h in view["horses"] if h["horse"] == horse)
    return gained - REGRET * max(0, POTENTIAL[card.kind] - used)


def card_command(view: dict, legal: tuple[LegalCommand, ...]) -> dict:
    """The card play that leaves the bet best placed."""
    plays = [dict(lc.command) for lc in legal]
    return max(plays, key=lambda body: play_score(view, body))


# ---------------------------------------------------------------- keeping and entry point

def keep_command(view: dict) -> dict:
    """Keep the up-to-two strongest cards (up to 30, +10) for the next race."""
    strong = [c for kind in KEEP for c in view["you"]["hand"] if c["kind"] == kind]
    return {"type": "KeepCards", "cards": sorted((c["id"] for c in strong[:2]), key=lambda i: int(i[1:]))}


def choose(view: dict, legal: tuple[LegalCommand, ...], rnd: random.Random) -> dict[str, Any]:
    """Choose a command body from the seat's view and legal commands (deterministic; `rnd` is unused)."""
    kinds = {lc.command["type"] for lc in legal}
    if "PassBet" in kinds:
        return bet_command(view, legal)
    if "KeepCards" in kinds:
        return keep_command(view)
    if "PlayCard" in kinds:
        return card_command(view, legal)
    return dict(legal[0].command)
