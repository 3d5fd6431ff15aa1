// A player's ratings on their profile (GET /players/{id}/ratings): per ruleset, the rating now (the ordinal,
// mu - 3 sigma, to one decimal), its games and whether it is provisional, and its history: a sparkline of the
// ordinal after each rated game (an SVG named in words) and, on request, the same as a small table. Nothing at all
// for a player without a rated game.

import { get } from "./api.js";
import { h, s } from "./dom.js";
import { oneDecimal, provisionalMark } from "./leaderboard.js";

const WIDTH = 160, HEIGHT = 36, PAD = 3;
const LATEST = 20; // the history table's rows: the latest rated games of the ruleset

/** The ordinal after each game as a polyline, with a dot on the last one. */
function sparkline(points, label) {
  const values = points.map((p) => p.ordinal);
  const low = Math.min(...values), high = Math.max(...values);
  const span = high - low || 1;
  const x = (i) => (points.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (v) => (high === low ? HEIGHT / 2 : PAD + ((high - v) * (HEIGHT - 2 * PAD)) / span);
  const coords = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const last = values.length - 1;
  return s("svg", { class: "sparkline", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: WIDTH, height: HEIGHT, role: "img", "aria-label": label },
    s("title", {}, label),
    s("polyline", { points: coords, fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round" }),
    s("circle", { cx: x(last).toFixed(1), cy: y(values[last]).toFixed(1), r: 3, fill: "currentColor" }));
}

/** The sparkline's text alternative: how many games, from what to what, lowest and highest. */
function summary(points) {
  const values = points.map((p) => oneDecimal(p.ordinal));
  if (points.length === 1) return `Rating after 1 rated game: ${values[0]}`;
  const low = oneDecimal(Math.min(...points.map((p) => p.ordinal))), high = oneDecimal(Math.max(...points.map((p) => p.ordinal)));
  return `Rating after each of ${points.length} rated games: from ${values[0]} to ${values[values.length - 1]}, lowest ${low}, highest ${high}`;
}

function historyTable(points, title) {
  const latest = points.slice(-LATEST).reverse();
  return h("details", { class: "rating-history" }, h("summary", {}, `History (${latest.length < points.length ? `latest ${latest.length} of ` : ""}${points.length})`),
    h("table", { class: "rating-history-table" },
      h("caption", { class: "sr-only" }, `${title}: rating after each rated game, newest first`),
      h("thead", {}, h("tr", {}, ["Game", "Rated games", "Rating after", "μ ± σ"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, latest.map((p) => h("tr", { "data-game": p.game_id, "data-n": p.n },
        h("td", {}, h("a", { class: "game-id", href: `#/game/${encodeURIComponent(p.game_id)}` }, p.game_id)),
        h("td", {}, p.games),
        h("td", {}, oneDecimal(p.ordinal), provisionalMark(p)),
        h("td", {}, `${oneDecimal(p.mu)} ± ${oneDecimal(p.sigma)}`))))));
}

/** The profile's "Ratings" card, or null when the player has no rated game (or the ratings cannot be read now). */
export async function ratingsCard(playerId, titles) {
  let answer;
  try {
    answer = await get(`/players/${encodeURIComponent(playerId)}/ratings`);
  } catch {
    return null; // the profile still shows the games
  }
  const rulesets = Object.keys(answer.ratings || {});
  if (!rulesets.length) return null;
  const rows = rulesets.map((ruleset) => {
    const rating = answer.ratings[ruleset];
    const title = titles[ruleset] || ruleset;
    const points = answer.history.filter((item) => item.ruleset === ruleset);
    return h("tr", { "data-ruleset": ruleset, "data-provisional": String(rating.provisional) },
      h("th", { scope: "row" }, h("a", { href: `#/leaderboards/${encodeURIComponent(ruleset)}`, "aria-label": `${title} leaderboard` }, title)),
      h("td", { class: "rating", "data-ordinal": rating.ordinal, "data-label": "Rating" }, h("strong", {}, oneDecimal(rating.ordinal)), provisionalMark(rating)),
      h("td", { "data-label": "μ ± σ" }, `${oneDecimal(rating.mu)} ± ${oneDecimal(rating.sigma)}`),
      h("td", { class: "games-count", "data-label": "Games" }, rating.games),
      h("td", { class: "trend", "data-label": "History" }, points.length ? [sparkline(points, summary(points)), historyTable(points, title)] : null));
  });
  return h("section", { class: "card ratings", "aria-labelledby": "ratings-heading" },
    h("h2", { id: "ratings-heading" }, "Ratings"),
    h("p", { class: "muted" }, "Per ruleset: the rating (μ − 3σ, as the leaderboard orders by), the model's μ ± σ, the rated games, and the rating after each of them."),
    h("table", { class: "games ratings-table" },
      h("caption", { class: "sr-only" }, "Ratings per ruleset"),
      h("thead", {}, h("tr", {}, ["Ruleset", "Rating", "μ ± σ", "Games", "History"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, rows)));
}
