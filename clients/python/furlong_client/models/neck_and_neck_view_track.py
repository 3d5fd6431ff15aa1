from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.neck_and_neck_view_track_finish_line import NeckAndNeckViewTrackFinishLine
    from ..models.neck_and_neck_view_track_start_line import NeckAndNeckViewTrackStartLine


T = TypeVar("T", bound="NeckAndNeckViewTrack")


@_attrs_define
class NeckAndNeckViewTrack:
    """
    Attributes:
        id (str):
        lanes (int):
        straight (int):
        bend_radius (int):
        hexes (int):
        hexes_per_lane (list[int]):
        finish_line (NeckAndNeckViewTrackFinishLine):
        start_line (NeckAndNeckViewTrackStartLine):
        start_hexes (list[str]):
        laps (str):
    """

    id: str
    lanes: int
    straight: int
    bend_radius: int
    hexes: int
    hexes_per_lane: list[int]
    finish_line: NeckAndNeckViewTrackFinishLine
    start_line: NeckAndNeckViewTrackStartLine
    start_hexes: list[str]
    laps: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        lanes = self.lanes

        straight = self.straight

        bend_radius = self.bend_radius

        hexes = self.hexes

        hexes_per_lane = self.hexes_per_lane

        finish_line = self.finish_line.to_dict()

        start_line = self.start_line.to_dict()

        start_hexes = self.start_hexes

        laps = self.laps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "lanes": lanes,
                "straight": straight,
                "bend_radius": bend_radius,
                "hexes": hexes,
                "hexes_per_lane": hexes_per_lane,
                "finish_line": finish_line,
                "start_line": start_line,
                "start_hexes": start_hexes,
                "laps": laps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.neck_and_neck_view_track_finish_line import NeckAndNeckViewTrackFinishLine  # noqa: PLC0415
        from ..models.neck_and_neck_view_track_start_line import NeckAndNeckViewTrackStartLine  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        lanes = d.pop("lanes")

        straight = d.pop("straight")

        bend_radius = d.pop("bend_radius")

        hexes = d.pop("hexes")

        hexes_per_lane = cast(list[int], d.pop("hexes_per_lane"))

        finish_line = NeckAndNeckViewTrackFinishLine.from_dict(d.pop("finish_line"))

        start_line = NeckAndNeckViewTrackStartLine.from_dict(d.pop("start_line"))

        start_hexes = cast(list[str], d.pop("start_hexes"))

        laps = d.pop("laps")

        neck_and_neck_view_track = cls(
            id=id,
            lanes=lanes,
            straight=straight,
            bend_radius=bend_radius,
            hexes=hexes,
            hexes_per_lane=hexes_per_lane,
            finish_line=finish_line,
            start_line=start_line,
            start_hexes=start_hexes,
            laps=laps,
        )

        neck_and_neck_view_track.additional_properties = d
        return neck_and_neck_view_track

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
