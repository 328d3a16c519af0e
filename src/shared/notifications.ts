/**
 * The e-mails a studio gets when a client takes a step (Settings, Notifications): each on until the
 * studio switches it off. GET /api/photographer/notifications answers the switches; PUT changes any of them.
 */
import { z } from "zod";

export interface NotificationSettings {
  proposalSigned: boolean;
  paymentReceived: boolean;
  inquiryReceived: boolean;
  questionnaireSubmitted: boolean;
}

export type NotificationKey = keyof NotificationSettings;

/** What each switch is called on the Settings page, in the order it is shown. */
export const NOTIFICATION_OPTIONS: { key: NotificationKey; label: string; description: string }[] = [
  { key: "inquiryReceived", label: "New inquiry", description: "Someone sends your website's inquiry form." },
  { key: "proposalSigned", label: "Proposal signed", description: "A client signs a proposal." },
  { key: "paymentReceived", label: "Payment received", description: "A client pays a proposal online." },
  {
    key: "questionnaireSubmitted",
    label: "Questionnaire submitted",
    description: "A client submits a questionnaire in their portal.",
  },
];

const switchField = (label: string) => z.boolean({ error: `${label} must be on or off` });

export const notificationSettingsInputSchema = z
  .object({
    proposalSigned: switchField("Proposal signed"),
    paymentReceived: switchField("Payment received"),
    inquiryReceived: switchField("New inquiry"),
    questionnaireSubmitted: switchField("Questionnaire submitted"),
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "Nothing to update",
  });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
