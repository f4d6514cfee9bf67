import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { texts } from '@wattle/contract';
import { paths } from '../../app/paths';
import { setBanner, showSnackbar } from '../../components/notices/noticeStore';
import { authKeys } from './authApi';
import { firstMessageOr } from './firstMessage';

/**
 * Confirms a set-up code (spec 3 §4, §5.7): accepted (the server answers true) → the settings are
 * reloaded and the user goes to the dashboard; otherwise the code is cleared and
 * 'Error: the code you entered is incorrect' shows.
 */
export function useCodeCheck(confirm: (code: string) => Promise<boolean>, enabledText: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const verify = async () => {
    setBusy(true);
    setBanner('none');
    try {
      if (await confirm(code)) {
        await queryClient.invalidateQueries({ queryKey: authKeys.settings });
        showSnackbar(enabledText);
        await navigate(paths.dashboard);
        return;
      }
      setBanner('error', texts.mfa.incorrectCode);
    } catch (error) {
      setBanner('error', firstMessageOr(error, texts.mfa.incorrectCode));
    } finally {
      setBusy(false);
    }
    setCode('');
  };
  return { code, setCode, busy, verify };
}
