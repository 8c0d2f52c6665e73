/**
 * The README's two pictures (docs/images/): the member site and the office, signed in as the demo
 * member01 and the demo staff admin. Run against a demo server started with `npm start`:
 *
 *   PORT=8080 npm start                     # in one shell
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:8080
 *
 * Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) draws the pages; nothing downloads a
 * browser. Each page is shot at 1280×800 and drawn again at SCALE by the same browser, so the PNGs
 * stay small (under 300 KB each) without an image tool.
 */
import { writeFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';

const BASE = process.argv[2] ?? 'http://127.0.0.1:8080';
const OUT = 'docs/images';
const VIEWPORT = { width: 1280, height: 800 };
const SCALE = 0.75;
const PASSWORD = 'pass1234';

/** Draws a PNG again at `scale` on a canvas of the page itself, and returns the smaller PNG. */
async function shrink(page: Page, png: Buffer, scale: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ src, scale }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(img.width * scale);
      canvas.height = Math.round(img.height * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d canvas');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png');
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, scale },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function shoot(page: Page, file: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const png = await shrink(page, await page.screenshot(), SCALE);
  await writeFile(`${OUT}/${file}`, png);
  console.log(`${OUT}/${file}: ${Math.round(png.length / 1024)} KB`);
}

/** member01 signed in on the desktop main page, its popups closed. */
async function memberSite(browser: Browser): Promise<void> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(BASE);
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('textbox', { name: '아이디' }).fill('member01');
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await page.getByTestId('header-cash').waitFor();
  await page.waitForLoadState('networkidle');
  const popups = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '닫기', exact: true }) });
  while ((await popups.count()) > 0) await popups.first().getByRole('button', { name: '닫기', exact: true }).click();
  await shoot(page, 'member-site.png');
  await page.close();
}

/** Staff admin signed in to the office, on the member list, in English. */
async function office(browser: Browser): Promise<void> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(`${BASE}/partner`);
  await page.evaluate(() => localStorage.setItem('office.lang', 'en'));
  await page.reload();
  await page.locator('input').first().fill('admin');
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.locator('input[type=password]').waitFor({ state: 'detached' });
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.mouse.move(0, 0);
  await shoot(page, 'office.png');
  await page.close();
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  await memberSite(browser);
  await office(browser);
} finally {
  await browser.close();
}
