import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MainHighlightsResponse } from '../../../shared/api/main';
import type { Product } from '../../site';
import { initTestI18n, renderShell, signedIn } from '../../testing/shellTestKit';
import MainPage from './MainPage';

const slotVendor: Product = {
  procId: 234,
  groupCode: 'slot',
  lobbySymbol: 'demoslot',
  image: '',
  name: '데모 슬롯',
  playable: true,
};
const powerball: Product = {
  procId: 401,
  groupCode: 'minigame',
  lobbySymbol: 'pwball',
  image: '',
  name: 'EOS Powerball',
  playable: false,
};
const highlights: MainHighlightsResponse = {
  ranking: [
    {
      groupCode: 'slot',
      vendorCode: '234',
      gameCode: 'demo-slot-5x3',
      gameName: 'Demo 5x3 Slot',
      plays: 31,
      players: 7,
    },
    { groupCode: 'casino', vendorCode: '999', gameCode: 'gone', gameName: 'Retired Table', plays: 2, players: 1 },
    // a house minigame's slips carry its key as their name: the product names it instead
    { groupCode: 'minigame', vendorCode: 'mg', gameCode: 'pwball', gameName: 'pwball', plays: 6, players: 6 },
  ],
  liveStreamUrl: 'https://player.example.com/embed/7',
};

describe('main page highlights (§2)', () => {
  beforeEach(async () => {
    await initTestI18n();
  });

  it("shows the week's ranking and the live video, and a ranked game opens its vendor", async () => {
    const h = await signedIn({ '/api/main/highlights': () => ({ data: highlights }) });
    await renderShell(h, { ui: <MainPage />, site: { products: [slotVendor, powerball] } });
    const ranking = await screen.findByTestId('ranking');
    expect(ranking).toHaveTextContent('Demo 5x3 Slot');
    expect(ranking).toHaveTextContent('데모 슬롯');
    expect(ranking).toHaveTextContent('31회 · 7명');
    expect(ranking).toHaveTextContent('EOS Powerball미니게임');
    expect(ranking).not.toHaveTextContent('pwball');
    expect(screen.getByTitle('라이브 영상')).toHaveAttribute('src', 'https://player.example.com/embed/7');
    // a vendor the site no longer lists cannot be opened
    expect(screen.getByText('Retired Table')).toBeDisabled();
    fireEvent.click(screen.getByText('Demo 5x3 Slot'));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/member/slotgame/234');
  });

  it('leaves the live area out when the site has none, and says the ranking is empty', async () => {
    const h = await signedIn({
      '/api/main/highlights': () => ({ data: { ranking: [], liveStreamUrl: '' } }),
    });
    await renderShell(h, { ui: <MainPage />, site: { products: [slotVendor, powerball] } });
    expect(await screen.findByText('이번 주 인기 게임')).toBeInTheDocument();
    expect(screen.queryByTitle('라이브 영상')).not.toBeInTheDocument();
  });
});
