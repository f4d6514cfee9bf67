import { importFileError, METER_DATA_ZIP_MAX_BYTES, METER_DATA_ZIP_MAX_FILES, METER_DATA_ZIP_PACKING, texts } from '@wattle/contract';
import { refused } from '../../lib/errors';
import { readFile } from '../../lib/files/index';
import { isZip, ZipRefusal, zipFiles, type ZipProblem } from '../../lib/zip-entries';
import type { KeptFile, KeptFiles } from '../metering/meter-data-files';

const t = texts.dashboard.csv;
const reasons: Record<ZipProblem, string> = {
  damaged: t.zipDamaged,
  encrypted: t.zipEncrypted,
  unsupported: t.zipUnsupported,
  tooLarge: t.zipTooLarge(METER_DATA_ZIP_MAX_BYTES),
  tooManyFiles: t.zipTooManyFiles(METER_DATA_ZIP_MAX_FILES),
  bomb: t.zipBomb(METER_DATA_ZIP_PACKING.ratio),
};

/** A zip that cannot be read refuses the upload with the file (the zip, or the file in it) and the reason. */
function zipRefusal(error: unknown, zipName: string): unknown {
  if (!(error instanceof ZipRefusal)) return error;
  return refused([{ message: importFileError(error.entry ? `${zipName}/${error.entry}` : zipName, reasons[error.problem]) }]);
}

/**
 * A kept zip's files, each unpacked as it streams into the file store and named `<zip>/<path inside
 * it>`; the zip itself is then discarded. The zip is read whole (packed, it is a tenth or so of what
 * it holds); its files never are.
 */
async function filesOfZip(kept: KeptFiles, zip: KeptFile): Promise<KeptFile[]> {
  const packed = await readFile(kept.store, kept.scope, zip.storageKey);
  const files: KeptFile[] = [];
  try {
    for (const entry of zipFiles(packed!.content, {
      maxBytes: METER_DATA_ZIP_MAX_BYTES,
      maxFiles: METER_DATA_ZIP_MAX_FILES,
      packing: METER_DATA_ZIP_PACKING,
    })) {
      const file = await kept.keep(`${zip.fileName}/${entry.name}`, entry.open());
      if (isZip(file.head)) throw refused([{ message: importFileError(file.fileName, t.zipInZip) }]);
      files.push(file);
    }
  } catch (error) {
    throw zipRefusal(error, zip.fileName);
  }
  await kept.discard(zip.storageKey);
  return files;
}

/** The files an upload delivers: each uploaded file, or, for a zip (known by its content, whatever its name), each file in it. */
export async function receivedFiles(kept: KeptFiles, uploads: readonly KeptFile[]): Promise<KeptFile[]> {
  const files: KeptFile[] = [];
  for (const upload of uploads) files.push(...(isZip(upload.head) ? await filesOfZip(kept, upload) : [upload]));
  return files;
}
