/** What the SMTP receiver and the IMAP poller say to the server's log (Fastify's pino logger fits). */
export interface InboundRunLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
