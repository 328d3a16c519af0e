/**
 * A page's sections as tabs with icons, or a labelled select under 768 px where the tabs don't fit
 * (Settings and the Widget Generator both switch this way). Only the chosen section renders.
 */
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIsMobile } from "@/hooks/use-mobile";

export interface Section<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

export function SectionTabs<T extends string>({
  sections,
  value,
  onChange,
  label,
  selectLabel,
  children,
}: {
  sections: readonly Section<T>[];
  value: T;
  onChange: (value: string) => void;
  /** Names the tab list for screen readers, e.g. "Settings sections". */
  label: string;
  /** The select's visible label on phones, e.g. "Settings section". */
  selectLabel: string;
  /** The chosen section's content. */
  children: React.ReactNode;
}) {
  const isMobile = useIsMobile();
  const selectId = useId();

  if (isMobile) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{selectLabel}</Label>
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger id={selectId} className="w-full bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sections.map((section) => (
                <SelectItem key={section.value} value={section.value}>
                  {section.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {children}
      </div>
    );
  }

  return (
    <Tabs value={value} onValueChange={onChange} className="gap-6">
      <div className="-m-1 overflow-x-auto p-1">
        <TabsList aria-label={label} className="h-10">
          {sections.map(({ value: tab, label: text, icon: Icon }) => (
            <TabsTrigger key={tab} value={tab} className="flex-none px-3">
              <Icon aria-hidden="true" />
              {text}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value={value} tabIndex={-1} className="focus-visible:ring-0">
        {children}
      </TabsContent>
    </Tabs>
  );
}
