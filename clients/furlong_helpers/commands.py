"""Legal commands as typed bodies of the generated client."""

from __future__ import annotations

from typing import Any

from furlong_client import models


def pascal(ruleset_id: str) -> str:
    """`neck_and_neck` -> `NeckAndNeck`, the prefix of a ruleset's command models."""
    return "".join(part.capitalize() for part in ruleset_id.split("_"))


def typed_command(ruleset_id: str, body: dict[str, Any]):
    """The generated model of a command body, e.g. NeckAndNeckPlaceBet for {"type": "PlaceBet", ...}."""
    return getattr(models, pascal(ruleset_id) + body["type"]).from_dict(body)


def filled(legal: models.LegalCommand) -> dict[str, Any]:
    """A legal command's body with each free param set to its minimum."""
    body = legal.command.to_dict()
    body.update({name: param.min_ for name, param in legal.params.additional_properties.items()})
    return body
