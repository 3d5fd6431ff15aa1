from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.validation_messages import ValidationMessages


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """An RFC 9457 problem document.

    Attributes:
        type_ (str): Always `about:blank` (the `title` names the problem).
        title (str): A short, stable summary of the problem kind.
        status (int):
        detail (str): A sentence for humans naming the rule or field at fault.
        rule (str | Unset): The stable id of the broken rule (403 and 422 rule errors).
        errors (ValidationMessages | Unset): Validation messages per field (marshmallow's shape): a list of
            sentences, or for nested fields and list items (keyed by index) the
            same structure again. `_schema` holds whole-object messages.
        field (str | Unset): The header at fault (Idempotency-Key, If-Match).
        version (int | Unset): The game's current version (409 Stale version).
    """

    type_: str
    title: str
    status: int
    detail: str
    rule: str | Unset = UNSET
    errors: ValidationMessages | Unset = UNSET
    field: str | Unset = UNSET
    version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        rule = self.rule

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field = self.field

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule
        if errors is not UNSET:
            field_dict["errors"] = errors
        if field is not UNSET:
            field_dict["field"] = field
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.validation_messages import ValidationMessages  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        rule = d.pop("rule", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ValidationMessages | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ValidationMessages.from_dict(_errors)

        field = d.pop("field", UNSET)

        version = d.pop("version", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            rule=rule,
            errors=errors,
            field=field,
            version=version,
        )

        problem.additional_properties = d
        return problem

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
