import sanitizeHtml from 'sanitize-html';

/**
 * Board, comment, inquiry and message content is HTML written by one person and shown to others:
 * it is cleaned here, on the server, before it is stored (DESIGN: no script may reach another
 * member's browser). Basic formatting stays; scripts, event handlers, styles beyond a few harmless
 * properties and every non-http(s) address go. An image stays only when it is this site's (a path)
 * or on one of the operator's image hosts (IMAGE_ORIGINS): a remote image would make every
 * reader's browser call a server the author chose, telling it who reads what and when
 * (docs/operations/security.md, "Images").
 */
const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'font',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'font-size': [/^\d{1,2}(px|pt|em|rem|%)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link leaves the site in a new tab without handing it our window.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** A path of this site (`/uploads/…`), never a protocol-relative `//host` or a `/\host`. */
const SITE_PATH = /^\/(?![/\\])/;

/** The image address may stay: this site's path, or https on an image host of the operator. */
function imageAllowed(src: string, imageOrigins: readonly string[]): boolean {
  if (SITE_PATH.test(src)) return true;
  if (!/^https:\/\//i.test(src)) return false;
  try {
    return imageOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Cleaned HTML content; '' when nothing is left (the caller refuses empty content). */
export const sanitizeContent = (html: string, imageOrigins: readonly string[] = []): string =>
  sanitizeHtml(html, {
    ...CONTENT_OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src ?? '', imageOrigins),
  }).trim();

/**
 * A title is plain text: every tag is stripped, entities are turned back into characters (React
 * escapes text when it shows it) and angle brackets dropped, so no later HTML use can make a tag.
 */
export const sanitizeTitle = (text: string): string =>
  sanitizeHtml(text, TEXT_OPTIONS)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
