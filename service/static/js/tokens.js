// Seat tokens, keyed by game: {game_id: {seat: token}}, kept in two places (docs/web.md, "Keep your seat"):
// - this tab's sessionStorage: every token the tab was handed (the lobby's shown-once tokens, a pasted one);
// - this device's localStorage: the seats this device *plays* (chosen on a game page), so that a reload or a new
//   tab of the game plays on, until "Forget this seat". A token handed to someone else is never written there.
// A token never goes in a URL the page requests, only in the Authorization header; the one URL that may carry it
// is a private rejoin link's fragment (#/game/<id>?seat-token=...), which browsers never send to a server.

const KEY = "furlong.tokens";
const DEVICE = "furlong.seats";
const CHOSEN = "furlong.playing-as";

function load(store, key = KEY) {
  try { return JSON.parse(store.getItem(key)) || {}; } catch { return {}; }
}

function save(store, all, key = KEY) {
  try { store.setItem(key, JSON.stringify(all)); } catch { /* storage full or refused: the tab still plays */ }
}

function device() {
  try { return window.localStorage; } catch { return null; }
}

/** Remember a seat's token for a game in this tab. */
export function remember(gameId, seat, token) {
  const all = load(sessionStorage);
  all[gameId] = { ...(all[gameId] || {}), [seat]: token };
  save(sessionStorage, all);
}

/** Keep a seat this device plays, so that a reload and a new tab play it too. */
export function keepOnDevice(gameId, seat, token) {
  const store = device();
  if (!store) return;
  const all = load(store, DEVICE);
  if (all[gameId]?.[seat] === token) return;
  all[gameId] = { ...(all[gameId] || {}), [seat]: token };
  save(store, all, DEVICE);
}

/** Whether this device keeps a seat of a game. */
export function keptOnDevice(gameId, seat) {
  const store = device();
  return Boolean(store && load(store, DEVICE)[gameId]?.[seat]);
}

/** The tokens this tab holds for a game, as {seat: token}: the device's seats and the tab's own. */
export function tokensFor(gameId) {
  const store = device();
  return { ...(store ? load(store, DEVICE)[gameId] : {}), ...(load(sessionStorage)[gameId] || {}) };
}

/** Forget one seat of a game (or, without `seat`, every seat of it), in this tab and on this device. */
export function forget(gameId, seat = null) {
  const store = device();
  for (const [where, key] of [[sessionStorage, KEY], ...(store ? [[store, DEVICE]] : [])]) {
    const all = load(where, key);
    if (seat === null) delete all[gameId];
    else if (all[gameId]) {
      delete all[gameId][seat];
      if (!Object.keys(all[gameId]).length) delete all[gameId];
    }
    save(where, all, key);
  }
}

/** Which of this tab's seats the page acts as for a game (null: spectator). */
export function chosenSeat(gameId) {
  const held = tokensFor(gameId);
  const chosen = load(sessionStorage, CHOSEN)[gameId];
  if (chosen === "spectator") return null;
  if (chosen !== undefined && held[chosen]) return Number(chosen);
  const seats = Object.keys(held).map(Number).sort((a, b) => a - b);
  return seats.length ? seats[0] : null;
}

/** Choose the seat to act as (null: watch as a spectator). */
export function choose(gameId, seat) {
  const all = load(sessionStorage, CHOSEN);
  all[gameId] = seat === null ? "spectator" : seat;
  save(sessionStorage, all, CHOSEN);
}

/** A seat forgotten in another tab of this device is forgotten by this tab too (its next page draws without it). */
window.addEventListener("storage", (event) => {
  if (event.key !== DEVICE) return;
  const parse = (text) => { try { return JSON.parse(text) || {}; } catch { return {}; } };
  const before = parse(event.oldValue), after = parse(event.newValue), tab = load(sessionStorage);
  for (const [gameId, seats] of Object.entries(before)) {
    for (const [seat, token] of Object.entries(seats)) {
      if (!after[gameId]?.[seat] && tab[gameId]?.[seat] === token) delete tab[gameId][seat];
    }
  }
  save(sessionStorage, tab);
});

/** A private rejoin link: the token in the fragment only (never sent to a server, nor in a Referer). */
export function rejoinLink(gameId, token) {
  return `${location.origin}${location.pathname}#/game/${gameId}?seat-token=${encodeURIComponent(token)}`;
}
