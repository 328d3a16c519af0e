/**
 * The one way the client talks to the server. Every call carries cookies; a non-OK answer raises
 * an ApiError whose message is the "status: body" text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's `{ message }` when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text, `${res.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** The human part of an error for a toast: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
