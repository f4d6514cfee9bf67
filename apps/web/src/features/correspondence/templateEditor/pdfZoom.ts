import { PDF_ZOOM } from '@wattle/contract';

const percent = (zoom: number) => Math.round(zoom * 100);

/** The PDF preview's zoom in whole percent (spec 2 §9: steps of 0.1 from 0.2 to 2), so that steps never drift. */
export const PDF_ZOOM_PERCENT = { min: percent(PDF_ZOOM.min), max: percent(PDF_ZOOM.max), step: percent(PDF_ZOOM.step), initial: 100 } as const;

/** The zoom one step in (+1) or out (-1), held within the limits. */
export const stepZoom = (zoomPercent: number, direction: 1 | -1): number =>
  Math.min(PDF_ZOOM_PERCENT.max, Math.max(PDF_ZOOM_PERCENT.min, zoomPercent + direction * PDF_ZOOM_PERCENT.step));
