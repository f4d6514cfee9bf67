/** The HTML template editor (spec 2 §2.7; docs/templates.md). */
export const templates = {
  saved: 'Template saved successfully',
  title: 'HTML Templates',
  brand: 'Brand',
  template: 'Template',
  /** A choice of the template list: its name and type. */
  templateOption: (name: string, templateType: string) => `${name} (${templateType})`,
  next: 'Next',
  back: 'Back',
  save: 'Save',
  html: 'HTML',
  preview: 'Preview',
  emailPreview: 'Email preview',
  pdfPreview: 'PDF preview',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoom: (percent: number) => `${percent}%`,
  editing: (template: string, brand: string) => `${template} for ${brand}`,
  inherited:
    'This brand has no text of its own for this template yet: its letters and emails use the default brand’s, shown here. Save to give the brand its own.',
  sampleNote: 'The preview fills the merge fields with a sample customer of the brand.',
  htmlRequired: 'The template needs some HTML',
  templateNotFound: 'Template not found',
  brandNotFound: 'Brand not found',
  brandMismatch: 'brand_id: must be the brand in the address',
  typeMismatch: (templateType: string) => `templateType: the template is a ${templateType} template`,
  changedElsewhere: 'Someone else saved this template for this brand meanwhile. Reload it and make your change again.',
  /** The sample customer of the preview (docs/templates.md). */
  sample: {
    recipient: 'Alex Sample',
    addressLines: ['1 Sample Street', 'Sydney NSW 2000'],
    accountNumber: 'SAMPLE-0001',
    balance: '123.45',
    subject: 'Sample letter',
    body: 'The text of the letter or the email goes here.',
  },
} as const;
