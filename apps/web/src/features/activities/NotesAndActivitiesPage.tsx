import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_ITEMS, NOTES_PAGE_STEP, texts, type Activity } from '@wattle/contract';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { confirm, showErrorOf } from '../../components/notices/noticeStore';
import { PageTitle } from '../../components/PageTitle';
import { usePermissions } from '../../stores/usePermissions';
import { useSessionStore } from '../../stores/sessionStore';
import { ActivityCard } from './ActivityCard';
import { ActivityDialog } from './ActivityDialog';
import { NotesPanel } from './NotesPanel';
import { deleteActivity, refreshActivities, useActivityLookups, useCustomerActivities } from './activitiesApi';
import { ClassChips, useClassFilter } from './ClassChips';

const t = texts.activities;

type DialogState = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/**
 * Notes and Activities of the session's customer (spec 2 §2.12): activity cards and the selected
 * one's notes; 'Show more' adds 25, 'Show all' shows every item.
 */
export function NotesAndActivitiesPage() {
  const customerId = useSessionStore((s) => s.customerId);
  const { mayChangeData } = usePermissions();
  const lookups = useActivityLookups();
  const classes = useClassFilter(lookups.data?.activityClass);
  const [openOnly, setOpenOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(NOTES_PAGE_STEP);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const client = useQueryClient();
  const list = useCustomerActivities(customerId, { excludeClosed: openOnly, classIds: classes.classIds, search, pageSize });
  const items = list.data?.items ?? [];
  const total = list.data?.totalItems ?? 0;
  const selected = items.find((a) => a.id === selectedId) ?? null;

  if (customerId === null) {
    return (
      <Box>
        <PageTitle />
        <Alert severity="info">{t.noCustomer}</Alert>
      </Box>
    );
  }

  const removeSelected = async () => {
    if (!selected || !(await confirm(texts.confirm.deletingTitle, texts.confirm.deleteSelectedItem))) return;
    try {
      await deleteActivity(selected.id);
      setSelectedId(null);
    } catch (error) {
      showErrorOf(error);
    }
    await refreshActivities(client);
  };

  return (
    <Box>
      <PageTitle />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
          {t.add}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditIcon />}
          disabled={!selected}
          onClick={() => selected && setDialog({ mode: 'edit', id: selected.id })}
        >
          {t.edit}
        </Button>
        <Button
          variant="outlined"
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!selected || !mayChangeData}
          onClick={() => void removeSelected()}
        >
          {t.deleteSelected}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ minWidth: 220 }}>
          <DebouncedSearchField
            label={t.search}
            onSearch={(value) => {
              setSearch(value);
              setPageSize(NOTES_PAGE_STEP);
            }}
          />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={t.filters}>
        <Chip
          label={t.openOnly}
          color={openOnly ? 'primary' : 'default'}
          variant={openOnly ? 'filled' : 'outlined'}
          aria-pressed={openOnly}
          onClick={() => setOpenOnly((v) => !v)}
        />
        <ClassChips filter={classes} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <Stack spacing={1} role="list" aria-label={t.notesAndActivities}>
            {items.map((activity: Activity) => (
              <ActivityCard key={activity.id} activity={activity} selected={activity.id === selectedId} onSelect={() => setSelectedId(activity.id)} />
            ))}
          </Stack>
          {!items.length && !list.isLoading ? <Typography color="text.secondary">{t.noActivities}</Typography> : null}
          {total > 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }} role="group" aria-label={t.moreItems}>
              <Typography variant="body2">{t.showing(items.length, total)}</Typography>
              {items.length < total ? (
                <>
                  <Button size="small" onClick={() => setPageSize(items.length + NOTES_PAGE_STEP)}>
                    {t.showMore}
                  </Button>
                  <Button size="small" onClick={() => setPageSize(ALL_ITEMS)}>
                    {t.showAll}
                  </Button>
                </>
              ) : null}
            </Stack>
          ) : null}
        </Box>
        <NotesPanel activity={selected} />
      </Box>
      {dialog ? (
        <ActivityDialog
          activityId={dialog.mode === 'edit' ? dialog.id : undefined}
          customerId={customerId}
          onClose={() => setDialog(null)}
          onSaved={(saved) => setSelectedId(saved.id)}
        />
      ) : null}
    </Box>
  );
}
