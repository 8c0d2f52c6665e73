import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiContext, useApi } from './apiContext';

/**
 * Content (notices, banners, popups, the marquee) answers in the language the client sends. A
 * new client identity per language makes every loader that depends on the client read again
 * when the member picks another language.
 */
export function LanguageApiProvider({ children }: { children: ReactNode }) {
  const base = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  // `language` is the reason for a new identity; the client reads the language itself at each call.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const client = useMemo(() => ({ ...base }), [base, language]);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}
