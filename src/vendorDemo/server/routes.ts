import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDemoGameId, kindOf, type DemoGameId } from '../rules/games';
import { DIST_DIR } from '../../server/static';
import { bearerMatches } from './bearer';
import { gameList, statedReturns } from './catalogue';
import { createDemoProvider, type DemoProvider } from './context';
import { DemoCode, DemoError } from './demoError';
import { redeemLaunchCode } from './launchCodes';
import { PROVIDER_NAME } from './pamClient';
import { readTable } from './repo';
import { playSeamless, seamlessBalance, seamlessSession } from './seamless';
import { tableKey, viewTable, type TableState } from './tableState';
import {
  findTransferSession,
  playTransfer,
  playUrl,
  transfer,
  transferBalance,
  transferLaunch,
  transferLookup,
  transferRounds,
} from './transfer';

const DEMO_PREFIX = '/vendor/demo';
const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
const PLAY_PAGE = 'vendor-demo.html';

const Id = z.string().min(1).max(40);
const Won = z.number().int().positive().max(1_000_000_000);
const GameLaunch = z.object({
  currency: z.string(),
  providerGameId: z.string(),
  playerId: z.string().min(1),
  language: z.string().optional(),
  casino: z.string().optional(),
  country: z.string().optional(),
  sessionIp: z.string().optional(),
  launchConfig: z.record(z.string(), z.unknown()).optional(),
});
const Bets = z
  .array(z.object({ code: z.string().max(40), amount: z.number().int().positive() }))
  .min(1)
  .max(10);
const PageCall = z.object({ gameId: z.string() });
const Move = z.object({ playerId: Id, amount: Won, transactionId: Id });

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DemoError(400, DemoCode.BadRequest);
  return parsed.data;
};
const gameOf = (gameId: string): DemoGameId => {
  if (!isDemoGameId(gameId)) throw new DemoError(404, DemoCode.UnknownGame);
  return gameId;
};
const playerToken = (req: FastifyRequest): string => {
  const token = req.headers['x-player-token'];
  if (typeof token !== 'string' || token.length === 0 || token.length > 128)
    throw new DemoError(401, DemoCode.SessionNotFound);
  return token;
};

/**
 * The built-in demo provider at /vendor/demo: an RGS inside the server.
 * Operator side (bearer DEMO_PROVIDER_KEY): Valkyrie's gamelaunch, the game list, the transfer
 * wallet. Player side (the game pages): the play page, thumbnails, and the page's calls, which
 * carry the player session token and reach the wallet over /pam like any outside provider.
 */
export default async function demoProviderRoutes(app: FastifyInstance): Promise<void> {
  const provider: DemoProvider = createDemoProvider(app, app.deps);
  await app.register(
    async (scope) => {
      scope.setErrorHandler((error: Error, request, reply) => {
        if (error instanceof DemoError) return reply.code(error.status).send({ error: error.code });
        if ((error as { statusCode?: number }).statusCode === 400)
          return reply.code(400).send({ error: DemoCode.BadRequest });
        request.log.error({ err: error }, 'demo provider failed');
        return reply.code(500).send({ error: 'INTERNAL' });
      });

      const operatorOnly = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
        if (!bearerMatches(req.headers.authorization, app.deps.config.DEMO_PROVIDER_KEY))
          await reply.code(401).send({ error: DemoCode.Unauthorized });
      };

      // Valkyrie operator API (provider/docs/operator_api.yml): 200 { gameUrl }, 400 a string, 401.
      scope.post('/:provider/gamelaunch', { preHandler: operatorOnly }, async (req, reply) => {
        const token = req.headers['x-player-token'];
        const body = GameLaunch.safeParse(req.body);
        const { provider: name } = req.params as { provider: string };
        if (
          name !== PROVIDER_NAME ||
          typeof token !== 'string' ||
          !token ||
          !body.success ||
          !isDemoGameId(body.data.providerGameId) ||
          body.data.currency !== 'KRW'
        ) {
          return reply.code(400).type('application/json').send(JSON.stringify('Bad game launch call'));
        }
        return { gameUrl: await playUrl(provider, body.data.providerGameId, token, body.data.language ?? 'ko') };
      });

      scope.get('/games', { preHandler: operatorOnly }, async () => gameList());

      scope.get('/assets/:file', async (req, reply) => {
        const { file } = req.params as { file: string };
        if (!/^[a-z0-9-]+\.svg$/.test(file) || !existsSync(path.join(ASSETS_DIR, file)))
          throw new DemoError(404, DemoCode.UnknownGame);
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(await readFile(path.join(ASSETS_DIR, file)));
      });

      scope.get('/play/:gameId', async (req, reply) => {
        gameOf((req.params as { gameId: string }).gameId);
        if (!existsSync(path.join(DIST_DIR, PLAY_PAGE)))
          return reply.code(503).type('text/plain; charset=utf-8').send('run `npm run build` to serve the game pages');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await readFile(path.join(DIST_DIR, PLAY_PAGE)));
      });

      // The page's first call: its address's one-time code for the player token, which it then
      // sends as X-Player-Token (launchCodes.ts).
      scope.post('/game/open', async (req) => {
        const body = parse(PageCall.extend({ code: z.string().min(1).max(64) }), req.body);
        const game = gameOf(body.gameId);
        const token = await redeemLaunchCode(app.deps.db, body.code, game, app.deps.clock.now());
        if (!token) throw new DemoError(401, DemoCode.SessionNotFound);
        return { token };
      });

      // The game page's calls. A token of a transfer launch plays against the provider's own
      // balance; any other token is the operator's player session, checked with /pam.
      scope.post('/game/session', async (req) => {
        const token = playerToken(req);
        const game = gameOf(parse(PageCall, req.body).gameId);
        const returns = { rtp: statedReturns().byGame[kindOf(game)], baccarat: statedReturns().baccarat };
        const own = await findTransferSession(provider, token);
        if (own) {
          if (own.game_id !== game) throw new DemoError(403, DemoCode.GameMismatch);
          const table = (await readTable(app.deps.db, tableKey('transfer', own.player_id, game))) as TableState | null;
          return {
            wallet: 'transfer',
            gameId: game,
            currency: 'KRW',
            balance: (await transferBalance(provider, own.player_id)).balance,
            ...returns,
            table: viewTable(table),
          };
        }
        const session = await seamlessSession(provider, token, game);
        const table = (await readTable(app.deps.db, tableKey('seamless', session.playerId, game))) as TableState | null;
        return {
          wallet: 'seamless',
          gameId: game,
          currency: session.currency,
          balance: await seamlessBalance(provider, session),
          ...returns,
          table: viewTable(table),
        };
      });

      scope.post('/game/round', async (req) => {
        const token = playerToken(req);
        const body = parse(PageCall.extend({ bets: Bets }), req.body);
        const game = gameOf(body.gameId);
        const own = await findTransferSession(provider, token);
        if (own) {
          if (own.game_id !== game) throw new DemoError(403, DemoCode.GameMismatch);
          return playTransfer(provider, own, body.bets);
        }
        return playSeamless(provider, token, game, body.bets);
      });

      // VENDORS-CONTRACT point 4: the transfer-wallet variant's operator calls.
      scope.post('/transfer/deposit', { preHandler: operatorOnly }, async (req) => {
        const b = parse(Move, req.body);
        return transfer(provider, 'DEPOSIT', b.playerId, b.amount, b.transactionId);
      });
      scope.post('/transfer/withdraw', { preHandler: operatorOnly }, async (req) => {
        const b = parse(Move, req.body);
        return transfer(provider, 'WITHDRAW', b.playerId, b.amount, b.transactionId);
      });
      scope.post('/transfer/balance', { preHandler: operatorOnly }, async (req) =>
        transferBalance(provider, parse(z.object({ playerId: Id }), req.body).playerId),
      );
      scope.post('/transfer/transaction', { preHandler: operatorOnly }, async (req) =>
        transferLookup(provider, parse(z.object({ transactionId: Id }), req.body).transactionId),
      );
      scope.post('/transfer/launch', { preHandler: operatorOnly }, async (req) => {
        const b = parse(z.object({ playerId: Id, gameId: z.string(), lang: z.string().max(5).optional() }), req.body);
        return transferLaunch(provider, b.playerId, gameOf(b.gameId), b.lang ?? 'ko');
      });
      scope.post('/transfer/rounds', { preHandler: operatorOnly }, async (req) => {
        const b = parse(
          z.object({ since: z.iso.datetime({ offset: true }), limit: z.number().int().min(1).max(1000).default(100) }),
          req.body,
        );
        return transferRounds(provider, new Date(b.since), b.limit);
      });
    },
    { prefix: DEMO_PREFIX },
  );
}
