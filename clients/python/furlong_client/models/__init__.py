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
from .autoplay_set_data import AutoplaySetData
from .autoplay_set_event import AutoplaySetEvent
from .bar_moves_declined_event import BarMovesDeclinedEvent
from .bar_moves_offered_event import BarMovesOfferedEvent
from .bet_placed_event import BetPlacedEvent
from .bets_settled_event import BetsSettledEvent
from .betting_finished_event import BettingFinishedEvent
from .betting_opened_event import BettingOpenedEvent
from .blind_share_bought_event import BlindShareBoughtEvent
from .bot_level import BotLevel
from .bot_seat import BotSeat
from .buy_passed_event import BuyPassedEvent
from .buy_pile_shuffled_event import BuyPileShuffledEvent
from .capital_issued_event import CapitalIssuedEvent
from .card_drawn_event import CardDrawnEvent
from .card_played_event import CardPlayedEvent
from .card_stolen_event import CardStolenEvent
from .cards_dealt_event import CardsDealtEvent
from .cards_discarded_event import CardsDiscardedEvent
from .cards_drawn_event import CardsDrawnEvent
from .cards_kept_event import CardsKeptEvent
from .checkpoint import Checkpoint
from .command_accepted import CommandAccepted
from .create_game import CreateGame
from .create_game_options import CreateGameOptions
from .create_game_options_stand_in import CreateGameOptionsStandIn
from .created_game import CreatedGame
from .created_game_status import CreatedGameStatus
from .created_seat import CreatedSeat
from .dead_heat_broken_event import DeadHeatBrokenEvent
from .deck_shuffled_event import DeckShuffledEvent
from .decks_shuffled_event import DecksShuffledEvent
from .dice_rolled_event import DiceRolledEvent
from .die_put_away_event import DiePutAwayEvent
from .die_rerolled_event import DieRerolledEvent
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
from .extra_move_played_event import ExtraMovePlayedEvent
from .feature_used_event import FeatureUsedEvent
from .feed_message import FeedMessage
from .finish_line_crossed_event import FinishLineCrossedEvent
from .finish_order_pending_event import FinishOrderPendingEvent
from .game_created_data import GameCreatedData
from .game_created_data_options import GameCreatedDataOptions
from .game_created_event import GameCreatedEvent
from .game_document import GameDocument
from .game_document_deadlines_item import GameDocumentDeadlinesItem
from .game_document_seed import GameDocumentSeed
from .game_document_time_banks_item import GameDocumentTimeBanksItem
from .game_ended_data import GameEndedData
from .game_ended_event import GameEndedEvent
from .game_set_up_event import GameSetUpEvent
from .game_started_data import GameStartedData
from .game_started_event import GameStartedEvent
from .game_status import GameStatus
from .game_summary import GameSummary
from .game_summary_seed import GameSummarySeed
from .get_presence_response_200 import GetPresenceResponse200
from .get_presence_response_200_seats_item import GetPresenceResponse200SeatsItem
from .ghost_discarded_event import GhostDiscardedEvent
from .ghost_hand_dealt_event import GhostHandDealtEvent
from .guest import Guest
from .guest_kind import GuestKind
from .guest_request import GuestRequest
from .hand_dealt_event import HandDealtEvent
from .hand_seen_event import HandSeenEvent
from .handicap_spent_event import HandicapSpentEvent
from .hands_passed_event import HandsPassedEvent
from .health import Health
from .health_redis import HealthRedis
from .health_status import HealthStatus
from .homestretch_betting_opened_data import HomestretchBettingOpenedData
from .homestretch_blind_share_bought_data import HomestretchBlindShareBoughtData
from .homestretch_buy_blind import HomestretchBuyBlind
from .homestretch_buy_passed_data import HomestretchBuyPassedData
from .homestretch_buy_pile_shuffled_data import HomestretchBuyPileShuffledData
from .homestretch_buy_share import HomestretchBuyShare
from .homestretch_decks_shuffled_data import HomestretchDecksShuffledData
from .homestretch_dice_rolled_data import HomestretchDiceRolledData
from .homestretch_draft_finished_data import HomestretchDraftFinishedData
from .homestretch_end_turn import HomestretchEndTurn
from .homestretch_game_set_up_data import HomestretchGameSetUpData
from .homestretch_ghost_discarded_data import HomestretchGhostDiscardedData
from .homestretch_ghost_hand_dealt_data import HomestretchGhostHandDealtData
from .homestretch_hand_dealt_data import HomestretchHandDealtData
from .homestretch_handicap_spent_data import HomestretchHandicapSpentData
from .homestretch_hands_passed_data import HomestretchHandsPassedData
from .homestretch_horse_finished_data import HomestretchHorseFinishedData
from .homestretch_horse_moved_data import HomestretchHorseMovedData
from .homestretch_legal_command import HomestretchLegalCommand
from .homestretch_legal_command_params import HomestretchLegalCommandParams
from .homestretch_move_horse import HomestretchMoveHorse
from .homestretch_pass_buy import HomestretchPassBuy
from .homestretch_pick_share import HomestretchPickShare
from .homestretch_place_token import HomestretchPlaceToken
from .homestretch_purse_payment import HomestretchPursePayment
from .homestretch_purses_paid_data import HomestretchPursesPaidData
from .homestretch_race_card_flipped_data import HomestretchRaceCardFlippedData
from .homestretch_race_finished_data import HomestretchRaceFinishedData
from .homestretch_race_started_data import HomestretchRaceStartedData
from .homestretch_roll_dice import HomestretchRollDice
from .homestretch_row_dealt_data import HomestretchRowDealtData
from .homestretch_share_bought_data import HomestretchShareBoughtData
from .homestretch_share_picked_data import HomestretchSharePickedData
from .homestretch_shares_discarded_data import HomestretchSharesDiscardedData
from .homestretch_special_move import HomestretchSpecialMove
from .homestretch_tie_roll import HomestretchTieRoll
from .homestretch_token_placed_data import HomestretchTokenPlacedData
from .homestretch_token_settlement import HomestretchTokenSettlement
from .homestretch_tokens_settled_data import HomestretchTokensSettledData
from .homestretch_turn_ended_data import HomestretchTurnEndedData
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
from .horse_bought_event import HorseBoughtEvent
from .horse_finished_event import HorseFinishedEvent
from .horse_moved_event import HorseMovedEvent
from .human_seat import HumanSeat
from .jockey_bet_placed_data import JockeyBetPlacedData
from .jockey_bets_settled_data import JockeyBetsSettledData
from .jockey_betting_opened_data import JockeyBettingOpenedData
from .jockey_capital_issued_data import JockeyCapitalIssuedData
from .jockey_card_played_data import JockeyCardPlayedData
from .jockey_cards_dealt_data import JockeyCardsDealtData
from .jockey_cards_drawn_data import JockeyCardsDrawnData
from .jockey_cards_kept_data import JockeyCardsKeptData
from .jockey_deck_shuffled_data import JockeyDeckShuffledData
from .jockey_horse_finished_data import JockeyHorseFinishedData
from .jockey_keep_cards import JockeyKeepCards
from .jockey_keeping_opened_data import JockeyKeepingOpenedData
from .jockey_legal_command import JockeyLegalCommand
from .jockey_legal_command_params import JockeyLegalCommandParams
from .jockey_loan_taken_data import JockeyLoanTakenData
from .jockey_loans_settled_data import JockeyLoansSettledData
from .jockey_pass_bet import JockeyPassBet
from .jockey_place_bet import JockeyPlaceBet
from .jockey_play_card import JockeyPlayCard
from .jockey_race_finished_data import JockeyRaceFinishedData
from .jockey_race_started_data import JockeyRaceStartedData
from .jockey_racing_ended_data import JockeyRacingEndedData
from .jockey_repayment import JockeyRepayment
from .jockey_round_closed_data import JockeyRoundClosedData
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
from .keeping_opened_event import KeepingOpenedEvent
from .keys_document import KeysDocument
from .keys_document_keys_item import KeysDocumentKeysItem
from .keys_document_keys_item_status import KeysDocumentKeysItemStatus
from .leaderboard import Leaderboard
from .ledger_document import LedgerDocument
from .ledger_document_accounts_item import LedgerDocumentAccountsItem
from .loan_taken_event import LoanTakenEvent
from .loans_settled_event import LoansSettledEvent
from .lobby import Lobby
from .long_shot_accept_roll import LongShotAcceptRoll
from .long_shot_bar_moves_declined_data import LongShotBarMovesDeclinedData
from .long_shot_bar_moves_offered_data import LongShotBarMovesOfferedData
from .long_shot_bet_placed_data import LongShotBetPlacedData
from .long_shot_buy_horse import LongShotBuyHorse
from .long_shot_card_drawn_data import LongShotCardDrawnData
from .long_shot_card_played_data import LongShotCardPlayedData
from .long_shot_card_stolen_data import LongShotCardStolenData
from .long_shot_cards_dealt_data import LongShotCardsDealtData
from .long_shot_cards_discarded_data import LongShotCardsDiscardedData
from .long_shot_deck_shuffled_data import LongShotDeckShuffledData
from .long_shot_decline_bar_moves import LongShotDeclineBarMoves
from .long_shot_dice_rolled_data import LongShotDiceRolledData
from .long_shot_die_rerolled_data import LongShotDieRerolledData
from .long_shot_discard_cards import LongShotDiscardCards
from .long_shot_feature_used_data import LongShotFeatureUsedData
from .long_shot_finish_order_pending_data import LongShotFinishOrderPendingData
from .long_shot_hand_seen_data import LongShotHandSeenData
from .long_shot_horse_bought_data import LongShotHorseBoughtData
from .long_shot_horse_finished_data import LongShotHorseFinishedData
from .long_shot_horse_moved_data import LongShotHorseMovedData
from .long_shot_legal_command import LongShotLegalCommand
from .long_shot_legal_command_params import LongShotLegalCommandParams
from .long_shot_money_collected_data import LongShotMoneyCollectedData
from .long_shot_money_dealt_data import LongShotMoneyDealtData
from .long_shot_money_taken_data import LongShotMoneyTakenData
from .long_shot_move_bar_horse import LongShotMoveBarHorse
from .long_shot_pass import LongShotPass
from .long_shot_passed_data import LongShotPassedData
from .long_shot_place_bet import LongShotPlaceBet
from .long_shot_play_card import LongShotPlayCard
from .long_shot_purse import LongShotPurse
from .long_shot_race_finished_data import LongShotRaceFinishedData
from .long_shot_roll_dice import LongShotRollDice
from .long_shot_roll_resolved_data import LongShotRollResolvedData
from .long_shot_settled_data import LongShotSettledData
from .long_shot_settlement import LongShotSettlement
from .long_shot_start_die_rolled_data import LongShotStartDieRolledData
from .long_shot_steal_card import LongShotStealCard
from .long_shot_turn_began_data import LongShotTurnBeganData
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
from .money_collected_event import MoneyCollectedEvent
from .money_dealt_event import MoneyDealtEvent
from .money_taken_event import MoneyTakenEvent
from .move_passed_event import MovePassedEvent
from .neck_and_neck_bet_placed_data import NeckAndNeckBetPlacedData
from .neck_and_neck_bets_settled_data import NeckAndNeckBetsSettledData
from .neck_and_neck_betting_finished_data import NeckAndNeckBettingFinishedData
from .neck_and_neck_betting_opened_data import NeckAndNeckBettingOpenedData
from .neck_and_neck_dice_rolled_data import NeckAndNeckDiceRolledData
from .neck_and_neck_finish_betting import NeckAndNeckFinishBetting
from .neck_and_neck_horse_finished_data import NeckAndNeckHorseFinishedData
from .neck_and_neck_horse_moved_data import NeckAndNeckHorseMovedData
from .neck_and_neck_legal_command import NeckAndNeckLegalCommand
from .neck_and_neck_legal_command_params import NeckAndNeckLegalCommandParams
from .neck_and_neck_move_horse import NeckAndNeckMoveHorse
from .neck_and_neck_move_passed_data import NeckAndNeckMovePassedData
from .neck_and_neck_pass import NeckAndNeckPass
from .neck_and_neck_place_bet import NeckAndNeckPlaceBet
from .neck_and_neck_race_called_data import NeckAndNeckRaceCalledData
from .neck_and_neck_race_finished_data import NeckAndNeckRaceFinishedData
from .neck_and_neck_race_started_data import NeckAndNeckRaceStartedData
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
from .passed_event import PassedEvent
from .payout_explanation import PayoutExplanation
from .payout_explanation_bet_type_0 import PayoutExplanationBetType0
from .payout_explanation_result_type_0 import PayoutExplanationResultType0
from .photo_finish_bet_on_place import PhotoFinishBetOnPlace
from .photo_finish_bet_on_winner import PhotoFinishBetOnWinner
from .photo_finish_bet_placed_data import PhotoFinishBetPlacedData
from .photo_finish_bets_settled_data import PhotoFinishBetsSettledData
from .photo_finish_betting_finished_data import PhotoFinishBettingFinishedData
from .photo_finish_bonus import PhotoFinishBonus
from .photo_finish_dead_heat_broken_data import PhotoFinishDeadHeatBrokenData
from .photo_finish_dice_rolled_data import PhotoFinishDiceRolledData
from .photo_finish_die_put_away_data import PhotoFinishDiePutAwayData
from .photo_finish_die_used_data import PhotoFinishDieUsedData
from .photo_finish_event import PhotoFinishEvent
from .photo_finish_extra_move_played_data import PhotoFinishExtraMovePlayedData
from .photo_finish_finish_betting import PhotoFinishFinishBetting
from .photo_finish_finish_line_crossed_data import PhotoFinishFinishLineCrossedData
from .photo_finish_legal_command import PhotoFinishLegalCommand
from .photo_finish_legal_command_params import PhotoFinishLegalCommandParams
from .photo_finish_photo_finish_data import PhotoFinishPhotoFinishData
from .photo_finish_play_extra_move import PhotoFinishPlayExtraMove
from .photo_finish_put_away_die import PhotoFinishPutAwayDie
from .photo_finish_race_finished_data import PhotoFinishRaceFinishedData
from .photo_finish_race_opened_data import PhotoFinishRaceOpenedData
from .photo_finish_race_started_data import PhotoFinishRaceStartedData
from .photo_finish_roll_dice import PhotoFinishRollDice
from .photo_finish_settlement import PhotoFinishSettlement
from .photo_finish_side_bet_won_data import PhotoFinishSideBetWonData
from .photo_finish_side_bets_settled_data import PhotoFinishSideBetsSettledData
from .photo_finish_side_payment import PhotoFinishSidePayment
from .photo_finish_tiles_shuffled_data import PhotoFinishTilesShuffledData
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
from .purses_paid_event import PursesPaidEvent
from .race_called_event import RaceCalledEvent
from .race_card_flipped_event import RaceCardFlippedEvent
from .race_finished_event import RaceFinishedEvent
from .race_opened_event import RaceOpenedEvent
from .race_started_event import RaceStartedEvent
from .racing_ended_event import RacingEndedEvent
from .rated_player import RatedPlayer
from .rating import Rating
from .rating_history_item import RatingHistoryItem
from .rating_model import RatingModel
from .rating_model_name import RatingModelName
from .redacted_entry import RedactedEntry
from .roll_resolved_event import RollResolvedEvent
from .round_closed_event import RoundClosedEvent
from .row_dealt_event import RowDealtEvent
from .ruleset import Ruleset
from .ruleset_commands import RulesetCommands
from .ruleset_commands_additional_property import RulesetCommandsAdditionalProperty
from .ruleset_id import RulesetId
from .seat_changed import SeatChanged
from .seat_joined_data import SeatJoinedData
from .seat_joined_event import SeatJoinedEvent
from .seat_kind import SeatKind
from .seat_left_data import SeatLeftData
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
from .settled_event import SettledEvent
from .share_bought_event import ShareBoughtEvent
from .share_picked_event import SharePickedEvent
from .shares_discarded_event import SharesDiscardedEvent
from .side_bet_won_event import SideBetWonEvent
from .side_bets_settled_event import SideBetsSettledEvent
from .standing import Standing
from .start_die_rolled_event import StartDieRolledEvent
from .take_player_seat_token_response_201 import TakePlayerSeatTokenResponse201
from .the_platform import ThePlatform
from .tiles_shuffled_event import TilesShuffledEvent
from .token_placed_event import TokenPlacedEvent
from .tokens_settled_event import TokensSettledEvent
from .turn_began_event import TurnBeganEvent
from .turn_ended_event import TurnEndedEvent
from .turn_timed_out_data import TurnTimedOutData
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
    "AutoplaySetData",
    "AutoplaySetEvent",
    "BarMovesDeclinedEvent",
    "BarMovesOfferedEvent",
    "BetPlacedEvent",
    "BetsSettledEvent",
    "BettingFinishedEvent",
    "BettingOpenedEvent",
    "BlindShareBoughtEvent",
    "BotLevel",
    "BotSeat",
    "BuyPassedEvent",
    "BuyPileShuffledEvent",
    "CapitalIssuedEvent",
    "CardDrawnEvent",
    "CardPlayedEvent",
    "CardsDealtEvent",
    "CardsDiscardedEvent",
    "CardsDrawnEvent",
    "CardsKeptEvent",
    "CardStolenEvent",
    "Checkpoint",
    "CommandAccepted",
    "CreatedGame",
    "CreatedGameStatus",
    "CreatedSeat",
    "CreateGame",
    "CreateGameOptions",
    "CreateGameOptionsStandIn",
    "DeadHeatBrokenEvent",
    "DeckShuffledEvent",
    "DecksShuffledEvent",
    "DiceRolledEvent",
    "DiePutAwayEvent",
    "DieRerolledEvent",
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
    "ExtraMovePlayedEvent",
    "FeatureUsedEvent",
    "FeedMessage",
    "FinishLineCrossedEvent",
    "FinishOrderPendingEvent",
    "GameCreatedData",
    "GameCreatedDataOptions",
    "GameCreatedEvent",
    "GameDocument",
    "GameDocumentDeadlinesItem",
    "GameDocumentSeed",
    "GameDocumentTimeBanksItem",
    "GameEndedData",
    "GameEndedEvent",
    "GameSetUpEvent",
    "GameStartedData",
    "GameStartedEvent",
    "GameStatus",
    "GameSummary",
    "GameSummarySeed",
    "GetPresenceResponse200",
    "GetPresenceResponse200SeatsItem",
    "GhostDiscardedEvent",
    "GhostHandDealtEvent",
    "Guest",
    "GuestKind",
    "GuestRequest",
    "HandDealtEvent",
    "HandicapSpentEvent",
    "HandSeenEvent",
    "HandsPassedEvent",
    "Health",
    "HealthRedis",
    "HealthStatus",
    "HomestretchBettingOpenedData",
    "HomestretchBlindShareBoughtData",
    "HomestretchBuyBlind",
    "HomestretchBuyPassedData",
    "HomestretchBuyPileShuffledData",
    "HomestretchBuyShare",
    "HomestretchDecksShuffledData",
    "HomestretchDiceRolledData",
    "HomestretchDraftFinishedData",
    "HomestretchEndTurn",
    "HomestretchGameSetUpData",
    "HomestretchGhostDiscardedData",
    "HomestretchGhostHandDealtData",
    "HomestretchHandDealtData",
    "HomestretchHandicapSpentData",
    "HomestretchHandsPassedData",
    "HomestretchHorseFinishedData",
    "HomestretchHorseMovedData",
    "HomestretchLegalCommand",
    "HomestretchLegalCommandParams",
    "HomestretchMoveHorse",
    "HomestretchPassBuy",
    "HomestretchPickShare",
    "HomestretchPlaceToken",
    "HomestretchPursePayment",
    "HomestretchPursesPaidData",
    "HomestretchRaceCardFlippedData",
    "HomestretchRaceFinishedData",
    "HomestretchRaceStartedData",
    "HomestretchRollDice",
    "HomestretchRowDealtData",
    "HomestretchShareBoughtData",
    "HomestretchSharePickedData",
    "HomestretchSharesDiscardedData",
    "HomestretchSpecialMove",
    "HomestretchTieRoll",
    "HomestretchTokenPlacedData",
    "HomestretchTokenSettlement",
    "HomestretchTokensSettledData",
    "HomestretchTurnEndedData",
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
    "HorseBoughtEvent",
    "HorseFinishedEvent",
    "HorseMovedEvent",
    "HumanSeat",
    "JockeyBetPlacedData",
    "JockeyBetsSettledData",
    "JockeyBettingOpenedData",
    "JockeyCapitalIssuedData",
    "JockeyCardPlayedData",
    "JockeyCardsDealtData",
    "JockeyCardsDrawnData",
    "JockeyCardsKeptData",
    "JockeyDeckShuffledData",
    "JockeyHorseFinishedData",
    "JockeyKeepCards",
    "JockeyKeepingOpenedData",
    "JockeyLegalCommand",
    "JockeyLegalCommandParams",
    "JockeyLoansSettledData",
    "JockeyLoanTakenData",
    "JockeyPassBet",
    "JockeyPlaceBet",
    "JockeyPlayCard",
    "JockeyRaceFinishedData",
    "JockeyRaceStartedData",
    "JockeyRacingEndedData",
    "JockeyRepayment",
    "JockeyRoundClosedData",
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
    "KeepingOpenedEvent",
    "KeysDocument",
    "KeysDocumentKeysItem",
    "KeysDocumentKeysItemStatus",
    "Leaderboard",
    "LedgerDocument",
    "LedgerDocumentAccountsItem",
    "LoansSettledEvent",
    "LoanTakenEvent",
    "Lobby",
    "LongShotAcceptRoll",
    "LongShotBarMovesDeclinedData",
    "LongShotBarMovesOfferedData",
    "LongShotBetPlacedData",
    "LongShotBuyHorse",
    "LongShotCardDrawnData",
    "LongShotCardPlayedData",
    "LongShotCardsDealtData",
    "LongShotCardsDiscardedData",
    "LongShotCardStolenData",
    "LongShotDeckShuffledData",
    "LongShotDeclineBarMoves",
    "LongShotDiceRolledData",
    "LongShotDieRerolledData",
    "LongShotDiscardCards",
    "LongShotFeatureUsedData",
    "LongShotFinishOrderPendingData",
    "LongShotHandSeenData",
    "LongShotHorseBoughtData",
    "LongShotHorseFinishedData",
    "LongShotHorseMovedData",
    "LongShotLegalCommand",
    "LongShotLegalCommandParams",
    "LongShotMoneyCollectedData",
    "LongShotMoneyDealtData",
    "LongShotMoneyTakenData",
    "LongShotMoveBarHorse",
    "LongShotPass",
    "LongShotPassedData",
    "LongShotPlaceBet",
    "LongShotPlayCard",
    "LongShotPurse",
    "LongShotRaceFinishedData",
    "LongShotRollDice",
    "LongShotRollResolvedData",
    "LongShotSettledData",
    "LongShotSettlement",
    "LongShotStartDieRolledData",
    "LongShotStealCard",
    "LongShotTurnBeganData",
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
    "MoneyCollectedEvent",
    "MoneyDealtEvent",
    "MoneyTakenEvent",
    "MovePassedEvent",
    "NeckAndNeckBetPlacedData",
    "NeckAndNeckBetsSettledData",
    "NeckAndNeckBettingFinishedData",
    "NeckAndNeckBettingOpenedData",
    "NeckAndNeckDiceRolledData",
    "NeckAndNeckFinishBetting",
    "NeckAndNeckHorseFinishedData",
    "NeckAndNeckHorseMovedData",
    "NeckAndNeckLegalCommand",
    "NeckAndNeckLegalCommandParams",
    "NeckAndNeckMoveHorse",
    "NeckAndNeckMovePassedData",
    "NeckAndNeckPass",
    "NeckAndNeckPlaceBet",
    "NeckAndNeckRaceCalledData",
    "NeckAndNeckRaceFinishedData",
    "NeckAndNeckRaceStartedData",
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
    "PassedEvent",
    "PayoutExplanation",
    "PayoutExplanationBetType0",
    "PayoutExplanationResultType0",
    "PhotoFinishBetOnPlace",
    "PhotoFinishBetOnWinner",
    "PhotoFinishBetPlacedData",
    "PhotoFinishBetsSettledData",
    "PhotoFinishBettingFinishedData",
    "PhotoFinishBonus",
    "PhotoFinishDeadHeatBrokenData",
    "PhotoFinishDiceRolledData",
    "PhotoFinishDiePutAwayData",
    "PhotoFinishDieUsedData",
    "PhotoFinishEvent",
    "PhotoFinishExtraMovePlayedData",
    "PhotoFinishFinishBetting",
    "PhotoFinishFinishLineCrossedData",
    "PhotoFinishLegalCommand",
    "PhotoFinishLegalCommandParams",
    "PhotoFinishPhotoFinishData",
    "PhotoFinishPlayExtraMove",
    "PhotoFinishPutAwayDie",
    "PhotoFinishRaceFinishedData",
    "PhotoFinishRaceOpenedData",
    "PhotoFinishRaceStartedData",
    "PhotoFinishRollDice",
    "PhotoFinishSettlement",
    "PhotoFinishSideBetsSettledData",
    "PhotoFinishSideBetWonData",
    "PhotoFinishSidePayment",
    "PhotoFinishTilesShuffledData",
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
    "PursesPaidEvent",
    "RaceCalledEvent",
    "RaceCardFlippedEvent",
    "RaceFinishedEvent",
    "RaceOpenedEvent",
    "RaceStartedEvent",
    "RacingEndedEvent",
    "RatedPlayer",
    "Rating",
    "RatingHistoryItem",
    "RatingModel",
    "RatingModelName",
    "RedactedEntry",
    "RollResolvedEvent",
    "RoundClosedEvent",
    "RowDealtEvent",
    "Ruleset",
    "RulesetCommands",
    "RulesetCommandsAdditionalProperty",
    "RulesetId",
    "SeatChanged",
    "SeatJoinedData",
    "SeatJoinedEvent",
    "SeatKind",
    "SeatLeftData",
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
    "SettledEvent",
    "ShareBoughtEvent",
    "SharePickedEvent",
    "SharesDiscardedEvent",
    "SideBetsSettledEvent",
    "SideBetWonEvent",
    "Standing",
    "StartDieRolledEvent",
    "TakePlayerSeatTokenResponse201",
    "ThePlatform",
    "TilesShuffledEvent",
    "TokenPlacedEvent",
    "TokensSettledEvent",
    "TurnBeganEvent",
    "TurnEndedEvent",
    "TurnTimedOutData",
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
