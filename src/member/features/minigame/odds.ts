/** Decimal odds x 100 on the wire (195 → "1.95"). */
export const formatOdds = (odds: number): string => (odds / 100).toFixed(2);

export interface Selection {
  market: string;
  pick: string;
  odds: number;
}
