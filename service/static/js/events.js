// The event table (events.json, generated from the rulesets by service/web_tables.py and kept equal by a test).

let table = null;

/** The table: {platform: {type: sealed fields}, rulesets: {id: {type: sealed fields}}}. */
export async function eventTable() {
  if (!table) table = await (await fetch("/web/js/events.json")).json();
  return table;
}

/** Every event type a game of this ruleset may log, with its sealed fields. */
export async function eventTypes(ruleset) {
  const t = await eventTable();
  return { ...t.platform, ...(t.rulesets[ruleset] || {}) };
}
