/** What other features may use from clients: the client list and how a proposal's state is named. */
export { proposalLabel } from "./client-detail-proposals";
export { useClients } from "./use-clients";
