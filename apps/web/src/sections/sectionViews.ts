import type { ComponentType } from 'react';
import type { SectionControlType } from '@wattle/contract';
import { SectionCardList } from './cards/SectionCardList';
import { SectionForm } from './form/SectionForm';
import { SectionTable } from './table/SectionTable';

/** The view of each control type; a missing type is a compile error. */
export const sectionViews: Record<SectionControlType, ComponentType> = {
  DataGrid: SectionTable,
  Form: SectionForm,
  CardList: SectionCardList,
};

/**
 * Views registered for one section code, for the few sections a generic view does not suit. The
 * renderer never names a section itself.
 */
const overrides = new Map<string, ComponentType>();

export function registerSectionView(code: string, view: ComponentType) {
  overrides.set(code, view);
}

export const viewFor = (code: string, controlType: SectionControlType): ComponentType => overrides.get(code) ?? sectionViews[controlType];
