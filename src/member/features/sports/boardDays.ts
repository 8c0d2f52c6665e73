import { formatDay } from '../../format';

export interface BoardDay {
  /** YYYY-MM-DD, the member's calendar day (the site's for members in its time zone). */
  day: string;
  /** 0 today, 1 tomorrow, 2 the day after. */
  offset: number;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The board's day filter: the feed schedules three days ahead, so today and the next two. */
export function boardDays(now: Date): BoardDay[] {
  return [0, 1, 2].map((offset) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    return { day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, offset, label: formatDay(d) };
  });
}
