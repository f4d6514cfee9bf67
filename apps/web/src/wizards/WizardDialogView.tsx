import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { texts } from '@wattle/contract';
import { ResponsiveDialog } from '../components/ResponsiveDialog';
import { FieldFormContext } from '../components/fields/FieldFormContext';
import { FieldGrid } from '../components/fields/FieldGrid';
import { useWizardController, type WizardControllerOptions } from './useWizardController';

/** The wizard dialog: renders what useWizardController decides. */
export default function WizardDialogView(props: WizardControllerOptions) {
  const wizard = useWizardController(props);
  const { definition, page } = wizard;
  return (
    <ResponsiveDialog open={props.open} onClose={wizard.close} title={definition?.name ?? ''} aria-labelledby="wizard-dialog-title" draggable>
      <DialogContent dividers>
        {wizard.loading || !page ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : (
          <Box component="section" aria-label={page.title}>
            <Typography variant="h6" component="h2">
              {page.title}
            </Typography>
            {page.description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {page.description}
              </Typography>
            ) : null}
            <FormProvider {...wizard.form}>
              <FieldFormContext.Provider value={{ outerAnswers: wizard.outerAnswers, onDisplayValue: wizard.onDisplayValue }}>
                <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
                  <FieldGrid fields={page.displayFields} disabled={wizard.busy} />
                </Box>
              </FieldFormContext.Provider>
            </FormProvider>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={wizard.close}>{texts.wizard.cancel}</Button>
        {wizard.showPrevious ? (
          <Button onClick={wizard.previous} disabled={wizard.busy}>
            {texts.wizard.previous}
          </Button>
        ) : null}
        {wizard.showSave ? (
          <Button variant="contained" onClick={() => void wizard.save()} disabled={!wizard.canContinue}>
            {texts.wizard.save}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void wizard.next()} disabled={!wizard.canContinue}>
            {texts.wizard.next}
          </Button>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
