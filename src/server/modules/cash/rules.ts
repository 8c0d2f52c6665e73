import { BANK_MAINTENANCE } from '../../../shared/constants';
import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';

const DAY_MINUTES = 24 * 60;

/** §5/§9: no deposit or withdrawal request from 23:30 to 00:30 site time (C011). */
export function assertOutsideBankWindow(now: Date, tzOffsetMinutes: number): void {
  const minute =
    (((now.getUTCHours() * 60 + now.getUTCMinutes() + tzOffsetMinutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  if (minute >= BANK_MAINTENANCE.startMinute || minute < BANK_MAINTENANCE.endMinute)
    throw new AppError(ResultCode.BankMaintenanceWindow);
}

interface AmountRule {
  min: number;
  max: number;
  unit: number;
  codes: { min: ResultCodeValue; max: ResultCodeValue; unit: ResultCodeValue };
}

/** §5 amount chosen (C009), then the site's minimum, maximum and unit; `data` carries the limit for the message. */
export function assertAmount(amount: number | undefined, rule: AmountRule): number {
  if (amount === undefined || amount <= 0) throw new AppError(ResultCode.AmountRequired);
  if (amount < rule.min) throw new AppError(rule.codes.min, { msg: rule.min });
  if (amount > rule.max) throw new AppError(rule.codes.max, { msg: rule.max });
  if (rule.unit > 0 && amount % rule.unit !== 0) throw new AppError(rule.codes.unit, { msg: rule.unit });
  return amount;
}

/** A re-application before the site's wait has passed since the previous request. */
export function assertWaited(
  last: { created_at: Date } | undefined,
  minutes: number,
  now: Date,
  code: ResultCodeValue,
): void {
  if (last && minutes > 0 && now.getTime() - last.created_at.getTime() < minutes * 60_000)
    throw new AppError(code, { minutes });
}
