import { expect, test } from './support/journey';
import { closePopups, logIn } from './support/member';
import { shot } from './support/shots';

/**
 * The demo provider's catalogue as a member browses it (docs/domains/vendors.md#the-built-in-demo-provider):
 * the slot vendor's tile carries its art, its list several themed games with their thumbnails, and
 * a themed game opens under its own name and plays a spin through the wallet.
 */
test('the slot list offers themed games with art, and Dragon Fortune opens and spins', async ({
  page,
  isMobile,
}, info) => {
  test.setTimeout(120_000);
  await logIn(page, isMobile, isMobile ? 'member03' : 'member01');
  await closePopups(page);
  await page.getByRole('button', { name: '슬롯', exact: true }).first().click();
  const modal = page.getByRole('dialog');
  const vendor = modal.getByRole('link', { name: /^Demo Slots/ });
  // the provider's art on its tile, drawn for the project
  await expect(modal.locator('img[src="/vendor/demo/assets/provider-slots.svg"]')).toBeVisible();
  await vendor.click();
  for (const code of ['demo-slot-5x3', 'demo-slot-dragon', 'demo-slot-fruit', 'demo-slot-pharaoh']) {
    const tile = page.getByTestId(`game-${code}`);
    await expect(tile).toBeVisible();
    await expect(tile.locator('img')).toHaveAttribute('src', `/vendor/demo/assets/${code}.svg`);
    // the thumbnail loads (an SVG of the provider, served beside it)
    await expect
      .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByTestId('game-demo-slot-dragon')).toContainText('드래곤 포춘');
  await shot(page, `demo-catalogue-slots-ko-${info.project.name}`);

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('game-demo-slot-dragon').click()]);
  await popup.waitForURL(/\/vendor\/demo\/play\/demo-slot-dragon/);
  await expect(popup.getByTestId('demo-game-name')).toHaveText('드래곤 포춘');
  const balance = popup.getByTestId('demo-balance');
  await expect(balance).toHaveText(/\d/);
  const before = await balance.textContent();
  await popup.getByTestId('demo-spin').click();
  // the spin went through the wallet: the balance changes (a spin paying back exactly its stake is the one case that does not)
  await expect.poll(async () => balance.textContent(), { timeout: 15_000 }).not.toBe(before);
  await shot(popup, `demo-catalogue-dragon-ko-${info.project.name}`);
  await popup.close();
});
