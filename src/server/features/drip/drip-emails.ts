/**
 * A studio's view of a prewritten sequence: the built-in e-mails, with the studio's own edits put in
 * place of the originals (which stay available to restore).
 */
import { type DripProjectType, emailToggleKey, type StaticDripEmail } from "../../../shared/drip.js";
import { emailTextToHtml } from "../../../shared/email-format.js";
import type { DbOrTx } from "../../db/connect.js";
import { findEmailOverrides } from "./drip.queries.js";
import { STATIC_SEQUENCES } from "./static-emails/index.js";

export interface EmailEdit {
  subject: string;
  textBody: string;
}

export function staticEmailOf(
  projectType: DripProjectType,
  index: number,
  edit?: EmailEdit | null,
  accent?: string,
): StaticDripEmail {
  const source = STATIC_SEQUENCES[projectType][index];
  if (!source) throw new Error(`No ${projectType} drip e-mail ${index}`);
  const subject = edit?.subject ?? source.subject;
  const textBody = edit?.textBody ?? source.body;
  return {
    key: emailToggleKey(projectType, index),
    index,
    projectType,
    daysAfterStart: source.day,
    subject,
    textBody,
    htmlBody: emailTextToHtml(textBody, { accent }),
    hasManualEdits: Boolean(edit),
    originalSubject: source.subject,
    originalTextBody: source.body,
  };
}

export async function editsOf(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  index?: number,
): Promise<Map<number, EmailEdit>> {
  const rows = await findEmailOverrides(tx, photographerId, projectType, index);
  return new Map(rows.map((r) => [r.index, { subject: r.subject, textBody: r.textBody ?? "" }]));
}

export function sequenceLength(projectType: DripProjectType): number {
  return STATIC_SEQUENCES[projectType].length;
}

export function dayOf(projectType: DripProjectType, index: number): number {
  return STATIC_SEQUENCES[projectType][index]?.day ?? 0;
}
