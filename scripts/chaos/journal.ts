import { appendFileSync, writeFileSync } from 'node:fs';

/**
 * The client side's record of every effect the server acknowledged (docs/operations/chaos.md), one
 * JSON line each, written as the answer arrives: what the run later looks for in the database.
 * - `slip`: a betProc answered 200 with these slip ids (minigame picks or a sports single);
 * - `pam`: a PAM transaction answered OK (`vendor:demo:<transactionId>` in the ledger);
 * - `deposit`: a deposit request answered 200, and approved by staff (`deposit:<id>`).
 */
export type Effect =
  | { kind: 'slip'; member: number; product: 'minigame' | 'sports'; key: string; slipIds: number[] }
  | { kind: 'pam'; member: number; transactionId: string; type: 'WITHDRAW' | 'DEPOSIT'; amount: number }
  | { kind: 'deposit'; member: number; requestId: number; amount: number; approved: boolean };

export class Journal {
  readonly effects: Effect[] = [];

  constructor(private readonly file: string) {
    writeFileSync(file, '');
  }

  add(effect: Effect): void {
    this.effects.push(effect);
    appendFileSync(this.file, `${JSON.stringify({ at: new Date().toISOString(), ...effect })}\n`);
  }
}
