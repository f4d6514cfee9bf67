import Box from '@mui/material/Box';
import { useDeferredValue, useMemo } from 'react';
import { mergeFields, texts } from '@wattle/contract';

/**
 * The email as the sample customer gets it: the HTML with the merge fields filled in exactly as the
 * server fills them, shown in a sandboxed frame (no scripts, no same-origin access).
 */
export function EmailPreview({ html, sampleFields }: { html: string; sampleFields: Record<string, string> }) {
  const shown = useDeferredValue(html);
  const merged = useMemo(() => mergeFields(shown, sampleFields, 'html'), [shown, sampleFields]);
  return (
    <Box
      component="iframe"
      title={texts.templates.emailPreview}
      sandbox=""
      srcDoc={merged}
      sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
    />
  );
}
