import type { Db, Tx } from '../../db/client';
import type { SeedScope } from '../../seed/reference';
import { upgradeMaintenanceMenu } from '../navigation/navigation.seed';

/**
 * Maintenance menu entries of the sections this module adds (spec 1 §2.5: other codes → /maintenance/{code}),
 * in the contract's MAINTENANCE_MENU_GROUPS categories: meter reads are daily work, the rest administration.
 */
const MENU = [
  { code: 'SYSPARAMS', name: 'System Parameters', category: 'System', roles: 'DEVELOPER' },
  { code: 'SECTIONFIELDS', name: 'Section Fields', category: 'System', roles: 'ADMIN,DEVELOPER' },
  { code: 'CUSTSTATUSTYPES', name: 'Customer Status Chips', category: 'Reference Data', roles: 'ADMIN,DEVELOPER' },
  { code: 'CONCESSIONS', name: 'Concession Schemes', category: 'Reference Data', roles: 'ADMIN,DEVELOPER' },
  { code: 'BRANDS', name: 'Brands', category: 'Templates and Brands', roles: 'ADMIN,DEVELOPER' },
  { code: 'DOCCATEGORY', name: 'Document Categories', category: 'Reference Data', roles: 'ADMIN,DEVELOPER' },
  { code: 'READS', name: 'Meter Reads', category: 'Metering', roles: '' },
  { code: 'READIMPORTS', name: 'Meter Read Imports', category: 'Metering', roles: '' },
];

/** Brings the company's entries up to the code's (both datasets share the menu). */
export async function upgradeSectionMenu(tx: Tx | Db, { companyId }: SeedScope) {
  await upgradeMaintenanceMenu(
    tx,
    companyId,
    MENU.map((item, i) => ({ ...item, sortOrder: 500 + (i + 1) * 10 })),
  );
}
