// The live feed (SSE): each event exactly once, in order, resuming after a dropped connection.
//
// EventSource reconnects by itself and sends Last-Event-ID, so the server resumes right after the
// last event received. If the browser gives up (the connection was refused, not merely dropped),
// a new EventSource starts with ?after=<last version>. Versions at or below the last one seen are
// ignored, so nothing is shown twice; a version that skips ahead is preceded by a JSON page that
// fills the gap, so nothing is missed. A 204 (finished game, nothing more) ends the feed.

const RETRY_MS = 3000;

export class Feed {
  /** Follow a game's events after `after`; onEvent(envelope) is called once per version, in order. */
  constructor(gameId, after, types, { onEvent, onStatus }) {
    Object.assign(this, { gameId, last: after, types, onEvent, onStatus });
    Object.assign(this, { reconnects: 0, closed: false, source: null, queue: Promise.resolve() });
    this.open();
  }

  open() {
    if (this.closed) return;
    const source = new EventSource(`/games/${this.gameId}/events?after=${this.last}`);
    this.source = source;
    source.onopen = () => this.status("live");
    source.onerror = () => this.dropped(source);
    const handler = (message) => { this.queue = this.queue.then(() => this.receive(message)); };
    source.onmessage = handler;
    for (const type of this.types) source.addEventListener(type, handler);
    this.status(this.reconnects ? "reconnecting" : "connecting");
  }

  async receive(message) {
    const envelope = JSON.parse(message.data);
    if (envelope.version <= this.last) return;
    if (envelope.version > this.last + 1) await this.fillGap(envelope.version - 1);
    if (envelope.version !== this.last + 1) return;
    this.deliver(envelope);
  }

  deliver(envelope) {
    this.last = envelope.version;
    this.onEvent(envelope);
    if (envelope.type === "GameEnded") this.close("finished");
  }

  async fillGap(until) {
    const page = await (await fetch(`/games/${this.gameId}/events?after=${this.last}&limit=1000`)).json();
    for (const envelope of page.events) {
      if (envelope.version === this.last + 1 && envelope.version <= until) this.deliver(envelope);
    }
  }

  dropped(source) {
    if (this.closed || source !== this.source) return;
    this.reconnects += 1;
    this.status("reconnecting");
    if (source.readyState === EventSource.CLOSED) {
      setTimeout(() => { if (source === this.source && !this.closed) this.open(); }, RETRY_MS);
    }
  }

  status(state) {
    this.state = state;
    if (this.onStatus) this.onStatus(state, this);
  }

  /** Stop following. */
  close(state = "closed") {
    this.closed = true;
    if (this.source) this.source.close();
    this.status(state);
  }
}
