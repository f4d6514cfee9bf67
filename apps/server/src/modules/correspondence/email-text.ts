/** An HTML email body as plain text (the text part of the mail, and the letter it becomes when posted). */
export function letterBody(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Markup that already lays out its own paragraphs or lines. */
const LAID_OUT = /<(p|div|br|table|ul|ol|h[1-6])\b/i;

/**
 * An ad hoc body as the user typed it, as HTML: a blank line starts a paragraph and a single line
 * break stays a line break. A body written as markup with its own paragraphs is kept as it is.
 */
export function paragraphsOf(body: string): string {
  if (LAID_OUT.test(body)) return body;
  return body
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br/>')}</p>`)
    .join('');
}
