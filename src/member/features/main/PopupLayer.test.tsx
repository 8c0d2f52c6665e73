import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Banner } from '../../site';
import { harness, initTestI18n, renderShell } from '../../testing/shellTestKit';
import { PopupLayer } from './PopupLayer';

const popup = (bannerIdx: number): Banner => ({
  bannerIdx,
  type: 'popup',
  image: `/img/${bannerIdx}.png`,
  link: '',
  location: '',
  title: `팝업 ${bannerIdx}`,
  startDay: null,
  endDay: null,
});

describe('main popups (§3, §9)', () => {
  beforeEach(initTestI18n);

  it('shows at most three popups', async () => {
    await renderShell(harness(), { ui: <PopupLayer />, site: { popups: [1, 2, 3, 4].map(popup) } });
    expect(screen.getAllByRole('dialog')).toHaveLength(3);
    expect(screen.queryByRole('dialog', { name: '팝업 4' })).not.toBeInTheDocument();
  });

  it('hides one popup for the rest of the day, another only until the next visit', async () => {
    const site = { popups: [popup(1), popup(2)] };
    const first = await renderShell(harness(), { ui: <PopupLayer />, site });
    fireEvent.click(screen.getAllByRole('button', { name: '오늘 하루 보지 않기' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: '닫기' })[0]!);
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    first.unmount();

    await renderShell(harness(), { ui: <PopupLayer />, site });
    expect(screen.queryByRole('dialog', { name: '팝업 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '팝업 2' })).toBeInTheDocument();
  });

  it('on a phone shows one popup at a time, in the lower part of the screen', async () => {
    localStorage.setItem('member.device', 'mobile');
    try {
      await renderShell(harness(), { ui: <PopupLayer />, site: { popups: [popup(1), popup(2)] } });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(screen.getByTestId('popup-count')).toHaveTextContent('1 / 2');
      fireEvent.click(screen.getByRole('button', { name: '닫기' }));
      expect(screen.getByRole('dialog', { name: '팝업 2' })).toBeInTheDocument();
      expect(screen.queryByTestId('popup-count')).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem('member.device');
    }
  });
});
