import { CircleCheck } from "lucide-react";
import { PublicPageCard } from "@/components/layout/public-page-card";

export function PaymentSuccessPage() {
  return (
    <PublicPageCard
      icon={CircleCheck}
      title="Payment"
      description="Your payment confirmation will be shown here."
    />
  );
}
