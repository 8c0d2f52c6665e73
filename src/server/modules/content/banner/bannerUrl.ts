/**
 * A stored image (data URL) is served at /uploads/banner/<id>; the version makes a changed image a
 * new address, so the old one may be cached for a year.
 */
export const bannerImageUrl = (id: number, updatedAt: Date): string => `/uploads/banner/${id}?v=${updatedAt.getTime()}`;

/** What a banner's image field shows: an http(s) address as is, stored data by its served address. */
export const shownImage = (id: number, image: string, updatedAt: Date): string => (/^https?:/i.test(image) ? image : bannerImageUrl(id, updatedAt));
