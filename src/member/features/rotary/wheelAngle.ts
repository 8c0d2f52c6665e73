/**
 * The wheel's turn (degrees, clockwise) that brings slot `index` of `count` equal slots under the
 * pointer at the top, after at least `turns` whole turns from `from`. Slot i spans
 * [i, i + 1) × 360 / count clockwise from the top when the wheel is at 0.
 */
export function landingAngle(from: number, index: number, count: number, turns = 5): number {
  const centre = ((index + 0.5) * 360) / count;
  const target = (((360 - centre) % 360) + 360) % 360;
  const base = from + turns * 360;
  return base + ((((target - base) % 360) + 360) % 360);
}

/** Where slot `index` of `count` sits under the pointer when the wheel is turned by `angle`. */
export const slotAtPointer = (angle: number, count: number): number =>
  Math.floor((((360 - (angle % 360)) % 360) * count) / 360) % count;
