// The result: after each race, its placings, each seat's payouts (every ledger entry with its memo, and a "Why?"
// that reads GET /audit/payouts/{entry}), and the race's bets as revealed; once the game is over, the final
// standings (GET /games/{id}'s `standings`) and the export checked in this browser (audit.js's browserCheck).

import { get, wholeLedger } from "./api.js";
import { browserCheck, whyDetails } from "./audit.js";
import { h, money, seatName } from "./dom.js";
import { sentence } from "./log.js";

const BET_EVENTS = new Set(["BetPlaced", "TokenPlaced"]);
// An event that opens what follows a race's settlement: the race's window of entries ends there.
const OPENERS = new Set(["RaceStarted", "BettingOpened", "RaceOpened", "KeepingOpened", "RaceCardFlipped"]);

/** The races finished so far: {finished, from, until, race} with `from`..`until` the versions of its window. */
export function finishedRaces(events) {
  const races = [];
  let previousEnd = 0;
  for (const [i, envelope] of events.entries()) {
    if (envelope.type !== "RaceFinished") continue;
    const next = events.slice(i + 1).find((e) => OPENERS.has(e.type));
    races.push({ finished: envelope, race: envelope.data.race ?? null, after: previousEnd,
      until: next ? next.version - 1 : null });
    previousEnd = envelope.version;
  }
  return races;
}

/** A key that changes whenever the result shown would. */
export function resultKey(doc, events) {
  const races = finishedRaces(events);
  const last = races[races.length - 1];
  if (!last && doc.status !== "finished") return "";
  return `${races.length}:${last?.until ?? events[events.length - 1]?.version}:${doc.status}`;
}

function horseName(horse) {
  if (typeof horse === "string") return horse.charAt(0).toUpperCase() + horse.slice(1);
  return `Horse ${horse}`;
}

function placings(data) {
  const order = data.placings || [data.first, data.second].filter((x) => x !== undefined);
  return h("ol", { class: "placings" }, order.map((horse, i) => h("li", { "data-place": i + 1, "data-horse": horse }, horseName(horse))));
}

/** The net effect of an entry on a seat's money: the sum of its postings to that seat's accounts. */
function net(entry, seat) {
  return (entry.postings || []).filter((p) => p.account.startsWith(`seat:${seat}:`)).reduce((sum, p) => sum + p.amount, 0);
}

/** Each seat's entries of the race's window, with their total. */
function payouts(gameId, token, doc, entries) {
  const seats = [...new Set(entries.map((e) => e.seat).filter((s) => s !== null))].sort((a, b) => a - b);
  if (!seats.length) return h("p", { class: "muted" }, "No money moved at this race's settlement.");
  return h("table", { class: "payouts" },
    h("tr", {}, h("th", {}, "Seat"), h("th", {}, "Entry"), h("th", {}, "Money")),
    seats.map((seat) => {
      const mine = entries.filter((e) => e.seat === seat);
      const total = mine.reduce((sum, e) => sum + (e.redacted ? 0 : net(e, seat)), 0);
      return [
        h("tr", { class: "payout-seat", "data-seat": seat }, h("th", {}, seatName(doc.seats, seat)), h("td", {}, ""),
          h("td", { class: "money", "data-total": total }, money(total))),
        mine.map((entry) => h("tr", { class: "payout", "data-entry": entry.id, "data-seat": seat },
          h("td", {}, ""),
          h("td", {}, entry.redacted ? h("span", { class: "sealed" }, "sealed until revealed") : [entry.memo, " ", whyDetails(gameId, token, entry)]),
          h("td", { class: "money" }, entry.redacted ? "—" : money(net(entry, seat))))),
      ];
    }));
}

/** The race's bets as the log now shows them (revealed once settled). */
function revealedBets(doc, events, race) {
  const bets = events.filter((e) => BET_EVENTS.has(e.type) && e.version > race.after && e.version < race.finished.version);
  if (!bets.length) return null;
  return [h("h4", {}, "Bets"), h("ul", { class: "revealed-bets" }, bets.map((e) =>
    h("li", { "data-version": e.version, class: e.redacted ? "sealed" : "revealed" }, sentence(e, doc.ruleset, doc.seats))))];
}

function raceCard(gameId, token, doc, events, journal, race, open) {
  const end = race.until ?? Infinity;
  const entries = journal.filter((e) => e.version >= race.finished.version && e.version <= end);
  const title = race.race === null ? "The race's result" : `Race ${race.race} result`;
  return h("details", { class: "race-result", "data-race": race.race ?? "", open },
    h("summary", {}, h("strong", {}, title)),
    h("h4", {}, "Placings"), placings(race.finished.data),
    h("h4", {}, "Payouts"), payouts(gameId, token, doc, entries),
    revealedBets(doc, events, race));
}

function standings(doc) {
  const rows = [...(doc.standings || [])].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = rows.filter((s) => s.rank === 1).map((s) => seatName(doc.seats, s.seat));
  return [h("p", { class: "winner" }, winners.length > 1 ? `A tie for first: ${winners.join(" and ")}.` : `${winners[0] ?? "Nobody"} wins.`),
    h("table", { class: "standings" }, h("tr", {}, h("th", {}, "Rank"), h("th", {}, "Seat"), h("th", {}, "Money")),
      rows.map((s) => h("tr", { "data-seat": s.seat, "data-rank": s.rank, "data-money": s.money, class: s.seat === doc.seat ? "you" : null },
        h("td", {}, String(s.rank)), h("td", {}, seatName(doc.seats, s.seat)), h("td", { class: "money" }, money(s.money)))))];
}

/** The events of finished races as they read now: a sealed bet comes back revealed once its race is settled. */
export async function revealedSince(gameId, token, after) {
  const page = await get(`/games/${gameId}/events?after=${after}&limit=1000`, token);
  return page.events;
}

/** The result panel, or null before any race has finished. */
export async function resultPanel(gameId, doc, events, token) {
  const races = finishedRaces(events);
  const over = doc.status === "finished";
  if (!races.length && !over) return null;
  const { journal } = await wholeLedger(gameId, token);
  const cards = races.map((race, i) => raceCard(gameId, token, doc, events, journal, race, i === races.length - 1));
  const shown = over ? cards.reverse() : cards.slice(-1);
  return h("section", { class: `card result${over ? " final" : ""}`, "aria-labelledby": "result-title", "data-status": doc.status },
    h("h2", { id: "result-title" }, over ? "Final result" : "Latest result"),
    over ? standings(doc) : null,
    shown,
    over ? await browserCheck(gameId, doc.status) : null);
}
