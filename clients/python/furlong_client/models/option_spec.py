from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_spec_type import OptionSpecType

T = TypeVar("T", bound="OptionSpec")


@_attrs_define
class OptionSpec:
    """
    Attributes:
        name (str):
        type_ (OptionSpecType):
        default (Any): The value used when the option is not given (null: the server chooses, e.g. a fresh seed).
        description (str):
        minimum (int | None):
        maximum (int | None):
    """

    name: str
    type_: OptionSpecType
    default: Any
    description: str
    minimum: int | None
    maximum: int | None

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        default = self.default

        description = self.description

        minimum: int | None
        minimum = self.minimum

        maximum: int | None
        maximum = self.maximum

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "default": default,
                "description": description,
                "minimum": minimum,
                "maximum": maximum,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = OptionSpecType(d.pop("type"))

        default = d.pop("default")

        description = d.pop("description")

        def _parse_minimum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        minimum = _parse_minimum(d.pop("minimum"))

        def _parse_maximum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        maximum = _parse_maximum(d.pop("maximum"))

        option_spec = cls(
            name=name,
            type_=type_,
            default=default,
            description=description,
            minimum=minimum,
            maximum=maximum,
        )

        return option_spec
