"""Events of Homestretch: past tense, schema 1 (BettingOpened: 2). Hands, picks and bet-token values are sealed."""
from __future__ import annotations

from .events_draft import (
    GameSetUp, DecksShuffled, HandDealt, GhostHandDealt, SharePicked, GhostDiscarded, HandsPassed,
    DraftFinished, BuyPileShuffled, RowDealt, ShareBought, BlindShareBought, BuyPassed, SharesDiscarded,
)
from .events_race import (
    RaceCardFlipped, BettingOpened, TokenPlaced, RaceStarted, DiceRolled, HandicapSpent, HorseMoved,
    HorseFinished, TurnEnded, RaceFinished, PursesPaid, TokensSettled, betting_opened_v1_to_v2,
)

EVENTS = (
    GameSetUp, DecksShuffled, HandDealt, GhostHandDealt, SharePicked, GhostDiscarded, HandsPassed, DraftFinished,
    RaceCardFlipped, BettingOpened, TokenPlaced, RaceStarted, DiceRolled, HandicapSpent, HorseMoved,
    HorseFinished, TurnEnded, RaceFinished, PursesPaid, TokensSettled, BuyPileShuffled, RowDealt, ShareBought,
    BlindShareBought, BuyPassed, SharesDiscarded,
)
UPCASTERS = {("BettingOpened", 1): betting_opened_v1_to_v2}
