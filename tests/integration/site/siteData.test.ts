import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { CommonCode, GameCodesResponse, ProductEntry } from '../../../src/shared/api/common';
import type { BankEntry, SiteCheckInfo } from '../../../src/shared/api/site';
import { setSiteOptions, siteCheck } from '../../support/identityFixtures';

/**
 * §3/§7: the start-up data every visitor loads (common codes, vendors, games, checks, options,
 * banks; docs/domains/site.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/common/code', () => {
  it('answers every code without a group, ordered within each group', async () => {
    const res = await t.call<CommonCode[]>('/api/common/code');
    expect(res.resultCode).toBe('200');
    const groups = new Set(res.data.map((c) => c.groupCode));
    expect([...groups]).toEqual(expect.arrayContaining(['BANK', 'BCATEGORY', 'GAME_GROUP', 'QNA_TYPE']));
    const banks = res.data.filter((c) => c.groupCode === 'BANK');
    expect(banks.map((c) => c.ord)).toEqual([...banks.map((c) => c.ord)].sort((a, b) => a - b));
  });

  it('answers one group by groupCode, or by the master code (bcategory)', async () => {
    const byGroup = await t.call<CommonCode[]>('/api/common/code', { groupCode: 'QNA_TYPE' });
    expect(byGroup.data.map((c) => c.code)).toEqual(['bankaccount', 'deposit', 'withdraw', 'game', 'etc']);
    const byMaster = await t.call<CommonCode[]>('/api/common/code', { masterCode: 'bcategory' });
    expect(byMaster.data).toEqual([
      { groupCode: 'BCATEGORY', code: 'introduction', codeName: '소개', groupNameEn: 'Board category', ord: 0 },
      { groupCode: 'BCATEGORY', code: 'normal', codeName: '일반', groupNameEn: 'Board category', ord: 1 },
      { groupCode: 'BCATEGORY', code: 'event', codeName: '이벤트', groupNameEn: 'Board category', ord: 2 },
      { groupCode: 'BCATEGORY', code: 'notice', codeName: '공지', groupNameEn: 'Board category', ord: 3 },
    ]);
    expect((await t.call<CommonCode[]>('/api/common/code', { groupCode: 'NO_SUCH' })).data).toEqual([]);
  });

  it('answers the game groups from /gameGroupCodes', async () => {
    const res = await t.call<CommonCode[]>('/api/common/gameGroupCodes');
    expect(res.data.map((c) => c.code)).toEqual(['casino', 'slot', 'sports', 'minigame']);
  });
});

describe('POST /api/common/productList', () => {
  // The whole catalogue, as staff may show it: vendors with no adapter listed "in preparation".
  beforeAll(() => setSiteOptions(t, { showPreparingVendors: 'Y' }));

  it('lists the vendors of a group in order with procId, groupCode, lobbySymbol, image and name', async () => {
    const casino = await t.call<ProductEntry[]>('/api/common/productList', { groupCode: 'casino' });
    // The demo seed orders its playable live casino (120, the built-in provider) right after the first three brands.
    expect(casino.data.map((p) => p.procId)).toEqual([
      101,
      102,
      103,
      120,
      ...Array.from({ length: 16 }, (_, i) => 104 + i),
    ]);
    expect(casino.data[0]).toEqual({
      procId: 101,
      groupCode: 'casino',
      lobbySymbol: 'casino101',
      image: '',
      name: 'Evolution',
      playable: false,
    });
    const sports = await t.call<ProductEntry[]>('/api/common/productList', { groupCode: 'sports' });
    // The house sportsbook (300) plays first; the §3 outside books 301-303 follow.
    expect(sports.data.map((p) => p.procId)).toEqual([300, 301, 302, 303]);
    const slot = await t.call<ProductEntry[]>('/api/common/productList', { groupCode: 'slot' });
    expect(slot.data[0]!.procId).toBe(201);
  });

  it('lists every enabled vendor without a group, and leaves out disabled ones', async () => {
    await t.database.db
      .updateTable('products')
      .set({ enabled: false })
      .where('group_code', '=', 'sports')
      .where('proc_id', '=', 303)
      .execute();
    const all = await t.call<ProductEntry[]>('/api/common/productList');
    expect(new Set(all.data.map((p) => p.groupCode))).toEqual(
      new Set(['casino', 'slot', 'sports', 'minigame', 'esport', 'virtual', 'fishing']),
    );
    expect(all.data.some((p) => p.procId === 303)).toBe(false);
    await t.database.db
      .updateTable('products')
      .set({ enabled: true })
      .where('group_code', '=', 'sports')
      .where('proc_id', '=', 303)
      .execute();
  });
});

describe('POST /api/common/gameCodes', () => {
  it('answers the games of a vendor with code, name_KOR, name_ENG and thumbnail', async () => {
    const res = await t.call<GameCodesResponse>('/api/common/gameCodes', { procId: 201 });
    expect(res.resultCode).toBe('200');
    expect(res.data.gameList).toHaveLength(8);
    expect(res.data.gameList[0]).toEqual({
      code: '201-1',
      name_KOR: 'KPlay 슬롯 1',
      name_ENG: 'KPlay Slot 1',
      thumbnail: '',
    });
    // The front may send the id as a string.
    expect((await t.call<GameCodesResponse>('/api/common/gameCodes', { procId: '202' })).data.gameList[0]!.code).toBe(
      '202-1',
    );
  });

  it('answers an empty list for a vendor without listed games, G001 without a vendor, G008 for an unknown one', async () => {
    expect(
      (await t.call<GameCodesResponse>('/api/common/gameCodes', { procId: 101, groupCode: 'casino' })).data.gameList,
    ).toEqual([]);
    expect((await t.call('/api/common/gameCodes', {})).resultCode).toBe('G001');
    expect((await t.call('/api/common/gameCodes', { procId: 9999 })).resultCode).toBe('G008');
    expect((await t.call('/api/common/gameCodes', { procId: 'abc' })).resultCode).toBe('E003');
  });
});

describe('POST /api/common/siteCheckInfo', () => {
  it('lists checks in effect (checkYn Y) and scheduled (N), not ended or switched-off ones', async () => {
    expect((await t.call<SiteCheckInfo[]>('/api/common/siteCheckInfo')).data).toEqual([]);
    const hour = 3_600_000;
    const start = new Date(Date.now() + hour);
    const end = new Date(Date.now() + 2 * hour);
    const cleanups = [
      await siteCheck(t, 'game', { gameCode: 'pwball', emergency: true }),
      await siteCheck(t, 'deposit', { start, end }),
      await siteCheck(t, 'withdraw', { start: new Date(Date.now() - 2 * hour), end: new Date(Date.now() - hour) }),
      await siteCheck(t, 'bet', { checking: false }),
    ];
    const res = await t.call<SiteCheckInfo[]>('/api/common/siteCheckInfo');
    expect(res.data).toHaveLength(2);
    expect(res.data).toContainEqual({
      checkIdx: expect.any(Number),
      type: 'game',
      gameCode: 'pwball',
      emergencyYn: 'Y',
      checkYn: 'Y',
      startDay: null,
      endDay: null,
    });
    expect(res.data).toContainEqual({
      checkIdx: expect.any(Number),
      type: 'deposit',
      gameCode: null,
      emergencyYn: 'N',
      checkYn: 'N',
      startDay: start.toISOString(),
      endDay: end.toISOString(),
    });
    for (const cleanup of cleanups) await cleanup();
  });
});

describe('POST /api/etc/siteOption and /api/etc/bank', () => {
  it('shows the public site options and never the deposit account or internal settings', async () => {
    const res = await t.call<Record<string, unknown>>('/api/etc/siteOption');
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({
      recommendYn: 'Y',
      sns1: 'telegram',
      sns1Link: 'https://t.me/winner_cs',
      sns1Id: '@winner_cs',
      pointChangeAmtLimit: 10_000,
      pointChangeAmtUnit: 1_000,
      joinStatus: 'Y',
    });
    for (const secret of [
      'bankName',
      'bankAccountNo',
      'bankAccountHolder',
      'multiLogin',
      'withdrawRollingBp',
      'depositReapplyMinutes',
    ]) {
      expect(res.data).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(res.data)).not.toContain('123-456-789012');
    // the site's clock, so the fronts show times in site time (§5), not in the reader's zone
    expect(res.data.tzOffsetMinutes).toBe(t.config.SITE_TZ_OFFSET_MINUTES);
  });

  it('lists the banks from the common codes', async () => {
    const res = await t.call<BankEntry[]>('/api/etc/bank');
    expect(res.data).toHaveLength(8);
    expect(res.data[0]).toEqual({ code: '국민은행', codeName: '국민은행' });
  });
});
