/** What other features may use from contracts: the Templates page's Contracts tab. */
export { ContractTemplatesTab } from "./contract-templates-tab";
