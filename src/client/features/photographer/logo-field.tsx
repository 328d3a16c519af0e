import { ImageUp, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { schedulingBrand } from "@/lib/public-brand";
import { LOGO_ACCEPT, LogoError, logoFromFile } from "./logo-image";
import { StudioMark } from "./studio-mark";

/** Pick an image (kept as a data URL until the profile is saved), see it, or remove it. */
export function LogoField({
  value,
  onChange,
  businessName,
  brandPrimary,
  error,
}: {
  value: string | null;
  onChange: (logo: string | null) => void;
  businessName: string;
  brandPrimary: string;
  error?: string;
}) {
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  // The initials sit on the brand colour as on the booking page: deepened until white reads on it.
  const brand = schedulingBrand(brandPrimary);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      onChange(await logoFromFile(file));
    } catch (caught) {
      setProblem(
        caught instanceof LogoError ? caught.message : "We couldn't use that image. Please try another.",
      );
    } finally {
      setReading(false);
      // The same file can be picked again after a remove.
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Logo</Label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-full items-center justify-center rounded-lg border border-dashed bg-slate-50 p-3 sm:w-40">
          <StudioMark
            businessName={businessName || "Your studio"}
            logoUrl={value}
            color={brand.solid}
            textColor={brand.onSolid}
            className={value ? "max-h-14 max-w-full" : "size-12 text-base"}
          />
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={LOGO_ACCEPT}
              className="sr-only"
              aria-describedby={messageId}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
            <Button type="button" variant="outline" disabled={reading} onClick={() => input.current?.click()}>
              {reading ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <ImageUp aria-hidden="true" />
              )}
              {reading ? "Preparing..." : value ? "Replace logo" : "Upload logo"}
            </Button>
            {value ? (
              <Button type="button" variant="ghost" disabled={reading} onClick={() => onChange(null)}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          <p
            id={messageId}
            className={message ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
            role={message ? "alert" : undefined}
          >
            {message ??
              "PNG, JPEG or WebP. Large images are scaled down to 300 kB. Without a logo, clients see your initials."}
          </p>
        </div>
      </div>
    </div>
  );
}
