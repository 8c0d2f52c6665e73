/**
 * §2 /slot/game?url=…: the frame loads only a secure (https) game address or one of this site's own
 * origin (the built-in demo provider under /vendor/demo); anything else — plain http elsewhere,
 * javascript:, garbage — is refused rather than framed. A bare path counts only under /vendor/.
 */
export function secureGameUrl(raw: string | null, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin === origin) return url.pathname.startsWith('/vendor/') ? url.href : null;
    return url.protocol === 'https:' && /^https:/i.test(raw) ? url.href : null;
  } catch {
    return null;
  }
}
