import type { Locator } from '@playwright/test';
import { expect, test } from './support/journey';
import { officeLogin } from './support/office';
import { shot } from './support/shots';

/**
 * The office header in one row on a desktop and a phone (docs/architecture/office-front.md#look),
 * for a partner (whose identity carries its balances) in Korean and English: who is signed in, the
 * language button and the light/dark switch are all inside the screen and none covers another; on
 * a phone the language button shows the short name and still opens the six languages.
 */

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const [lang, names] of [
  ['ko', { language: '언어', short: 'KO', full: '한국어', theme: '밝은/어두운 화면 전환' }],
  ['en', { language: 'Language', short: 'EN', full: 'English', theme: 'Toggle light/dark mode' }],
] as const) {
  test(`the office header keeps its controls apart (${lang})`, async ({ page, isMobile }, info) => {
    await officeLogin(page, 'ptn05', 'partner', lang);
    const bar = page.locator('header').first();
    const who = page.getByTestId('desk-identity');
    const language = bar.getByRole('button', { name: names.language });
    const theme = bar.getByRole('button', { name: names.theme });
    await expect(who).toContainText('ptn05');
    await expect(language).toHaveText(isMobile ? names.short : names.full);
    const width = page.viewportSize()!.width;
    for (const control of [who, language, theme]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await overlap(who, language)).toBe(false);
    expect(await overlap(language, theme)).toBe(false);
    await shot(page, `officeHeader-${info.project.name}-${lang}`);
    await language.click();
    await expect(page.getByRole('menuitem')).toHaveCount(6);
    await expect(page.getByRole('menuitem', { name: names.full })).toBeVisible();
  });
}
