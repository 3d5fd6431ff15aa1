// The export checked in this browser with WebCrypto: the hash chain (docs/fairness.md: canonical
// JSON, SHA-256), every sealed field against its commitment, the revealed seed against its
// published SHA-256, that the log is whole (GameCreated to GameEnded), and the closing checkpoint:
// that it names the last event and that its Ed25519 signature verifies with the caller's keys.

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

/** Hex SHA-256 of a string's UTF-8 bytes, or of bytes. */
export async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", typeof text === "string" ? new TextEncoder().encode(text) : text);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Why line n does not continue the chain, or null. */
async function linkProblem(envelope, n, gameId, prevHash) {
  if (envelope.game_id !== gameId) return `line ${n} holds an event of game ${envelope.game_id}, not ${gameId}`;
  if (envelope.version !== n) return `line ${n} holds version ${envelope.version}: events are missing or out of order`;
  if (!envelope.data || typeof envelope.data !== "object") return `version ${n} has no data object`;
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

/** The seed revealed by GameEnded against the seed_sha256 GameCreated published. */
async function checkSeed(envelopes) {
  const created = envelopes[0].data;
  const ended = envelopes.find((e) => e.type === "GameEnded");
  if (typeof ended?.data.seed !== "string") return { status: "missing", detail: "the log reveals no seed (no GameEnded with a seed)" };
  const ok = await sha256Hex(ended.data.seed) === created.seed_sha256;
  return { status: ok ? "verified" : "failed", detail: ok ? "the revealed seed hashes to the published seed_sha256"
    : "the revealed seed does not hash to the seed_sha256 published at creation" };
}

/** A finished game's export runs from GameCreated to GameEnded, with nothing after it. */
function checkComplete(envelopes) {
  const first = envelopes[0], last = envelopes[envelopes.length - 1];
  const failures = [];
  if (first.type !== "GameCreated") failures.push(`the log starts with ${first.type}, not GameCreated`);
  if (last.type !== "GameEnded") failures.push(`the log ends at version ${last.version} with ${last.type}, not GameEnded: it is cut short, or the game is not finished`);
  const ended = envelopes.find((e) => e.type === "GameEnded");
  if (ended && ended !== last) failures.push(`events follow the GameEnded of version ${ended.version}`);
  return { ok: !failures.length, first: first.version, last: last.version, failures };
}

const isCheckpoint = (line) => Object.keys(line).length === 1 && "checkpoint" in line;

/** Exactly one checkpoint line, the file's last, of this game, naming the last event's version and hash. */
function checkClosing(lines, envelopes) {
  const count = lines.filter(isCheckpoint).length, last = lines[lines.length - 1];
  const closing = isCheckpoint(last) ? last.checkpoint : undefined;
  const failures = [];
  if (!count) failures.push("the export has no checkpoint line: nothing signed says where the log ends");
  else if (closing === undefined) failures.push("the export's last line is not its checkpoint: events follow the checkpoint");
  if (count > 1) failures.push(`the export has ${count} checkpoint lines, not one`);
  if (closing !== undefined) failures.push(...closingProblems(closing, envelopes[envelopes.length - 1]));
  return { ok: !failures.length, lines: count, version: closing?.version ?? null, failures, closing };
}

/** Why the closing checkpoint does not name this game's last event, if it does not. */
function closingProblems(checkpoint, last) {
  if (!checkpoint || typeof checkpoint !== "object") return ["the checkpoint line holds no checkpoint object"];
  const problems = [];
  if (checkpoint.game_id !== last.game_id) problems.push(`the checkpoint is of game ${checkpoint.game_id}, not ${last.game_id}`);
  if (checkpoint.version !== last.version) problems.push(`the checkpoint names version ${checkpoint.version}, but the log ends at version ${last.version}`);
  else if (checkpoint.hash !== last.hash) problems.push(`the checkpoint names a hash that is not the one of the log's version ${last.version}`);
  return problems;
}

const SIGNED_FIELDS = ["game_id", "version", "hash", "at", "key_id"];

/** The exact bytes a checkpoint's signature covers: six lines (docs/fairness.md, "Signed checkpoints"). */
export function checkpointBytes(checkpoint) {
  return new TextEncoder().encode(`furlong-checkpoint/v1\n${SIGNED_FIELDS.map((name) => checkpoint[name]).join("\n")}\n`);
}

/** The bytes of strict standard base64 (with padding), or null. */
function unbase64(text) {
  if (typeof text !== "string" || text.length % 4 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** {raw, status} of key `keyId` in a keys document, its id re-computed from its public key; or {problem}. */
async function findKey(keys, keyId) {
  if (!Array.isArray(keys?.keys)) return { problem: "there is no keys document to check it with" };
  if (keys.algorithm !== "Ed25519") return { problem: `the keys document's algorithm is ${keys.algorithm}, not Ed25519` };
  const key = keys.keys.find((k) => k?.key_id === keyId);
  if (!key) return { problem: `it is signed by key ${keyId}, which the keys document does not list` };
  const raw = unbase64(key.public_key);
  if (raw?.length !== 32) return { problem: `key ${keyId}'s public_key is not base64 of 32 bytes` };
  const id = (await sha256Hex(raw)).slice(0, 16);
  if (id !== keyId) return { problem: `the keys document lists key ${keyId} with a public key whose id is ${id}: refused` };
  return { raw, status: key.status };
}

/** The closing checkpoint's Ed25519 signature, by WebCrypto, with the key of its key_id in `keys`. */
async function checkSignature(checkpoint, keys) {
  if (!checkpoint || typeof checkpoint !== "object") return { status: "not checked", detail: "not checked: the export has no closing checkpoint" };
  const base = { version: checkpoint.version, key_id: checkpoint.key_id };
  const fail = (detail) => ({ ...base, status: "failed", detail });
  if (!Number.isInteger(checkpoint.version) || SIGNED_FIELDS.some((name) => name !== "version" && typeof checkpoint[name] !== "string")) {
    return fail("the checkpoint's version must be an integer and its other fields strings");
  }
  const key = await findKey(keys, checkpoint.key_id);
  if (key.problem) return fail(key.problem);
  const signature = unbase64(checkpoint.signature);
  if (signature?.length !== 64) return fail("its signature is not base64 of 64 bytes");
  let publicKey;
  try {
    publicKey = await crypto.subtle.importKey("raw", key.raw, { name: "Ed25519" }, false, ["verify"]);
  } catch (error) {
    if (error.name === "NotSupportedError") return { ...base, status: "unsupported", detail: "not checked: this browser's WebCrypto has no Ed25519" };
    return fail(`key ${checkpoint.key_id} could not be imported: ${error.message}`);
  }
  const ok = await crypto.subtle.verify({ name: "Ed25519" }, publicKey, signature, checkpointBytes(checkpoint));
  return { ...base, key_status: key.status, status: ok ? "verified" : "failed",
    detail: ok ? `signed by key ${checkpoint.key_id}` : `the signature by key ${checkpoint.key_id} does not verify` };
}

/** Each non-blank line of an NDJSON text as a JSON object, or {problem} naming the first that is not. */
function parseLines(ndjson) {
  const lines = [];
  for (const [i, text] of ndjson.split("\n").entries()) {
    if (!text.trim()) continue;
    let line;
    try { line = JSON.parse(text); } catch { return { problem: `line ${i + 1} is not JSON` }; }
    if (!line || typeof line !== "object" || Array.isArray(line)) return { problem: `line ${i + 1} is not a JSON object` };
    lines.push(line);
  }
  return { lines };
}

/** Every check of an NDJSON export; `table` is events.json (sealed fields per event type), `keys` the
 * keys document (GET /.well-known/furlong-keys) the closing checkpoint's signature is checked with. */
export async function verifyExport(ndjson, table, keys = null) {
  const { lines, problem } = parseLines(ndjson);
  if (problem) return { verified: false, chain: { ok: false, events: 0, detail: problem } };
  const envelopes = lines.filter((line) => !isCheckpoint(line));
  if (!envelopes.length) return { verified: false, chain: { ok: false, events: 0, detail: "the export holds no events" } };
  const chain = await checkChain(envelopes);
  if (!chain.ok) return { verified: false, chain };
  const ruleset = envelopes[0].data.ruleset;
  const sealedFields = { ...table.platform, ...(table.rulesets[ruleset] || {}) };
  const commitments = await checkCommitments(envelopes, sealedFields);
  const seed = await checkSeed(envelopes);
  const complete = checkComplete(envelopes);
  const { closing, ...checkpoint } = checkClosing(lines, envelopes);
  const signature = await checkSignature(closing, keys);
  const verified = commitments.ok && seed.status === "verified" && complete.ok && checkpoint.ok && signature.status === "verified";
  return { verified, ruleset, chain, commitments, seed, complete, checkpoint, signature };
}
