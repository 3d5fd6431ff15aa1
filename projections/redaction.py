"""What a viewer may see of an event: secrets stay hidden until the rules reveal them."""

from __future__ import annotations

from events.envelope import Envelope
from events.game import Game, decode, event_class
from games.base import Ruleset


def visible_event(envelope: Envelope, game: Game, ruleset: Ruleset, viewer: int | None) -> dict:
    """The envelope as `viewer` (a seat, or None for a spectator) may read it now; for an answer, read only (it
    shares `data` and `actor` with the envelope)."""
    _, cls = event_class(ruleset, envelope.type)
    whole = {**envelope.body(), "hash": envelope.hash}
    if not cls.SECRET or (viewer is not None and envelope.data.get(cls.OWNER) == viewer):
        return whole
    if ruleset.is_revealed(game.rules, decode(ruleset, envelope)):
        return whole
    public = {k: v for k, v in envelope.data.items() if k not in cls.SECRET}
    return {**whole, "data": public, "redacted": True}


def visible_events(envelopes, game: Game, ruleset: Ruleset, viewer: int | None) -> list[dict]:
    """Each envelope as the viewer may read it."""
    return [visible_event(e, game, ruleset, viewer) for e in envelopes]
