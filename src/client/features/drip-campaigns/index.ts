/** What the Drip Campaigns page shows of the studio's own campaigns. */
export { CustomCampaignsSection } from "./custom-campaigns-section";
