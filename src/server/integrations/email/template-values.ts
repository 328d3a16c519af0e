/**
 * The values of the template variables for one client of one studio, as every automated send
 * (automations, drip campaigns) fills them in, and those a payment reminder adds for its instalment.
 */
import { formatMoney } from "../../../shared/currency.js";
import type { TemplateValues } from "../../../shared/email.js";
import type { Config } from "../../config.js";
import type { DbOrTx } from "../../db/connect.js";
import type { clients } from "../../db/schema/index.js";
import { findStudioTemplateFields } from "./email.queries.js";

const longDate = (iso: string | null) =>
  iso
    ? new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })
    : "";

export async function templateValuesFor(
  tx: DbOrTx,
  config: Config,
  photographerId: string,
  client: typeof clients.$inferSelect,
  eventDate: string | null,
): Promise<TemplateValues> {
  const studio = await findStudioTemplateFields(tx, photographerId);
  return {
    businessName: studio?.businessName,
    firstName: client.firstName,
    lastName: client.lastName,
    fullName: `${client.firstName} ${client.lastName}`.trim(),
    email: client.email,
    phone: client.phone,
    weddingDate: longDate(eventDate ?? client.eventDate),
    scheduling_link: studio
      ? new URL(`/booking/calendar/${studio.publicToken}`, config.publicUrl).toString()
      : "",
  };
}

/** The instalment a payment reminder is about, and the public proposal page where it is paid. */
export function installmentTemplateValues(
  config: Config,
  installment: {
    label: string;
    amountCents: number;
    dueDate: string | null;
    currency: string;
    token: string;
  },
): TemplateValues {
  return {
    installmentLabel: installment.label,
    installmentAmount: formatMoney(installment.amountCents, installment.currency),
    installmentDueDate: longDate(installment.dueDate),
    payment_link: new URL(
      `/public/proposals/${encodeURIComponent(installment.token)}`,
      config.publicUrl,
    ).toString(),
  };
}
