import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/locales';

/**
 * A stored image (data URL) is served at /uploads/banner/<id> (?lang= for a language's own image);
 * the version makes a changed image a new address, so the old one may be cached for a year.
 */
export const bannerImageUrl = (id: number, updatedAt: Date, lang: Language = DEFAULT_LANGUAGE): string =>
  `/uploads/banner/${id}?${lang === DEFAULT_LANGUAGE ? '' : `lang=${lang}&`}v=${updatedAt.getTime()}`;

/** What a banner's image field shows: an http(s) address as is, stored data by its served address. */
export const shownImage = (id: number, image: string, updatedAt: Date, lang: Language = DEFAULT_LANGUAGE): string =>
  /^https?:/i.test(image) ? image : bannerImageUrl(id, updatedAt, lang);
