import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { desktopPaths, mobilePaths } from '../../shell/common/navPaths';
import { PageLoading } from '../../shell/common/PageLoading';
import { QuickMenu } from '../../shell/common/QuickMenu';
import { useSiteData } from '../../site';
import { BannerCarousel } from './BannerCarousel';
import { CashTable } from './CashTable';
import { CategoryCards } from './CategoryCards';
import { GameStrip } from './GameStrip';
import { NoticeList } from './NoticeList';
import { PopupLayer } from './PopupLayer';
import { Section } from './Section';
import type { ApiClient } from '../../../dataProvider/apiClient';
import type { MainCashListResponse, MainHighlightsResponse } from '../../../shared/api/main';
import { API } from '../../../shared/endpoints/member';
import { LiveVideo } from './LiveVideo';
import { RankingList } from './RankingList';
import { useMainCall } from './useMainCall';

const noCash: MainCashListResponse = { todayBestOut: [], weeklyBestOut: [], liveIn: [], liveOut: [] };
const loadCash = (api: ApiClient) => api.call(API.main.cashList, { userPageType: 'main' });
const noHighlights: MainHighlightsResponse = { ranking: [], liveStreamUrl: '' };
const loadHighlights = (api: ApiClient) => api.call(API.main.highlights, { userPageType: 'main' });

/**
 * §2/§3 main page (desktop and mobile): banners, popups, notices, games, the week's ranking, the
 * live video, best withdrawals and live cash status.
 */
export default function MainPage() {
  const { t } = useTranslation();
  const { device } = useDevice();
  const site = useSiteData();
  const boards = useMainCall(loadCash, noCash);
  const highlights = useMainCall(loadHighlights, noHighlights);
  const [live, setLive] = useState<'in' | 'out'>('in');
  const noticePath = device === 'mobile' ? mobilePaths.notice : desktopPaths.notice;
  const readPath = (idx: string | number) =>
    device === 'mobile' ? `/member/csMain/notice/read/${idx}` : `/winner/noticedetail/${idx}`;
  const pick = <T,>(own: T[], fallback: T[] | undefined) => (own.length ? own : (fallback ?? []));
  const cashIn = pick(boards.liveIn, site.mainInfo.cashInList);
  const cashOut = pick(boards.liveOut, site.mainInfo.cashOutList);
  // the newest vendors are the highest ids; popular vendors are the casino and slot vendors
  const newGames = [...site.products].sort((a, b) => b.procId - a.procId);
  const popularGames = site.products.filter((p) => p.groupCode === 'casino' || p.groupCode === 'slot');
  const { liveStreamUrl } = highlights;

  return (
    <Box
      sx={{
        maxWidth: 1280,
        mx: 'auto',
        px: { xs: 1, md: 3 },
        py: { xs: 1, md: 3 },
        display: 'grid',
        gap: { xs: 1, md: 2.5 },
      }}
    >
      <PopupLayer />
      <BannerCarousel />
      <CategoryCards />
      <QuickMenu />
      {boards.loading && !site.loaded ? (
        <PageLoading />
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 1, md: 2.5 } }}>
            <Section
              title={t('front.main.notices')}
              action={
                <Button size="small" component={RouterLink} to={noticePath}>
                  {t('front.main.more')}
                </Button>
              }
            >
              <NoticeList items={site.mainInfo.boardList ?? []} readPath={readPath} />
            </Section>
            <Section title={t('front.main.liveStatus')}>
              <Tabs
                value={live}
                onChange={(_, v: 'in' | 'out') => setLive(v)}
                variant="fullWidth"
                sx={{ minHeight: 36, mb: 1, '& .MuiTab-root': { minHeight: 36 } }}
              >
                <Tab value="in" label={t('front.nav.deposit')} />
                <Tab value="out" label={t('front.nav.withdraw')} />
              </Tabs>
              <CashTable rows={live === 'in' ? cashIn : cashOut} />
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 1, md: 2.5 } }}>
            <Section title={t('front.main.newGames')}>
              <GameStrip games={newGames} />
            </Section>
            <Section title={t('front.main.popularGames')}>
              <GameStrip games={popularGames} />
            </Section>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: liveStreamUrl ? '1fr 1fr' : '1fr' },
              gap: { xs: 1, md: 2.5 },
            }}
          >
            <Section title={t('front.main.ranking')}>
              <RankingList games={highlights.ranking} />
            </Section>
            {liveStreamUrl && (
              <Section title={t('front.main.live')}>
                <LiveVideo url={liveStreamUrl} />
              </Section>
            )}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 1, md: 2.5 } }}>
            <Section title={t('front.main.todayBest')}>
              <CashTable rows={boards.todayBestOut} ranked />
            </Section>
            <Section title={t('front.main.weekBest')}>
              <CashTable rows={boards.weeklyBestOut} ranked />
            </Section>
          </Box>
        </>
      )}
    </Box>
  );
}
