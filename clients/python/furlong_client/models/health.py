from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.health_redis import HealthRedis
from ..models.health_status import HealthStatus

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        status (HealthStatus):
        redis (HealthRedis):
    """

    status: HealthStatus
    redis: HealthRedis

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        redis = self.redis.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "redis": redis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = HealthStatus(d.pop("status"))

        redis = HealthRedis(d.pop("redis"))

        health = cls(
            status=status,
            redis=redis,
        )

        return health
