import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { initTestI18n, renderShell, signedIn } from '../../testing/shellTestKit';
import { NewMessageBanner } from './NewMessageBanner';
import { showsNewMessageBanner } from './newMessage';

const newArrived = '새로운 쪽지가 도착했습니다.';

describe('new message banner (§2)', () => {
  beforeEach(initTestI18n);

  it('shows while messages are unread, linking to the message box', async () => {
    const h = await signedIn({}, 2);
    await renderShell(h, { path: '/', ui: <NewMessageBanner messageBoxPath="/winner/messagelist" /> });
    expect(screen.getByText(newArrived)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '쪽지함 열기 (2)' })).toHaveAttribute('href', '/winner/messagelist');
  });

  it('disappears once the unread count drops to zero', async () => {
    const h = await signedIn({}, 1);
    await renderShell(h, { path: '/', ui: <NewMessageBanner messageBoxPath="/winner/messagelist" /> });
    act(() => h.store.actions.setUnread(0));
    expect(screen.queryByText(newArrived)).not.toBeInTheDocument();
  });

  it('stays hidden on message routes, desktop and mobile', async () => {
    const h = await signedIn({}, 3);
    await renderShell(h, {
      path: '/member/msgMain/msg',
      ui: <NewMessageBanner messageBoxPath="/member/msgMain/msg" />,
    });
    expect(screen.queryByText(newArrived)).not.toBeInTheDocument();
    expect(showsNewMessageBanner(3, '/winner/messagelist')).toBe(false);
    expect(showsNewMessageBanner(3, '/mypage/message/read')).toBe(false);
    expect(showsNewMessageBanner(3, '/winner/mypage')).toBe(true);
    expect(showsNewMessageBanner(0, '/')).toBe(false);
  });

  it('appears in the real desktop layout over a page', async () => {
    const h = await signedIn({}, 1);
    await renderShell(h, { path: '/winner/noticelist' });
    expect(await screen.findByText(newArrived)).toBeInTheDocument();
  });
});
