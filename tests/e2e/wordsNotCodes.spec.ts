import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { closePopups, logIn } from './support/member';
import { officeLogin } from './support/office';
import { freshMember } from './support/site';

/**
 * Words, not codes (docs/architecture/member-front.md, "Words, not codes"), on a desktop and a phone
 * in Korean: a fresh member bets on a minigame, a sports single and combo, and the demo provider's
 * fishing, race and e-sports games, checks in and asks a bank-account question; then every list
 * that shows them, on the member site, in the office and in the office's bet CSV, reads in words:
 * no catalogue key, no market, pick, bet or source code, no odds of 0.00 for a vendor game.
 */

const SITE = { authorization: 'demo-site-key' };

/** A catalogue key rendered as text (front.mypage.x, office.fields.rolling, ra.action.x, api.x.y). */
const RAW_KEY = /\b(front|office|api|ra)\.[a-z]+\.[a-zA-Z.]+/;
/** The codes the API sends for what these lists show. */
const CODES = [
  /\b[A-Z]+_[A-Z0-9_]+\b/, // vendor bet codes: SHOT_DRAGON, MATCH_HOME, RUNNER_3
  /\b(pwball|power_oe|1x2|combo|attendance|bankaccount|basketball|soccer|round)\b/,
  /\b(odd|even|home|away|draw)\b/,
];
/** On the member's lists also a game named by its code and event id ("basketball #31"; a slip's own "#3" is its number). */
const MEMBER_CODES = [...CODES, /[a-z] #\d+/];

async function api<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.post(path, { data: { siteId: 'demo', ...body }, headers: { ...SITE, ...headers } });
  const json = (await res.json()) as { resultCode: string; data: T };
  expect(json.resultCode, `${path} ${JSON.stringify(json.data)}`).toBe('200');
  return json.data;
}

interface BoardFixture {
  fixtureId: number;
  markets: { marketId: number; type: string; state: string; odds: { pick: string; odds: number }[] }[];
}

/** The first open 1x2 market of `count` fixtures on the board, once the demo feed has filled it. */
async function openWinnerMarkets(request: APIRequestContext, count: number) {
  let markets: BoardFixture['markets'] = [];
  await expect
    .poll(
      async () => {
        const board = await api<{ fixtures: BoardFixture[] }>(request, '/api/sports/fixtures', {});
        markets = board.fixtures
          .map((f) => f.markets.find((m) => m.type === '1x2' && m.state === 'open' && m.odds.length > 0))
          .filter((m) => m !== undefined);
        return markets.length >= count;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return markets.slice(0, count);
}

/** A bet on the minigame round taking bets now (a round that closes first is retried on the next). */
async function betMinigame(request: APIRequestContext, token: string, key: string) {
  await expect(async () => {
    const state = await api<{ round: { roundKey: string } | null; bettingOpen: boolean }>(
      request,
      `/api/minigame/getGame/${key}`,
      {},
      { token },
    );
    expect(state.bettingOpen).toBe(true);
    await api(
      request,
      '/api/bet/betProc',
      { gameType: key, roundKey: state.round!.roundKey, bets: [{ market: 'power_oe', pick: 'odd', amount: 5_000 }] },
      { token, 'idempotency-key': `words-mini-${token.slice(-8)}-${Date.now()}` },
    );
  }).toPass({ timeout: 60_000 });
}

/**
 * One round of a demo provider game, as its game page plays it: the member's launch gives the page
 * an address with a one-time code, the page trades it for a player token and plays the round.
 */
async function playVendorRound(
  request: APIRequestContext,
  token: string,
  game: { vendorKey: number; group: string; gameId: string; bet: string; amount: number },
) {
  const launch = await api<{ gameUrl: string }>(
    request,
    '/api/game/getGame',
    { vendorKey: game.vendorKey, gameType: game.group, gameKey: game.gameId, isMobile: 0, lang: 'ko' },
    { token, 'idempotency-key': `words-launch-${game.gameId}-${Date.now()}` },
  );
  const code = new URL(launch.gameUrl, 'http://x').searchParams.get('code');
  expect(code, launch.gameUrl).toBeTruthy();
  const opened = await request.post('/vendor/demo/game/open', { data: { gameId: game.gameId, code } });
  const { token: player } = (await opened.json()) as { token: string };
  const round = await request.post('/vendor/demo/game/round', {
    data: { gameId: game.gameId, bets: [{ code: game.bet, amount: game.amount }] },
    headers: { 'x-player-token': player },
  });
  expect(round.status(), await round.text()).toBe(200);
}

/** The fresh member's bets of every kind, a check-in and an inquiry, all through the member API. */
async function memberWithHistory(request: APIRequestContext, prefix: string) {
  const member = await freshMember(request, prefix, 30_000);
  const { token } = await api<{ token: string }>(request, '/api/member/login', {
    memId: member.memId,
    memPass: 'pass1234',
  });
  await betMinigame(request, token, 'pwball');
  const [a, b, c] = await openWinnerMarkets(request, 3);
  for (const legs of [[a!], [b!, c!]])
    await api(
      request,
      '/api/bet/betProc',
      {
        gameType: 'sports',
        legs: legs.map((m) => ({ marketId: m.marketId, pick: m.odds[0]!.pick, odds: m.odds[0]!.odds })),
        amount: 5_000,
        acceptOddsChange: true,
      },
      { token, 'idempotency-key': `words-sports-${member.memId}-${legs.length}` },
    );
  for (const game of [
    { vendorKey: 1001, group: 'fishing', gameId: 'demo-fishing', bet: 'SHOT_DRAGON', amount: 1_000 },
    { vendorKey: 103, group: 'virtual', gameId: 'demo-virtual-race', bet: 'RUNNER_3', amount: 1_000 },
    { vendorKey: 101, group: 'esport', gameId: 'demo-esports-match', bet: 'MATCH_HOME', amount: 1_000 },
  ])
    await playVendorRound(request, token, game);
  await api(request, '/api/event/attendance/check', {}, { token, 'idempotency-key': `words-check-${member.memId}` });
  await api(
    request,
    '/api/board/qna/save',
    { actionKind: 'upload', qnaType: 'bankaccount', title: '계좌 변경 문의', content: '계좌를 바꾸고 싶습니다.' },
    { token },
  );
  return member;
}

/** The page's text, once its list has loaded, holds no catalogue key and none of the codes. */
async function expectWords(page: Page, path: string, loaded: (page: Page) => Promise<void>, codes = CODES) {
  await page.goto(path);
  await loaded(page);
  const text = await page.locator('body').innerText();
  expect(text, `${path}: a catalogue key`).not.toMatch(RAW_KEY);
  for (const code of codes) expect(text, `${path}: a code`).not.toMatch(code);
}

test.describe.configure({ mode: 'serial' });

test('the member reads its bets, points and inquiries in words', async ({ page, request, isMobile }) => {
  test.setTimeout(240_000);
  const member = await memberWithHistory(request, isMobile ? 'wordm' : 'wordd');
  await logIn(page, isMobile, member.memId);
  await closePopups(page);

  const rows = (text: RegExp) => async (p: Page) => {
    await expect(p.getByTestId('bet-rows')).toContainText(text, { timeout: 15_000 });
  };
  const winLose = isMobile ? '/member/winlose' : '/mypage/winlose';
  await expectWords(page, winLose, rows(/용 사냥/), MEMBER_CODES);
  // the vendor rounds settle at once: their odds are "—", never 0.00
  await expect(page.getByTestId('bet-rows')).toContainText('3번 주자');
  await expect(page.getByTestId('bet-rows')).toContainText('홈 승리');
  await expect(page.getByTestId('bet-rows')).not.toContainText('0.00');

  const betList = isMobile ? '/member/betList/sports' : '/winner/betlist?tab=sports';
  await expectWords(
    page,
    betList,
    async (p) => {
      await expect(p.getByRole('main').getByText('5,000').first()).toBeVisible({ timeout: 15_000 });
    },
    MEMBER_CODES,
  );
  const miniList = isMobile ? '/member/betList/minigame' : '/winner/betlist?tab=minigame';
  await expectWords(page, miniList, async (p) => {
    await expect(p.getByText('파워볼 홀/짝 · 홀').first()).toBeVisible({ timeout: 15_000 });
  });

  if (!isMobile)
    await expectWords(page, '/mypage/point/list', async (p) => {
      await expect(p.getByText('출석 보상').first()).toBeVisible({ timeout: 15_000 });
    });
  const qna = isMobile ? '/member/csMain/qnaList' : '/winner/qnaList';
  await expectWords(page, qna, async (p) => {
    await expect(p.getByText('계좌 변경 문의').first()).toBeVisible({ timeout: 15_000 });
  });
});

test('staff read the bets, the CSV, the member, inquiries and the partner summary in words', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const member = await memberWithHistory(request, isMobile ? 'wordn' : 'worde');
  await officeLogin(page, 'admin', 'staff', 'ko');

  const filter = encodeURIComponent(JSON.stringify({ memId: member.memId }));
  const betGrid = `/partner#/admin/bets?filter=${filter}`;
  await expectWords(page, betGrid, async (p) => {
    await expect(p.getByRole('grid')).toContainText('용 사냥', { timeout: 15_000 });
  });
  await expect(page.getByRole('grid')).toContainText('—');
  await expect(page.getByRole('grid')).not.toContainText('0.00');

  // The grid's CSV export: the same words, the same "—".
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain('3번 주자');
  expect(csv).not.toMatch(RAW_KEY);
  for (const code of CODES) expect(csv).not.toMatch(code);

  await expectWords(page, `/partner#/admin/members/${member.id}/show`, async (p) => {
    await p.getByRole('tab', { name: '베팅' }).click();
    await expect(p.getByText('오션 피싱').first()).toBeVisible({ timeout: 15_000 });
  });

  await expectWords(page, `/partner#/admin/inquiries?filter=${filter}`, async (p) => {
    await expect(p.getByText('계좌 문의').first()).toBeVisible({ timeout: 15_000 });
  });

  await expectWords(page, '/partner#/admin/reports/summary', async (p) => {
    await expect(p.getByRole('grid')).toBeVisible({ timeout: 15_000 });
    // the last columns, which a phone's grid renders only once scrolled to
    await p.locator('.MuiDataGrid-virtualScroller').evaluate((grid) => (grid.scrollLeft = grid.scrollWidth));
    await expect(p.getByRole('columnheader', { name: '롤링금' })).toBeVisible();
    await expect(p.getByRole('columnheader', { name: '루징금' })).toBeVisible();
  });
});
