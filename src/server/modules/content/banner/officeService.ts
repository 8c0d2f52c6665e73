import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { MAX_MAIN_BANNERS, MAX_POPUPS } from '../../../../shared/constants';
import { siteDay } from '../../../../shared/dates';
import type { OfficeList } from '../../../../shared/api/office';
import {
  BannerKind,
  type OfficeBanner,
  type OfficeBannerInput,
  type OfficeBannerListBody,
  type OfficeBannerPatch,
} from '../../../../shared/api/main';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { orderBy, pageOffset } from '../../../http/paging';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { shownImage } from './bannerUrl';
import { bannerTextsOf, saveBannerTexts } from './texts';
import {
  countLiveBanners,
  deleteBanner,
  findBannerForUpdate,
  findOfficeBanners,
  insertBanner,
  listOfficeBanners,
  lockBannerFamily,
  OFFICE_BANNER_SORT,
  updateBanner,
} from './officeRepo';

type Row = Awaited<ReturnType<typeof listOfficeBanners>>['rows'][number];

/** A list shows each image by address (stored data can be 1 MB); a single record carries the image itself for editing. */
const toRecord = (r: Row, withImage: boolean): OfficeBanner => ({
  id: r.id,
  kind: r.kind as BannerKind,
  image: withImage ? r.image : shownImage(r.id, r.image, r.updated_at),
  link: r.link,
  location: r.location,
  title: r.title,
  startDay: r.start_day,
  endDay: r.end_day,
  ord: r.ord,
  enabled: r.enabled,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** A banner as its audit lines show it: everything but the image, which may be a 1 MB data URL. */
const auditView = (b: {
  kind: string;
  link: string;
  location: string;
  title: string;
  start_day: string | null;
  end_day: string | null;
  ord: number;
  enabled: boolean;
}) => ({
  kind: b.kind,
  link: b.link,
  location: b.location,
  title: b.title,
  startDay: b.start_day,
  endDay: b.end_day,
  ord: b.ord,
  enabled: b.enabled,
});

/** §9: at most 5 main banners and 3 popups (before-login and after-login popups together). */
const FAMILIES = {
  main: { kinds: [BannerKind.Main], limit: MAX_MAIN_BANNERS },
  popup: { kinds: [BannerKind.Popup, BannerKind.AfterLogin], limit: MAX_POPUPS },
} as const;
const familyOf = (kind: string) => (kind === BannerKind.Main ? 'main' : 'popup');

interface BannerState {
  id: number | null;
  kind: string;
  enabled: boolean;
  startDay: string | null;
  endDay: string | null;
}

/**
 * A banner that will show (enabled, not past its end day) may not take its family over the limit;
 * the 6th main banner or the 4th popup is refused with E003 naming the kind.
 */
async function checkBanner(trx: Transaction<DB>, deps: AppDeps, caller: StaffCaller, b: BannerState): Promise<void> {
  if (b.startDay && b.endDay && b.endDay < b.startDay)
    throw new AppError(ResultCode.InvalidRequest, { fields: ['data.endDay'] });
  const today = siteDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
  if (!b.enabled || (b.endDay !== null && b.endDay < today)) return;
  const family = FAMILIES[familyOf(b.kind)];
  await lockBannerFamily(trx, caller.siteId, familyOf(b.kind));
  if ((await countLiveBanners(trx, caller.siteId, family.kinds, today, b.id)) >= family.limit) {
    throw new AppError(ResultCode.InvalidRequest, { fields: ['data.kind'], limit: family.limit });
  }
}

export async function listOfficeBannerRecords(
  deps: AppDeps,
  caller: StaffCaller,
  query: z.infer<typeof OfficeBannerListBody>,
): Promise<OfficeList<OfficeBanner>> {
  const { rows, total } = await listOfficeBanners(
    deps.db,
    caller.siteId,
    query.filter,
    orderBy(query, OFFICE_BANNER_SORT, OFFICE_BANNER_SORT.id),
    pageOffset(query),
  );
  return { list: rows.map((r) => toRecord(r, false)), total };
}

export const getOfficeBanners = async (deps: AppDeps, caller: StaffCaller, ids: number[]): Promise<OfficeBanner[]> =>
  (await findOfficeBanners(deps.db, caller.siteId, ids)).map((r) => toRecord(r, false));

export async function getOfficeBanner(deps: AppDeps, caller: StaffCaller, id: number): Promise<OfficeBanner> {
  const [row] = await findOfficeBanners(deps.db, caller.siteId, [id]);
  if (!row) throw new AppError(ResultCode.NotFound);
  return { ...toRecord(row, true), texts: await bannerTextsOf(deps.db, id) };
}

export async function createOfficeBanner(
  deps: AppDeps,
  caller: StaffCaller,
  data: z.infer<typeof OfficeBannerInput>,
): Promise<OfficeBanner> {
  const now = deps.clock.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    await checkBanner(trx, deps, caller, { id: null, ...data });
    const { id } = await insertBanner(trx, {
      site_id: caller.siteId,
      kind: data.kind,
      image: data.image,
      link: data.link,
      location: data.location,
      title: data.title,
      start_day: data.startDay,
      end_day: data.endDay,
      ord: data.ord,
      enabled: data.enabled,
      created_at: now,
      updated_at: now,
    });
    await saveBannerTexts(trx, id, data.texts, now);
    await writeAudit(trx, caller.actor, 'banner.create', `banner:${id}`, null, {
      ...auditView({ ...data, start_day: data.startDay, end_day: data.endDay }),
      languages: Object.keys(data.texts),
    });
    return id;
  });
  return getOfficeBanner(deps, caller, id);
}

export async function updateOfficeBanner(
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  data: z.infer<typeof OfficeBannerPatch>,
): Promise<OfficeBanner> {
  await deps.db.transaction().execute(async (trx) => {
    const current = await findBannerForUpdate(trx, caller.siteId, id);
    if (!current) throw new AppError(ResultCode.NotFound);
    await checkBanner(trx, deps, caller, {
      id,
      kind: data.kind ?? current.kind,
      enabled: data.enabled ?? current.enabled,
      startDay: data.startDay !== undefined ? data.startDay : current.start_day,
      endDay: data.endDay !== undefined ? data.endDay : current.end_day,
    });
    const { startDay, endDay, texts, ...rest } = data;
    const set = {
      ...rest,
      ...(startDay !== undefined ? { start_day: startDay } : {}),
      ...(endDay !== undefined ? { end_day: endDay } : {}),
    };
    const now = deps.clock.now();
    await updateBanner(trx, caller.siteId, id, { ...set, updated_at: now });
    if (texts) await saveBannerTexts(trx, id, texts, now);
    await writeAudit(trx, caller.actor, 'banner.update', `banner:${id}`, auditView(current), {
      ...auditView({ ...current, ...set }),
      imageChanged: data.image !== undefined,
      ...(texts ? { languagesChanged: Object.keys(texts) } : {}),
    });
  });
  return getOfficeBanner(deps, caller, id);
}

export async function deleteOfficeBanner(deps: AppDeps, caller: StaffCaller, id: number): Promise<{ id: number }> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await findBannerForUpdate(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    await deleteBanner(trx, caller.siteId, id);
    await writeAudit(trx, caller.actor, 'banner.delete', `banner:${id}`, auditView(before), null);
  });
  return { id };
}
