/** A multipart body of named files (and optional fields), as the browser's FormData sends it. */
export function multipart(parts: { name: string; fileName?: string; content: string | Buffer; type?: string }[]) {
  const boundary = `----wattle${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.fileName ? `form-data; name="${p.name}"; filename="${p.fileName}"` : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.fileName ? `Content-Type: ${p.type ?? 'text/csv'}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
