// A TypeScript developer's game script, written against the SDK that @hey-api/openapi-ts generates from
// openapi.yaml (generated/, see openapi-ts.config.ts) and nothing else: for every ruleset GET /rulesets lists, it
// creates a game (two named seats and an open seat a third player joins), plays random legal commands seat by seat
// until nobody may act, follows the game's live feed to its GameEnded, re-reads the log as JSON pages and exports
// it. Every answer body is checked with Ajv against the response schema openapi.yaml gives for its route, status
// and media type (OpenAPI 3.1 schemas are JSON Schema 2020-12), and so is every live-feed event.
//
//   node dist/play.js <base URL> [path/to/openapi.yaml]
//
// Prints one line per ruleset (`<ruleset>: <n> commands, <m> events, ...`) and exits non-zero on any failure.
// tests/e2e/test_typescript_client.py generates, compiles (tsc --strict) and runs it against a real server.

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';

import { type Client, createClient, createConfig } from './generated/client/index.js';
import {
  createGame,
  exportGame,
  getGame,
  joinSeat,
  listAllEvents,
  listEvents,
  listLegalCommands,
  listRulesets,
  sendCommand,
} from './generated/sdk.gen.js';
import type { CommandBody, Event, FeedEvent, RulesetId } from './generated/types.gen.js';

const MOST_COMMANDS = 4000;
const FEED_GRACE_MS = 60_000;
const SPEC_ID = 'https://furlong.invalid/openapi.yaml';

// ---------------------------------------------------------------------------------------------------------------
// The contract: openapi.yaml, its response schemas compiled by Ajv on demand.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const here = dirname(fileURLToPath(import.meta.url));
const baseUrl = process.argv[2];
const specPath = process.argv[3] ?? resolve(here, '..', '..', '..', 'openapi.yaml');
if (!baseUrl) {
  console.error('usage: node dist/play.js <base URL> [openapi.yaml]');
  process.exit(2);
}
const spec = parseYaml(readFileSync(specPath, 'utf8')) as JsonObject;

// ajv-formats is CommonJS: under "module": "NodeNext" TypeScript types its default import as the module object.
const addFormats = addFormatsModule.default;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, SPEC_ID);

let answersChecked = 0;

/** The JSON Pointer fragment of `parts` (escaped for a JSON Pointer, then for a URI fragment). */
function pointer(parts: string[]): string {
  return '#/' + parts.map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');
}

function objectAt(value: Json | undefined, key: string): JsonObject | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const found = value[key];
  return found !== null && typeof found === 'object' && !Array.isArray(found) ? found : undefined;
}

const validators = new Map<string, ValidateFunction>();

/** Ajv's validator of the schema at `parts` in openapi.yaml, compiled once. */
function validatorAt(parts: string[]): ValidateFunction {
  const fragment = pointer(parts);
  let validate = validators.get(fragment);
  if (!validate) {
    validate = ajv.getSchema(SPEC_ID + fragment);
    if (!validate) throw new Error(`openapi.yaml has no schema at ${fragment}`);
    validators.set(fragment, validate);
  }
  return validate;
}

/** Where openapi.yaml keeps the schema of an answer: [route, method, status, media type] -> JSON Pointer parts. */
function responseSchemaParts(route: string, method: string, status: number, mediaType: string): string[] {
  const operation = objectAt(objectAt(spec.paths, route), method.toLowerCase());
  const responses = objectAt(operation, 'responses');
  if (!responses) throw new Error(`openapi.yaml has no operation ${method} ${route}`);
  const code = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
  if (code === undefined) throw new Error(`openapi.yaml lists no ${status} answer for ${method} ${route}`);
  let parts = ['paths', route, method.toLowerCase(), 'responses', code];
  let response = objectAt(responses, code);
  const ref = response?.['$ref'];
  if (typeof ref === 'string') {
    parts = ref.replace(/^#\//, '').split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
    response = parts.reduce<JsonObject | undefined>((node, part) => objectAt(node, part), spec);
  }
  const content = objectAt(response, 'content');
  if (!content || !(mediaType in content)) {
    throw new Error(`openapi.yaml has no ${mediaType} body for ${status} of ${method} ${route}`);
  }
  return [...parts, 'content', mediaType, 'schema'];
}

function check(validate: ValidateFunction, body: unknown, what: string): void {
  answersChecked += 1;
  if (!validate(body)) {
    const errors = ajv.errorsText(validate.errors, { separator: '; ' });
    throw new Error(`${what} does not match openapi.yaml: ${errors}\n${JSON.stringify(body).slice(0, 2000)}`);
  }
}

/** A generated client's response interceptor: every answer's body against its response schema. */
async function checkAnswer(response: Response, request: Request, route: string): Promise<Response> {
  const what = `${request.method} ${new URL(request.url).pathname} -> ${response.status}`;
  const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  if (response.status === 204 || !mediaType) return response;
  const text = await response.clone().text();
  const body: unknown = /^application\/(.+\+)?json$/.test(mediaType) ? JSON.parse(text) : text;
  check(validatorAt(responseSchemaParts(route, request.method, response.status, mediaType)), body, what);
  return response;
}

// ---------------------------------------------------------------------------------------------------------------
// Clients: a spectator (no token) and one per seat, all checking every answer.

/** A client of the generated SDK; with `seatToken` it sends it wherever an operation accepts a seat token. */
function furlongClient(seatToken?: string): Client {
  const client = createClient(
    createConfig({
      baseUrl,
      // The SDK names each operation's security schemes: only seat-token routes get the seat's token.
      auth: (scheme) => (scheme.key === 'seatToken' ? seatToken : undefined),
    }),
  );
  client.interceptors.response.use((response, request, options) => checkAnswer(response, request, options.url));
  client.interceptors.error.use((error, response, request) => {
    const where = request ? `${request.method} ${request.url} -> ${response?.status ?? 'no answer'}` : 'request';
    return new Error(`${where}: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  });
  return client;
}

// ---------------------------------------------------------------------------------------------------------------
// Playing.

/** mulberry32, seeded from the ruleset id: each ruleset's game is the same sequence of choices every run. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A game of `rulesetId` with two named seats and an open one that a third player joins; a client per seat. */
async function seated(spectator: Client, rulesetId: RulesetId): Promise<{ gameId: string; seats: Client[] }> {
  // No turn clock: a deadline job per command would still come due minutes later, behind later games' turns.
  const { data: made } = await createGame({
    client: spectator,
    body: {
      ruleset: rulesetId,
      options: { turn_timeout_s: 0 },
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { open: true }],
    },
    throwOnError: true,
  });
  const { data: joined } = await joinSeat({
    client: spectator,
    path: { game_id: made.game_id, seat: 2 },
    body: { name: 'Cy' },
    throwOnError: true,
  });
  // CreatedSeat.token is `string | null` (null for bot and open seats): a named seat's must be there.
  const tokens = [made.seats[0]?.token, made.seats[1]?.token, joined.token];
  return {
    gameId: made.game_id,
    seats: tokens.map((token, seat) => {
      if (!token) throw new Error(`seat ${seat} of ${made.game_id} got no token`);
      return furlongClient(token);
    }),
  };
}

/** Random legal commands (a pass only when nothing else is legal), seat by seat, until nobody may act. */
async function playToTheEnd(rulesetId: string, gameId: string, seats: Client[], rnd: () => number): Promise<number> {
  let sent = 0;
  let turn = 0;
  let idle = 0;
  while (idle < seats.length) {
    const seat = seats[turn]!;
    const { data: legal } = await listLegalCommands({ client: seat, path: { game_id: gameId }, throwOnError: true });
    if (legal.length === 0) {
      turn = (turn + 1) % seats.length;
      idle += 1;
      continue;
    }
    const moves = legal.filter((choice) => choice.command.type !== 'Pass');
    const pool = moves.length > 0 ? moves : legal;
    const choice = pool[Math.floor(rnd() * pool.length)]!;
    if (choice.ruleset !== rulesetId) throw new Error(`${rulesetId}: a legal command of ${choice.ruleset}`);
    const body: CommandBody = choice.command; // a ready body, its free params at their least
    const { data: answer } = await sendCommand({ client: seat, path: { game_id: gameId }, body, throwOnError: true });
    if (!(answer.version > 0)) throw new Error(`${rulesetId}: command answer without a version: ${JSON.stringify(answer)}`);
    sent += 1;
    idle = 0;
    if (sent >= MOST_COMMANDS) throw new Error(`${rulesetId} did not end within ${MOST_COMMANDS} commands`);
  }
  return sent;
}

/**
 * The game's live feed (GET /games/{game_id}/events, Accept: text/event-stream) as a spectator, until the server
 * ends it after GameEnded. The SDK's listEvents has no SSE variant (the generator types that operation by its
 * application/json answer, an EventsPage), so the feed is read with the generated client's own SSE support
 * (`client.sse.get`, which resumes with Last-Event-ID after a dropped connection), given the event type by hand.
 */
async function liveEvents(client: Client, gameId: string, signal: AbortSignal): Promise<FeedEvent[]> {
  const route = '/games/{game_id}/events';
  // The schema of a message's `data`: the text/event-stream schema's own (`data.contentSchema`) if it has one, else
  // the FeedEvent component its description names.
  const stream = [...responseSchemaParts(route, 'GET', 200, 'text/event-stream'), 'properties', 'data', 'contentSchema'];
  const inSpec = stream.reduce<JsonObject | undefined>((node, part) => objectAt(node, part), spec) !== undefined;
  const isFeedEvent = validatorAt(inSpec ? stream : ['components', 'schemas', 'FeedEvent']);
  const messages: string[] = [];
  const { stream: events } = await client.sse.get<{ 200: FeedEvent }>({
    url: route,
    path: { game_id: gameId },
    headers: { Accept: 'text/event-stream' },
    signal,
    sseMaxRetryAttempts: 5,
    onSseEvent: (message) => {
      if (message.data === undefined) return; // the opening `retry:` message
      const event = message.data as { type?: unknown; version?: unknown }; // checked against FeedEvent below
      if (message.event !== event.type || message.id !== String(event.version)) {
        messages.push(`message id ${message.id} / event ${message.event} for event ${event.version} ${event.type}`);
      }
    },
    onSseError: (error) => console.error(`live feed of ${gameId}: ${String(error)} (reconnecting)`),
  });
  const seen: FeedEvent[] = [];
  for await (const event of events) {
    check(isFeedEvent, event, `live feed of ${gameId}, event ${seen.length + 1}`);
    seen.push(event);
  }
  if (messages.length > 0) throw new Error(`live feed of ${gameId}: SSE id/event do not match: ${messages.join('; ')}`);
  return seen;
}

/** Every event of the game through the JSON pages (as a spectator), paging on with `after`. */
async function pagedEvents(spectator: Client, gameId: string): Promise<Event[]> {
  const events: Event[] = [];
  for (;;) {
    const { data: page } = await listEvents({
      client: spectator,
      path: { game_id: gameId },
      query: { after: events.at(-1)?.version ?? 0 },
      throwOnError: true,
    });
    // The data is typed `EventsPage | void`: the operation's 204 (live feed only) is typed for JSON pages too.
    if (!page) throw new Error(`GET /games/${gameId}/events answered no JSON page`);
    events.push(...page.events);
    if (page.events.length === 0 || events.at(-1)!.version >= page.version) return events;
  }
}

function sameVersions(events: { version: number }[], last: number): boolean {
  return events.length === last && events.every((event, index) => event.version === index + 1);
}

async function playRuleset(
  spectator: Client,
  rulesetId: RulesetId,
): Promise<{ gameId: string; version: number; line: string }> {
  const { gameId, seats } = await seated(spectator, rulesetId);
  const abort = new AbortController();
  const feed = liveEvents(spectator, gameId, abort.signal);
  feed.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
  const sent = await playToTheEnd(rulesetId, gameId, seats, random(rulesetId));

  const { data: game } = await getGame({ client: spectator, path: { game_id: gameId }, throwOnError: true });
  if (game.status !== 'finished') throw new Error(`${rulesetId}: ${gameId} is ${game.status} after play`);

  const timer = setTimeout(() => abort.abort(), FEED_GRACE_MS);
  const watched = await feed.finally(() => clearTimeout(timer));
  if (!sameVersions(watched, game.version) || watched.at(-1)?.type !== 'GameEnded') {
    const versions = watched.map((event) => event.version);
    throw new Error(`${rulesetId}: the live feed of ${gameId} (version ${game.version}) gave ${JSON.stringify(versions)}`);
  }

  const paged = await pagedEvents(spectator, gameId);
  const hashes = (events: { hash: string }[]) => events.map((event) => event.hash).join();
  if (!sameVersions(paged, game.version) || hashes(paged) !== hashes(watched)) {
    throw new Error(`${rulesetId}: the JSON pages of ${gameId} differ from its live feed`);
  }

  // The export is typed as bytes (a Blob): NDJSON text to decode.
  const { data: exported } = await exportGame({
    client: spectator,
    path: { game_id: gameId },
    throwOnError: true,
  });
  const lines = (await exported.text()).split('\n').filter((line) => line.length > 0);
  const last: unknown = JSON.parse(lines.at(-1) ?? 'null');
  if (lines.length !== game.version + 1 || typeof last !== 'object' || last === null || !('checkpoint' in last)) {
    throw new Error(`${rulesetId}: the export of ${gameId} has ${lines.length} lines for ${game.version} events`);
  }
  const line = `${rulesetId}: ${sent} commands, ${watched.length} events, game ${gameId} finished at version ${game.version}`;
  return { gameId, version: game.version, line };
}

/**
 * The all-games feed from `start` until it holds every event of these games (the workers publish a moment after
 * each append): each game's versions once and in order, paging on with `next`.
 */
async function inTheAllGamesFeed(spectator: Client, start: string, finals: Map<string, number>): Promise<number> {
  const seen = new Map<string, number[]>();
  const deadline = Date.now() + FEED_GRACE_MS;
  let after = start;
  let items = 0;
  while ([...finals].some(([gameId, last]) => (seen.get(gameId)?.length ?? 0) < last)) {
    if (Date.now() > deadline) throw new Error(`the all-games feed lacks events of ${JSON.stringify([...finals])}`);
    const { data: page } = await listAllEvents({ client: spectator, query: { after, limit: 1000 }, throwOnError: true });
    if (!page) throw new Error('GET /events answered no JSON page');
    for (const item of page.events) {
      if (finals.has(item.game_id)) seen.set(item.game_id, [...(seen.get(item.game_id) ?? []), item.event.version]);
    }
    items += page.events.length;
    after = page.next;
    if (page.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const [gameId, last] of finals) {
    const versions = seen.get(gameId) ?? [];
    if (!sameVersions(versions.map((version) => ({ version })), last)) {
      throw new Error(`the all-games feed gave ${gameId} (version ${last}) ${JSON.stringify(versions)}`);
    }
  }
  return items;
}

async function main(): Promise<void> {
  const spectator = furlongClient();
  const { data: rulesets } = await listRulesets({ client: spectator, throwOnError: true });
  if (rulesets.length === 0) throw new Error('GET /rulesets lists no ruleset');
  const { data: now } = await listAllEvents({ client: spectator, query: { after: 'now' }, throwOnError: true });
  if (!now) throw new Error('GET /events?after=now answered no JSON page');
  const finals = new Map<string, number>();
  for (const ruleset of rulesets) {
    const played = await playRuleset(spectator, ruleset.id);
    finals.set(played.gameId, played.version);
    console.log(played.line);
  }
  const items = await inTheAllGamesFeed(spectator, now.next, finals);
  console.log(`the all-games feed: ${items} items from the start position, every game's events once and in order`);
  console.log(`${rulesets.length} rulesets played; ${answersChecked} answers and events matched openapi.yaml`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error));
  process.exit(1);
});
