import { SEARCH_MIN_INFIX_LENGTH } from '@wattle/contract';

/** What a search text allows: prefix matching always; infix and similarity only from a minimum length. */
export interface SearchTerm {
  /** As typed (already trimmed and cleaned by the request schema). */
  text: string;
  /** Its digits, for phone numbers typed with spaces, dashes or brackets. */
  digits: string;
  /** Long enough for infix (trigram) and similarity matching. */
  infix: boolean;
  /** Looks like a phone number or a fragment of one: digits and phone punctuation only, three digits at least. */
  phoneLike: boolean;
  /** Has letters: only then can it be a misspelt word. */
  hasLetters: boolean;
}

export function analyseTerm(text: string): SearchTerm | null {
  if (text === '') return null;
  const digits = text.replace(/\D/g, '');
  return {
    text,
    digits,
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- counts code points, as PostgreSQL's length() does.
    infix: [...text].length >= SEARCH_MIN_INFIX_LENGTH,
    phoneLike: digits.length >= SEARCH_MIN_INFIX_LENGTH && /^[\d\s()+.-]+$/.test(text),
    hasLetters: /\p{L}/u.test(text),
  };
}

/** Escapes LIKE's wildcards and escape character so a typed %, _ or \ matches itself. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
