/**
 * §2 /slot/game?url=…: the frame loads only a secure (https) game address; anything else — plain
 * http, javascript:, a relative path, garbage — is refused rather than framed.
 */
export function secureGameUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
