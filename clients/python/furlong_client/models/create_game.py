from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.create_game_options import CreateGameOptions
    from ..models.human_seat import HumanSeat
    from ..models.open_seat import OpenSeat
    from ..models.player_seat import PlayerSeat


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """
    Attributes:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        seats (list[BotSeat | HumanSeat | OpenSeat | PlayerSeat]): The seats in order (seat 0 first); the ruleset's
            min_seats..max_seats apply.
        options (CreateGameOptions | Unset): Game options by name: the platform's `seed` (a string of 1 to 200
            characters fixing the RNG seed for a reproducible game; drawn by the
            server in secret when absent; refused with a 422 on a game with a human
            or open seat unless the request carries the admin token, since whoever
            chose it knows every roll in advance; the game is then marked
            `options.seed` = `chosen` in `GameCreated` and `seed` = `chosen` in the
            lobby; the seed itself is published only in `GameEnded`),
            `turn_timeout_s` (seconds per human decision, default 300, 0
            disables), `time_bank_s` and `increment_s` (a Fischer clock in
            place of `turn_timeout_s`: each human seat starts with
            `time_bank_s` seconds; each decision spends the time it took and
            then adds `increment_s`; a seat whose bank runs out has that turn
            timed out as a deadline does, and then only its increments; 0: no
            bank), `bot_delay_ms` (think delay before each bot command,
            default 0; at least that long, but the job scheduler keeps whole
            seconds and looks once a second, so a bot may act up to about 2 s
            later than asked: a delay is not exact to the millisecond), `expert_ms` (milliseconds of one core an `expert`
            bot seat may think per decision, default 500) and `stand_in` (the bot
            level that plays a human seat on autoplay, after it left or when its
            turn times out: `basic`, the default, or `expert`; a table asking for
            expert stand-ins meets `rate.bots` as a table of experts), and the ruleset's own options, as listed with their
            types and ranges by `GET /rulesets`. Unknown options are refused.
    """

    ruleset: RulesetId
    seats: list[BotSeat | HumanSeat | OpenSeat | PlayerSeat]
    options: CreateGameOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.human_seat import HumanSeat  # noqa: PLC0415
        from ..models.player_seat import PlayerSeat  # noqa: PLC0415

        ruleset = self.ruleset.value

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any]
            if isinstance(seats_item_data, HumanSeat):
                seats_item = seats_item_data.to_dict()
            elif isinstance(seats_item_data, PlayerSeat):
                seats_item = seats_item_data.to_dict()
            elif isinstance(seats_item_data, BotSeat):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data.to_dict()

            seats.append(seats_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seats": seats,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.create_game_options import CreateGameOptions  # noqa: PLC0415
        from ..models.human_seat import HumanSeat  # noqa: PLC0415
        from ..models.open_seat import OpenSeat  # noqa: PLC0415
        from ..models.player_seat import PlayerSeat  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetId(d.pop("ruleset"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:

            def _parse_seats_item(data: object) -> BotSeat | HumanSeat | OpenSeat | PlayerSeat:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seat_request_human_seat = HumanSeat.from_dict(data)

                    return componentsschemas_seat_request_human_seat
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seat_request_player_seat = PlayerSeat.from_dict(data)

                    return componentsschemas_seat_request_player_seat
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seat_request_bot_seat = BotSeat.from_dict(data)

                    return componentsschemas_seat_request_bot_seat
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_request_open_seat = OpenSeat.from_dict(data)

                return componentsschemas_seat_request_open_seat

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)

        _options = d.pop("options", UNSET)
        options: CreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameOptions.from_dict(_options)

        create_game = cls(
            ruleset=ruleset,
            seats=seats,
            options=options,
        )

        return create_game
