import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { downloadsDirectly, texts, type CustomerDocument } from '@wattle/contract';
import { showErrorOf, showOutcome, confirm } from '../../components/notices/noticeStore';
import { PageLoading } from '../../components/PageLoading';
import { useFormatters } from '../../hooks/useFormatters';
import { downloadBlob } from '../../lib/download';
import { PreviewDialog, type PreviewTarget } from '../../sections/preview/PreviewDialog';
import { usePermissions } from '../../stores/usePermissions';
import { CustomerPage } from '../customer/CustomerPage';
import { CategoryList } from './CategoryList';
import { categoryCounts, inCategories } from './documentCategories';
import { DocumentCard } from './DocumentCard';
import { DocumentUploadDialog } from './DocumentUploadDialog';
import { deleteDocument, documentKeys, fetchDocumentFile, useCustomerDocuments, useDocumentCategories } from './documentsApi';
import { SendLetterButton } from './letter/SendLetterButton';

const t = texts.documents;

async function download(doc: CustomerDocument) {
  try {
    downloadBlob(await fetchDocumentFile(doc.id), doc.fileName);
  } catch (error) {
    showErrorOf(error);
  }
}

/** The categories on the left, the chosen categories' documents as cards, Upload Document and Send Letter or Email above them. */
function CustomerDocuments({ customerId }: { customerId: number }) {
  const documents = useCustomerDocuments(customerId);
  const categories = useDocumentCategories();
  const { mayChangeData } = usePermissions();
  const { date } = useFormatters();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<PreviewTarget | null>(null);
  const all = useMemo(() => documents.data ?? [], [documents.data]);
  const counts = useMemo(() => categoryCounts(all), [all]);
  const shown = inCategories(all, chosen);
  const refresh = () => client.invalidateQueries({ queryKey: documentKeys.list(customerId) });

  const open = (doc: CustomerDocument) => {
    if (downloadsDirectly(doc)) return void download(doc);
    setViewing({ kind: doc.contentType.startsWith('image/') ? 'image' : 'document', title: doc.name, load: (signal) => fetchDocumentFile(doc.id, signal) });
  };
  const remove = async (doc: CustomerDocument) => {
    if (!(await confirm(texts.confirm.deletingTitle, t.deleteQuestion(doc.name)))) return;
    try {
      showOutcome(await deleteDocument(doc.id));
      await refresh();
    } catch (error) {
      showErrorOf(error);
    }
  };

  return (
    <Stack spacing={2}>
      {mayChangeData ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" startIcon={<UploadFileIcon />} disabled={!categories.data} onClick={() => setUploading(true)}>
            {t.uploadDocument}
          </Button>
          <SendLetterButton customerId={customerId} />
        </Stack>
      ) : null}
      {documents.isPending ? <PageLoading /> : null}
      {documents.isError ? <Alert severity="error">{texts.notices.unknownError}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper variant="outlined">
            <CategoryList total={all.length} categories={counts} chosen={chosen} onChange={setChosen} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {documents.isSuccess && shown.length === 0 ? <Alert severity="info">{t.noDocuments}</Alert> : null}
          <Grid container spacing={2} component="section" aria-label={texts.pages.documents}>
            {shown.map((doc) => (
              <Grid key={doc.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <DocumentCard
                  document={doc}
                  formatDate={date}
                  onOpen={() => open(doc)}
                  onDownload={() => void download(doc)}
                  onDelete={mayChangeData && !doc.permanent ? () => void remove(doc) : undefined}
                />
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
      {uploading && categories.data ? (
        <DocumentUploadDialog customerId={customerId} categories={categories.data} onClose={() => setUploading(false)} onUploaded={refresh} />
      ) : null}
      {viewing ? <PreviewDialog target={viewing} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}

/** Documents (spec 3 §2.10): the customer's documents by category, to open, download, delete and upload; letters and emails to send (§2.11). */
export function DocumentsPage() {
  return <CustomerPage>{(customerId) => <CustomerDocuments key={customerId} customerId={customerId} />}</CustomerPage>;
}
