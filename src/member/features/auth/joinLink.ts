import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import {
  JOIN_LINK_DAYS,
  JOIN_LINK_PARAMS,
  type JoinVisitResponse,
  type RememberedJoinLink,
} from '../../../shared/api/joinLinks';
import { API } from '../../../shared/endpoints/member';
import type { ApiClient } from '../../../dataProvider/apiClient';
import { useApi } from '../../apiContext';
import { useSession } from '../../session';

/**
 * A partner's sign-up link, remembered for JOIN_LINK_DAYS so that a sign-up within them lands under
 * the partner without a recommender typed (docs/domains/partner-codes.md). The server says which
 * link to remember (an unknown or closed one: nothing); a newer link replaces an older one.
 */
const KEY = 'joinLink';
/** Set once a browser session has asked whether the site domain is a partner's. */
const ASKED_KEY = 'joinLinkAsked';
const DAY_MS = 86_400_000;

export function rememberedJoinLink(now = Date.now(), store: Storage = localStorage): RememberedJoinLink | null {
  try {
    const value = JSON.parse(store.getItem(KEY) ?? 'null') as RememberedJoinLink | null;
    if (value && typeof value.code === 'string' && typeof value.until === 'number' && value.until > now)
      return { code: value.code, subId: typeof value.subId === 'string' ? value.subId : '', until: value.until };
  } catch {
    // a value another version wrote: forgotten below
  }
  store.removeItem(KEY);
  return null;
}

/** Tells the open sign-up form that the remembered link changed. */
const CHANGED = 'joinlinkchange';

export function rememberJoinLink(
  link: NonNullable<JoinVisitResponse>,
  now = Date.now(),
  store: Storage = localStorage,
) {
  store.setItem(KEY, JSON.stringify({ ...link, until: now + JOIN_LINK_DAYS * DAY_MS }));
  window.dispatchEvent(new Event(CHANGED));
}

export function forgetJoinLink(store: Storage = localStorage) {
  store.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
};

/** The remembered link, kept current while a visit's answer arrives or a refusal forgets it. */
export function useRememberedJoinLink(): RememberedJoinLink | null {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(KEY));
  return raw === null ? null : rememberedJoinLink();
}

/** The link's code and sub-id in a page address, if it carries one. */
function linkInAddress(search: string): { code: string; subId: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get(JOIN_LINK_PARAMS.code)?.trim();
  return code ? { code, subId: params.get(JOIN_LINK_PARAMS.subId)?.trim() ?? '' } : null;
}

/** Reports the visit and remembers what the server answers; a failure leaves things as they were. */
async function visit(api: ApiClient, body: { code?: string; subId?: string }): Promise<void> {
  try {
    const link = await api.call(API.identity.joinVisit, body);
    if (link) rememberJoinLink(link);
  } catch {
    // closed for maintenance or rate-limited: the visit is simply not counted
  }
}

/**
 * On any page a guest opens: a link in the address is reported and remembered; without one, the
 * site domain is asked once per browser session (a partner's domain answers its code).
 */
export function useJoinLinkCapture(): void {
  const api = useApi();
  const { search } = useLocation();
  const { loggedIn } = useSession();
  const inAddress = linkInAddress(search);
  const code = inAddress?.code;
  const subId = inAddress?.subId;
  useEffect(() => {
    if (loggedIn) return;
    if (code) {
      void visit(api, { code, subId });
      return;
    }
    if (sessionStorage.getItem(ASKED_KEY) || rememberedJoinLink()) return;
    sessionStorage.setItem(ASKED_KEY, '1');
    void visit(api, {});
  }, [api, loggedIn, code, subId]);
}
