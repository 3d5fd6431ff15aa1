from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_created_data_options import GameCreatedDataOptions
    from ..models.platform_seat_spec import PlatformSeatSpec


T = TypeVar("T", bound="GameCreatedData")


@_attrs_define
class GameCreatedData:
    """The data of a `GameCreated` (Platform).

    Attributes:
        ruleset (str):
        seats (list[PlatformSeatSpec]):
        options (GameCreatedDataOptions):
        seed_sha256 (str):
    """

    ruleset: str
    seats: list[PlatformSeatSpec]
    options: GameCreatedDataOptions
    seed_sha256: str

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        options = self.options.to_dict()

        seed_sha256 = self.seed_sha256

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seats": seats,
                "options": options,
                "seed_sha256": seed_sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_created_data_options import GameCreatedDataOptions  # noqa: PLC0415
        from ..models.platform_seat_spec import PlatformSeatSpec  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = PlatformSeatSpec.from_dict(seats_item_data)

            seats.append(seats_item)

        options = GameCreatedDataOptions.from_dict(d.pop("options"))

        seed_sha256 = d.pop("seed_sha256")

        game_created_data = cls(
            ruleset=ruleset,
            seats=seats,
            options=options,
            seed_sha256=seed_sha256,
        )

        return game_created_data
