"""Contains all the data models used in inputs/outputs"""

from .a_bot_playing_a_seat import ABotPlayingASeat
from .a_seats_command import ASeatsCommand
from .all_events_item import AllEventsItem
from .all_events_message import AllEventsMessage
from .all_events_page import AllEventsPage
from .audit_chain import AuditChain
from .audit_commitments import AuditCommitments
from .audit_ledger import AuditLedger
from .audit_payouts import AuditPayouts
from .audit_randomness import AuditRandomness
from .audit_randomness_status import AuditRandomnessStatus
from .audit_report import AuditReport
from .autoplay_set_data_platform import AutoplaySetDataPlatform
from .autoplay_set_event import AutoplaySetEvent
from .bar_moves_declined_data_long_shot import BarMovesDeclinedDataLongShot
from .bar_moves_declined_event import BarMovesDeclinedEvent
from .bar_moves_offered_data_long_shot import BarMovesOfferedDataLongShot
from .bar_moves_offered_event import BarMovesOfferedEvent
from .bet_placed_data_jockey import BetPlacedDataJockey
from .bet_placed_data_long_shot import BetPlacedDataLongShot
from .bet_placed_data_neck_and_neck import BetPlacedDataNeckAndNeck
from .bet_placed_data_photo_finish import BetPlacedDataPhotoFinish
from .bet_placed_event import BetPlacedEvent
from .bets_settled_data_jockey import BetsSettledDataJockey
from .bets_settled_data_neck_and_neck import BetsSettledDataNeckAndNeck
from .bets_settled_data_photo_finish import BetsSettledDataPhotoFinish
from .bets_settled_event import BetsSettledEvent
from .betting_finished_data_neck_and_neck import BettingFinishedDataNeckAndNeck
from .betting_finished_data_photo_finish import BettingFinishedDataPhotoFinish
from .betting_finished_event import BettingFinishedEvent
from .betting_opened_data_homestretch import BettingOpenedDataHomestretch
from .betting_opened_data_jockey import BettingOpenedDataJockey
from .betting_opened_data_neck_and_neck import BettingOpenedDataNeckAndNeck
from .betting_opened_event import BettingOpenedEvent
from .blind_share_bought_data_homestretch import BlindShareBoughtDataHomestretch
from .blind_share_bought_event import BlindShareBoughtEvent
from .bot_level import BotLevel
from .bot_seat import BotSeat
from .buy_passed_data_homestretch import BuyPassedDataHomestretch
from .buy_passed_event import BuyPassedEvent
from .buy_pile_shuffled_data_homestretch import BuyPileShuffledDataHomestretch
from .buy_pile_shuffled_event import BuyPileShuffledEvent
from .capital_issued_data_jockey import CapitalIssuedDataJockey
from .capital_issued_event import CapitalIssuedEvent
from .card_drawn_data_long_shot import CardDrawnDataLongShot
from .card_drawn_event import CardDrawnEvent
from .card_played_data_jockey import CardPlayedDataJockey
from .card_played_data_long_shot import CardPlayedDataLongShot
from .card_played_event import CardPlayedEvent
from .card_stolen_data_long_shot import CardStolenDataLongShot
from .card_stolen_event import CardStolenEvent
from .cards_dealt_data_jockey import CardsDealtDataJockey
from .cards_dealt_data_long_shot import CardsDealtDataLongShot
from .cards_dealt_event import CardsDealtEvent
from .cards_discarded_data_long_shot import CardsDiscardedDataLongShot
from .cards_discarded_event import CardsDiscardedEvent
from .cards_drawn_data_jockey import CardsDrawnDataJockey
from .cards_drawn_event import CardsDrawnEvent
from .cards_kept_data_jockey import CardsKeptDataJockey
from .cards_kept_event import CardsKeptEvent
from .checkpoint import Checkpoint
from .command_accepted import CommandAccepted
from .create_game import CreateGame
from .create_game_options import CreateGameOptions
from .create_game_options_stand_in import CreateGameOptionsStandIn
from .created_game import CreatedGame
from .created_game_status import CreatedGameStatus
from .created_seat import CreatedSeat
from .dead_heat_broken_data_photo_finish import DeadHeatBrokenDataPhotoFinish
from .dead_heat_broken_event import DeadHeatBrokenEvent
from .deck_shuffled_data_jockey import DeckShuffledDataJockey
from .deck_shuffled_data_long_shot import DeckShuffledDataLongShot
from .deck_shuffled_event import DeckShuffledEvent
from .decks_shuffled_data_homestretch import DecksShuffledDataHomestretch
from .decks_shuffled_event import DecksShuffledEvent
from .dice_rolled_data_homestretch import DiceRolledDataHomestretch
from .dice_rolled_data_long_shot import DiceRolledDataLongShot
from .dice_rolled_data_neck_and_neck import DiceRolledDataNeckAndNeck
from .dice_rolled_data_photo_finish import DiceRolledDataPhotoFinish
from .dice_rolled_event import DiceRolledEvent
from .die_put_away_data_photo_finish import DiePutAwayDataPhotoFinish
from .die_put_away_event import DiePutAwayEvent
from .die_rerolled_data_long_shot import DieRerolledDataLongShot
from .die_rerolled_event import DieRerolledEvent
from .die_used_data_photo_finish import DieUsedDataPhotoFinish
from .die_used_event import DieUsedEvent
from .discrepancy import Discrepancy
from .discrepancy_check import DiscrepancyCheck
from .dispute_by_entry import DisputeByEntry
from .dispute_by_version import DisputeByVersion
from .dispute_report import DisputeReport
from .dispute_report_asked import DisputeReportAsked
from .dispute_report_audit import DisputeReportAudit
from .dispute_report_audit_chain import DisputeReportAuditChain
from .dispute_report_chain import DisputeReportChain
from .dispute_report_receipts import DisputeReportReceipts
from .dispute_report_receipts_failures_item import DisputeReportReceiptsFailuresItem
from .dispute_report_receipts_given_item import DisputeReportReceiptsGivenItem
from .draft_finished_data_homestretch import DraftFinishedDataHomestretch
from .draft_finished_event import DraftFinishedEvent
from .entry import Entry
from .entry_figures import EntryFigures
from .entry_refs import EntryRefs
from .event_envelope import EventEnvelope
from .event_type import EventType
from .events_page import EventsPage
from .explanations import Explanations
from .explanations_explanations_item import ExplanationsExplanationsItem
from .explanations_explanations_item_options_item import ExplanationsExplanationsItemOptionsItem
from .explanations_explanations_item_options_item_command import ExplanationsExplanationsItemOptionsItemCommand
from .extra_move_played_data_photo_finish import ExtraMovePlayedDataPhotoFinish
from .extra_move_played_event import ExtraMovePlayedEvent
from .feature_used_data_long_shot import FeatureUsedDataLongShot
from .feature_used_event import FeatureUsedEvent
from .feed_message import FeedMessage
from .finish_line_crossed_data_photo_finish import FinishLineCrossedDataPhotoFinish
from .finish_line_crossed_event import FinishLineCrossedEvent
from .finish_order_pending_data_long_shot import FinishOrderPendingDataLongShot
from .finish_order_pending_event import FinishOrderPendingEvent
from .game_created_data_platform import GameCreatedDataPlatform
from .game_created_data_platform_options import GameCreatedDataPlatformOptions
from .game_created_event import GameCreatedEvent
from .game_document import GameDocument
from .game_document_deadlines_item import GameDocumentDeadlinesItem
from .game_document_seed import GameDocumentSeed
from .game_document_time_banks_item import GameDocumentTimeBanksItem
from .game_ended_data_platform import GameEndedDataPlatform
from .game_ended_event import GameEndedEvent
from .game_set_up_data_homestretch import GameSetUpDataHomestretch
from .game_set_up_event import GameSetUpEvent
from .game_started_data_platform import GameStartedDataPlatform
from .game_started_event import GameStartedEvent
from .game_status import GameStatus
from .game_summary import GameSummary
from .game_summary_seed import GameSummarySeed
from .get_presence_response_200 import GetPresenceResponse200
from .get_presence_response_200_seats_item import GetPresenceResponse200SeatsItem
from .ghost_discarded_data_homestretch import GhostDiscardedDataHomestretch
from .ghost_discarded_event import GhostDiscardedEvent
from .ghost_hand_dealt_data_homestretch import GhostHandDealtDataHomestretch
from .ghost_hand_dealt_event import GhostHandDealtEvent
from .guest import Guest
from .guest_kind import GuestKind
from .guest_request import GuestRequest
from .hand_dealt_data_homestretch import HandDealtDataHomestretch
from .hand_dealt_event import HandDealtEvent
from .hand_seen_data_long_shot import HandSeenDataLongShot
from .hand_seen_event import HandSeenEvent
from .handicap_spent_data_homestretch import HandicapSpentDataHomestretch
from .handicap_spent_event import HandicapSpentEvent
from .hands_passed_data_homestretch import HandsPassedDataHomestretch
from .hands_passed_event import HandsPassedEvent
from .health import Health
from .health_redis import HealthRedis
from .health_status import HealthStatus
from .homestretch_buy_blind import HomestretchBuyBlind
from .homestretch_buy_share import HomestretchBuyShare
from .homestretch_end_turn import HomestretchEndTurn
from .homestretch_legal_command import HomestretchLegalCommand
from .homestretch_legal_command_params import HomestretchLegalCommandParams
from .homestretch_move_horse import HomestretchMoveHorse
from .homestretch_pass_buy import HomestretchPassBuy
from .homestretch_pick_share import HomestretchPickShare
from .homestretch_place_token import HomestretchPlaceToken
from .homestretch_purse_payment import HomestretchPursePayment
from .homestretch_roll_dice import HomestretchRollDice
from .homestretch_special_move import HomestretchSpecialMove
from .homestretch_tie_roll import HomestretchTieRoll
from .homestretch_token_settlement import HomestretchTokenSettlement
from .homestretch_view import HomestretchView
from .homestretch_view_board_item import HomestretchViewBoardItem
from .homestretch_view_buying_type_0 import HomestretchViewBuyingType0
from .homestretch_view_card_type_0 import HomestretchViewCardType0
from .homestretch_view_card_type_0_handicaps import HomestretchViewCardType0Handicaps
from .homestretch_view_card_type_0_purses import HomestretchViewCardType0Purses
from .homestretch_view_horses_item import HomestretchViewHorsesItem
from .homestretch_view_horses_item_tote import HomestretchViewHorsesItemTote
from .homestretch_view_results_item import HomestretchViewResultsItem
from .homestretch_view_results_item_purses_item import HomestretchViewResultsItemPursesItem
from .homestretch_view_results_item_tokens_item import HomestretchViewResultsItemTokensItem
from .homestretch_view_seats_item import HomestretchViewSeatsItem
from .homestretch_view_turn_type_0 import HomestretchViewTurnType0
from .homestretch_view_you_type_0 import HomestretchViewYouType0
from .horse_bought_data_long_shot import HorseBoughtDataLongShot
from .horse_bought_event import HorseBoughtEvent
from .horse_finished_data_homestretch import HorseFinishedDataHomestretch
from .horse_finished_data_jockey import HorseFinishedDataJockey
from .horse_finished_data_long_shot import HorseFinishedDataLongShot
from .horse_finished_data_neck_and_neck import HorseFinishedDataNeckAndNeck
from .horse_finished_event import HorseFinishedEvent
from .horse_moved_data_homestretch import HorseMovedDataHomestretch
from .horse_moved_data_long_shot import HorseMovedDataLongShot
from .horse_moved_data_neck_and_neck import HorseMovedDataNeckAndNeck
from .horse_moved_event import HorseMovedEvent
from .human_seat import HumanSeat
from .jockey_keep_cards import JockeyKeepCards
from .jockey_legal_command import JockeyLegalCommand
from .jockey_legal_command_params import JockeyLegalCommandParams
from .jockey_pass_bet import JockeyPassBet
from .jockey_place_bet import JockeyPlaceBet
from .jockey_play_card import JockeyPlayCard
from .jockey_repayment import JockeyRepayment
from .jockey_round_result import JockeyRoundResult
from .jockey_settlement import JockeySettlement
from .jockey_take_loan import JockeyTakeLoan
from .jockey_view import JockeyView
from .jockey_view_horses_item import JockeyViewHorsesItem
from .jockey_view_played_item import JockeyViewPlayedItem
from .jockey_view_results_item import JockeyViewResultsItem
from .jockey_view_results_item_settlements_item import JockeyViewResultsItemSettlementsItem
from .jockey_view_seats_item import JockeyViewSeatsItem
from .jockey_view_you_type_0 import JockeyViewYouType0
from .jockey_view_you_type_0_bet_type_0 import JockeyViewYouType0BetType0
from .jockey_view_you_type_0_hand_item import JockeyViewYouType0HandItem
from .join import Join
from .joined import Joined
from .joined_status import JoinedStatus
from .keeping_opened_data_jockey import KeepingOpenedDataJockey
from .keeping_opened_event import KeepingOpenedEvent
from .keys_document import KeysDocument
from .keys_document_keys_item import KeysDocumentKeysItem
from .keys_document_keys_item_status import KeysDocumentKeysItemStatus
from .leaderboard import Leaderboard
from .ledger_document import LedgerDocument
from .ledger_document_accounts_item import LedgerDocumentAccountsItem
from .loan_taken_data_jockey import LoanTakenDataJockey
from .loan_taken_event import LoanTakenEvent
from .loans_settled_data_jockey import LoansSettledDataJockey
from .loans_settled_event import LoansSettledEvent
from .lobby import Lobby
from .long_shot_accept_roll import LongShotAcceptRoll
from .long_shot_buy_horse import LongShotBuyHorse
from .long_shot_decline_bar_moves import LongShotDeclineBarMoves
from .long_shot_discard_cards import LongShotDiscardCards
from .long_shot_legal_command import LongShotLegalCommand
from .long_shot_legal_command_params import LongShotLegalCommandParams
from .long_shot_move_bar_horse import LongShotMoveBarHorse
from .long_shot_pass import LongShotPass
from .long_shot_place_bet import LongShotPlaceBet
from .long_shot_play_card import LongShotPlayCard
from .long_shot_purse import LongShotPurse
from .long_shot_roll_dice import LongShotRollDice
from .long_shot_settlement import LongShotSettlement
from .long_shot_steal_card import LongShotStealCard
from .long_shot_use_reroll import LongShotUseReroll
from .long_shot_view import LongShotView
from .long_shot_view_card_thief_type_0 import LongShotViewCardThiefType0
from .long_shot_view_discards_item import LongShotViewDiscardsItem
from .long_shot_view_horses_item import LongShotViewHorsesItem
from .long_shot_view_horses_item_odds import LongShotViewHorsesItemOdds
from .long_shot_view_roll_type_0 import LongShotViewRollType0
from .long_shot_view_seats_item import LongShotViewSeatsItem
from .long_shot_view_seats_item_bets_item import LongShotViewSeatsItemBetsItem
from .long_shot_view_track import LongShotViewTrack
from .long_shot_view_you_type_0 import LongShotViewYouType0
from .long_shot_view_you_type_0_hand_item import LongShotViewYouType0HandItem
from .long_shot_view_you_type_0_looking_at_type_0 import LongShotViewYouType0LookingAtType0
from .long_shot_view_you_type_0_looking_at_type_0_hand_item import LongShotViewYouType0LookingAtType0HandItem
from .money_collected_data_long_shot import MoneyCollectedDataLongShot
from .money_collected_event import MoneyCollectedEvent
from .money_dealt_data_long_shot import MoneyDealtDataLongShot
from .money_dealt_event import MoneyDealtEvent
from .money_taken_data_long_shot import MoneyTakenDataLongShot
from .money_taken_event import MoneyTakenEvent
from .move_passed_data_neck_and_neck import MovePassedDataNeckAndNeck
from .move_passed_event import MovePassedEvent
from .neck_and_neck_finish_betting import NeckAndNeckFinishBetting
from .neck_and_neck_legal_command import NeckAndNeckLegalCommand
from .neck_and_neck_legal_command_params import NeckAndNeckLegalCommandParams
from .neck_and_neck_move_horse import NeckAndNeckMoveHorse
from .neck_and_neck_pass import NeckAndNeckPass
from .neck_and_neck_place_bet import NeckAndNeckPlaceBet
from .neck_and_neck_roll_dice import NeckAndNeckRollDice
from .neck_and_neck_settlement import NeckAndNeckSettlement
from .neck_and_neck_special_move import NeckAndNeckSpecialMove
from .neck_and_neck_view import NeckAndNeckView
from .neck_and_neck_view_horses_item import NeckAndNeckViewHorsesItem
from .neck_and_neck_view_results_item import NeckAndNeckViewResultsItem
from .neck_and_neck_view_results_item_settlements_item import NeckAndNeckViewResultsItemSettlementsItem
from .neck_and_neck_view_roll_type_0 import NeckAndNeckViewRollType0
from .neck_and_neck_view_seats_item import NeckAndNeckViewSeatsItem
from .neck_and_neck_view_standstill import NeckAndNeckViewStandstill
from .neck_and_neck_view_track import NeckAndNeckViewTrack
from .neck_and_neck_view_track_finish_line import NeckAndNeckViewTrackFinishLine
from .neck_and_neck_view_track_start_line import NeckAndNeckViewTrackStartLine
from .neck_and_neck_view_you_type_0 import NeckAndNeckViewYouType0
from .neck_and_neck_view_you_type_0_bets_item import NeckAndNeckViewYouType0BetsItem
from .open_seat import OpenSeat
from .option_spec import OptionSpec
from .option_spec_type import OptionSpecType
from .param import Param
from .passed_data_long_shot import PassedDataLongShot
from .passed_event import PassedEvent
from .payout_explanation import PayoutExplanation
from .payout_explanation_bet_type_0 import PayoutExplanationBetType0
from .payout_explanation_result_type_0 import PayoutExplanationResultType0
from .photo_finish_bet_on_place import PhotoFinishBetOnPlace
from .photo_finish_bet_on_winner import PhotoFinishBetOnWinner
from .photo_finish_bonus import PhotoFinishBonus
from .photo_finish_data_photo_finish import PhotoFinishDataPhotoFinish
from .photo_finish_event import PhotoFinishEvent
from .photo_finish_finish_betting import PhotoFinishFinishBetting
from .photo_finish_legal_command import PhotoFinishLegalCommand
from .photo_finish_legal_command_params import PhotoFinishLegalCommandParams
from .photo_finish_play_extra_move import PhotoFinishPlayExtraMove
from .photo_finish_put_away_die import PhotoFinishPutAwayDie
from .photo_finish_roll_dice import PhotoFinishRollDice
from .photo_finish_settlement import PhotoFinishSettlement
from .photo_finish_side_payment import PhotoFinishSidePayment
from .photo_finish_use_die import PhotoFinishUseDie
from .photo_finish_view import PhotoFinishView
from .photo_finish_view_results_item import PhotoFinishViewResultsItem
from .photo_finish_view_results_item_bonuses_item import PhotoFinishViewResultsItemBonusesItem
from .photo_finish_view_results_item_settlements_item import PhotoFinishViewResultsItemSettlementsItem
from .photo_finish_view_seats_item import PhotoFinishViewSeatsItem
from .photo_finish_view_side_bets_item import PhotoFinishViewSideBetsItem
from .photo_finish_view_side_payments_item import PhotoFinishViewSidePaymentsItem
from .photo_finish_view_track_type_0 import PhotoFinishViewTrackType0
from .photo_finish_view_track_type_0_out import PhotoFinishViewTrackType0Out
from .photo_finish_view_track_type_0_pool import PhotoFinishViewTrackType0Pool
from .photo_finish_view_track_type_0_roll_item import PhotoFinishViewTrackType0RollItem
from .photo_finish_view_track_type_0_row_item import PhotoFinishViewTrackType0RowItem
from .photo_finish_view_track_type_0_row_item_dice_item import PhotoFinishViewTrackType0RowItemDiceItem
from .photo_finish_view_you_type_0 import PhotoFinishViewYouType0
from .photo_finish_view_you_type_0_bets_item import PhotoFinishViewYouType0BetsItem
from .platform_seat_spec import PlatformSeatSpec
from .platform_standing import PlatformStanding
from .player import Player
from .player_game import PlayerGame
from .player_game_seed import PlayerGameSeed
from .player_games import PlayerGames
from .player_kind import PlayerKind
from .player_ratings import PlayerRatings
from .player_ratings_ratings import PlayerRatingsRatings
from .player_seat import PlayerSeat
from .posting import Posting
from .problem import Problem
from .public_seat import PublicSeat
from .purses_paid_data_homestretch import PursesPaidDataHomestretch
from .purses_paid_event import PursesPaidEvent
from .race_called_data_neck_and_neck import RaceCalledDataNeckAndNeck
from .race_called_event import RaceCalledEvent
from .race_card_flipped_data_homestretch import RaceCardFlippedDataHomestretch
from .race_card_flipped_event import RaceCardFlippedEvent
from .race_finished_data_homestretch import RaceFinishedDataHomestretch
from .race_finished_data_jockey import RaceFinishedDataJockey
from .race_finished_data_long_shot import RaceFinishedDataLongShot
from .race_finished_data_neck_and_neck import RaceFinishedDataNeckAndNeck
from .race_finished_data_photo_finish import RaceFinishedDataPhotoFinish
from .race_finished_event import RaceFinishedEvent
from .race_opened_data_photo_finish import RaceOpenedDataPhotoFinish
from .race_opened_event import RaceOpenedEvent
from .race_started_data_homestretch import RaceStartedDataHomestretch
from .race_started_data_jockey import RaceStartedDataJockey
from .race_started_data_neck_and_neck import RaceStartedDataNeckAndNeck
from .race_started_data_photo_finish import RaceStartedDataPhotoFinish
from .race_started_event import RaceStartedEvent
from .racing_ended_data_jockey import RacingEndedDataJockey
from .racing_ended_event import RacingEndedEvent
from .rated_player import RatedPlayer
from .rating import Rating
from .rating_history_item import RatingHistoryItem
from .rating_model import RatingModel
from .rating_model_name import RatingModelName
from .redacted_entry import RedactedEntry
from .roll_resolved_data_long_shot import RollResolvedDataLongShot
from .roll_resolved_event import RollResolvedEvent
from .round_closed_data_jockey import RoundClosedDataJockey
from .round_closed_event import RoundClosedEvent
from .row_dealt_data_homestretch import RowDealtDataHomestretch
from .row_dealt_event import RowDealtEvent
from .ruleset import Ruleset
from .ruleset_commands import RulesetCommands
from .ruleset_commands_additional_property import RulesetCommandsAdditionalProperty
from .ruleset_id import RulesetId
from .seat_changed import SeatChanged
from .seat_joined_data_platform import SeatJoinedDataPlatform
from .seat_joined_event import SeatJoinedEvent
from .seat_kind import SeatKind
from .seat_left_data_platform import SeatLeftDataPlatform
from .seat_left_event import SeatLeftEvent
from .seek import Seek
from .seek_options import SeekOptions
from .seek_rating_window_type_0 import SeekRatingWindowType0
from .seek_request import SeekRequest
from .seek_request_options import SeekRequestOptions
from .seek_request_rating_window import SeekRequestRatingWindow
from .seek_status import SeekStatus
from .seeks import Seeks
from .set_autoplay_body import SetAutoplayBody
from .settled_data_long_shot import SettledDataLongShot
from .settled_event import SettledEvent
from .share_bought_data_homestretch import ShareBoughtDataHomestretch
from .share_bought_event import ShareBoughtEvent
from .share_picked_data_homestretch import SharePickedDataHomestretch
from .share_picked_event import SharePickedEvent
from .shares_discarded_data_homestretch import SharesDiscardedDataHomestretch
from .shares_discarded_event import SharesDiscardedEvent
from .side_bet_won_data_photo_finish import SideBetWonDataPhotoFinish
from .side_bet_won_event import SideBetWonEvent
from .side_bets_settled_data_photo_finish import SideBetsSettledDataPhotoFinish
from .side_bets_settled_event import SideBetsSettledEvent
from .standing import Standing
from .start_die_rolled_data_long_shot import StartDieRolledDataLongShot
from .start_die_rolled_event import StartDieRolledEvent
from .take_player_seat_token_response_201 import TakePlayerSeatTokenResponse201
from .the_platform import ThePlatform
from .tiles_shuffled_data_photo_finish import TilesShuffledDataPhotoFinish
from .tiles_shuffled_event import TilesShuffledEvent
from .token_placed_data_homestretch import TokenPlacedDataHomestretch
from .token_placed_event import TokenPlacedEvent
from .tokens_settled_data_homestretch import TokensSettledDataHomestretch
from .tokens_settled_event import TokensSettledEvent
from .turn_began_data_long_shot import TurnBeganDataLongShot
from .turn_began_event import TurnBeganEvent
from .turn_ended_data_homestretch import TurnEndedDataHomestretch
from .turn_ended_event import TurnEndedEvent
from .turn_timed_out_data_platform import TurnTimedOutDataPlatform
from .turn_timed_out_event import TurnTimedOutEvent
from .validation_messages import ValidationMessages
from .webhook_attempt import WebhookAttempt
from .webhook_created import WebhookCreated
from .webhook_message import WebhookMessage
from .webhook_message_data import WebhookMessageData
from .webhook_redeliver_request import WebhookRedeliverRequest
from .webhook_redelivery import WebhookRedelivery
from .webhook_request import WebhookRequest
from .webhook_secret import WebhookSecret
from .webhook_subscription import WebhookSubscription
from .webhook_subscription_status import WebhookSubscriptionStatus

__all__ = (
    "ABotPlayingASeat",
    "AllEventsItem",
    "AllEventsMessage",
    "AllEventsPage",
    "ASeatsCommand",
    "AuditChain",
    "AuditCommitments",
    "AuditLedger",
    "AuditPayouts",
    "AuditRandomness",
    "AuditRandomnessStatus",
    "AuditReport",
    "AutoplaySetDataPlatform",
    "AutoplaySetEvent",
    "BarMovesDeclinedDataLongShot",
    "BarMovesDeclinedEvent",
    "BarMovesOfferedDataLongShot",
    "BarMovesOfferedEvent",
    "BetPlacedDataJockey",
    "BetPlacedDataLongShot",
    "BetPlacedDataNeckAndNeck",
    "BetPlacedDataPhotoFinish",
    "BetPlacedEvent",
    "BetsSettledDataJockey",
    "BetsSettledDataNeckAndNeck",
    "BetsSettledDataPhotoFinish",
    "BetsSettledEvent",
    "BettingFinishedDataNeckAndNeck",
    "BettingFinishedDataPhotoFinish",
    "BettingFinishedEvent",
    "BettingOpenedDataHomestretch",
    "BettingOpenedDataJockey",
    "BettingOpenedDataNeckAndNeck",
    "BettingOpenedEvent",
    "BlindShareBoughtDataHomestretch",
    "BlindShareBoughtEvent",
    "BotLevel",
    "BotSeat",
    "BuyPassedDataHomestretch",
    "BuyPassedEvent",
    "BuyPileShuffledDataHomestretch",
    "BuyPileShuffledEvent",
    "CapitalIssuedDataJockey",
    "CapitalIssuedEvent",
    "CardDrawnDataLongShot",
    "CardDrawnEvent",
    "CardPlayedDataJockey",
    "CardPlayedDataLongShot",
    "CardPlayedEvent",
    "CardsDealtDataJockey",
    "CardsDealtDataLongShot",
    "CardsDealtEvent",
    "CardsDiscardedDataLongShot",
    "CardsDiscardedEvent",
    "CardsDrawnDataJockey",
    "CardsDrawnEvent",
    "CardsKeptDataJockey",
    "CardsKeptEvent",
    "CardStolenDataLongShot",
    "CardStolenEvent",
    "Checkpoint",
    "CommandAccepted",
    "CreatedGame",
    "CreatedGameStatus",
    "CreatedSeat",
    "CreateGame",
    "CreateGameOptions",
    "CreateGameOptionsStandIn",
    "DeadHeatBrokenDataPhotoFinish",
    "DeadHeatBrokenEvent",
    "DeckShuffledDataJockey",
    "DeckShuffledDataLongShot",
    "DeckShuffledEvent",
    "DecksShuffledDataHomestretch",
    "DecksShuffledEvent",
    "DiceRolledDataHomestretch",
    "DiceRolledDataLongShot",
    "DiceRolledDataNeckAndNeck",
    "DiceRolledDataPhotoFinish",
    "DiceRolledEvent",
    "DiePutAwayDataPhotoFinish",
    "DiePutAwayEvent",
    "DieRerolledDataLongShot",
    "DieRerolledEvent",
    "DieUsedDataPhotoFinish",
    "DieUsedEvent",
    "Discrepancy",
    "DiscrepancyCheck",
    "DisputeByEntry",
    "DisputeByVersion",
    "DisputeReport",
    "DisputeReportAsked",
    "DisputeReportAudit",
    "DisputeReportAuditChain",
    "DisputeReportChain",
    "DisputeReportReceipts",
    "DisputeReportReceiptsFailuresItem",
    "DisputeReportReceiptsGivenItem",
    "DraftFinishedDataHomestretch",
    "DraftFinishedEvent",
    "Entry",
    "EntryFigures",
    "EntryRefs",
    "EventEnvelope",
    "EventsPage",
    "EventType",
    "Explanations",
    "ExplanationsExplanationsItem",
    "ExplanationsExplanationsItemOptionsItem",
    "ExplanationsExplanationsItemOptionsItemCommand",
    "ExtraMovePlayedDataPhotoFinish",
    "ExtraMovePlayedEvent",
    "FeatureUsedDataLongShot",
    "FeatureUsedEvent",
    "FeedMessage",
    "FinishLineCrossedDataPhotoFinish",
    "FinishLineCrossedEvent",
    "FinishOrderPendingDataLongShot",
    "FinishOrderPendingEvent",
    "GameCreatedDataPlatform",
    "GameCreatedDataPlatformOptions",
    "GameCreatedEvent",
    "GameDocument",
    "GameDocumentDeadlinesItem",
    "GameDocumentSeed",
    "GameDocumentTimeBanksItem",
    "GameEndedDataPlatform",
    "GameEndedEvent",
    "GameSetUpDataHomestretch",
    "GameSetUpEvent",
    "GameStartedDataPlatform",
    "GameStartedEvent",
    "GameStatus",
    "GameSummary",
    "GameSummarySeed",
    "GetPresenceResponse200",
    "GetPresenceResponse200SeatsItem",
    "GhostDiscardedDataHomestretch",
    "GhostDiscardedEvent",
    "GhostHandDealtDataHomestretch",
    "GhostHandDealtEvent",
    "Guest",
    "GuestKind",
    "GuestRequest",
    "HandDealtDataHomestretch",
    "HandDealtEvent",
    "HandicapSpentDataHomestretch",
    "HandicapSpentEvent",
    "HandSeenDataLongShot",
    "HandSeenEvent",
    "HandsPassedDataHomestretch",
    "HandsPassedEvent",
    "Health",
    "HealthRedis",
    "HealthStatus",
    "HomestretchBuyBlind",
    "HomestretchBuyShare",
    "HomestretchEndTurn",
    "HomestretchLegalCommand",
    "HomestretchLegalCommandParams",
    "HomestretchMoveHorse",
    "HomestretchPassBuy",
    "HomestretchPickShare",
    "HomestretchPlaceToken",
    "HomestretchPursePayment",
    "HomestretchRollDice",
    "HomestretchSpecialMove",
    "HomestretchTieRoll",
    "HomestretchTokenSettlement",
    "HomestretchView",
    "HomestretchViewBoardItem",
    "HomestretchViewBuyingType0",
    "HomestretchViewCardType0",
    "HomestretchViewCardType0Handicaps",
    "HomestretchViewCardType0Purses",
    "HomestretchViewHorsesItem",
    "HomestretchViewHorsesItemTote",
    "HomestretchViewResultsItem",
    "HomestretchViewResultsItemPursesItem",
    "HomestretchViewResultsItemTokensItem",
    "HomestretchViewSeatsItem",
    "HomestretchViewTurnType0",
    "HomestretchViewYouType0",
    "HorseBoughtDataLongShot",
    "HorseBoughtEvent",
    "HorseFinishedDataHomestretch",
    "HorseFinishedDataJockey",
    "HorseFinishedDataLongShot",
    "HorseFinishedDataNeckAndNeck",
    "HorseFinishedEvent",
    "HorseMovedDataHomestretch",
    "HorseMovedDataLongShot",
    "HorseMovedDataNeckAndNeck",
    "HorseMovedEvent",
    "HumanSeat",
    "JockeyKeepCards",
    "JockeyLegalCommand",
    "JockeyLegalCommandParams",
    "JockeyPassBet",
    "JockeyPlaceBet",
    "JockeyPlayCard",
    "JockeyRepayment",
    "JockeyRoundResult",
    "JockeySettlement",
    "JockeyTakeLoan",
    "JockeyView",
    "JockeyViewHorsesItem",
    "JockeyViewPlayedItem",
    "JockeyViewResultsItem",
    "JockeyViewResultsItemSettlementsItem",
    "JockeyViewSeatsItem",
    "JockeyViewYouType0",
    "JockeyViewYouType0BetType0",
    "JockeyViewYouType0HandItem",
    "Join",
    "Joined",
    "JoinedStatus",
    "KeepingOpenedDataJockey",
    "KeepingOpenedEvent",
    "KeysDocument",
    "KeysDocumentKeysItem",
    "KeysDocumentKeysItemStatus",
    "Leaderboard",
    "LedgerDocument",
    "LedgerDocumentAccountsItem",
    "LoansSettledDataJockey",
    "LoansSettledEvent",
    "LoanTakenDataJockey",
    "LoanTakenEvent",
    "Lobby",
    "LongShotAcceptRoll",
    "LongShotBuyHorse",
    "LongShotDeclineBarMoves",
    "LongShotDiscardCards",
    "LongShotLegalCommand",
    "LongShotLegalCommandParams",
    "LongShotMoveBarHorse",
    "LongShotPass",
    "LongShotPlaceBet",
    "LongShotPlayCard",
    "LongShotPurse",
    "LongShotRollDice",
    "LongShotSettlement",
    "LongShotStealCard",
    "LongShotUseReroll",
    "LongShotView",
    "LongShotViewCardThiefType0",
    "LongShotViewDiscardsItem",
    "LongShotViewHorsesItem",
    "LongShotViewHorsesItemOdds",
    "LongShotViewRollType0",
    "LongShotViewSeatsItem",
    "LongShotViewSeatsItemBetsItem",
    "LongShotViewTrack",
    "LongShotViewYouType0",
    "LongShotViewYouType0HandItem",
    "LongShotViewYouType0LookingAtType0",
    "LongShotViewYouType0LookingAtType0HandItem",
    "MoneyCollectedDataLongShot",
    "MoneyCollectedEvent",
    "MoneyDealtDataLongShot",
    "MoneyDealtEvent",
    "MoneyTakenDataLongShot",
    "MoneyTakenEvent",
    "MovePassedDataNeckAndNeck",
    "MovePassedEvent",
    "NeckAndNeckFinishBetting",
    "NeckAndNeckLegalCommand",
    "NeckAndNeckLegalCommandParams",
    "NeckAndNeckMoveHorse",
    "NeckAndNeckPass",
    "NeckAndNeckPlaceBet",
    "NeckAndNeckRollDice",
    "NeckAndNeckSettlement",
    "NeckAndNeckSpecialMove",
    "NeckAndNeckView",
    "NeckAndNeckViewHorsesItem",
    "NeckAndNeckViewResultsItem",
    "NeckAndNeckViewResultsItemSettlementsItem",
    "NeckAndNeckViewRollType0",
    "NeckAndNeckViewSeatsItem",
    "NeckAndNeckViewStandstill",
    "NeckAndNeckViewTrack",
    "NeckAndNeckViewTrackFinishLine",
    "NeckAndNeckViewTrackStartLine",
    "NeckAndNeckViewYouType0",
    "NeckAndNeckViewYouType0BetsItem",
    "OpenSeat",
    "OptionSpec",
    "OptionSpecType",
    "Param",
    "PassedDataLongShot",
    "PassedEvent",
    "PayoutExplanation",
    "PayoutExplanationBetType0",
    "PayoutExplanationResultType0",
    "PhotoFinishBetOnPlace",
    "PhotoFinishBetOnWinner",
    "PhotoFinishBonus",
    "PhotoFinishDataPhotoFinish",
    "PhotoFinishEvent",
    "PhotoFinishFinishBetting",
    "PhotoFinishLegalCommand",
    "PhotoFinishLegalCommandParams",
    "PhotoFinishPlayExtraMove",
    "PhotoFinishPutAwayDie",
    "PhotoFinishRollDice",
    "PhotoFinishSettlement",
    "PhotoFinishSidePayment",
    "PhotoFinishUseDie",
    "PhotoFinishView",
    "PhotoFinishViewResultsItem",
    "PhotoFinishViewResultsItemBonusesItem",
    "PhotoFinishViewResultsItemSettlementsItem",
    "PhotoFinishViewSeatsItem",
    "PhotoFinishViewSideBetsItem",
    "PhotoFinishViewSidePaymentsItem",
    "PhotoFinishViewTrackType0",
    "PhotoFinishViewTrackType0Out",
    "PhotoFinishViewTrackType0Pool",
    "PhotoFinishViewTrackType0RollItem",
    "PhotoFinishViewTrackType0RowItem",
    "PhotoFinishViewTrackType0RowItemDiceItem",
    "PhotoFinishViewYouType0",
    "PhotoFinishViewYouType0BetsItem",
    "PlatformSeatSpec",
    "PlatformStanding",
    "Player",
    "PlayerGame",
    "PlayerGames",
    "PlayerGameSeed",
    "PlayerKind",
    "PlayerRatings",
    "PlayerRatingsRatings",
    "PlayerSeat",
    "Posting",
    "Problem",
    "PublicSeat",
    "PursesPaidDataHomestretch",
    "PursesPaidEvent",
    "RaceCalledDataNeckAndNeck",
    "RaceCalledEvent",
    "RaceCardFlippedDataHomestretch",
    "RaceCardFlippedEvent",
    "RaceFinishedDataHomestretch",
    "RaceFinishedDataJockey",
    "RaceFinishedDataLongShot",
    "RaceFinishedDataNeckAndNeck",
    "RaceFinishedDataPhotoFinish",
    "RaceFinishedEvent",
    "RaceOpenedDataPhotoFinish",
    "RaceOpenedEvent",
    "RaceStartedDataHomestretch",
    "RaceStartedDataJockey",
    "RaceStartedDataNeckAndNeck",
    "RaceStartedDataPhotoFinish",
    "RaceStartedEvent",
    "RacingEndedDataJockey",
    "RacingEndedEvent",
    "RatedPlayer",
    "Rating",
    "RatingHistoryItem",
    "RatingModel",
    "RatingModelName",
    "RedactedEntry",
    "RollResolvedDataLongShot",
    "RollResolvedEvent",
    "RoundClosedDataJockey",
    "RoundClosedEvent",
    "RowDealtDataHomestretch",
    "RowDealtEvent",
    "Ruleset",
    "RulesetCommands",
    "RulesetCommandsAdditionalProperty",
    "RulesetId",
    "SeatChanged",
    "SeatJoinedDataPlatform",
    "SeatJoinedEvent",
    "SeatKind",
    "SeatLeftDataPlatform",
    "SeatLeftEvent",
    "Seek",
    "SeekOptions",
    "SeekRatingWindowType0",
    "SeekRequest",
    "SeekRequestOptions",
    "SeekRequestRatingWindow",
    "Seeks",
    "SeekStatus",
    "SetAutoplayBody",
    "SettledDataLongShot",
    "SettledEvent",
    "ShareBoughtDataHomestretch",
    "ShareBoughtEvent",
    "SharePickedDataHomestretch",
    "SharePickedEvent",
    "SharesDiscardedDataHomestretch",
    "SharesDiscardedEvent",
    "SideBetsSettledDataPhotoFinish",
    "SideBetsSettledEvent",
    "SideBetWonDataPhotoFinish",
    "SideBetWonEvent",
    "Standing",
    "StartDieRolledDataLongShot",
    "StartDieRolledEvent",
    "TakePlayerSeatTokenResponse201",
    "ThePlatform",
    "TilesShuffledDataPhotoFinish",
    "TilesShuffledEvent",
    "TokenPlacedDataHomestretch",
    "TokenPlacedEvent",
    "TokensSettledDataHomestretch",
    "TokensSettledEvent",
    "TurnBeganDataLongShot",
    "TurnBeganEvent",
    "TurnEndedDataHomestretch",
    "TurnEndedEvent",
    "TurnTimedOutDataPlatform",
    "TurnTimedOutEvent",
    "ValidationMessages",
    "WebhookAttempt",
    "WebhookCreated",
    "WebhookMessage",
    "WebhookMessageData",
    "WebhookRedeliverRequest",
    "WebhookRedelivery",
    "WebhookRequest",
    "WebhookSecret",
    "WebhookSubscription",
    "WebhookSubscriptionStatus",
)
