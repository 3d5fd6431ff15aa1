// Presence on a game's page (GET /games/{id}/presence): beside each human seat a person plays, in a running game,
// whether its player is here — "online" (seen in the last 45 s), "away" (not lately), or "gone" (not seen for 120 s:
// its turns are timed out at once) — in words, with a dot whose colour only repeats them. Read every 15 s and after
// each live event. The live feed the page follows is the public one (an EventSource sends no Authorization header),
// so the seat this page plays is seen by its token's requests: the page reads the state with it after each event,
// and, while the game runs, sends one small request with it every 15 s (GET /games/{id}/events?after=<version>&limit=1)
// so that a quiet table still sees its player here.

import { get } from "./api.js";
import { h, seatName } from "./dom.js";

const EVERY_MS = 15000;
const AFTER_EVENT_MS = 400;

const WORDS = {
  online: () => "online",
  away: (p) => `away${p.last_seen ? ` · seen ${ago(p.last_seen)}` : " · not seen yet"}`,
  gone: () => "gone: its turns are timed out at once",
};

/** "12 s ago", "3 min ago", from epoch seconds. */
function ago(epoch) {
  const seconds = Math.max(0, Math.round(Date.now() / 1000 - epoch));
  return seconds < 60 ? `${seconds} s ago` : seconds < 3600 ? `${Math.floor(seconds / 60)} min ago` : `${Math.floor(seconds / 3600)} h ago`;
}

/** A seat's presence as one word: online, away or gone. */
export function presenceState(p) {
  if (p.gone) return "gone";
  return p.connected ? "online" : "away";
}

/** The indicator of one seat: words (the dot is decoration), named for screen readers with the seat's name. */
export function presenceBadge(p, name) {
  const state = presenceState(p);
  const words = WORDS[state](p);
  return h("span", { class: "presence", role: "note", "data-presence": state, "data-seat": p.seat, "aria-label": `${name}: ${words}` },
    h("span", { class: "presence-dot", "aria-hidden": "true" }), words);
}

/**
 * Follow a game's presence for its watch tab. `doc` is the page's game document (kept current by the page),
 * `me` the seat this page plays ({seat, token}), `seatsBox` the element holding the seats table; `leave` registers
 * the clean-up. Returns `mark()` (draw the indicators into the seats table again: after it is re-drawn) and
 * `poke()` (read again soon: a live event came).
 */
export function followPresence(gameId, doc, me, seatsBox, leave) {
  let known = [], stopped = false, soon = null;
  const mark = () => {
    for (const old of seatsBox.querySelectorAll(".presence")) old.remove();
    if (doc.status !== "running") return;
    for (const p of known) {
      const cell = seatsBox.querySelector(`.seat-row[data-seat="${p.seat}"] td`);
      if (cell) cell.append(" ", presenceBadge(p, seatName(doc.seats, p.seat)));
    }
  };
  const read = async () => {
    if (stopped) return;
    try {
      const answer = await get(`/games/${encodeURIComponent(gameId)}/presence`);
      if (stopped) return;
      known = answer.seats;
      seatsBox.dataset.presence = "read";
      mark();
    } catch { /* the next reading will do */ }
  };
  const heartbeat = () => {
    if (stopped || !me.token || doc.status !== "running") return;
    get(`/games/${encodeURIComponent(gameId)}/events?after=${doc.version}&limit=1`, me.token).catch(() => {});
  };
  const timer = setInterval(() => { if (doc.status !== "finished") heartbeat(), read(); }, EVERY_MS);
  leave(() => { stopped = true; clearInterval(timer); clearTimeout(soon); });
  if (doc.status !== "finished") read();
  return {
    mark,
    poke: () => { clearTimeout(soon); soon = setTimeout(read, AFTER_EVENT_MS); },
  };
}
