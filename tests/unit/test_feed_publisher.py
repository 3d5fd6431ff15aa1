"""The all-games feed's publisher (workers/feed_publisher.py), on fake subscriptions: one worker publishes the games
it hears moved while it leads, another takes over once it stops, and whoever starts leading, or subscribes again,
first catches up on what it could not hear."""

from __future__ import annotations

import queue
import threading
import time

from app.all_events import InMemoryAllEvents
from workers.feed_publisher import FeedPublisher

LEAD_MS = 300


class Notices:
    """Redis's channel: every subscription gets every notice sent after it subscribed."""

    def __init__(self) -> None:
        self.subscriptions: list[FakePubSub] = []
        self.broken = threading.Event()

    def send(self, game_id: str, version: int) -> None:
        for subscription in list(self.subscriptions):
            subscription.inbox.put({"type": "message", "data": f"{game_id} {version}".encode()})

    def open(self) -> FakePubSub:
        return FakePubSub(self)


class FakePubSub:
    def __init__(self, notices: Notices) -> None:
        self.notices, self.inbox = notices, queue.Queue()

    def subscribe(self, *channels: str) -> None:
        self.notices.subscriptions.append(self)

    def get_message(self, ignore_subscribe_messages: bool = False, timeout: float = 0.0):
        if self.notices.broken.is_set():
            raise ConnectionError("the subscription's connection broke")
        try:
            return self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def close(self) -> None:
        if self in self.notices.subscriptions:
            self.notices.subscriptions.remove(self)


class Worker:
    """One worker's publisher, recording what it published and how often it caught up."""

    def __init__(self, notices: Notices, feed: InMemoryAllEvents) -> None:
        self.published: list[str] = []
        self.catch_ups = 0
        self.publisher = FeedPublisher(notices.open, feed.lead, self.published.append, self.caught_up, 0.02, LEAD_MS)

    def caught_up(self) -> None:
        self.catch_ups += 1


def until(check, limit_s: float = 5.0) -> None:
    deadline = time.monotonic() + limit_s
    while not check():
        assert time.monotonic() < deadline
        time.sleep(0.01)


def test_one_worker_publishes_what_it_hears_and_another_takes_over_once_it_stops():
    notices, feed = Notices(), InMemoryAllEvents()
    first, second = Worker(notices, feed), Worker(notices, feed)
    first.publisher.start()
    until(lambda: first.publisher.leading)
    second.publisher.start()
    until(lambda: len(notices.subscriptions) == 2)
    notices.send("g1", 4)
    until(lambda: "g1" in first.published)
    assert second.published == [] and first.catch_ups == 1 and second.catch_ups == 0
    first.publisher.stop()
    until(lambda: second.publisher.leading, LEAD_MS / 1000 + 2)
    assert second.catch_ups == 1  # it heard nothing while it did not lead: it catches up first
    notices.send("g2", 9)
    until(lambda: "g2" in second.published)
    second.publisher.stop()


def test_a_publisher_whose_subscription_broke_catches_up_once_subscribed_again():
    notices, feed = Notices(), InMemoryAllEvents()
    worker = Worker(notices, feed)
    worker.publisher.start()
    until(lambda: worker.catch_ups == 1)
    notices.broken.set()
    until(lambda: not worker.publisher.leading)
    notices.broken.clear()
    until(lambda: worker.catch_ups == 2)
    notices.send("g3", 1)
    until(lambda: "g3" in worker.published)
    worker.publisher.stop()
