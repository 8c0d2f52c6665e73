import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { ListState, PageFrame } from '../../ui';
import { useSiteData } from '../../site';
import { BetHistory } from './BetHistory';
import { useOpeningTab } from './useOpeningTab';

const TABS = ['casino', 'slot', 'sports', 'minigame'] as const;
type BetTab = (typeof TABS)[number];

/** The minigame area's own history (rounds, picks), in the minigame chunk. */
const MinigameBetHistory = lazy(() => import('../minigame').then((area) => ({ default: area.MinigameBetHistory })));
/** The sportsbook's own history (legs with fixtures, folder bonus, cancel), in the sports chunk. */
const SportsBetHistory = lazy(() => import('../sports').then((area) => ({ default: area.SportsBetHistory })));

/**
 * §2 bet list with the casino, slot, sports and minigame tabs, opened on the tab its link asks for
 * (`?mode=slot`), else on the product the member played last.
 */
export function BetListPage() {
  const [search] = useSearchParams();
  const tabs = useSoldTabs();
  const opening = useOpeningTab(tabs, useParams().gameType ?? search.get('mode') ?? search.get('tab'));
  if (!opening) {
    return (
      <PageFrame titleKey="front.mypage.betList">
        <ListState loading errorCode={null} empty={false} />
      </PageFrame>
    );
  }
  return <BetTabs tabs={tabs} opening={opening} />;
}

/** The tabs of the product groups the site sells (§7 game group codes); all four until they answer. */
function useSoldTabs(): readonly BetTab[] {
  const { gameGroups } = useSiteData();
  return useMemo(() => {
    const sold = TABS.filter((tab) => gameGroups.some((g) => g.code === tab));
    return sold.length ? sold : TABS;
  }, [gameGroups]);
}

function BetTabs({ tabs, opening }: { tabs: readonly BetTab[]; opening: BetTab }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BetTab>(opening);
  const { device } = useDevice();
  return (
    <PageFrame titleKey="front.mypage.betList">
      <Tabs
        value={tab}
        onChange={(_, next: BetTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`front.games.${name}`)}
            // §2 mobile /member/betList/{casino|slot|minigame}: each tab has its address
            {...(device === 'mobile' && { component: RouterLink, to: `/member/betList/${name}`, replace: true })}
          />
        ))}
      </Tabs>
      {tab === 'minigame' || tab === 'sports' ? (
        <Suspense fallback={<ListState loading errorCode={null} empty={false} />}>
          {tab === 'minigame' ? <MinigameBetHistory /> : <SportsBetHistory />}
        </Suspense>
      ) : (
        <BetHistory key={tab} gameType={tab} />
      )}
    </PageFrame>
  );
}
