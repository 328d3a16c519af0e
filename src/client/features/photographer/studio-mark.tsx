import { cn } from "@/lib/utils";

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/** The studio's logo, or its initials on a colour when there is none: as clients see it. */
export function StudioMark({
  businessName,
  logoUrl,
  color,
  textColor = "#ffffff",
  className,
}: {
  businessName: string;
  logoUrl: string | null;
  color: string;
  textColor?: string;
  className?: string;
}) {
  if (logoUrl) {
    return (
      <img src={logoUrl} alt={`${businessName} logo`} className={cn("w-auto object-contain", className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: color, color: textColor }}
      className={cn("flex shrink-0 items-center justify-center rounded-full font-semibold", className)}
    >
      {initialsOf(businessName) || "·"}
    </span>
  );
}
