import dayjs from 'dayjs';
import { texts, type AccountNode, type SiteTreeNode } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listNodeSites, listSiteAccounts, networkNodeExists } from './site-tree.repository';
import { companyFormats } from '../system-settings/company-formats';

type AccountRow = Awaited<ReturnType<typeof listSiteAccounts>>[number];

const describe = (a: AccountRow) => `${a.accountNumber} · ${a.customerName}`;

/** 'open – close', or 'open – Current' while the account has no close date. */
const period = (a: AccountRow, format: string) =>
  `${dayjs(a.openDate).format(format)} – ${a.closeDate ? dayjs(a.closeDate).format(format) : texts.services.current}`;

function toAccountNode(a: AccountRow, format: string): AccountNode {
  return {
    utilityAccountId: a.utilityAccountId,
    accountDescription: describe(a),
    accountStatus: a.accountStatus,
    accountPeriod: period(a, format),
    customerAccountId: a.customerAccountId,
    siteId: a.siteId,
    customerTypeCode: a.customerTypeCode,
    customerId: a.customerId,
  };
}

/**
 * The SITES tree of a network node (spec 1 §2.7, §3): each site with its address and current
 * account (the newest one not closed); beneath it, every utility account with description,
 * status and period. 404 when the node is not in this dataset.
 */
export async function siteTree(tx: Tx, networkNodeId: number): Promise<SiteTreeNode[]> {
  if (!(await networkNodeExists(tx, networkNodeId))) throw notFound(texts.search.networkNodeNotFound);
  const nodeSites = await listNodeSites(tx, networkNodeId);
  if (nodeSites.length === 0) return [];
  const accounts = await listSiteAccounts(
    tx,
    nodeSites.map((s) => s.siteId),
  );
  const format = (await companyFormats(tx)).dateFormat;
  const bySite = new Map<number, AccountRow[]>();
  for (const a of accounts) {
    const list = bySite.get(a.siteId);
    if (list) list.push(a);
    else bySite.set(a.siteId, [a]);
  }
  return nodeSites.map((site) => {
    const siteAccounts = bySite.get(site.siteId) ?? [];
    const current = siteAccounts.find((a) => a.accountStatus !== 'CLOSED');
    return {
      address: site.address,
      icon: site.icon,
      currentAccountDescription: current ? describe(current) : '',
      siteId: site.siteId,
      customerAccountId: current?.customerAccountId ?? null,
      customerTypeCode: current?.customerTypeCode ?? null,
      customerId: current?.customerId ?? null,
      utilityAccounts: siteAccounts.map((a) => toAccountNode(a, format)),
    };
  });
}
