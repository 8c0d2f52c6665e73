import type { FastifyInstance } from 'fastify';
import { common } from '../../../shared/endpoints/common';
import { game, gameWallet } from '../../../shared/endpoints/games';
import { adminGames, adminReconcile, adminVendors } from '../../../shared/endpoints/gamesOffice';
import { route } from '../../http/route';
import { gameCodes, gameList, productList } from './catalogue';
import { keepAlive, outGameMoney } from './gameWindow';
import { heldGameMoney } from './heldMoney';
import { launchGame, type LaunchCall } from './launch';
import {
  gameById,
  gameList as officeGameList,
  gamesById,
  reconcileList,
  syncVendorGames,
  updateGame,
  updateVendor,
  vendorById,
  vendorList,
  vendorMaintenance,
  vendorsById,
} from './officeService';
import pamPlugin from './pam/plugin';

const mobile = (v: unknown): boolean => v === 1 || v === '1';

/** §7 /api/game/*, the catalogue's /api/common/* calls, /api/cash/outGameMoney, the office's vendors and games, and the /pam wallet. */
export default async function vendorRoutes(app: FastifyInstance): Promise<void> {
  route(app, game.list, (req) => gameList(req.deps, req.site.site.id, req.body));
  route(app, common.products, (req) =>
    productList(req.deps, { id: req.site.site.id, options: req.site.options }, req.body.groupCode),
  );
  route(app, common.gameCodes, (req) => gameCodes(req.deps, req.site.site.id, req.body.procId, req.body.groupCode));

  const launch =
    (kind: LaunchCall['kind']) =>
    (
      req: {
        deps: typeof app.deps;
        site: { site: { id: string } };
        ip: string;
        body: {
          vendorKey?: number;
          gameKey?: string;
          isMobile?: unknown;
          lang?: string;
          gameGroup?: string;
          gameType?: string;
        };
      },
      auth: { member: Parameters<typeof launchGame>[0]['member']; session: { id: string } },
    ) =>
      launchGame(
        { deps: req.deps, siteId: req.site.site.id, member: auth.member, sessionId: auth.session.id, ip: req.ip },
        {
          kind,
          vendorKey: req.body.vendorKey,
          group: req.body.gameGroup || req.body.gameType || undefined,
          gameKey: req.body.gameKey || undefined,
          isMobile: mobile(req.body.isMobile),
          lang: req.body.lang,
        },
      );
  route(app, game.casino, async (req, auth) => ({ gameUrl: await launch('casino')(req, auth) }));
  route(app, game.slot, async (req, auth) => ({ gameUrl: await launch('slot')(req, auth) }));
  route(app, game.sports, async (req, auth) => ({ gameUrl: await launch('sports')(req, auth) }));
  route(app, game.launch, async (req, auth) => {
    const gameUrl = await launch('any')(req, auth);
    return { gameUrl, gameurl: gameUrl };
  });
  route(app, game.keepAlive, (req, auth) => keepAlive(req.deps, auth.member.id));
  route(app, gameWallet.out, (req, auth) => outGameMoney(req.deps, req.site.site.id, auth.member.id, req.body));
  route(app, gameWallet.held, (req, auth) => heldGameMoney(req.deps, req.site.site.id, auth.member.id));

  route(app, adminVendors.list, (req, caller) => vendorList(req.deps, caller.siteId, req.body.filter, req.body));
  route(app, adminVendors.get, (req, caller) => vendorById(req.deps, caller.siteId, req.body.id));
  route(app, adminVendors.getMany, (req, caller) => vendorsById(req.deps, caller.siteId, req.body.ids));
  route(app, adminVendors.update, (req, caller) => updateVendor(req.deps, caller, req.body.id, req.body.data));
  route(app, adminVendors.sync, (req, caller) => syncVendorGames(req.deps, caller, String(req.body.id)));
  route(app, adminVendors.maintenance, (req, caller) =>
    vendorMaintenance(req.deps, caller, req.body.id, req.body.on, req.body.endAt),
  );
  route(app, adminGames.list, (req) => officeGameList(req.deps, req.body.filter, req.body));
  route(app, adminGames.get, (req) => gameById(req.deps, req.body.id));
  route(app, adminGames.getMany, (req) => gamesById(req.deps, req.body.ids));
  route(app, adminGames.update, (req, caller) => updateGame(req.deps, caller, req.body.id, req.body.data));
  route(app, adminReconcile.list, (req, caller) => reconcileList(req.deps, caller.siteId, req.body.filter, req.body));

  await app.register(pamPlugin);
}
