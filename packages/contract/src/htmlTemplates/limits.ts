/** The template editor's limits and timings, free of zod so that the editor's screen does not load schemas. */

/** The longest template body accepted (characters); well inside the 1 MiB request limit. */
export const HTML_TEMPLATE_MAX_LENGTH = 100_000;
/** The editor's PDF preview is drawn again once typing has paused this long. */
export const HTML_TEMPLATE_PREVIEW_DELAY_MS = 500;

/** Spec 2 §2.7: an email body, or a letter (its PDF drawn from the HTML). */
export const HTML_TEMPLATE_TYPES = ['EMAIL', 'PDF'] as const;
export type HtmlTemplateType = (typeof HTML_TEMPLATE_TYPES)[number];
