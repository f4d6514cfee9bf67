import { DRAWER_WIDTH } from '@wattle/contract';
import { useScreenQuery } from '../../hooks/useScreenQuery';

/** Sizes shared by the top bar, the side drawer and the page area. */
export const TOP_BAR_HEIGHT = 48;
export const DRAWER_RAIL_WIDTH = 56;

/**
 * Phones and tablets: narrower than MUI's `md` breakpoint (900 px). There the drawer is temporary
 * (closed by default, over the page) and the top bar shows icons only.
 */
const COMPACT_QUERY = '(max-width: 899.95px)';
export const isCompactScreen = () => window.matchMedia(COMPACT_QUERY).matches;

export const useCompactScreen = () => useScreenQuery(COMPACT_QUERY);

/** How much room the drawer takes beside the page: all of it when pinned, the rail when unpinned, none over a compact screen. */
export function drawerSpace(open: boolean, pinned: boolean, compact: boolean): string | number {
  if (!open || compact) return 0;
  return pinned ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH;
}
