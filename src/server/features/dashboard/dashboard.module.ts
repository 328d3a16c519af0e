import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";

/** The dashboard's morning overview (issue 11, in progress). */
export async function registerDashboard(_app: App, _deps: FeatureDeps): Promise<void> {}
