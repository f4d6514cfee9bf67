const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * A template with its {{field}} markers filled in; a field the recipient does not have becomes
 * empty. In HTML the values are escaped (a name may hold '<' or '&'). The server writes letters
 * and emails with it; the template editor's preview fills its sample fields with it.
 */
export function mergeFields(template: string, fields: Readonly<Record<string, string>>, as: 'text' | 'html'): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = fields[name] ?? '';
    return as === 'html' ? escapeHtml(value) : value;
  });
}
