import { lazy, type ComponentType } from 'react';

/**
 * A resource's screen loaded when first opened (docs/architecture/office-front.md#first-load): the
 * office's first load carries the layout and menu, not every list, form, grid and chart. react-admin's
 * layout shows its loading indicator meanwhile.
 */
export function lazyView<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
