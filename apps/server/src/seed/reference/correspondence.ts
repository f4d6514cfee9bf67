import type { Db, Tx } from '../../db/client';
import { brands, deliveryMethods, documentCategories, htmlTemplateBodies, htmlTemplates, mailMergeSchedules, mailMergeTemplates } from '../../db/schema/index';
import type { SeedScope } from '../reference';

const DOCUMENT_CATEGORIES = [
  { code: 'INVOICE', description: 'Invoice', defaultNote: 'Invoice' },
  { code: 'STATEMENT', description: 'Statement', defaultNote: 'Account statement' },
  { code: 'LETTER', description: 'Letter', defaultNote: 'Letter to customer' },
  { code: 'HTMLEMAIL', description: 'Email', defaultNote: 'Email to customer' },
  { code: 'IDENTIFICATION', description: 'Identification', defaultNote: 'Proof of identity' },
  { code: 'MEDICAL', description: 'Medical confirmation', defaultNote: 'Life support medical confirmation' },
  { code: 'CONCESSION', description: 'Concession card', defaultNote: 'Copy of concession card' },
  { code: 'CONTRACT', description: 'Contract', defaultNote: 'Signed supply agreement' },
  { code: 'METERPHOTO', description: 'Meter photo', defaultNote: 'Photo of the meter' },
  { code: 'OTHER', description: 'Other', defaultNote: '', defaultOption: true },
];

const BRANDS = [
  {
    code: 'WATTLE',
    name: 'Wattle Energy',
    colour: '#a6192e',
    emailFrom: 'accounts@wattle-energy.example',
    phone: '1300 928 853',
    website: 'https://wattle-energy.example',
    myAccountUrl: 'https://my.wattle-energy.example/account',
    isDefault: true,
  },
  {
    code: 'HARBOUR',
    name: 'Harbour Utilities',
    colour: '#00587c',
    emailFrom: 'hello@harbour-utilities.example',
    phone: '1300 427 268',
    website: 'https://harbour-utilities.example',
    myAccountUrl: 'https://my.harbour-utilities.example/account',
    isDefault: false,
  },
];

const DELIVERY_METHODS = [
  { code: 'EMAIL', description: 'Email', isDefault: true },
  { code: 'POST', description: 'Post', isDefault: false },
  { code: 'SMS', description: 'SMS', isDefault: false },
];

const HTML_TEMPLATES = [
  {
    code: 'EMAIL_STANDARD',
    name: 'Standard email',
    templateType: 'EMAIL' as const,
    body: (brand: string) =>
      `<p>Dear {{customerName}},</p><p>{{body}}</p><p>Kind regards,<br/>${brand}</p><p style="font-size:small">Account {{accountNumber}}</p>`,
  },
  {
    code: 'LETTER_STANDARD',
    name: 'Standard letter',
    templateType: 'PDF' as const,
    body: (brand: string) =>
      `<h1>${brand}</h1><p>{{date}}</p><p>{{postalAddress}}</p><p>Dear {{customerName}},</p><p>{{body}}</p><p>Yours sincerely,<br/>${brand}</p>`,
  },
  {
    code: 'INVOICE',
    name: 'Invoice',
    templateType: 'PDF' as const,
    body: (brand: string) =>
      `<h1>${brand} tax invoice</h1><p>Invoice {{invoiceNumber}} for account {{accountNumber}}</p>{{lines}}<p>Total due {{total}} by {{dueDate}}</p>`,
  },
];

/** Letters (mail-merge templates) and the merge fields a customer must have for each. */
const MAIL_MERGE = [
  { code: 'WELCOME', name: 'Welcome pack', category: 'LETTER', requiredFields: ['customerName', 'postalAddress'], subject: 'Welcome to {{brand}}' },
  { code: 'PAYMENT_REMINDER', name: 'Payment reminder', category: 'LETTER', requiredFields: ['customerName', 'balance'], subject: 'Your account is overdue' },
  {
    code: 'LIFE_SUPPORT_FORM',
    name: 'Life support medical confirmation form',
    category: 'MEDICAL',
    requiredFields: ['customerName', 'postalAddress', 'siteAddress'],
    subject: 'Please confirm your life support registration',
  },
  { code: 'HARDSHIP_OFFER', name: 'Hardship programme offer', category: 'LETTER', requiredFields: ['customerName'], subject: 'Support with your energy bills' },
  { code: 'FINAL_BILL', name: 'Final bill cover letter', category: 'LETTER', requiredFields: ['customerName', 'postalAddress'], subject: 'Your final bill' },
];

/** Document categories, brands, delivery methods, HTML templates and mail-merge templates and schedules. */
export async function seedCorrespondenceCatalogues(tx: Tx | Db, scope: SeedScope) {
  const categories = await tx
    .insert(documentCategories)
    .values(DOCUMENT_CATEGORIES.map((c) => ({ ...scope, ...c })))
    .returning({ id: documentCategories.id, code: documentCategories.code });
  const brandRows = await tx
    .insert(brands)
    .values(BRANDS.map((b) => ({ ...scope, ...b })))
    .returning({ id: brands.id, name: brands.name });
  await tx.insert(deliveryMethods).values(DELIVERY_METHODS.map((d) => ({ ...scope, ...d })));

  const templates = await tx
    .insert(htmlTemplates)
    .values(HTML_TEMPLATES.map(({ code, name, templateType }) => ({ ...scope, code, name, templateType })))
    .returning({ id: htmlTemplates.id, code: htmlTemplates.code });
  const templateId = (code: string) => templates.find((t) => t.code === code)!.id;
  await tx
    .insert(htmlTemplateBodies)
    .values(HTML_TEMPLATES.flatMap((t) => brandRows.map((b) => ({ ...scope, htmlTemplateId: templateId(t.code), brandId: b.id, htmlData: t.body(b.name) }))));

  const letters = await tx
    .insert(mailMergeTemplates)
    .values(
      MAIL_MERGE.map((m) => ({
        ...scope,
        code: m.code,
        name: m.name,
        htmlTemplateId: templateId('LETTER_STANDARD'),
        documentCategoryId: categories.find((c) => c.code === m.category)!.id,
        requiredFields: m.requiredFields,
      })),
    )
    .returning({ id: mailMergeTemplates.id, code: mailMergeTemplates.code });
  await tx.insert(mailMergeSchedules).values(
    MAIL_MERGE.map((m) => ({
      ...scope,
      code: `${m.code}_EMAIL`,
      name: `${m.name} by email`,
      mailMergeTemplateId: letters.find((l) => l.code === m.code)!.id,
      emailTemplateId: templateId('EMAIL_STANDARD'),
      emailSubject: m.subject,
    })),
  );
}
