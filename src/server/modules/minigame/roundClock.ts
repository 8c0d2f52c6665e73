/**
 * Round times are aligned to multiples of the interval from the epoch, so every node computes the
 * same round for a moment without asking another. A site day (SITE_TZ_OFFSET_MINUTES) numbers its
 * rounds from 1: with 5-minute rounds the first draws at 00:05 and the 288th at 24:00, as the
 * Korean powerball boards count them.
 */
export interface RoundSlot {
  drawsAt: Date;
  opensAt: Date;
  closesAt: Date;
  roundNo: number;
  /** yyyymmdd of the site day the round belongs to. */
  day: string;
}

export function nextSlot(now: Date, intervalS: number, closeS: number, tzOffsetMinutes: number): RoundSlot {
  const intervalMs = intervalS * 1000;
  const drawsMs = (Math.floor(now.getTime() / intervalMs) + 1) * intervalMs;
  // The draw at exactly midnight closes the day before.
  const local = drawsMs + tzOffsetMinutes * 60_000 - 1;
  const dayStart = Math.floor(local / 86_400_000) * 86_400_000;
  const roundNo = Math.floor((local - dayStart) / intervalMs) + 1;
  const day = new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');
  return {
    drawsAt: new Date(drawsMs),
    opensAt: new Date(drawsMs - intervalMs),
    closesAt: new Date(drawsMs - closeS * 1000),
    roundNo,
    day,
  };
}

export const roundKeyOf = (gameKey: string, slot: RoundSlot): string => `${gameKey}-${slot.day}-${String(slot.roundNo).padStart(4, '0')}`;
