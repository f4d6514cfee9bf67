import { z } from 'zod';

/** Where the previous page ended: its sort field and direction, and the last row's sort value and key. */
const cursorSchema = z.object({
  field: z.string(),
  descending: z.boolean(),
  sort: z.string().nullable(),
  key: z.string(),
});
export type Cursor = z.infer<typeof cursorSchema>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor, or null when the text is not one (a forged or stale cursor is a 400, never a database error). */
export function decodeCursor(text: string): Cursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
