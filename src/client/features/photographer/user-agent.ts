/** "Chrome on macOS" from a browser's user-agent string: enough to recognise one's own devices. */
export function describeUserAgent(userAgent: string | null): { label: string; isPhone: boolean } {
  if (!userAgent) return { label: "Unknown browser", isPhone: false };
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /(Chrome|CriOS|Chromium)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  const isPhone = /Mobile|iPhone|Android/.test(ua);
  if (browser && system) return { label: `${browser} on ${system}`, isPhone };
  if (browser ?? system) return { label: (browser ?? system)!, isPhone };
  return { label: ua.length > 60 ? `${ua.slice(0, 57)}...` : ua, isPhone };
}
