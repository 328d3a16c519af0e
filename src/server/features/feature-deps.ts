/**
 * What buildApp hands a feature's module (`<feature>.module.ts`): the shared infrastructure and the
 * services other features may call. A module registers its routes and its jobs with these, and returns
 * the services later modules need (clients, projects…). A module asks only for what it uses (`Pick`), so
 * that it can be registered before the features it does not depend on.
 */
import type { Config } from "../config.js";
import type { Database } from "../db/connect.js";
import type { EmailService } from "../integrations/email/email.service.js";
import type { SmsService } from "../integrations/sms/sms.service.js";
import type { EventBus } from "../jobs/events.js";
import type { JobQueue } from "../jobs/queue.js";
import type { ClientsService } from "./clients/clients.service.js";
import type { ProjectsService } from "./projects/projects.service.js";

export interface FeatureDeps {
  database: Database;
  config: Config;
  queue: JobQueue;
  bus: EventBus;
  email: EmailService;
  sms: SmsService;
  clients: ClientsService;
  projects: ProjectsService;
}
