/** What other features may use from scheduling: the studio's time zone. */
export { useStudioZone } from "./use-scheduling";
