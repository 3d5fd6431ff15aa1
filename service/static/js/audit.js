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

const KEYS = "/.well-known/furlong-keys";
const FROM = `taken from this server's ${KEYS}`;

/** This server's keys document, or {problem} saying why there is none. */
async function serverKeys() {
  try {
    const answer = await fetch(KEYS);
    if (!answer.ok) return { problem: `the keys could not be fetched from this server's ${KEYS} (HTTP ${answer.status})` };
    return { keys: await answer.json() };
  } catch (error) {
    return { problem: `the keys could not be fetched from this server's ${KEYS} (${error.message})` };
  }
}

/** The game's NDJSON export. */
async function exportText(gameId) {
  const answer = await fetch(`/games/${gameId}/export`);
  if (!answer.ok) throw new Error(`the export could not be fetched (HTTP ${answer.status})`);
  return answer.text();
}

/** How to check the export against keys pinned beforehand, offline. */
const offline = (gameId) => `pin the server's keys and run the offline verifier (python -m audit pin ${location.origin}, ` +
  `then python -m audit ${gameId}.ndjson --keys furlong-keys.json)`;

/** What the signature check established, in words: a ✔ only when the signature vouches for this export. */
function signatureLine(gameId, signature, closes, keysProblem) {
  if (signature.status === "verified" && !closes) {
    return check(false, `Signature: the checkpoint (version ${signature.version}) is signed by key ${signature.key_id}, ${FROM}, ` +
      "but it does not close this log, so it does not vouch for this export.");
  }
  return check(signature.status === "verified", signatureText(gameId, signature, keysProblem));
}

/** The signature line's words. */
function signatureText(gameId, signature, keysProblem) {
  if (signature.status === "verified") {
    const retired = signature.key_status && signature.key_status !== "current" ? ` (${signature.key_status})` : "";
    return `Signature: the closing checkpoint (version ${signature.version}) is signed by key ${signature.key_id}${retired}, ` +
      `${FROM}. That proves this export is the one this server signed, not that the server is honest: ` +
      `for that, ${offline(gameId)}.`;
  }
  if (signature.status === "unsupported") return `Signature: ${signature.detail}. To check it, ${offline(gameId)}.`;
  if (signature.status === "not checked") return `Signature: ${signature.detail}.`;
  return `Signature: NOT verified: ${signature.detail}` + (keysProblem ? `; ${keysProblem}.` : ` (keys from this server's ${KEYS}).`);
}

/** The card's verdict: verified only when every check, the signature included, verified. */
function verdict(result) {
  const rest = result.chain.ok && result.commitments?.ok && result.seed?.status === "verified" && result.complete?.ok && result.checkpoint?.ok;
  const text = result.verified ? "Verified in this browser"
    : rest && result.signature.status === "unsupported" ? "Chain and commitments check out; the server's signature could not be checked in this browser"
      : "NOT verified in this browser";
  return h("p", { class: `verdict ${result.verified ? "ok" : "bad"}`, "data-verified": String(result.verified),
    "data-signature": result.signature?.status || "not checked" }, text);
}

/** One line per check, each failure on a line of its own. */
function checkLines(gameId, result, keysProblem) {
  const { chain, commitments, seed, complete, checkpoint, signature } = result;
  const fails = (section) => (section?.failures || []).map((f) => check(false, f));
  return h("ul", { class: "check" },
    check(chain.ok, chain.ok ? `Hash chain intact: ${chain.events} events, each SHA-256 re-computed (WebCrypto)` : `Hash chain broken: ${chain.detail}`),
    chain.ok ? null : check(false, "Nothing else was checked: the chain is broken"),
    commitments ? check(commitments.ok, `Sealed bets: ${commitments.checked} checked against their commitments`) : null,
    ...fails(commitments),
    seed ? check(seed.status === "verified", `Seed: ${seed.detail}`) : null,
    complete ? check(complete.ok, complete.ok ? `Complete: the log runs from GameCreated (version ${complete.first}) to GameEnded (version ${complete.last})`
      : "Incomplete: this is not the whole log of a finished game") : null,
    ...fails(complete),
    checkpoint ? check(checkpoint.ok, checkpoint.ok ? `Closing checkpoint: the export's last line, of this game at version ${checkpoint.version}, its last event, with that event's hash`
      : "Closing checkpoint: NOT verified") : null,
    ...fails(checkpoint),
    signature ? signatureLine(gameId, signature, checkpoint.ok, keysProblem) : null);
}

/** The browser's own check of the export, as a card. */
export async function browserCheck(gameId, status) {
  const card = h("div", { class: "card browser-audit" }, h("h2", {}, "Checked in this browser"));
  if (status !== "finished") {
    card.append(h("p", { class: "muted" }, "The export (and so this check) is available once the game is finished: until then it holds sealed bets."));
    return card;
  }
  const started = performance.now();
  try {
    if (!globalThis.crypto?.subtle) throw new Error("this browser offers no WebCrypto here (it does only on HTTPS pages and localhost)");
    const [text, { keys, problem }] = await Promise.all([exportText(gameId), serverKeys()]);
    const result = await verifyExport(text, await eventTable(), keys);
    card.append(verdict(result), checkLines(gameId, result, problem));
  } catch (error) {
    card.append(h("p", { class: "verdict bad", "data-verified": "false" }, "NOT verified in this browser"),
      h("ul", { class: "check" }, check(false, `The check could not run: ${error.message || error}`)));
  }
  const ms = Math.round(performance.now() - started);
  card.append(h("p", { class: "muted" }, `${ms} ms. Randomness and payouts are re-derived by the server's audit above and by `,
    h("code", {}, "python -m audit"), "."));
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
      h("p", { class: "muted" }, "Check it offline: ", h("code", {}, `python -m audit ${gameId}-dispute.json --dispute --keys furlong-keys.json`)));
    } catch (error) {
      box.append(h("p", { class: "sealed" }, error.sentence ? error.sentence() : String(error)));
    }
  });
  box.append(button);
  return box;
}

/** A "Why?" that fetches a ledger entry's derivation in words when first opened; `more()`, if given, adds a node
 * after it. */
export function whyDetails(gameId, token, entry, more = null) {
  const box = h("details", { class: "why", "data-entry": entry.id }, h("summary", {}, "Why?"));
  box.addEventListener("toggle", async () => {
    if (!box.open || box.dataset.loaded) return;
    box.dataset.loaded = "1";
    try {
      const e = await get(`/games/${gameId}/audit/payouts/${entry.id}`, token);
      box.append(h("p", { class: "explanation" }, e.explanation), h("p", { class: "muted" }, `Rule ${e.rule}. ${e.arithmetic}`),
        ...(more ? [more()] : []));
    } catch (error) {
      box.append(h("p", { class: "sealed" }, error.sentence ? error.sentence() : String(error)));
    }
  });
  return box;
}

/** One ledger row with a "Why?" that fetches its derivation in words, and a dispute report. */
function entryRow(gameId, token, entry, seats) {
  const why = whyDetails(gameId, token, entry, () => disputeButton(gameId, token, entry.id));
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
