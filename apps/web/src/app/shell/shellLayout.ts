import { DRAWER_WIDTH } from '@wattle/contract';

/** Sizes shared by the top bar, the side drawer and the page area. */
export const TOP_BAR_HEIGHT = 48;
export const DRAWER_RAIL_WIDTH = 56;

/** How much room the drawer takes beside the page: all of it when pinned, the rail when unpinned. */
export function drawerSpace(open: boolean, pinned: boolean): string | number {
  if (!open) return 0;
  return pinned ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH;
}
