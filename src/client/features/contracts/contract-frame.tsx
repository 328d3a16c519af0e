import { contractPreviewDocument } from "./contract-preview";

// As in the template preview: the server escaped everything the studio typed, and a frame that may run
// nothing and open nothing is the second wall.
const CONTRACT_SANDBOX = "";

/** The proposal's contract as the server rendered it with the proposal's own values. */
export function ContractFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox={CONTRACT_SANDBOX}
      srcDoc={contractPreviewDocument(html)}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-md border bg-white"
    />
  );
}
