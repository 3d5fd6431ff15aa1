// Quick play, in the lobby (docs/web.md, "Quick play"): a signed-in person seeks a table (POST /seeks: a ruleset, a
// number of seats, optionally bots after N seconds and a rating window); the waiting seek is shown with Cancel and
// polled every 2 s (GET /seeks/{id}, which also runs the matching and the bots' timer). Once matched, the seat's
// token is taken (POST /games/{id}/seats/{seat}/token, as the player), kept as the page keeps the seat it plays
// (tokens.js), and the game opens playing that seat. The seek's id is kept on this device ("furlong.seek") so that a
// reload finds it, matched meanwhile or not; failing that, the player's waiting seek is found in GET /seeks. The
// lobby also lists every waiting seek (GET /seeks), refreshed with its other lists.

import { call, get } from "./api.js";
import { fill, h, plural } from "./dom.js";
import { oneDecimal } from "./leaderboard.js";
import { playerHeaders, signedIn } from "./player.js";
import { choose, keepOnDevice, remember } from "./tokens.js";

const KEY = "furlong.seek";
const POLL_MS = 2000;
const DEFAULT_BOTS_AFTER_S = 30;

function device() {
  try { return window.localStorage; } catch { return null; }
}

/** The seek this device waits in, {seek_id, player_id}, or null. */
function keptSeek() {
  try { return JSON.parse(device()?.getItem(KEY) ?? "null"); } catch { return null; }
}

function keepSeek(seek) {
  try { device()?.setItem(KEY, JSON.stringify({ seek_id: seek.seek_id, player_id: seek.player_id })); } catch { /* this page only */ }
}

function dropSeek(seekId = null) {
  const kept = keptSeek();
  if (seekId && kept?.seek_id !== seekId) return;
  try { device()?.removeItem(KEY); } catch { /* nothing kept */ }
}

function said(error) {
  return error.sentence ? error.sentence() : String(error);
}

/** Epoch seconds -> a <time> with the local time of day. */
function since(epoch) {
  const date = new Date(epoch * 1000);
  return h("time", { datetime: date.toISOString() }, date.toLocaleTimeString());
}

/** "12 s", "3 min", "1 h 5 min": how long since `epoch` (seconds). */
export function waited(epoch, now = Date.now()) {
  const seconds = Math.max(0, Math.round(now / 1000 - epoch));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The rating window in words ("players rated −3.0 to 5.0"), or null when the seek takes anyone. */
function windowWords(seek) {
  const w = seek.rating_window;
  if (!w || ((w.below ?? null) === null && (w.above ?? null) === null)) return null;
  const low = (w.below ?? null) === null ? null : oneDecimal(seek.rating - w.below);
  const high = (w.above ?? null) === null ? null : oneDecimal(seek.rating + w.above);
  if (low !== null && high !== null) return `players rated ${low} to ${high}`;
  return low !== null ? `players rated ${low} or more` : `players rated ${high} or less`;
}

/** The lobby's list of waiting seeks: player (linking to their profile), ruleset, seats, waiting since. */
export function seeksCard(titles) {
  const body = h("div", {});
  const node = h("section", { class: "card", id: "waiting-seeks", "aria-labelledby": "waiting-seeks-heading" },
    h("h2", { id: "waiting-seeks-heading" }, "Quick play — waiting for a table"), body);
  let shown = null;
  const draw = (seeks) => {
    const me = signedIn()?.player_id;
    if (!seeks.length) return fill(body, h("p", { class: "muted seeks-empty" }, "Nobody is waiting."));
    fill(body, h("table", { class: "games seeks" },
      h("thead", {}, h("tr", {}, ["Player", "Ruleset", "Seats", "Waiting since"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, seeks.map((seek) => h("tr", { "data-seek": seek.seek_id, "data-player": seek.player_id, "data-ruleset": seek.ruleset },
        h("td", { "data-label": "Player" }, h("a", { class: "player-link", href: `#/player/${encodeURIComponent(seek.player_id)}` }, seek.name),
          seek.player_id === me ? [" ", h("span", { class: "pill you-pill" }, "you")] : null),
        h("td", { "data-label": "Ruleset" }, titles[seek.ruleset] || seek.ruleset),
        h("td", { "data-label": "Seats" }, seek.seats, seek.bots_after_s !== null ? h("span", { class: "muted" }, ` (bots after ${seek.bots_after_s} s)`) : null),
        h("td", { "data-label": "Waiting since", "data-created": seek.created_at }, since(seek.created_at), " ",
          h("span", { class: "muted waited" }, `(${waited(seek.created_at)})`)))))));
  };
  return {
    node,
    /** Show these waiting seeks: redrawn when they change, otherwise only the times waited are written anew. */
    update(seeks) {
      const now = JSON.stringify([seeks.map((s) => s.seek_id), signedIn()?.player_id]);
      if (now !== shown) {
        shown = now;
        return draw(seeks);
      }
      for (const cell of body.querySelectorAll("td[data-created]")) fill(cell.querySelector(".waited"), `(${waited(Number(cell.dataset.created))})`);
    },
  };
}

/** The form's number field, or null when left blank. */
function numberOf(input) {
  return input.value === "" ? null : Number(input.value);
}

/**
 * The lobby's Quick play card. `leave` registers the clean-up (the polling stops when the route changes);
 * `changed()` asks the lobby to read its lists again (a seek made or cancelled). Its `update(seeks)` is given each
 * reading of GET /seeks: a seek of this player made in another tab is then shown as waiting here too.
 */
export function quickPlayCard(rulesets, titles, { leave, changed }) {
  const player = signedIn();
  const box = h("div", { class: "quick-play-box" });
  const message = h("p", { class: "form-message quick-play-message", role: "alert" });
  const status = h("p", { class: "quick-play-status", role: "status" });
  const node = h("section", { class: "card quick-play", "aria-labelledby": "quick-play-heading" },
    h("h2", { id: "quick-play-heading" }, "Quick play"), message, status, box);
  if (!player) {
    fill(box, h("p", { class: "quick-play-signed-out" },
      "Sign in first (Sign in, at the top of the page; a guest will do): quick play seats you under your player identity, with whoever else seeks the same game."));
    return { node, update() {} };
  }
  let current = null, timer = null, ticket = 0, left = false;
  const over = new Set(); // seeks this page saw cancelled or matched: an older reading of GET /seeks never brings them back
  const stopPolling = () => { clearTimeout(timer); timer = null; ticket += 1; };
  leave(() => { left = true; stopPolling(); });
  const say = (...words) => fill(message, ...words);
  const note = (...words) => fill(status, ...words);

  /** The form: ruleset, seats (the ruleset's min..max), bots after N seconds, a rating window. */
  const showForm = () => {
    current = null;
    stopPolling();
    const ruleset = h("select", { id: "qp-ruleset", name: "qp-ruleset" }, rulesets.map((r) => h("option", { value: r.id }, r.title)));
    const seats = h("select", { id: "qp-seats", name: "qp-seats" });
    const drawSeats = () => {
      const r = rulesets.find((x) => x.id === ruleset.value);
      const was = Number(seats.value) || r.min_seats;
      fill(seats, Array.from({ length: r.max_seats - r.min_seats + 1 }, (_, i) => r.min_seats + i).map((n) => h("option", { value: n }, n)));
      seats.value = String(Math.max(r.min_seats, Math.min(r.max_seats, was)));
    };
    ruleset.addEventListener("change", drawSeats);
    drawSeats();
    const botsAfter = h("input", { id: "qp-bots-after", name: "qp-bots-after", type: "number", min: 0, max: 3600, step: 1,
      value: DEFAULT_BOTS_AFTER_S, disabled: true, size: 5 });
    const bots = h("input", { id: "qp-bots", name: "qp-bots", type: "checkbox",
      onchange: () => { botsAfter.disabled = !bots.checked; if (bots.checked) botsAfter.focus(); } });
    const below = h("input", { id: "qp-below", name: "qp-below", type: "number", min: 0, max: 1000, step: "any", size: 5, placeholder: "any" });
    const above = h("input", { id: "qp-above", name: "qp-above", type: "number", min: 0, max: 1000, step: "any", size: 5, placeholder: "any" });
    const submit = h("button", { type: "submit", class: "primary" }, "Quick play");
    const form = h("form", { class: "quick-play-form", "aria-labelledby": "quick-play-heading", onsubmit: async (event) => {
      event.preventDefault();
      if (!form.reportValidity()) return;
      const body = { ruleset: ruleset.value, seats: Number(seats.value) };
      if (bots.checked) body.bots_after_s = numberOf(botsAfter) ?? 0;
      const range = {};
      if (numberOf(below) !== null) range.below = numberOf(below);
      if (numberOf(above) !== null) range.above = numberOf(above);
      if (Object.keys(range).length) body.rating_window = range;
      submit.disabled = true;
      say();
      note();
      try {
        const seek = await call("POST", "/seeks", { body, headers: playerHeaders(player) }); // a retry finds the same seek
        changed();
        await follow(seek);
      } catch (error) {
        submit.disabled = false;
        if (error.status === 409 && error.problem?.rule === "seek.already_waiting" && error.problem.seek_id) {
          say(`No new seek — ${said(error)}`);
          return resume(error.problem.seek_id);
        }
        say(`No seek made — ${said(error)}`);
      }
    } },
    h("p", { class: "muted" }, `Seek a table as ${player.name}: you are seated with the first players who seek the same game. `,
      "Nobody is chosen for you by name."),
    h("p", { class: "qp-line" }, h("label", { for: "qp-ruleset" }, "Ruleset "), ruleset, " ", h("label", { for: "qp-seats" }, "Seats "), seats),
    h("p", { class: "qp-line" }, bots, " ", h("label", { for: "qp-bots" }, "Fill the table with bots if nobody comes")),
    h("p", { class: "qp-line qp-indent" }, h("label", { for: "qp-bots-after" }, "Bots after (seconds)"), " ", botsAfter),
    h("details", { class: "qp-window" }, h("summary", {}, "Rating window (optional)"),
      h("fieldset", {}, h("legend", {}, "Seat me only with players rated near me (blank: anyone)"),
        h("p", { class: "qp-line" }, h("label", { for: "qp-below" }, "At most this far below my rating"), " ", below),
        h("p", { class: "qp-line" }, h("label", { for: "qp-above" }, "At most this far above my rating"), " ", above))),
    h("p", {}, submit));
    fill(box, form);
    return form;
  };

  /** The waiting seek, with Cancel, polled until it is matched or cancelled. */
  const showWaiting = (seek) => {
    current = seek;
    keepSeek(seek);
    note();
    const state = h("p", { class: "seek-state", role: "status" }, `Waiting for players: a ${titles[seek.ruleset] || seek.ruleset} table of ${plural(seek.seats, "seat")}.`);
    const clock = h("span", { class: "waited" }, waited(seek.created_at));
    const bots = seek.bots_after_s === null ? "No bots: it waits for people." : seek.bots_after_s === 0
      ? "Bots fill the table at once if nobody else waits." : `Bots fill the table after ${seek.bots_after_s} s if nobody comes.`;
    const win = windowWords(seek);
    const cancel = h("button", { type: "button", class: "cancel-seek" }, "Cancel the seek");
    cancel.addEventListener("click", async () => {
      cancel.disabled = true;
      say();
      try {
        await call("DELETE", `/seeks/${encodeURIComponent(seek.seek_id)}`, { headers: playerHeaders(player) });
        over.add(seek.seek_id);
        dropSeek(seek.seek_id);
        showForm();
        note("Seek cancelled.");
        changed();
        box.querySelector("button[type=submit]")?.focus();
      } catch (error) {
        if (error.status === 409 && error.problem?.rule === "seek.matched") {
          say(`Not cancelled — ${said(error)}`);
          const matched = await get(`/seeks/${encodeURIComponent(seek.seek_id)}`).catch(() => null);
          if (matched?.status === "matched") return takeSeat(matched, false);
        } else say(`Not cancelled — ${said(error)}`);
        cancel.disabled = false;
      }
    });
    fill(box, h("div", { class: "seek-waiting", "data-seek": seek.seek_id, "data-status": seek.status, "aria-labelledby": "seek-waiting-heading", role: "group" },
      h("h3", { id: "seek-waiting-heading" }, "Your seek"),
      state,
      h("ul", { class: "seek-facts" },
        h("li", {}, "Since ", since(seek.created_at), " (", clock, ")."),
        h("li", {}, bots),
        h("li", {}, win ? `Only with ${win} (your rating when you sought: ${oneDecimal(seek.rating)}).` : "With anyone, whatever their rating.")),
      h("p", {}, cancel),
      h("p", { class: "muted" }, "You may leave this page: the seek keeps waiting, and this device finds it again in the lobby.")));
    poll(seek);
  };

  /** Read the seek every 2 s (GET /seeks/{id} also matches its pool) until it is matched or cancelled. */
  const poll = (seek) => {
    stopPolling();
    const mine = ticket;
    const tick = async () => {
      if (left || mine !== ticket) return;
      try {
        const now = await get(`/seeks/${encodeURIComponent(seek.seek_id)}`);
        if (left || mine !== ticket) return;
        if (now.status !== "waiting") return follow(now);
      } catch (error) {
        if (left || mine !== ticket) return;
        if (error.status === 404) {
          dropSeek(seek.seek_id);
          showForm();
          return say("The seek is no longer known to the server: seek again.");
        }
      }
      const clock = box.querySelector(".seek-waiting .waited");
      if (clock) fill(clock, waited(seek.created_at));
      timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS);
  };

  /** What a seek's answer leads to: waiting (shown, polled), matched (the seat taken), or cancelled (the form). */
  const follow = async (seek) => {
    if (seek.status === "waiting") return showWaiting(seek);
    over.add(seek.seek_id);
    if (seek.status === "matched") return takeSeat(seek, true);
    dropSeek(seek.seek_id);
    showForm();
    say("The seek was cancelled (from another tab or device): seek again when you want a table.");
  };

  /** Matched: take the seat's token (POST /games/{id}/seats/{seat}/token), keep it, and open the game (`go`). */
  const takeSeat = async (seek, go) => {
    current = seek;
    over.add(seek.seek_id);
    stopPolling();
    note();
    const where = `#/game/${encodeURIComponent(seek.game_id)}`;
    const state = h("p", { class: "seek-state", role: "status" }, `Matched: seat ${seek.seat} of game ${seek.game_id}. Taking your seat…`);
    fill(box, h("div", { class: "seek-waiting", "data-seek": seek.seek_id, "data-status": "matched", "data-game": seek.game_id }, state));
    try {
      const taken = await call("POST", `/games/${encodeURIComponent(seek.game_id)}/seats/${seek.seat}/token`, { headers: playerHeaders(player) });
      remember(taken.game_id, taken.seat, taken.token);
      keepOnDevice(taken.game_id, taken.seat, taken.token);
      choose(taken.game_id, taken.seat);
      dropSeek(seek.seek_id);
      if (go && !left) {
        location.hash = where;
        return;
      }
      fill(state, `Matched: you play seat ${seek.seat} of game ${seek.game_id}; this device keeps the seat. `,
        h("a", { class: "open-game", href: where }, "Open the game →"));
    } catch (error) {
      dropSeek(seek.seek_id);
      fill(state, `Matched into game ${seek.game_id}, but its seat could not be taken here — ${said(error)} `,
        h("a", { class: "open-game", href: where }, "Open the game →"));
    }
  };

  /** Show the player's seek `seekId` (a 409 named it, or this device kept it). */
  const resume = async (seekId) => {
    try {
      const seek = await get(`/seeks/${encodeURIComponent(seekId)}`);
      if (seek.player_id !== player.player_id) return dropSeek(seekId);
      if (seek.status === "cancelled") return dropSeek(seekId);
      await follow(seek);
    } catch {
      dropSeek(seekId);
    }
  };

  showForm();
  const kept = keptSeek();
  if (kept && kept.player_id !== player.player_id) dropSeek();
  const ready = kept?.player_id === player.player_id ? resume(kept.seek_id) : Promise.resolve();
  return {
    node,
    ready,
    /** A reading of GET /seeks: a waiting seek of this player, not shown yet, is shown (and polled). */
    update(seeks) {
      if (current || left) return;
      const own = seeks.find((seek) => seek.player_id === player.player_id && seek.status === "waiting" && !over.has(seek.seek_id));
      if (own) showWaiting(own);
    },
  };
}
