import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolveLink';

describe('banner and popup links (resolveLink)', () => {
  it("lead to the device's own page for the short paths staff write", () => {
    expect(resolveLink('/eventlist', 'desktop')).toBe('/winner/eventlist');
    expect(resolveLink('/eventlist', 'mobile')).toBe('/member/csMain/eventList');
    expect(resolveLink('/noticelist', 'mobile')).toBe('/member/csMain/noticeList');
    expect(resolveLink('/minigame/powerball', 'desktop')).toBe('/member/minigame/powerball');
    expect(resolveLink('/minigame/powerball', 'mobile')).toBe('/member/minigame/powerball');
    expect(resolveLink('/mypage/info?tab=1', 'desktop')).toBe('/mypage/info?tab=1');
  });

  it('leaves what no route of the tree knows, and addresses of other sites, to the caller', () => {
    expect(resolveLink('/nowhere', 'mobile')).toBeNull();
    expect(resolveLink('https://example.com/', 'desktop')).toBeNull();
  });
});
