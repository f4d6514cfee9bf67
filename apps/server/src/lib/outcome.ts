/**
 * What a domain service's business action answers: done (with a value: how many rows it changed,
 * or what it created), or refused with a message the user may read, having written nothing. Each
 * engine shows a refusal its own way (a section action as an Error message, a dashboard action as
 * a 409 that rolls its transaction back).
 */
export type Outcome<T = number> = { done: true; value: T } | { done: false; refusal: string };

export const doneWith = <T>(value: T): Outcome<T> => ({ done: true, value });
export const refused = <T = number>(refusal: string): Outcome<T> => ({ done: false, refusal });
