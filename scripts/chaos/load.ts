import { deposit, minigameBet, pamRound, poll, sportsBet, type Context, type Member } from './memberActions';

/**
 * Every member's loop (docs/operations/chaos.md#the-load): one action after another with a short
 * pause, in a fixed turn of polls, minigame and sports bets, slot rounds through the wallet and
 * deposits. A probe asked of a member runs as its next action, so nothing of its own moves its
 * balance meanwhile (the probe waits for a push of the balance it leaves).
 */
const TURN = ['poll', 'minigame', 'pam', 'poll', 'sports', 'pam', 'poll', 'deposit'] as const;
const PAUSE_MS = 250;

export class Load {
  private stopping = false;
  private readonly probes = new Map<number, () => Promise<void>>();
  private loops: Promise<void>[] = [];

  constructor(private readonly ctx: Context) {}

  start(members: Member[]): void {
    this.loops = members.map((m) => this.loop(m));
  }

  /** Runs `work` as the member's next action; resolves with its result. */
  probe<T>(m: Member, work: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => this.probes.set(m.id, () => work().then(resolve, reject)));
  }

  get stopped(): boolean {
    return this.stopping;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  private async loop(m: Member): Promise<void> {
    for (let n = 0; !this.stopping; n++) {
      const probe = this.probes.get(m.id);
      if (probe) {
        this.probes.delete(m.id);
        await probe();
      }
      const action = TURN[n % TURN.length]!;
      if (action === 'poll') await poll(this.ctx, m);
      else if (action === 'minigame') await minigameBet(this.ctx, m, n);
      else if (action === 'sports') await sportsBet(this.ctx, m, n);
      else if (action === 'pam') await pamRound(this.ctx, m, n);
      else await deposit(this.ctx, m, n);
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  }
}
