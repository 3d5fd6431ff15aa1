// The leaderboards (#/leaderboards[/<ruleset>]): a ruleset's rated players, highest ordinal (mu - 3 sigma) first
// (GET /leaderboards/{ruleset}, 50 at a time; "More" reads the next offset). A link per ruleset switches boards. Each
// player links to their profile (#/player/<id>), the bot levels (b_random, b_basic) too; a rating from fewer than
// 10 rated games is marked "provisional" in words. Public: anyone may read it.

import { get } from "./api.js";
import { fill, h } from "./dom.js";

const PAGE = 50;
const COLUMNS = ["Place", "Player", "Rating", "μ ± σ", "Games"];

/** A number with one decimal, the minus sign typeset: -1.25 -> "−1.3". */
export function oneDecimal(x) {
  const text = Number(x).toFixed(1);
  return text === "-0.0" ? "0.0" : text.replace("-", "−");
}

/** The "provisional" mark: words, with what it means on hover and for screen readers. */
export function provisionalMark(rating) {
  if (!rating.provisional) return null;
  return [" ", h("span", { class: "pill provisional", title: "Fewer than 10 rated games: the rating may still move a lot" }, "provisional")];
}

function row(player) {
  return h("tr", { "data-player": player.player_id, "data-place": player.place, "data-provisional": String(player.provisional) },
    h("td", { class: "place", "data-label": COLUMNS[0] }, player.place),
    h("td", { "data-label": COLUMNS[1] }, h("a", { class: "player-link", href: `#/player/${encodeURIComponent(player.player_id)}` }, player.name)),
    h("td", { class: "rating", "data-label": COLUMNS[2], "data-ordinal": player.ordinal }, h("strong", {}, oneDecimal(player.ordinal)), provisionalMark(player)),
    h("td", { class: "mu-sigma", "data-label": COLUMNS[3] }, `${oneDecimal(player.mu)} ± ${oneDecimal(player.sigma)}`),
    h("td", { class: "games-count", "data-label": COLUMNS[4] }, player.games));
}

/** Render the leaderboard of `wanted` (or the first ruleset) into `root`. */
export async function leaderboardPage(root, wanted, leave) {
  const rulesets = await get("/rulesets");
  const chosen = rulesets.find((r) => r.id === wanted) || rulesets[0];
  document.title = `Leaderboard: ${chosen.title} — Furlong`;
  leave(() => { document.title = "Furlong"; });
  const body = h("tbody");
  const table = h("table", { class: "games leaderboard", "data-ruleset": chosen.id, hidden: true },
    h("caption", { class: "sr-only" }, `${chosen.title}: rated players, highest rating first`),
    h("thead", {}, h("tr", {}, COLUMNS.map((c) => h("th", { scope: "col" }, c)))), body);
  const empty = h("p", { class: "muted leaderboard-empty", hidden: true }, `Nobody has a rated ${chosen.title} game yet: a rating comes with each finished game.`);
  const count = h("p", { class: "muted leaderboard-count", role: "status" });
  const more = h("button", { type: "button", class: "more", hidden: true }, "More");
  const problem = h("p", { class: "refusal leaderboard-problem", role: "alert", hidden: true });
  let shown = 0, model = null;
  const read = async () => {
    more.disabled = true;
    let page;
    try {
      page = await get(`/leaderboards/${encodeURIComponent(chosen.id)}?limit=${PAGE}&offset=${shown}`);
    } catch (error) {
      problem.hidden = false;
      fill(problem, `The leaderboard could not be read — ${error.sentence ? error.sentence() : String(error)}`);
      more.disabled = false;
      return;
    }
    problem.hidden = true;
    model = page.model;
    const before = shown;
    body.append(...page.players.map(row));
    shown += page.players.length;
    const full = page.players.length === PAGE; // a full page: there may be more
    more.hidden = !full;
    more.disabled = false;
    table.hidden = shown === 0;
    empty.hidden = shown > 0;
    fill(count, shown ? `${shown} ${shown === 1 ? "player" : "players"} shown${full ? "; press More for the next" : ""}.` : "");
    fill(modelNote, model ? `Ratings by ${model.name} (openskill ${model.version}); a new player starts at μ ${oneDecimal(model.mu)}, σ ${oneDecimal(model.sigma)}.` : "");
    if (before && !full) body.rows[before]?.querySelector("a")?.focus(); // More is gone: focus the first new player
  };
  more.addEventListener("click", read);
  const modelNote = h("span");
  fill(root, h("div", { class: "leaderboards" },
    h("div", { class: "card" },
      h("h1", {}, "Leaderboards"),
      h("nav", { class: "tabs ruleset-tabs", "aria-label": "Rulesets" }, rulesets.map((r) =>
        h("a", { href: `#/leaderboards/${r.id}`, class: r.id === chosen.id ? "active" : null, "data-ruleset": r.id,
          "aria-current": r.id === chosen.id ? "page" : null }, r.title))),
      h("p", { class: "muted" }, "The rating is the ordinal, μ − 3σ: the model's estimate of a player's skill (μ) less three times its ",
        "uncertainty (σ), so a player rises as their results and their number of games grow. ", modelNote)),
    h("section", { class: "card", "aria-labelledby": "leaderboard-heading" },
      h("h2", { id: "leaderboard-heading" }, chosen.title),
      problem, table, empty, h("p", {}, more), count)));
  await read();
}
