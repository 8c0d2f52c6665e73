export interface Selection {
  market: string;
  pick: string;
  odds: number;
}
