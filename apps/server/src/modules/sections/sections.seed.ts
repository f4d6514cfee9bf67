import type { Db, Tx } from '../../db/client';
import { maintenanceMenuItems } from '../../db/schema/index';
import type { SeedScope } from '../../db/seed/reference';

/** Maintenance menu entries of the reference-data sections this module adds (spec 1 §2.5: other codes → /maintenance/{code}). */
const MENU = [
  { code: 'SYSPARAMS', name: 'System Parameters', category: 'System', roles: 'DEVELOPER' },
  { code: 'SECTIONFIELDS', name: 'Section Fields', category: 'System', roles: 'ADMIN,DEVELOPER' },
  { code: 'CUSTSTATUSTYPES', name: 'Customer Status Chips', category: 'Customers', roles: 'ADMIN,DEVELOPER' },
  { code: 'CONCESSIONS', name: 'Concession Schemes', category: 'Customers', roles: 'ADMIN,DEVELOPER' },
  { code: 'BRANDS', name: 'Brands', category: 'Correspondence', roles: 'ADMIN,DEVELOPER' },
  { code: 'DOCCATEGORY', name: 'Document Categories', category: 'Correspondence', roles: 'ADMIN,DEVELOPER' },
  { code: 'READS', name: 'Meter Reads', category: 'Sites', roles: '' },
  { code: 'READIMPORTS', name: 'Meter Read Imports', category: 'Sites', roles: '' },
];

/** Adds the entries once per company (both datasets share the menu); later calls find them and stop. */
export async function seedSectionMenu(tx: Tx | Db, { companyId }: SeedScope) {
  await tx
    .insert(maintenanceMenuItems)
    .values(MENU.map((item, i) => ({ ...item, companyId, sortOrder: 500 + (i + 1) * 10 })))
    .onConflictDoNothing();
}
