import dayjs from 'dayjs';
import { ISO_DATE } from '@wattle/contract';

/** Today's date as the wizards store dates. */
export const today = () => dayjs().format(ISO_DATE);
