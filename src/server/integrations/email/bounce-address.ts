/**
 * The envelope sender of every e-mail when inbound mail is configured, `bounces@{INBOUND_EMAIL_DOMAIN}`:
 * mail servers send their delivery status notifications (bounces) to the envelope sender, so they come
 * back to Focal's own receiver instead of the platform's From address, and the e-mail they name is marked.
 */
export const BOUNCE_LOCAL_PART = "bounces";

export const bounceAddress = (domain: string) => `${BOUNCE_LOCAL_PART}@${domain}`;

/** Whether an address is `bounces@{domain}` (compared without case). */
export function isBounceAddress(address: string, domain: string): boolean {
  return address.trim().toLowerCase() === bounceAddress(domain).toLowerCase();
}
