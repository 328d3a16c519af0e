/** What other features may use from packages: the studio's packages, to import into a proposal. */
export { usePackages } from "./use-packages";
