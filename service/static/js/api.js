// The public API over fetch: JSON in, JSON out; a refusal becomes an ApiError holding the problem+json.

/** A refused request: `problem` is the RFC 9457 document the server answered. */
export class ApiError extends Error {
  constructor(status, problem) {
    super(problem?.detail || `HTTP ${status}`);
    this.status = status;
    this.problem = problem || { title: `HTTP ${status}`, status };
  }

  /** The refusal in words, naming the rule when the server named one. */
  sentence() {
    const p = this.problem;
    const rule = p.rule ? ` (rule ${p.rule})` : "";
    return `${p.title}: ${p.detail || ""}${rule}`;
  }
}

/** Send one request; parsed JSON back, or an ApiError. */
export async function call(method, path, { body, token, headers = {} } = {}) {
  const init = { method, headers: { Accept: "application/json", ...headers } };
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  const parsed = text && (response.headers.get("Content-Type") || "").includes("json") ? JSON.parse(text) : text;
  if (!response.ok) throw new ApiError(response.status, typeof parsed === "object" ? parsed : null);
  return parsed;
}

export const get = (path, token, headers = {}) => call("GET", path, { token, headers });

/** POST with a fresh Idempotency-Key, so that a retried click never acts twice (`headers`: e.g. Furlong-Player). */
export const post = (path, body, token, headers = {}) =>
  call("POST", path, { body, token, headers: { ...headers, "Idempotency-Key": crypto.randomUUID() } });

/** Every event of a game visible to the caller, page by page. */
export async function allEvents(gameId, token) {
  const events = [];
  for (;;) {
    const after = events.length ? events[events.length - 1].version : 0;
    const page = await get(`/games/${gameId}/events?after=${after}&limit=1000`, token);
    events.push(...page.events);
    if (!page.events.length || events[events.length - 1].version >= page.version) return events;
  }
}

/** The whole ledger journal (paged) and the accounts. */
export async function wholeLedger(gameId, token) {
  const first = await get(`/games/${gameId}/ledger?limit=1000`, token);
  const journal = [...first.journal];
  while (journal.length < first.total_entries) {
    const page = await get(`/games/${gameId}/ledger?limit=1000&offset=${journal.length}`, token);
    if (!page.journal.length) break;
    journal.push(...page.journal);
  }
  return { ...first, journal };
}
