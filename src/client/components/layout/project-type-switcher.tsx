import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIsMobile } from "@/hooks/use-mobile";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";

interface ProjectTypeSwitcherProps {
  value: ProjectType;
  onChange: (type: ProjectType) => void;
  /** The types offered, in order (all eleven unless given: drip campaigns have six). */
  types?: readonly ProjectType[];
  /** The content for the chosen type (the tab panel on wide screens). */
  children: ReactNode;
}

/**
 * Project types as tabs on wide screens, a select under 768 px. Shared by the pipeline,
 * automations and drip campaign screens, which all show one project type at a time.
 */
export function ProjectTypeSwitcher({
  value,
  onChange,
  types = PROJECT_TYPES,
  children,
}: ProjectTypeSwitcherProps) {
  const isMobile = useIsMobile();
  const selectId = useId();
  const change = (next: string) => {
    const type = types.find((t) => t === next);
    if (type) onChange(type);
  };

  if (isMobile) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={selectId}>Project type</Label>
          <Select value={value} onValueChange={change}>
            <SelectTrigger id={selectId} className="w-full bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {types.map((type) => (
                <SelectItem key={type} value={type}>
                  {projectTypeLabel(type)}
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
    <Tabs value={value} onValueChange={change} className="gap-4">
      {/* Many tabs overflow a narrow content area: the strip scrolls sideways rather than wrapping. */}
      <div className="-m-1 overflow-x-auto p-1">
        <TabsList aria-label="Project type" className="h-10">
          {types.map((type) => (
            <TabsTrigger key={type} value={type} className="flex-none px-3">
              {projectTypeLabel(type)}
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
