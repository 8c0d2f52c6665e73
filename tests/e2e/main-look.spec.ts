import { expect, test } from './support/journey';
import { closePopups } from './support/member';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * The main page as a first visitor sees it, in Korean and English, desktop and phone: the
 * week's ranking and the best withdrawals filled by the demo players' first day of play
 * (src/server/db/seed/demoPlay.ts), banners drawn for the site in the reader's language, and the
 * language's shipped web font in use.
 */
const WORDS = {
  ko: {
    close: '닫기',
    banner: '첫 충전 보너스',
    best: '오늘의 최고 출금',
    plays: /\d+회 · \d+명/,
    font: 'Noto Sans KR Variable',
  },
  en: {
    close: 'Close',
    banner: 'First deposit bonus',
    best: "Today's best withdrawals",
    plays: /\d+ plays · \d+ players/,
    font: 'Noto Sans Variable',
  },
} as const;

inEachLanguage(import.meta.url, (lang) => {
  test(`the main page shows ranking rows, best withdrawals and banners in ${lang}`, async ({ page }, info) => {
    const words = WORDS[lang];
    await page.goto('/healthz');
    // The demo players' first day is played in the background once the server listens.
    await expect
      .poll(
        async () => {
          const res = await page.request.post('/api/main/cashList', {
            data: { siteId: 'demo', userPageType: 'main' },
            headers: { authorization: 'demo-site-key' },
          });
          return ((await res.json()) as { data?: { todayBestOut?: unknown[] } }).data?.todayBestOut?.length ?? 0;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBeGreaterThanOrEqual(5);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/');
    await closePopups(page, words.close);

    const banner = page.getByRole('img', { name: words.banner });
    await expect(banner).toBeVisible();
    // the picture is the reader's language's own (banner_texts), drawn in code: an SVG
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    const ranking = page.getByTestId('ranking');
    // at least the six games the demo players played (journeys on the shared server may add games)
    await expect(ranking.getByRole('row').nth(5)).toBeVisible();
    // the most played game first, named by its product, never by its key (the other journeys on the
    // shared server add plays to the seed's six, so the counts are not fixed)
    await expect(ranking.getByRole('row').first()).toContainText('EOS Powerball');
    await expect(ranking.getByRole('row').first()).toContainText(words.plays);
    await expect(ranking).not.toContainText('pwball');

    const best = page.locator('.MuiPaper-root').filter({ has: page.getByRole('heading', { name: words.best }) });
    await expect(best.getByRole('row').first()).toContainText('lu****77');
    await expect(best.getByRole('row').first()).toContainText('1,250,000');
    await expect(best.getByRole('row')).toHaveCount(5);

    // the shipped font of the language is loaded and first in the stack
    await expect
      .poll(() =>
        page.evaluate(
          (font) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === font && f.status === 'loaded'),
          words.font,
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(words.font);

    await shot(page, `main-look-${lang}-${info.project.name}`, { fullPage: true });
  });
});

test('the left nav reads every item in the page font, none underlined', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the left nav is the desktop shell');
  await page.goto('/healthz');
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '메뉴', exact: true });
  await expect(nav.getByRole('button', { name: '스포츠', exact: true })).toBeVisible();
  const looks = await nav.evaluate((el) =>
    [...el.querySelectorAll('button, a')]
      .filter((item) => item.textContent?.trim())
      .map((item) => {
        const label = item.querySelector('span, p') ?? item;
        const style = getComputedStyle(label);
        return { text: item.textContent!.trim(), font: style.fontFamily, line: style.textDecorationLine };
      }),
  );
  const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  // a native <button> takes the browser's own font unless told otherwise (Hangul in a fallback face
  // made "스포츠" look underlined beside its neighbours)
  for (const look of looks) expect(look, look.text).toMatchObject({ font: body, line: 'none' });
  expect(looks.map((l) => l.text)).toContain('스포츠');
});
