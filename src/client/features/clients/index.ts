/** What other features may use from clients: the client list and how a proposal's state is named. */
export { proposalLabel } from "./client-detail-proposals";
export { CLIENT_CHOICES, isUnknownClient, useChosenClient, useClientChoices } from "./use-clients";
