from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.autoplay_set_event import AutoplaySetEvent
    from ..models.bar_moves_declined_event import BarMovesDeclinedEvent
    from ..models.bar_moves_offered_event import BarMovesOfferedEvent
    from ..models.bet_placed_event import BetPlacedEvent
    from ..models.bets_settled_event import BetsSettledEvent
    from ..models.betting_finished_event import BettingFinishedEvent
    from ..models.betting_opened_event import BettingOpenedEvent
    from ..models.blind_share_bought_event import BlindShareBoughtEvent
    from ..models.buy_passed_event import BuyPassedEvent
    from ..models.buy_pile_shuffled_event import BuyPileShuffledEvent
    from ..models.capital_issued_event import CapitalIssuedEvent
    from ..models.card_drawn_event import CardDrawnEvent
    from ..models.card_played_event import CardPlayedEvent
    from ..models.card_stolen_event import CardStolenEvent
    from ..models.cards_dealt_event import CardsDealtEvent
    from ..models.cards_discarded_event import CardsDiscardedEvent
    from ..models.cards_drawn_event import CardsDrawnEvent
    from ..models.cards_kept_event import CardsKeptEvent
    from ..models.checkpoint import Checkpoint
    from ..models.dead_heat_broken_event import DeadHeatBrokenEvent
    from ..models.deck_shuffled_event import DeckShuffledEvent
    from ..models.decks_shuffled_event import DecksShuffledEvent
    from ..models.dice_rolled_event import DiceRolledEvent
    from ..models.die_put_away_event import DiePutAwayEvent
    from ..models.die_rerolled_event import DieRerolledEvent
    from ..models.die_used_event import DieUsedEvent
    from ..models.draft_finished_event import DraftFinishedEvent
    from ..models.extra_move_played_event import ExtraMovePlayedEvent
    from ..models.feature_used_event import FeatureUsedEvent
    from ..models.finish_line_crossed_event import FinishLineCrossedEvent
    from ..models.finish_order_pending_event import FinishOrderPendingEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_ended_event import GameEndedEvent
    from ..models.game_set_up_event import GameSetUpEvent
    from ..models.game_started_event import GameStartedEvent
    from ..models.ghost_discarded_event import GhostDiscardedEvent
    from ..models.ghost_hand_dealt_event import GhostHandDealtEvent
    from ..models.hand_dealt_event import HandDealtEvent
    from ..models.hand_seen_event import HandSeenEvent
    from ..models.handicap_spent_event import HandicapSpentEvent
    from ..models.hands_passed_event import HandsPassedEvent
    from ..models.horse_bought_event import HorseBoughtEvent
    from ..models.horse_finished_event import HorseFinishedEvent
    from ..models.horse_moved_event import HorseMovedEvent
    from ..models.keeping_opened_event import KeepingOpenedEvent
    from ..models.loan_taken_event import LoanTakenEvent
    from ..models.loans_settled_event import LoansSettledEvent
    from ..models.money_collected_event import MoneyCollectedEvent
    from ..models.money_dealt_event import MoneyDealtEvent
    from ..models.money_taken_event import MoneyTakenEvent
    from ..models.move_passed_event import MovePassedEvent
    from ..models.passed_event import PassedEvent
    from ..models.photo_finish_event import PhotoFinishEvent
    from ..models.purses_paid_event import PursesPaidEvent
    from ..models.race_called_event import RaceCalledEvent
    from ..models.race_card_flipped_event import RaceCardFlippedEvent
    from ..models.race_finished_event import RaceFinishedEvent
    from ..models.race_opened_event import RaceOpenedEvent
    from ..models.race_started_event import RaceStartedEvent
    from ..models.racing_ended_event import RacingEndedEvent
    from ..models.roll_resolved_event import RollResolvedEvent
    from ..models.round_closed_event import RoundClosedEvent
    from ..models.row_dealt_event import RowDealtEvent
    from ..models.seat_joined_event import SeatJoinedEvent
    from ..models.seat_left_event import SeatLeftEvent
    from ..models.settled_event import SettledEvent
    from ..models.share_bought_event import ShareBoughtEvent
    from ..models.share_picked_event import SharePickedEvent
    from ..models.shares_discarded_event import SharesDiscardedEvent
    from ..models.side_bet_won_event import SideBetWonEvent
    from ..models.side_bets_settled_event import SideBetsSettledEvent
    from ..models.start_die_rolled_event import StartDieRolledEvent
    from ..models.tiles_shuffled_event import TilesShuffledEvent
    from ..models.token_placed_event import TokenPlacedEvent
    from ..models.tokens_settled_event import TokensSettledEvent
    from ..models.turn_began_event import TurnBeganEvent
    from ..models.turn_ended_event import TurnEndedEvent
    from ..models.turn_timed_out_event import TurnTimedOutEvent


T = TypeVar("T", bound="CommandAccepted")


@_attrs_define
class CommandAccepted:
    """
    Attributes:
        version (int): The game's version after this command's events.
        events (list[AutoplaySetEvent | BarMovesDeclinedEvent | BarMovesOfferedEvent | BetPlacedEvent | BetsSettledEvent
            | BettingFinishedEvent | BettingOpenedEvent | BlindShareBoughtEvent | BuyPassedEvent | BuyPileShuffledEvent |
            CapitalIssuedEvent | CardDrawnEvent | CardPlayedEvent | CardsDealtEvent | CardsDiscardedEvent | CardsDrawnEvent
            | CardsKeptEvent | CardStolenEvent | DeadHeatBrokenEvent | DeckShuffledEvent | DecksShuffledEvent |
            DiceRolledEvent | DiePutAwayEvent | DieRerolledEvent | DieUsedEvent | DraftFinishedEvent | ExtraMovePlayedEvent
            | FeatureUsedEvent | FinishLineCrossedEvent | FinishOrderPendingEvent | GameCreatedEvent | GameEndedEvent |
            GameSetUpEvent | GameStartedEvent | GhostDiscardedEvent | GhostHandDealtEvent | HandDealtEvent |
            HandicapSpentEvent | HandSeenEvent | HandsPassedEvent | HorseBoughtEvent | HorseFinishedEvent | HorseMovedEvent
            | KeepingOpenedEvent | LoansSettledEvent | LoanTakenEvent | MoneyCollectedEvent | MoneyDealtEvent |
            MoneyTakenEvent | MovePassedEvent | PassedEvent | PhotoFinishEvent | PursesPaidEvent | RaceCalledEvent |
            RaceCardFlippedEvent | RaceFinishedEvent | RaceOpenedEvent | RaceStartedEvent | RacingEndedEvent |
            RollResolvedEvent | RoundClosedEvent | RowDealtEvent | SeatJoinedEvent | SeatLeftEvent | SettledEvent |
            ShareBoughtEvent | SharePickedEvent | SharesDiscardedEvent | SideBetsSettledEvent | SideBetWonEvent |
            StartDieRolledEvent | TilesShuffledEvent | TokenPlacedEvent | TokensSettledEvent | TurnBeganEvent |
            TurnEndedEvent | TurnTimedOutEvent]):
        checkpoint (Checkpoint): The server's signed word that the game's log was at `version`, whose
            event has the chain hash `hash`, at time `at`. Keep it: it is a
            receipt (see docs/fairness.md, "Signed checkpoints"). It holds
            nothing sealed: a version and a chain hash, both public. The
            signature is Ed25519 by key `key_id` (from `GET
            /.well-known/furlong-keys`) over the UTF-8 bytes
            `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
            `.
    """

    version: int
    events: list[
        AutoplaySetEvent
        | BarMovesDeclinedEvent
        | BarMovesOfferedEvent
        | BetPlacedEvent
        | BetsSettledEvent
        | BettingFinishedEvent
        | BettingOpenedEvent
        | BlindShareBoughtEvent
        | BuyPassedEvent
        | BuyPileShuffledEvent
        | CapitalIssuedEvent
        | CardDrawnEvent
        | CardPlayedEvent
        | CardsDealtEvent
        | CardsDiscardedEvent
        | CardsDrawnEvent
        | CardsKeptEvent
        | CardStolenEvent
        | DeadHeatBrokenEvent
        | DeckShuffledEvent
        | DecksShuffledEvent
        | DiceRolledEvent
        | DiePutAwayEvent
        | DieRerolledEvent
        | DieUsedEvent
        | DraftFinishedEvent
        | ExtraMovePlayedEvent
        | FeatureUsedEvent
        | FinishLineCrossedEvent
        | FinishOrderPendingEvent
        | GameCreatedEvent
        | GameEndedEvent
        | GameSetUpEvent
        | GameStartedEvent
        | GhostDiscardedEvent
        | GhostHandDealtEvent
        | HandDealtEvent
        | HandicapSpentEvent
        | HandSeenEvent
        | HandsPassedEvent
        | HorseBoughtEvent
        | HorseFinishedEvent
        | HorseMovedEvent
        | KeepingOpenedEvent
        | LoansSettledEvent
        | LoanTakenEvent
        | MoneyCollectedEvent
        | MoneyDealtEvent
        | MoneyTakenEvent
        | MovePassedEvent
        | PassedEvent
        | PhotoFinishEvent
        | PursesPaidEvent
        | RaceCalledEvent
        | RaceCardFlippedEvent
        | RaceFinishedEvent
        | RaceOpenedEvent
        | RaceStartedEvent
        | RacingEndedEvent
        | RollResolvedEvent
        | RoundClosedEvent
        | RowDealtEvent
        | SeatJoinedEvent
        | SeatLeftEvent
        | SettledEvent
        | ShareBoughtEvent
        | SharePickedEvent
        | SharesDiscardedEvent
        | SideBetsSettledEvent
        | SideBetWonEvent
        | StartDieRolledEvent
        | TilesShuffledEvent
        | TokenPlacedEvent
        | TokensSettledEvent
        | TurnBeganEvent
        | TurnEndedEvent
        | TurnTimedOutEvent
    ]
    checkpoint: Checkpoint

    def to_dict(self) -> dict[str, Any]:
        from ..models.autoplay_set_event import AutoplaySetEvent  # noqa: PLC0415
        from ..models.bar_moves_declined_event import BarMovesDeclinedEvent  # noqa: PLC0415
        from ..models.bar_moves_offered_event import BarMovesOfferedEvent  # noqa: PLC0415
        from ..models.bet_placed_event import BetPlacedEvent  # noqa: PLC0415
        from ..models.bets_settled_event import BetsSettledEvent  # noqa: PLC0415
        from ..models.betting_finished_event import BettingFinishedEvent  # noqa: PLC0415
        from ..models.betting_opened_event import BettingOpenedEvent  # noqa: PLC0415
        from ..models.blind_share_bought_event import BlindShareBoughtEvent  # noqa: PLC0415
        from ..models.buy_passed_event import BuyPassedEvent  # noqa: PLC0415
        from ..models.buy_pile_shuffled_event import BuyPileShuffledEvent  # noqa: PLC0415
        from ..models.capital_issued_event import CapitalIssuedEvent  # noqa: PLC0415
        from ..models.card_drawn_event import CardDrawnEvent  # noqa: PLC0415
        from ..models.card_played_event import CardPlayedEvent  # noqa: PLC0415
        from ..models.card_stolen_event import CardStolenEvent  # noqa: PLC0415
        from ..models.cards_dealt_event import CardsDealtEvent  # noqa: PLC0415
        from ..models.cards_discarded_event import CardsDiscardedEvent  # noqa: PLC0415
        from ..models.cards_drawn_event import CardsDrawnEvent  # noqa: PLC0415
        from ..models.cards_kept_event import CardsKeptEvent  # noqa: PLC0415
        from ..models.dead_heat_broken_event import DeadHeatBrokenEvent  # noqa: PLC0415
        from ..models.deck_shuffled_event import DeckShuffledEvent  # noqa: PLC0415
        from ..models.decks_shuffled_event import DecksShuffledEvent  # noqa: PLC0415
        from ..models.dice_rolled_event import DiceRolledEvent  # noqa: PLC0415
        from ..models.die_put_away_event import DiePutAwayEvent  # noqa: PLC0415
        from ..models.die_rerolled_event import DieRerolledEvent  # noqa: PLC0415
        from ..models.die_used_event import DieUsedEvent  # noqa: PLC0415
        from ..models.draft_finished_event import DraftFinishedEvent  # noqa: PLC0415
        from ..models.extra_move_played_event import ExtraMovePlayedEvent  # noqa: PLC0415
        from ..models.feature_used_event import FeatureUsedEvent  # noqa: PLC0415
        from ..models.finish_line_crossed_event import FinishLineCrossedEvent  # noqa: PLC0415
        from ..models.finish_order_pending_event import FinishOrderPendingEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent  # noqa: PLC0415
        from ..models.game_set_up_event import GameSetUpEvent  # noqa: PLC0415
        from ..models.game_started_event import GameStartedEvent  # noqa: PLC0415
        from ..models.ghost_discarded_event import GhostDiscardedEvent  # noqa: PLC0415
        from ..models.ghost_hand_dealt_event import GhostHandDealtEvent  # noqa: PLC0415
        from ..models.hand_dealt_event import HandDealtEvent  # noqa: PLC0415
        from ..models.hand_seen_event import HandSeenEvent  # noqa: PLC0415
        from ..models.handicap_spent_event import HandicapSpentEvent  # noqa: PLC0415
        from ..models.hands_passed_event import HandsPassedEvent  # noqa: PLC0415
        from ..models.horse_bought_event import HorseBoughtEvent  # noqa: PLC0415
        from ..models.horse_finished_event import HorseFinishedEvent  # noqa: PLC0415
        from ..models.horse_moved_event import HorseMovedEvent  # noqa: PLC0415
        from ..models.keeping_opened_event import KeepingOpenedEvent  # noqa: PLC0415
        from ..models.loan_taken_event import LoanTakenEvent  # noqa: PLC0415
        from ..models.loans_settled_event import LoansSettledEvent  # noqa: PLC0415
        from ..models.money_collected_event import MoneyCollectedEvent  # noqa: PLC0415
        from ..models.money_dealt_event import MoneyDealtEvent  # noqa: PLC0415
        from ..models.money_taken_event import MoneyTakenEvent  # noqa: PLC0415
        from ..models.move_passed_event import MovePassedEvent  # noqa: PLC0415
        from ..models.passed_event import PassedEvent  # noqa: PLC0415
        from ..models.photo_finish_event import PhotoFinishEvent  # noqa: PLC0415
        from ..models.purses_paid_event import PursesPaidEvent  # noqa: PLC0415
        from ..models.race_called_event import RaceCalledEvent  # noqa: PLC0415
        from ..models.race_card_flipped_event import RaceCardFlippedEvent  # noqa: PLC0415
        from ..models.race_finished_event import RaceFinishedEvent  # noqa: PLC0415
        from ..models.race_opened_event import RaceOpenedEvent  # noqa: PLC0415
        from ..models.race_started_event import RaceStartedEvent  # noqa: PLC0415
        from ..models.racing_ended_event import RacingEndedEvent  # noqa: PLC0415
        from ..models.roll_resolved_event import RollResolvedEvent  # noqa: PLC0415
        from ..models.round_closed_event import RoundClosedEvent  # noqa: PLC0415
        from ..models.row_dealt_event import RowDealtEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent  # noqa: PLC0415
        from ..models.settled_event import SettledEvent  # noqa: PLC0415
        from ..models.share_bought_event import ShareBoughtEvent  # noqa: PLC0415
        from ..models.share_picked_event import SharePickedEvent  # noqa: PLC0415
        from ..models.side_bet_won_event import SideBetWonEvent  # noqa: PLC0415
        from ..models.side_bets_settled_event import SideBetsSettledEvent  # noqa: PLC0415
        from ..models.start_die_rolled_event import StartDieRolledEvent  # noqa: PLC0415
        from ..models.tiles_shuffled_event import TilesShuffledEvent  # noqa: PLC0415
        from ..models.token_placed_event import TokenPlacedEvent  # noqa: PLC0415
        from ..models.tokens_settled_event import TokensSettledEvent  # noqa: PLC0415
        from ..models.turn_began_event import TurnBeganEvent  # noqa: PLC0415
        from ..models.turn_ended_event import TurnEndedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, GameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AutoplaySetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TurnTimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BettingOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BetPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BettingFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RaceStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiceRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HorseMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MovePassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HorseFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RaceCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RaceFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BetsSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CapitalIssuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DeckShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LoanTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LoansSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KeepingOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RacingEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoneyDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StartDieRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TurnBeganEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FeatureUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DieRerolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FinishOrderPendingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BarMovesOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BarMovesDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RollResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardStolenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandSeenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HorseBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardsDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoneyCollectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoneyTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TilesShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RaceOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DieUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DeadHeatBrokenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiePutAwayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SideBetWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FinishLineCrossedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExtraMovePlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PhotoFinishEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SideBetsSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameSetUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DecksShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GhostHandDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SharePickedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GhostDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DraftFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RaceCardFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TokenPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandicapSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PursesPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TokensSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BuyPileShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RowDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ShareBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlindShareBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BuyPassedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        checkpoint = self.checkpoint.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "events": events,
                "checkpoint": checkpoint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.autoplay_set_event import AutoplaySetEvent  # noqa: PLC0415
        from ..models.bar_moves_declined_event import BarMovesDeclinedEvent  # noqa: PLC0415
        from ..models.bar_moves_offered_event import BarMovesOfferedEvent  # noqa: PLC0415
        from ..models.bet_placed_event import BetPlacedEvent  # noqa: PLC0415
        from ..models.bets_settled_event import BetsSettledEvent  # noqa: PLC0415
        from ..models.betting_finished_event import BettingFinishedEvent  # noqa: PLC0415
        from ..models.betting_opened_event import BettingOpenedEvent  # noqa: PLC0415
        from ..models.blind_share_bought_event import BlindShareBoughtEvent  # noqa: PLC0415
        from ..models.buy_passed_event import BuyPassedEvent  # noqa: PLC0415
        from ..models.buy_pile_shuffled_event import BuyPileShuffledEvent  # noqa: PLC0415
        from ..models.capital_issued_event import CapitalIssuedEvent  # noqa: PLC0415
        from ..models.card_drawn_event import CardDrawnEvent  # noqa: PLC0415
        from ..models.card_played_event import CardPlayedEvent  # noqa: PLC0415
        from ..models.card_stolen_event import CardStolenEvent  # noqa: PLC0415
        from ..models.cards_dealt_event import CardsDealtEvent  # noqa: PLC0415
        from ..models.cards_discarded_event import CardsDiscardedEvent  # noqa: PLC0415
        from ..models.cards_drawn_event import CardsDrawnEvent  # noqa: PLC0415
        from ..models.cards_kept_event import CardsKeptEvent  # noqa: PLC0415
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415
        from ..models.dead_heat_broken_event import DeadHeatBrokenEvent  # noqa: PLC0415
        from ..models.deck_shuffled_event import DeckShuffledEvent  # noqa: PLC0415
        from ..models.decks_shuffled_event import DecksShuffledEvent  # noqa: PLC0415
        from ..models.dice_rolled_event import DiceRolledEvent  # noqa: PLC0415
        from ..models.die_put_away_event import DiePutAwayEvent  # noqa: PLC0415
        from ..models.die_rerolled_event import DieRerolledEvent  # noqa: PLC0415
        from ..models.die_used_event import DieUsedEvent  # noqa: PLC0415
        from ..models.draft_finished_event import DraftFinishedEvent  # noqa: PLC0415
        from ..models.extra_move_played_event import ExtraMovePlayedEvent  # noqa: PLC0415
        from ..models.feature_used_event import FeatureUsedEvent  # noqa: PLC0415
        from ..models.finish_line_crossed_event import FinishLineCrossedEvent  # noqa: PLC0415
        from ..models.finish_order_pending_event import FinishOrderPendingEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent  # noqa: PLC0415
        from ..models.game_set_up_event import GameSetUpEvent  # noqa: PLC0415
        from ..models.game_started_event import GameStartedEvent  # noqa: PLC0415
        from ..models.ghost_discarded_event import GhostDiscardedEvent  # noqa: PLC0415
        from ..models.ghost_hand_dealt_event import GhostHandDealtEvent  # noqa: PLC0415
        from ..models.hand_dealt_event import HandDealtEvent  # noqa: PLC0415
        from ..models.hand_seen_event import HandSeenEvent  # noqa: PLC0415
        from ..models.handicap_spent_event import HandicapSpentEvent  # noqa: PLC0415
        from ..models.hands_passed_event import HandsPassedEvent  # noqa: PLC0415
        from ..models.horse_bought_event import HorseBoughtEvent  # noqa: PLC0415
        from ..models.horse_finished_event import HorseFinishedEvent  # noqa: PLC0415
        from ..models.horse_moved_event import HorseMovedEvent  # noqa: PLC0415
        from ..models.keeping_opened_event import KeepingOpenedEvent  # noqa: PLC0415
        from ..models.loan_taken_event import LoanTakenEvent  # noqa: PLC0415
        from ..models.loans_settled_event import LoansSettledEvent  # noqa: PLC0415
        from ..models.money_collected_event import MoneyCollectedEvent  # noqa: PLC0415
        from ..models.money_dealt_event import MoneyDealtEvent  # noqa: PLC0415
        from ..models.money_taken_event import MoneyTakenEvent  # noqa: PLC0415
        from ..models.move_passed_event import MovePassedEvent  # noqa: PLC0415
        from ..models.passed_event import PassedEvent  # noqa: PLC0415
        from ..models.photo_finish_event import PhotoFinishEvent  # noqa: PLC0415
        from ..models.purses_paid_event import PursesPaidEvent  # noqa: PLC0415
        from ..models.race_called_event import RaceCalledEvent  # noqa: PLC0415
        from ..models.race_card_flipped_event import RaceCardFlippedEvent  # noqa: PLC0415
        from ..models.race_finished_event import RaceFinishedEvent  # noqa: PLC0415
        from ..models.race_opened_event import RaceOpenedEvent  # noqa: PLC0415
        from ..models.race_started_event import RaceStartedEvent  # noqa: PLC0415
        from ..models.racing_ended_event import RacingEndedEvent  # noqa: PLC0415
        from ..models.roll_resolved_event import RollResolvedEvent  # noqa: PLC0415
        from ..models.round_closed_event import RoundClosedEvent  # noqa: PLC0415
        from ..models.row_dealt_event import RowDealtEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent  # noqa: PLC0415
        from ..models.settled_event import SettledEvent  # noqa: PLC0415
        from ..models.share_bought_event import ShareBoughtEvent  # noqa: PLC0415
        from ..models.share_picked_event import SharePickedEvent  # noqa: PLC0415
        from ..models.shares_discarded_event import SharesDiscardedEvent  # noqa: PLC0415
        from ..models.side_bet_won_event import SideBetWonEvent  # noqa: PLC0415
        from ..models.side_bets_settled_event import SideBetsSettledEvent  # noqa: PLC0415
        from ..models.start_die_rolled_event import StartDieRolledEvent  # noqa: PLC0415
        from ..models.tiles_shuffled_event import TilesShuffledEvent  # noqa: PLC0415
        from ..models.token_placed_event import TokenPlacedEvent  # noqa: PLC0415
        from ..models.tokens_settled_event import TokensSettledEvent  # noqa: PLC0415
        from ..models.turn_began_event import TurnBeganEvent  # noqa: PLC0415
        from ..models.turn_ended_event import TurnEndedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AutoplaySetEvent
                | BarMovesDeclinedEvent
                | BarMovesOfferedEvent
                | BetPlacedEvent
                | BetsSettledEvent
                | BettingFinishedEvent
                | BettingOpenedEvent
                | BlindShareBoughtEvent
                | BuyPassedEvent
                | BuyPileShuffledEvent
                | CapitalIssuedEvent
                | CardDrawnEvent
                | CardPlayedEvent
                | CardsDealtEvent
                | CardsDiscardedEvent
                | CardsDrawnEvent
                | CardsKeptEvent
                | CardStolenEvent
                | DeadHeatBrokenEvent
                | DeckShuffledEvent
                | DecksShuffledEvent
                | DiceRolledEvent
                | DiePutAwayEvent
                | DieRerolledEvent
                | DieUsedEvent
                | DraftFinishedEvent
                | ExtraMovePlayedEvent
                | FeatureUsedEvent
                | FinishLineCrossedEvent
                | FinishOrderPendingEvent
                | GameCreatedEvent
                | GameEndedEvent
                | GameSetUpEvent
                | GameStartedEvent
                | GhostDiscardedEvent
                | GhostHandDealtEvent
                | HandDealtEvent
                | HandicapSpentEvent
                | HandSeenEvent
                | HandsPassedEvent
                | HorseBoughtEvent
                | HorseFinishedEvent
                | HorseMovedEvent
                | KeepingOpenedEvent
                | LoansSettledEvent
                | LoanTakenEvent
                | MoneyCollectedEvent
                | MoneyDealtEvent
                | MoneyTakenEvent
                | MovePassedEvent
                | PassedEvent
                | PhotoFinishEvent
                | PursesPaidEvent
                | RaceCalledEvent
                | RaceCardFlippedEvent
                | RaceFinishedEvent
                | RaceOpenedEvent
                | RaceStartedEvent
                | RacingEndedEvent
                | RollResolvedEvent
                | RoundClosedEvent
                | RowDealtEvent
                | SeatJoinedEvent
                | SeatLeftEvent
                | SettledEvent
                | ShareBoughtEvent
                | SharePickedEvent
                | SharesDiscardedEvent
                | SideBetsSettledEvent
                | SideBetWonEvent
                | StartDieRolledEvent
                | TilesShuffledEvent
                | TokenPlacedEvent
                | TokensSettledEvent
                | TurnBeganEvent
                | TurnEndedEvent
                | TurnTimedOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = GameCreatedEvent.from_dict(data)

                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = SeatJoinedEvent.from_dict(data)

                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = GameStartedEvent.from_dict(data)

                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = GameEndedEvent.from_dict(data)

                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = AutoplaySetEvent.from_dict(data)

                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = SeatLeftEvent.from_dict(data)

                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = TurnTimedOutEvent.from_dict(data)

                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = BettingOpenedEvent.from_dict(data)

                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = BetPlacedEvent.from_dict(data)

                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = BettingFinishedEvent.from_dict(data)

                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = RaceStartedEvent.from_dict(data)

                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = DiceRolledEvent.from_dict(data)

                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = HorseMovedEvent.from_dict(data)

                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = MovePassedEvent.from_dict(data)

                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = HorseFinishedEvent.from_dict(data)

                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = RaceCalledEvent.from_dict(data)

                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = RaceFinishedEvent.from_dict(data)

                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = BetsSettledEvent.from_dict(data)

                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_18 = CapitalIssuedEvent.from_dict(data)

                    return componentsschemas_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_19 = DeckShuffledEvent.from_dict(data)

                    return componentsschemas_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_20 = CardsDealtEvent.from_dict(data)

                    return componentsschemas_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_21 = LoanTakenEvent.from_dict(data)

                    return componentsschemas_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_22 = CardPlayedEvent.from_dict(data)

                    return componentsschemas_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_23 = CardsDrawnEvent.from_dict(data)

                    return componentsschemas_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_24 = LoansSettledEvent.from_dict(data)

                    return componentsschemas_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_25 = RoundClosedEvent.from_dict(data)

                    return componentsschemas_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_26 = KeepingOpenedEvent.from_dict(data)

                    return componentsschemas_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_27 = CardsKeptEvent.from_dict(data)

                    return componentsschemas_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_28 = RacingEndedEvent.from_dict(data)

                    return componentsschemas_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_29 = MoneyDealtEvent.from_dict(data)

                    return componentsschemas_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_30 = StartDieRolledEvent.from_dict(data)

                    return componentsschemas_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_31 = TurnBeganEvent.from_dict(data)

                    return componentsschemas_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_32 = FeatureUsedEvent.from_dict(data)

                    return componentsschemas_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_33 = DieRerolledEvent.from_dict(data)

                    return componentsschemas_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_34 = FinishOrderPendingEvent.from_dict(data)

                    return componentsschemas_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_35 = BarMovesOfferedEvent.from_dict(data)

                    return componentsschemas_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_36 = BarMovesDeclinedEvent.from_dict(data)

                    return componentsschemas_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_37 = RollResolvedEvent.from_dict(data)

                    return componentsschemas_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_38 = CardDrawnEvent.from_dict(data)

                    return componentsschemas_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_39 = CardStolenEvent.from_dict(data)

                    return componentsschemas_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_40 = HandSeenEvent.from_dict(data)

                    return componentsschemas_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_41 = HorseBoughtEvent.from_dict(data)

                    return componentsschemas_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_42 = CardsDiscardedEvent.from_dict(data)

                    return componentsschemas_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_43 = MoneyCollectedEvent.from_dict(data)

                    return componentsschemas_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_44 = MoneyTakenEvent.from_dict(data)

                    return componentsschemas_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_45 = PassedEvent.from_dict(data)

                    return componentsschemas_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_46 = SettledEvent.from_dict(data)

                    return componentsschemas_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_47 = TilesShuffledEvent.from_dict(data)

                    return componentsschemas_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_48 = RaceOpenedEvent.from_dict(data)

                    return componentsschemas_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_49 = DieUsedEvent.from_dict(data)

                    return componentsschemas_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_50 = DeadHeatBrokenEvent.from_dict(data)

                    return componentsschemas_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_51 = DiePutAwayEvent.from_dict(data)

                    return componentsschemas_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_52 = SideBetWonEvent.from_dict(data)

                    return componentsschemas_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_53 = FinishLineCrossedEvent.from_dict(data)

                    return componentsschemas_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_54 = ExtraMovePlayedEvent.from_dict(data)

                    return componentsschemas_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_55 = PhotoFinishEvent.from_dict(data)

                    return componentsschemas_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_56 = SideBetsSettledEvent.from_dict(data)

                    return componentsschemas_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_57 = GameSetUpEvent.from_dict(data)

                    return componentsschemas_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_58 = DecksShuffledEvent.from_dict(data)

                    return componentsschemas_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_59 = HandDealtEvent.from_dict(data)

                    return componentsschemas_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_60 = GhostHandDealtEvent.from_dict(data)

                    return componentsschemas_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_61 = SharePickedEvent.from_dict(data)

                    return componentsschemas_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_62 = GhostDiscardedEvent.from_dict(data)

                    return componentsschemas_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_63 = HandsPassedEvent.from_dict(data)

                    return componentsschemas_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_64 = DraftFinishedEvent.from_dict(data)

                    return componentsschemas_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_65 = RaceCardFlippedEvent.from_dict(data)

                    return componentsschemas_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_66 = TokenPlacedEvent.from_dict(data)

                    return componentsschemas_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_67 = HandicapSpentEvent.from_dict(data)

                    return componentsschemas_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_68 = TurnEndedEvent.from_dict(data)

                    return componentsschemas_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_69 = PursesPaidEvent.from_dict(data)

                    return componentsschemas_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_70 = TokensSettledEvent.from_dict(data)

                    return componentsschemas_event_type_70
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_71 = BuyPileShuffledEvent.from_dict(data)

                    return componentsschemas_event_type_71
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_72 = RowDealtEvent.from_dict(data)

                    return componentsschemas_event_type_72
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_73 = ShareBoughtEvent.from_dict(data)

                    return componentsschemas_event_type_73
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_74 = BlindShareBoughtEvent.from_dict(data)

                    return componentsschemas_event_type_74
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_75 = BuyPassedEvent.from_dict(data)

                    return componentsschemas_event_type_75
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_76 = SharesDiscardedEvent.from_dict(data)

                return componentsschemas_event_type_76

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        command_accepted = cls(
            version=version,
            events=events,
            checkpoint=checkpoint,
        )

        return command_accepted
