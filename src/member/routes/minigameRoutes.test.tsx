import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initTestI18n, renderShell, signedIn } from '../testing/shellTestKit';

const at = () => screen.getByTestId('pathname').textContent;

describe('minigame routes on both trees (§2)', () => {
  beforeEach(initTestI18n);

  it.each(['desktop', 'mobile'] as const)(
    'opens a §2 minigame page with its game key on the %s tree',
    async (device) => {
      const h = await signedIn();
      await renderShell(h, { path: '/member/minigame/powerladder', device });
      await waitFor(() => expect(h.calls.map((c) => c.path)).toContain('/api/minigame/getGame/powerladder'));
      expect(at()).toBe('/member/minigame/powerladder');
    },
  );

  it('plays the game code the modal names, on a phone too', async () => {
    const h = await signedIn();
    await renderShell(h, { path: '/winner/mini/play/eos5', device: 'mobile' });
    await waitFor(() => expect(h.calls.map((c) => c.path)).toContain('/api/minigame/getGame/eos5'));
    expect(at()).toBe('/winner/mini/play/eos5');
  });

  it('sends an unknown minigame page or game code to the minigame grid, asking for no game', async () => {
    const h = await signedIn();
    await renderShell(h, { path: '/winner/mini/play/nosuchgame' });
    await waitFor(() => expect(at()).toBe('/member/minigame'));
    expect(h.calls.some((c) => c.path.startsWith('/api/minigame/getGame'))).toBe(false);
  });
});
