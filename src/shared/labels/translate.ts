import { resolveParticles } from '../korean/particles';
/**
 * The one shape of "turn a catalogue key into words" that every reader of the labels brings: the
 * office's react-admin `translate`, the member front's i18next `t`, and, on the server (CSV
 * exports), `catalogueTranslator` over one language's locale file. `_` is react-admin's default
 * text for a missing key.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Tree = { readonly [key: string]: unknown };

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * A `Translate` over one language's catalogue (the parsed `locales/<lang>.json`), filling `{{name}}`
 * placeholders as i18next does. A missing key answers the `_` default, else the key itself, and is
 * reported to `onMissing` (tests use it to prove that no label falls back to its key).
 */
export function catalogueTranslator(catalogue: Tree, onMissing?: (key: string) => void): Translate {
  // A CSV export asks for the same few keys on every row: each is walked to once per translator.
  const texts = new Map<string, string | undefined>();
  return (key, options = {}) => {
    let text = texts.get(key);
    if (text === undefined && !texts.has(key)) texts.set(key, (text = lookup(catalogue, key)));
    if (text === undefined) {
      onMissing?.(key);
      return typeof options._ === 'string' ? options._ : key;
    }
    return text.includes('{{')
      ? resolveParticles(
          text.replace(PLACEHOLDER, (whole, name: string) =>
            options[name] === undefined ? whole : String(options[name]),
          ),
        )
      : text;
  };
}
