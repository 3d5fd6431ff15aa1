from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.keys_document_keys_item import KeysDocumentKeysItem


T = TypeVar("T", bound="KeysDocument")


@_attrs_define
class KeysDocument:
    """
    Attributes:
        algorithm (Literal['Ed25519']):
        current (str): The key that signs now.
        keys (list[KeysDocumentKeysItem]):
    """

    algorithm: Literal["Ed25519"]
    current: str
    keys: list[KeysDocumentKeysItem]

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        current = self.current

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "current": current,
                "keys": keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.keys_document_keys_item import KeysDocumentKeysItem  # noqa: PLC0415

        d = dict(src_dict)
        algorithm = cast(Literal["Ed25519"], d.pop("algorithm"))
        if algorithm != "Ed25519":
            raise ValueError(f"algorithm must match const 'Ed25519', got '{algorithm}'")

        current = d.pop("current")

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = KeysDocumentKeysItem.from_dict(keys_item_data)

            keys.append(keys_item)

        keys_document = cls(
            algorithm=algorithm,
            current=current,
            keys=keys,
        )

        return keys_document
