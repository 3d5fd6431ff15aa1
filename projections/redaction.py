"""What a viewer may see of an event: secrets stay hidden until the rules reveal them."""

from __future__ import annotations

from events.envelope import Envelope
from events.game import Game, decode, event_class
from games.base import Ruleset


def visible_event(envelope: Envelope, game: Game, ruleset: Ruleset, viewer: int | None) -> dict:
    """The envelope as `viewer` (a seat, or None for a spectator) may read it now."""
    _, cls = event_class(ruleset, envelope.type)
    if not cls.SECRET or (viewer is not None and envelope.data.get(cls.OWNER) == viewer):
        return envelope.to_dict()
    if ruleset.is_revealed(game.rules, decode(ruleset, envelope)):
        return envelope.to_dict()
    public = {k: v for k, v in envelope.data.items() if k not in cls.SECRET}
    return {**envelope.to_dict(), "data": public, "redacted": True}


def visible_events(envelopes, game: Game, ruleset: Ruleset, viewer: int | None) -> list[dict]:
    """Each envelope as the viewer may read it."""
    return [visible_event(e, game, ruleset, viewer) for e in envelopes]
