import fc from 'fast-check';
import { multipartBody, type DocumentedOperation, type FormPart, type JsonSchema, type OpenApiDocument } from './openapi-fixtures';

/** Strings that have broken servers: NUL, lone surrogates, SQL and path traversal, templates, odd unicode, 10k characters. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uD83D',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '1; select pg_sleep(10)--',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/hosts',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '\u202Egnp.exe',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '👩‍👩‍👧‍👦',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  'null',
  'NaN',
  '-1',
  '9'.repeat(40),
  '1e309',
  'x'.repeat(10_000),
  '\u0000'.repeat(10_000),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** A value of the wrong kind for any field. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.constantFrom(true, 0, -1, 2 ** 31, -(2 ** 53), 1e308, 0.5),
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
);

/** Builds the arbitraries of one document; `otherIds` are ids of rows of another company. */
export function arbitrariesFor(doc: OpenApiDocument, otherIds: number[]) {
  const resolve = (schema: JsonSchema): JsonSchema => (schema.$ref ? resolve(doc.components!.schemas![schema.$ref.split('/').pop()!]!) : schema);
  const anId = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(...otherIds));

  /** A value shaped by the schema, with hostile strings and wrong types mixed in at every level. */
  function valueFor(raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(raw);
    const alternatives = schema.anyOf ?? schema.oneOf;
    let shaped: fc.Arbitrary<unknown>;
    if (alternatives) shaped = fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
    else if (schema.allOf?.length) shaped = valueFor(schema.allOf[0]!, depth + 1);
    else if (schema.enum?.length) shaped = fc.constantFrom(...schema.enum);
    else if (schema.const !== undefined) shaped = fc.constant(schema.const);
    else {
      const type = [schema.type].flat()[0];
      if (type === 'integer' || type === 'number') shaped = fc.oneof(anId, fc.integer(), fc.double({ noNaN: true }));
      else if (type === 'boolean') shaped = fc.boolean();
      else if (type === 'string')
        shaped = fc.oneof(
          { weight: 3, arbitrary: hostileString },
          { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
          { weight: 1, arbitrary: anId.map(String) },
          { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
        );
      else if (type === 'array') shaped = depth > 3 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 4 });
      else if (type === 'object' || schema.properties) {
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, s]) => [name, depth > 3 ? wrongType : valueFor(s, depth + 1)]),
        );
        shaped = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      } else shaped = fc.oneof(wrongType, anId);
    }
    return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
  }

  /** A path or query value as it goes on the wire: percent-encoded, or raw bytes no encoder makes. */
  const urlValue = (schema: JsonSchema | undefined) =>
    fc.oneof(
      { weight: 3, arbitrary: (schema ? valueFor(schema) : anId).map((v) => encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
      { weight: 2, arbitrary: anId.map(String) },
      { weight: 4, arbitrary: hostileString.map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF%FE', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '%', '%zz', '0x1', '1e3', '+1', '%20') },
    );

  const jsonBody = (schema: JsonSchema | undefined) =>
    fc.oneof(
      { weight: 6, arbitrary: (schema ? valueFor(schema) : wrongType).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' })) },
      { weight: 1, arbitrary: wrongType.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' })) },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            fc.constantFrom(
              '{',
              '{"a":',
              '[1,',
              'nul',
              '{"a":1}}',
              "{'a':1}",
              '\u0000',
              '\uFEFF{}',
              '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
              '['.repeat(20_000),
              '',
            ),
            fc.string({ unit: 'binary', maxLength: 50 }),
          )
          .map((payload) => ({ contentType: 'application/json', payload })),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          contentType: fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'application/octet-stream',
            'foo',
            '',
          ),
          payload: fc.oneof(fc.constant('{}'), hostileString),
        }),
      },
      { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }) }) },
    );

  const filePart = (name: string) =>
    fc.record({
      name: fc.constant(name),
      filename: fc.oneof(fc.constantFrom('a.pdf', 'a.csv', 'a.png', '../../etc/passwd', 'x\u0000.pdf', '', 'é.png', '%00.csv'), hostileString),
      contentType: fc.constantFrom('application/pdf', 'text/csv', 'image/png', 'text/html', 'application/octet-stream', ''),
      content: fc.oneof(
        fc.constantFrom('%PDF-1.4\n%%EOF', 'a,b,c\n1,2,3\n', '\u0000\u0000', ''),
        hostileString,
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      ),
    }) as fc.Arbitrary<FormPart>;

  const fieldPart = (name: string) =>
    fc.record({
      name: fc.constant(name),
      content: fc.oneof(
        hostileString,
        valueFor({}).map((v) => JSON.stringify(v) ?? ''),
      ),
    }) as fc.Arbitrary<FormPart>;

  /** Multipart bodies around the documented parts: well-formed, truncated, without or with a wrong boundary, many parts. */
  const multipart = (schema: JsonSchema) => {
    const names = Object.keys(schema.properties ?? {});
    const partFor = (name: string) => (schema.properties![name]!.format === 'binary' ? filePart(name) : fieldPart(name));
    const parts = fc.array(
      fc.oneof(
        ...names.map(partFor),
        filePart('file1'),
        fieldPart('other'),
        hostileString.chain((n) => filePart(n)),
      ),
      { minLength: 0, maxLength: 5 },
    );
    const boundary = 'fuzz-boundary';
    const header = `multipart/form-data; boundary=${boundary}`;
    return fc.oneof(
      { weight: 4, arbitrary: parts.map((p) => ({ contentType: header, payload: multipartBody(p, boundary) })) },
      {
        weight: 2,
        arbitrary: fc.tuple(parts, fc.double({ min: 0, max: 1, noNaN: true })).map(([p, cut]) => {
          const body = multipartBody(p, boundary);
          return { contentType: header, payload: body.subarray(0, Math.floor(body.length * cut)) };
        }),
      },
      { weight: 1, arbitrary: parts.map((p) => ({ contentType: 'multipart/form-data', payload: multipartBody(p, boundary) })) },
      { weight: 1, arbitrary: parts.map((p) => ({ contentType: 'multipart/form-data; boundary=other', payload: multipartBody(p, boundary) })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('', '--', `--${boundary}`, `--${boundary}\r\n\r\n`, `--${boundary}--`, '{}')
          .map((payload) => ({ contentType: header, payload })),
      },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 21, max: 40 }).map((n) => ({
          contentType: header,
          payload: multipartBody(
            Array.from({ length: n }, (_, i) => ({ name: `file${i}`, filename: `f${i}.pdf`, content: '%PDF-' })),
            boundary,
          ),
        })),
      },
    );
  };

  /** The body of a request to the operation: what it documents, or anything when it documents none. */
  function bodyFor(op: DocumentedOperation): fc.Arbitrary<{ contentType: string; payload: string | Buffer } | null> {
    const content = op.operation.requestBody?.content;
    if (content?.['multipart/form-data'])
      return fc.oneof({ weight: 4, arbitrary: multipart(content['multipart/form-data'].schema) }, { weight: 1, arbitrary: jsonBody(undefined) });
    if (content?.['application/json']) return jsonBody(content['application/json'].schema);
    if (op.method === 'GET') return fc.constant(null);
    return fc.oneof(fc.constant(null), jsonBody(undefined));
  }

  return { valueFor, urlValue, bodyFor };
}

const header = (name: string, value: string) => `${name}: ${value}\r\n`;
const requestLine = fc.constantFrom(
  'GET /api/health HTTP/1.1',
  'POST /api/login HTTP/1.1',
  'GET /api/users/settings HTTP/1.1',
  'POST /api/documents/upload-attachments HTTP/1.1',
);

/**
 * Raw HTTP/1.1 requests the HTTP parser itself refuses or that smuggle: headers over the size
 * limit, Transfer-Encoding beside Content-Length, bad lengths and chunks, bad characters in the
 * request line and headers, unknown versions. Each asks the server to close the connection.
 */
export const rawHttpRequest: fc.Arbitrary<Buffer> = fc
  .tuple(
    requestLine,
    fc.oneof(
      fc.integer({ min: 17_000, max: 80_000 }).map((n) => ({ headers: header('X-Big', 'a'.repeat(n)), body: '' })),
      fc.integer({ min: 200, max: 3000 }).map((n) => ({ headers: Array.from({ length: n }, (_, i) => header(`X-H${i}`, 'v'.repeat(20))).join(''), body: '' })),
      fc
        .constantFrom('0\r\n\r\n', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\n\r\n', '')
        .map((body) => ({ headers: header('Content-Length', String(body.length)) + header('Transfer-Encoding', 'chunked'), body })),
      fc
        .constantFrom('chunked, identity', 'identity', 'gzip', 'chunked\u0000', ' chunked', 'xchunked')
        .map((te) => ({ headers: header('Transfer-Encoding', te), body: '0\r\n\r\n' })),
      fc.constantFrom('abc', '-1', '1, 2', '0x10', '99999999999999999999', '').map((cl) => ({ headers: header('Content-Length', cl), body: '' })),
      fc.constant({ headers: header('Content-Length', '1') + header('Content-Length', '2'), body: 'xx' }),
      fc
        .constantFrom('zz\r\nx\r\n0\r\n\r\n', '-1\r\n\r\n', 'ffffffffffffffff\r\nx\r\n0\r\n\r\n', '5\r\nhelloXX0\r\n\r\n')
        .map((body) => ({ headers: header('Transfer-Encoding', 'chunked'), body })),
      fc.constantFrom('Bad Header', 'X\u0000H', 'X:H', '(x)', '\u00e9').map((name) => ({ headers: `${name}: y\r\n`, body: '' })),
      fc.constantFrom('a\u0000b', 'a\rb', 'a\u007fb', '\u00ff').map((value) => ({ headers: header('X-Value', value), body: '' })),
      fc.constant({ headers: 'X-Folded: a\r\n b\r\n', body: '' }),
      fc.constant({ headers: 'X-Bare: a\nX-Other: b\r\n', body: '' }),
    ),
    fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('HTTP/9.9', 'HTTP/1.1x', 'BAD', 'G@T', '\u0000') }),
  )
  .map(([line, { headers, body }, mangle]) => {
    const mangled = mangle === '' ? line : mangle.startsWith('HTTP') ? line.replace('HTTP/1.1', mangle) : `${mangle} ${line.split(' ').slice(1).join(' ')}`;
    return Buffer.from(`${mangled}\r\nHost: localhost\r\nX-CSRF: 1\r\nConnection: close\r\n${headers}\r\n${body}`, 'latin1');
  });

/** Percent-encodes a string, a lone surrogate as the bytes of one (which no UTF-8 decoder accepts). */
export function encode(value: string): string {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- per code point, so a lone surrogate is seen on its own.
  return [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}
