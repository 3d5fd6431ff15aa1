// Seat tokens live in this tab's sessionStorage only, keyed by game: {game_id: {seat: token}}.

const KEY = "furlong.tokens";

function load() {
  try { return JSON.parse(sessionStorage.getItem(KEY)) || {}; } catch { return {}; }
}

/** Remember a seat's token for a game. */
export function remember(gameId, seat, token) {
  const all = load();
  all[gameId] = { ...(all[gameId] || {}), [seat]: token };
  sessionStorage.setItem(KEY, JSON.stringify(all));
}

/** The tokens this tab holds for a game, as {seat: token}. */
export function tokensFor(gameId) {
  return load()[gameId] || {};
}

/** Forget every token of a game held by this tab. */
export function forget(gameId) {
  const all = load();
  delete all[gameId];
  sessionStorage.setItem(KEY, JSON.stringify(all));
}

const CHOSEN = "furlong.playing-as";

/** Which of this tab's seats the page acts as for a game (null: spectator). */
export function chosenSeat(gameId) {
  const held = tokensFor(gameId);
  const chosen = JSON.parse(sessionStorage.getItem(CHOSEN) || "{}")[gameId];
  if (chosen === "spectator") return null;
  if (chosen !== undefined && held[chosen]) return Number(chosen);
  const seats = Object.keys(held).map(Number).sort((a, b) => a - b);
  return seats.length ? seats[0] : null;
}

/** Choose the seat to act as (null: watch as a spectator). */
export function choose(gameId, seat) {
  const all = JSON.parse(sessionStorage.getItem(CHOSEN) || "{}");
  all[gameId] = seat === null ? "spectator" : seat;
  sessionStorage.setItem(CHOSEN, JSON.stringify(all));
}
