import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SlotGamePage } from './SlotGamePage';

const open = (search: string) => renderPage(<SlotGamePage />, { api: fakeApi({}).api, path: `/slot/game${search}` });

describe('slot game frame (§2 /slot/game?url=…)', () => {
  it('frames an https game address', async () => {
    const game = 'https://games.example.com/launch?token=a b&lang=ko';
    await open(`?url=${encodeURIComponent(game)}`);
    const frame = screen.getByTitle('슬롯');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', new URL(game).href);
    expect(screen.queryByText('준비 중입니다.')).not.toBeInTheDocument();
  });

  it.each([
    ['no url', ''],
    ['an empty url', '?url='],
    ['plain http', `?url=${encodeURIComponent('http://games.example.com/launch')}`],
    ['a script address', `?url=${encodeURIComponent('javascript:alert(1)')}`],
    ['a relative path', `?url=${encodeURIComponent('/member/slotgame')}`],
    ['not an address', '?url=not%20a%20url'],
  ])('shows "in preparation" and no frame for %s', async (_, search) => {
    const { container } = await open(search);
    expect(screen.getByText('준비 중입니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
