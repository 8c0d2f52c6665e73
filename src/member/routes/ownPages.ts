import { lazy } from 'react';

/** The shell's own pages, each its own chunk. */
export const MainPage = lazy(() => import('../features/main/MainPage'));
export const SignupPage = lazy(() => import('../features/auth/SignupPage'));
export const MobileLoginPage = lazy(() => import('../features/auth/MobileLoginPage'));
export const WarningPage = lazy(() => import('../features/system/WarningPage'));
export const PreloadPage = lazy(() => import('../features/system/PreloadPage'));
export const PartnerRedirect = lazy(() => import('../features/system/PartnerRedirect'));
