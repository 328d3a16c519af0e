import { CreditCard } from "lucide-react";
import { PublicPageCard } from "@/components/layout/public-page-card";

export function CheckoutPage() {
  return (
    <PublicPageCard
      icon={CreditCard}
      title="Checkout"
      description="Secure card payment for your photographer will open here."
    />
  );
}
