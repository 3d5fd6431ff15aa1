from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.legal_command_command import LegalCommandCommand
    from ..models.legal_command_params import LegalCommandParams


T = TypeVar("T", bound="LegalCommand")


@_attrs_define
class LegalCommand:
    """
    Attributes:
        command (LegalCommandCommand): A complete command body except its params.
        params (LegalCommandParams): The free parameters to add to `command`, by field name.
    """

    command: LegalCommandCommand
    params: LegalCommandParams

    def to_dict(self) -> dict[str, Any]:
        command = self.command.to_dict()

        params = self.params.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
                "params": params,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_command_command import LegalCommandCommand  # noqa: PLC0415
        from ..models.legal_command_params import LegalCommandParams  # noqa: PLC0415

        d = dict(src_dict)
        command = LegalCommandCommand.from_dict(d.pop("command"))

        params = LegalCommandParams.from_dict(d.pop("params"))

        legal_command = cls(
            command=command,
            params=params,
        )

        return legal_command
