// The lobby: games by status, creating a game, joining an open seat; tokens shown once and kept per tab. Signed
// in (player.js), the person's own seat is their player's: created as {"player": true}, joined with the
// Furlong-Player header; a seat that has a player links to the player's profile. Quick play (quickplay.js): the
// seek form (signed in) and the waiting seeks, read with the other lists.

import { get, post } from "./api.js";
import { fill, h, seatLink } from "./dom.js";
import { playerHeaders, signedIn } from "./player.js";
import { quickPlayCard, seeksCard } from "./quickplay.js";
import { choose, remember } from "./tokens.js";

const REFRESH_MS = 5000;
const SEAT_KINDS = [["human", "Human"], ["random", "Random bot"], ["basic", "Basic bot"], ["expert", "Expert bot"], ["open", "Open seat"]];
const COLUMNS = ["Game", "Ruleset", "Seats", "Events", ""];

function seatsText(seats) {
  return seats.map((s, i) => [i ? ", " : "", s.kind === "bot" ? `${s.bot} bot` : s.kind === "open" ? "open" : seatLink(s.name, s)]);
}

/** A table of games of one status (each with its number of events now). `join`: the open join form, drawn in a row
 * under its game, or null. */
function gamesTable(games, titles, onJoin, join) {
  if (!games.length) return h("p", { class: "muted" }, "None.");
  return h("table", { class: "games" }, h("thead", {}, h("tr", {}, COLUMNS.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, games.map((g) => [h("tr", { "data-game": g.game_id, "data-status": g.status },
      h("td", { "data-label": COLUMNS[0] }, h("a", { class: "game-id", href: `#/game/${g.game_id}` }, g.game_id)),
      h("td", { "data-label": COLUMNS[1] }, titles[g.ruleset] || g.ruleset),
      h("td", { "data-label": COLUMNS[2] }, seatsText(g.seats)),
      h("td", { class: "events", "data-label": COLUMNS[3], "data-version": g.version }, g.version),
      h("td", { class: "join-cell" }, g.seats.filter((s) => s.kind === "open").map((s) => {
        const open = join?.gameId === g.game_id && join.seat === s.seat;
        return h("button", { type: "button", class: "join", "data-seat": s.seat, "aria-expanded": String(open),
          onclick: () => onJoin(g, s.seat) }, `Join seat ${s.seat}`);
      }))),
    join?.gameId === g.game_id ? h("tr", { class: "join-row" }, h("td", { colspan: COLUMNS.length }, join.form)) : null])));
}

/**
 * The inline join form of one open seat: a name field and Join (no window.prompt); a refusal is shown in the form's
 * own alert region, next to its button.
 */
function joinForm(game, seat, { onJoined, onCancel }) {
  const player = signedIn();
  const name = h("input", { name: "join-name", value: player?.name || "", placeholder: "Your name", required: !player, maxlength: 40,
    autocomplete: "nickname", id: `join-${game.game_id}-${seat}` });
  // Signed in, the seat is the player's unless the person unticks it (a game played without a player is listed under nobody).
  const asPlayer = player ? h("input", { type: "checkbox", name: "join-as-player", checked: true, id: `join-${game.game_id}-${seat}-player`,
    onchange: () => { name.required = !asPlayer.checked; } }) : null;
  const message = h("p", { class: "join-message", role: "alert" });
  const button = h("button", { type: "submit", class: "primary" }, "Join");
  const form = h("form", { class: "join-form", "data-game": game.game_id, "data-seat": seat,
    "aria-label": `Join seat ${seat} of game ${game.game_id}`,
    onsubmit: async (event) => {
      event.preventDefault();
      const chosen = name.value.trim();
      const mine = Boolean(asPlayer?.checked);
      if (!chosen && !mine) return name.focus();
      button.disabled = true;
      fill(message);
      try {
        const body = chosen ? { name: chosen } : {}; // as a player, no name: the player's
        onJoined(await post(`/games/${game.game_id}/seats/${seat}/join`, body, null, mine ? playerHeaders(player) : {}));
      } catch (error) {
        fill(message, `Not joined — ${error.sentence ? error.sentence() : String(error)}`);
        button.disabled = false;
        name.focus();
      }
    } },
  h("label", { for: name.id }, `Your name for seat ${seat} `), name, " ",
  asPlayer ? [h("label", { class: "as-player", for: asPlayer.id }, asPlayer, ` List it under ${player.name} (My games)`), " "] : null, button, " ",
  h("button", { type: "button", class: "cancel", onclick: onCancel }, "Cancel"), message);
  form.addEventListener("keydown", (event) => { if (event.key === "Escape") onCancel(); });
  return { form, focus: () => name.focus() };
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

/** One seat's choice. Signed in, a "You (<player>)" kind makes the seat the player's: seat 0's by default, one at most
 * (choosing it for a seat makes the seat that had it a named human again); `onYou(row)` is told of that choice. */
function seatRow(i, player, onYou) {
  const fallback = `Player ${i + 1}`;
  const name = h("input", { name: `seat-${i}-name`, value: fallback, "aria-label": `seat ${i} name` });
  const kinds = player ? [["player", `You (${player.name})`], ...SEAT_KINDS] : SEAT_KINDS;
  const kind = h("select", { name: `seat-${i}-kind`, "aria-label": `seat ${i} kind` }, kinds.map(([v, t]) => h("option", { value: v }, t)));
  const row = h("div", { class: "seat-choice", "data-seat": i }, `Seat ${i} `, kind, " ", name);
  let was = null;
  row.setKind = (value) => {
    kind.value = value;
    name.hidden = value !== "human" && value !== "player";
    if (value === "player" && was !== "player") name.value = player.name;
    if (value !== "player" && was === "player" && name.value === player.name) name.value = fallback;
    was = value;
  };
  kind.addEventListener("change", () => {
    row.setKind(kind.value);
    if (kind.value === "player") onYou(row);
  });
  row.setKind(player && i === 0 ? "player" : "human");
  return row;
}

function seatRequest(row, player) {
  const kind = row.querySelector("select").value;
  const name = row.querySelector("input").value.trim();
  if (kind === "player") return name && name !== player.name ? { player: true, name } : { player: true };
  if (kind === "human") return { name: name || `Player ${Number(row.dataset.seat) + 1}` };
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

/** The create form; onCreated(answer, the player's seat or null) after a 201. Signed in, it is sent with the
 * Furlong-Player header (checked by the server whenever sent). */
function createForm(rulesets, onCreated) {
  const player = signedIn();
  const seatsBox = h("div", { class: "seats-choice" });
  const optionsBox = h("div", { class: "options" });
  const message = h("div", { role: "status" });
  const count = h("input", { type: "number", name: "seat-count", "aria-label": "number of seats" });
  const select = h("select", { name: "ruleset", onchange: () => reset() }, rulesets.map((r) => h("option", { value: r.id }, r.title)));
  const chosen = () => rulesets.find((r) => r.id === select.value);
  const onYou = (row) => { for (const other of seatsBox.children) if (other !== row && other.querySelector("select").value === "player") other.setKind("human"); };
  const drawSeats = () => fill(seatsBox, Array.from({ length: Number(count.value) }, (_, i) => seatRow(i, player, onYou)));
  const reset = () => {
    const r = chosen();
    Object.assign(count, { min: r.min_seats, max: r.max_seats, value: Math.max(r.min_seats, Math.min(3, r.max_seats)) });
    fill(optionsBox, optionInputs(r));
    drawSeats();
  };
  count.addEventListener("change", drawSeats);
  const form = h("form", { class: "create", onsubmit: async (event) => {
    event.preventDefault();
    const rows = [...seatsBox.children];
    const body = { ruleset: select.value, seats: rows.map((row) => seatRequest(row, player)), options: optionsOf(form) };
    const mine = rows.findIndex((row) => row.querySelector("select").value === "player");
    try {
      onCreated(await post("/games", body, null, mine >= 0 ? playerHeaders(player) : {}), mine >= 0 ? mine : null);
    } catch (error) {
      fill(message, h("p", { class: "refusal" }, error.sentence ? error.sentence() : String(error)));
    }
  } }, h("p", {}, h("label", {}, "Ruleset ", select), " ", h("label", {}, "Seats ", count)),
  player ? h("p", { class: "muted as-player-note" }, `The seat marked You is yours as ${player.name}: the game will be listed under My games.`) : null,
  seatsBox,
  h("details", {}, h("summary", {}, "Options"), optionsBox), h("p", {}, h("button", { class: "primary", type: "submit" }, "Create game")), message);
  reset();
  return form;
}

/** What a table shows but its event counts, to tell whether it must be redrawn. */
function shownAs(games, join) {
  return JSON.stringify([games.map((g) => ({ ...g, version: 0 })), join && [join.gameId, join.seat]]);
}

/** Write each game's event count into its cell, where it changed. */
function eventCounts(card) {
  for (const g of card.games) {
    const cell = card.body.querySelector(`tr[data-game="${g.game_id}"] td.events`);
    if (cell && cell.dataset.version !== String(g.version)) fill(cell, g.version), cell.dataset.version = g.version;
  }
}

/**
 * Render the lobby into `root`; it stays live until `leave` runs: every few seconds (while the tab is visible) it
 * re-reads the three lists (a running game's entry carries its number of events now) and redraws what changed.
 */
export async function lobby(root, leave) {
  const rulesets = await get("/rulesets");
  const titles = Object.fromEntries(rulesets.map((r) => [r.id, r.title]));
  const cards = Object.fromEntries([["open", "Open — seats to take"], ["running", "Running — watch live"],
    ["finished", "Finished — replay and audit"]].map(([status, title]) => {
    const body = h("div", {});
    return [status, { body, node: h("section", { class: "card", id: `${status}-games`, "aria-label": title }, h("h2", {}, title), body), shown: "", games: [] }];
  }));
  const tokensBox = h("div", { class: "tokens-box" });
  const showTokens = (gameId, seats) => fill(tokensBox, tokensCard(gameId, seats));
  let join = null; // the open join form: { gameId, seat, form, focus }
  const draw = (status) => {
    const card = cards[status];
    fill(card.body, gamesTable(card.games, titles, onJoin, status === "open" ? join : null));
    card.shown = shownAs(card.games, status === "open" ? join : null);
  };
  const closeJoin = () => {
    const was = join;
    join = null;
    draw("open");
    if (was) cards.open.body.querySelector(`tr[data-game="${was.gameId}"] button.join[data-seat="${was.seat}"]`)?.focus();
  };
  const onJoin = (game, seat) => {
    if (join?.gameId === game.game_id && join.seat === seat) return closeJoin();
    join = { gameId: game.game_id, seat, ...joinForm(game, seat, {
      onJoined: (joined) => {
        remember(joined.game_id, joined.seat, joined.token);
        showTokens(joined.game_id, [{ seat: joined.seat, name: joined.name, token: joined.token }]);
        join = null;
        draw("open");
        refresh().catch(() => {});
        tokensBox.querySelector("a.open-game")?.focus();
      },
      onCancel: closeJoin,
    }) };
    draw("open");
    join.focus();
  };
  let busy = null, again = false;
  // One reading at a time; a refresh asked for meanwhile (after a create or a join) runs right after it.
  const refresh = () => {
    if (busy) {
      again = true;
      return busy;
    }
    busy = (async () => {
      do {
        again = false;
        await readAll();
      } while (again);
    })().finally(() => { busy = null; });
    return busy;
  };
  const readAll = async () => {
    const [seeks, ...lists] = await Promise.all([get("/seeks").catch(() => null),
      ...["open", "running", "finished"].map((s) => get(`/games?status=${s}&limit=25`))]);
    if (seeks) {
      waiting.update(seeks.seeks);
      quick.update(seeks.seeks);
    }
    ["open", "running", "finished"].forEach((status, i) => {
      const card = cards[status];
      card.games = lists[i].games;
      const now = shownAs(card.games, status === "open" ? join : null);
      // An open join form is never redrawn under the person typing in it; new event counts alone are written into
      // their cells (the keyboard's focus stays where it is).
      if (now === card.shown) eventCounts(card);
      else if (!(status === "open" && join)) draw(status);
    });
  };
  const created = (answer, mine) => {
    for (const seat of answer.seats) if (seat.token) remember(answer.game_id, seat.seat, seat.token);
    if (mine !== null) choose(answer.game_id, mine); // the game page plays the person's own seat
    showTokens(answer.game_id, answer.seats);
    refresh().catch(() => {});
  };
  const waiting = seeksCard(titles);
  const quick = quickPlayCard(rulesets, titles, { leave, changed: () => refresh().catch(() => {}) });
  const lists = h("div", { class: "lists" }, waiting.node, cards.open.node, cards.running.node, cards.finished.node);
  const side = h("div", { class: "side" }, tokensBox, quick.node,
    h("section", { class: "card new-game", "aria-label": "New game" }, h("h2", {}, "New game"), createForm(rulesets, created)));
  fill(root, h("h1", { class: "sr-only" }, "Furlong: the lobby"), h("div", { class: "lobby" }, lists, side));
  await refresh();
  const timer = setInterval(() => { if (!document.hidden) refresh().catch(() => {}); }, REFRESH_MS);
  leave(() => clearInterval(timer));
}
