/**
 * What a domain service's business action answers: done (with how many rows it changed), or
 * refused with a message the user may read, having written nothing. Each engine shows a refusal
 * its own way (a section action as an Error message, a dashboard action as a 409).
 */
export type Outcome = { done: true; count: number } | { done: false; refusal: string };

export const doneWith = (count: number): Outcome => ({ done: true, count });
export const refused = (refusal: string): Outcome => ({ done: false, refusal });
