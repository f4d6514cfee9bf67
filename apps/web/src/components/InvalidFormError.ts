/** The form did not pass its rules; the fields show why (nothing more to tell the user). */
export class InvalidFormError extends Error {}
