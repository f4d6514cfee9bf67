import type { ComponentType } from 'react';
import type { SectionControlType } from '@wattle/contract';
import { SectionCardList } from './cards/SectionCardList';
import { SectionForm } from './form/SectionForm';
import { SectionTable } from './table/SectionTable';

/** The view of each control type; a missing type is a compile error. The renderer never names a section itself. */
export const sectionViews: Record<SectionControlType, ComponentType> = {
  DataGrid: SectionTable,
  Form: SectionForm,
  CardList: SectionCardList,
};
