// Beside the picture: each seat's money, whose turn it is and their deadline, and the bets the viewer may see.

import { h, money, seatName } from "./dom.js";

const BET_EVENTS = new Set(["BetPlaced", "TokenPlaced"]);

/** A seat's money in the view, whatever the ruleset calls it. */
function seatMoney(row) {
  return row.money ?? row.cash;
}

function seatExtras(row) {
  const parts = [];
  if (row.debt) parts.push(`debt ${money(row.debt)}`);
  if (row.hand_size !== undefined) parts.push(`${row.hand_size} cards`);
  if (row.cards !== undefined) parts.push(`${row.cards} cards`);
  if (row.horses?.length) parts.push(`owns ${row.horses.join(", ")}`);
  if (row.colour) parts.push(row.colour);
  return parts.join(" · ");
}

/** The seats table: name, money, extras; the seat on turn and the viewer's own marked. */
export function seatsTable(doc) {
  const view = doc.view || {};
  const rows = view.seats || doc.seats.map((seat) => ({ seat: seat.seat }));
  const owing = new Set((doc.deadlines || []).map((d) => d.seat));
  return h("table", { class: "seats" },
    h("tr", {}, h("th", {}, "Seat"), h("th", {}, "Money"), h("th", {}, "")),
    rows.map((row) => {
      const turn = view.turn === row.seat || owing.has(row.seat);
      return h("tr", { class: `seat-row${turn ? " turn" : ""}`, "data-seat": row.seat },
        h("td", {}, seatName(doc.seats, row.seat), doc.seat === row.seat ? [" ", h("span", { class: "you" }, "you")] : null,
          turn ? h("span", { class: "to-play" }, " · to play") : null),
        h("td", { class: "money" }, money(seatMoney(row))),
        h("td", { class: "muted" }, seatExtras(row)));
    }));
}

/** "Whose turn": the seat on turn in the view and every human seat that owes a command, with its deadline. */
export function turnLine(doc) {
  if (doc.status === "finished") return h("p", { class: "turn-line" }, "The game is over.");
  if (doc.status === "open") return h("p", { class: "turn-line" }, "Waiting for seats to be filled.");
  const view = doc.view || {};
  const parts = [];
  if (typeof view.turn === "number") parts.push(`${seatName(doc.seats, view.turn)} to play (${view.phase}).`);
  else if (view.phase) parts.push(`Phase: ${view.phase}.`);
  const deadlines = (doc.deadlines || []).map((d) =>
    h("span", { class: "deadline", "data-at": d.at }, ` ${seatName(doc.seats, d.seat)} must act by ${new Date(d.at).toLocaleTimeString()}`,
      h("span", { class: "countdown" }, countdown(d.at)), "."));
  return h("p", { class: "turn-line" }, parts, deadlines);
}

/** " (4:32 left)" until a deadline. */
export function countdown(at) {
  const seconds = Math.max(0, Math.round((Date.parse(at) - Date.now()) / 1000));
  return ` (${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} left)`;
}

function describeBet(data) {
  if (data.line) return `horse ${data.horse} to ${data.line}${data.value !== undefined ? `, token ${data.value}` : ""}`;
  const on = data.horses ? data.horses.join(" & ") : data.horse;
  const stake = data.amount ?? data.stake;
  const second = data.second ? `, ${data.second} second ${money(data.second_stake)}` : "";
  return `${data.kind ? `${data.kind} ` : ""}${money(stake)} on ${on}${second}`;
}

/** The bets of the current race as the viewer may see them: sealed ones show only their commitment. */
export function betsList(doc, events) {
  const race = doc.view?.race;
  const bets = events.filter((e) => BET_EVENTS.has(e.type) && (race === undefined || e.data.race === undefined || e.data.race === race));
  const own = ownBets(doc);
  return h("div", { class: "bets" },
    bets.length ? h("ul", {}, bets.map((e) => h("li", { "data-version": e.version },
      `${seatName(doc.seats, e.data.seat)}: `,
      e.redacted ? h("span", { class: "sealed" }, `sealed bet${e.data.horse ? ` on horse ${e.data.horse}` : ""} · commitment ${e.data.commitment.slice(0, 12)}…`)
        : describeBet(e.data)))) : h("p", { class: "muted" }, "No bets this race yet."),
    own.length ? [h("h3", {}, "Your bets (only you see them until they are revealed)"),
      h("ul", { class: "own-bets" }, own.map((bet) => h("li", {}, describeBet(bet))))] : null);
}

/** The viewer's own hand (cards or shares), when the ruleset deals one; only its seat sees it. */
export function handLine(doc) {
  const hand = doc.view?.you?.hand;
  if (!Array.isArray(hand) || !hand.length) return null;
  const name = (card) => (typeof card === "object" ? card.name || card.id || card.card : card);
  return h("p", { class: "hand" }, h("strong", {}, "Your hand: "), hand.map((card) => h("span", { class: "pill" }, name(card))));
}

function ownBets(doc) {
  const you = doc.view?.you;
  if (!you) return [];
  if (Array.isArray(you.bets)) return you.bets;
  if (you.bet) return Array.isArray(you.bet) ? you.bet : [you.bet];
  return [];
}
