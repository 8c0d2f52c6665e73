import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SportsGuide } from './SportsGuide';

describe('sports betting guide (/cscenter/bettingguide/sport)', () => {
  it("explains folders, the bonus, conflicts, limits, odds changes, the cancel window and void results with the site's figures", async () => {
    const { api } = fakeApi({});
    await renderPage(<SportsGuide />, {
      api,
      options: { sportsCancelMinutes: 7, sportsBonusOdds6: 108, sportsBetMax: 3_000_000 },
    });
    const guide = screen.getByTestId('sports-guide');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '단폴더와 다폴더(조합)',
      '폴더 보너스',
      '동일 경기 조합 제한',
      '베팅 한도',
      '배당 변경과 마감',
      '베팅 취소',
      '적특, 적중특례와 절반 정산',
    ]);
    expect(guide).toHaveTextContent('6폴더 ×1.08');
    expect(guide).toHaveTextContent('배당 1.30 이상인 경기만');
    expect(guide).toHaveTextContent('베팅 후 7분 이내');
    expect(guide).toHaveTextContent('슬립당 베팅금: 1,000 ~ 3,000,000');
  });

  it('says cancelling is not offered when the site allows none', async () => {
    const { api } = fakeApi({});
    await renderPage(<SportsGuide />, { api, options: { sportsCancelMinutes: 0 } });
    expect(screen.getByText('현재 이 사이트는 스포츠 베팅 취소를 허용하지 않습니다.')).toBeInTheDocument();
  });
});
