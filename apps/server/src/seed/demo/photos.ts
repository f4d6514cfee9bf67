import type { FileStore } from '../../lib/files/index';
import type { Scope } from '../../db/tenancy';
import { meterPhotoPng } from './files';

/** How many distinct meter photos the demo reads point at. */
export const DEMO_PHOTOS = 6;

/** The folder of a dataset's demo meter photos in the file store (meter_read_imports.image_path). */
export const demoPhotoFolder = ({ companyId, dataset }: Scope) => `${companyId}/${dataset}/meter-reads`;

/** Puts the demo meter photos in the file store (after the demo rows are committed; idempotent). */
export async function storeDemoPhotos(files: FileStore, scope: Scope): Promise<void> {
  for (let n = 1; n <= DEMO_PHOTOS; n++) {
    await files.put(scope, `${demoPhotoFolder(scope)}/meter-${n}.png`, meterPhotoPng(n), { fileName: `meter-${n}.png`, contentType: 'image/png' });
  }
}
