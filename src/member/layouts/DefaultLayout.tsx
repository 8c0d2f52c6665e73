import { Box } from '@mui/material';
import { Footer } from '../shell/desktop/Footer';
import { Header } from '../shell/desktop/Header';
import { LeftNav } from '../shell/desktop/LeftNav';
import { NewMessageBanner } from '../shell/common/NewMessageBanner';
import { GameMoneyBar } from '../shell/common/GameMoneyBar';
import { SectionTabs } from '../shell/common/SectionTabs';
import { desktopPaths } from '../shell/common/navPaths';
import { PageOutlet } from './PageOutlet';

/** §2 desktop default layout: left navigation, header with notice strip, page, footer. */
export function DefaultLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-layout="default">
      <LeftNav />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header />
        <NewMessageBanner messageBoxPath={desktopPaths.message} />
        <GameMoneyBar />
        <Box component="main" sx={{ flex: 1 }}>
          <SectionTabs />
          <PageOutlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
