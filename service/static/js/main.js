// The page's router: #/ is the lobby, #/game/<id>[/replay|/audit][?flags] a game, #/player/<id> a player's profile,
// #/leaderboards[/<ruleset>] the leaderboards.
// The header's "Sign in" (account.js) is drawn once; the page is drawn again when the player identity changes.
// A private rejoin link (#/game/<id>?seat-token=...) is taken in first: the token is checked with the server (in
// the Authorization header), kept as a seat of this device, and wiped from the address bar and the history.

import { get } from "./api.js";
import { mountAccount } from "./account.js";
import { fill, h } from "./dom.js";
import { gamePage } from "./game.js";
import { leaderboardPage } from "./leaderboard.js";
import { lobby } from "./lobby.js";
import { onPlayerChange } from "./player.js";
import { profilePage } from "./profile.js";
import { choose, keepOnDevice, remember } from "./tokens.js";

let cleanups = [];

/** The fragment's path parts and its flags: "#/game/x/replay?pace=off" -> [["", "game", "x", "replay"], params]. */
function parseHash() {
  const [path, query = ""] = (location.hash || "#/").split("?");
  return [path.split("/"), new URLSearchParams(query)];
}

/** Take a rejoin link's token: keep its seat, then remove the token from the URL; a sentence when it holds none. */
async function takeRejoinToken(gameId, flags) {
  const token = flags.get("seat-token");
  flags.delete("seat-token");
  const rest = flags.toString();
  history.replaceState(null, "", `${location.pathname}${location.hash.split("?")[0]}${rest ? `?${rest}` : ""}`);
  try {
    const mine = await get(`/games/${gameId}`, token);
    if (mine.seat === null) throw new Error("no seat");
    remember(gameId, mine.seat, token);
    keepOnDevice(gameId, mine.seat, token);
    choose(gameId, mine.seat);
    return null;
  } catch {
    return "This rejoin link holds no seat of this game (it may have been mistyped, or the seat was left).";
  }
}

async function route() {
  cleanups.forEach((f) => f());
  cleanups = [];
  const root = document.getElementById("app");
  delete root.dataset.version;
  const [[, page, id, tab], flags] = parseHash();
  const gameId = page === "game" ? id : null;
  root.dataset.page = page || "lobby";
  root.dataset.ready = "false";
  try {
    const problem = page === "game" && gameId && flags.has("seat-token") ? await takeRejoinToken(gameId, flags) : null;
    if (page === "game" && gameId) await gamePage(root, gameId, tab || "", (f) => cleanups.push(f));
    else if (page === "player" && id) await profilePage(root, decodeURIComponent(id), (f) => cleanups.push(f));
    else if (page === "leaderboards") await leaderboardPage(root, id ? decodeURIComponent(id) : null, (f) => cleanups.push(f));
    else await lobby(root, (f) => cleanups.push(f));
    if (problem) root.prepend(h("div", { class: "card refusal rejoin-refused", role: "alert" }, problem));
  } catch (error) {
    fill(root, h("div", { class: "card refusal" }, h("h2", {}, "This page could not be shown"), error.sentence ? error.sentence() : String(error)));
  }
  root.dataset.ready = "true";
}

window.addEventListener("hashchange", route);
onPlayerChange(() => route());
mountAccount();
route();
