import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GateGuard } from '../gate/GateGuard';
import { OfficeAppBar } from './OfficeAppBar';
import { OfficeMenu } from './OfficeMenu';

/** A wide grid scrolls inside its card on a phone; the page itself (app bar, toolbar) never scrolls sideways. */
const WIDE_TABLES_SCROLL = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  // three classes deep: react-admin's own list styles would win over a shorter selector
  '& .RaLayout-content .RaList-main > .RaList-content, & .RaLayout-content .RaShow-main > .RaShow-card, & .RaLayout-content .RaEdit-main > .RaEdit-card': { overflowX: 'auto' },
};

/** react-admin's responsive layout (the sidebar closes on a phone after a choice) with our menu and bar. */
export function OfficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={OfficeMenu} appBar={OfficeAppBar} sx={WIDE_TABLES_SCROLL}>
      <GateGuard>{children}</GateGuard>
    </Layout>
  );
}
