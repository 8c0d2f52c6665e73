import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { ApiDocPage } from './ApiDocPage';

/** A small document of the shape src/shared/endpoints/openapi.ts writes. */
const fixture = {
  openapi: '3.1.0',
  info: { title: 'WINNER API', version: '1' },
  paths: {
    '/api/cash/in': {
      post: {
        summary: 'Ask for a deposit',
        tags: ['cash'],
        'x-access': { kind: 'member' },
        'x-idempotent': true,
        'x-closed-by': ['deposit'],
        'x-open-during-maintenance': false,
        requestBody: {
          content: {
            'application/json': { schema: { type: 'object', properties: { depositor: { type: 'string' } } } },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { properties: { data: { type: 'object', properties: { cashIdx: { type: 'integer' } } } } },
              },
            },
          },
        },
      },
    },
    '/api/admin/levels/list': {
      post: {
        summary: 'Levels with their limits',
        tags: ['admin'],
        'x-access': { kind: 'staff', area: 'site' },
        'x-idempotent': false,
        'x-closed-by': [],
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      ResultCode: {
        type: 'string',
        enum: ['200', 'C001', 'U003'],
        'x-enum-varnames': ['Success', 'NotEnoughCash', 'WrongPassword'],
        'x-enum-descriptions': ['Success', 'Not enough cash', 'Wrong password'],
      },
    },
  },
};

function renderPage(document: unknown = fixture) {
  const call = vi.fn(async () => document);
  render(
    <OfficeTestContext dataProvider={{ call }}>
      <ApiDocPage />
    </OfficeTestContext>,
  );
  return { call };
}

describe('ApiDocPage', () => {
  it('groups the calls by tag with who may call, idempotency, maintenance and the schemas', async () => {
    const { call } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Calls (2)' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/admin/openapi' }), {});
    await userEvent.click(screen.getByText('cash'));
    const op = await screen.findByRole('region', { name: '/api/cash/in' });
    expect(within(op).getByText('POST')).toBeInTheDocument();
    expect(within(op).getByText('Ask for a deposit')).toBeInTheDocument();
    expect(within(op).getByText('Member')).toBeInTheDocument();
    expect(within(op).getByText('Takes an Idempotency-Key')).toBeInTheDocument();
    expect(within(op).getByText('Closed by maintenance: deposit')).toBeInTheDocument();
    await userEvent.click(within(op).getByText('Answer schema (data)'));
    expect(await within(op).findByText(/cashIdx/)).toBeInTheDocument();
  });

  it('finds calls by path and result codes by meaning', async () => {
    renderPage();
    const search = await screen.findByLabelText('Search paths, summaries or codes');
    await userEvent.type(search, 'levels');
    const op = await screen.findByRole('region', { name: '/api/admin/levels/list' });
    expect(within(op).getByText('Staff: site')).toBeInTheDocument();
    expect(screen.queryByText('/api/cash/in')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Result codes (3)' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'cash');
    const table = screen.getByRole('table', { name: 'Result codes' });
    expect(within(table).getByText('C001')).toBeInTheDocument();
    expect(within(table).queryByText('U003')).not.toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
  });

  it('says so when the document lists nothing', async () => {
    renderPage({ openapi: '3.1.0', paths: {} });
    expect(await screen.findByText('Nothing matches.')).toBeInTheDocument();
  });
});
