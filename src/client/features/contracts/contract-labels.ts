/**
 * How a proposal's contract and its evidence log read to the studio: status and event names in words,
 * what each status still allows, and hashes and browsers cut to a length a timeline can hold.
 */
import type { BadgeProps } from "@/components/ui/badge";
import type { ContractEventType, ContractStatus } from "../../../shared/proposal-contract";

const STATUS_LABELS: Record<ContractStatus, string> = {
  DRAFT: "Draft",
  SENT: "Sent",
  CLIENT_SIGNED: "Signed by client",
  COMPLETED: "Completed",
  VOID: "Void",
};

export function contractStatusLabel(status: ContractStatus): string {
  return STATUS_LABELS[status];
}

/** The proposal badges' colours: grey draft, blue sent, amber while the studio still has to sign. */
export const CONTRACT_STATUS_VARIANTS: Record<ContractStatus, NonNullable<BadgeProps["variant"]>> = {
  DRAFT: "secondary",
  SENT: "info",
  CLIENT_SIGNED: "warning",
  COMPLETED: "success",
  VOID: "danger",
};

const EVENT_LABELS: Record<ContractEventType, string> = {
  created: "Contract attached",
  edited: "Contract changed",
  sent: "Sent to the client",
  viewed: "Opened by the client",
  consent_given: "Client agreed to sign electronically",
  signed: "Signed by the client",
  countersigned: "Countersigned by the studio",
  completed: "Completed",
  voided: "Voided",
};

export function contractEventLabel(type: ContractEventType): string {
  return EVENT_LABELS[type] ?? type;
}

/** The text can change (and a template be swapped in) only until the client signs, and never once void. */
export const isContractEditable = (status: ContractStatus) => status === "DRAFT" || status === "SENT";
export const canCountersign = (status: ContractStatus) => status === "CLIENT_SIGNED";
export const canVoid = (status: ContractStatus) => status !== "VOID";

/** The first 12 hex characters: enough to compare by eye with the PDF, short enough for a row. */
export const shortHash = (hash: string) => hash.slice(0, 12);

/**
 * A browser's user agent as "Browser on System" when it can be told, else its first 40 characters.
 * The full string stays in the row's title.
 */
export function shortUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}
