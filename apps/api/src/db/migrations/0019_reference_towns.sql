CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "caps" text[];--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "search_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_nation_code" ON "countries" USING btree ("nation_id","code");--> statement-breakpoint
CREATE INDEX "countries_nation_search" ON "countries" USING btree ("nation_id","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "countries_nation_search_alt" ON "countries" USING btree ("nation_id","search_alt" text_pattern_ops);