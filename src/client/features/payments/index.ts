/** What other features may use from payments: a proposal's payments panel. */
export { ProposalPayments } from "./proposal-payments";
