from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.photo_finish_view_track_type_0_out import PhotoFinishViewTrackType0Out
    from ..models.photo_finish_view_track_type_0_pool import PhotoFinishViewTrackType0Pool
    from ..models.photo_finish_view_track_type_0_roll_item import PhotoFinishViewTrackType0RollItem
    from ..models.photo_finish_view_track_type_0_row_item import PhotoFinishViewTrackType0RowItem


T = TypeVar("T", bound="PhotoFinishViewTrackType0")


@_attrs_define
class PhotoFinishViewTrackType0:
    """
    Attributes:
        row (list[PhotoFinishViewTrackType0RowItem]):
        dead_even (bool):
        dead_even_used (bool):
        disqualified (list[int]):
        starting (list[int]):
        odds (list[int]):
        pool (PhotoFinishViewTrackType0Pool):
        out (PhotoFinishViewTrackType0Out):
        hand (list[str]):
        roll (list[PhotoFinishViewTrackType0RollItem]):
        extra_moves (list[int]):
    """

    row: list[PhotoFinishViewTrackType0RowItem]
    dead_even: bool
    dead_even_used: bool
    disqualified: list[int]
    starting: list[int]
    odds: list[int]
    pool: PhotoFinishViewTrackType0Pool
    out: PhotoFinishViewTrackType0Out
    hand: list[str]
    roll: list[PhotoFinishViewTrackType0RollItem]
    extra_moves: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        row = []
        for row_item_data in self.row:
            row_item = row_item_data.to_dict()
            row.append(row_item)

        dead_even = self.dead_even

        dead_even_used = self.dead_even_used

        disqualified = self.disqualified

        starting = self.starting

        odds = self.odds

        pool = self.pool.to_dict()

        out = self.out.to_dict()

        hand = self.hand

        roll = []
        for roll_item_data in self.roll:
            roll_item = roll_item_data.to_dict()
            roll.append(roll_item)

        extra_moves = self.extra_moves

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "row": row,
                "dead_even": dead_even,
                "dead_even_used": dead_even_used,
                "disqualified": disqualified,
                "starting": starting,
                "odds": odds,
                "pool": pool,
                "out": out,
                "hand": hand,
                "roll": roll,
                "extra_moves": extra_moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.photo_finish_view_track_type_0_out import PhotoFinishViewTrackType0Out  # noqa: PLC0415
        from ..models.photo_finish_view_track_type_0_pool import PhotoFinishViewTrackType0Pool  # noqa: PLC0415
        from ..models.photo_finish_view_track_type_0_roll_item import PhotoFinishViewTrackType0RollItem  # noqa: PLC0415
        from ..models.photo_finish_view_track_type_0_row_item import PhotoFinishViewTrackType0RowItem  # noqa: PLC0415

        d = dict(src_dict)
        row = []
        _row = d.pop("row")
        for row_item_data in _row:
            row_item = PhotoFinishViewTrackType0RowItem.from_dict(row_item_data)

            row.append(row_item)

        dead_even = d.pop("dead_even")

        dead_even_used = d.pop("dead_even_used")

        disqualified = cast(list[int], d.pop("disqualified"))

        starting = cast(list[int], d.pop("starting"))

        odds = cast(list[int], d.pop("odds"))

        pool = PhotoFinishViewTrackType0Pool.from_dict(d.pop("pool"))

        out = PhotoFinishViewTrackType0Out.from_dict(d.pop("out"))

        hand = cast(list[str], d.pop("hand"))

        roll = []
        _roll = d.pop("roll")
        for roll_item_data in _roll:
            roll_item = PhotoFinishViewTrackType0RollItem.from_dict(roll_item_data)

            roll.append(roll_item)

        extra_moves = cast(list[int], d.pop("extra_moves"))

        photo_finish_view_track_type_0 = cls(
            row=row,
            dead_even=dead_even,
            dead_even_used=dead_even_used,
            disqualified=disqualified,
            starting=starting,
            odds=odds,
            pool=pool,
            out=out,
            hand=hand,
            roll=roll,
            extra_moves=extra_moves,
        )

        photo_finish_view_track_type_0.additional_properties = d
        return photo_finish_view_track_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
