import { Suspense, createElement, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
// The one file besides OfficeList allowed react-admin's List: the control that proves the probe finds its button.
// eslint-disable-next-line no-restricted-imports
import { Datagrid, List, TextField, type DataProvider, type ListProps } from 'react-admin';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import { resourcesFor } from './registry';
import { staffPermissions, partnerPermissions } from '../../authProvider/officePermissions';

/** What every react-admin List drawn was told to export with: an office list says `false`. */
const drawn = vi.hoisted(() => ({ exporters: [] as unknown[] }));
vi.mock('react-admin', async (importOriginal) => {
  const ra = await importOriginal<{ List: ComponentType<ListProps> }>();
  const Spy = (props: ListProps) => {
    drawn.exporters.push(props.exporter);
    return createElement(ra.List, props);
  };
  return { ...ra, List: Spy };
});

/**
 * No office list offers react-admin's own export (docs/domains/reports.md#csv: it writes internal
 * keys as headers and codes as values): every registered list is rendered with a row; each react-admin
 * List it draws is told `exporter={false}` (which holds even where the test's bare row breaks a
 * field), and none shows the "Export" button. A list that exports shows the server's "Export CSV".
 */
const callers: OfficePermissions[] = [staffPermissions('master'), partnerPermissions('PTN_1')];
const lists = new Map<string, { resource: string; List: ComponentType }>();
for (const permissions of callers)
  for (const r of resourcesFor(permissions))
    if (r.list && !lists.has(r.name)) lists.set(r.name, { resource: r.name, List: r.list as ComponentType });

/** The member lists keep react-admin's export until a members report exports through the server. */
const STILL_KEYED = new Set(['admin/members', 'partner/members']);

function renderList(resource: string, View: ComponentType) {
  const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })) as unknown as DataProvider['getList'];
  const call = vi.fn(async () => ({ list: [], total: 0, totals: { count: 0 } }));
  render(
    <OfficeTestContext dataProvider={{ getList, call }} resource={resource}>
      <Suspense fallback={null}>
        <View />
      </Suspense>
    </OfficeTestContext>,
  );
  return { getList, call };
}

/** The list has asked for its rows and drawn what it draws with them. */
async function settled({ getList, call }: ReturnType<typeof renderList>) {
  await waitFor(() => expect(vi.mocked(getList).mock.calls.length + call.mock.calls.length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  await new Promise((r) => setTimeout(r, 200));
}

describe("office lists and react-admin's exporter", () => {
  it('the probe finds the button a plain react-admin List shows', async () => {
    const mocks = renderList('admin/audit', () => (
      <List>
        <Datagrid>
          <TextField source="id" />
        </Datagrid>
      </List>
    ));
    await settled(mocks);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(drawn.exporters.at(-1)).toBeUndefined();
    cleanup();
  });

  it.each([...lists.values()].filter((l) => !STILL_KEYED.has(l.resource)).map((l) => [l.resource, l.List] as const))(
    '%s offers no react-admin export',
    async (resource, View) => {
      drawn.exporters = [];
      await settled(renderList(resource, View));
      expect(drawn.exporters).toEqual(drawn.exporters.map(() => false));
      expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
      cleanup();
    },
    20_000,
  );
});
