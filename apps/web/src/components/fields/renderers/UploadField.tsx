import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { fieldEndpoints, texts, UPLOAD_MAX_BYTES } from '@wattle/contract';
import { endpointUrl } from '../../../api/callEndpoint';
import { showError, showErrorOf } from '../../notices/noticeStore';
import type { FieldRendererProps } from '../fieldTypes';
import { uploadAttachments, uploadLogo } from '../uploads';
import { FieldFrame } from './FieldFrame';

/**
 * FileUpload, LogoUploader and Image: the chosen file is uploaded at once and the field stores its
 * location; images are previewed from it.
 */
export function UploadField(props: FieldRendererProps) {
  const { field, value, onChange, onBlur, disabled, id } = props;
  const [fileName, setFileName] = useState<string | null>(null);
  const image = field.fieldType !== 'FileUpload';

  const upload = useMutation({
    mutationFn: async (file: File) => (field.fieldType === 'LogoUploader' ? uploadLogo(file) : (await uploadAttachments([file]))[0]!),
    onSuccess: (location, file) => {
      setFileName(file.name);
      onChange(location, file.name);
    },
    onError: showErrorOf,
    onSettled: () => onBlur(),
  });
  const busy = upload.isPending;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size >= UPLOAD_MAX_BYTES) {
      showError(texts.documents.tooBig);
      return;
    }
    upload.mutate(file);
  };

  return (
    <FieldFrame {...props}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        {image && value ? (
          <Box
            component="img"
            src={endpointUrl(fieldEndpoints.attachment, { params: { location: value } })}
            alt={field.prompt}
            sx={{ maxHeight: 64, maxWidth: 160 }}
          />
        ) : null}
        <Button component="label" variant="outlined" disabled={disabled || busy} htmlFor={id}>
          {busy ? texts.fields.uploading : texts.fields.upload}
          <input id={id} type="file" hidden accept={image ? 'image/*' : undefined} onChange={choose} />
        </Button>
        {fileName && !image ? <Typography variant="body2">{fileName}</Typography> : null}
      </Box>
    </FieldFrame>
  );
}
