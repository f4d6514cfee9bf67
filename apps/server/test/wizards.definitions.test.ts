import { describe, expect, it } from 'vitest';
import { fieldTypes, lookupParameterReferences, WIZARD_CODES, wizardDefinitionSchema } from '@wattle/contract';
import { findLookup } from '../src/modules/lookups/lookup.registry';
import '../src/modules/lookups/lookups.providers';
import { LOOKUP_LISTS } from '../src/seed/reference/lookups';
import { WizardAnswers } from '../src/modules/wizards/wizard.answers';
import type { AppError } from '../src/lib/errors';
import { followingPageIndex, replaySubmission } from '../src/modules/wizards/wizard.engine';
import { applyOverrides } from '../src/modules/wizards/wizard.overrides';
import { allWizards, findWizard } from '../src/modules/wizards/wizard.registry';
import { pages } from './wizards-fixtures';

describe('every wizard definition', () => {
  for (const code of WIZARD_CODES) {
    it(`${code} is a valid definition whose fields, lookups and branches all resolve`, () => {
      const wizard = findWizard(code)!;
      const def = wizard.definition;
      expect(wizardDefinitionSchema.parse(def)).toEqual(def);
      const names = def.pages.flatMap((p) => p.displayFields.map((f) => f.name));
      expect(new Set(names).size).toBe(names.length);
      for (const field of def.pages.flatMap((p) => p.displayFields)) {
        expect(fieldTypes).toContain(field.fieldType);
        if (field.lookupCode)
          expect(Boolean(findLookup(field.lookupCode)) || field.lookupCode in LOOKUP_LISTS, `${field.name}: ${field.lookupCode}`).toBe(true);
        for (const ref of lookupParameterReferences(field.lookupParameters)) expect(names, `${field.name} refers to ${ref}`).toContain(ref);
      }
      expect(def.pages.some((p) => p.allowFinish)).toBe(true);
    });
  }

  it('every page of NEWCUSTOMER is reachable and every branch ends on a page that can finish', () => {
    const wizard = findWizard('NEWCUSTOMER')!;
    const reached = new Set<string>();
    for (const customerType of ['RESIDENT', 'OCCUPIER', 'COMPANY', 'SUNDRY']) {
      for (const addMeter of ['Y', 'N']) {
        const answers = new WizardAnswers({ customerType, addMeter });
        let index: number | null = 0;
        const path: string[] = [];
        while (index !== null && !wizard.definition.pages[index]!.allowFinish) {
          path.push(wizard.definition.pages[index]!.pageCode);
          index = followingPageIndex(wizard, wizard.definition, index, answers);
        }
        expect(index, path.join(' > ')).not.toBeNull();
        path.push(wizard.definition.pages[index!]!.pageCode);
        path.forEach((p) => reached.add(p));
      }
    }
    expect([...reached].sort()).toEqual(wizard.definition.pages.map((p) => p.pageCode).sort());
  });

  it('exist for exactly the spec codes', () => {
    expect(
      allWizards()
        .map((w) => w.definition.wizardCode)
        .sort(),
    ).toEqual([...WIZARD_CODES].sort());
  });
});

describe('replaying a submission', () => {
  const wizard = findWizard('NEWCUSTOMER')!;
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as AppError).refusals.map((r) => r.message);
    }
    return [];
  };

  it('lists every refused answer of every visited page', () => {
    const submitted = pages([
      ['TYPE', { customerType: 'RESIDENT' }],
      ['PERSON', { firstName: '', lastName: 'X', dateOfBirth: 'yesterday' }],
    ]);
    expect(refusal(() => replaySubmission(wizard, wizard.definition, submitted, { freeTrial: false, finished: false, today: '2026-01-15' }))).toEqual([
      'First name: Field is required.',
      'Date of birth: Invalid date.',
    ]);
  });

  it("ignores answers smuggled onto another page than their field's", () => {
    const submitted = pages([
      ['TYPE', { customerType: 'RESIDENT' }],
      ['PERSON', { firstName: 'Ruby', lastName: 'Resident' }],
      ['CONTACT', { email: 'r@example.com', postalAddress: '{"street":"1","suburb":"2","state":"3","postcode":"4"}', firstName: '' }],
    ]);
    const replay = replaySubmission(wizard, wizard.definition, submitted, { freeTrial: false, finished: false, today: '2026-01-15' });
    expect(replay.answers.text('firstName')).toBe('Ruby');
    expect(replay.answered.map((a) => a.field.name)).not.toContain('companyName');
  });

  it('applies no adjustment for an unknown page or field', () => {
    const def = wizard.definition;
    expect(
      applyOverrides(def, [
        {
          pageCode: 'NOPE',
          fieldName: 'x',
          prompt: 'y',
          description: null,
          tooltip: null,
          defaultValue: null,
          visible: null,
          mandatory: null,
          row: null,
          span: 99,
        },
      ]),
    ).toEqual(def);
  });
});
