/**
 * Counts what the e-mail and SMS services send, by the status each send returns (both services
 * answer "failed" rather than throw when the transport refuses; a throw is counted as failed too).
 * Wrapping the service, rather than editing it, counts a service a test hands in just the same.
 */
import type { EmailService } from "../integrations/email/email.service.js";
import type { SmsService } from "../integrations/sms/sms.service.js";
import type { AppMetrics } from "./metrics.js";

async function counted<T extends { status: "sent" | "failed" }>(
  counter: AppMetrics["emails"],
  send: () => Promise<T>,
): Promise<T> {
  try {
    const result = await send();
    counter.inc({ status: result.status });
    return result;
  } catch (error) {
    counter.inc({ status: "failed" });
    throw error;
  }
}

export function countEmails(service: EmailService, metrics: AppMetrics): EmailService {
  return { ...service, sendEmail: (input) => counted(metrics.emails, () => service.sendEmail(input)) };
}

export function countSms(service: SmsService, metrics: AppMetrics): SmsService {
  return { ...service, sendSms: (input) => counted(metrics.sms, () => service.sendSms(input)) };
}
