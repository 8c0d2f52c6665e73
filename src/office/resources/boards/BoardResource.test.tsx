import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { BoardCreate } from './BoardResource';
import { staffPermissions } from '../../../authProvider/officePermissions';

describe('notice editor, a tab per language', () => {
  it('sends the Korean text and the English tab as texts.en', async () => {
    // the answer's record type is react-admin's generic: the test's record stands in for it
    const create = vi.fn(
      async (_resource: string, params: { data: Record<string, unknown> }) =>
        ({ data: { id: 1, ...params.data } }) as never,
    );
    render(
      <OfficeTestContext dataProvider={{ create }} permissions={staffPermissions('master')} resource="admin/notices">
        <BoardCreate />
      </OfficeTestContext>,
    );
    const [title] = await screen.findAllByLabelText(/^Title/);
    await userEvent.type(title!, '점검 안내');
    await userEvent.type(screen.getAllByLabelText(/^Content/)[0]!, '오늘 점검');
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    await vi.waitFor(() => expect(document.querySelector('input[name="texts.en.title"]')).not.toBeNull());
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name="texts.en.title"]')!, 'Maintenance');
    await userEvent.type(document.querySelector<HTMLTextAreaElement>('textarea[name="texts.en.content"]')!, 'Today');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({
      title: '점검 안내',
      content: '오늘 점검',
      texts: { en: { title: 'Maintenance', content: 'Today' } },
    });
  });
});
