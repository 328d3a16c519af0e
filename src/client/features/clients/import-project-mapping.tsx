import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import { type ColumnMapping, MAPPING_LABELS, type MappingKey } from "./import-clients";
import { ImportMappingSelect } from "./import-mapping-select";

const PROJECT_KEYS = ["projectName", "projectType", "projectStage"] as const satisfies readonly MappingKey[];

const HINTS: Partial<Record<MappingKey, string>> = {
  projectName: 'Left empty, a project is named after its client, such as "Jane Doe Wedding".',
  projectStage: "Matched to your pipeline's stages by name; any other starts in the first stage.",
};

interface ImportProjectMappingProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onFieldChange: (key: MappingKey, header: string | null) => void;
  defaultProjectType: ProjectType;
  onDefaultProjectTypeChange: (type: ProjectType) => void;
}

/**
 * The optional project columns of a CRM export (one project per row, added to the row's client), and
 * the type of the projects whose row gives none.
 */
export function ImportProjectMapping({
  headers,
  mapping,
  onFieldChange,
  defaultProjectType,
  onDefaultProjectTypeChange,
}: ImportProjectMappingProps) {
  const headingId = useId();
  const typeId = useId();
  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby={headingId}>
      <div>
        <h4 id={headingId} className="text-sm font-semibold">
          Projects (optional)
        </h4>
        <p className="text-sm text-muted-foreground">
          A row with a project adds it to the row's client, even one you already have.
        </p>
      </div>
      <div className="grid gap-4 sm:gap-3">
        {PROJECT_KEYS.map((key) => (
          <ImportMappingSelect
            key={key}
            label={MAPPING_LABELS[key]}
            hint={HINTS[key]}
            headers={headers}
            value={mapping[key]}
            onChange={(header) => onFieldChange(key, header)}
          />
        ))}
        <div className="grid min-w-0 gap-x-4 gap-y-1.5 sm:grid-cols-[10rem_1fr] sm:items-center">
          <Label htmlFor={typeId}>Projects without a type are</Label>
          <Select
            value={defaultProjectType}
            onValueChange={(next) => onDefaultProjectTypeChange(next as ProjectType)}
          >
            <SelectTrigger id={typeId} className="w-full min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROJECT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {projectTypeLabel(type)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </section>
  );
}
