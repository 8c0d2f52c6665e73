import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { AuditRecord } from '../../../shared/api/office/audit';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { AuditList } from './AuditList';

const line = (over: Partial<AuditRecord>): AuditRecord => ({
  id: 1,
  actorKind: 'staff',
  actorId: 'admin',
  action: 'member.flags',
  target: 'member01',
  before: null,
  after: null,
  ip: '10.0.0.9',
  createdAt: '2026-11-26T03:00:00Z',
  ...over,
});
const rows = [
  line({ id: 1, before: { level: 2 }, after: { level: 3 } }),
  line({
    id: 2,
    action: 'rates.update',
    target: 'ptn02',
    before: { rates: [{ gameGroup: 'slot', rollingBp: 100, losingBp: 0 }] },
    after: { rates: [{ gameGroup: 'slot', rollingBp: 150, losingBp: 0 }] },
  }),
  line({
    id: 3,
    action: 'deposit.approve',
    target: 'cash_request:12',
    before: { status: 0, memo: '' },
    after: { status: 1, memo: '', amount: 50_000, memberId: 7, transactionId: 99 },
  }),
];

function renderAudit() {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  render(
    <OfficeTestContext dataProvider={{ getList }} resource="admin/audit">
      <AuditList />
    </OfficeTestContext>,
  );
}

describe('AuditList (the audit log as sentences)', () => {
  it('reads each line as a sentence, with no action key or JSON', async () => {
    renderAudit();
    const sentences = await screen.findAllByTestId('audit-sentence');
    expect(sentences.map((s) => s.textContent)).toEqual([
      "admin changed member01's Level from 2 to 3",
      "admin changed ptn02's Rates from Slot: Rolling 1.00%, Losing 0.00% to Slot: Rolling 1.50%, Losing 0.00%",
      'admin approved deposit request #12',
    ]);
    expect(document.body.textContent).not.toMatch(/member\.flags|deposit\.approve|cash_request|\{"/);
  });

  it('opens a line onto its before/after view, field by field in words', async () => {
    renderAudit();
    const deposit = (await screen.findByText('admin approved deposit request #12')).closest('tr')!;
    await userEvent.click(deposit);
    const table = await screen.findByRole('table', { name: 'Changes' });
    const [, ...body] = within(table).getAllByRole('row');
    const cells = body.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Status', 'Applied', 'Done'],
      ['Amount', '—', '50,000'],
      ['Member no.', '—', '7'],
      ['Ledger transaction', '—', '99'],
    ]);
  });
});
