import type { FileView } from "../../../shared/files.js";
import type { DbOrTx } from "../../db/connect.js";
import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { emitMessageReceived } from "../webhooks/webhook-emitters.js";
import { clientMessageNoticeJob } from "./client-message-notice.job.js";
import { startInbound } from "./inbound.module.js";
import { createInboundService } from "./inbound.service.js";
import { registerMessageActionRoutes } from "./message-actions.routes.js";
import { createMessageActionsService, type MessageFiles } from "./message-actions.service.js";
import { messageDigestJob } from "./message-digest.job.js";
import { registerSmsWebhook } from "./sms-webhook.module.js";
import { registerThreadRoutes } from "./thread.routes.js";
import { createThreadService, type ThreadFiles } from "./thread.service.js";

/** What conversations need of the files feature (features/files). */
export interface ConversationFiles extends ThreadFiles, MessageFiles {
  saveFile(input: {
    db?: DbOrTx;
    photographerId: string;
    clientId: string | null;
    messageId?: string | null;
    uploadedBy: "STUDIO" | "CLIENT" | "EMAIL";
    filename: string;
    bytes: Uint8Array;
  }): Promise<FileView>;
}

/**
 * Conversations: the client thread (every channel, the portal's side included), the replies that come
 * back (inbound e-mail and texts, see inbound.service.ts), and the studio's notice of each client message.
 * Returns the inbound service, which the mail receivers and the SMS webhook deliver into.
 */
export async function registerConversations(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "email" | "sms"> & { files: ConversationFiles },
) {
  const notice = clientMessageNoticeJob(deps.database, deps);
  await deps.queue.register(notice, messageDigestJob(deps.database, deps));
  const onClientMessage = async (tx: DbOrTx, photographerId: string, messageId: string) => {
    await deps.queue.enqueue(notice, { photographerId, messageId }, { tx });
    await emitMessageReceived(tx, deps.queue, photographerId, messageId);
  };
  const thread = createThreadService({ ...deps, onClientMessage });
  registerThreadRoutes(app, thread);
  registerMessageActionRoutes(
    app,
    createMessageActionsService({
      database: deps.database,
      files: deps.files,
      onClientMessage,
      log: app.log,
    }),
  );
  const inbound = createInboundService({
    database: deps.database,
    config: deps.config,
    onClientMessage,
    saveFile: (tx, file) =>
      deps.files.saveFile({
        db: tx,
        photographerId: file.photographerId,
        clientId: file.clientId,
        messageId: file.messageId,
        uploadedBy: "EMAIL",
        filename: file.filename,
        bytes: file.bytes,
      }),
    log: app.log,
  });
  registerSmsWebhook(app, { database: deps.database, config: deps.config, inbound });
  // The SMTP receiver and the IMAP poller start only when configured, and stop before the queue and the
  // database do (main.ts closes the app first): a stored reply queues the studio's notice.
  const mail = await startInbound({ config: deps.config, inbound, log: app.log });
  app.addHook("onClose", async () => mail.close());
  return { thread, inbound };
}
