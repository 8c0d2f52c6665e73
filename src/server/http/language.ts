import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/locales';

// Our historic codes for Chinese, Japanese and Vietnamese, as a browser's own header names them.
const ALIASES: Record<string, Language> = { zh: 'cn', ja: 'jp', vi: 'vn' };

/**
 * The reader's language from `Accept-Language`: the member front sends the language the member
 * chose (one of our codes); any other client's first tag (en-US, zh-CN) maps to ours; else Korean.
 */
export function requestLanguage(header: string | string[] | undefined): Language {
  const first =
    (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0] ??
    '';
  const code = ALIASES[first] ?? first;
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : DEFAULT_LANGUAGE;
}
