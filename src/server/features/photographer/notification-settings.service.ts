/** Which e-mails the studio gets about its clients' steps (Settings, Notifications). */
import type { NotificationSettings, NotificationSettingsInput } from "../../../shared/notifications.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { findNotificationSettings, updateNotificationSettings } from "./notifications.queries.js";

export function createNotificationSettingsService(database: Database) {
  const { db } = database;

  async function get(photographerId: string): Promise<NotificationSettings> {
    const settings = await findNotificationSettings(db, photographerId);
    if (!settings) throw notFound("Studio not found");
    return settings;
  }

  async function update(
    photographerId: string,
    input: NotificationSettingsInput,
  ): Promise<NotificationSettings> {
    await updateNotificationSettings(db, photographerId, input);
    return get(photographerId);
  }

  return { get, update };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
