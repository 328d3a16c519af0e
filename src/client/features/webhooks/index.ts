/** What other features may use from webhooks: the Settings card that manages the studio's endpoints. */
export { WebhooksCard } from "./webhooks-card";
