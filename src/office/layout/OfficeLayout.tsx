import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GateGuard } from '../gate/GateGuard';
import { OfficeAppBar } from './OfficeAppBar';
import { OfficeMenu } from './OfficeMenu';

/** react-admin's responsive layout (the sidebar closes on a phone after a choice) with our menu and bar. */
export function OfficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={OfficeMenu} appBar={OfficeAppBar}>
      <GateGuard>{children}</GateGuard>
    </Layout>
  );
}
