import type * as React from "react";

/** A click on the row itself (not on its link, menu or selected text) opens the client. */
export function isRowClick(event: React.MouseEvent): boolean {
  const target = event.target as HTMLElement;
  if (target.closest("a, button, [role='menuitem']")) return false;
  return !window.getSelection()?.toString();
}
