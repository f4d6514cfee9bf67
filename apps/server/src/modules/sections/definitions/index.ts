import type { SectionSpec } from '../section-spec';
import { systemParametersSection } from './maintenance/system-parameters';

/** Every section this server serves; docs/sections.md explains how to add one. */
export const sectionSpecs: readonly SectionSpec[] = [systemParametersSection];
