// Beside the picture: each seat's money, whose turn it is and their deadline, and the bets the viewer may see.

import { h, money, plural, seatLink, seatName, words } from "./dom.js";

const BET_EVENTS = new Set(["BetPlaced", "TokenPlaced"]);
// The events that reveal and pay every bet of a race (Long Shot's Settled: its one race's bets, public already).
const SETTLING = new Set(["BetsSettled", "TokensSettled", "Settled"]);

/** A seat's money in the view, whatever the ruleset calls it. */
function seatMoney(row) {
  return row.money ?? row.cash;
}

/** What the viewer's own sealed bets hold of its money (Photo Finish: stakes leave the cash when placed). */
function ownStakes(doc) {
  const bets = doc.view?.you?.bets;
  return Array.isArray(bets) ? bets.reduce((sum, bet) => sum + (bet.amount ?? bet.stake ?? 0), 0) : 0;
}

/**
 * The money shown for a seat, and a note. Photo Finish counts a seat's unsettled stakes in its public money (their
 * amounts are sealed); the seat itself sees its cash after its stakes, and what it staked.
 */
function moneyOf(doc, row) {
  const you = doc.view?.you;
  if (doc.seat === row.seat && typeof you?.cash === "number" && row.money !== undefined) {
    const staked = ownStakes(doc);
    return { amount: row.money - staked, note: staked ? `${money(staked)} staked` : null };
  }
  return { amount: seatMoney(row), note: null };
}

function seatExtras(row, ruleset, note) {
  const parts = note ? [note] : [];
  if (row.debt) parts.push(`debt ${money(row.debt)}`);
  if (row.hand_size !== undefined && (row.hand_size || ruleset !== "homestretch")) {
    parts.push(`${plural(row.hand_size, ruleset === "homestretch" ? "share" : "card")} in hand`);
  }
  if (row.cards !== undefined) parts.push(plural(row.cards, "card"));
  if (row.shares?.length) parts.push(`${plural(row.shares.length, "share")} owned`);
  if (row.horses?.length) parts.push(`owns ${row.horses.length === 1 ? "horse" : "horses"} ${row.horses.join(", ")}`);
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
      const shown = moneyOf(doc, row);
      return h("tr", { class: `seat-row${turn ? " turn" : ""}`, "data-seat": row.seat },
        h("td", {}, seatLink(seatName(doc.seats, row.seat), (doc.seats || []).find((s) => s.seat === row.seat)), doc.seat === row.seat ? [" ", h("span", { class: "you" }, "you")] : null,
          turn ? h("span", { class: "to-play" }, " · to play") : null),
        h("td", { class: "money", "data-money": shown.amount ?? "" }, money(shown.amount)),
        h("td", { class: "muted" }, seatExtras(row, doc.ruleset, shown.note)));
    }));
}

/** "Whose turn": the seat on turn in the view and every human seat that owes a command, with its deadline. */
export function turnLine(doc) {
  if (doc.status === "finished") return h("p", { class: "turn-line" }, "The game is over.");
  if (doc.status === "open") return h("p", { class: "turn-line" }, "Waiting for seats to be filled.");
  const view = doc.view || {};
  const parts = [];
  const phase = view.phase ? words(view.phase).toLowerCase() : "";
  if (typeof view.turn === "number") parts.push(`${seatName(doc.seats, view.turn)} to play${phase ? ` (${phase})` : ""}.`);
  else if (phase) parts.push(`Phase: ${phase}.`);
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

/** A bet in words, from a placed bet, a seat's own bet or a settlement (their fields agree). */
export function describeBet(data) {
  if (data.kind === "none") return "no bet (a pass)";
  if (data.line) return `horse ${data.horse} to ${data.line}${data.value !== undefined && data.value !== null ? `, token ${data.value}` : ""}`;
  const on = data.horses ? data.horses.join(" & ") : data.horse;
  const stake = data.stake ?? data.amount;
  const second = data.second ? `, ${data.second} second ${money(data.second_stake)}` : "";
  return `${data.kind ? `${data.kind} ` : ""}${money(stake)} on ${on}${second}`;
}

/** What a settled bet brought: Jockey's `amount` (negative: paid to the bank), every other ruleset's `payout`. */
function outcome(settlement, ruleset) {
  if (settlement.kind === "none") return "passed";
  const result = ruleset === "jockey" ? settlement.amount : settlement.payout;
  if (result > 0) return `won ${money(result)}`;
  if (result < 0) return `lost ${money(-result)}`;
  return "lost";
}

function sealedBet(e) {
  const on = e.data.line ? `on horse ${e.data.horse} to ${e.data.line}` : e.data.horse ? `on horse ${e.data.horse}` : "";
  return h("span", { class: "sealed" }, `sealed bet${on ? ` ${on}` : ""} · commitment ${e.data.commitment.slice(0, 12)}…`);
}

/**
 * The bets of the current race as the viewer may see them: sealed ones show only their commitment, until the race is
 * settled: then every bet as revealed, with what it won.
 */
export function betsList(doc, events) {
  const race = doc.view?.race;
  const ofRace = (e) => race === undefined || e.data.race === undefined || e.data.race === race;
  const settled = events.filter((e) => SETTLING.has(e.type) && ofRace(e) && Array.isArray(e.data.settlements)).pop();
  if (settled) return revealedBets(doc, settled);
  const bets = events.filter((e) => BET_EVENTS.has(e.type) && ofRace(e));
  const own = ownBets(doc);
  return h("div", { class: "bets" },
    bets.length ? h("ul", {}, bets.map((e) => h("li", { "data-version": e.version },
      `${seatName(doc.seats, e.data.seat)}: `, e.redacted ? sealedBet(e) : describeBet(e.data)))) : h("p", { class: "muted" }, "No bets this race yet."),
    own.length ? [h("h3", {}, "Your bets (only you see them until they are revealed)"),
      h("ul", { class: "own-bets" }, own.map((bet) => h("li", {}, describeBet(bet))))] : null);
}

/** A settled race's bets, every one revealed, with its outcome. */
function revealedBets(doc, settled) {
  const items = settled.data.settlements;
  const race = settled.data.race === undefined ? "The race" : `Race ${settled.data.race}`;
  return h("div", { class: "bets revealed", "data-race": settled.data.race ?? "" },
    h("p", { class: "muted" }, `${race} is settled: every bet is revealed.`),
    items.length ? h("ul", {}, items.map((s) => h("li", { "data-seat": s.seat },
      `${seatName(doc.seats, s.seat)}: ${describeBet(s)} — ${outcome(s, doc.ruleset)}`))) : h("p", { class: "muted" }, "Nobody bet."));
}

/** The viewer's own hand (cards or shares), when the ruleset deals one; only its seat sees it. */
export function handLine(doc) {
  const hand = doc.view?.you?.hand;
  if (!Array.isArray(hand) || !hand.length) return null;
  const name = (card) => (typeof card === "object" ? card.name || card.id || card.card : card);
  return h("p", { class: "hand" }, h("strong", {}, "Your hand: "),
    hand.map((card) => h("span", { class: "pill", title: typeof card === "object" ? card.text : null }, name(card))));
}

function ownBets(doc) {
  const you = doc.view?.you;
  if (!you) return [];
  if (Array.isArray(you.bets)) return you.bets;
  if (you.bet) return Array.isArray(you.bet) ? you.bet : [you.bet];
  return [];
}
