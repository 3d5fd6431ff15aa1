// The export checked in this browser with WebCrypto, trusting nothing the server says about it:
// the hash chain (docs/fairness.md: canonical JSON, SHA-256), every sealed field against its
// commitment, and the revealed seed against its published SHA-256.

const ZERO_HASH = "0".repeat(64);

/** Python's json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False). */
export function canonicalJson(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).sort(byCodePoint);
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
}

/** Order strings by Unicode code point, as Python does (JS's default compares UTF-16 units). */
function byCodePoint(a, b) {
  const x = [...a].map((c) => c.codePointAt(0)), y = [...b].map((c) => c.codePointAt(0));
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** Hex SHA-256 of a string's UTF-8 bytes. */
export async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Why line n does not continue the chain, or null. */
async function linkProblem(envelope, n, gameId, prevHash) {
  if (envelope.game_id !== gameId) return `line ${n} holds an event of game ${envelope.game_id}, not ${gameId}`;
  if (envelope.version !== n) return `line ${n} holds version ${envelope.version}: events are missing or out of order`;
  const { hash, ...body } = envelope;
  if (await sha256Hex(canonicalJson(body)) !== hash) return `version ${n}: hash does not match its content`;
  if (envelope.prev_hash !== prevHash) return `version ${n}: prev_hash is not the hash of ${n === 1 ? "nothing (64 zeros)" : `version ${n - 1}`}`;
  return null;
}

async function checkChain(envelopes) {
  let prevHash = ZERO_HASH;
  for (const [i, envelope] of envelopes.entries()) {
    const problem = await linkProblem(envelope, i + 1, envelopes[0].game_id, prevHash);
    if (problem) return { ok: false, events: envelopes.length, first_broken: i + 1, detail: problem };
    prevHash = envelope.hash;
  }
  return { ok: true, events: envelopes.length, first_broken: null };
}

async function checkCommitments(envelopes, sealedFields) {
  const failures = [];
  let checked = 0;
  for (const envelope of envelopes) {
    const secret = sealedFields[envelope.type] || [];
    if (!secret.length || !("commitment" in envelope.data)) continue;
    checked += 1;
    const opened = Object.fromEntries(secret.map((name) => [name, envelope.data[name]]));
    if (await sha256Hex(canonicalJson(opened)) !== envelope.data.commitment) {
      failures.push(`version ${envelope.version}: ${envelope.type}'s ${secret.join(", ")} do not match its commitment`);
    }
  }
  return { ok: failures.length === 0, checked, failures };
}

async function checkSeed(envelopes) {
  const created = envelopes[0]?.data || {};
  const ended = envelopes.find((e) => e.type === "GameEnded");
  if (!ended) return { status: "pending", detail: "the seed is revealed only when the game ends" };
  const ok = await sha256Hex(ended.data.seed) === created.seed_sha256;
  return { status: ok ? "verified" : "failed", detail: ok ? "the revealed seed hashes to the published seed_sha256"
    : "the revealed seed does not hash to the seed_sha256 published at creation" };
}

/** Checkpoint lines ({"checkpoint": {version, hash, ...}}) must name a (version, hash) the log has. */
function checkCheckpoints(checkpoints, envelopes) {
  const failures = checkpoints.filter((c) => envelopes[c.version - 1]?.hash !== c.hash)
    .map((c) => `the checkpoint of version ${c.version} names a hash the log does not have there`);
  return { ok: failures.length === 0, checked: checkpoints.length, failures };
}

/** Every check of an NDJSON export; `table` is events.json (sealed fields per event type). */
export async function verifyExport(ndjson, table) {
  const lines = ndjson.split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line));
  const isCheckpoint = (line) => Object.keys(line).length === 1 && "checkpoint" in line;
  const envelopes = lines.filter((line) => !isCheckpoint(line));
  const checkpoints = checkCheckpoints(lines.filter(isCheckpoint).map((line) => line.checkpoint), envelopes);
  if (!envelopes.length) return { verified: false, chain: { ok: false, events: 0, detail: "the export is empty" } };
  const ruleset = envelopes[0].data.ruleset;
  const sealedFields = { ...table.platform, ...(table.rulesets[ruleset] || {}) };
  const chain = await checkChain(envelopes);
  if (!chain.ok) return { verified: false, ruleset, chain };
  const commitments = await checkCommitments(envelopes, sealedFields);
  const seed = await checkSeed(envelopes);
  const verified = chain.ok && commitments.ok && checkpoints.ok && seed.status !== "failed";
  return { verified, ruleset, chain, commitments, seed, checkpoints };
}
