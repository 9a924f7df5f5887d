import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import {
  type EmailTemplatePreviewInput,
  type EmailTemplateStatus,
  findUnknownPlaceholders,
  TEMPLATE_SAMPLE_VALUES,
} from '../../../contract/email-templates.ts';
import type { Language } from '../../../contract/language.ts';
import type { Db } from '../../db/connect.ts';
import { emailTemplates, rejectionReasons } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentEmailTemplate } from './presenters.ts';
import { renderTemplate } from './render.ts';
import { sanitizeTemplateHtml } from './sanitize.ts';

/** A template as the editor saves it (the contract's input, after parsing). */
export type EmailTemplateFields = {
  status: EmailTemplateStatus;
  rejectionReasonId?: number | null;
  language: Language;
  subject: string;
  htmlContent: string;
  isActive: boolean;
};

export async function listEmailTemplates(db: Db) {
  const rows = await db
    .select()
    .from(emailTemplates)
    .orderBy(
      asc(emailTemplates.status),
      asc(emailTemplates.rejectionReasonId),
      asc(emailTemplates.language),
    );
  return rows.map(presentEmailTemplate);
}

/**
 * The row to store: sanitised HTML, and a reason only where it belongs (the contract checks).
 * An address a placeholder could steer is refused rather than dropped, so staff see why.
 */
async function toRow(db: Db, fields: EmailTemplateFields) {
  const rejectionReasonId = fields.rejectionReasonId ?? null;
  if (rejectionReasonId !== null) {
    const [reason] = await db
      .select({ id: rejectionReasons.id })
      .from(rejectionReasons)
      .where(eq(rejectionReasons.id, rejectionReasonId));
    if (!reason) throw new AppError('TEMPLATE_REASON_NOT_FOUND');
  }
  const { html, steerableUrls } = await sanitizeTemplateHtml(fields.htmlContent);
  if (steerableUrls.length > 0) {
    throw new AppError('TEMPLATE_PLACEHOLDER_STEERS_URL', { urls: steerableUrls });
  }
  return {
    status: fields.status,
    rejectionReasonId,
    language: fields.language,
    subject: fields.subject,
    htmlContent: html,
    isActive: fields.isActive,
  };
}

/** The template that already holds this status (and reason) in this language, other than `exceptId`. */
async function requireFreeSlot(
  db: Db,
  row: { status: EmailTemplateStatus; rejectionReasonId: number | null; language: Language },
  exceptId?: number,
) {
  const conditions: SQL[] = [
    eq(emailTemplates.status, row.status),
    eq(emailTemplates.language, row.language),
    row.rejectionReasonId === null
      ? isNull(emailTemplates.rejectionReasonId)
      : eq(emailTemplates.rejectionReasonId, row.rejectionReasonId),
  ];
  if (exceptId !== undefined) conditions.push(ne(emailTemplates.id, exceptId));
  const [existing] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(...conditions));
  if (existing) throw takenError(row.rejectionReasonId);
}

const takenError = (rejectionReasonId: number | null) =>
  new AppError(rejectionReasonId === null ? 'TEMPLATE_TAKEN' : 'TEMPLATE_TAKEN_FOR_REASON');

/** PostgreSQL's unique_violation: two saves raced for the same status (and reason) and language. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') ||
    ('cause' in error && isUniqueViolation(error.cause)));

/**
 * Creates the template of a status, or of a rejection reason, in a language; there is one of
 * each per language, which the database enforces (CONFLICT otherwise). The HTML is sanitised before it is stored.
 */
export async function createEmailTemplate(options: { db: Db; template: EmailTemplateFields }) {
  const row = await toRow(options.db, options.template);
  await requireFreeSlot(options.db, row);
  const [created] = await options.db
    .insert(emailTemplates)
    .values(row)
    .onConflictDoNothing()
    .returning();
  if (!created) throw takenError(row.rejectionReasonId);
  return presentEmailTemplate(created);
}

/** Replaces a template's fields; like `createEmailTemplate`, sanitised and one per slot. */
export async function updateEmailTemplate(options: {
  db: Db;
  id: number;
  template: EmailTemplateFields;
}) {
  const [existing] = await options.db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, options.id));
  if (!existing) throw new AppError('TEMPLATE_NOT_FOUND');
  const row = await toRow(options.db, options.template);
  await requireFreeSlot(options.db, row, options.id);
  try {
    const [updated] = await options.db
      .update(emailTemplates)
      .set(row)
      .where(eq(emailTemplates.id, options.id))
      .returning();
    if (!updated) throw new AppError('TEMPLATE_NOT_FOUND');
    return presentEmailTemplate(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(row.rejectionReasonId);
    throw error;
  }
}

/**
 * The editor's text as a customer would receive it: rendered as every mail is (sanitised by
 * the policy of the save before and after filling), with sample customer data and the
 * workshop's own address, phone and hours in the template's language. Unknown placeholders stay visible and are listed.
 */
export async function previewEmailTemplate(options: {
  template: EmailTemplatePreviewInput;
  workshop: { address: string; phone: string };
}) {
  const { subject, htmlContent, language } = options.template;
  const rendered = await renderTemplate(
    { subject, htmlContent },
    {
      ...TEMPLATE_SAMPLE_VALUES[language],
      'workshop.address': options.workshop.address,
      'workshop.phone': options.workshop.phone,
    },
  );
  return {
    subject: rendered.subject,
    html: rendered.html,
    unknownPlaceholders: findUnknownPlaceholders(subject + htmlContent),
  };
}
