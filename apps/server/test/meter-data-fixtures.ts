import type { LightMyRequestResponse } from 'fastify';
import { isJobWorking, type MeterDataUpload, type MeterDataUploadResponse } from '@wattle/contract';
import { meterDataImportJob } from '../src/modules/dashboard/meter-data-import.job';
import { as, workUnfinished, type TestApp } from './helpers';
import { multipart } from './multipart-fixtures';

type Caller = ReturnType<typeof as>;
type Part = Parameters<typeof multipart>[0][number];

/** What an upload came to: its refusal, or the finished import's messages (`json()`). */
type UploadOutcome = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>;

const uploadOf = async (caller: Caller, uploadId: number) =>
  (await caller({ method: 'GET', url: `/api/dashboard/meter-data-uploads/${uploadId}` })).json<MeterDataUpload>();

/**
 * Uploads meter data files as Upload Files does and, when the upload is accepted, has its import job
 * read them (a server with jobs on does; otherwise the job's own handler is run here): answers the
 * refusal, or the finished import whose `json()` is what the user reads.
 */
export async function uploadMeterData(t: TestApp, caller: Caller, url: string, parts: Part[]): Promise<UploadOutcome> {
  const { payload, headers } = multipart(parts);
  const res = await caller({ method: 'POST', url, payload, headers });
  if (res.statusCode !== 200) return res;
  const { uploadId } = res.json<MeterDataUploadResponse>();
  if (!t.app.config.jobs) await workUnfinished(t, meterDataImportJob);
  let upload = await uploadOf(caller, uploadId);
  while (isJobWorking(upload.status)) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    upload = await uploadOf(caller, uploadId);
  }
  const body = JSON.stringify(upload.messages);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the shape of LightMyRequest's json()
  return { statusCode: res.statusCode, body, json: <T>() => JSON.parse(body) as T };
}
