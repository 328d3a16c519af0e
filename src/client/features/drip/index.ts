/** What other features may use from drip: a project's campaign subscriptions. */
export { useProjectDripSubscriptions } from "./use-drip";
