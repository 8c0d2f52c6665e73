import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyBonus } from '../../../shared/api/bonuses';
import { fakeApi, renderPage } from '../../ui/testKit';
import { MyBonusesPage } from './MyBonusesPage';

const bonus = (over: Partial<MyBonus>): MyBonus => ({
  id: 1,
  programId: 2,
  kind: 'first_deposit',
  name: '첫충 10%',
  asset: 'cash',
  granted: 10_000,
  toWager: 30_000,
  wagered: 7_500,
  left: 22_500,
  unplayed: 7_500,
  weights: { slot: 10_000 },
  state: 'active',
  takenBack: 0,
  expiresAt: '2026-11-24T03:00:00.000Z',
  createdAt: '2026-11-21T03:00:00.000Z',
  closedAt: null,
  ...over,
});
const page = (list: MyBonus[]) => ({
  data: { list, pageInfo: { page: 1, count_per_list: 10, tatal_list_count: list.length } },
});

describe('My bonuses', () => {
  it('shows each bonus with its wagering bar, expiry and state, and gives one up after a confirmation', async () => {
    let rows = [bonus({})];
    const { api, calls } = fakeApi({
      '/api/bonus/list': () => page(rows),
      '/api/bonus/forfeit': (body) => {
        rows = [bonus({ id: Number(body.id), state: 'forfeited', takenBack: 7_500, left: 0, unplayed: 0 })];
        return { data: { id: body.id, takenBack: 7_500, cashAmt: 92_500, pointAmt: 0 } };
      },
    });
    await renderPage(<MyBonusesPage />, { api });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('첫충 10%')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(table).getByText(/7,500 \/ 30,000 \(25%\)/)).toBeInTheDocument();
    expect(within(table).getByText(/남은 롤링 22,500/)).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: '포기' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('첫충 10% 보너스를 포기할까요?');
    expect(dialog).toHaveTextContent('7,500');
    fireEvent.click(within(dialog).getByRole('button', { name: /확인/ }));
    expect(await screen.findByText('보너스를 포기했습니다. 회수액: 7,500')).toBeInTheDocument();
    const [sentForfeit] = calls.filter((c) => c.path === '/api/bonus/forfeit');
    expect(sentForfeit?.body).toMatchObject({ id: 1 });
    expect(sentForfeit?.headers['idempotency-key']).toBeTruthy();
  });

  it('a cancelled confirmation gives nothing up; with no bonus wagered it says withdrawals are free of them', async () => {
    const { api, calls } = fakeApi({ '/api/bonus/list': () => page([bonus({})]) });
    await renderPage(<MyBonusesPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: '포기' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /취소/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/bonus/forfeit')).toHaveLength(0);

    const empty = fakeApi({ '/api/bonus/list': () => page([]) });
    await renderPage(<MyBonusesPage />, { api: empty.api });
    expect(await screen.findByText(/롤링 중인 보너스가 없습니다/)).toBeInTheDocument();
  });
});
