// Moves on the board: when the page draws the board again, each horse that stands elsewhere than on the picture
// it replaces is marked as the last move (until horses move again) and, while events are paced, slides from where
// it stood. Only the picture moves: the new board is in place at once, so a click lands where it always would.

import { pacingOn } from "./pacing.js";

const SLIDE_MS = 450;

/** Where each horse disc stands on a board: "<horse>#<k-th disc of it>" -> {x, y, disc}, in the picture's units. */
export function horsePlaces(root) {
  const places = new Map(), seen = new Map();
  for (const disc of root.querySelectorAll("g.horse[data-horse]")) {
    const circle = disc.querySelector("circle");
    if (!circle) continue;
    const k = seen.get(disc.dataset.horse) || 0;
    seen.set(disc.dataset.horse, k + 1);
    places.set(`${disc.dataset.horse}#${k}`, { x: Number(circle.getAttribute("cx")), y: Number(circle.getAttribute("cy")), disc });
  }
  return places;
}

/** Mark (and, paced, slide) the horses that moved from `before` (horsePlaces of the old board) to the board now in
 * `root`; `memory.last` keeps the last move's horses, marked again on a drawing where none moved. */
export function showMoves(before, root, memory) {
  const after = horsePlaces(root);
  const moved = [...after].filter(([key, now]) => before.has(key) && (before.get(key).x !== now.x || before.get(key).y !== now.y));
  if (moved.length) memory.last = new Set(moved.map(([key]) => key));
  const slide = moved.length && pacingOn() && !matchMedia("(prefers-reduced-motion: reduce)").matches;
  for (const [key, now] of after) {
    if (!memory.last?.has(key)) continue;
    now.disc.classList.add("moved");
    const from = before.get(key);
    if (slide && from && now.disc.animate) {
      now.disc.animate([{ transform: `translate(${from.x - now.x}px, ${from.y - now.y}px)` }, { transform: "translate(0px, 0px)" }],
        { duration: SLIDE_MS, easing: "ease-out" });
    }
  }
}
