import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import englishMessages from 'ra-language-english';
import en from '../../../locales/en.json';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { staffPermissions } from '../../authProvider/officePermissions';

type Tree = { [key: string]: string | Tree };

const lookup = (tree: Tree, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
};

/** English texts as the office shows them: our catalogue over react-admin's (plural and `%{x}` forms kept simple). */
export const testI18nProvider: I18nProvider = {
  translate: (key, options = {}) => {
    const text =
      lookup(en as Tree, key) ??
      lookup(englishMessages as unknown as Tree, key)?.split(' |||| ')[0] ??
      (options._ as string | undefined) ??
      key;
    return text.replace(/\{\{(\w+)\}\}|%\{(\w+)\}/g, (_m, a?: string, b?: string) => String(options[(a ?? b)!] ?? ''));
  },
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

const testAuthProvider = (permissions: OfficePermissions): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'tester', fullName: 'Tester' }),
  getPermissions: async () => permissions,
});

/** A real react-admin context (router, query client, notifications) around one office component. */
export function OfficeTestContext({
  children,
  dataProvider,
  permissions = staffPermissions('master'),
  resource,
}: {
  children: ReactNode;
  dataProvider: Partial<DataProvider> & Record<string, unknown>;
  permissions?: OfficePermissions;
  resource?: string;
}) {
  return (
    <AdminContext
      dataProvider={testDataProvider(dataProvider)}
      authProvider={testAuthProvider(permissions)}
      i18nProvider={testI18nProvider}
    >
      {resource ? <ResourceContextProvider value={resource}>{children}</ResourceContextProvider> : children}
      <Notification />
    </AdminContext>
  );
}
