import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import { ReportGrid, whereOf } from './ReportGrid';
import { REPORT_COLUMNS } from '../../shared/reports/columns';

const rows = [
  {
    id: 3,
    memberId: 9,
    memId: 'member01',
    memNick: 'M1',
    amount: 50_000,
    bonusYn: 'N',
    status: 1,
    depositorName: '홍길동',
    memo: '',
    createdAt: '2026-11-21T09:00:00Z',
    processedAt: null,
  },
  {
    id: 2,
    memberId: 9,
    memId: 'member02',
    memNick: 'M2',
    amount: 20_000,
    bonusYn: 'Y',
    status: -1,
    depositorName: 'Kim',
    memo: '',
    createdAt: '2026-11-20T09:00:00Z',
    processedAt: null,
  },
];

function renderGrid() {
  const call = vi.fn(async (_entry: unknown, _body: unknown) => ({
    list: rows,
    total: 41,
    totals: { count: 41, 'amount.open': 30_000, 'amount.done': 1_230_000, 'amount.cancelled': 70_000 },
  }));
  const download = vi.fn(
    async (
      _entry: unknown,
      _body: unknown,
      options?: { onProgress?: (p: { bytes: number; lines: number }) => void },
    ) => {
      options?.onProgress?.({ bytes: 10, lines: 5 });
      return new Blob(['\uFEFFa\r\n']);
    },
  );
  render(
    <OfficeTestContext dataProvider={{ call, download }} resource="partner/reports/deposits">
      <ReportGrid report="deposits" defaultSort={{ field: 'createdAt', order: 'DESC' }} />
    </OfficeTestContext>,
  );
  return { call, download };
}

describe('ReportGrid', () => {
  it('asks the server for one sorted page and shows labels, amounts and the totals row', async () => {
    const { call } = renderGrid();
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('member01')).toBeInTheDocument();
    const listCall = call.mock.calls.find(
      ([entry]) => (entry as { path: string }).path === '/api/partner/reports/deposits/list',
    );
    expect(listCall![1]).toEqual({
      page: 1,
      perPage: 25,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
      where: [],
    });
    // Enum values in words, amounts grouped, the totals of all 41 filtered rows under the page.
    expect(within(grid).getByText('Done')).toBeInTheDocument();
    expect(within(grid).getByText('Cancelled')).toBeInTheDocument();
    expect(within(grid).getByText('Total (41 rows)')).toBeInTheDocument();
    // Open, done and cancelled requests summed apart, each part with its word.
    expect(within(grid).getByText(/Open 30,000/).textContent).toBe('Open 30,000\nDone 1,230,000\nCancelled 70,000');
    expect(within(grid).queryByText('1,330,000')).toBeNull();
    // Secondary columns start hidden (column choice brings them back).
    expect(within(grid).queryByRole('columnheader', { name: 'Nickname' })).toBeNull();
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const { call } = renderGrid();
    const header = await screen.findByRole('columnheader', { name: /Amount/ });
    await userEvent.click(within(header).getByText('Amount'));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ page: 1, sort: { field: 'amount', order: 'DESC' } }),
      ),
    );
  });

  it('exports every filtered row with the columns shown, in the office language', async () => {
    const { download } = renderGrid();
    await screen.findByText('member01');
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:x');
    globalThis.URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const body = download.mock.calls[0]![1] as Record<string, unknown>;
    expect(body).toEqual({
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
      where: [],
      columns: ['id', 'memId', 'level', 'amount', 'bonusYn', 'depositorName', 'status', 'createdAt', 'processedAt'],
      lang: 'en',
    });
    expect(await screen.findByText('Exported 41 rows')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

describe('ReportGrid totals of unlike things', () => {
  it('shows a split total as one line per part, never one sum', async () => {
    const call = vi.fn(async () => ({
      list: [
        {
          id: 5,
          kind: 'pay',
          fromMemId: 'ptn05',
          toMemId: 'member01',
          amount: 30_000,
          memo: '',
          createdAt: '2026-11-21T09:00:00Z',
        },
        {
          id: 6,
          kind: 'recover',
          fromMemId: 'member01',
          toMemId: 'ptn05',
          amount: 5_000,
          memo: '',
          createdAt: '2026-11-21T10:00:00Z',
        },
      ],
      total: 2,
      totals: { count: 2, 'amount.pay': 30_000, 'amount.recover': 5_000, 'amount.give': 0 },
    }));
    render(
      <OfficeTestContext dataProvider={{ call }} resource="partner/reports/transfers">
        <ReportGrid report="transfers" defaultSort={{ field: 'createdAt', order: 'DESC' }} />
      </OfficeTestContext>,
    );
    const grid = await screen.findByRole('grid');
    const totals = await within(grid).findByText(/Pay 30,000/);
    expect(totals.textContent).toBe('Pay 30,000\nRecover 5,000\nGive 0');
    expect(within(grid).queryByText('35,000')).toBeNull();
  });
});

describe('whereOf', () => {
  it('sends filter values of their column kind and leaves empty items out', () => {
    const columns = REPORT_COLUMNS.settlements;
    const items = whereOf(
      {
        items: [
          { field: 'day', operator: 'onOrAfter', value: new Date(2026, 10, 21) },
          { field: 'createdAt', operator: 'before', value: new Date('2026-11-21T00:00:00Z') },
          { field: 'memId', operator: 'contains', value: '' },
          { field: 'amount', operator: '>', value: 1000 },
        ],
      },
      columns,
    );
    expect(items).toEqual([
      { field: 'day', operator: 'onOrAfter', value: '2026-11-21' },
      { field: 'createdAt', operator: 'before', value: '2026-11-21T00:00:00.000Z' },
      { field: 'amount', operator: '>', value: 1000 },
    ]);
  });
});
