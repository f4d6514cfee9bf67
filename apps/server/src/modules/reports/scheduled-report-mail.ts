import { eq } from 'drizzle-orm';
import { texts, type ReportFileFormat } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { reportSchedules } from '../../db/schema/index';
import type { Mailer, MailAttachment } from '../../lib/mailer';
import { recipientUsers } from '../report-schedules/report-schedules.repository';

const t = texts.reportSchedules;

/** Where a scheduled run's file goes: the schedule's format and its recipients' addresses. */
interface ScheduledDelivery {
  format: ReportFileFormat;
  description: string;
  addresses: string[];
}

export const FILE_TYPES: Record<ReportFileFormat, { extension: string; contentType: string }> = {
  XLSX: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

/**
 * The delivery of a saved report a schedule queued: the users' addresses on file at the run (active
 * users only), then the other addresses. None for a report saved by hand, or a schedule without recipients.
 */
export async function scheduledDelivery(tx: Tx, reportScheduleId: number | null): Promise<ScheduledDelivery | null> {
  if (reportScheduleId === null) return null;
  const [schedule] = await tx
    .select({
      format: reportSchedules.format,
      description: reportSchedules.description,
      userIds: reportSchedules.recipientUserIds,
      addresses: reportSchedules.recipientAddresses,
    })
    .from(reportSchedules)
    .where(eq(reportSchedules.id, reportScheduleId));
  if (!schedule) return null;
  const users = await recipientUsers(tx, schedule.userIds);
  const addresses = [...new Set([...users.map((u) => u.emailAddress.trim()), ...schedule.addresses])];
  return addresses.length ? { format: schedule.format, description: schedule.description, addresses } : null;
}

/**
 * Emails the run's file to each recipient (one email each: staff and outside addresses do not see
 * one another), through the product's mailer. Answers the first failure's reason, or null.
 */
export async function mailScheduledReport(
  mailer: Mailer,
  delivery: ScheduledDelivery,
  report: { name: string; rowCount: number },
  file: MailAttachment,
): Promise<string | null> {
  let failure: string | null = null;
  for (const to of delivery.addresses) {
    try {
      await mailer.send({
        to,
        subject: t.emailSubject(report.name, delivery.description),
        text: t.emailBody(report.name, delivery.description, report.rowCount),
        attachments: [file],
      });
    } catch (error) {
      failure ??= error instanceof Error ? error.message : String(error);
    }
  }
  return failure;
}
