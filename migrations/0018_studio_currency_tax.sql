-- A studio prices in its own currency and at its own tax rate. The defaults are what every studio had
-- until now (US dollars, 8.25 % on the subtotal), so no existing total moves.
ALTER TABLE "photographers" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 825 NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_tax_rate_range"
  CHECK ("tax_rate_basis_points" BETWEEN 0 AND 3000);
--> statement-breakpoint
ALTER TABLE "photographers" ADD COLUMN "tax_label" text DEFAULT 'Tax' NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD COLUMN "tax_base" text DEFAULT 'SUBTOTAL' NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_tax_base_valid"
  CHECK ("tax_base" IN ('SUBTOTAL', 'AFTER_DISCOUNT'));
--> statement-breakpoint
-- A proposal keeps the rate and base it was priced with: changing the studio's rate later never moves
-- the total of a proposal already written.
ALTER TABLE "estimates" ADD COLUMN "discount_percent_basis_points" integer;
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_discount_percent_range"
  CHECK ("discount_percent_basis_points" IS NULL OR "discount_percent_basis_points" BETWEEN 0 AND 10000);
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 825 NOT NULL;
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "tax_base" text DEFAULT 'SUBTOTAL' NOT NULL;
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_tax_base_valid"
  CHECK ("tax_base" IN ('SUBTOTAL', 'AFTER_DISCOUNT'));
--> statement-breakpoint
ALTER TABLE "estimate_items" ADD COLUMN "taxable" boolean DEFAULT true NOT NULL;
