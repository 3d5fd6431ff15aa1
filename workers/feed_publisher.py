"""The all-games feed's publisher: a thread in every worker that hears each append (the append script's notice on
events.feed_hub.CHANNEL) and publishes the games that moved, a batch every TICK_S, off the requests' path.

One worker at a time publishes (it holds the feed's lead, renewed each tick; another takes over within LEAD_MS of
its end). What it may not have heard (before it led, or while its subscription was down) it catches up with the
sweep's pass over every game in Redis; the worker's 30 s sweep does the same for whatever else was missed."""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable
from typing import Any

from events.feed_hub import CHANNEL, PubSub, parse_appended

from .threads import Daemon

log = logging.getLogger(__name__)
TICK_S = 0.1  # the most a heard append waits before its game is published
LEAD_MS = 3_000  # a lead not renewed for this long passes to another worker
RETRY_S = 0.5  # pause before resubscribing after a failed connection


class FeedPublisher(Daemon):
    """Hears appends, and publishes each moved game (`publish(game_id)`) while it leads (`lead(holder, ttl_ms)`);
    `catch_up()` publishes every game in Redis that lags, whenever it may have missed a notice."""

    NAME = "feed-publisher"

    def __init__(
        self,
        open_pubsub: Callable[[], PubSub],
        lead: Callable[[str, int], bool],
        publish: Callable[[str], None],
        catch_up: Callable[[], Any],
        tick_s: float = TICK_S,
        lead_ms: int = LEAD_MS,
    ):
        self.open_pubsub, self.lead, self.publish, self.catch_up = open_pubsub, lead, publish, catch_up
        self.tick_s, self.lead_ms = tick_s, lead_ms
        self.holder, self.leading = uuid.uuid4().hex, False
        super().__init__()

    def _run(self) -> None:
        pubsub: PubSub | None = None
        while not self._stopped.is_set():
            try:
                if pubsub is None:
                    pubsub = self.open_pubsub()
                    pubsub.subscribe(CHANNEL)
                    self.leading = False  # what was appended before the subscription went unheard: catch up
                self._tick(pubsub)
            except Exception as error:  # any failure: notices may be lost, so catch up once back
                log.warning("the all-games feed's publisher lost its subscription, resubscribing: %s", error)
                closed(pubsub)
                pubsub, self.leading = None, False
                self._stopped.wait(RETRY_S)
        closed(pubsub)

    def _tick(self, pubsub: PubSub) -> None:
        """Hear the appends of one tick, then publish their games if this worker leads."""
        moved: set[str] = set()
        until = time.monotonic() + self.tick_s
        while (left := until - time.monotonic()) > 0:
            message = pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
            parsed = parse_appended(message.get("data")) if message and message.get("type") == "message" else None
            if parsed is not None:
                moved.add(parsed[0])
        if not self.lead(self.holder, self.lead_ms):
            self.leading = False
            return
        if not self.leading:  # a new lead (or a new subscription): what went unheard is caught up first
            self.catch_up()
            self.leading = True
        for game_id in moved:
            try:
                self.publish(game_id)
            except Exception:
                log.exception("could not publish game %s to the all-games feed; the sweep will", game_id)


def closed(pubsub: PubSub | None) -> None:
    """Close a subscription, whatever state its connection is in."""
    if pubsub is not None:
        try:
            pubsub.close()
        except Exception as error:  # closing a broken connection may fail; it is dropped anyway
            log.debug("closing the feed publisher's subscription: %s", error)
