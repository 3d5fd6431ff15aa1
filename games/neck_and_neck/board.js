// Neck and Neck: the hex track (the same SVG as docs/rules/neck_and_neck_track.svg) with the horses on it.
// Served as /web/js/boards/neck_and_neck.js (service/web.py), so its imports are relative to service/static/js/boards/.

import { h } from "../dom.js";
import { caption, horseDisc } from "./common.js";

let track = null;

/** The track SVG document and the centre of every hex, keyed "q,r", read off the SVG's own polygons. */
async function loadTrack() {
  if (track) return track;
  const text = await (await fetch("/web/neck_and_neck_track.svg")).text();
  const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  const centres = {};
  let polygon = null;
  for (const node of svg.children) {
    if (node.tagName === "polygon") polygon = node;
    if (node.tagName === "text" && polygon && /^-?\d+,-?\d+$/.test(node.textContent)) {
      const points = polygon.getAttribute("points").split(" ").map((p) => p.split(",").map(Number));
      centres[node.textContent] = [points.reduce((a, p) => a + p[0], 0) / 6, points.reduce((a, p) => a + p[1], 0) / 6];
    }
  }
  track = { svg, centres };
  return track;
}

export async function render(view) {
  const { svg, centres } = await loadTrack();
  const picture = document.importNode(svg, true);
  picture.setAttribute("viewBox", `0 0 ${svg.getAttribute("width")} ${svg.getAttribute("height")}`);
  for (const horse of view.horses) {
    const [x, y] = centres[horse.hex] || [0, 0];
    picture.append(horseDisc(x, y, 13, horse.horse));
  }
  const roll = view.roll ? `Roll: red ${view.roll.red}, white ${view.roll.white}. ` : "";
  const placed = view.placings?.length ? `Placings: ${view.placings.join(", ")}. ` : "";
  return h("div", {}, picture,
    caption(`Race ${view.race} of ${view.races}, ${view.phase}. `, roll, placed));
}
