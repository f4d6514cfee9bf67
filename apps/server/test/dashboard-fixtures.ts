/** Rows every dashboard queue needs, written through the scoped (row-level security) path like the app does. */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../src/db/client';
import {
  activities,
  activityAssignees,
  billingExceptions,
  customerAccounts,
  customers,
  customerTypes,
  documentCategories,
  documents,
  emailRequestErrors,
  emailRequests,
  emailSuppressions,
  lifeSupportRegistrations,
  meterReadImports,
  meterReads,
  meters,
  networkNodes,
  parties,
  paymentPlanInstalments,
  paymentPlans,
  postedMailItems,
  productTypes,
  sites,
  smsRequests,
  unbilledTransactions,
  utilityAccounts,
} from '../src/db/schema/index';
import { withScope, type Scope } from '../src/db/tenancy';

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function pdfWithPages(pages: number, label: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([300, 300]).drawText(`${label} page ${i + 1}`, { x: 20, y: 150, size: 12 });
  return pdf.save();
}

export interface DashboardFixture {
  accountA: number;
  accountB: number;
  prospectId: number;
  meterCode: string;
  exceptions: { open: number; open2: number; held: number };
  reads: { withImage: number; plain: number };
  imagePath: string;
  emails: { fresh: number; failed: number; blocked: number; blockedErrorId: number };
  sms: { fresh: number; failed: number };
  posted: { twoPages: number; threePages: number };
}

/** A small but complete set of queue rows for one company's dataset; `tag` keeps numbers unique per company. */
export async function seedDashboardFixture(database: Database, scope: Scope, tag: string, userId: number): Promise<DashboardFixture> {
  return withScope(database.db, scope, async (tx) => {
    const [resident] = await tx.select({ id: customerTypes.id }).from(customerTypes).where(eq(customerTypes.code, 'RESIDENT'));
    const [power] = await tx.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.code, 'POWER'));
    const [node] = await tx
      .insert(networkNodes)
      .values({ buildingCode: `${tag}-HV`, description: `${tag} Harbour View` })
      .returning({ id: networkNodes.id });
    const [party] = await tx
      .insert(parties)
      .values({
        displayName: `${tag} Alice Citizen`,
        emailAddress: `alice.${tag.toLowerCase()}@example.com`,
        postalAddressLine1: '1 Harbour St',
        postalSuburb: 'Sydney',
        postalState: 'NSW',
        postalPostcode: '2000',
      })
      .returning({ id: parties.id });
    const [alice] = await tx
      .insert(customers)
      .values({ customerNumber: `${tag}-C1`, customerTypeId: resident!.id, name: `${tag} Alice Citizen`, primaryPartyId: party!.id })
      .returning({ id: customers.id });
    const [prospect] = await tx
      .insert(customers)
      .values({ customerNumber: `${tag}-C2`, customerTypeId: resident!.id, name: `${tag} Bob Prospect`, status: 'PROSPECT' })
      .returning({ id: customers.id });
    const [a] = await tx
      .insert(customerAccounts)
      .values({ customerId: alice!.id, accountNumber: `${tag}-A1`, nextInvoiceDate: day(-1), creditStatus: 'ARREARS', balance: '250.00' })
      .returning({ id: customerAccounts.id });
    const [b] = await tx
      .insert(customerAccounts)
      .values({ customerId: prospect!.id, accountNumber: `${tag}-A2`, nextInvoiceDate: day(-1), accountStatus: 'ACTIVE' })
      .returning({ id: customerAccounts.id });
    const [site] = await tx
      .insert(sites)
      .values({
        networkNodeId: node!.id,
        productTypeId: power!.id,
        siteIdentifier: `${tag}NMI1`,
        streetName: 'Harbour St',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        location: '1 Harbour St, Sydney NSW 2000',
      })
      .returning({ id: sites.id });
    await tx.insert(utilityAccounts).values({ customerAccountId: a!.id, siteId: site!.id, openDate: day(-400) });
    const meterCode = `${tag}-M1`;
    const [meter] = await tx.insert(meters).values({ siteId: site!.id, productTypeId: power!.id, meterCode }).returning({ id: meters.id });
    await tx.insert(meterReads).values({ meterId: meter!.id, readDate: day(-30), quantity: '0', reading: '1000.000', source: 'MANUAL' });

    const ex = await tx
      .insert(billingExceptions)
      .values([
        { customerAccountId: a!.id, exceptionCode: 'HIGH_USAGE' as const, message: 'Usage 300% above last bill' },
        { customerAccountId: a!.id, exceptionCode: 'NO_READS' as const, message: 'No reads this period' },
        { customerAccountId: a!.id, exceptionCode: 'ESTIMATED_READ' as const, message: 'Estimated read', status: 'HELD' as const },
      ])
      .returning({ id: billingExceptions.id });
    await tx.insert(unbilledTransactions).values([
      {
        customerAccountId: a!.id,
        source: 'USAGE' as const,
        description: 'Peak usage',
        periodFrom: day(-31),
        periodTo: day(-1),
        quantity: '310',
        unitRate: '0.3',
        amount: '93.00',
      },
      {
        customerAccountId: a!.id,
        source: 'FIXED' as const,
        description: 'Daily supply',
        periodFrom: day(-31),
        periodTo: day(-1),
        quantity: '31',
        unitRate: '1.1',
        amount: '34.10',
      },
    ]);

    const imagePath = `${scope.companyId}/${scope.dataset}/meter-photos/${tag}-read.png`;
    const reads = await tx
      .insert(meterReadImports)
      .values([
        { meterId: meter!.id, meterCode, readImportDesc: 'Photo from the app', readDate: day(-2), reading: '1100.500', imagePath, source: 'PHOTO' as const },
        { meterId: meter!.id, meterCode, readImportDesc: 'Provider read', readDate: day(-1), reading: '1120.000', source: 'PROVIDER' as const },
      ])
      .returning({ id: meterReadImports.id });

    const [suppression] = await tx
      .insert(emailSuppressions)
      .values({ emailAddress: `bounced.${tag.toLowerCase()}@example.com`, reason: 'Mailbox does not exist' })
      .returning({ id: emailSuppressions.id });
    const mails = await tx
      .insert(emailRequests)
      .values([
        {
          customerId: alice!.id,
          customerAccountId: a!.id,
          sendTo: `alice.${tag.toLowerCase()}@example.com`,
          emailSubject: `${tag} Your bill`,
          emailBody: '<p>Hello <b>Alice</b></p>',
        },
        {
          customerId: alice!.id,
          customerAccountId: a!.id,
          sendTo: 'typo@exmaple.con',
          emailSubject: `${tag} Reminder`,
          emailBody: '<p>Reminder</p>',
          requestStatus: 'FAILED' as const,
          errorMessage: 'Host not found',
        },
        {
          customerId: alice!.id,
          customerAccountId: a!.id,
          sendTo: `bounced.${tag.toLowerCase()}@example.com`,
          emailSubject: `${tag} Statement`,
          emailBody: '<p>Statement</p>',
          requestStatus: 'SUPPRESSED' as const,
        },
      ])
      .returning({ id: emailRequests.id });
    const [blockedError] = await tx
      .insert(emailRequestErrors)
      .values({
        emailRequestId: mails[2]!.id,
        emailSuppressionId: suppression!.id,
        displayCode: 'BLOCKED',
        displayReason: 'Blocked',
        reason: 'Mailbox does not exist',
      })
      .returning({ id: emailRequestErrors.id });
    const texts = await tx
      .insert(smsRequests)
      .values([
        { customerId: alice!.id, phoneNumber: '0400000001', message: 'Your bill is ready' },
        { customerId: alice!.id, phoneNumber: '0400000002', message: 'Payment due', status: 'FAILED' as const, errorMessage: 'Unreachable' },
      ])
      .returning({ id: smsRequests.id });

    const [letter] = await tx.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.code, 'LETTER'));
    const docs = await tx
      .insert(documents)
      .values(
        await Promise.all(
          [2, 3].map(async (pages) => {
            const content = await pdfWithPages(pages, `${tag} letter ${pages}`);
            return {
              customerId: alice!.id,
              categoryId: letter!.id,
              name: `Letter ${pages}`,
              fileName: `letter-${pages}.pdf`,
              contentType: 'application/pdf',
              documentDate: day(0),
              location: 'Y' as const,
              content,
              sizeBytes: content.length,
            };
          }),
        ),
      )
      .returning({ id: documents.id });
    const posted = await tx
      .insert(postedMailItems)
      .values(
        docs.map((d, i) => ({
          customerId: alice!.id,
          customerAccountId: a!.id,
          documentId: d.id,
          recipientName: `${tag} Alice Citizen`,
          addressLines: `${i + 1} Harbour St`,
        })),
      )
      .returning({ id: postedMailItems.id });

    const [plan] = await tx
      .insert(paymentPlans)
      .values({
        customerAccountId: a!.id,
        frequency: 'MONTHLY',
        startDate: day(-90),
        totalAmount: '300.00',
        instalmentAmount: '100.00',
        numberOfInstalments: 3,
        status: 'ACTIVE',
      })
      .returning({ id: paymentPlans.id });
    await tx.insert(paymentPlanInstalments).values({ paymentPlanId: plan!.id, instalmentNumber: 1, dueDate: day(-60), amount: '100.00', status: 'MISSED' });
    await tx
      .insert(lifeSupportRegistrations)
      .values({ customerId: alice!.id, siteId: site!.id, equipment: 'OXYGEN_CONCENTRATOR', registeredDate: day(-20), confirmationDueDate: day(30) });

    const [assignee] = await tx
      .insert(activityAssignees)
      .values({ code: `${tag}-ME`, description: 'Me', userId })
      .returning({ id: activityAssignees.id });
    await tx.insert(activities).values([
      { customerId: alice!.id, customerAccountId: a!.id, classId: 2, assigneeId: assignee!.id, requiredDate: day(5) },
      { customerId: alice!.id, customerAccountId: a!.id, classId: 2, assigneeId: assignee!.id, requiredDate: day(-3) },
    ]);

    return {
      accountA: a!.id,
      accountB: b!.id,
      prospectId: prospect!.id,
      meterCode,
      exceptions: { open: ex[0]!.id, open2: ex[1]!.id, held: ex[2]!.id },
      reads: { withImage: reads[0]!.id, plain: reads[1]!.id },
      imagePath,
      emails: { fresh: mails[0]!.id, failed: mails[1]!.id, blocked: mails[2]!.id, blockedErrorId: blockedError!.id },
      sms: { fresh: texts[0]!.id, failed: texts[1]!.id },
      posted: { twoPages: posted[0]!.id, threePages: posted[1]!.id },
    };
  });
}
