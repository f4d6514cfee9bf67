const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const SPACE = 32;

/** A CSV text that cannot be read: a quote left open, or text after a closing quote. */
export class CsvSyntaxError extends Error {}

/**
 * The records of a CSV text (RFC 4180: comma-separated fields; a field in double quotes may hold
 * commas, line breaks and "" for a quote; lines end in LF, CRLF or CR). Records whose fields are
 * all blank are left out. One pass over the text, for uploads of tens of thousands of rows, where
 * a general stream parser costs several times more.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const record: string[] = [];
    for (;;) {
      let start = i;
      while (start < n && text.charCodeAt(start) === SPACE) start++;
      if (start < n && text.charCodeAt(start) === QUOTE) {
        let value = '';
        let from = start + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) throw new CsvSyntaxError('a quoted field is not closed');
          if (text.charCodeAt(quote + 1) === QUOTE) {
            value += text.slice(from, quote + 1);
            from = quote + 2;
            continue;
          }
          value += text.slice(from, quote);
          i = quote + 1;
          break;
        }
        while (i < n && text.charCodeAt(i) === SPACE) i++;
        record.push(value);
      } else {
        let end = i;
        for (let c = text.charCodeAt(end); end < n && c !== COMMA && c !== LF && c !== CR; c = text.charCodeAt(++end));
        record.push(text.slice(i, end));
        i = end;
      }
      if (i >= n) break;
      const c = text.charCodeAt(i++);
      if (c === COMMA) {
        if (i >= n) record.push('');
        else continue;
        break;
      }
      if (c === CR && text.charCodeAt(i) === LF) i++;
      if (c === CR || c === LF) break;
      throw new CsvSyntaxError('text follows a closing quote');
    }
    if (record.some((field) => field.trim() !== '')) records.push(record);
  }
  return records;
}
