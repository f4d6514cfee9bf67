/** Every figure of `npm run bench`, in table order. A new figure is a new file added here. */
import type { Figure } from '../lib/figure';
import { activitiesManagementFigure } from './activities-management';
import { billRunFigure } from './bill-run';
import { buildingReconciliationFigure } from './building-reconciliation';
import { coldStart } from './cold-start';
import { dashboardFigures } from './dashboard';
import { demoDataset } from './demo-dataset';
import { directDebitRun } from './direct-debit-run';
import { httpLoad } from './http-load';
import { invoicePdfs } from './invoice-pdfs';
import { meterReadImport } from './meter-read-import';
import { paymentImportFigure } from './payment-import';
import { pricePlanOpen } from './price-plan';
import { pricePlanImpact } from './price-plan-impact';
import { ratingEngine } from './rating';
import { readRevisions } from './read-revisions';
import { searchLatency } from './search';
import { usageChartLatency } from './usage-chart';
import { sectionsExport, sectionsLatency } from '../sections';

export const figures: Figure[] = [
  coldStart,
  demoDataset,
  httpLoad,
  searchLatency,
  dashboardFigures,
  sectionsLatency,
  sectionsExport,
  ratingEngine,
  pricePlanOpen,
  pricePlanImpact,
  billRunFigure,
  invoicePdfs,
  activitiesManagementFigure,
  meterReadImport,
  readRevisions,
  paymentImportFigure,
  directDebitRun,
  buildingReconciliationFigure,
  usageChartLatency,
];
