/** Price classes and meter types by id, built once per catalogue the bill run shares between accounts. */
import { memoByObject } from './memo';
import type { MeterTypeInput, PriceClassInput } from './types';

export const classesById = memoByObject((classes: PriceClassInput[]) => new Map(classes.map((c) => [c.id, c])));
export const meterTypesById = memoByObject((types: MeterTypeInput[]) => new Map(types.map((t) => [t.id, t])));
