/**
 * The words of the client's payment receipt and of the studio's notifications. Each says only what has
 * happened: the amount received, what it paid for, and what is left to pay.
 */
import { formatMoney } from "../../../shared/currency.js";

const firstNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "there";

export interface ReceiptFacts {
  businessName: string;
  clientFirstName: string;
  proposalTitle: string;
  amountCents: number;
  method: string;
  paidToDateCents: number;
  totalCents: number;
  /** The proposal's currency: every amount is in its minor units. */
  currency: string;
  completedAt: Date;
}

/** What a payment was for, in the client's words: the deposit, the final payment, or a payment. */
export function paymentPurpose(
  facts: Pick<ReceiptFacts, "method" | "paidToDateCents" | "totalCents" | "amountCents">,
) {
  if (facts.method === "card:deposit") return "Deposit";
  if (facts.paidToDateCents >= facts.totalCents && facts.paidToDateCents > facts.amountCents) {
    return "Final payment";
  }
  return "Payment";
}

const longDay = (date: Date) =>
  date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export function receiptEmail(facts: ReceiptFacts) {
  const money = (minor: number) => formatMoney(minor, facts.currency);
  const remaining = Math.max(0, facts.totalCents - facts.paidToDateCents);
  const purpose = paymentPurpose(facts);
  const balance =
    remaining > 0
      ? `Remaining balance: ${money(remaining)}`
      : `Remaining balance: ${money(0)} (paid in full, thank you!)`;
  return {
    subject: `Receipt: ${money(facts.amountCents)} paid to ${facts.businessName}`,
    text: `Hi ${firstNameOf(facts.clientFirstName)},

Thank you for your payment. This is your receipt.

Paid to: ${facts.businessName}
Amount: ${money(facts.amountCents)}
For: ${purpose} for ${facts.proposalTitle}
Date: ${longDay(facts.completedAt)}
${balance}

Keep this e-mail for your records. If anything looks wrong, just reply to this e-mail.

${facts.businessName}`,
  };
}

export function studioPaymentEmail(facts: ReceiptFacts & { clientName: string }, link: string) {
  const money = (minor: number) => formatMoney(minor, facts.currency);
  const remaining = Math.max(0, facts.totalCents - facts.paidToDateCents);
  return {
    subject: `Payment received: ${money(facts.amountCents)} from ${facts.clientName}`,
    text: `${facts.clientName} paid ${money(facts.amountCents)} (${paymentPurpose(facts).toLowerCase()}) for ${facts.proposalTitle}.

Received so far: ${money(facts.paidToDateCents)} of ${money(facts.totalCents)}
${remaining > 0 ? `Still to pay: ${money(remaining)}` : "The proposal is paid in full."}

A receipt went to your client. See it in Focal: ${link}`,
  };
}

export function studioSignedEmail(
  facts: {
    clientName: string;
    signedByName: string | null;
    title: string;
    totalCents: number;
    depositCents: number;
    currency: string;
  },
  link: string,
) {
  const money = (minor: number) => formatMoney(minor, facts.currency);
  const signer = facts.signedByName?.trim() || facts.clientName;
  return {
    subject: `Proposal signed: ${facts.title}`,
    text: `${signer} signed your proposal "${facts.title}" (${money(facts.totalCents)}).

${facts.depositCents > 0 ? `The client can now pay the ${money(facts.depositCents)} deposit online.` : "The client can now pay online."}

See it in Focal: ${link}`,
  };
}

export function studioInquiryEmail(
  facts: {
    clientName: string;
    email: string;
    phone: string | null;
    projectType: string;
    eventDate: string | null;
    message: string | null;
  },
  link: string,
) {
  const lines = [
    `Name: ${facts.clientName}`,
    `E-mail: ${facts.email}`,
    `Phone: ${facts.phone || "Not given"}`,
    `Type: ${facts.projectType}`,
    `Date: ${facts.eventDate ?? "Not given"}`,
    facts.message ? `\nMessage:\n${facts.message}` : null,
  ].filter((line) => line !== null);
  return {
    subject: `New inquiry: ${facts.clientName} (${facts.projectType})`,
    text: `${facts.clientName} sent an inquiry through your website.

${lines.join("\n")}

See it in Focal: ${link}`,
  };
}

export function studioQuestionnaireEmail(
  facts: { clientName: string; title: string; projectTitle: string },
  link: string,
) {
  return {
    subject: `Questionnaire submitted: ${facts.clientName}`,
    text: `${facts.clientName} submitted the questionnaire "${facts.title}" for ${facts.projectTitle}.

Read the answers in Focal: ${link}`,
  };
}

/** What a declined autopay charge tells: whose instalment, how much, and the card's answer. */
export interface AutopayDeclinedFacts {
  businessName: string;
  clientFirstName: string;
  clientName: string;
  proposalTitle: string;
  installmentLabel: string;
  amountCents: number;
  currency: string;
  cardLabel: string | null;
  reason: string;
}

export function autopayDeclinedEmail(facts: AutopayDeclinedFacts, payLink: string) {
  const money = formatMoney(facts.amountCents, facts.currency);
  const card = facts.cardLabel ? `your saved card (${facts.cardLabel})` : "your saved card";
  return {
    subject: `Payment not received: ${facts.installmentLabel} for ${facts.proposalTitle}`,
    text: `Hi ${firstNameOf(facts.clientFirstName)},

We tried to charge ${money} for "${facts.installmentLabel}" (${facts.proposalTitle}) to ${card}, but the payment did not go through. ${facts.reason}

Nothing was charged. You can pay it here: ${payLink}

We won't try this card again automatically. If you have any questions, just reply to this e-mail.

${facts.businessName}`,
  };
}

export function studioAutopayDeclinedEmail(facts: AutopayDeclinedFacts, link: string) {
  const money = formatMoney(facts.amountCents, facts.currency);
  return {
    subject: `Autopay declined: ${money} from ${facts.clientName}`,
    text: `The automatic payment of ${money} for "${facts.installmentLabel}" (${facts.proposalTitle}) was declined: ${facts.reason}

${facts.clientName} was sent a link to pay it. The card will not be charged again automatically.

See it in Focal: ${link}`,
  };
}
