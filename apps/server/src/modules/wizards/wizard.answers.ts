import { decodeAddress, emptyAddress, splitMultiSelect, YES, type Address } from '@wattle/contract';

/** The validated answers of a submission, read by field name. */
export class WizardAnswers {
  constructor(private readonly values: Readonly<Record<string, string>>) {}

  /** The answer's text, '' when not answered. */
  text(name: string): string {
    return (this.values[name] ?? '').trim();
  }

  /** The answer, or null when blank. */
  optional(name: string): string | null {
    return this.text(name) || null;
  }

  yes(name: string): boolean {
    return this.text(name) === YES;
  }

  /** A LookUp answer holding a numeric id. */
  id(name: string): number {
    const id = Number(this.text(name));
    if (!Number.isSafeInteger(id)) throw new Error(`answer ${name} is not an id`);
    return id;
  }

  optionalId(name: string): number | null {
    return this.text(name) ? this.id(name) : null;
  }

  ids(name: string): string[] {
    return splitMultiSelect(this.text(name));
  }

  address(name: string): Address {
    return decodeAddress(this.values[name]) ?? emptyAddress;
  }

  all(): Readonly<Record<string, string>> {
    return this.values;
  }
}
