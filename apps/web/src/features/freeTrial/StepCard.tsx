import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { texts } from '@wattle/contract';

export interface Step {
  number: number;
  title: string;
  description: string;
  wizardCode: string;
  done: boolean;
}

/** One getting-started step: opens its wizard; ticked once done. */
export function StepCard({ step, onOpen }: { step: Step; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: step.done ? 'success.main' : undefined }}>
      <CardActionArea
        onClick={onOpen}
        sx={{ height: '100%', alignItems: 'flex-start' }}
        aria-label={`${step.number}. ${step.title}${step.done ? ` (${texts.freeTrial.done})` : ''}`}
      >
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            {step.done ? <CheckCircleIcon color="success" titleAccess={texts.freeTrial.done} /> : <RadioButtonUncheckedIcon color="disabled" />}
            <Typography variant="h6" component="h2">
              {step.number}. {step.title}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {step.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
