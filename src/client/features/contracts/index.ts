/** What other features may use from contracts: the Templates page's Contracts tab, a proposal's contract. */
export { ContractTemplatesTab } from "./contract-templates-tab";
export type { SignatureKit } from "./countersign-dialog";
export { ProposalContractPanel } from "./proposal-contract-panel";
export { ProposalContractSection } from "./proposal-contract-section";
