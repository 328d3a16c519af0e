import { Fragment } from "react";

const TOKEN = /(\{\{\s*[A-Za-z_]+\s*\}\})/;

/** Template text with its {{variables}} picked out, so a list shows at a glance what is filled in. */
export function VariableText({ text }: { text: string }) {
  return text.split(TOKEN).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
      <span key={index} className="rounded-sm bg-blue-50 px-0.5 text-blue-800">
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
