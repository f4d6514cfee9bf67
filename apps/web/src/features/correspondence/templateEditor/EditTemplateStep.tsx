import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HTML_TEMPLATE_MAX_LENGTH, texts, type HtmlTemplate } from '@wattle/contract';
import { confirm, showErrorOf, showSnackbar } from '../../../components/notices/noticeStore';
import { PageLoading } from '../../../components/PageLoading';
import { useLeaveWarning } from '../../../hooks/useLeaveWarning';
import { useUnsavedChanges } from '../../../hooks/useUnsavedChanges';
import { EmailPreview } from './EmailPreview';
import { PdfPreview } from './PdfPreview';
import { saveTemplate, templateEditorQueries, type TemplateChoice } from './templateEditorApi';

const t = texts.templates;

interface TemplateFormProps {
  choice: TemplateChoice;
  template: HtmlTemplate;
  sampleFields: Record<string, string>;
  onBack: () => void;
}

/** The HTML beside its live preview; Save keeps it as the brand's body of the template. */
function TemplateForm({ choice, template, sampleFields, onBack }: TemplateFormProps) {
  const client = useQueryClient();
  const [html, setHtml] = useState(template.htmlData);
  const dirty = html !== template.htmlData;
  useUnsavedChanges(dirty);
  useLeaveWarning(dirty);

  const save = useMutation({
    mutationFn: () =>
      saveTemplate(choice, { templateType: template.templateType, htmlData: html, htmlDataId: template.htmlDataId, brand_id: template.brand_id }),
    onSuccess: async () => {
      showSnackbar(t.saved);
      await client.invalidateQueries({ queryKey: templateEditorQueries.template(choice).queryKey });
    },
    onError: showErrorOf,
  });

  const back = async () => {
    if (dirty && !(await confirm(texts.navigation.unsavedEditsTitle, texts.navigation.unsavedEdits))) return;
    onBack();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t.editing(template.name, template.brandName)}
      </Typography>
      {template.htmlDataId === null ? <Alert severity="info">{t.inherited}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={t.html}
            value={html}
            onChange={(e) => setHtml(e.target.value)}
            multiline
            minRows={20}
            maxRows={40}
            fullWidth
            required
            error={html.trim() === ''}
            helperText={html.trim() === '' ? t.htmlRequired : t.sampleNote}
            slotProps={{ htmlInput: { spellCheck: false, maxLength: HTML_TEMPLATE_MAX_LENGTH, sx: { fontFamily: 'monospace', fontSize: '0.875rem' } } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t.preview}
          </Typography>
          {template.templateType === 'PDF' ? <PdfPreview brandId={template.brand_id} html={html} /> : <EmailPreview html={html} sampleFields={sampleFields} />}
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void back()}>{t.back}</Button>
        <Button variant="contained" disabled={!dirty || html.trim() === '' || save.isPending} onClick={() => save.mutate()}>
          {t.save}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Page 2 of the editor: the chosen template for the chosen brand, with its live preview. */
export function EditTemplateStep({ choice, onBack }: { choice: TemplateChoice; onBack: () => void }) {
  const template = useQuery(templateEditorQueries.template(choice));
  const sample = useQuery(templateEditorQueries.document(choice));
  const error = template.error ?? sample.error;
  useEffect(() => {
    if (!error) return;
    showErrorOf(error);
    onBack();
  }, [error, onBack]);

  if (!template.data || !sample.data) return <PageLoading />;
  // A brand's first save makes its own body (a new htmlDataId): the form starts again from it.
  return (
    <TemplateForm
      key={template.data.htmlDataId ?? 'inherited'}
      choice={choice}
      template={template.data}
      sampleFields={sample.data.sampleFields}
      onBack={onBack}
    />
  );
}
