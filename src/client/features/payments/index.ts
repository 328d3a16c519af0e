/** What other features may use from payments: a proposal's payments panel and the Record payment dialog. */
export { ProposalPayments } from "./proposal-payments";
export { RecordPaymentDialog } from "./record-payment-dialog";
