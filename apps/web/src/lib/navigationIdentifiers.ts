/** Query parameters a navigation link may carry (spec 1 §2.1, spec 3 §2.2). */
const ID_PARAMS = ['customerId', 'accountId', 'siteId', 'meterId', 'partyId'] as const;
const CUSTOMER_TYPE_PARAM = 'selectedCustomerTypeCode';

type IdParam = (typeof ID_PARAMS)[number];

export type NavigationIdentifiers = Record<IdParam, number | null> & { selectedCustomerTypeCode: string | null };

function toId(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The identifiers a link carries, or null when it carries none (then nothing is stored). */
export function readNavigationIdentifiers(params: URLSearchParams): NavigationIdentifiers | null {
  if (![...ID_PARAMS, CUSTOMER_TYPE_PARAM].some((name) => params.has(name))) return null;
  const ids = Object.fromEntries(ID_PARAMS.map((name) => [name, toId(params.get(name))])) as Record<IdParam, number | null>;
  return { ...ids, selectedCustomerTypeCode: params.get(CUSTOMER_TYPE_PARAM) || null };
}

/** The same location without the identifier parameters (other query parameters are kept). */
export function withoutNavigationIdentifiers(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of [...ID_PARAMS, CUSTOMER_TYPE_PARAM]) params.delete(name);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** A link to `path` that carries the given identifiers, so it also works in a new tab or as a bookmark. */
export function withNavigationIdentifiers(path: string, identifiers: Partial<NavigationIdentifiers>): string {
  const params = new URLSearchParams();
  for (const name of [...ID_PARAMS, CUSTOMER_TYPE_PARAM] as const) {
    const value = identifiers[name];
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A plain left click (no modifier key): the app handles it; any other click is the browser's (new tab, new window). */
const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link's click handler: a plain click runs `select` in place; any other click is left to the browser. */
export const selectOnPlainClick =
  (select: () => void) => (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void }) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    select();
  };
