import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's page: a component loaded on first render, which a test can also load ahead. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load(): Promise<ComponentType> };

/** The exports of a module that are components. */
type PageName<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M];
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
/** The page's props, optional when it needs none (a page serving several routes takes some). */
type PageProps<C> = Record<never, never> extends PropsOf<C> ? [props?: PropsOf<C>] : [props: PropsOf<C>];

const isComponent = (value: unknown): value is ComponentType<object> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The export `name` of a lazily imported module as a page: a name the module does not export, or
 * that is not a component, is a type error, and each module stays its own chunk.
 */
export function lazyPage<M, K extends PageName<M>>(
  loadModule: () => Promise<M>,
  name: K,
  ...[props]: PageProps<M[K]>
): LazyPage {
  const load = async (): Promise<ComponentType> => {
    const exported: unknown = (await loadModule())[name];
    // the types say it is a component; a module that fails that at run time says which page
    if (!isComponent(exported)) throw new Error(`page ${String(name)} is not a component`);
    const Page = exported;
    return props ? () => <Page {...props} /> : Page;
  };
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { load },
  );
}
