import { PDF_ZOOM } from '@wattle/contract';

const percent = (zoom: number) => Math.round(zoom * 100);

/** The PDF preview's zoom in whole percent (spec 2 §9: steps of 0.1 from 0.2 to 2), so that steps never drift. */
export const PDF_ZOOM_PERCENT = { min: percent(PDF_ZOOM.min), max: percent(PDF_ZOOM.max), step: percent(PDF_ZOOM.step), initial: 100 } as const;

const withinLimits = (zoomPercent: number) => Math.min(PDF_ZOOM_PERCENT.max, Math.max(PDF_ZOOM_PERCENT.min, zoomPercent));

/** The zoom one step in (+1) or out (-1), held within the limits. */
export const stepZoom = (zoomPercent: number, direction: 1 | -1): number => withinLimits(zoomPercent + direction * PDF_ZOOM_PERCENT.step);

/** How wide the PDF viewer draws a page at 100%, with its margins and scroll bar (an A4 or Letter page is 794 to 816 CSS px). */
const PAGE_AT_FULL_ZOOM_PX = 860;

/** The largest zoom step at which a whole page's width fits a preview `widthPx` wide (none known: 100%), so that nothing is cut at the right. */
export function fittingZoom(widthPx: number): number {
  if (widthPx <= 0) return PDF_ZOOM_PERCENT.initial;
  const fits = Math.floor(((widthPx / PAGE_AT_FULL_ZOOM_PX) * 100) / PDF_ZOOM_PERCENT.step) * PDF_ZOOM_PERCENT.step;
  return withinLimits(Math.min(fits, PDF_ZOOM_PERCENT.initial));
}
