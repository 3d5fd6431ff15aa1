// A player's profile (#/player/<id>): their name and kind (GET /players/{id}) and every game they sat in
// (GET /players/{id}/games), newest first: a page at a time ("More" follows next_cursor), filtered by ruleset and
// status, each game linking to its page and, once finished, to its replay; above them, the player's ratings per
// ruleset (ratings.js), when they have a rated game. Public: anyone may read any player's.

import { get } from "./api.js";
import { fill, h, money } from "./dom.js";
import { signedIn } from "./player.js";
import { ratingsCard } from "./ratings.js";

const PAGE = 20;
const COLUMNS = ["Game", "Ruleset", "Status", "Created", "Seat", "Result"];
const STATUSES = [["", "Any status"], ["open", "Open"], ["running", "Running"], ["finished", "Finished"]];
const KINDS = { guest: "Guest", site: "A site's user", bot: "Bot level" };

/** "1st", "2nd", "3rd", "11th". */
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th"}`;
}

function when(iso) {
  const date = new Date(iso);
  return h("time", { datetime: iso }, Number.isNaN(date.getTime()) ? iso : date.toLocaleString());
}

/** The player's seat in a game, in words: "Seat 0: Ann". */
function seatCell(game) {
  const seat = game.seats.find((s) => s.seat === game.seat);
  return `Seat ${game.seat}${seat?.name ? `: ${seat.name}` : ""}${seat?.left ? " (left)" : ""}`;
}

/** The player's result: rank of how many and money once finished; otherwise what the game is waiting for. */
function resultCell(game) {
  const cell = { class: "history-result", "data-label": COLUMNS[5] };
  if (game.status !== "finished") return h("td", cell, h("span", { class: "muted" }, game.status === "open" ? "waiting for players" : "in play"));
  if (!game.result) return h("td", cell, h("span", { class: "muted" }, "no result (it ended before it began)"));
  const of = (game.standings || []).length;
  return h("td", { ...cell, "data-rank": game.result.rank, "data-money": game.result.money },
    h("strong", {}, ordinal(game.result.rank)), of ? ` of ${of}` : "", `, ${money(game.result.money)}`);
}

function row(game, titles) {
  const finished = game.status === "finished";
  return h("tr", { "data-game": game.game_id, "data-status": game.status },
    h("td", { "data-label": COLUMNS[0] }, h("a", { class: "game-id", href: `#/game/${game.game_id}` }, game.game_id),
      finished ? [" ", h("a", { class: "replay-link", href: `#/game/${game.game_id}/replay`, "aria-label": `Replay ${game.game_id}` }, "Replay")] : null),
    h("td", { "data-label": COLUMNS[1] }, titles[game.ruleset] || game.ruleset),
    h("td", { "data-label": COLUMNS[2] }, h("span", { class: "pill status", "data-status": game.status }, game.status)),
    h("td", { "data-label": COLUMNS[3] }, when(game.created_at)),
    h("td", { "data-label": COLUMNS[4], class: "seat", "data-seat": game.seat }, seatCell(game)),
    resultCell(game));
}

/** Render a player's profile into `root`. */
export async function profilePage(root, playerId, leave) {
  const id = encodeURIComponent(playerId);
  const [player, rulesets] = await Promise.all([get(`/players/${id}`), get("/rulesets")]);
  const titles = Object.fromEntries(rulesets.map((r) => [r.id, r.title]));
  const ratings = await ratingsCard(player.player_id, titles);
  const you = signedIn()?.player_id === player.player_id;
  document.title = `${player.name} — Furlong`;
  leave(() => { document.title = "Furlong"; });

  const ruleset = h("select", { name: "ruleset", id: "history-ruleset" },
    h("option", { value: "" }, "Every ruleset"), rulesets.map((r) => h("option", { value: r.id }, r.title)));
  const status = h("select", { name: "status", id: "history-status" }, STATUSES.map(([v, t]) => h("option", { value: v }, t)));
  const body = h("tbody");
  const table = h("table", { class: "games history" },
    h("caption", { class: "sr-only" }, `Games ${player.name} sat in, newest first`),
    h("thead", {}, h("tr", {}, COLUMNS.map((c) => h("th", { scope: "col" }, c)))), body);
  const empty = h("p", { class: "muted history-empty", hidden: true });
  const count = h("p", { class: "muted history-count", role: "status" });
  const more = h("button", { type: "button", class: "more", hidden: true }, "More");
  const problem = h("p", { class: "refusal history-problem", role: "alert", hidden: true });

  let cursor = null, shown = 0, ticket = 0;
  /** Read a page: the first (filters changed) or the one after `cursor` (More). */
  const read = async (first) => {
    const mine = ++ticket;
    const query = new URLSearchParams({ limit: String(PAGE) });
    if (ruleset.value) query.set("ruleset", ruleset.value);
    if (status.value) query.set("status", status.value);
    if (!first && cursor) query.set("cursor", cursor);
    more.disabled = true;
    let page;
    try {
      page = await get(`/players/${id}/games?${query}`);
    } catch (error) {
      if (mine !== ticket) return;
      problem.hidden = false;
      fill(problem, `The games could not be read — ${error.sentence ? error.sentence() : String(error)}`);
      more.disabled = false;
      return;
    }
    if (mine !== ticket) return; // the filters changed meanwhile: a newer reading draws
    problem.hidden = true;
    if (first) fill(body), shown = 0;
    const before = shown;
    body.append(...page.games.map((g) => row(g, titles)));
    shown += page.games.length;
    cursor = page.next_cursor;
    more.hidden = !cursor;
    more.disabled = false;
    table.hidden = shown === 0;
    empty.hidden = shown > 0;
    fill(empty, ruleset.value || status.value ? "No games match these filters." : "No games yet.");
    fill(count, shown ? `${shown} ${shown === 1 ? "game" : "games"} shown${cursor ? "; there are more" : ""}.` : "");
    if (!first && !cursor) body.rows[before]?.querySelector("a")?.focus(); // More is gone: focus the first new game
  };
  ruleset.addEventListener("change", () => read(true));
  status.addEventListener("change", () => read(true));
  more.addEventListener("click", () => read(false));

  const bot = player.kind === "bot";
  const head = h("div", { class: "card profile-head" },
    h("h1", {}, h("span", { class: "player-name" }, player.name), " ",
      h("span", { class: "pill player-kind", "data-kind": player.kind }, KINDS[player.kind] || player.kind),
      you ? [" ", h("span", { class: "pill you-pill" }, "you")] : null),
    h("p", { class: "muted" }, "Player id ", h("code", {}, player.player_id), bot
      ? ". A bot level is rated as one player: every seat a bot of this level played counts towards its rating. Its games are not listed."
      : ". Anyone may list a player's games: a seat's name is chosen per game, and a game played without signing in is listed under nobody."));
  if (bot) {
    fill(root, h("div", { class: "profile", "data-player": player.player_id }, head,
      ratings || h("p", { class: "card muted no-ratings" }, "No rated game yet.")));
    return;
  }
  fill(root, h("div", { class: "profile", "data-player": player.player_id }, head,
    ratings,
    h("section", { class: "card", "aria-labelledby": "history-heading" },
      h("h2", { id: "history-heading" }, you ? "My games" : "Games"),
      h("form", { class: "history-filters", onsubmit: (event) => event.preventDefault() },
        h("label", { for: "history-ruleset" }, "Ruleset "), ruleset, " ", h("label", { for: "history-status" }, "Status "), status),
      problem, table, empty, h("p", {}, more), count)));
  await read(true);
}
