import { describe, expect, it } from 'vitest';
import { fakeApi } from '../ui/testKit';
import { loadSiteData } from './SiteDataContext';

describe('start-up loads (§7)', () => {
  it('include the game group codes', async () => {
    const groups = [{ groupCode: 'GAME_GROUP', code: 'casino', codeName: 'casino', groupNameEn: 'Game group', ord: 0 }];
    const { api, calls } = fakeApi({ '/api/common/gameGroupCodes': () => ({ data: groups }) });
    const data = await loadSiteData(api);
    expect(calls.map((c) => c.path)).toContain('/api/common/gameGroupCodes');
    expect(data.gameGroups).toEqual(groups);
  });
});
