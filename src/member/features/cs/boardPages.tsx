import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Divider, Typography } from '@mui/material';
import { BoardCategory, BoardType } from '../../../shared/api/board';
import { BoardListView } from '../board/BoardListView';
import { ListState, PageFrame, usePagePaths } from '../../ui';
import { AccordionBoard } from './AccordionBoard';
import { StaffPostPage } from './StaffPostPage';

/** §2 customer centre: notices and events are staff boards read like the members' board. */
export function NoticeListPage() {
  const paths = usePagePaths();
  return (
    <PageFrame titleKey="front.cs.notice">
      <BoardListView boardType={BoardType.Notice} readPath={paths.noticeRead} />
    </PageFrame>
  );
}

export const NoticeReadPage = () => <StaffPostPage boardType={BoardType.Notice} titleKey="front.cs.notice" />;

export function EventListPage() {
  const paths = usePagePaths();
  return (
    <PageFrame titleKey="front.cs.event">
      <BoardListView boardType={BoardType.Event} readPath={paths.eventRead} />
    </PageFrame>
  );
}

export const EventReadPage = () => <StaffPostPage boardType={BoardType.Event} titleKey="front.cs.event" />;

/** FAQ, the guides and the rules open in place. The guide board holds both guides: betting (normal) and game introductions. */
export const FaqPage = () => (
  <PageFrame titleKey="front.cs.faq">
    <AccordionBoard boardType={BoardType.Faq} />
  </PageFrame>
);

/** The sportsbook's rules with the site's own figures, from the sports chunk. */
const SportsGuide = lazy(() => import('../sports').then((area) => ({ default: area.SportsGuide })));

/** /cscenter/bettingguide/sport: the house sportsbook's rules, then the staff's betting guide posts. */
export function BettingGuidePage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey="front.cs.bettingGuide">
      <Suspense fallback={<ListState loading errorCode={null} empty={false} />}>
        <SportsGuide />
      </Suspense>
      <Divider sx={{ my: 3 }} />
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 16, mb: 1 }}>
        {t('front.sports.guide.sitePosts')}
      </Typography>
      <AccordionBoard boardType={BoardType.Guide} category={BoardCategory.Normal} />
    </PageFrame>
  );
}

export const GameGuidePage = () => (
  <PageFrame titleKey="front.cs.gameGuide">
    <AccordionBoard boardType={BoardType.Guide} category={BoardCategory.Introduction} />
  </PageFrame>
);

export const RulePage = () => (
  <PageFrame titleKey="front.cs.rule">
    <AccordionBoard boardType={BoardType.Rule} />
  </PageFrame>
);
