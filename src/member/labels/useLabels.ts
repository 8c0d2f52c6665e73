import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../shared/labels/translate';
import { currentLanguage } from '../format';

/**
 * The shared labels (src/shared/labels) over the member front's i18next: their default text `_`
 * (react-admin's name for it) is i18next's `defaultValue`, so a code without words shows as itself
 * rather than as a catalogue key. Also the language a label writes team names in.
 */
export function useLabels() {
  const { t, i18n } = useTranslation();
  const translate = useMemo<Translate>(
    () => (key, options) =>
      options && typeof options._ === 'string' ? t(key, { ...options, defaultValue: options._ }) : t(key, options),
    [t],
  );
  return { t: translate, language: currentLanguage(i18n.language) };
}
