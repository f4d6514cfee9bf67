import type { Tx } from '../../db/client';
import { customerCharges } from '../../db/schema/index';
import { moveStatuses } from '../../db/status-moves';

/** Cancels pending charges of customer accounts: they will not be billed. A billed or cancelled one refuses them all. */
export const cancelCharges = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, customerCharges, { id: customerCharges.id, status: customerCharges.status }, ids, ['PENDING'], { status: 'CANCELLED' });
