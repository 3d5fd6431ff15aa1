// Audit: the server's verdict, every ledger entry with its derivation in words, and the export
// re-checked in this browser (verify.js), so that nobody need trust the server's own audit.

import { call, get, wholeLedger } from "./api.js";
import { h, money, seatName } from "./dom.js";
import { eventTable } from "./events.js";
import { verifyExport } from "./verify.js";

const check = (ok, text) => h("li", { class: ok ? "" : "fail" }, text);

function serverVerdict(report) {
  const r = report;
  return h("div", { class: "card server-audit" }, h("h2", {}, "The server's audit"),
    h("p", { class: `verdict ${r.verified ? "ok" : "bad"}` }, r.verified ? "Verified by the server" : "The server found discrepancies"),
    h("ul", { class: "check" },
      check(r.chain.ok, `Hash chain: ${r.chain.events} events`),
      check(r.randomness.status !== "failed", `Randomness: ${r.randomness.status} (${r.randomness.outcomes_checked ?? 0} outcomes)`),
      check(r.commitments.ok, `Commitments: ${r.commitments.checked} sealed events`),
      check(r.payouts.ok, `Payouts re-derived: ${r.payouts.rederived}`),
      check(r.ledger.balanced && r.ledger.matches_maintained !== false, `Ledger: ${r.ledger.entries} entries, balanced`)),
    r.discrepancies.length ? h("ul", {}, r.discrepancies.map((d) => h("li", { class: "bad" }, `v${d.version} ${d.check}: ${d.detail}`))) : null);
}

/** The browser's own check of the export, as a card. */
export async function browserCheck(gameId, status) {
  const card = h("div", { class: "card browser-audit" }, h("h2", {}, "Checked in this browser"));
  if (status !== "finished") {
    card.append(h("p", { class: "muted" }, "The export (and so this check) is available once the game is finished: until then it holds sealed bets."));
    return card;
  }
  const started = performance.now();
  const text = await (await fetch(`/games/${gameId}/export`)).text();
  const result = await verifyExport(text, await eventTable());
  const ms = Math.round(performance.now() - started);
  card.append(h("p", { class: `verdict ${result.verified ? "ok" : "bad"}`, "data-verified": String(result.verified) },
    result.verified ? "Verified in this browser" : "NOT verified in this browser"),
  h("ul", { class: "check" },
    check(result.chain.ok, result.chain.ok ? `Hash chain intact: ${result.chain.events} events, each SHA-256 re-computed (WebCrypto)` : `Hash chain broken: ${result.chain.detail}`),
    result.commitments ? check(result.commitments.ok, `Sealed bets: ${result.commitments.checked} checked against their commitments`) : null,
    ...(result.commitments?.failures || []).map((f) => check(false, f)),
    result.seed ? check(result.seed.status !== "failed", `Seed: ${result.seed.detail}`) : null,
    result.checkpoints?.checked ? check(result.checkpoints.ok, `Signed checkpoints: ${result.checkpoints.checked} name a version and hash this log has (signatures: see the server's audit)`) : null,
    ...(result.checkpoints?.failures || []).map((f) => check(false, f))),
  h("p", { class: "muted" }, `${ms} ms. Randomness and payouts are re-derived by the server's audit above and by `,
    h("code", {}, "python -m projections.audit"), "."));
  return card;
}

function postings(entry) {
  return (entry.postings || []).map((p) => `${p.account} ${p.amount > 0 ? "+" : ""}${money(p.amount)}`).join(", ");
}

/** A signed dispute report on one entry (POST /disputes), summed up and offered as a download. */
function disputeButton(gameId, token, entryId) {
  const box = h("div", { class: "dispute", "data-entry": entryId });
  const button = h("button", { type: "button" }, "Dispute report");
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const report = await call("POST", `/games/${gameId}/disputes`, { body: { entry_id: entryId }, token });
      const file = URL.createObjectURL(new Blob([JSON.stringify(report, null, 2)], { type: "application/json" }));
      box.append(h("p", { class: `verdict ${report.audit.verified ? "ok" : "bad"}` },
        `Signed report: the audit ${report.audit.verified ? "verifies" : "does NOT verify"} the game; ` +
        `${report.chain.events.length} events from version ${report.chain.from} to the signed head ${report.chain.to}.`),
      h("a", { href: file, download: `${gameId}-dispute.json` }, "Download the report"),
      h("p", { class: "muted" }, "Check it offline: ", h("code", {}, `python -m projections.audit ${gameId}-dispute.json --dispute`)));
    } catch (error) {
      box.append(h("p", { class: "sealed" }, error.sentence ? error.sentence() : String(error)));
    }
  });
  box.append(button);
  return box;
}

/** One ledger row with a "Why?" that fetches its derivation in words, and a dispute report. */
function entryRow(gameId, token, entry, seats) {
  const why = h("details", { class: "why", "data-entry": entry.id }, h("summary", {}, "Why?"));
  why.addEventListener("toggle", async () => {
    if (!why.open || why.dataset.loaded) return;
    why.dataset.loaded = "1";
    try {
      const e = await get(`/games/${gameId}/audit/payouts/${entry.id}`, token);
      why.append(h("p", { class: "explanation" }, e.explanation), h("p", { class: "muted" }, `Rule ${e.rule}. ${e.arithmetic}`),
        disputeButton(gameId, token, entry.id));
    } catch (error) {
      why.append(h("p", { class: "sealed" }, error.sentence ? error.sentence() : String(error)));
    }
  }, { once: false });
  return h("tr", { "data-entry": entry.id },
    h("td", {}, entry.id), h("td", {}, entry.kind), h("td", {}, entry.seat === null ? "—" : seatName(seats, entry.seat)),
    h("td", {}, entry.redacted ? h("span", { class: "sealed" }, "sealed until revealed") : [entry.memo, h("br"), h("small", { class: "muted" }, postings(entry))]),
    h("td", {}, entry.redacted ? null : why));
}

/** The audit tab. */
export async function auditView(gameId, doc, token) {
  const [report, ledger] = await Promise.all([get(`/games/${gameId}/audit`), wholeLedger(gameId, token)]);
  const balances = h("table", {}, ledger.accounts.map((a) => h("tr", {}, h("td", {}, a.account), h("td", {}, money(a.balance)))));
  return h("div", { class: "audit" },
    h("div", { class: "game" },
      h("div", {}, serverVerdict(report), await browserCheck(gameId, doc.status)),
      h("div", { class: "card" }, h("h2", {}, "Balances"), balances)),
    h("div", { class: "card" }, h("h2", {}, `Ledger: ${ledger.journal.length} entries`),
      h("table", { class: "ledger" }, h("tr", {}, h("th", {}, "Entry"), h("th", {}, "Kind"), h("th", {}, "Seat"), h("th", {}, "Memo"), h("th", {}, "")),
        ledger.journal.map((entry) => entryRow(gameId, token, entry, doc.seats)))));
}
