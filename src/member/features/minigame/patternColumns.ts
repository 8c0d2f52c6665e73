/**
 * The pattern board of Korean result sites: outcomes oldest first, a new column whenever the
 * outcome changes, so a streak reads as one tall column.
 */
export function patternColumns(outcomes: string[]): string[][] {
  const columns: string[][] = [];
  for (const outcome of outcomes) {
    const last = columns[columns.length - 1];
    if (last && last[0] === outcome) last.push(outcome);
    else columns.push([outcome]);
  }
  return columns;
}
