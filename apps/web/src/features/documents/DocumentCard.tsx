import DeleteIcon from '@mui/icons-material/Delete';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { documentTypeLabel, texts, type CustomerDocument } from '@wattle/contract';

export interface DocumentCardProps {
  document: CustomerDocument;
  formatDate: (value: string) => string;
  /** Opens the document: a download or the view dialog, as the spec's rule says. */
  onOpen: () => void;
  onDownload: () => void;
  /** Absent when the user may not delete, or the document is permanent. */
  onDelete?: () => void;
}

/** One document: its type ("Image" for an image), date, description and reference; open, download and delete. */
export function DocumentCard({ document: doc, formatDate, onOpen, onDownload, onDelete }: DocumentCardProps) {
  const label = documentTypeLabel(doc, texts.documents.image);
  return (
    <Card variant="outlined" component="article" aria-label={doc.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea onClick={onOpen} sx={{ flexGrow: 1 }} aria-label={`${texts.documents.view} ${doc.name}`}>
        <CardContent>
          <Typography variant="overline" color="primary">
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(doc.documentDate)}
          </Typography>
          <Typography variant="subtitle1" sx={{ wordBreak: 'break-word' }}>
            {doc.description || doc.name}
          </Typography>
          {doc.reference ? <Typography variant="body2">{doc.reference}</Typography> : null}
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={`${texts.documents.download} ${doc.name}`} title={texts.documents.download} onClick={onDownload}>
          <FileDownloadIcon />
        </IconButton>
        {onDelete ? (
          <IconButton aria-label={`${texts.documents.delete} ${doc.name}`} title={texts.documents.delete} onClick={onDelete}>
            <DeleteIcon />
          </IconButton>
        ) : null}
      </CardActions>
    </Card>
  );
}
