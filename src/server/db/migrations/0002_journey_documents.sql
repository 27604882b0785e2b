ALTER TABLE "artefact_versions" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "artefact_versions" ADD COLUMN "restored_from" integer;--> statement-breakpoint
ALTER TABLE "artefacts" ADD COLUMN "document" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "artefacts_session_id_name_key" ON "artefacts" USING btree ("session_id","name") WHERE "artefacts"."session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "artefacts_project_id_name_key" ON "artefacts" USING btree ("project_id","name") WHERE "artefacts"."project_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_journeys_session_id_key" ON "idea_journeys" USING btree ("session_id") WHERE "idea_journeys"."session_id" is not null;