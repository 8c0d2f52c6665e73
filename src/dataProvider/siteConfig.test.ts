import { afterEach, describe, expect, it } from 'vitest';
import { currentSite, defaultSite, overrideSite } from './siteConfig';

describe('§6 developer mode site override', () => {
  afterEach(() => overrideSite(null));

  it('applies in a build that allows it', () => {
    overrideSite({ siteId: 'other', siteKey: 'other-key' });
    expect(currentSite(true)).toEqual({ siteId: 'other', siteKey: 'other-key' });
  });

  it('is ignored by a build that does not', () => {
    overrideSite({ siteId: 'other', siteKey: 'other-key' });
    expect(currentSite(false)).toEqual(defaultSite);
  });
});
