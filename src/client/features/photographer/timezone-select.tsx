import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TIMEZONES } from "../../../shared/auth";
import { TIMEZONE_LABELS } from "../../../shared/photographer";

/** The four time zones a studio can choose, by the names photographers know them by. */
export function TimezoneSelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  describedBy?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className="w-full" aria-describedby={describedBy}>
        <SelectValue placeholder="Choose a time zone" />
      </SelectTrigger>
      <SelectContent>
        {TIMEZONES.map((zone) => (
          <SelectItem key={zone} value={zone}>
            {TIMEZONE_LABELS[zone]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
