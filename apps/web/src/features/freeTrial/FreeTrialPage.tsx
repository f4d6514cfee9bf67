import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { FREE_TRIAL_LINKS, FREE_TRIAL_PARAMS, helpEmailHref, PARAMS, subscribeUrl, texts, YES } from '@wattle/contract';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/PageTitle';
import { useAuthStore } from '../../stores/authStore';
import { useSystemParameter } from '../../api/systemParameters';
import { WizardDialog } from '../../wizards/WizardDialog';
import { useFreeTrialInfo, useRefreshSteps } from './freeTrialApi';
import { StepCard, type Step } from './StepCard';

/** Getting started is for free-trial users (spec 1 §2.6); anyone else is sent to the dashboard. */
export function FreeTrialPage() {
  const freeTrial = useAuthStore((s) => s.user?.freeTrial ?? false);
  return freeTrial ? <GettingStarted /> : <Navigate to={paths.dashboard} replace />;
}

/** Getting started (spec 3 §2.14): days left, Subscribe, the four set-up steps and help. */
function GettingStarted() {
  const user = useAuthStore((s) => s.user);
  const username = user?.username ?? '';
  const info = useFreeTrialInfo(username);
  const isLive = useSystemParameter(PARAMS.isLive) === YES;
  // The links are the administrators' (System Settings, Free trial); blank: the in-product pages.
  const subscribeAddress = useSystemParameter(FREE_TRIAL_PARAMS.subscribeUrl) || FREE_TRIAL_LINKS.subscribe;
  const helpEmail = helpEmailHref(useSystemParameter(FREE_TRIAL_PARAMS.helpEmail));
  const helpVideo = useSystemParameter(FREE_TRIAL_PARAMS.helpVideoUrl) || FREE_TRIAL_LINKS.helpVideo;
  const refresh = useRefreshSteps(username);
  const [openWizard, setOpenWizard] = useState<string | null>(null);

  const steps: Step[] = [
    { number: 1, title: texts.freeTrial.stepProfile, description: texts.freeTrial.stepProfileText, wizardCode: 'ONBOARDING', done: isLive },
    {
      number: 2,
      title: texts.freeTrial.stepPricing,
      description: texts.freeTrial.stepPricingText,
      wizardCode: 'FREETRIALPRICE',
      done: info?.pricePlan === YES,
    },
    {
      number: 3,
      title: texts.freeTrial.stepCustomer,
      description: texts.freeTrial.stepCustomerText,
      wizardCode: 'FREETRIALCUST',
      done: info?.hasCustomers === YES,
    },
    { number: 4, title: texts.freeTrial.stepMeter, description: texts.freeTrial.stepMeterText, wizardCode: 'FREETRIALMETER', done: info?.hasMeters === YES },
  ];

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <PageTitle title={texts.freeTrial.title} />
          {info ? <Typography color="text.secondary">{texts.freeTrial.daysLeft(info.daysRemaining)}</Typography> : null}
        </Box>
        {user ? (
          <Button variant="contained" href={subscribeUrl(user, subscribeAddress, window.location.origin)} target="_blank" rel="noopener noreferrer">
            {texts.freeTrial.subscribe}
          </Button>
        ) : null}
      </Stack>

      <Grid container spacing={2} sx={{ mb: 3 }}>
        {steps.map((step) => (
          <Grid key={step.wizardCode} size={{ xs: 12, sm: 6, md: 3 }}>
            <StepCard step={step} onOpen={() => setOpenWizard(step.wizardCode)} />
          </Grid>
        ))}
      </Grid>

      <Alert severity="info" sx={{ mb: 2 }}>
        {texts.freeTrial.bulkImportNote}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
        <Link href={helpEmail} {...(helpEmail.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
          {texts.freeTrial.helpEmail}
        </Link>
        <Link href={helpVideo} target="_blank" rel="noopener noreferrer">
          {texts.freeTrial.helpVideo}
        </Link>
      </Stack>
      <Button variant="outlined" href={window.location.origin}>
        {texts.freeTrial.continue}
      </Button>

      {openWizard ? <WizardDialog wizardCode={openWizard} open onClose={() => setOpenWizard(null)} onSaved={() => void refresh()} /> : null}
    </Box>
  );
}
