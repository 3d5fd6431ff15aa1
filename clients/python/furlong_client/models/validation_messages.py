from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ValidationMessages")


@_attrs_define
class ValidationMessages:
    """Validation messages per field (marshmallow's shape): a list of
    sentences, or for nested fields and list items (keyed by index) the
    same structure again. `_schema` holds whole-object messages.

    """

    additional_properties: dict[str, list[str | ValidationMessages] | ValidationMessages] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, list):
                field_dict[prop_name] = []
                for additional_property_type_0_item_data in prop:
                    additional_property_type_0_item: dict[str, Any] | str
                    if isinstance(additional_property_type_0_item_data, ValidationMessages):
                        additional_property_type_0_item = additional_property_type_0_item_data.to_dict()
                    else:
                        additional_property_type_0_item = additional_property_type_0_item_data
                    field_dict[prop_name].append(additional_property_type_0_item)

            else:
                field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        validation_messages = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> list[str | ValidationMessages] | ValidationMessages:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    additional_property_type_0 = []
                    _additional_property_type_0 = data
                    for additional_property_type_0_item_data in _additional_property_type_0:

                        def _parse_additional_property_type_0_item(data: object) -> str | ValidationMessages:
                            try:
                                if not isinstance(data, dict):
                                    raise TypeError()
                                additional_property_type_0_item_type_1 = ValidationMessages.from_dict(data)

                                return additional_property_type_0_item_type_1
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            return cast(str | ValidationMessages, data)

                        additional_property_type_0_item = _parse_additional_property_type_0_item(
                            additional_property_type_0_item_data
                        )

                        additional_property_type_0.append(additional_property_type_0_item)

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_1 = ValidationMessages.from_dict(data)

                return additional_property_type_1

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        validation_messages.additional_properties = additional_properties
        return validation_messages

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[str | ValidationMessages] | ValidationMessages:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[str | ValidationMessages] | ValidationMessages) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
