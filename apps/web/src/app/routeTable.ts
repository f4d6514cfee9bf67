import type { ComponentType } from 'react';
import { texts } from '@wattle/contract';
import { paths } from './paths';

/** One screen of the route table; every page is loaded on demand (its own chunk). */
export interface PageRoute {
  path: string;
  title: string;
  /** Screen code from the route metadata: the side drawer finds a menu page's route by it. */
  screenCode?: string;
  page: () => Promise<ComponentType>;
}

const t = texts.pages;

/** Reachable signed out; shown without the top bar and side drawer. */
export const guestRoutes: PageRoute[] = [
  { path: paths.login, title: t.login, page: () => import('../features/auth/LoginPage').then((m) => m.LoginPage) },
  {
    path: paths.sendResetPasswordLink,
    title: t.sendResetPasswordLink,
    page: () => import('../features/auth/SendResetPasswordLinkPage').then((m) => m.SendResetPasswordLinkPage),
  },
  { path: paths.resetPassword, title: t.resetPassword, page: () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage) },
  {
    path: paths.thirdPartyAuthenticationRedirect,
    title: t.thirdPartyAuthenticationRedirect,
    page: () => import('../features/auth/ThirdPartyAuthenticationRedirectPage').then((m) => m.ThirdPartyAuthenticationRedirectPage),
  },
];

const dashboardPage = () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage);
const customerSectionPage = () => import('../features/customer/CustomerSectionPage').then((m) => m.CustomerSectionPage);
const goToEntityPage = () => import('../features/search/GoToEntityPage').then((m) => m.GoToEntityPage);

/** The dashboard is also the index route (/). */
export const dashboardRoute: PageRoute = { path: paths.dashboard, title: t.dashboard, page: dashboardPage };

/** Signed-in screens, rendered inside the shell. */
export const shellRoutes: PageRoute[] = [
  dashboardRoute,
  { path: paths.mfaTotpSetUp, title: t.mfaTotpSetUp, page: () => import('../features/auth/MfaTotpSetUpPage').then((m) => m.MfaTotpSetUpPage) },
  { path: paths.mfaEmailSetUp, title: t.mfaEmailSetUp, page: () => import('../features/auth/MfaEmailSetUpPage').then((m) => m.MfaEmailSetUpPage) },
  { path: paths.userSettings, title: t.userSettings, page: () => import('../features/settings/UserSettingsPage').then((m) => m.UserSettingsPage) },
  { path: paths.freeTrial, title: t.freeTrial, page: () => import('../features/freeTrial/FreeTrialPage').then((m) => m.FreeTrialPage) },
  { path: paths.help, title: texts.topBar.help, page: () => import('../features/help/HelpPage').then((m) => m.HelpPage) },
  { path: paths.myReports, title: t.myReports, page: () => import('../features/reports/MyReportsPage').then((m) => m.MyReportsPage) },
  { path: paths.report, title: t.report, page: () => import('../features/reports/ReportPage').then((m) => m.ReportPage) },
  { path: paths.reportSchedules, title: t.reportSchedules, page: () => import('../features/reports/ReportSchedulesPage').then((m) => m.ReportSchedulesPage) },
  { path: paths.paymentImport, title: t.paymentImport, page: () => import('../features/payments/PaymentImportPage').then((m) => m.PaymentImportPage) },
  { path: paths.integration, title: t.integration, page: () => import('../features/integrations/IntegrationPage').then((m) => m.IntegrationPage) },
  { path: paths.meteringReads, title: t.meteringReads, page: () => import('../features/integrations/MeteringReadsPage').then((m) => m.MeteringReadsPage) },
  { path: paths.systemJobs, title: t.systemJobs, page: () => import('../features/systemJobs/SystemJobsPage').then((m) => m.SystemJobsPage) },
  {
    path: paths.systemSettings,
    title: t.systemSettings,
    page: () => import('../features/administration/SystemSettingsPage').then((m) => m.SystemSettingsPage),
  },
  {
    path: paths.propertyManager,
    title: t.propertyManager,
    page: () => import('../features/administration/PropertyManagerPage').then((m) => m.PropertyManagerPage),
  },
  { path: paths.maintenance, title: t.maintenance, page: () => import('../features/administration/MaintenancePage').then((m) => m.MaintenancePage) },
  {
    path: paths.notesAndActivities,
    title: t.notesAndActivities,
    screenCode: 'Activities',
    page: () => import('../features/activities/NotesAndActivitiesPage').then((m) => m.NotesAndActivitiesPage),
  },
  {
    path: paths.activitiesManagement,
    title: t.activitiesManagement,
    page: () => import('../features/activities/ActivitiesManagementPage').then((m) => m.ActivitiesManagementPage),
  },
  { path: paths.transactionList, title: t.transactionList, screenCode: 'ARTRANLIST', page: customerSectionPage },
  { path: paths.treatments, title: t.treatments, screenCode: 'ARTREATMENTS', page: customerSectionPage },
  { path: paths.services, title: t.services, screenCode: 'Services', page: () => import('../features/services/ServicesPage').then((m) => m.ServicesPage) },
  { path: paths.paymentPlans, title: t.paymentPlans, screenCode: 'ARPAYMENTPLANS', page: customerSectionPage },
  { path: paths.customerConcessions, title: t.customerConcessions, screenCode: 'HOMECONCESSION', page: customerSectionPage },
  { path: paths.contactDetails, title: t.contactDetails, screenCode: 'PARTYDETAILS', page: customerSectionPage },
  { path: paths.customerEmailMessages, title: t.customerEmailMessages, screenCode: 'EMAILREQUEST', page: customerSectionPage },
  { path: paths.customerSmsMessages, title: t.customerSmsMessages, screenCode: 'NOTIFYSMS', page: customerSectionPage },
  { path: paths.customerCharges, title: t.customerCharges, screenCode: 'HOMECHARGE', page: customerSectionPage },
  { path: paths.residential, title: t.residential, screenCode: 'CUSTRESIDENTIAL', page: customerSectionPage },
  { path: paths.commercial, title: t.commercial, screenCode: 'CUSTCOMMERCIAL', page: customerSectionPage },
  { path: paths.smoothPay, title: t.smoothPay, screenCode: '_SMOOTHPAY', page: customerSectionPage },
  { path: paths.customerDetail, title: t.customerDetail, screenCode: 'CUSTSUMMARY', page: customerSectionPage },
  { path: paths.finance, title: t.finance, screenCode: 'HOMEFINANCE', page: customerSectionPage },
  { path: paths.lifeSupport, title: t.lifeSupport, screenCode: 'CUSTLIFESUPPORT', page: customerSectionPage },
  { path: paths.postedMail, title: t.postedMail, screenCode: 'NOTIFYPOSTED', page: customerSectionPage },
  { path: paths.invoicing, title: t.invoicing, screenCode: 'CUSTINVOICEOPTIONS', page: customerSectionPage },
  { path: paths.customerHardship, title: t.customerHardship, screenCode: 'CUSTHARDSHIP', page: customerSectionPage },
  { path: paths.customerCorrespondence, title: t.customerCorrespondence, screenCode: 'CUSTCORRESPONDENCE', page: customerSectionPage },
  {
    path: paths.customerStatement,
    title: t.customerStatement,
    page: () => import('../features/billing/CustomerStatementPage').then((m) => m.CustomerStatementPage),
  },
  { path: paths.instantInvoice, title: t.instantInvoice, page: () => import('../features/billing/InstantInvoicePage').then((m) => m.InstantInvoicePage) },
  {
    path: paths.documents,
    title: t.documents,
    screenCode: 'Documents',
    page: () => import('../features/documents/DocumentsPage').then((m) => m.DocumentsPage),
  },
  { path: paths.goToEntity, title: t.goToEntity, page: goToEntityPage },
  { path: paths.legacyGoTo, title: t.goToEntity, page: goToEntityPage },
];

/** The route of a menu page, found by its page code (the screen code of the route metadata). */
export function routeForScreenCode(code: string): string | undefined {
  return shellRoutes.find((route) => route.screenCode === code)?.path;
}
