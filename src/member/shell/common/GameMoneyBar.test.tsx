import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '../../ui/testKit';
import { GameMoneyBar } from './GameMoneyBar';

/** Money left at a transfer-wallet vendor (docs/domains/vendors.md#money-left-at-a-vendor), as the strip under the header shows it. */
const held = (amount: number) => ({
  data: amount
    ? { vendors: [{ groupCode: 'slot', procId: 233, name: 'Demo Transfer Slots', amount }], total: amount }
    : { vendors: [], total: 0 },
});

describe('game money strip', () => {
  it('brings the money back on sign-in and shows nothing once it is back', async () => {
    let atVendor = 12_000;
    const { api, calls } = fakeApi({
      '/api/cash/gameMoney': () => held(atVendor),
      '/api/cash/outGameMoney': () => {
        const moved = atVendor;
        atVendor = 0;
        return { data: { moved, cashAmt: moved } };
      },
      '/api/cash/getUserCash': () => ({ data: { cashAmt: 12_000, pointAmt: 0, betAmt: 0 } }),
    });
    const { store } = await renderPage(<GameMoneyBar />, { api });
    await waitFor(() => expect(store.getState().cash).toBe(12_000));
    expect(calls.filter((c) => c.path === '/api/cash/outGameMoney').map((c) => c.body)).toMatchObject([
      { gameCategory: 'slot', vendorKey: 233 },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/cash/gameMoney').length).toBeGreaterThan(1));
    expect(screen.queryByTestId('game-money')).not.toBeInTheDocument();
  });

  it('keeps showing money the vendor would not give back, with 게임머니 회수 to try again', async () => {
    let vendorUp = false;
    let atVendor = 8_500;
    const { api } = fakeApi({
      '/api/cash/gameMoney': () => held(atVendor),
      '/api/cash/outGameMoney': () => {
        if (!vendorUp) return { resultCode: 'C020' };
        const moved = atVendor;
        atVendor = 0;
        return { data: { moved, cashAmt: moved } };
      },
      '/api/cash/getUserCash': () => ({ data: { cashAmt: 8_500 - atVendor, pointAmt: 0, betAmt: 0 } }),
    });
    await renderPage(<GameMoneyBar />, { api });
    const strip = await screen.findByTestId('game-money');
    expect(strip).toHaveTextContent('게임머니 8,500원을 아직 회수하지 못했습니다 (Demo Transfer Slots)');
    vendorUp = true;
    await userEvent.click(screen.getByRole('button', { name: '게임머니 회수' }));
    await waitFor(() => expect(screen.queryByTestId('game-money')).not.toBeInTheDocument());
  });
});
