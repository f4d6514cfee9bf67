import type { CustomerTypeCode } from '../constants';

/**
 * The customer pages built from sections (spec 3 §2.3), by the screen code of their route:
 * which parent sections they show, for which customer types, and whether the customer account
 * must be (re)loaded before the sections are shown.
 */
export interface CustomerPageDefinition {
  sectionCodes: readonly string[];
  customerTypes?: readonly CustomerTypeCode[];
  /** Contact Details reloads the account first; the finance pages load it by customerId. */
  loadAccount?: 'reload' | 'load';
  /** The page offers Send Letter or Email (the customer's correspondence pages, docs/ux.md "Correspondence"). */
  sendsLetters?: true;
}

export const CUSTOMER_PAGES: Readonly<Record<string, CustomerPageDefinition>> = {
  HOMECHARGE: { sectionCodes: ['CUSTCHRGONE', 'CUSTCHRGRECURR'] },
  CUSTRESIDENTIAL: { sectionCodes: ['CUSTRESIDENTIAL'], customerTypes: ['RESIDENT'] },
  CUSTCOMMERCIAL: { sectionCodes: ['CUSTCOMMERCIAL'], customerTypes: ['COMPANY'] },
  CUSTSUMMARY: { sectionCodes: ['CUSTDETAIL'], customerTypes: ['OCCUPIER', 'SUNDRY'] },
  HOMEFINANCE: { sectionCodes: ['CUSTFINANCE', 'CUSTCREDITSTATUS'] },
  CUSTLIFESUPPORT: { sectionCodes: ['CUSTLIFESUPPORT'] },
  NOTIFYPOSTED: { sectionCodes: ['POSTED_MAIL'] },
  CUSTINVOICEOPTIONS: { sectionCodes: ['INVOICING'] },
  HOMECONCESSION: { sectionCodes: ['CUSTCONNCARDS', 'CUSTCARDTRANS'] },
  EMAILREQUEST: { sectionCodes: ['EMAIL'], sendsLetters: true },
  NOTIFYSMS: { sectionCodes: ['SMS_MESSAGES'] },
  CUSTHARDSHIP: { sectionCodes: ['CUSTHARDSHIP', 'CUSTFAMILYHARM'] },
  CUSTCORRESPONDENCE: { sectionCodes: ['CUSTEMAILCORRESPOND'], sendsLetters: true },
  PARTYDETAILS: { sectionCodes: ['CUSTRELNLIST'], loadAccount: 'reload' },
  _SMOOTHPAY: { sectionCodes: ['_SMOOTHPAY'] },
  ARTRANLIST: { sectionCodes: ['ARTRANS'], loadAccount: 'load' },
  ARTREATMENTS: { sectionCodes: ['AR_TREATMENT'], loadAccount: 'load' },
  ARPAYMENTPLANS: { sectionCodes: ['PAYMNTPLANS'], loadAccount: 'load' },
};
