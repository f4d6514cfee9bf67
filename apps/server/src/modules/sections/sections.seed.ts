import type { Db, Tx } from '../../db/client';
import type { SeedScope } from '../../seed/reference';
import { upgradeMaintenanceMenu } from '../navigation/navigation.seed';

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

/** Brings the company's entries up to the code's (both datasets share the menu). */
export async function upgradeSectionMenu(tx: Tx | Db, { companyId }: SeedScope) {
  await upgradeMaintenanceMenu(
    tx,
    companyId,
    MENU.map((item, i) => ({ ...item, sortOrder: 500 + (i + 1) * 10 })),
  );
}
