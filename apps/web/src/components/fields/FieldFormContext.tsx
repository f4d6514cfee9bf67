import { createContext, useContext } from 'react';

export interface FieldFormEnvironment {
  /** Answers given outside this form (earlier wizard pages) that lookup parameters may refer to. */
  outerAnswers: Readonly<Record<string, string>>;
  /** Hears the text shown for a new value (a lookup's display, a formatted date). */
  onDisplayValue?: (name: string, displayValue: string) => void;
}

const noEnvironment: FieldFormEnvironment = { outerAnswers: {} };

export const FieldFormContext = createContext<FieldFormEnvironment>(noEnvironment);

export const useFieldFormEnvironment = () => useContext(FieldFormContext);
