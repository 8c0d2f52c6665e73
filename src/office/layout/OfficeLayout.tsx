import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GateGuard } from '../gate/GateGuard';
import { OfficeAppBar } from './OfficeAppBar';
import { OfficeMenu } from './OfficeMenu';

/**
 * A wide grid scrolls inside its card; the page itself (app bar, toolbar) never scrolls sideways.
 * On a desk screen the card also holds the rows' height, so the header row (sticky in react-admin's
 * grid) stays in view over a long list. A row's actions (class `office-actions`) stay pinned at the
 * card's right edge, so they never scroll out of reach.
 */
const WIDE_TABLES_SCROLL = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  // three classes deep: react-admin's own list styles would win over a shorter selector
  '& .RaLayout-content .RaList-main > .RaList-content, & .RaLayout-content .RaShow-main > .RaShow-card, & .RaLayout-content .RaEdit-main > .RaEdit-card':
    { overflowX: 'auto' },
  '@media (min-width: 900px)': {
    '& .RaLayout-content .RaList-main > .RaList-content': { maxHeight: 'calc(100dvh - 170px)', overflowY: 'auto' },
  },
  '& td.office-actions, & th.office-actions': {
    position: 'sticky',
    right: 0,
    boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
  },
  // the header keeps its own tint and may wrap: the column is as wide as its buttons, not its title
  '& th.office-actions': { zIndex: 3, whiteSpace: 'normal', width: '1%', minWidth: 56 },
  '& td.office-actions': { zIndex: 1, backgroundColor: 'background.paper' },
};

/** react-admin's responsive layout (the sidebar closes on a phone after a choice) with our menu and bar. */
export function OfficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={OfficeMenu} appBar={OfficeAppBar} sx={WIDE_TABLES_SCROLL}>
      <GateGuard>{children}</GateGuard>
    </Layout>
  );
}
