/**
 * What other features use from the conversations: the studio's thread card (client and project pages),
 * and the parts the portal's Messages section is built from.
 */
export { AttachButton, AttachmentChips, useAttachments } from "./attachment-picker";
export { ClientThreadPanel } from "./client-thread-panel";
export { MessageBubble } from "./message-bubble";
export { canSend, hasUnreadInbound, type ThreadClient } from "./thread-format";
export { ThreadPanel } from "./thread-panel";
export { UnreadBadge } from "./unread-badge";
export { uploadPortalFile, usePortalThread, useSendPortalMessage } from "./use-portal-thread";
