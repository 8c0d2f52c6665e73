import type { Translate } from './translate';

/**
 * An inquiry type (common code group QNA_TYPE: bankaccount, deposit …) in words: the catalogue's
 * text, else the name the site gave its own code (`siteName`), else the code.
 */
export const inquiryTypeName = (t: Translate, code: string, siteName?: string): string =>
  t(`front.labels.inquiryType.${code}`, { _: siteName ?? code });
