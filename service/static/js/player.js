// The person's player identity on this device (docs/web.md, "Signing in"): a guest's player token or a site's JWT,
// with the name and id the server answered for it, kept in localStorage under one key ("furlong.player") until
// "Sign out". It is who the person is across games, so it outlives the tab, unlike the seat tokens a tab is handed.
// The token travels only in the Furlong-Player header, and only where it is needed (GET /players/me, creating a
// game, joining a seat): never in a URL.

const KEY = "furlong.player";
export const HEADER = "Furlong-Player";

const listeners = new Set();
let memory = null; // where the identity stays when this browser refuses storage: this page only

function device() {
  try { return window.localStorage; } catch { return null; }
}

/** The signed-in player, {token, player_id, name, kind}, or null. */
export function signedIn() {
  let kept = memory;
  try { kept = JSON.parse(device()?.getItem(KEY) ?? "null") ?? memory; } catch { /* refused: the page's own */ }
  return kept && typeof kept.token === "string" && typeof kept.player_id === "string" ? kept : null;
}

/** Keep a player identity on this device (the token and what GET /players/me or POST /players said of it). */
export function signIn(token, player) {
  const kept = { token, player_id: player.player_id, name: player.name, kind: player.kind };
  memory = null;
  try { device().setItem(KEY, JSON.stringify(kept)); } catch { memory = kept; /* storage refused: this page only */ }
  changed();
  return kept;
}

/** Forget the player identity on this device. */
export function signOut() {
  memory = null;
  try { device()?.removeItem(KEY); } catch { /* nothing kept */ }
  changed();
}

/** The header that makes a request the signed-in player's ({} when nobody is signed in). */
export function playerHeaders(player = signedIn()) {
  return player ? { [HEADER]: player.token } : {};
}

/** Call `fn(player|null)` whenever the identity changes, in this tab or another tab of this device. */
export function onPlayerChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function changed() {
  const now = signedIn();
  for (const fn of listeners) fn(now);
}

window.addEventListener("storage", (event) => {
  if (event.key === KEY || event.key === null) changed();
});
