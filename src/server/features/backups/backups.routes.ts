import type { App } from "../../http/types.js";
import { backupStatusResponse } from "./backups.responses.js";
import type { BackupsService } from "./backups.service.js";

export function registerBackupRoutes(app: App, service: BackupsService): void {
  // Any signed-in photographer may see it: the install's backup is every studio's safety net.
  app.get(
    "/api/backups/latest",
    {
      schema: {
        summary: "The daily backup's most recent run",
        tags: ["backups"],
        response: { 200: backupStatusResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return service.status();
    },
  );
}
