import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';
import type { PdfFormat } from './pdf-format';
import type { UsageHistory } from './invoice-view';
import { PAGE, PdfCanvas } from './pdf-canvas';
import { SECTION_GAP, SMALL } from './pdf-parts';

const PERIODS = 12;
const WIDTH = 515;
const HEIGHT = 120;
const AXIS = 18;
const TOP = 12;
const SLOT = WIDTH / PERIODS;

/** Bar heights as fractions of the tallest bar (exact decimals; only the drawing uses numbers). */
export function barScale(quantities: string[]): number[] {
  const values = quantities.map((q) => Decimal.max(0, new Decimal(q)));
  const top = values.reduce((max, v) => Decimal.max(max, v), new Decimal(0));
  return values.map((v) => (top.isZero() ? 0 : v.div(top).toNumber()));
}

/** A bar graph of a product's usage in its last 12 periods, the latest in the brand colour, kept on one page. */
export function usageGraph(canvas: PdfCanvas, history: UsageHistory, colour: string, format: PdfFormat): void {
  const periods = history.periods.slice(-PERIODS);
  const title = `${texts.billingPdf.usageHistory} (${history.productTypeCode}, ${history.unitOfMeasure})`;
  const titleStyle = { bold: true, colour };
  canvas.gap(SECTION_GAP);
  canvas.keep(canvas.heightOf(title, WIDTH, titleStyle) + (periods.length === 0 ? 12 : HEIGHT));
  canvas.line(title, titleStyle);
  if (periods.length === 0) {
    canvas.line(texts.billingPdf.noUsageHistory, SMALL);
    return;
  }
  const scale = barScale(periods.map((p) => p.quantity));
  const plot = HEIGHT - AXIS - TOP;
  const x0 = PAGE.side;
  const base = canvas.y + HEIGHT - AXIS;
  canvas.rule(x0, base, x0 + WIDTH, base, '#999999', 0.5);
  periods.forEach((period, i) => {
    const height = Math.max(scale[i]! * plot, 0.5);
    const slot = x0 + i * SLOT;
    canvas.fillRect(slot + SLOT * 0.2, base - height, SLOT * 0.6, height, i === periods.length - 1 ? colour : '#bbbbbb');
    canvas.textAt(format.quantity(period.quantity), slot, base - height - 9, SLOT, { size: 6, align: 'center' });
    canvas.textAt(format.period(period.periodTo), slot, base + 6, SLOT, { size: 7, align: 'center' });
  });
  canvas.y += HEIGHT;
}
