from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.event_type import EventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.a_bot_playing_a_seat import ABotPlayingASeat
    from ..models.a_seats_command import ASeatsCommand
    from ..models.checkpoint import Checkpoint
    from ..models.feed_event_data import FeedEventData
    from ..models.the_platform import ThePlatform


T = TypeVar("T", bound="FeedEvent")


@_attrs_define
class FeedEvent:
    """One live-feed event (the `data` of a Server-Sent Event): an element of
    `events` as in the JSON pages, plus the signed `checkpoint` of the log
    right after it.

        Attributes:
            game_id (str):
            version (int):
            type_ (EventType): An event's type: the platform's (`GameCreated` ... `TurnTimedOut`), then each hosted
                ruleset's that no earlier one has; `GET /web/js/events.json` gives each one's sealed fields.
            schema (int): The version of this event type's data shape.
            data (FeedEventData): The event's fields (type-specific).
            actor (ABotPlayingASeat | ASeatsCommand | ThePlatform): Who caused an event.
            at (datetime.datetime): UTC, ISO-8601 with milliseconds and `Z`.
            command_id (str): Shared by all events one command appended.
            prev_hash (str):
            hash_ (str):
            checkpoint (Checkpoint): The server's signed word that the game's log was at `version`, whose
                event has the chain hash `hash`, at time `at`. Keep it: it is a
                receipt (see docs/fairness.md, "Signed checkpoints"). It holds
                nothing sealed: a version and a chain hash, both public. The
                signature is Ed25519 by key `key_id` (from `GET
                /.well-known/furlong-keys`) over the UTF-8 bytes
                `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
                `.
            redacted (bool | Unset): Present (true) when secret fields of `data` were withheld from this viewer.
    """

    game_id: str
    version: int
    type_: EventType
    schema: int
    data: FeedEventData
    actor: ABotPlayingASeat | ASeatsCommand | ThePlatform
    at: datetime.datetime
    command_id: str
    prev_hash: str
    hash_: str
    checkpoint: Checkpoint
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.a_bot_playing_a_seat import ABotPlayingASeat  # noqa: PLC0415
        from ..models.a_seats_command import ASeatsCommand  # noqa: PLC0415

        game_id = self.game_id

        version = self.version

        type_ = self.type_.value

        schema = self.schema

        data = self.data.to_dict()

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

        checkpoint = self.checkpoint.to_dict()

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "type": type_,
                "schema": schema,
                "data": data,
                "actor": actor,
                "at": at,
                "command_id": command_id,
                "prev_hash": prev_hash,
                "hash": hash_,
                "checkpoint": checkpoint,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.a_bot_playing_a_seat import ABotPlayingASeat  # noqa: PLC0415
        from ..models.a_seats_command import ASeatsCommand  # noqa: PLC0415
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415
        from ..models.feed_event_data import FeedEventData  # noqa: PLC0415
        from ..models.the_platform import ThePlatform  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        type_ = EventType(d.pop("type"))

        schema = d.pop("schema")

        data = FeedEventData.from_dict(d.pop("data"))

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

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        redacted = d.pop("redacted", UNSET)

        feed_event = cls(
            game_id=game_id,
            version=version,
            type_=type_,
            schema=schema,
            data=data,
            actor=actor,
            at=at,
            command_id=command_id,
            prev_hash=prev_hash,
            hash_=hash_,
            checkpoint=checkpoint,
            redacted=redacted,
        )

        return feed_event
