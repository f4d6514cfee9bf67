import type { ComponentType } from 'react';
import type { SectionControlType } from '@wattle/contract';
import { SectionCardList } from './cards/SectionCardList';
import { SectionForm } from './form/SectionForm';
import { SectionTable } from './table/SectionTable';

/** The view of each control type; a missing type is a compile error. */
const sectionViews: Record<SectionControlType, ComponentType> = {
  DataGrid: SectionTable,
  Form: SectionForm,
  CardList: SectionCardList,
};

/** The renderer never names a section itself: a section's view follows from its control type. */
export const viewFor = (controlType: SectionControlType): ComponentType => sectionViews[controlType];
