import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import type { OfficeList } from '../../../shared/api/office';
import {
  AdapterSettings,
  vendorCheckCode,
  type GameFilter,
  type GameRecord,
  type GameUpdate,
  type ReconcileRecord,
  type VendorFilter,
  type VendorRecord,
  type VendorUpdate,
} from '../../../shared/api/games';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { adapterFor } from './adapters';
import { findGame, findSiteVendor, listSiteVendors, upsertSiteVendor, type SiteVendorRow } from './catalogueRepo';
import { isUnderMaintenance } from './catalogue';
import { endGameSessions } from './sessionRepo';
import { GameSessionEnd } from './sessions';
import { gamePage, gameCounts, reconcilePage, upsertGames } from './officeRepo';

type GameRow = NonNullable<Awaited<ReturnType<typeof findGame>>>;

/** Office ids: a vendor is `<group>:<procId>`, a game `<group>:<procId>:<code>`. */
const parseVendorId = (id: number | string): { group: string; procId: number } => {
  const m = /^([a-z]{2,20}):(\d{1,7})$/.exec(String(id));
  if (!m) throw new AppError(ResultCode.NotFound);
  return { group: m[1]!, procId: Number(m[2]) };
};
const parseGameId = (id: number | string): { group: string; procId: number; code: string } => {
  const m = /^([a-z]{2,20}):(\d{1,7}):(.{1,60})$/.exec(String(id));
  if (!m) throw new AppError(ResultCode.NotFound);
  return { group: m[1]!, procId: Number(m[2]), code: m[3]! };
};

async function toVendorRecords(
  deps: Pick<AppDeps, 'db' | 'sites'>,
  siteId: string,
  rows: SiteVendorRow[],
): Promise<VendorRecord[]> {
  const checks = await deps.sites.activeChecks(siteId);
  const counts = await gameCounts(
    deps.db,
    rows.map((r) => [r.group_code, r.proc_id] as const),
  );
  return rows.map((v) => ({
    id: vendorCheckCode(v.group_code, v.proc_id),
    groupCode: v.group_code,
    procId: v.proc_id,
    name: v.name,
    lobbySymbol: v.lobby_symbol,
    image: v.image,
    ord: v.ord,
    enabled: v.enabled,
    adapterKind: v.adapter_kind as VendorRecord['adapterKind'],
    // The API key stays on the server: the office sees whether one is set, never its value.
    settings: {
      ...AdapterSettings.parse(v.settings),
      apiKey: AdapterSettings.parse(v.settings).apiKey ? '********' : undefined,
    },
    maintenance: isUnderMaintenance(checks, v.group_code, v.proc_id),
    games: counts.get(`${v.group_code}:${v.proc_id}`) ?? 0,
  }));
}

export async function vendorList(
  deps: Pick<AppDeps, 'db' | 'sites'>,
  siteId: string,
  filter: z.infer<typeof VendorFilter>,
  q: OfficeListQuery,
): Promise<OfficeList<VendorRecord>> {
  const all = await listSiteVendors(deps.db, siteId, { groupCode: filter.groupCode, q: filter.q });
  const rows = filter.enabled === undefined ? all : all.filter((v) => v.enabled === filter.enabled);
  const page = rows.slice((q.page - 1) * q.perPage, q.page * q.perPage);
  return { list: await toVendorRecords(deps, siteId, page), total: rows.length };
}

async function vendorRow(deps: Pick<AppDeps, 'db'>, siteId: string, id: number | string): Promise<SiteVendorRow> {
  const { group, procId } = parseVendorId(id);
  const row = await findSiteVendor(deps.db, siteId, group, procId);
  if (!row) throw new AppError(ResultCode.NotFound);
  return row;
}

export async function vendorById(
  deps: Pick<AppDeps, 'db' | 'sites'>,
  siteId: string,
  id: number | string,
): Promise<VendorRecord> {
  return (await toVendorRecords(deps, siteId, [await vendorRow(deps, siteId, id)]))[0]!;
}

export async function vendorsById(
  deps: Pick<AppDeps, 'db' | 'sites'>,
  siteId: string,
  ids: readonly (number | string)[],
): Promise<VendorRecord[]> {
  const rows = [];
  for (const id of ids) {
    try {
      rows.push(await vendorRow(deps, siteId, id));
    } catch {
      // getMany answers the records that exist
    }
  }
  return toVendorRecords(deps, siteId, rows);
}

/**
 * Enable, order, image, adapter kind and settings of a vendor for this site. A vendor switched off
 * (or left without an adapter) ends its open game sessions: their windows close (TK999).
 * A masked API key sent back unchanged keeps the stored one.
 */
export async function updateVendor(
  deps: AppDeps,
  caller: StaffCaller,
  id: number | string,
  data: z.infer<typeof VendorUpdate>,
): Promise<VendorRecord> {
  const before = await vendorById(deps, caller.siteId, id);
  const current = await vendorRow(deps, caller.siteId, id);
  const stored = AdapterSettings.parse(current.settings);
  const settings = data.settings
    ? { ...data.settings, apiKey: data.settings.apiKey === '********' ? stored.apiKey : data.settings.apiKey }
    : undefined;
  await deps.db.transaction().execute(async (trx) => {
    await upsertSiteVendor(trx, caller.siteId, current.group_code, current.proc_id, {
      adapter_kind: data.adapterKind,
      settings,
      enabled: data.enabled,
      ord: data.ord,
      image: data.image,
      name: data.name,
    });
    if (data.enabled === false || data.adapterKind === 'none') {
      await endGameSessions(
        trx,
        { siteId: caller.siteId, vendor: { group: current.group_code, procId: current.proc_id } },
        GameSessionEnd.VendorDisabled,
        deps.clock.now(),
      );
    }
    await writeAudit(trx, caller.actor, 'vendor.update', before.id, before, {
      ...data,
      ...(settings && { settings: { ...settings, apiKey: settings.apiKey ? '********' : undefined } }),
    });
  });
  return vendorById(deps, caller.siteId, id);
}

/**
 * §3 vendor maintenance through site check info: a `game` check with the vendor's code, switched
 * on or off. On: launches answer S004, open windows close at the next poll (TK999).
 */
export async function vendorMaintenance(
  deps: AppDeps,
  caller: StaffCaller,
  id: string,
  on: boolean,
  endAt: string | null | undefined,
): Promise<VendorRecord> {
  const v = await vendorRow(deps, caller.siteId, id);
  const code = vendorCheckCode(v.group_code, v.proc_id);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('site_checks')
      .select('id')
      .where('site_id', '=', caller.siteId)
      .where('check_type', '=', 'game')
      .where('game_code', '=', code)
      .orderBy('id')
      .executeTakeFirst();
    const values = { checking: on, start_at: on ? now : null, end_at: on && endAt ? new Date(endAt) : null };
    if (existing) await trx.updateTable('site_checks').set(values).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('site_checks')
        .values({ site_id: caller.siteId, check_type: 'game', game_code: code, emergency: false, ...values })
        .execute();
    if (on)
      await endGameSessions(
        trx,
        { siteId: caller.siteId, vendor: { group: v.group_code, procId: v.proc_id } },
        GameSessionEnd.Maintenance,
        now,
      );
    await writeAudit(trx, caller.actor, on ? 'vendor.maintenance.on' : 'vendor.maintenance.off', code, null, {
      on,
      endAt: endAt ?? null,
    });
  });
  deps.sites.invalidate(caller.siteId);
  return vendorById(deps, caller.siteId, id);
}

/** Fetches the vendor's game list through its adapter: new games are added, known ones get names, type, thumbnail and return. */
export async function syncVendorGames(
  deps: AppDeps,
  caller: StaffCaller,
  id: string,
): Promise<{ id: string; added: number; updated: number; total: number }> {
  const v = await vendorRow(deps, caller.siteId, id);
  const adapter = adapterFor(deps.config, v);
  if (!adapter) throw new AppError(ResultCode.VendorEmpty);
  let games;
  try {
    games = await adapter.games();
  } catch {
    throw new AppError(ResultCode.GameLoadFailed);
  }
  const mine = games.filter(
    (g) => !g.group || g.group === v.group_code || (g.group === 'esports' && v.group_code === 'esport'),
  );
  const { added, updated } = await upsertGames(deps.db, v.group_code, v.proc_id, mine, deps.clock.now());
  await writeAudit(deps.db, caller.actor, 'vendor.sync', vendorCheckCode(v.group_code, v.proc_id), null, {
    added,
    updated,
  });
  return { id: vendorCheckCode(v.group_code, v.proc_id), added, updated, total: mine.length };
}

const toGameRecord = (g: GameRow): GameRecord => ({
  id: `${g.group_code}:${g.proc_id}:${g.code}`,
  groupCode: g.group_code,
  procId: g.proc_id,
  code: g.code,
  nameKor: g.name_kor,
  nameEng: g.name_eng,
  thumbnail: g.thumbnail,
  type: g.game_type,
  ord: g.ord,
  enabled: g.enabled,
  rtpBp: g.rtp_bp,
});

export async function gameList(
  deps: Pick<AppDeps, 'db'>,
  filter: z.infer<typeof GameFilter>,
  q: OfficeListQuery,
): Promise<OfficeList<GameRecord>> {
  const vendor = filter.vendorId ? parseVendorId(filter.vendorId) : undefined;
  const { rows, total } = await gamePage(deps.db, { vendor, enabled: filter.enabled, q: filter.q }, q);
  return { list: rows.map(toGameRecord), total };
}

async function gameRow(deps: Pick<AppDeps, 'db'>, id: number | string): Promise<GameRow> {
  const { group, procId, code } = parseGameId(id);
  const row = await findGame(deps.db, group, procId, code);
  if (!row) throw new AppError(ResultCode.NotFound);
  return row;
}

export const gameById = async (deps: Pick<AppDeps, 'db'>, id: number | string): Promise<GameRecord> =>
  toGameRecord(await gameRow(deps, id));

export async function gamesById(deps: Pick<AppDeps, 'db'>, ids: readonly (number | string)[]): Promise<GameRecord[]> {
  const out: GameRecord[] = [];
  for (const id of ids) {
    try {
      out.push(await gameById(deps, id));
    } catch {
      // getMany answers the records that exist
    }
  }
  return out;
}

export async function updateGame(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  id: number | string,
  data: z.infer<typeof GameUpdate>,
): Promise<GameRecord> {
  const before = await gameRow(deps, id);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('games')
      .set({
        ...(data.nameKor !== undefined && { name_kor: data.nameKor }),
        ...(data.nameEng !== undefined && { name_eng: data.nameEng }),
        ...(data.thumbnail !== undefined && { thumbnail: data.thumbnail }),
        ...(data.ord !== undefined && { ord: data.ord }),
        ...(data.enabled !== undefined && { enabled: data.enabled }),
      })
      .where('group_code', '=', before.group_code)
      .where('proc_id', '=', before.proc_id)
      .where('code', '=', before.code)
      .execute();
    await writeAudit(trx, caller.actor, 'game.update', toGameRecord(before).id, toGameRecord(before), data);
  });
  return gameById(deps, id);
}

export async function reconcileList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  filter: { vendorId?: string },
  q: OfficeListQuery,
): Promise<OfficeList<ReconcileRecord>> {
  const vendor = filter.vendorId ? parseVendorId(filter.vendorId) : undefined;
  const { rows, total } = await reconcilePage(deps.db, siteId, vendor, q);
  return {
    list: rows.map((r) => ({
      id: r.id,
      vendorId: vendorCheckCode(r.group_code, r.proc_id),
      memId: r.mem_id,
      ledgerBalance: r.ledger_balance,
      vendorBalance: r.vendor_balance,
      difference: r.vendor_balance === null ? r.ledger_balance : r.vendor_balance - r.ledger_balance,
      checkedAt: r.checked_at.toISOString(),
    })),
    total,
  };
}
