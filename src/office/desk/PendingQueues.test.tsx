import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { adminDesk } from '../../shared/endpoints/officeDesk';
import { QUEUE_WAITING } from '../../shared/api/office/desk';
import { announceStaffAlert } from '../alerts/staffAlertEvents';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import { PendingQueues } from './PendingQueues';

describe('PendingQueues', () => {
  it('asks again on a staff alert of the push, and links each queue to what its count counts', async () => {
    let deposits = 1;
    const call = vi.fn(async (entry: { path: string }) =>
      entry.path === adminDesk.queues.path ? { queues: [{ queue: 'deposits', count: deposits }] } : {},
    );
    render(
      <OfficeTestContext dataProvider={{ call }}>
        <PendingQueues />
      </OfficeTestContext>,
    );
    expect(await screen.findByText('1', { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link');
    const filter = JSON.parse(decodeURIComponent(link.getAttribute('href')!.split('?filter=')[1]!)) as unknown;
    expect(filter).toEqual({ status: QUEUE_WAITING.cash });
    deposits = 2;
    announceStaffAlert({ kind: 'deposit', id: 9, at: '2026-11-28T10:00:00Z' });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('2', { exact: false })).toBeInTheDocument();
  });
});
