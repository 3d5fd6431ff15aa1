// Play: controls built from legal-commands and their params; a refusal is shown in words, naming the rule.

import { post } from "./api.js";
import { h, words } from "./dom.js";

/** A legal command's fields in words, but its free params (chosen in their own inputs): "horse 3, to 4,6". */
function fields(command, view, params = {}) {
  return Object.entries(command).filter(([name]) => name !== "type" && !(name in params)).map(([name, value]) => {
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
  row.append(h("span", {}, fields(legal.command, view, legal.params) || words(legal.command.type)), ...inputs, button);
  return row;
}

function body(legal, row) {
  const command = { ...legal.command };
  for (const input of row.querySelectorAll("input[data-param]")) command[input.dataset.param] = Number(input.value);
  return command;
}

/** How a command is sent: posted with a fresh key; said in `message` ("Sent: ..."), then `onSent`; a refusal thrown
 * back to the control that sent it (and said in `message` too). */
export function sender(gameId, token, { onSent, message }) {
  return async (command) => {
    message.replaceChildren();
    try {
      await post(`/games/${gameId}/commands`, command, token);
    } catch (error) {
      const text = error.sentence ? error.sentence() : String(error);
      message.replaceChildren(h("p", { class: "refusal" }, `Refused — ${text}`));
      throw error;
    }
    message.replaceChildren(h("p", { class: "ok" }, `Sent: ${words(command.type)}.`));
    onSent();
  };
}

/** The controls for a seat's choices not made on the board: one fieldset per command type. */
export function controls(legal, view, send, onBoard = false) {
  const sendFrom = async (command, button) => {
    button.disabled = true;
    try {
      await send(command);
    } catch {
      button.disabled = false;
    }
  };
  if (!legal.length) {
    const idle = onBoard ? "Your move is on the board." : "Nothing to do now: waiting for the others.";
    return h("div", { class: "controls" }, h("p", { class: onBoard ? "on-board" : "muted waiting" }, idle));
  }
  const groups = new Map();
  for (const item of legal) groups.set(item.command.type, [...(groups.get(item.command.type) || []), item]);
  return h("div", { class: "controls" },
    [...groups].map(([type, items]) => h("fieldset", { "data-type": type }, h("legend", {}, words(type)),
      items.map((item) => commandRow(item, view, sendFrom)))));
}
