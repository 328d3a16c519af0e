/**
 * A tiny IMAP server for the poller's test, over node:net: one user, one mailbox, messages held in
 * memory with their \Seen flag. It speaks only the part of IMAP4rev1 that imapflow uses to log in,
 * select, search unseen, fetch a message and flag it (and records the commands it was sent).
 */

import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";

export interface StandInMessage {
  uid: number;
  raw: Buffer;
  seen: boolean;
}

const CAPABILITIES = "IMAP4rev1 ID ENABLE UIDPLUS";

/** The message numbers of a sequence set ("1:3,5", "2:*") among the UIDs or positions given. */
function inSet(set: string, value: number, highest: number): boolean {
  return set.split(",").some((part) => {
    const [from, to] = part.split(":").map((n) => (n === "*" ? highest : Number(n)));
    if (to === undefined) return value === from;
    return value >= Math.min(from!, to) && value <= Math.max(from!, to);
  });
}

export async function startImapStandIn(options: { user: string; pass: string; mailbox?: string }) {
  const mailbox = options.mailbox ?? "INBOX";
  const messages: StandInMessage[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  function handle(socket: Socket, line: string, state: { selected: boolean }) {
    const match = /^(\S+) (?:(UID) )?(\S+)(?: (.*))?$/i.exec(line);
    if (!match) return socket.write("* BAD what?\r\n");
    const [, tag, uid, verb = "", rest = ""] = match;
    const command = verb.toUpperCase();
    commands.push(`${uid ? "UID " : ""}${command}`);
    const ok = (text = "done") => socket.write(`${tag} OK ${command} ${text}\r\n`);
    const highest = messages.length;
    const selected = () =>
      messages.filter((message, index) =>
        inSet(
          rest.split(" ")[0]!,
          uid ? message.uid : index + 1,
          uid ? (messages.at(-1)?.uid ?? 0) : highest,
        ),
      );
    switch (command) {
      case "CAPABILITY":
        socket.write(`* CAPABILITY ${CAPABILITIES}\r\n`);
        return ok();
      case "ID":
        socket.write('* ID ("name" "focal-stand-in")\r\n');
        return ok();
      case "ENABLE":
        socket.write("* ENABLED\r\n");
        return ok();
      case "NOOP":
        return ok();
      case "LOGIN": {
        const [user, pass] = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) =>
          (m[1] ?? m[2] ?? "").replace(/\\(.)/g, "$1"),
        );
        if (user !== options.user || pass !== options.pass) {
          return socket.write(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n`);
        }
        return socket.write(`${tag} OK [CAPABILITY ${CAPABILITIES}] Logged in\r\n`);
      }
      case "LIST":
      case "LSUB":
        socket.write(`* ${command} (\\HasNoChildren) "/" "${mailbox}"\r\n`);
        return ok();
      case "SELECT":
      case "EXAMINE": {
        if (rest.replace(/"/g, "") !== mailbox) return socket.write(`${tag} NO No such mailbox\r\n`);
        state.selected = true;
        socket.write("* FLAGS (\\Seen \\Answered \\Flagged \\Deleted \\Draft)\r\n");
        socket.write(`* ${messages.length} EXISTS\r\n* 0 RECENT\r\n`);
        socket.write(
          `* OK [UIDVALIDITY 7] UIDs valid\r\n* OK [UIDNEXT ${(messages.at(-1)?.uid ?? 0) + 1}] next\r\n`,
        );
        return socket.write(
          `${tag} OK [${command === "SELECT" ? "READ-WRITE" : "READ-ONLY"}] ${command} done\r\n`,
        );
      }
      case "SEARCH": {
        if (!state.selected) return socket.write(`${tag} BAD No mailbox selected\r\n`);
        const unseenOnly = /\bUNSEEN\b/i.test(rest);
        const found = messages
          .map((message, index) => ({ message, number: uid ? message.uid : index + 1 }))
          .filter(({ message }) => !unseenOnly || !message.seen)
          .map(({ number }) => number);
        socket.write(`* SEARCH${found.map((n) => ` ${n}`).join("")}\r\n`);
        return ok();
      }
      case "FETCH": {
        if (!state.selected) return socket.write(`${tag} BAD No mailbox selected\r\n`);
        const wantsBody = /BODY(\.PEEK)?\[\]/i.test(rest);
        for (const message of selected()) {
          const number = messages.indexOf(message) + 1;
          if (/BODY\[\]/i.test(rest)) message.seen = true;
          const flags = message.seen ? "\\Seen" : "";
          const head = `* ${number} FETCH (UID ${message.uid} FLAGS (${flags})`;
          if (wantsBody) {
            socket.write(`${head} BODY[] {${message.raw.length}}\r\n`);
            socket.write(message.raw);
            socket.write(")\r\n");
          } else {
            socket.write(`${head})\r\n`);
          }
        }
        return ok();
      }
      case "STORE": {
        if (!state.selected) return socket.write(`${tag} BAD No mailbox selected\r\n`);
        const adds = /^\S+ \+FLAGS/i.test(rest);
        const removes = /^\S+ -FLAGS/i.test(rest);
        for (const message of selected()) {
          if (/\\Seen/i.test(rest) && (adds || removes)) message.seen = adds;
          if (!/\.SILENT/i.test(rest)) {
            const number = messages.indexOf(message) + 1;
            socket.write(
              `* ${number} FETCH (UID ${message.uid} FLAGS (${message.seen ? "\\Seen" : ""}))\r\n`,
            );
          }
        }
        return ok();
      }
      case "CLOSE":
      case "UNSELECT":
        state.selected = false;
        return ok();
      case "LOGOUT":
        socket.write("* BYE Logging out\r\n");
        ok();
        return socket.end();
      default:
        return socket.write(`${tag} BAD Unknown command ${command}\r\n`);
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const state = { selected: false };
    let buffer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(socket, line, state);
      }
    });
    socket.write(`* OK [CAPABILITY ${CAPABILITIES}] Focal test IMAP ready\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    messages,
    commands,
    add(raw: string | Buffer) {
      messages.push({ uid: (messages.at(-1)?.uid ?? 0) + 1, raw: Buffer.from(raw), seen: false });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
