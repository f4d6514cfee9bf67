/**
 * User-facing texts taken word for word from the specification, one module per area so that a
 * bundle carries only the areas its screens read. Used everywhere as `texts.<area>.<name>`
 * (packages/contract/src/index.ts re-exports this module as the `texts` namespace); never type
 * a spec text inline.
 */
export { common } from './common';
export { pages } from './pages';
export { notices } from './notices';
export { notFound } from './notFound';
export { navigation } from './navigation';
export { login } from './login';
export { reset } from './reset';
export { staff } from './staff';
export { fields } from './fields';
export { wizard } from './wizard';
export { lookups } from './lookups';
export { search } from './search';
export { topBar } from './topBar';
export { drawer } from './drawer';
export { documents } from './documents';
export { dashboard } from './dashboard';
export { confirm } from './confirm';
export { reports } from './reports';
export { reportSchedules } from './reportSchedules';
export { activities } from './activities';
export { activitiesManagement } from './activitiesManagement';
export { templates } from './templates';
export { pricePlan } from './pricePlan';
export { pricePlanEditor } from './pricePlanEditor';
export { building } from './building';
export { letter } from './letter';
export { bulkMessaging } from './bulkMessaging';
export { invoice } from './invoice';
export { services } from './services';
export { mfa } from './mfa';
export { settings } from './settings';
export { systemSettings } from './systemSettings';
export { propertyManagers } from './propertyManagers';
export { accounting } from './accounting';
export { freeTrial } from './freeTrial';
export { sections } from './sections';
export { sectionRules } from './sectionRules';
export { customer } from './customer';
export { server } from './server';
export { operations } from './operations';
export { rating } from './rating';
export { statement } from './statement';
export { billingPdf } from './billingPdf';
export { billing } from './billing';
export { invoiceView } from './invoiceView';
export { integrations } from './integrations';
export { addons } from './addons';
export { systemJobs } from './systemJobs';
export { payments } from './payments';
export { paymentFiles } from './paymentFiles';
export { ledger } from './ledger';
export { providerPayments } from './providerPayments';
export { sms } from './sms';
export { email } from './email';
export { mailhouse } from './mailhouse';
export { rowCards } from './rowCards';
