import { useMemo } from 'react';
import { PublicSiteOptionsSchema, type PublicSiteOptions } from '../../../shared/api/site';
import { useSiteData } from '../../site';

/** The site's sports options (bonus tiers, limits, cancel window), with their defaults until the options answer. */
export function useSportsOptions(): PublicSiteOptions {
  const { options } = useSiteData();
  return useMemo(() => {
    const parsed = PublicSiteOptionsSchema.safeParse(options);
    return parsed.success ? parsed.data : PublicSiteOptionsSchema.parse({});
  }, [options]);
}
