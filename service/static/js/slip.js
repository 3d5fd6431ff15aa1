// A slip: one composite choice (a bet's kind, horse and stake; a card and its horse) made from legal commands of
// one type, by chips for each field that varies and a number field per free param, then one Send button.
// Boards use it for what is chosen on the board itself (a click on a horse presets the slip's horse).

import { h, fill, words } from "./dom.js";

const MAX_CHIPS = 12;

/** The fields of legal commands whose values differ among `items` (the ones a player must choose). */
export function varying(items) {
  const names = new Set(items.flatMap((item) => Object.keys(item.command).filter((name) => name !== "type")));
  return [...names].filter((name) => new Set(items.map((item) => key(item.command[name]))).size > 1);
}

/** The items that agree with every chosen value. */
export function matching(items, chosen) {
  return items.filter((item) => Object.entries(chosen).every(([name, value]) => key(item.command[name]) === key(value)));
}

function key(value) {
  return JSON.stringify(value ?? null);
}

/**
 * A slip over `items` (legal commands of one type). Options:
 *   title: the slip's heading (default: the command type in words);
 *   preset: values already chosen on the board, e.g. { horse: 3 };
 *   label(field, value): a value's name as the printed game names it (default: the value);
 *   send(body): posts the command; a refusal it throws is shown in the slip's own live region.
 */
export function slip(items, { title, preset = {}, label = (_, value) => String(value), send }) {
  const chosen = { ...preset };
  const node = h("form", { class: "slip", "aria-label": title || words(items[0].command.type) });
  const message = h("p", { class: "slip-message", role: "alert", "aria-live": "assertive" });
  const draw = () => {
    const left = matching(items, chosen);
    const rows = varying(items).map((field) => chips(field, left, chosen, label, draw));
    const single = left.length === 1 ? left[0] : null;
    const inputs = single ? Object.entries(single.params || {}).map(([name, p]) => amountField(name, p)) : [];
    const button = h("button", { type: "submit", class: "primary", disabled: !single }, single ? `Send: ${title || words(single.command.type)}` : "Choose above");
    fill(node, h("h3", {}, title || words(items[0].command.type)), rows, inputs, button, message);
    node.onsubmit = async (event) => {
      event.preventDefault();
      if (!single) return;
      const body = { ...single.command };
      for (const input of node.querySelectorAll("input[data-param]")) body[input.dataset.param] = Number(input.value);
      button.disabled = true;
      fill(message);
      try {
        await send(body);
      } catch (error) {
        fill(message, `Refused — ${error.sentence ? error.sentence() : String(error)}`);
        button.disabled = false;
        button.focus();
      }
    };
  };
  draw();
  return node;
}

function chips(field, left, chosen, label, redraw) {
  const values = [...new Map(left.map((item) => [key(item.command[field]), item.command[field]])).values()];
  const shown = values.slice(0, MAX_CHIPS);
  return h("fieldset", { class: "chips", "data-field": field }, h("legend", {}, words(field)),
    shown.map((value) => h("button", {
      type: "button", class: key(chosen[field]) === key(value) ? "chip chosen" : "chip", "aria-pressed": String(key(chosen[field]) === key(value)),
      "data-value": key(value),
      onclick: () => { if (key(chosen[field]) === key(value)) delete chosen[field]; else chosen[field] = value; redraw(); },
    }, label(field, value))),
    values.length > shown.length ? h("span", { class: "muted" }, ` and ${values.length - shown.length} more on the board`) : null);
}

function amountField(name, p) {
  return h("label", { class: "amount" }, `${words(name)} `, h("input", {
    type: "number", name, value: p.min, min: p.min, max: p.max, step: p.multiple_of, "data-param": name, required: true,
    title: `${p.min} to ${p.max}, in steps of ${p.multiple_of}`,
  }));
}
