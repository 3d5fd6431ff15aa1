// Pacing: the live feed's events are shown one at a time, a short pause apart, so that a person sees each move
// (the bots' too) on the board in turn. It is only the page's: the server and the feed run at their own speed.
//
// The setting: on by default for a person; "Pace events" on the page (localStorage furlong.pacing = on|off), or the
// fragment flag ?pace=off|on. A browser under WebDriver control (navigator.webdriver, i.e. a test) starts with it
// off, unless the flag or the setting says on: nobody watches it, and its tests time the server, not the pauses.

const KEY = "furlong.pacing";
export const PAUSE_MS = 600;
const CATCH_UP = 8; // a longer backlog (a hidden tab come back, a gap filled) is shown at once but for its last few

/** Whether events are paced on this page. */
export function pacingOn() {
  const flag = new URLSearchParams((location.hash.split("?")[1]) || "").get("pace");
  if (flag === "off" || flag === "0") return false;
  if (flag === "on" || flag === "1") return true;
  let kept = null;
  try { kept = localStorage.getItem(KEY); } catch { /* no storage: the default */ }
  if (kept === "on" || kept === "off") return kept === "on";
  return !navigator.webdriver;
}

/** Keep the setting on this device. */
export function setPacing(on) {
  try { localStorage.setItem(KEY, on ? "on" : "off"); } catch { /* kept for this page only */ }
}

/**
 * A queue of events shown in turn. `step(envelope, draw)` shows one (draw: redraw the board at its version);
 * `settled()` runs once the queue is empty; `onQueue(n)` says how many wait (for the Skip button).
 */
export class Pacer {
  constructor({ step, settled, onQueue = () => {}, pause = PAUSE_MS }) {
    Object.assign(this, { step, settled, onQueue, pause, queue: [], running: false, skipping: false, wake: null, shownAt: 0 });
    this.on = pacingOn();
  }

  push(envelope) {
    this.queue.push(envelope);
    this.onQueue(this.queue.length);
    if (!this.running) this.run();
  }

  /** Show everything waiting at once. */
  skip() {
    this.skipping = true;
    if (this.wake) this.wake();
  }

  /** Turn pacing on or off for this page (the setting is kept by setPacing). */
  setOn(on) {
    this.on = on;
    if (!on) this.skip();
  }

  paced() {
    return this.on && !this.skipping && !document.hidden;
  }

  async run() {
    this.running = true;
    try {
      while (this.queue.length) {
        // One shown event every `pause` at most: the next waits its turn (in the queue, so Skip counts it).
        if (this.paced() && this.queue.length <= CATCH_UP) await this.sleep(this.shownAt + this.pause - performance.now());
        const envelope = this.queue.shift();
        this.onQueue(this.queue.length);
        const draw = this.paced() && this.queue.length < CATCH_UP;
        try { await this.step(envelope, draw); } catch { /* one event not drawn: the next draw catches up */ }
        if (draw) this.shownAt = performance.now();
      }
    } finally {
      this.running = false;
      this.skipping = false;
      this.onQueue(0);
    }
    await this.settled();
  }

  sleep(ms) {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() { clearTimeout(timer); resolve(); }
      this.wake = () => { this.wake = null; done(); };
    });
  }
}
