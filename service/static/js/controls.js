// Play: controls built from legal-commands and their params; a refusal is shown in words, naming the rule.

import { post } from "./api.js";
import { h, words } from "./dom.js";

/** A legal command's fields in words: "horse 3, to 4,6". */
function fields(command, view) {
  return Object.entries(command).filter(([name]) => name !== "type").map(([name, value]) => {
    const card = name === "card" || name === "first" || name === "second" ? cardName(value, view) : null;
    return `${name} ${Array.isArray(value) ? value.join(" & ") || "none" : value}${card ? ` (${card})` : ""}`;
  }).join(", ");
}

function cardName(id, view) {
  const hand = view?.you?.hand || [];
  const found = hand.find((c) => c && typeof c === "object" && (c.id === id || c.card === id));
  return found ? found.name : null;
}

/** One row: the command in words, an input per free param, and a Send button. */
function commandRow(legal, view, send) {
  const inputs = Object.entries(legal.params || {}).map(([name, p]) =>
    h("label", {}, `${name} `, h("input", { type: "number", name, value: p.min, min: p.min, max: p.max, step: p.multiple_of,
      "data-param": name, title: `${p.min} to ${p.max}, in steps of ${p.multiple_of}` })));
  const row = h("div", { class: "command", "data-type": legal.command.type });
  const button = h("button", { class: "primary", onclick: () => send(body(legal, row), button) }, "Send");
  row.append(h("span", {}, fields(legal.command, view) || words(legal.command.type)), ...inputs, button);
  return row;
}

function body(legal, row) {
  const command = { ...legal.command };
  for (const input of row.querySelectorAll("input[data-param]")) command[input.dataset.param] = Number(input.value);
  return command;
}

/** The controls for a seat: one fieldset per command type. */
export function controls(gameId, token, legal, view, { onSent, message }) {
  const send = async (command, button) => {
    button.disabled = true;
    message.replaceChildren();
    try {
      await post(`/games/${gameId}/commands`, command, token);
      message.replaceChildren(h("p", { class: "ok" }, `Sent: ${words(command.type)}.`));
      onSent();
    } catch (error) {
      const text = error.sentence ? error.sentence() : String(error);
      message.replaceChildren(h("p", { class: "refusal" }, `Refused — ${text}`));
      button.disabled = false;
    }
  };
  if (!legal.length) return h("div", { class: "controls" }, h("p", { class: "muted waiting" }, "Nothing to do now: waiting for the others."));
  const groups = new Map();
  for (const item of legal) groups.set(item.command.type, [...(groups.get(item.command.type) || []), item]);
  return h("div", { class: "controls" },
    [...groups].map(([type, items]) => h("fieldset", { "data-type": type }, h("legend", {}, words(type)),
      items.map((item) => commandRow(item, view, send)))));
}
