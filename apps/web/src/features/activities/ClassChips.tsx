import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { DEFAULT_ACTIVITY_CLASS_CODES, texts, type ActivityLookups } from '@wattle/contract';

type ActivityClass = ActivityLookups['activityClass'][number];

/** The class chips' state: the chosen class codes (defaults ACTIVITY, CALL, COLLATERAL) and the ids to ask for (null: every class). */
export function useClassFilter(classes: ActivityClass[] | undefined) {
  const [codes, setCodes] = useState<readonly string[]>(DEFAULT_ACTIVITY_CLASS_CODES);
  const all = classes ?? [];
  const showsAll = all.length > 0 && all.every((c) => codes.includes(c.code));
  return {
    classes: all,
    codes,
    showsAll,
    classIds: showsAll ? null : all.filter((c) => codes.includes(c.code)).map((c) => c.id),
    toggle: (code: string) => setCodes((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code])),
    /** 'Show all' turns every class on; pressed again, back to the default classes. */
    toggleAll: () => setCodes(showsAll ? DEFAULT_ACTIVITY_CLASS_CODES : all.map((c) => c.code)),
  };
}

export function ClassChips({ filter }: { filter: ReturnType<typeof useClassFilter> }) {
  const chip = (label: string, on: boolean, onClick: () => void) => (
    <Chip key={label} label={label} color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'} aria-pressed={on} onClick={onClick} />
  );
  return (
    <>
      {chip(texts.activities.showAll, filter.showsAll, filter.toggleAll)}
      {filter.classes.map((c) => chip(c.code, filter.codes.includes(c.code), () => filter.toggle(c.code)))}
    </>
  );
}
