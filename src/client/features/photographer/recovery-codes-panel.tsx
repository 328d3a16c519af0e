import { Download, TriangleAlert } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

export function recoveryCodesText(codes: string[], email: string | undefined): string {
  return [
    `Focal recovery codes${email ? ` for ${email}` : ""}`,
    "Each code signs you in once if you can't use your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** Saves the codes as a .txt file, made in the browser: they never leave it again. */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "focal-recovery-codes.txt";
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. Copy and download
 * help put them somewhere safe; "I've saved them" closes.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string | undefined;
  onDone: () => void;
}) {
  const text = recoveryCodesText(codes, email);
  return (
    <div className="grid gap-4">
      <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Save these codes somewhere safe, like a password manager. Each one signs you in once if you lose
          your phone. You won't see them again.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border bg-slate-50 p-4 font-mono text-sm sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyButton text={text} what="recovery codes" className="sm:flex-1" />
        <Button type="button" variant="outline" className="sm:flex-1" onClick={() => download(text)}>
          <Download aria-hidden="true" />
          Download (.txt)
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone} className="w-full sm:w-auto">
          I've saved them
        </Button>
      </DialogFooter>
    </div>
  );
}
