import { importFileError, METER_DATA_ZIP_MAX_BYTES, METER_DATA_ZIP_MAX_FILES, texts } from '@wattle/contract';
import { refused } from '../../lib/errors';
import { isZip, ZipRefusal, zipFiles, type ZipProblem } from '../../lib/zip-entries';
import type { CsvFile } from './meter-read-upload.service';

const t = texts.dashboard.csv;
const reasons: Record<ZipProblem, string> = {
  damaged: t.zipDamaged,
  encrypted: t.zipEncrypted,
  unsupported: t.zipUnsupported,
  tooLarge: t.zipTooLarge(METER_DATA_ZIP_MAX_BYTES),
  tooManyFiles: t.zipTooManyFiles(METER_DATA_ZIP_MAX_FILES),
};

/** A zip's files, each named `<zip>/<path inside it>`; a zip that cannot be read, or holds a zip, refuses the upload with the file and the reason. */
function filesOfZip(zip: CsvFile): CsvFile[] {
  let files;
  try {
    files = zipFiles(zip.content, { maxBytes: METER_DATA_ZIP_MAX_BYTES, maxFiles: METER_DATA_ZIP_MAX_FILES });
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    const name = error.entry ? `${zip.fileName}/${error.entry}` : zip.fileName;
    throw refused([{ message: importFileError(name, reasons[error.problem]) }]);
  }
  return files.map((f) => {
    const fileName = `${zip.fileName}/${f.name}`;
    if (isZip(f.content)) throw refused([{ message: importFileError(fileName, t.zipInZip) }]);
    return { fileName, content: f.content };
  });
}

/** The files an upload delivers: each uploaded file, or, for a zip (known by its content, whatever its name), each file in it. */
export const receivedFiles = (uploads: readonly CsvFile[]): CsvFile[] => uploads.flatMap((f) => (isZip(f.content) ? filesOfZip(f) : [f]));
