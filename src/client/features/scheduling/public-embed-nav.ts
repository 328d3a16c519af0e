/**
 * The booking calendar embedded in a studio's own site (an iframe): the checkout and the booking's own
 * page must open in the whole window, not inside the frame (a payment page refuses to be framed, and
 * the booking page is the client's to keep). Pure, with the window passed in, so it can be tested.
 */

/** The little of `window` these need. */
export interface FrameWindow {
  readonly top: unknown;
  readonly self: unknown;
  open: (url: string, target: string) => unknown;
  location: { assign: (url: string) => void };
}

/** Whether the page runs inside another page's frame. */
export function isFramed(win: Pick<FrameWindow, "top" | "self">): boolean {
  try {
    return win.top !== win.self;
  } catch {
    // A browser that will not even compare across origins: it is framed.
    return true;
  }
}

/** A link's target: the whole window when framed, the same one otherwise. */
export function leavingTarget(win: Pick<FrameWindow, "top" | "self">): "_top" | undefined {
  return isFramed(win) ? "_top" : undefined;
}

/**
 * Goes to `url` in the whole window. A frame sandboxed without top navigation gets null (or an error)
 * from window.open: then it goes inside the frame, where the page's own link still offers the way out.
 */
export function goWhole(url: string, win: FrameWindow): void {
  if (isFramed(win)) {
    try {
      if (win.open(url, "_top")) return;
    } catch {
      // Fall through to the frame itself.
    }
  }
  win.location.assign(url);
}
