import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageItem } from '../../../shared/api/message';
import { fakeApi, renderPage } from '../../ui/testKit';
import { MessageListPage } from './MessageListPage';

const message = (msgIdx: number, readYn: 'Y' | 'N'): MessageItem => ({
  msgIdx,
  title: `쪽지 ${msgIdx}`,
  content: '<p>본문</p>',
  sendTime: '2026-11-20T10:00:00Z',
  readYn,
  readTime: readYn === 'Y' ? '2026-11-20T11:00:00Z' : null,
});

function messageBox() {
  const inbox = [message(1, 'N'), message(2, 'Y')];
  return fakeApi({
    '/api/board/msgList': (body) => {
      const rows = inbox.filter((m) => body.filter === 'all' || (body.filter === 'read') === (m.readYn === 'Y'));
      return {
        data: {
          list: rows,
          pageInfo: { page: 1, count_per_list: 10, tatal_list_count: rows.length },
          unread: inbox.filter((m) => m.readYn === 'N').length,
        },
      };
    },
    '/api/board/msgUpdate': (body) => {
      const ids = (body.msgIdxList as number[] | undefined) ?? [];
      if (body.action === 'delete') {
        // §4: the server refuses the whole delete when one of them is unread.
        if (inbox.some((m) => ids.includes(m.msgIdx) && m.readYn === 'N')) return { resultCode: 'M002' };
        inbox.splice(0, inbox.length, ...inbox.filter((m) => !ids.includes(m.msgIdx)));
      }
      if (body.action === 'readAll') inbox.forEach((m) => (m.readYn = 'Y'));
      return { data: { changed: ids.length, unread: inbox.filter((m) => m.readYn === 'N').length } };
    },
  });
}

const confirmDelete = async () => {
  fireEvent.click(screen.getByRole('button', { name: '삭제' }));
  fireEvent.click(await screen.findByRole('button', { name: '확인' }));
};

describe('message box (§2, §4, §5)', () => {
  it('keeps an unread message: the delete is refused with M002 and the session count stays', async () => {
    const { api, calls } = messageBox();
    const { store } = await renderPage(<MessageListPage />, { api, unread: 5 });
    await waitFor(() => expect(store.getState().unread).toBe(1));
    fireEvent.click(screen.getByRole('checkbox', { name: '쪽지 1' }));
    await confirmDelete();
    expect(await screen.findByText('읽지 않은 쪽지는 삭제할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('쪽지 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/board/msgUpdate')[0]?.body).toMatchObject({
      action: 'delete',
      msgIdxList: [1],
    });
  });

  it('asks for a selection before deleting, deletes a read message, and marks all read', async () => {
    const { api, calls } = messageBox();
    const { store } = await renderPage(<MessageListPage />, { api });
    expect(await screen.findByText('쪽지 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제할 쪽지를 선택해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/board/msgUpdate')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '쪽지 2' }));
    await confirmDelete();
    await waitFor(() => expect(screen.queryByText('쪽지 2')).not.toBeInTheDocument());

    fireEvent.click(await screen.findByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(store.getState().unread).toBe(0));
  });

  it('filters by the unread tab', async () => {
    const { api, calls } = messageBox();
    await renderPage(<MessageListPage />, { api });
    await screen.findByText('쪽지 2');
    fireEvent.click(screen.getByRole('tab', { name: '안 읽은 쪽지' }));
    await waitFor(() => expect(screen.queryByText('쪽지 2')).not.toBeInTheDocument());
    // the unread page replaces the list once it arrives (between the two, the list is loading)
    expect(await screen.findByText('쪽지 1')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ filter: 'unread', page: 1 });
  });
});
