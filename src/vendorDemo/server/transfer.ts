import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DemoBet } from '../rules/stakes';
import { playRound, validBets, type DemoGameId } from '../rules/games';
import type { DB } from '../../server/db/schema';
import type { DemoProvider } from './context';
import { DemoCode, DemoError } from './demoError';
import { issueLaunchCode } from './launchCodes';
import { lockTable, saveTable } from './repo';
import { newRoundId, totalStake } from './roundIds';
import type { RoundAnswer } from './seamless';
import { afterRound, readyTable, roundTable, tableKey, viewTable, type TableState } from './tableState';

/*
 * The transfer-wallet variant (VENDORS-CONTRACT point 4, provider `demo-transfer`): the provider
 * keeps each player's balance itself. The operator moves money in and out by transaction id
 * (a repeat answers the same balance and moves nothing), looks up a transfer whose answer it
 * lost, and reads settled rounds to write its slips. Rounds move only this balance.
 */

type Kind = 'DEPOSIT' | 'WITHDRAW';

export async function transfer(
  provider: DemoProvider,
  kind: Kind,
  playerId: string,
  amount: number,
  transactionId: string,
): Promise<{ balance: number }> {
  return provider.deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('demo_transfer_txns')
      .values({ transaction_id: transactionId, kind, player_id: playerId, amount, balance_after: 0 })
      .onConflict((oc) => oc.column('transaction_id').doNothing())
      .returning('transaction_id')
      .executeTakeFirst();
    if (!inserted) {
      const earlier = await trx
        .selectFrom('demo_transfer_txns')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirstOrThrow();
      if (earlier.kind !== kind || earlier.player_id !== playerId || earlier.amount !== amount)
        throw new DemoError(400, DemoCode.BadRequest);
      return { balance: earlier.balance_after };
    }
    let balance: number;
    if (kind === 'DEPOSIT') {
      const row = await trx
        .insertInto('demo_transfer_wallets')
        .values({ player_id: playerId, balance: amount })
        .onConflict((oc) =>
          oc
            .column('player_id')
            .doUpdateSet({ balance: sql`demo_transfer_wallets.balance + ${amount}`, updated_at: sql`now()` }),
        )
        .returning('balance')
        .executeTakeFirstOrThrow();
      balance = row.balance;
    } else {
      const wallet = await trx
        .selectFrom('demo_transfer_wallets')
        .select('balance')
        .where('player_id', '=', playerId)
        .forUpdate()
        .executeTakeFirst();
      if (!wallet) throw new DemoError(404, DemoCode.UnknownPlayer);
      if (wallet.balance < amount) throw new DemoError(409, DemoCode.InsufficientFunds);
      balance = wallet.balance - amount;
      await trx
        .updateTable('demo_transfer_wallets')
        .set({ balance, updated_at: sql`now()` })
        .where('player_id', '=', playerId)
        .execute();
    }
    await trx
      .updateTable('demo_transfer_txns')
      .set({ balance_after: balance })
      .where('transaction_id', '=', transactionId)
      .execute();
    return { balance };
  });
}

export const transferBalance = async (provider: DemoProvider, playerId: string): Promise<{ balance: number }> => ({
  balance:
    (
      await provider.deps.db
        .selectFrom('demo_transfer_wallets')
        .select('balance')
        .where('player_id', '=', playerId)
        .executeTakeFirst()
    )?.balance ?? 0,
});

export async function transferLookup(provider: DemoProvider, transactionId: string) {
  const row = await provider.deps.db
    .selectFrom('demo_transfer_txns')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row
    ? { found: true, kind: row.kind, amount: row.amount, playerId: row.player_id }
    : { found: false, kind: null, amount: null, playerId: null };
}

export async function transferLaunch(
  provider: DemoProvider,
  playerId: string,
  gameId: DemoGameId,
  lang: string,
): Promise<{ gameUrl: string }> {
  const token = randomBytes(20).toString('hex');
  await provider.deps.db
    .insertInto('demo_transfer_sessions')
    .values({ token, player_id: playerId, game_id: gameId })
    .execute();
  return { gameUrl: await playUrl(provider, gameId, token, lang) };
}

/** The page's address: the game, a one-time code for the player token (launchCodes.ts), the language. */
export const playUrl = async (provider: DemoProvider, gameId: string, token: string, lang: string): Promise<string> => {
  const code = await issueLaunchCode(provider.deps.db, token, gameId, provider.deps.clock.now());
  return `/vendor/demo/play/${encodeURIComponent(gameId)}?${new URLSearchParams({ code, lang }).toString()}`;
};

export async function transferRounds(provider: DemoProvider, since: Date, limit: number) {
  const rows = await provider.deps.db
    .selectFrom('demo_rounds')
    .select(['round_id', 'player_id', 'game_id', 'stake', 'payout', 'settled_at'])
    .where('wallet', '=', 'transfer')
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>=', since)
    .orderBy('settled_at')
    .orderBy('round_id')
    .limit(limit)
    .execute();
  return {
    rounds: rows.map((r) => ({
      roundId: r.round_id,
      playerId: r.player_id,
      gameId: r.game_id,
      stake: r.stake,
      payout: r.payout ?? 0,
      at: r.settled_at!.toISOString(),
    })),
  };
}

export const findTransferSession = (provider: DemoProvider, token: string) =>
  provider.deps.db.selectFrom('demo_transfer_sessions').selectAll().where('token', '=', token).executeTakeFirst();

/** A round against the provider's own balance: stakes, outcome and payout in one transaction. */
export async function playTransfer(
  provider: DemoProvider,
  session: { player_id: string; game_id: string },
  bets: DemoBet[],
): Promise<RoundAnswer> {
  const game = session.game_id as DemoGameId;
  if (!validBets(game, bets)) throw new DemoError(400, DemoCode.BadBets);
  const stake = bets.reduce((n, b) => n + b.amount, 0);
  return provider.deps.db.transaction().execute(async (trx: Transaction<DB>) => {
    const wallet = await trx
      .selectFrom('demo_transfer_wallets')
      .select('balance')
      .where('player_id', '=', session.player_id)
      .forUpdate()
      .executeTakeFirst();
    if (!wallet || wallet.balance < stake) throw new DemoError(409, DemoCode.InsufficientFunds);
    const key = tableKey('transfer', session.player_id, game);
    const table = readyTable(game, (await lockTable(trx, key)) as TableState | null, provider.rng);
    const played = playRound(game, bets, provider.rng, roundTable(table));
    const next = afterRound(table, played.outcome, provider.rng);
    await saveTable(trx, key, next);
    const payout = played.legs.reduce((n, l) => n + l.payout, 0);
    const balance = wallet.balance - stake + payout;
    await trx
      .updateTable('demo_transfer_wallets')
      .set({ balance, updated_at: sql`now()` })
      .where('player_id', '=', session.player_id)
      .execute();
    const roundId = newRoundId();
    await trx
      .insertInto('demo_rounds')
      .values({
        round_id: roundId,
        wallet: 'transfer',
        player_id: session.player_id,
        game_id: game,
        token: null,
        legs: JSON.stringify(played.legs),
        stake: totalStake(played.legs),
        payout,
        outcome: JSON.stringify(played.outcome),
        status: 'SETTLED',
        settled_at: new Date(),
      })
      .execute();
    return { roundId, outcome: played.outcome, legs: played.legs, stake, payout, balance, table: viewTable(next) };
  });
}
