import type { FieldRenderer } from './fieldTypes';

const custom = new Map<string, FieldRenderer>();

/** Registers the renderer of a Custom field by its name (docs/wizards.md, "Custom fields"). */
export function registerCustomField(name: string, renderer: FieldRenderer) {
  custom.set(name, renderer);
}

export const customFieldRenderer = (name: string): FieldRenderer | undefined => custom.get(name);
