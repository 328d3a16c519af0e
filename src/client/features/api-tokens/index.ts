/** What other features may use from API tokens: the Settings card that lists, makes and revokes them. */
export { ApiTokensCard } from "./api-tokens-card";
