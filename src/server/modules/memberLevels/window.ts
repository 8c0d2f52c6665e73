import { addDays, siteDayStart } from '../../../shared/dates';
import type { LevelWindow } from './figuresRepo';

/** The `windowDays` whole site days before `day` (docs/domains/member-levels.md#the-figures). */
export const levelWindow = (day: string, windowDays: number, tzOffsetMinutes: number): LevelWindow => ({
  from: siteDayStart(addDays(day, -windowDays), tzOffsetMinutes),
  to: siteDayStart(day, tzOffsetMinutes),
  tzOffsetMinutes,
});
