/** Ids in public tickers are masked: the first two and last two characters stay (me****01). */
export function maskMemId(memId: string): string {
  if (memId.length <= 2) return `${memId.slice(0, 1)}*`;
  if (memId.length <= 4) return `${memId.slice(0, 1)}${'*'.repeat(memId.length - 1)}`;
  return `${memId.slice(0, 2)}${'*'.repeat(memId.length - 4)}${memId.slice(-2)}`;
}
