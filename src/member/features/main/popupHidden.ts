/** §9: 'hide for today' keeps a marker per popup until the day ends (the member's local day). */
const key = (bannerIdx: string | number) => `popup.hide.${bannerIdx}`;
const today = (now: Date) => `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;

export const isPopupHidden = (bannerIdx: string | number, now = new Date()): boolean =>
  localStorage.getItem(key(bannerIdx)) === today(now);
export const hidePopupToday = (bannerIdx: string | number, now = new Date()): void =>
  localStorage.setItem(key(bannerIdx), today(now));
