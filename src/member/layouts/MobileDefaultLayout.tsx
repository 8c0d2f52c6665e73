import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { MobileFooter } from '../shell/mobile/MobileFooter';
import { MobileHeader } from '../shell/mobile/MobileHeader';
import { MobileLeftMenu } from '../shell/mobile/MobileLeftMenu';
import { MobileRightPanel } from '../shell/mobile/MobileRightPanel';
import { NewMessageBanner } from '../shell/common/NewMessageBanner';
import { GameMoneyBar } from '../shell/common/GameMoneyBar';
import { SectionTabs } from '../shell/common/SectionTabs';
import { mobilePaths } from '../shell/common/navPaths';
import { usePointDialog } from '../shell/common/usePointDialog';
import { SHELL } from '../theme';
import { PageOutlet } from './PageOutlet';

/** §2 mobile default layout; every panel (and the point modal) closes on a route change. */
export function MobileDefaultLayout() {
  const { pathname } = useLocation();
  // a panel stays open only on the route it was opened on: any route change closes it (§2)
  const [opened, setOpened] = useState<{ panel: 'left' | 'right'; at: string } | null>(null);
  const panel = opened?.at === pathname ? opened.panel : null;
  const setPanel = (next: 'left' | 'right' | null) => setOpened(next ? { panel: next, at: pathname } : null);
  const points = usePointDialog();
  const convert = () => {
    setPanel(null);
    points.open();
  };
  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: `${SHELL.mobileFooterHeight + 8}px` }}
      data-layout="mobile-default"
    >
      <MobileHeader onLeft={() => setPanel('left')} onRight={() => setPanel('right')} />
      <NewMessageBanner messageBoxPath={mobilePaths.message} />
      <GameMoneyBar />
      <Box component="main">
        <SectionTabs />
        <PageOutlet />
      </Box>
      <MobileFooter />
      <MobileLeftMenu open={panel === 'left'} onClose={() => setPanel(null)} />
      <MobileRightPanel open={panel === 'right'} onClose={() => setPanel(null)} onConvert={convert} />
      {points.element}
    </Box>
  );
}
