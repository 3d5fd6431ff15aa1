// The lobby: games by status, creating a game, joining an open seat; tokens shown once and kept per tab.

import { get, post } from "./api.js";
import { fill, h } from "./dom.js";
import { remember } from "./tokens.js";

const REFRESH_MS = 5000;
const SEAT_KINDS = [["human", "Human"], ["random", "Random bot"], ["basic", "Basic bot"], ["open", "Open seat"]];

function seatsText(seats) {
  return seats.map((s) => s.kind === "bot" ? `${s.bot} bot` : s.kind === "open" ? "open" : s.name).join(", ");
}

/** A table of games of one status. */
function gamesTable(games, titles, onJoin) {
  if (!games.length) return h("p", { class: "muted" }, "None.");
  return h("table", { class: "games" }, h("tr", {}, h("th", {}, "Game"), h("th", {}, "Ruleset"), h("th", {}, "Seats"), h("th", {}, "Events"), h("th", {}, "")),
    games.map((g) => h("tr", { "data-game": g.game_id },
      h("td", {}, h("a", { href: `#/game/${g.game_id}` }, g.game_id)), h("td", {}, titles[g.ruleset] || g.ruleset),
      h("td", {}, seatsText(g.seats)), h("td", {}, g.version),
      h("td", {}, g.seats.filter((s) => s.kind === "open").map((s) =>
        h("button", { class: "join", "data-seat": s.seat, onclick: () => onJoin(g, s.seat) }, `Join seat ${s.seat}`))))));
}

/** The "shown once" card: each new token, with a Copy button. */
export function tokensCard(gameId, seats) {
  const humans = seats.filter((s) => s.token);
  return h("div", { class: "card tokens-once" }, h("h2", {}, "Seat tokens — shown once"),
    h("p", {}, "Each token lets its holder play that seat. This tab keeps them (sessionStorage); copy a token to hand it to its player."),
    h("table", {}, humans.map((s) => h("tr", { "data-seat": s.seat },
      h("td", {}, `Seat ${s.seat}: ${s.name}`), h("td", {}, h("code", { class: "token" }, s.token)),
      h("td", {}, h("button", { onclick: () => navigator.clipboard?.writeText(s.token) }, "Copy"))))),
    h("p", {}, h("a", { class: "open-game", href: `#/game/${gameId}` }, "Open the game →")));
}

function seatRow(i) {
  const name = h("input", { name: `seat-${i}-name`, value: `Player ${i + 1}`, "aria-label": `seat ${i} name` });
  const kind = h("select", { name: `seat-${i}-kind`, "aria-label": `seat ${i} kind`,
    onchange: () => { name.hidden = kind.value !== "human"; } }, SEAT_KINDS.map(([v, t]) => h("option", { value: v }, t)));
  return h("div", { class: "seat-choice", "data-seat": i }, `Seat ${i} `, kind, " ", name);
}

function seatRequest(row) {
  const kind = row.querySelector("select").value;
  if (kind === "human") return { name: row.querySelector("input").value.trim() || `Player ${Number(row.dataset.seat) + 1}` };
  if (kind === "open") return { open: true };
  return { bot: kind };
}

function optionInputs(ruleset) {
  return ruleset.options.map((o) => h("label", { class: "option" }, `${o.name} `,
    h("input", { name: `option-${o.name}`, "data-option": o.name, "data-type": o.type, placeholder: o.default ?? "server's choice",
      title: o.description, type: o.type === "integer" ? "number" : "text", min: o.minimum, max: o.maximum }), " "));
}

function optionsOf(form) {
  const options = {};
  for (const input of form.querySelectorAll("[data-option]")) {
    if (input.value === "") continue;
    options[input.dataset.option] = input.dataset.type === "integer" ? Number(input.value) : input.value;
  }
  return options;
}

/** The create form; onCreated(answer) after a 201. */
function createForm(rulesets, onCreated) {
  const seatsBox = h("div", { class: "seats-choice" });
  const optionsBox = h("div", { class: "options" });
  const message = h("div", { role: "status" });
  const count = h("input", { type: "number", name: "seat-count", "aria-label": "number of seats" });
  const select = h("select", { name: "ruleset", onchange: () => reset() }, rulesets.map((r) => h("option", { value: r.id }, r.title)));
  const chosen = () => rulesets.find((r) => r.id === select.value);
  const drawSeats = () => fill(seatsBox, Array.from({ length: Number(count.value) }, (_, i) => seatRow(i)));
  const reset = () => {
    const r = chosen();
    Object.assign(count, { min: r.min_seats, max: r.max_seats, value: Math.max(r.min_seats, Math.min(3, r.max_seats)) });
    fill(optionsBox, optionInputs(r));
    drawSeats();
  };
  count.addEventListener("change", drawSeats);
  const form = h("form", { class: "create", onsubmit: async (event) => {
    event.preventDefault();
    const body = { ruleset: select.value, seats: [...seatsBox.children].map(seatRequest), options: optionsOf(form) };
    try {
      onCreated(await post("/games", body));
    } catch (error) {
      fill(message, h("p", { class: "refusal" }, error.sentence ? error.sentence() : String(error)));
    }
  } }, h("p", {}, h("label", {}, "Ruleset ", select), " ", h("label", {}, "Seats ", count)), seatsBox,
  h("details", {}, h("summary", {}, "Options"), optionsBox), h("p", {}, h("button", { class: "primary", type: "submit" }, "Create game")), message);
  reset();
  return form;
}

/** Render the lobby into `root`; it re-reads the lists every few seconds until `leave` runs. */
export async function lobby(root, leave) {
  const rulesets = await get("/rulesets");
  const titles = Object.fromEntries(rulesets.map((r) => [r.id, r.title]));
  const lists = h("div", {});
  const tokensBox = h("div", { class: "tokens-box" });
  const showTokens = (gameId, seats) => fill(tokensBox, tokensCard(gameId, seats));
  const onJoin = async (game, seat) => {
    const name = prompt(`Your name for seat ${seat}?`, "Guest");
    if (!name) return;
    try {
      const joined = await post(`/games/${game.game_id}/seats/${seat}/join`, { name });
      remember(joined.game_id, joined.seat, joined.token);
      showTokens(joined.game_id, [{ seat: joined.seat, name: joined.name, token: joined.token }]);
      await refresh();
    } catch (error) {
      alert(error.sentence ? error.sentence() : String(error));
    }
  };
  let shown = "";
  const refresh = async () => {
    const [open, running, finished] = await Promise.all(["open", "running", "finished"].map((s) => get(`/games?status=${s}&limit=25`)));
    const now = JSON.stringify([open, running, finished]);
    if (now === shown) return;
    shown = now;
    fill(lists, h("div", { class: "card", id: "open-games" }, h("h2", {}, "Open — seats to take"), gamesTable(open.games, titles, onJoin)),
      h("div", { class: "card", id: "running-games" }, h("h2", {}, "Running — watch live"), gamesTable(running.games, titles, onJoin)),
      h("div", { class: "card", id: "finished-games" }, h("h2", {}, "Finished — replay and audit"), gamesTable(finished.games, titles, onJoin)));
  };
  const created = (answer) => {
    for (const seat of answer.seats) if (seat.token) remember(answer.game_id, seat.seat, seat.token);
    showTokens(answer.game_id, answer.seats);
    refresh();
  };
  const side = h("div", {}, tokensBox, h("div", { class: "card" }, h("h2", {}, "New game"), createForm(rulesets, created)));
  fill(root, h("div", { class: "lobby" }, lists, side));
  await refresh();
  const timer = setInterval(() => refresh().catch(() => {}), REFRESH_MS);
  leave(() => clearInterval(timer));
}
