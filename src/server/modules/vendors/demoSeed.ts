import type { SeedStep } from '../../db/seed/demoSeed';
import { demoGame, type DemoGameId, type DemoGameKind, type DemoGameNames } from '../../../vendorDemo/rules/games';

/** Provider names of the built-in demo provider (VENDORS-CONTRACT points 1 and 4). */
const DEMO_PROVIDER = 'demo';
const DEMO_TRANSFER_PROVIDER = 'demo-transfer';
/** Adapter settings base URL meaning "this server's /vendor/demo". */
export const INTERNAL_BASE_URL = 'internal';

/**
 * The demo vendors (their own codes inside the §3 ranges), each with the provider's art, and the
 * demo provider's games they sell, listed under the provider's own titles in every language so the
 * list and the game page name a game alike (the transfer-wallet vendor says so after the title).
 * Every game listed plays through the demo provider (vendorDemo/rules/games.ts).
 */
const DEMO_VENDORS: {
  group: string;
  procId: number;
  kind: 'valkyrie' | 'transfer';
  provider: string;
  art: string;
  games: DemoGameId[];
}[] = [
  {
    group: 'slot',
    procId: 234,
    kind: 'valkyrie',
    provider: DEMO_PROVIDER,
    art: 'provider-slots',
    games: ['demo-slot-5x3', 'demo-slot-dragon', 'demo-slot-fruit', 'demo-slot-pharaoh'],
  },
  {
    group: 'slot',
    procId: 233,
    kind: 'transfer',
    provider: DEMO_TRANSFER_PROVIDER,
    art: 'provider-transfer',
    games: ['demo-slot-5x3'],
  },
  {
    group: 'casino',
    procId: 120,
    kind: 'valkyrie',
    provider: DEMO_PROVIDER,
    art: 'provider-live',
    games: ['demo-baccarat', 'demo-baccarat-speed', 'demo-baccarat-vip'],
  },
  {
    group: 'virtual',
    procId: 103,
    kind: 'valkyrie',
    provider: DEMO_PROVIDER,
    art: 'provider-virtual',
    games: ['demo-virtual-race', 'demo-virtual-derby'],
  },
  {
    group: 'esport',
    procId: 101,
    kind: 'valkyrie',
    provider: DEMO_PROVIDER,
    art: 'provider-esports',
    games: ['demo-esports-match', 'demo-esports-arena'],
  },
  {
    group: 'fishing',
    procId: 1001,
    kind: 'valkyrie',
    provider: DEMO_PROVIDER,
    art: 'provider-fishing',
    games: ['demo-fishing', 'demo-fishing-dragon'],
  },
];
const TRANSFER_SUFFIX: Record<keyof DemoGameNames, string> = {
  ko: ' (머니 이동)',
  en: ' (transfer wallet)',
  cn: '（转账钱包）',
  jp: '（送金ウォレット）',
  th: ' (กระเป๋าโอนเงิน)',
  vn: ' (ví chuyển tiền)',
};
const ASSETS = '/vendor/demo/assets';
/** The catalogue's game type of each kind, as the site has always listed them. */
const GAME_TYPES: Record<DemoGameKind, string> = {
  'demo-slot-5x3': 'slot',
  'demo-baccarat': 'baccarat',
  'demo-virtual-race': 'virtual',
  'demo-esports-match': 'esports',
  'demo-fishing': 'fishing',
};

/** Contract point 5: the demo vendors play through the built-in provider; real brands stay "in preparation". */
export const seedDemoVendors: SeedStep = async (db, _config, ids) => {
  await db
    .insertInto('site_vendors')
    .values(
      DEMO_VENDORS.map((v, i) => ({
        site_id: ids.siteId,
        group_code: v.group,
        proc_id: v.procId,
        adapter_kind: v.kind,
        settings: JSON.stringify({ baseUrl: INTERNAL_BASE_URL, provider: v.provider }),
        image: `${ASSETS}/${v.art}.svg`,
        ord: i,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('games')
    .values(
      DEMO_VENDORS.flatMap((v) =>
        v.games.map((code, i) => {
          const { names, kind } = demoGame(code);
          const name = (lang: keyof DemoGameNames) =>
            names[lang] + (v.kind === 'transfer' ? TRANSFER_SUFFIX[lang] : '');
          return {
            group_code: v.group,
            proc_id: v.procId,
            code,
            game_type: GAME_TYPES[kind],
            name_kor: name('ko'),
            name_eng: name('en'),
            names: JSON.stringify({ cn: name('cn'), jp: name('jp'), th: name('th'), vn: name('vn') }),
            thumbnail: `${ASSETS}/${code}.svg`,
            ord: i,
          };
        }),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
};
