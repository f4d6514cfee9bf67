import type { SectionSpec } from '../section-spec';
import { accountInvoicesSection } from './account-invoices';
import { oneOffChargesSection, recurringChargesSection } from './charges';
import { concessionCardsSection, concessionCardTransactionsSection } from './concessions';
import { relationshipContactSection, relationshipsSection } from './contacts';
import { commercialSection, customerDetailSection, residentialSection } from './customer-details';
import { creditStatusSection, financeSection } from './finance';
import { familyHarmSection, hardshipSection } from './hardship';
import { invoicingSection } from './invoicing';
import { lifeSupportSection } from './life-support';
import { billingCyclesSection } from './maintenance/billing-cycles';
import { helpTopicsSection } from './maintenance/help-topics';
import { brandsSection } from './maintenance/brands';
import { buildingsSection } from './maintenance/buildings';
import { concessionSchemesSection } from './maintenance/concessions';
import { customerStatusTypesSection } from './maintenance/customer-status-types';
import { documentCategoriesSection } from './maintenance/document-categories';
import { meterReadImportsSection } from './maintenance/meter-read-imports';
import { meterReadsSection } from './maintenance/meter-reads';
import { pricePlansSection } from './maintenance/price-plans';
import { sectionOverridesSection } from './maintenance/section-overrides';
import { systemParametersSection } from './maintenance/system-parameters';
import { templatesSection } from './maintenance/templates';
import { usersSection } from './maintenance/users';
import { correspondenceSection, emailSection, smsSection } from './messages';
import { paymentPlansSection, planInstalmentsSection, smoothPaySection } from './payment-plans';
import { postedMailSection } from './posted-mail';
import { meterDetailsSection, meterReadsTabSection, siteAccountsSection, siteDetailsSection } from './services';
import { transactionsSection } from './transactions';
import { treatmentsSection } from './treatments';

/** The sections module's own sections (its manifest carries them); docs/sections.md explains how to add one. */
export const sectionSpecs: readonly SectionSpec[] = [
  // Customer pages (spec 3 §2.3)
  oneOffChargesSection,
  recurringChargesSection,
  residentialSection,
  commercialSection,
  customerDetailSection,
  financeSection,
  creditStatusSection,
  lifeSupportSection,
  postedMailSection,
  invoicingSection,
  accountInvoicesSection,
  concessionCardsSection,
  concessionCardTransactionsSection,
  emailSection,
  smsSection,
  hardshipSection,
  familyHarmSection,
  correspondenceSection,
  relationshipsSection,
  relationshipContactSection,
  smoothPaySection,
  transactionsSection,
  treatmentsSection,
  paymentPlansSection,
  planInstalmentsSection,
  // Services page tabs (spec 3 §2.12)
  siteDetailsSection,
  siteAccountsSection,
  meterDetailsSection,
  meterReadsTabSection,
  // Maintenance menu (/maintenance/{code})
  buildingsSection,
  billingCyclesSection,
  pricePlansSection,
  templatesSection,
  usersSection,
  systemParametersSection,
  concessionSchemesSection,
  documentCategoriesSection,
  brandsSection,
  customerStatusTypesSection,
  meterReadsSection,
  meterReadImportsSection,
  sectionOverridesSection,
  helpTopicsSection,
];
