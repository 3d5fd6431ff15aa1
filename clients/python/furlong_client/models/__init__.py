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
from .bot_level import BotLevel
from .bot_seat import BotSeat
from .checkpoint import Checkpoint
from .command_accepted import CommandAccepted
from .create_game import CreateGame
from .create_game_options import CreateGameOptions
from .create_game_options_stand_in import CreateGameOptionsStandIn
from .created_game import CreatedGame
from .created_game_status import CreatedGameStatus
from .created_seat import CreatedSeat
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
from .entry import Entry
from .entry_figures import EntryFigures
from .entry_refs import EntryRefs
from .event import Event
from .event_data import EventData
from .event_type import EventType
from .events_page import EventsPage
from .explanations import Explanations
from .explanations_explanations_item import ExplanationsExplanationsItem
from .explanations_explanations_item_options_item import ExplanationsExplanationsItemOptionsItem
from .explanations_explanations_item_options_item_command import ExplanationsExplanationsItemOptionsItemCommand
from .feed_event import FeedEvent
from .feed_event_data import FeedEventData
from .feed_message import FeedMessage
from .game_document import GameDocument
from .game_document_deadlines_item import GameDocumentDeadlinesItem
from .game_document_seed import GameDocumentSeed
from .game_document_time_banks_item import GameDocumentTimeBanksItem
from .game_status import GameStatus
from .game_summary import GameSummary
from .game_summary_seed import GameSummarySeed
from .get_presence_response_200 import GetPresenceResponse200
from .get_presence_response_200_seats_item import GetPresenceResponse200SeatsItem
from .guest import Guest
from .guest_kind import GuestKind
from .guest_request import GuestRequest
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
from .homestretch_roll_dice import HomestretchRollDice
from .homestretch_special_move import HomestretchSpecialMove
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
from .human_seat import HumanSeat
from .jockey_keep_cards import JockeyKeepCards
from .jockey_legal_command import JockeyLegalCommand
from .jockey_legal_command_params import JockeyLegalCommandParams
from .jockey_pass_bet import JockeyPassBet
from .jockey_place_bet import JockeyPlaceBet
from .jockey_play_card import JockeyPlayCard
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
from .keys_document import KeysDocument
from .keys_document_keys_item import KeysDocumentKeysItem
from .keys_document_keys_item_status import KeysDocumentKeysItemStatus
from .leaderboard import Leaderboard
from .ledger_document import LedgerDocument
from .ledger_document_accounts_item import LedgerDocumentAccountsItem
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
from .long_shot_roll_dice import LongShotRollDice
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
from .neck_and_neck_finish_betting import NeckAndNeckFinishBetting
from .neck_and_neck_legal_command import NeckAndNeckLegalCommand
from .neck_and_neck_legal_command_params import NeckAndNeckLegalCommandParams
from .neck_and_neck_move_horse import NeckAndNeckMoveHorse
from .neck_and_neck_pass import NeckAndNeckPass
from .neck_and_neck_place_bet import NeckAndNeckPlaceBet
from .neck_and_neck_roll_dice import NeckAndNeckRollDice
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
from .payout_explanation import PayoutExplanation
from .payout_explanation_bet_type_0 import PayoutExplanationBetType0
from .payout_explanation_result_type_0 import PayoutExplanationResultType0
from .photo_finish_bet_on_place import PhotoFinishBetOnPlace
from .photo_finish_bet_on_winner import PhotoFinishBetOnWinner
from .photo_finish_finish_betting import PhotoFinishFinishBetting
from .photo_finish_legal_command import PhotoFinishLegalCommand
from .photo_finish_legal_command_params import PhotoFinishLegalCommandParams
from .photo_finish_play_extra_move import PhotoFinishPlayExtraMove
from .photo_finish_put_away_die import PhotoFinishPutAwayDie
from .photo_finish_roll_dice import PhotoFinishRollDice
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
from .rated_player import RatedPlayer
from .rating import Rating
from .rating_history_item import RatingHistoryItem
from .rating_model import RatingModel
from .rating_model_name import RatingModelName
from .redacted_entry import RedactedEntry
from .ruleset import Ruleset
from .ruleset_commands import RulesetCommands
from .ruleset_commands_additional_property import RulesetCommandsAdditionalProperty
from .ruleset_id import RulesetId
from .seat_changed import SeatChanged
from .seat_kind import SeatKind
from .seek import Seek
from .seek_options import SeekOptions
from .seek_rating_window_type_0 import SeekRatingWindowType0
from .seek_request import SeekRequest
from .seek_request_options import SeekRequestOptions
from .seek_request_rating_window import SeekRequestRatingWindow
from .seek_status import SeekStatus
from .seeks import Seeks
from .set_autoplay_body import SetAutoplayBody
from .standing import Standing
from .take_player_seat_token_response_201 import TakePlayerSeatTokenResponse201
from .the_platform import ThePlatform
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
    "BotLevel",
    "BotSeat",
    "Checkpoint",
    "CommandAccepted",
    "CreatedGame",
    "CreatedGameStatus",
    "CreatedSeat",
    "CreateGame",
    "CreateGameOptions",
    "CreateGameOptionsStandIn",
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
    "Entry",
    "EntryFigures",
    "EntryRefs",
    "Event",
    "EventData",
    "EventsPage",
    "EventType",
    "Explanations",
    "ExplanationsExplanationsItem",
    "ExplanationsExplanationsItemOptionsItem",
    "ExplanationsExplanationsItemOptionsItemCommand",
    "FeedEvent",
    "FeedEventData",
    "FeedMessage",
    "GameDocument",
    "GameDocumentDeadlinesItem",
    "GameDocumentSeed",
    "GameDocumentTimeBanksItem",
    "GameStatus",
    "GameSummary",
    "GameSummarySeed",
    "GetPresenceResponse200",
    "GetPresenceResponse200SeatsItem",
    "Guest",
    "GuestKind",
    "GuestRequest",
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
    "HomestretchRollDice",
    "HomestretchSpecialMove",
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
    "HumanSeat",
    "JockeyKeepCards",
    "JockeyLegalCommand",
    "JockeyLegalCommandParams",
    "JockeyPassBet",
    "JockeyPlaceBet",
    "JockeyPlayCard",
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
    "KeysDocument",
    "KeysDocumentKeysItem",
    "KeysDocumentKeysItemStatus",
    "Leaderboard",
    "LedgerDocument",
    "LedgerDocumentAccountsItem",
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
    "LongShotRollDice",
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
    "NeckAndNeckFinishBetting",
    "NeckAndNeckLegalCommand",
    "NeckAndNeckLegalCommandParams",
    "NeckAndNeckMoveHorse",
    "NeckAndNeckPass",
    "NeckAndNeckPlaceBet",
    "NeckAndNeckRollDice",
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
    "PayoutExplanation",
    "PayoutExplanationBetType0",
    "PayoutExplanationResultType0",
    "PhotoFinishBetOnPlace",
    "PhotoFinishBetOnWinner",
    "PhotoFinishFinishBetting",
    "PhotoFinishLegalCommand",
    "PhotoFinishLegalCommandParams",
    "PhotoFinishPlayExtraMove",
    "PhotoFinishPutAwayDie",
    "PhotoFinishRollDice",
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
    "RatedPlayer",
    "Rating",
    "RatingHistoryItem",
    "RatingModel",
    "RatingModelName",
    "RedactedEntry",
    "Ruleset",
    "RulesetCommands",
    "RulesetCommandsAdditionalProperty",
    "RulesetId",
    "SeatChanged",
    "SeatKind",
    "Seek",
    "SeekOptions",
    "SeekRatingWindowType0",
    "SeekRequest",
    "SeekRequestOptions",
    "SeekRequestRatingWindow",
    "Seeks",
    "SeekStatus",
    "SetAutoplayBody",
    "Standing",
    "TakePlayerSeatTokenResponse201",
    "ThePlatform",
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
