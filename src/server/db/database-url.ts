/**
 * Reading a libpq-style DATABASE_URL with several hosts (`postgres://u@h1:5432,h2:5433/db?
 * target_session_attrs=read-write`), which node-postgres's own parser does not understand.
 */
export interface HostPort {
  host: string;
  port: number;
}

export type TargetSessionAttrs = "any" | "read-write" | "primary";

export interface ParsedDatabaseUrl {
  hosts: HostPort[];
  /** The same URL with only the first host and without target_session_attrs: what node-postgres reads. */
  singleHostUrl: string;
  targetSessionAttrs: TargetSessionAttrs;
  user?: string;
  password?: string;
  database?: string;
  params: Record<string, string>;
}

const DEFAULT_PORT = 5432;
const ACCEPTED_ATTRS = new Set(["any", "read-write", "primary"]);

/** An error PostgreSQL clients know as "could not connect", so the API answers 503 and retries find the primary. */
export class NoWritableHostError extends Error {
  readonly code = "08001";
  constructor(hosts: HostPort[], reasons: string[]) {
    super(`No writable PostgreSQL host among ${hosts.map(formatHost).join(", ")} (${reasons.join("; ")})`);
    this.name = "NoWritableHostError";
  }
}

export function formatHost({ host, port }: HostPort): string {
  return `${host.includes(":") ? `[${host}]` : host}:${port}`;
}

function parsePort(text: string, url: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65_535) {
    throw new Error(`DATABASE_URL has an invalid port "${text}" (${redact(url)})`);
  }
  return port;
}

/** One `host[:port]` of the list; IPv6 addresses come in brackets (`[::1]:5432`). */
function parseHostPort(item: string, defaultPort: number | undefined, url: string): HostPort {
  const bracketed = /^\[([^\]]+)\](?::(\d*))?$/.exec(item);
  if (bracketed) {
    return {
      host: bracketed[1]!,
      port: bracketed[2] ? parsePort(bracketed[2], url) : (defaultPort ?? DEFAULT_PORT),
    };
  }
  const colon = item.lastIndexOf(":");
  const host = decodeURIComponent(colon >= 0 ? item.slice(0, colon) : item);
  const port =
    colon >= 0 && item.slice(colon + 1) !== "" ? parsePort(item.slice(colon + 1), url) : defaultPort;
  return { host: host || "localhost", port: port ?? DEFAULT_PORT };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
}

export function parseDatabaseUrl(url: string): ParsedDatabaseUrl {
  const match = /^(postgres(?:ql)?:\/\/)(?:([^@/]*)@)?([^/?#]*)(\/[^?#]*)?(\?[^#]*)?$/i.exec(url.trim());
  if (!match) throw new Error(`DATABASE_URL is not a postgres:// URL (${redact(url)})`);
  const [, scheme, userinfo, hostList, path, query] = match;
  const search = new URLSearchParams(query ?? "");
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = value;
  // libpq also takes the hosts and ports as parameters: `?host=h1,h2&port=5432,5433`.
  const hostItems = (hostList || params.host || "").split(",").filter((item) => item !== "");
  const portItems = (params.port ?? "").split(",").filter((item) => item !== "");
  if (portItems.length > 1 && portItems.length !== Math.max(hostItems.length, 1)) {
    throw new Error(
      `DATABASE_URL lists ${portItems.length} ports for ${hostItems.length} hosts (${redact(url)})`,
    );
  }
  const portFor = (index: number) => {
    const text = portItems.length > 1 ? portItems[index] : portItems[0];
    return text === undefined ? undefined : parsePort(text, url);
  };
  const hosts =
    hostItems.length > 0
      ? hostItems.map((item, index) => parseHostPort(item, portFor(index), url))
      : [{ host: "localhost", port: portFor(0) ?? DEFAULT_PORT }];

  const attrs = (params.target_session_attrs ?? "any").toLowerCase();
  if (!ACCEPTED_ATTRS.has(attrs)) {
    throw new Error(
      `DATABASE_URL target_session_attrs=${attrs} is not supported: Focal writes, so use read-write (or primary, or any)`,
    );
  }
  const [rawUser, rawPassword] = userinfo ? splitOnce(userinfo, ":") : [undefined, undefined];
  const rest = new URLSearchParams(search);
  rest.delete("target_session_attrs");
  if (hostList === "" && params.host) rest.delete("host");
  if (portItems.length > 0) rest.delete("port");
  const restText = rest.toString();
  const first = hosts[0]!;
  const singleHostUrl =
    `${scheme}${userinfo !== undefined ? `${userinfo}@` : ""}${formatHost(first)}${path ?? ""}` +
    (restText ? `?${restText}` : "");
  return {
    hosts,
    singleHostUrl,
    targetSessionAttrs: attrs as TargetSessionAttrs,
    ...(rawUser ? { user: decodeURIComponent(rawUser) } : {}),
    ...(rawPassword !== undefined ? { password: decodeURIComponent(rawPassword) } : {}),
    ...(path && path.length > 1 ? { database: decodeURIComponent(path.slice(1)) } : {}),
    params,
  };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** Whether the URL needs the locator: several hosts, or a session attribute to check. */
export function isMultiHostUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = parseDatabaseUrl(url);
    return parsed.hosts.length > 1 || parsed.targetSessionAttrs !== "any";
  } catch {
    return false;
  }
}
