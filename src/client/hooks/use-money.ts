import { useCallback } from "react";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { formatMoney } from "../../shared/currency";

export type MoneyFormat = (minor: number) => string;

/**
 * Amounts of the signed-in studio in its currency (Settings), as Intl writes them. A record that carries
 * its own currency (a proposal, an earning) is formatted with formatMoney and that currency instead.
 */
export function useMoney(): MoneyFormat {
  const currency = usePhotographerSettings().data?.currency ?? "USD";
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}

/** The studio's currency, for inputs of an amount. */
export function useStudioCurrency(): string {
  return usePhotographerSettings().data?.currency ?? "USD";
}
