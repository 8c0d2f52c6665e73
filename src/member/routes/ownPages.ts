import { lazyPage } from './lazyPage';

/** The shell's own pages, each its own chunk. */
export const MainPage = lazyPage(() => import('../features/main/MainPage'), 'default');
export const SignupPage = lazyPage(() => import('../features/auth/SignupPage'), 'default');
export const MobileLoginPage = lazyPage(() => import('../features/auth/MobileLoginPage'), 'default');
export const WarningPage = lazyPage(() => import('../features/system/WarningPage'), 'default');
export const PreloadPage = lazyPage(() => import('../features/system/PreloadPage'), 'default');
export const PartnerRedirect = lazyPage(() => import('../features/system/PartnerRedirect'), 'default');
