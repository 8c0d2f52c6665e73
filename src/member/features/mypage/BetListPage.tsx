import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { ListState, PageFrame } from '../../ui';
import { BetHistory } from './BetHistory';

const TABS = ['casino', 'slot', 'sports', 'minigame'] as const;
type BetTab = (typeof TABS)[number];
const isTab = (value: string | null | undefined): value is BetTab => (TABS as readonly string[]).includes(value ?? '');

/** The minigame area's own history (rounds, picks), in the minigame chunk. */
const MinigameBetHistory = lazy(() => import('../minigame').then((area) => ({ default: area.MinigameBetHistory })));

/**
 * §2 bet list with the casino, slot, sports and minigame tabs.
 */
export function BetListPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const routed = useParams().gameType ?? search.get('tab');
  const [tab, setTab] = useState<BetTab>(isTab(routed) ? routed : 'casino');
  return (
    <PageFrame titleKey="front.mypage.betList">
      <Tabs value={tab} onChange={(_, next: BetTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`front.games.${name}`)} />
        ))}
      </Tabs>
      {tab === 'minigame' ? (
        <Suspense fallback={<ListState loading errorCode={null} empty={false} />}>
          <MinigameBetHistory />
        </Suspense>
      ) : (
        <BetHistory key={tab} gameType={tab} />
      )}
    </PageFrame>
  );
}
