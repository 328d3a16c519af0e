-- A sent proposal that is not signed yet is SENT, as every list shows it; until now sending only set
-- sent_at and left the status at DRAFT.
UPDATE "estimates" SET "status" = 'SENT' WHERE "status" = 'DRAFT' AND "sent_at" IS NOT NULL;
