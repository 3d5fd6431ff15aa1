from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seek_request_options import SeekRequestOptions
    from ..models.seek_request_rating_window import SeekRequestRatingWindow


T = TypeVar("T", bound="SeekRequest")


@_attrs_define
class SeekRequest:
    """
    Attributes:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        seats (int): The table's seats (the ruleset's min_seats..max_seats).
        options (SeekRequestOptions | Unset): The game's options, as `POST /games` takes them, but no `seed` (a seek's
            game draws its seed in secret).
        rating_window (SeekRequestRatingWindow | Unset): Seat only with players whose ordinal is at least yours minus
            `below` and at most yours plus `above`.
        bots_after_s (int | Unset): After waiting this long, fill the table with `basic` bots (with the waiting seekers
            who allow bots).
    """

    ruleset: RulesetId
    seats: int
    options: SeekRequestOptions | Unset = UNSET
    rating_window: SeekRequestRatingWindow | Unset = UNSET
    bots_after_s: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.value

        seats = self.seats

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rating_window: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rating_window, Unset):
            rating_window = self.rating_window.to_dict()

        bots_after_s = self.bots_after_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seats": seats,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rating_window is not UNSET:
            field_dict["rating_window"] = rating_window
        if bots_after_s is not UNSET:
            field_dict["bots_after_s"] = bots_after_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_request_options import SeekRequestOptions  # noqa: PLC0415
        from ..models.seek_request_rating_window import SeekRequestRatingWindow  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetId(d.pop("ruleset"))

        seats = d.pop("seats")

        _options = d.pop("options", UNSET)
        options: SeekRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SeekRequestOptions.from_dict(_options)

        _rating_window = d.pop("rating_window", UNSET)
        rating_window: SeekRequestRatingWindow | Unset
        if isinstance(_rating_window, Unset):
            rating_window = UNSET
        else:
            rating_window = SeekRequestRatingWindow.from_dict(_rating_window)

        bots_after_s = d.pop("bots_after_s", UNSET)

        seek_request = cls(
            ruleset=ruleset,
            seats=seats,
            options=options,
            rating_window=rating_window,
            bots_after_s=bots_after_s,
        )

        return seek_request
