CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "automation_business_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"automation_id" uuid NOT NULL,
	"trigger_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount_cents" integer,
	"project_type" text
);
--> statement-breakpoint
CREATE TABLE "automation_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"automation_id" uuid NOT NULL,
	"automation_type" text,
	"step_id" uuid,
	"step" integer,
	"trigger_type" text,
	"event_date" date,
	"days_before" integer,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "automation_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"automation_id" uuid NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"template_id" uuid,
	"enabled" boolean DEFAULT true NOT NULL,
	"quiet_hours_start" text,
	"quiet_hours_end" text
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"name" text NOT NULL,
	"automation_type" text DEFAULT 'COMMUNICATION' NOT NULL,
	"stage_id" uuid,
	"channel" text,
	"trigger_type" text,
	"target_stage_id" uuid,
	"days_before" integer,
	"trigger_timing" text DEFAULT 'BEFORE' NOT NULL,
	"trigger_hour" integer DEFAULT 9 NOT NULL,
	"trigger_minute" integer DEFAULT 0 NOT NULL,
	"event_type" text,
	"stage_condition" uuid,
	"template_id" uuid,
	"questionnaire_template_id" uuid,
	"event_date_condition" text DEFAULT 'ANY' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"trigger_mode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"event_date" date,
	"has_event_date" boolean DEFAULT false NOT NULL,
	"notes" text,
	"stage_id" uuid,
	"stage_entered_at" timestamp with time zone,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"email_opt_in" boolean DEFAULT true NOT NULL,
	"project_type" text,
	"lead_source" text DEFAULT 'MANUAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"content" text NOT NULL,
	"sent_by_photographer" boolean NOT NULL,
	"channel" text DEFAULT 'INTERNAL' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drip_campaign_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"sequence_index" integer NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text,
	"weeks_after_start" integer,
	"days_after_start" integer,
	"approval_status" text DEFAULT 'PENDING' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"rejection_reason" text,
	"original_subject" text,
	"original_html_body" text,
	"original_text_body" text,
	"has_manual_edits" boolean DEFAULT false NOT NULL,
	"last_edited_at" timestamp with time zone,
	"last_edited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drip_campaign_version_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"change_type" text NOT NULL,
	"change_description" text,
	"changed_by" text,
	"affected_email_id" uuid,
	"previous_data" jsonb,
	"new_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drip_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"name" text NOT NULL,
	"target_stage_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"max_duration_months" integer DEFAULT 12 NOT NULL,
	"email_frequency_weeks" integer DEFAULT 2 NOT NULL,
	"email_frequency_days" integer,
	"generated_by_ai" boolean DEFAULT false NOT NULL,
	"is_static_template" boolean DEFAULT false NOT NULL,
	"static_template_type" text,
	"ai_prompt" text,
	"business_context" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"parent_campaign_id" uuid,
	"is_current_version" boolean DEFAULT true NOT NULL,
	"version_notes" text,
	"use_custom_styling" boolean DEFAULT false NOT NULL,
	"primary_brand_color" text,
	"secondary_brand_color" text,
	"font_family" text DEFAULT 'Arial, sans-serif' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drip_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"email_id" uuid,
	"sequence_index" integer,
	"client_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drip_email_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"sequence_index" integer NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drip_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"campaign_id" uuid,
	"project_type" text,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_email_index" integer DEFAULT 0 NOT NULL,
	"next_email_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drip_subscriptions_kind_check" CHECK (campaign_id IS NOT NULL OR project_type IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "static_campaign_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"campaign_enabled" boolean DEFAULT false NOT NULL,
	"email_toggles" text DEFAULT '{}' NOT NULL,
	"target_stage_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid,
	"project_id" uuid,
	"automation_id" uuid,
	"automation_step_id" uuid,
	"step" integer,
	"to_email" text NOT NULL,
	"subject" text,
	"status" text NOT NULL,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text,
	"subject" text,
	"html_body" text,
	"text_body" text,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid,
	"project_id" uuid,
	"automation_id" uuid,
	"automation_step_id" uuid,
	"step" integer,
	"status" text NOT NULL,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"direction" text DEFAULT 'OUTBOUND' NOT NULL,
	"from_phone" text,
	"to_phone" text,
	"message_body" text,
	"is_forwarded" boolean DEFAULT false NOT NULL,
	"related_sms_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"qty" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"base_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_session_id" text,
	"payment_intent_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_payments_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "photographer_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid,
	"estimate_payment_id" uuid,
	"payment_intent_id" text,
	"transfer_id" text,
	"total_amount_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"photographer_earnings_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transferred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographer_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"payout_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_instant" boolean DEFAULT false NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"method" text DEFAULT 'standard' NOT NULL,
	"provider_created_at" timestamp with time zone,
	"arrival_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photographer_payouts_payout_id_unique" UNIQUE("payout_id")
);
--> statement-breakpoint
CREATE TABLE "photographer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"logo_url" text,
	"profile_picture" text,
	"brand_primary" text DEFAULT '#3b82f6' NOT NULL,
	"brand_secondary" text DEFAULT '#64748b' NOT NULL,
	"email_from_name" text,
	"email_from_addr" text,
	"phone" text,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"public_token" text NOT NULL,
	"default_email_opt_in" boolean DEFAULT true NOT NULL,
	"default_sms_opt_in" boolean DEFAULT false NOT NULL,
	"calendar_access_token" text,
	"calendar_refresh_token" text,
	"calendar_token_expiry" timestamp with time zone,
	"calendar_scope" text,
	"calendar_connected_at" timestamp with time zone,
	"calendar_id" text,
	"calendar_email" text,
	"payment_account_id" text,
	"payment_account_status" text,
	"payout_enabled" boolean DEFAULT false NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"platform_fee_percent" integer DEFAULT 500 NOT NULL,
	"quiet_hours_start" text,
	"quiet_hours_end" text,
	"email_signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photographers_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "checklist_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_portal_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_portal_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "project_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"action" text NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"metadata" jsonb,
	"related_id" text,
	"related_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"title" text NOT NULL,
	"lead_source" text DEFAULT 'MANUAL' NOT NULL,
	"event_date" date,
	"has_event_date" boolean DEFAULT false NOT NULL,
	"notes" text,
	"stage_id" uuid,
	"stage_entered_at" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sms_opt_in" boolean DEFAULT true NOT NULL,
	"email_opt_in" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"name" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#64748b' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"qty" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_percent" integer,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"valid_until" date,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_by_name" text,
	"signed_by_email" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"signature_image_url" text,
	"token" text NOT NULL,
	"package_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "project_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"template_id" uuid,
	"template_title" text NOT NULL,
	"template_description" text,
	"questions_snapshot" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"options" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"template_id" uuid,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"date" date NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"start_time" text,
	"end_time" text,
	"breaks" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"title" text,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurrence_pattern" text,
	"source_template_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_range_check" CHECK (end_at > start_at)
);
--> statement-breakpoint
CREATE TABLE "availability_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_templates_day_of_week_check" CHECK (day_of_week BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"project_id" uuid,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"booking_type" text DEFAULT 'CONSULTATION' NOT NULL,
	"is_first_booking" boolean DEFAULT false NOT NULL,
	"calendar_event_id" text,
	"meeting_link" text,
	"google_meet_link" text,
	"booking_token" text NOT NULL,
	"client_email" text,
	"client_phone" text,
	"client_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_token_unique" UNIQUE("booking_token"),
	CONSTRAINT "bookings_range_check" CHECK (end_at > start_at)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"short_code" text NOT NULL,
	"target_url" text NOT NULL,
	"link_type" text DEFAULT 'BOOKING' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_short_code_unique" UNIQUE("short_code")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"html_body" text,
	"text_body" text NOT NULL,
	"project_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_business_triggers" ADD CONSTRAINT "automation_business_triggers_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_business_triggers" ADD CONSTRAINT "automation_business_triggers_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_executions" ADD CONSTRAINT "automation_executions_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_executions" ADD CONSTRAINT "automation_executions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_executions" ADD CONSTRAINT "automation_executions_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_executions" ADD CONSTRAINT "automation_executions_step_id_automation_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."automation_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_target_stage_id_stages_id_fk" FOREIGN KEY ("target_stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_questionnaire_template_id_questionnaire_templates_id_fk" FOREIGN KEY ("questionnaire_template_id") REFERENCES "public"."questionnaire_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_emails" ADD CONSTRAINT "drip_campaign_emails_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_emails" ADD CONSTRAINT "drip_campaign_emails_campaign_id_drip_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."drip_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_version_history" ADD CONSTRAINT "drip_campaign_version_history_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_version_history" ADD CONSTRAINT "drip_campaign_version_history_campaign_id_drip_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."drip_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_version_history" ADD CONSTRAINT "drip_campaign_version_history_affected_email_id_drip_campaign_emails_id_fk" FOREIGN KEY ("affected_email_id") REFERENCES "public"."drip_campaign_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaigns" ADD CONSTRAINT "drip_campaigns_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaigns" ADD CONSTRAINT "drip_campaigns_target_stage_id_stages_id_fk" FOREIGN KEY ("target_stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaigns" ADD CONSTRAINT "drip_campaigns_parent_campaign_id_drip_campaigns_id_fk" FOREIGN KEY ("parent_campaign_id") REFERENCES "public"."drip_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD CONSTRAINT "drip_deliveries_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD CONSTRAINT "drip_deliveries_subscription_id_drip_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."drip_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD CONSTRAINT "drip_deliveries_email_id_drip_campaign_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."drip_campaign_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD CONSTRAINT "drip_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD CONSTRAINT "drip_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_email_overrides" ADD CONSTRAINT "drip_email_overrides_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD CONSTRAINT "drip_subscriptions_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD CONSTRAINT "drip_subscriptions_campaign_id_drip_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."drip_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD CONSTRAINT "drip_subscriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD CONSTRAINT "drip_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_campaign_settings" ADD CONSTRAINT "static_campaign_settings_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_campaign_settings" ADD CONSTRAINT "static_campaign_settings_target_stage_id_stages_id_fk" FOREIGN KEY ("target_stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_automation_step_id_automation_steps_id_fk" FOREIGN KEY ("automation_step_id") REFERENCES "public"."automation_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_automation_step_id_automation_steps_id_fk" FOREIGN KEY ("automation_step_id") REFERENCES "public"."automation_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_related_sms_id_sms_logs_id_fk" FOREIGN KEY ("related_sms_id") REFERENCES "public"."sms_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_earnings" ADD CONSTRAINT "photographer_earnings_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_earnings" ADD CONSTRAINT "photographer_earnings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_earnings" ADD CONSTRAINT "photographer_earnings_estimate_payment_id_estimate_payments_id_fk" FOREIGN KEY ("estimate_payment_id") REFERENCES "public"."estimate_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_payouts" ADD CONSTRAINT "photographer_payouts_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_links" ADD CONSTRAINT "photographer_links_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_template_items" ADD CONSTRAINT "checklist_template_items_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_portal_tokens" ADD CONSTRAINT "client_portal_tokens_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_portal_tokens" ADD CONSTRAINT "client_portal_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_checklist_items" ADD CONSTRAINT "project_checklist_items_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_checklist_items" ADD CONSTRAINT "project_checklist_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity_logs" ADD CONSTRAINT "project_activity_logs_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity_logs" ADD CONSTRAINT "project_activity_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questionnaires" ADD CONSTRAINT "project_questionnaires_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questionnaires" ADD CONSTRAINT "project_questionnaires_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questionnaires" ADD CONSTRAINT "project_questionnaires_template_id_questionnaire_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."questionnaire_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_template_id_questionnaire_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."questionnaire_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_breaks" ADD CONSTRAINT "availability_breaks_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_breaks" ADD CONSTRAINT "availability_breaks_template_id_availability_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."availability_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_source_template_id_availability_templates_id_fk" FOREIGN KEY ("source_template_id") REFERENCES "public"."availability_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_templates" ADD CONSTRAINT "availability_templates_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_photographer_idx" ON "users" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "automation_business_triggers_photographer_trigger_idx" ON "automation_business_triggers" USING btree ("photographer_id","trigger_type");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_business_triggers_automation_trigger_unique" ON "automation_business_triggers" USING btree ("automation_id","trigger_type");--> statement-breakpoint
CREATE INDEX "automation_executions_photographer_executed_idx" ON "automation_executions" USING btree ("photographer_id","executed_at");--> statement-breakpoint
CREATE INDEX "automation_executions_automation_idx" ON "automation_executions" USING btree ("automation_id");--> statement-breakpoint
CREATE INDEX "automation_executions_step_idx" ON "automation_executions" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_executions_project_step_unique" ON "automation_executions" USING btree ("project_id","step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_executions_project_automation_trigger_unique" ON "automation_executions" USING btree ("project_id","automation_id","trigger_type");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_executions_project_automation_date_days_unique" ON "automation_executions" USING btree ("project_id","automation_id","event_date","days_before");--> statement-breakpoint
CREATE INDEX "automation_steps_photographer_automation_idx" ON "automation_steps" USING btree ("photographer_id","automation_id");--> statement-breakpoint
CREATE INDEX "automation_steps_automation_step_idx" ON "automation_steps" USING btree ("automation_id","step_index");--> statement-breakpoint
CREATE INDEX "automation_steps_template_idx" ON "automation_steps" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "automations_photographer_type_idx" ON "automations" USING btree ("photographer_id","project_type");--> statement-breakpoint
CREATE INDEX "automations_stage_idx" ON "automations" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "automations_target_stage_idx" ON "automations" USING btree ("target_stage_id");--> statement-breakpoint
CREATE INDEX "automations_template_idx" ON "automations" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "automations_questionnaire_template_idx" ON "automations" USING btree ("questionnaire_template_id");--> statement-breakpoint
CREATE INDEX "clients_photographer_created_idx" ON "clients" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_photographer_email_idx" ON "clients" USING btree ("photographer_id","email");--> statement-breakpoint
CREATE INDEX "clients_stage_idx" ON "clients" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "messages_photographer_client_created_idx" ON "messages" USING btree ("photographer_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_client_idx" ON "messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "drip_campaign_emails_photographer_campaign_idx" ON "drip_campaign_emails" USING btree ("photographer_id","campaign_id");--> statement-breakpoint
CREATE INDEX "drip_campaign_emails_campaign_sequence_idx" ON "drip_campaign_emails" USING btree ("campaign_id","sequence_index");--> statement-breakpoint
CREATE INDEX "drip_campaign_version_history_photographer_campaign_idx" ON "drip_campaign_version_history" USING btree ("photographer_id","campaign_id");--> statement-breakpoint
CREATE INDEX "drip_campaign_version_history_campaign_version_idx" ON "drip_campaign_version_history" USING btree ("campaign_id","version");--> statement-breakpoint
CREATE INDEX "drip_campaign_version_history_affected_email_idx" ON "drip_campaign_version_history" USING btree ("affected_email_id");--> statement-breakpoint
CREATE INDEX "drip_campaigns_photographer_type_idx" ON "drip_campaigns" USING btree ("photographer_id","project_type");--> statement-breakpoint
CREATE INDEX "drip_campaigns_target_stage_idx" ON "drip_campaigns" USING btree ("target_stage_id");--> statement-breakpoint
CREATE INDEX "drip_campaigns_parent_idx" ON "drip_campaigns" USING btree ("parent_campaign_id");--> statement-breakpoint
CREATE INDEX "drip_deliveries_photographer_created_idx" ON "drip_deliveries" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "drip_deliveries_email_idx" ON "drip_deliveries" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "drip_deliveries_client_idx" ON "drip_deliveries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "drip_deliveries_project_idx" ON "drip_deliveries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "drip_deliveries_provider_idx" ON "drip_deliveries" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_deliveries_subscription_email_unique" ON "drip_deliveries" USING btree ("subscription_id","email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_deliveries_subscription_sequence_unique" ON "drip_deliveries" USING btree ("subscription_id","sequence_index");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_email_overrides_photographer_type_sequence_unique" ON "drip_email_overrides" USING btree ("photographer_id","project_type","sequence_index");--> statement-breakpoint
CREATE INDEX "drip_subscriptions_photographer_project_idx" ON "drip_subscriptions" USING btree ("photographer_id","project_id");--> statement-breakpoint
CREATE INDEX "drip_subscriptions_campaign_idx" ON "drip_subscriptions" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "drip_subscriptions_client_idx" ON "drip_subscriptions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "drip_subscriptions_due_idx" ON "drip_subscriptions" USING btree ("status","next_email_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_subscriptions_project_campaign_unique" ON "drip_subscriptions" USING btree ("project_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_subscriptions_project_static_unique" ON "drip_subscriptions" USING btree ("project_id","project_type") WHERE campaign_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "static_campaign_settings_photographer_type_unique" ON "static_campaign_settings" USING btree ("photographer_id","project_type");--> statement-breakpoint
CREATE INDEX "static_campaign_settings_target_stage_idx" ON "static_campaign_settings" USING btree ("target_stage_id");--> statement-breakpoint
CREATE INDEX "email_logs_photographer_client_idx" ON "email_logs" USING btree ("photographer_id","client_id");--> statement-breakpoint
CREATE INDEX "email_logs_client_idx" ON "email_logs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "email_logs_project_idx" ON "email_logs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "email_logs_automation_idx" ON "email_logs" USING btree ("automation_id");--> statement-breakpoint
CREATE INDEX "email_logs_automation_step_idx" ON "email_logs" USING btree ("automation_step_id");--> statement-breakpoint
CREATE INDEX "email_logs_provider_idx" ON "email_logs" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_photographer_created_idx" ON "outbox_messages" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_logs_photographer_client_idx" ON "sms_logs" USING btree ("photographer_id","client_id");--> statement-breakpoint
CREATE INDEX "sms_logs_client_idx" ON "sms_logs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sms_logs_project_idx" ON "sms_logs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sms_logs_automation_idx" ON "sms_logs" USING btree ("automation_id");--> statement-breakpoint
CREATE INDEX "sms_logs_automation_step_idx" ON "sms_logs" USING btree ("automation_step_id");--> statement-breakpoint
CREATE INDEX "sms_logs_provider_idx" ON "sms_logs" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sms_logs_related_idx" ON "sms_logs" USING btree ("related_sms_id");--> statement-breakpoint
CREATE INDEX "package_items_photographer_package_idx" ON "package_items" USING btree ("photographer_id","package_id");--> statement-breakpoint
CREATE INDEX "package_items_package_order_idx" ON "package_items" USING btree ("package_id","order_index");--> statement-breakpoint
CREATE INDEX "packages_photographer_created_idx" ON "packages" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "estimate_payments_photographer_created_idx" ON "estimate_payments" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "estimate_payments_estimate_idx" ON "estimate_payments" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_payments_client_idx" ON "estimate_payments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "estimate_payments_session_idx" ON "estimate_payments" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "photographer_earnings_photographer_created_idx" ON "photographer_earnings" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "photographer_earnings_project_idx" ON "photographer_earnings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "photographer_earnings_estimate_payment_idx" ON "photographer_earnings" USING btree ("estimate_payment_id");--> statement-breakpoint
CREATE INDEX "photographer_payouts_photographer_created_idx" ON "photographer_payouts" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "photographer_links_photographer_idx" ON "photographer_links" USING btree ("photographer_id","order_index");--> statement-breakpoint
CREATE INDEX "checklist_template_items_photographer_order_idx" ON "checklist_template_items" USING btree ("photographer_id","order_index");--> statement-breakpoint
CREATE INDEX "client_portal_tokens_photographer_client_idx" ON "client_portal_tokens" USING btree ("photographer_id","client_id");--> statement-breakpoint
CREATE INDEX "client_portal_tokens_client_idx" ON "client_portal_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_portal_tokens_expires_idx" ON "client_portal_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "project_checklist_items_photographer_project_idx" ON "project_checklist_items" USING btree ("photographer_id","project_id");--> statement-breakpoint
CREATE INDEX "project_checklist_items_project_order_idx" ON "project_checklist_items" USING btree ("project_id","order_index");--> statement-breakpoint
CREATE INDEX "project_activity_logs_photographer_project_created_idx" ON "project_activity_logs" USING btree ("photographer_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_activity_logs_project_idx" ON "project_activity_logs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_photographer_type_stage_idx" ON "projects" USING btree ("photographer_id","project_type","stage_id");--> statement-breakpoint
CREATE INDEX "projects_photographer_created_idx" ON "projects" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_photographer_event_date_idx" ON "projects" USING btree ("photographer_id","event_date");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "stages_photographer_type_order_idx" ON "stages" USING btree ("photographer_id","project_type","order_index");--> statement-breakpoint
CREATE INDEX "estimate_items_photographer_estimate_idx" ON "estimate_items" USING btree ("photographer_id","estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_items_estimate_order_idx" ON "estimate_items" USING btree ("estimate_id","order_index");--> statement-breakpoint
CREATE INDEX "estimates_photographer_client_idx" ON "estimates" USING btree ("photographer_id","client_id");--> statement-breakpoint
CREATE INDEX "estimates_photographer_created_idx" ON "estimates" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "estimates_client_idx" ON "estimates" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "estimates_project_idx" ON "estimates" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "estimates_package_idx" ON "estimates" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "project_questionnaires_photographer_project_idx" ON "project_questionnaires" USING btree ("photographer_id","project_id");--> statement-breakpoint
CREATE INDEX "project_questionnaires_project_idx" ON "project_questionnaires" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_questionnaires_template_idx" ON "project_questionnaires" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_photographer_template_idx" ON "questionnaire_questions" USING btree ("photographer_id","template_id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_template_order_idx" ON "questionnaire_questions" USING btree ("template_id","order_index");--> statement-breakpoint
CREATE INDEX "questionnaire_templates_photographer_created_idx" ON "questionnaire_templates" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "availability_breaks_photographer_idx" ON "availability_breaks" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "availability_breaks_template_idx" ON "availability_breaks" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_overrides_photographer_date_unique" ON "availability_overrides" USING btree ("photographer_id","date");--> statement-breakpoint
CREATE INDEX "availability_slots_photographer_start_idx" ON "availability_slots" USING btree ("photographer_id","start_at");--> statement-breakpoint
CREATE INDEX "availability_slots_source_template_idx" ON "availability_slots" USING btree ("source_template_id");--> statement-breakpoint
CREATE INDEX "availability_templates_photographer_day_idx" ON "availability_templates" USING btree ("photographer_id","day_of_week");--> statement-breakpoint
CREATE INDEX "bookings_photographer_start_idx" ON "bookings" USING btree ("photographer_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_photographer_start_active_unique" ON "bookings" USING btree ("photographer_id","start_at") WHERE status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "bookings_project_idx" ON "bookings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_photographer_idx" ON "calendar_feeds" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "short_links_photographer_created_idx" ON "short_links" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_photographer_channel_idx" ON "templates" USING btree ("photographer_id","channel");