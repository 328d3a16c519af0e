import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";

/** The lead-capture widget: its script and the public lead endpoint (issue 11, in progress). */
export async function registerWidget(_app: App, _deps: FeatureDeps): Promise<void> {}
