import { Navigate, Route, Routes } from 'react-router-dom';
import type { Device } from '../device/useDevice';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { MobileDefaultLayout } from '../layouts/MobileDefaultLayout';
import { desktopRoutes } from './desktopRoutes';
import { mobileRoutes } from './mobileRoutes';
import { Guard } from './Guard';
import type { Layout, MemberRoute } from './routeTypes';

const renderRoute = (route: MemberRoute) => {
  const Page = route.page;
  const element = route.redirect ? <Navigate to={route.redirect} replace /> : Page ? <Page /> : null;
  return <Route key={route.path} path={route.path} element={<Guard access={route.access}>{element}</Guard>} />;
};

const inLayout = (routes: MemberRoute[], layout: Layout) =>
  routes.filter((r) => (r.layout ?? 'default') === layout).map(renderRoute);

/** §2: the desktop or the mobile route tree, each route in its layout; unknown paths go to the main. */
export function MemberRoutes({ device }: { device: Device }) {
  const routes = device === 'mobile' ? mobileRoutes : desktopRoutes;
  return (
    <Routes>
      <Route element={device === 'mobile' ? <MobileDefaultLayout /> : <DefaultLayout />}>
        {inLayout(routes, 'default')}
      </Route>
      <Route element={<EmptyLayout mobile={device === 'mobile'} />}>{inLayout(routes, 'empty')}</Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
