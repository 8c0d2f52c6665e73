import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ProductEntry } from '../../../shared/api/common';
import { fakeApi, renderPage } from '../../ui/testKit';
import { VendorGridPage } from './VendorGridPage';
import { SlotProviderPage } from './groupPages';

const vendor = (
  procId: number,
  groupCode: string,
  name: string,
  lobbySymbol: string,
  playable = false,
): ProductEntry => ({ procId, groupCode, name, lobbySymbol, image: '', playable });
const products = [
  vendor(201, 'slot', 'KPlay', 'slot201'),
  vendor(202, 'slot', 'Pragmatic Play', 'slot202'),
  vendor(203, 'slot', 'Habanero', 'slot203'),
  vendor(234, 'slot', 'Demo Slots', 'demoslot', true),
  vendor(235, 'slot', 'Demo Extra', 'demoextra', true),
  vendor(101, 'casino', 'Evolution', 'casino101'),
];
const gameList = (vendorKey: number) => ({
  vendorKey,
  gameType: 'slot',
  gameList: [
    {
      code: 'demo-slot-5x3',
      name_KOR: '데모 슬롯',
      name_ENG: 'Demo Slot',
      thumbnail: '/vendor/demo/assets/demo-slot-5x3.svg',
      type: 'slot',
    },
    { code: '13', name_KOR: '제외', name_ENG: 'Excluded', thumbnail: '', type: 'slot' },
  ],
});

describe('vendor grid (§2 game pages, §9 padding, the vendor catalogue)', () => {
  it('lists the group vendors padded to a multiple of 4 and opens a playable vendor game list in the member language', async () => {
    const { api, calls } = fakeApi({
      '/api/common/productList': () => ({ data: products }),
      '/api/game/gamelist': (body) => ({ data: gameList(Number(body.vendorKey)) }),
    });
    await renderPage(<VendorGridPage group="slot" />, { api });
    expect(await screen.findByText('Habanero')).toBeInTheDocument();
    expect(screen.queryByText('Evolution')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('vendor-empty')).toHaveLength(3);
    // A brand vendor without an adapter says so on its tile; the demo vendor plays.
    expect(screen.getByTestId('vendor-slot201')).toHaveAttribute('data-status', 'preparing');
    expect(within(screen.getByTestId('vendor-slot201')).getByText('준비중')).toBeInTheDocument();
    expect(screen.getByTestId('vendor-demoslot')).toHaveAttribute('data-status', 'ready');

    fireEvent.click(screen.getByText('Demo Slots'));
    const game = await screen.findByText('데모 슬롯');
    expect(screen.queryByText('제외')).not.toBeInTheDocument();
    expect(game.closest('button')?.querySelector('img')).toHaveAttribute(
      'src',
      '/vendor/demo/assets/demo-slot-5x3.svg',
    );
    expect(calls.find((c) => c.path === '/api/game/gamelist')?.body).toMatchObject({
      vendorKey: 234,
      gameType: 'slot',
    });
  });

  it('shows a brand vendor as in preparation, without asking for its games', async () => {
    const { api, calls } = fakeApi({ '/api/common/productList': () => ({ data: products }) });
    await renderPage(<VendorGridPage group="casino" />, { api });
    fireEvent.click(await screen.findByText('Evolution'));
    expect(await screen.findByText('Evolution 게임은 준비 중입니다. 곧 만나보실 수 있습니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/game/gamelist')).toBe(false);
  });

  it('shows a vendor under a §3 game check (its own, or its whole group) as maintenance', async () => {
    const { api, calls } = fakeApi({ '/api/common/productList': () => ({ data: products }) });
    const check = (gameCode: string) => ({
      checkIdx: 1,
      type: 'game',
      gameCode,
      emergencyYn: 'N' as const,
      checkYn: 'Y' as const,
      startDay: null,
      endDay: null,
    });
    await renderPage(<VendorGridPage group="slot" />, { api, siteChecks: [check('slot:234')] });
    expect(await screen.findByTestId('vendor-demoslot')).toHaveAttribute('data-status', 'maintenance');
    expect(screen.getByTestId('vendor-demoextra')).toHaveAttribute('data-status', 'ready');
    fireEvent.click(screen.getByText('Demo Slots'));
    expect(
      await screen.findByText('Demo Slots 게임은 점검 중입니다. 점검이 끝나면 이용하실 수 있습니다.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/game/gamelist')).toBe(false);
  });

  it('shows a failed list as api.<code>', async () => {
    const failing = fakeApi({ '/api/common/productList': () => ({ resultCode: 'G9999' }) });
    await renderPage(<VendorGridPage group="slot" />, { api: failing.api });
    expect(await screen.findByText('게임을 불러오지 못했습니다. 다시 접속해주세요.')).toBeInTheDocument();
  });

  it.each([
    ['kplayslot', 'KPlay'],
    ['pragslot', 'Pragmatic Play'],
    ['habanero', 'Habanero'],
    ['demoslot', 'Demo Slots'],
    ['235', 'Demo Extra'],
  ])('the §2 slot sub-route /member/slotgame/%s opens %s', async (route, name) => {
    const { api } = fakeApi({
      '/api/common/productList': () => ({ data: products }),
      '/api/game/gamelist': (body) => ({ data: gameList(Number(body.vendorKey)) }),
    });
    await renderPage(
      <Routes>
        <Route path="/member/slotgame/:provider" element={<SlotProviderPage />} />
      </Routes>,
      { api, path: `/member/slotgame/${route}` },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(name)).toBeInTheDocument();
  });
});
