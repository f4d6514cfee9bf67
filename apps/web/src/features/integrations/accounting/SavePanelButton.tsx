import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { texts } from '@wattle/contract';
import { showErrorOf, showOutcome } from '../../../components/notices/noticeStore';

/**
 * A panel's Save: disabled until something changed and while saving; `valid` (when given) is asked
 * first and saves nothing when it answers false (the panel shows why); the outcome as a popup, then
 * the dialog's lists reloaded.
 */
export function SavePanelButton({ changed, save, valid }: { changed: boolean; save: () => Promise<unknown>; valid?: () => boolean }) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      showOutcome(answer);
      await client.invalidateQueries({ queryKey: ['integrations', 'accounting'] });
    },
    onError: showErrorOf,
  });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button variant="contained" disabled={!changed || mutation.isPending} onClick={() => (valid?.() ?? true) && mutation.mutate()}>
        {texts.accounting.save}
      </Button>
    </Stack>
  );
}
