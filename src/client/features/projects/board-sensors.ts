/**
 * The board's drag sensors. A mouse or pen drags a card after a few pixels of movement; a finger needs
 * a short press first, so swiping over cards still scrolls the page. The pointer sensor therefore
 * ignores touch pointers (otherwise it would claim every touch before the touch sensor could), and
 * neither starts on a card's own controls (marked data-no-drag): its menu. Its title link is not one:
 * pressing it and moving drags the card like any other part of it, and a plain click opens the project.
 */
import { PointerSensor, type PointerSensorOptions, TouchSensor } from "@dnd-kit/core";
import type { PointerEvent as ReactPointerEvent, TouchEvent as ReactTouchEvent } from "react";

export const NO_DRAG_ATTRIBUTE = "data-no-drag";

function startsOnControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${NO_DRAG_ATTRIBUTE}]`) !== null;
}

export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === "touch") return false;
        if (startsOnControl(event.target)) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

export class LongPressTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: "onTouchStart" as const,
      handler: ({ nativeEvent: event }: ReactTouchEvent, { onActivation }: PointerSensorOptions) => {
        if (event.touches.length > 1 || startsOnControl(event.target)) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}
