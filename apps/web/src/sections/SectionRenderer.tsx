import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrmIdentifiers, SectionConfig } from '@wattle/contract';
import { ActionBar } from './actions/ActionBar';
import { SectionContext } from './SectionContext';
import { sectionViews } from './sectionViews';
import { useSectionController } from './useSectionController';

export interface SectionRendererProps {
  section: SectionConfig;
  ids: CrmIdentifiers;
  /** For a child section: the parent's highlighted row. */
  parentKey?: string | null;
}

/**
 * One server-defined section: its title, action bar and view (table, form or card list, or a view
 * registered for its code), followed by its child sections for the highlighted row.
 */
export function SectionRenderer({ section, ids, parentKey = null }: SectionRendererProps) {
  const controller = useSectionController(section, ids, parentKey);
  const View = sectionViews[section.sectionControlType];
  const parentRow = controller.highlighted?.key ?? null;
  return (
    <SectionContext.Provider value={controller}>
      <Stack spacing={2} component="section" aria-label={section.description} data-section-code={section.code}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {section.description}
          </Typography>
          <ActionBar />
          <View />
        </Paper>
        {parentRow !== null
          ? section.childSections.map((child) => <SectionRenderer key={`${child.id}:${parentRow}`} section={child} ids={ids} parentKey={parentRow} />)
          : null}
      </Stack>
    </SectionContext.Provider>
  );
}
