/**
 * Round times are aligned to multiples of the interval from the epoch, so every node computes the
 * same round for a moment without asking another. A site day (SITE_TZ_OFFSET_MINUTES) numbers its
 * rounds from 1: with 5-minute rounds the first draws at 00:05 and the 288th at 24:00, as the
 * Korean powerball boards count them. The number continues from the game's latest round of the
 * same day (docs/domains/minigames.md#rounds), so a change of round length never makes it jump.
 */
export interface RoundSlot {
  drawsAt: Date;
  opensAt: Date;
  closesAt: Date;
  roundNo: number;
  /** yyyymmdd of the site day the round belongs to. */
  day: string;
}

/** The game's latest round: its draw time and number. */
export interface PreviousRound {
  drawsAt: Date;
  roundNo: number;
}

const DAY_MS = 86_400_000;

/** The site day's start (in shifted local milliseconds) a draw belongs to; the draw at exactly midnight closes the day before. */
const localDayStart = (drawsMs: number, tzOffsetMinutes: number) =>
  Math.floor((drawsMs + tzOffsetMinutes * 60_000 - 1) / DAY_MS) * DAY_MS;

export function nextSlot(
  now: Date,
  intervalS: number,
  closeS: number,
  tzOffsetMinutes: number,
  previous?: PreviousRound,
): RoundSlot {
  const intervalMs = intervalS * 1000;
  const drawsMs = (Math.floor(now.getTime() / intervalMs) + 1) * intervalMs;
  const dayStart = localDayStart(drawsMs, tzOffsetMinutes);
  const local = drawsMs + tzOffsetMinutes * 60_000 - 1;
  const sameDay =
    previous !== undefined &&
    previous.drawsAt.getTime() < drawsMs &&
    localDayStart(previous.drawsAt.getTime(), tzOffsetMinutes) === dayStart;
  // Rounds missed since the previous one still count (a board counts by time); under a new round
  // length the count goes on from the previous number, at least one further.
  const roundNo = sameDay
    ? previous.roundNo + Math.ceil((drawsMs - previous.drawsAt.getTime()) / intervalMs)
    : Math.floor((local - dayStart) / intervalMs) + 1;
  const day = new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');
  return {
    drawsAt: new Date(drawsMs),
    opensAt: new Date(drawsMs - intervalMs),
    closesAt: new Date(drawsMs - closeS * 1000),
    roundNo,
    day,
  };
}

export const roundKeyOf = (gameKey: string, slot: RoundSlot): string =>
  `${gameKey}-${slot.day}-${String(slot.roundNo).padStart(4, '0')}`;
