import type { CustomerDocument } from '@wattle/contract';

export interface CategoryCount {
  description: string;
  count: number;
}

/** One entry per document type description with its count, in alphabetical order (spec 3 §2.10). */
export function categoryCounts(documents: readonly CustomerDocument[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const doc of documents) counts.set(doc.typeDescription, (counts.get(doc.typeDescription) ?? 0) + 1);
  return [...counts].map(([description, count]) => ({ description, count })).sort((a, b) => a.description.localeCompare(b.description));
}

/** The documents of the chosen categories; none chosen is All Documents. */
export const inCategories = (documents: readonly CustomerDocument[], chosen: ReadonlySet<string>) =>
  chosen.size === 0 ? documents : documents.filter((doc) => chosen.has(doc.typeDescription));
