export const letter = {
  typeRequired: 'correspondence type is required',
  templateRequired: 'template is required',
  emailRequired: 'email is required',
  templateInvalid: 'Sorry, the selected template cannot be used for this customer',
  missingFields: (fields: string) => `The following fields are missing: ${fields}`,
} as const;
