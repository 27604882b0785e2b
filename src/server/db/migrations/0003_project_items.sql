ALTER TABLE "bounded_contexts" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "bounded_contexts" ADD COLUMN "derived" jsonb;--> statement-breakpoint
ALTER TABLE "infrastructure_items" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "infrastructure_items" ADD COLUMN "derived" jsonb;--> statement-breakpoint
ALTER TABLE "project_pages" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_pages" ADD COLUMN "derived" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "bounded_contexts_project_id_slug_key" ON "bounded_contexts" USING btree ("project_id","slug") WHERE "bounded_contexts"."slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "infrastructure_items_project_id_slug_key" ON "infrastructure_items" USING btree ("project_id","slug") WHERE "infrastructure_items"."slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_pages_project_id_route_key" ON "project_pages" USING btree ("project_id","route") WHERE "project_pages"."route" is not null;--> statement-breakpoint
ALTER TABLE "bounded_contexts" ADD CONSTRAINT "bounded_contexts_status_check" CHECK ("bounded_contexts"."status" in ('planned', 'designed', 'built', 'live', 'modelled', 'provisioned', 'retired'));--> statement-breakpoint
ALTER TABLE "bounded_contexts" ADD CONSTRAINT "bounded_contexts_origin_check" CHECK ("bounded_contexts"."origin" in ('derived', 'manual'));--> statement-breakpoint
ALTER TABLE "infrastructure_items" ADD CONSTRAINT "infrastructure_items_status_check" CHECK ("infrastructure_items"."status" in ('planned', 'designed', 'built', 'live', 'modelled', 'provisioned', 'retired'));--> statement-breakpoint
ALTER TABLE "infrastructure_items" ADD CONSTRAINT "infrastructure_items_origin_check" CHECK ("infrastructure_items"."origin" in ('derived', 'manual'));--> statement-breakpoint
ALTER TABLE "project_pages" ADD CONSTRAINT "project_pages_status_check" CHECK ("project_pages"."status" in ('planned', 'designed', 'built', 'live', 'modelled', 'provisioned', 'retired'));--> statement-breakpoint
ALTER TABLE "project_pages" ADD CONSTRAINT "project_pages_origin_check" CHECK ("project_pages"."origin" in ('derived', 'manual'));