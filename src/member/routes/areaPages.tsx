import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RoutePlaceholder } from './RoutePlaceholder';

/**
 * Pages built in the feature areas (features/<area>/index.ts, named exports). Vite's glob makes each
 * area its own chunk and lets the shell run before an area exists: a page not exported yet shows
 * the route placeholder, and the real page takes over as soon as the area exports it.
 */
export type Area = 'mypage' | 'cash' | 'points' | 'messages' | 'cs' | 'board' | 'games' | 'minigame' | 'attendance' | 'rotary' | 'results' | 'slot';

type AreaModule = Record<string, unknown>;
const areaModules = import.meta.glob<AreaModule>('../features/{mypage,cash,points,messages,cs,board,games,minigame,attendance,rotary,results,slot}/index.{ts,tsx}');

export async function loadArea(area: Area): Promise<AreaModule> {
  const loader = areaModules[`../features/${area}/index.ts`] ?? areaModules[`../features/${area}/index.tsx`];
  return loader ? loader() : {};
}

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** A lazily loaded export of an area, or `fallback` while the area does not provide it. */
export function lazyExport<P extends object>(area: Area, name: string, fallback: ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const exported = (await loadArea(area))[name];
    return { default: isComponent(exported) ? (exported as ComponentType<P>) : fallback };
  });
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazily loaded page `name` of `area` (given `props`, for a page that serves several routes),
 * or a titled placeholder while that page does not exist.
 */
export function areaPage(area: Area, name: string, titleKey: string, props: Record<string, string> = {}): LazyExoticComponent<ComponentType> {
  const key = `${area}.${name}.${titleKey}.${JSON.stringify(props)}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(async () => {
      const Exported = (await loadArea(area))[name];
      if (!isComponent(Exported)) return { default: () => <RoutePlaceholder titleKey={titleKey} /> };
      const Page = Exported as ComponentType<Record<string, string>>;
      return { default: () => <Page {...props} /> };
    });
    cache.set(key, page);
  }
  return page;
}

/** Whether an area provides an optional export (a dialog, a widget); false until it is known. */
export function useAreaHas(area: Area, name: string): boolean {
  const [found, setFound] = useState(false);
  useEffect(() => {
    let live = true;
    void loadArea(area)
      .then((mod) => live && setFound(isComponent(mod[name])))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [area, name]);
  return found;
}
