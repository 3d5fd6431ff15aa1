// Tiny DOM helpers: build elements from tag, attributes and children (text is always escaped).

/** An element: h("button", {class: "x", onclick: f}, "text", child). */
export function h(tag, attrs = {}, ...children) {
  const element = tag.includes(":") ? document.createElementNS(SVG_NS, tag.split(":")[1]) : document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "style") element.style.cssText = String(value); // through CSSOM: the page's CSP refuses style attributes
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

export const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element: s("circle", {cx: 1}). */
export function s(tag, attrs = {}, ...children) {
  return h(`svg:${tag}`, attrs, ...children);
}

/** Replace an element's children. */
export function fill(element, ...children) {
  element.replaceChildren();
  for (const child of children.flat(Infinity)) {
    if (child !== null && child !== undefined && child !== false) element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

/** Dollars with thousands separators: 12500 -> "$12,500". */
export function money(amount) {
  if (amount === null || amount === undefined) return "—";
  const sign = amount < 0 ? "−" : "";
  return `${sign}$${Math.abs(amount).toLocaleString("en-US")}`;
}

/** A seat's display name from the game document's seats. */
export function seatName(seats, seat) {
  const found = (seats || []).find((s) => s.seat === seat);
  if (!found) return `Seat ${seat}`;
  if (found.name) return found.name;
  if (found.kind === "bot") return `Bot ${seat} (${found.bot})`;
  return `Seat ${seat} (open)`;
}

/** A seat's name, as a link to its player's profile (#/player/<id>) when a player identity holds the seat. */
export function seatLink(name, seat) {
  return seat?.player ? h("a", { class: "player-link", href: `#/player/${encodeURIComponent(seat.player)}` }, name) : name;
}

/** "PlaceBet" -> "Place bet". */
export function words(type) {
  const spaced = String(type).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** "1 card", "2 cards", "0 hexes" (plural(n, "hex", "hexes")). */
export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Carla". */
export function andList(items) {
  const all = [...items];
  return all.length < 2 ? all.join("") : `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
}
