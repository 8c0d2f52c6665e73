import { MAX_MAIN_BANNERS, MAX_POPUPS } from '../../../../shared/constants';
import { siteDay } from '../../../../shared/dates';
import { BannerKind, type BannerItem } from '../../../../shared/api/main';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/locales';
import type { AppDeps } from '../../../deps';
import type { Viewer } from '../viewer';
import { bannerImageUrl } from './bannerUrl';
import { showingBanners } from './repo';

type ShowingRow = Awaited<ReturnType<typeof showingBanners>>[number];

const toItem =
  (lang: Language) =>
  (row: ShowingRow): BannerItem => ({
    bannerIdx: row.id,
    type: row.kind as BannerItem['type'],
    image: row.image_url || bannerImageUrl(row.id, new Date(row.image_at), row.own_image ? lang : DEFAULT_LANGUAGE),
    link: row.link,
    location: row.location,
    title: row.title,
    startDay: row.start_day,
    endDay: row.end_day,
  });

const today = (deps: AppDeps) => siteDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);

/** §9: at most 5 main banners, those showing today. */
export async function mainBanners(deps: AppDeps, siteId: string, lang: Language): Promise<BannerItem[]> {
  return (await showingBanners(deps.db, siteId, [BannerKind.Main], today(deps), MAX_MAIN_BANNERS, lang)).map(
    toItem(lang),
  );
}

/** §9: at most 3 popups; after-login popups only for a logged-in member. */
export async function popups(deps: AppDeps, viewer: Viewer): Promise<BannerItem[]> {
  const kinds = viewer.member ? [BannerKind.Popup, BannerKind.AfterLogin] : [BannerKind.Popup];
  return (await showingBanners(deps.db, viewer.siteId, kinds, today(deps), MAX_POPUPS, viewer.lang)).map(
    toItem(viewer.lang),
  );
}
