import { texts } from '@wattle/contract';
import { registerLookup } from '../lookups/lookup.registry';
import { templateChoices } from './html-templates.repository';

/** The template editor's template list: "Standard letter (PDF)". */
registerLookup('HTML_TEMPLATES', async (tx) =>
  (await templateChoices(tx)).map((c) => ({ value: String(c.id), display: texts.templates.templateOption(c.name, c.templateType) })),
);
