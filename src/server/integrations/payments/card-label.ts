/** How a saved card is named to the client and the studio, from what Stripe says of it. */
const BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** "Visa ending 4242", as the client will recognise the card. */
export function cardLabelOf(card: { brand?: string | null; last4?: string | null } | null | undefined) {
  const brand = card?.brand
    ? (BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1))
    : "Card";
  return card?.last4 ? `${brand} ending ${card.last4}` : brand;
}
