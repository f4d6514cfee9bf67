import Link from '@mui/material/Link';
import type { FieldRendererProps } from '../fieldTypes';

/** HelpLink: a link (the field's value) that opens in a new tab; nothing to answer. */
export function HelpLinkField({ field, value, id }: FieldRendererProps) {
  const href = field.value ?? value;
  return (
    <Link id={id} href={href} target="_blank" rel="noopener noreferrer" title={field.tooltip ?? undefined}>
      {field.prompt}
    </Link>
  );
}
