/** Customize & Preview: the widget's two colours (the preview beside it shows them at once). */
import { Palette } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ColorField } from "./color-field";
import type { WidgetConfigEditor } from "./use-widget-config";

/** A few backgrounds that suit most websites, besides white. */
const BACKGROUNDS = [
  { color: "#ffffff", name: "White" },
  { color: "#faf7f2", name: "Ivory" },
  { color: "#f1f5f9", name: "Mist" },
  { color: "#1f2937", name: "Charcoal" },
];

export function CustomizeCard({
  editor,
  brandPrimary,
}: {
  editor: WidgetConfigEditor;
  brandPrimary: string;
}) {
  const { config, update } = editor;
  const usesBrand = config.primaryColor.toLowerCase() === brandPrimary.toLowerCase();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Colours</CardTitle>
        <CardDescription>
          Match the form to your website. The button and its text stay readable.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3">
          <ColorField
            id="widget-primaryColor"
            label="Primary colour"
            value={config.primaryColor}
            onChange={(primaryColor) => update({ primaryColor })}
            hint="The button, the focus ring and the check boxes."
          />
          {usesBrand ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => update({ primaryColor: brandPrimary })}
            >
              <Palette aria-hidden="true" />
              Use my brand colour
              <span
                aria-hidden="true"
                className="size-3.5 rounded-full border"
                style={{ background: brandPrimary }}
              />
            </Button>
          )}
        </div>
        <div className="grid gap-3">
          <ColorField
            id="widget-backgroundColor"
            label="Background colour"
            value={config.backgroundColor}
            onChange={(backgroundColor) => update({ backgroundColor })}
            hint="Behind the whole form. On a dark one the text turns light."
          />
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Suggested backgrounds</legend>
            {BACKGROUNDS.map(({ color, name }) => {
              const active = config.backgroundColor.toLowerCase() === color;
              return (
                <Button
                  key={color}
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-pressed={active}
                  className="aria-pressed:border-primary-solid aria-pressed:ring-1 aria-pressed:ring-primary-solid"
                  onClick={() => update({ backgroundColor: color })}
                >
                  <span
                    aria-hidden="true"
                    className="size-3.5 rounded-full border"
                    style={{ background: color }}
                  />
                  {name}
                </Button>
              );
            })}
          </fieldset>
        </div>
      </CardContent>
    </Card>
  );
}
