import { riskFigureKind, type RiskCheckResult } from '../../../shared/api/withdrawalRisk';

type Translate = (key: string, options?: Record<string, unknown>) => string;
interface Format {
  money(value: number): string;
  bp(value: number): string;
}

/** A figure as the operator reads it: won grouped, basis points as a percent, counts and days as numbers. */
function figureText(t: Translate, f: Format, name: string, value: number | null): string {
  if (value === null) return t(`office.withdrawalRisk.none.${name}`, { _: '-' });
  const kind = riskFigureKind(name);
  if (kind === 'percent') return f.bp(value);
  if (kind === 'money') return f.money(value);
  return String(value);
}

/**
 * One check's result in words (`office.withdrawalRisk.result.<check>.pass|fail`), its figures
 * filled in; a level with no automatic limit says so rather than "over 0".
 */
export function riskResultText(t: Translate, f: Format, r: RiskCheckResult): string {
  const params = Object.fromEntries(
    Object.entries(r.figures).map(([name, value]) => [name, figureText(t, f, name, value)]),
  );
  const outcome =
    r.check === 'levelLimit' && !r.passed && r.figures.limitWon === 0 ? 'none' : r.passed ? 'pass' : 'fail';
  return t(`office.withdrawalRisk.result.${r.check}.${outcome}`, params);
}
