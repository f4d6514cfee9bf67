import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { texts } from '@wattle/contract';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { BasicRates } from './BasicRates';
import { useProductLookups } from './pricePlanApi';
import { addSchedule, withPriceChange, type ScheduleKind } from './pricePlanEditing';
import { PlanHeader } from './PlanHeader';
import { PriceChangeDialog } from './PriceChangeDialog';
import { PricePlanEditorContext, usePricePlanEditorContext, type PricePlanEditorContextValue } from './PricePlanEditorContext';
import { ScheduleCard } from './ScheduleCard';
import { TimingProfileChange } from './TimingProfileChange';
import { usePricePlanEditor, type PricePlanEditorOptions } from './usePricePlanEditor';
import { PricePlanImpactDialog } from './impact/PricePlanImpactDialog';

const t = texts.pricePlanEditor;

function ScheduleList({ kind, onPriceChange }: { kind: ScheduleKind; onPriceChange: (kind: ScheduleKind, scheduleId: number) => void }) {
  const { draft, change, today } = usePricePlanEditorContext();
  if (!draft) return null;
  const title = kind === 'fixedCharges' ? t.fixedCharges : t.usageCharges;
  const addLabel = kind === 'fixedCharges' ? t.addFixedCharge : t.addUsageCharge;
  const schedules = draft[kind];
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<Add />} onClick={() => change((p) => addSchedule(p, kind, today, ''))}>
          {addLabel}
        </Button>
      </Box>
      {schedules.every((s) => s.isDeleted) ? (
        <Typography variant="body2" color="text.secondary">
          {t.noSchedules}
        </Typography>
      ) : null}
      {schedules.map((schedule, index) =>
        schedule.isDeleted ? null : (
          <ScheduleCard key={schedule.id} kind={kind} index={index} schedule={schedule} onPriceChange={() => onPriceChange(kind, schedule.id)} />
        ),
      )}
    </Box>
  );
}

function usePricePlanEditorContextValue(options: PricePlanEditorOptions): PricePlanEditorContextValue {
  const editor = usePricePlanEditor(options);
  const lookups = useProductLookups(editor.draft?.productTypeId ?? null, editor.draft?.productTypeCode ?? null);
  return { ...editor, lookups };
}

export interface PricePlanDialogProps extends PricePlanEditorOptions {
  onClose: () => void;
}

/**
 * The Add/Edit Price Plan dialog (spec 3 §2.6): create mode shows the basic rate entry, edit mode
 * the fixed and usage schedules with their rates. Save is enabled only when the plan is dirty.
 */
export function PricePlanDialog({ onClose, ...options }: PricePlanDialogProps) {
  const editor = usePricePlanEditorContextValue(options);
  const { draft, isEdit, isDirty, saving, allRates, issues, saveTried } = editor;
  const [priceChange, setPriceChange] = useState<{ kind: ScheduleKind; scheduleId: number } | null>(null);
  const changing = priceChange && draft ? draft[priceChange.kind].find((s) => s.id === priceChange.scheduleId) : undefined;
  // A refused save takes the user to its first problem.
  const content = useRef<HTMLDivElement>(null);
  const firstIssue = issues[0]?.path;
  useEffect(() => {
    if (!editor.refusedSaves || !firstIssue) return;
    content.current?.querySelector<HTMLElement>(`[data-path="${firstIssue}"]`)?.focus();
    // Only a new refusal moves the focus, not every change of the issues.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor.refusedSaves]);
  const close = async () => {
    if (await editor.confirmClose()) onClose();
  };

  return (
    <PricePlanEditorContext.Provider value={editor}>
      <ResponsiveDialog open onClose={() => void close()} title={texts.pricePlan.title} aria-labelledby="price-plan-title" scroll="paper">
        <DialogContent dividers ref={content} sx={{ minHeight: { md: '60vh' } }}>
          {editor.isLoading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
              <CircularProgress aria-label={texts.pricePlan.title} />
            </Box>
          ) : null}
          {editor.loadFailed ? <Alert severity="error">{t.loadFailed}</Alert> : null}
          {draft ? (
            <>
              <PlanHeader />
              {isEdit ? (
                <>
                  <Divider sx={{ my: 1 }} />
                  <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                    <Box sx={{ flex: '1 1 320px' }}>
                      <TimingProfileChange />
                    </Box>
                    <FormControlLabel
                      control={<Switch checked={allRates} onChange={(e) => void editor.toggleAllRates(e.target.checked)} />}
                      label={t.allRates}
                    />
                  </Box>
                  <ScheduleList kind="fixedCharges" onPriceChange={(kind, scheduleId) => setPriceChange({ kind, scheduleId })} />
                  <ScheduleList kind="variableCharges" onPriceChange={(kind, scheduleId) => setPriceChange({ kind, scheduleId })} />
                </>
              ) : (
                <BasicRates />
              )}
            </>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography role="status" variant="body2" color="error" sx={{ flexGrow: 1, px: 1 }}>
            {saveTried && issues.length ? t.fixIssues(issues.length) : ''}
          </Typography>
          <Button onClick={() => void close()}>{t.close}</Button>
          <Button variant="contained" disabled={!isDirty || saving} onClick={() => void editor.save()}>
            {t.save}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
      {editor.impactPlan ? (
        <PricePlanImpactDialog plan={editor.impactPlan} onCancel={() => editor.answerImpact(false)} onContinue={() => editor.answerImpact(true)} />
      ) : null}
      {changing && priceChange ? (
        <PriceChangeDialog
          kind={priceChange.kind}
          schedule={changing}
          onClose={() => setPriceChange(null)}
          onApply={(values) => {
            editor.change((p) => withPriceChange(p, priceChange.kind, priceChange.scheduleId, values, editor.today));
            setPriceChange(null);
          }}
        />
      ) : null}
    </PricePlanEditorContext.Provider>
  );
}
