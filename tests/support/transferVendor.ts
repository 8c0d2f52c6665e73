import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import type { VendorRound } from '../../src/server/modules/vendors/adapters';
import type { TestApp } from './testApp';

/**
 * A transfer-wallet vendor stand-in speaking VENDORS-CONTRACT point 4
 * (docs/domains/vendors.md#transfer-wallets): it keeps each player's balance (`balances`, which a
 * test moves to play rounds on the vendor's side), remembers each transaction it applied, and
 * reports `rounds` (set by the test) to the reconciliation job. `connect` points the demo site's
 * slot vendor 233 at it.
 */
export async function startTransferVendor() {
  const server = Fastify();
  const balances = new Map<string, number>();
  const applied = new Map<string, { kind: string; amount: number; playerId: string }>();
  const state = { rounds: [] as VendorRound[] };
  const move = (kind: string, sign: number) => async (req: { body: unknown }) => {
    const { playerId, amount, transactionId } = req.body as { playerId: string; amount: number; transactionId: string };
    if (!applied.has(transactionId)) {
      balances.set(playerId, (balances.get(playerId) ?? 0) + sign * amount);
      applied.set(transactionId, { kind, amount, playerId });
    }
    return { balance: balances.get(playerId) ?? 0 };
  };
  server.post('/transfer/deposit', move('deposit', 1));
  server.post('/transfer/withdraw', move('withdraw', -1));
  server.post('/transfer/balance', async (req) => ({
    balance: balances.get((req.body as { playerId: string }).playerId) ?? 0,
  }));
  server.post('/transfer/transaction', async (req) => {
    const found = applied.get((req.body as { transactionId: string }).transactionId);
    return found ? { found: true, ...found } : { found: false };
  });
  server.post('/transfer/launch', async (req) => ({ gameUrl: `/play/${(req.body as { gameId: string }).gameId}` }));
  server.post('/transfer/rounds', async () => ({ rounds: state.rounds }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    balances,
    applied,
    state,
    /** The demo site's slot vendor 233 made this transfer-wallet vendor (provider `demo-transfer`). */
    async connect(t: TestApp): Promise<void> {
      const staff = await t.loginStaff();
      const updated = await t.call(
        '/api/admin/vendors/update',
        { id: 'slot:233', data: { adapterKind: 'transfer', settings: { baseUrl: url, provider: 'demo-transfer' } } },
        { token: staff },
      );
      if (updated.resultCode !== '200') throw new Error(`vendor update: ${updated.resultCode}`);
    },
    close: () => server.close(),
  };
}
