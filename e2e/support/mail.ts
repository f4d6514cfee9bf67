/**
 * The test mail sink: a real SMTP server on loopback that the Wattle server sends to
 * (SMTP_URL), storing each message as files so any test worker can read it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { e2eEnv } from './env';

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

interface StoredEnvelope {
  from: string;
  to: string[];
  receivedAt: number;
}

export async function startSmtpSink(dir: string, port: number): Promise<SmtpSink> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = String(++sequence).padStart(6, '0');
        const envelope: StoredEnvelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          receivedAt: Date.now(),
        };
        // The .json file is written last: its presence means the message is complete.
        fs.writeFileSync(path.join(dir, `${name}.eml`), Buffer.concat(chunks));
        fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The last message whose envelope was addressed to `address` (received at or after `since`, ms) in the sink's folder. */
async function lastEmailTo(address: string, since = 0, dir = e2eEnv().mailDir): Promise<ParsedMail | undefined> {
  const wanted = address.toLowerCase();
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const envelope = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredEnvelope;
    if (envelope.receivedAt < since) break;
    if (envelope.to.includes(wanted)) return simpleParser(fs.readFileSync(path.join(dir, name.replace(/\.json$/, '.eml'))));
  }
  return undefined;
}

/** Waits for a message to `address` received at or after `since` (take `Date.now()` before the action that sends it). */
export async function waitForEmailTo(address: string, since: number, timeoutMs = 15_000, dir = e2eEnv().mailDir): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = await lastEmailTo(address, since, dir);
    if (mail) return mail;
    await sleep(100);
  }
  throw new Error(`no email to ${address} within ${timeoutMs} ms`);
}
