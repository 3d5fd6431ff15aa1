from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.a_bot_playing_a_seat import ABotPlayingASeat
    from ..models.a_seats_command import ASeatsCommand
    from ..models.homestretch_ghost_discarded_data import HomestretchGhostDiscardedData
    from ..models.the_platform import ThePlatform


T = TypeVar("T", bound="GhostDiscardedEvent")


@_attrs_define
class GhostDiscardedEvent:
    """
    Attributes:
        game_id (str):
        version (int):
        schema (int): The version of this event type's data shape: an event stored under an older one may lack fields
            added since (docs/contract.md).
        actor (ABotPlayingASeat | ASeatsCommand | ThePlatform): Who caused an event.
        at (datetime.datetime): UTC, ISO-8601 with milliseconds and `Z`.
        command_id (str): Shared by all events one command appended.
        prev_hash (str):
        hash_ (str):
        type_ (Literal['GhostDiscarded']):
        data (HomestretchGhostDiscardedData): The data of a `GhostDiscarded` (Homestretch).
        redacted (bool | Unset): Present (true) when secret fields of `data` were withheld from this viewer.
    """

    game_id: str
    version: int
    schema: int
    actor: ABotPlayingASeat | ASeatsCommand | ThePlatform
    at: datetime.datetime
    command_id: str
    prev_hash: str
    hash_: str
    type_: Literal["GhostDiscarded"]
    data: HomestretchGhostDiscardedData
    redacted: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.a_bot_playing_a_seat import ABotPlayingASeat  # noqa: PLC0415
        from ..models.a_seats_command import ASeatsCommand  # noqa: PLC0415

        game_id = self.game_id

        version = self.version

        schema = self.schema

        actor: dict[str, Any]
        if isinstance(self.actor, ASeatsCommand):
            actor = self.actor.to_dict()
        elif isinstance(self.actor, ABotPlayingASeat):
            actor = self.actor.to_dict()
        else:
            actor = self.actor.to_dict()

        at = self.at.isoformat()

        command_id = self.command_id

        prev_hash = self.prev_hash

        hash_ = self.hash_

        type_ = self.type_

        data = self.data.to_dict()

        redacted = self.redacted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "schema": schema,
                "actor": actor,
                "at": at,
                "command_id": command_id,
                "prev_hash": prev_hash,
                "hash": hash_,
                "type": type_,
                "data": data,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.a_bot_playing_a_seat import ABotPlayingASeat  # noqa: PLC0415
        from ..models.a_seats_command import ASeatsCommand  # noqa: PLC0415
        from ..models.homestretch_ghost_discarded_data import HomestretchGhostDiscardedData  # noqa: PLC0415
        from ..models.the_platform import ThePlatform  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        schema = d.pop("schema")

        def _parse_actor(data: object) -> ABotPlayingASeat | ASeatsCommand | ThePlatform:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_actor_a_seats_command = ASeatsCommand.from_dict(data)

                return componentsschemas_actor_a_seats_command
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_actor_a_bot_playing_a_seat = ABotPlayingASeat.from_dict(data)

                return componentsschemas_actor_a_bot_playing_a_seat
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_actor_the_platform = ThePlatform.from_dict(data)

            return componentsschemas_actor_the_platform

        actor = _parse_actor(d.pop("actor"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        command_id = d.pop("command_id")

        prev_hash = d.pop("prev_hash")

        hash_ = d.pop("hash")

        type_ = cast(Literal["GhostDiscarded"], d.pop("type"))
        if type_ != "GhostDiscarded":
            raise ValueError(f"type must match const 'GhostDiscarded', got '{type_}'")

        data = HomestretchGhostDiscardedData.from_dict(d.pop("data"))

        redacted = d.pop("redacted", UNSET)

        ghost_discarded_event = cls(
            game_id=game_id,
            version=version,
            schema=schema,
            actor=actor,
            at=at,
            command_id=command_id,
            prev_hash=prev_hash,
            hash_=hash_,
            type_=type_,
            data=data,
            redacted=redacted,
        )

        ghost_discarded_event.additional_properties = d
        return ghost_discarded_event

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
