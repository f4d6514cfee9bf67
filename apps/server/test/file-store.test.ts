import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../src/db/tenancy';
import { FILE_CHUNK_BYTES } from '../src/lib/files/database-store';
import { moveDiskFiles } from '../src/lib/files/disk-upgrade';
import { readFile, type FileStore } from '../src/lib/files/index';
import { s3FileStore } from '../src/lib/files/s3-store';
import { FileTooLarge } from '../src/lib/multipart';
import { createTestApp, type TestApp } from './helpers';

const LIVE: Scope = { companyId: 1, dataset: 'live' };
const DEMO: Scope = { companyId: 1, dataset: 'demo' };
const OTHER: Scope = { companyId: 999, dataset: 'live' };

/** A body that arrives in small pieces, as an upload does. */
const trickle = (content: Buffer, piece = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += piece) yield content.subarray(at, at + piece);
    })(),
  );

/** The same behaviour asked of every file store. */
function fileStoreContract(name: string, store: () => FileStore) {
  describe(`${name} file store`, () => {
    it('streams a file of several chunks in and out, with its name, type and size', async () => {
      const content = crypto.randomBytes(FILE_CHUNK_BYTES * 3 + 1234);
      const info = await store().put(LIVE, '1/live/posted-mail/big.pdf', trickle(content), { fileName: 'big letter.pdf', contentType: 'application/pdf' });
      expect(info).toEqual({ key: '1/live/posted-mail/big.pdf', fileName: 'big letter.pdf', contentType: 'application/pdf', sizeBytes: content.length });
      expect(await store().stat(LIVE, '1/live/posted-mail/big.pdf')).toEqual(info);
      const read = await readFile(store(), LIVE, '1/live/posted-mail/big.pdf');
      expect(read!.content.equals(content)).toBe(true);
      expect(read!.fileName).toBe('big letter.pdf');
    });

    it('replaces a file put again under its key, and deletes it', async () => {
      await store().put(LIVE, 'attachments/a', Buffer.from('first'), { fileName: 'a.txt', contentType: 'text/plain' });
      await store().put(LIVE, 'attachments/a', Buffer.from('second'), { fileName: 'b.txt', contentType: 'text/plain' });
      const read = await readFile(store(), LIVE, 'attachments/a');
      expect([read!.content.toString(), read!.fileName]).toEqual(['second', 'b.txt']);
      await store().delete(LIVE, 'attachments/a');
      expect(await store().get(LIVE, 'attachments/a')).toBeNull();
      expect(await store().stat(LIVE, 'attachments/a')).toBeNull();
    });

    it('keeps an empty file', async () => {
      await store().put(LIVE, 'attachments/empty', Buffer.alloc(0), { fileName: 'empty.txt', contentType: 'text/plain' });
      expect((await readFile(store(), LIVE, 'attachments/empty'))!.content.length).toBe(0);
    });

    it('refuses a file of the size limit or more and keeps nothing of it', async () => {
      const content = crypto.randomBytes(FILE_CHUNK_BYTES * 2);
      await expect(
        store().put(LIVE, 'attachments/too-big', trickle(content), { fileName: 'x', contentType: 'text/plain', maxBytes: FILE_CHUNK_BYTES + 10 }),
      ).rejects.toBeInstanceOf(FileTooLarge);
      expect(await store().stat(LIVE, 'attachments/too-big')).toBeNull();
    });

    it("never shows one company's or dataset's file to another", async () => {
      await store().put(LIVE, 'attachments/mine', Buffer.from('mine'), { fileName: 'm.txt', contentType: 'text/plain' });
      expect(await store().get(OTHER, 'attachments/mine')).toBeNull();
      expect(await store().get(DEMO, 'attachments/mine')).toBeNull();
      await store().delete(OTHER, 'attachments/mine');
      expect(await store().stat(LIVE, 'attachments/mine')).not.toBeNull();
    });

    it("lists a folder's files in key order, up to a limit, and only its own company's and dataset's", async () => {
      for (const name of ['b.V01', 'a.zip', 'c.csv'])
        await store().put(LIVE, `inbox-list/${name}`, Buffer.from(name), { fileName: name, contentType: 'text/plain' });
      await store().put(LIVE, 'inbox-list-other/d.csv', Buffer.from('d'), { fileName: 'd.csv', contentType: 'text/plain' });
      await store().put(OTHER, 'inbox-list/e.csv', Buffer.from('e'), { fileName: 'e.csv', contentType: 'text/plain' });
      expect(await store().list(LIVE, 'inbox-list/', 10)).toEqual(['inbox-list/a.zip', 'inbox-list/b.V01', 'inbox-list/c.csv']);
      expect(await store().list(LIVE, 'inbox-list/', 2)).toEqual(['inbox-list/a.zip', 'inbox-list/b.V01']);
      expect(await store().list(DEMO, 'inbox-list/', 10)).toEqual([]);
    });

    it('names no file by a key that leaves its folder', async () => {
      for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a\0b', '']) expect(await store().get(LIVE, key), key).toBeNull();
      await expect(store().put(LIVE, '../x', Buffer.from('x'), { fileName: 'x', contentType: 'text/plain' })).rejects.toThrow();
    });
  });
}

let t: TestApp;
let s3: S3rver;
let s3Store: FileStore;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-s3-'));

beforeAll(async () => {
  t = await createTestApp();
  // A local S3-compatible server on a free port, with the bucket the store is pointed at.
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'wattle-files', configs: [] }] });
  const { port } = await s3.run();
  s3Store = s3FileStore({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'wattle-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
}, 60_000);

afterAll(async () => {
  await s3Store?.close();
  await s3?.close();
  await t?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

fileStoreContract('database', () => t.app.files);
fileStoreContract('S3', () => s3Store);

describe('the start-up upgrade of files an earlier release kept on disk', () => {
  it('moves DATA_DIR/files into the store once, keeping the keys rows name, and leaves unknown files', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-disk-files-'));
    const root = path.join(dataDir, 'files');
    const write = (relative: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      fs.writeFileSync(path.join(root, relative), content);
    };
    write('1/live/posted-mail/email-7.pdf', '%PDF-letter');
    write('1/demo/meter-reads/meter-1.png', 'png-bytes');
    write('attachments/1/live/0b5e', 'logo-bytes');
    write('attachments/1/live/0b5e.json', JSON.stringify({ location: '0b5e', fileName: 'logo.png', contentType: 'image/png', sizeBytes: 10 }));
    write('stray.txt', 'not ours');
    try {
      expect(await moveDiskFiles(dataDir, t.app.files)).toBe(3);
      expect((await readFile(t.app.files, LIVE, '1/live/posted-mail/email-7.pdf'))!.contentType).toBe('application/pdf');
      expect((await readFile(t.app.files, DEMO, '1/demo/meter-reads/meter-1.png'))!.content.toString()).toBe('png-bytes');
      expect(await readFile(t.app.files, LIVE, 'attachments/0b5e')).toMatchObject({ fileName: 'logo.png', contentType: 'image/png', sizeBytes: 10 });
      expect(fs.existsSync(path.join(root, 'attachments/1/live/0b5e.json'))).toBe(false);
      expect(fs.existsSync(path.join(root, 'stray.txt'))).toBe(true);
      expect(await moveDiskFiles(dataDir, t.app.files)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
