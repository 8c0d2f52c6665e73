import type { SeedStep } from '../../db/seed/demoSeed';

/** Provider names of the built-in demo provider (VENDORS-CONTRACT points 1 and 4). */
export const DEMO_PROVIDER = 'demo';
export const DEMO_TRANSFER_PROVIDER = 'demo-transfer';
/** Adapter settings base URL meaning "this server's /vendor/demo". */
export const INTERNAL_BASE_URL = 'internal';

/** The demo vendors (their own codes inside the §3 ranges) and the demo provider's games they sell. */
export const DEMO_VENDORS = [
  { group: 'slot', procId: 234, kind: 'valkyrie', provider: DEMO_PROVIDER, games: [['demo-slot-5x3', 'slot', '데모 5x3 슬롯', 'Demo 5x3 Slot']] },
  { group: 'slot', procId: 233, kind: 'transfer', provider: DEMO_TRANSFER_PROVIDER, games: [['demo-slot-5x3', 'slot', '데모 5x3 슬롯 (머니 이동)', 'Demo 5x3 Slot (transfer wallet)']] },
  { group: 'casino', procId: 120, kind: 'valkyrie', provider: DEMO_PROVIDER, games: [['demo-baccarat', 'baccarat', '데모 바카라', 'Demo Baccarat']] },
  { group: 'virtual', procId: 103, kind: 'valkyrie', provider: DEMO_PROVIDER, games: [['demo-virtual-race', 'virtual', '데모 가상 경주', 'Demo Virtual Race']] },
  { group: 'esport', procId: 101, kind: 'valkyrie', provider: DEMO_PROVIDER, games: [['demo-esports-match', 'esports', '데모 e스포츠 경기', 'Demo E-Sports Match']] },
  { group: 'fishing', procId: 1001, kind: 'valkyrie', provider: DEMO_PROVIDER, games: [['demo-fishing', 'fishing', '데모 피싱', 'Demo Fishing']] },
] as const;

/** Contract point 5: the demo vendors play through the built-in provider; real brands stay "in preparation". */
export const seedDemoVendors: SeedStep = async (db, _config, ids) => {
  await db
    .insertInto('site_vendors')
    .values(DEMO_VENDORS.map((v, i) => ({ site_id: ids.siteId, group_code: v.group, proc_id: v.procId, adapter_kind: v.kind, settings: JSON.stringify({ baseUrl: INTERNAL_BASE_URL, provider: v.provider }), ord: i })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('games')
    .values(
      DEMO_VENDORS.flatMap((v) =>
        v.games.map(([code, type, nameKor, nameEng], i) => ({ group_code: v.group, proc_id: v.procId, code, game_type: type, name_kor: nameKor, name_eng: nameEng, thumbnail: `/vendor/demo/assets/${code}.svg`, ord: i })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
};
