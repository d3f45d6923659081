-- The trigram indexes of 0024 one per column: the planner costs a scan of one column's entries in
-- a multi-column GIN index as a scan of them all, and chose a sequential scan with ILIKE on
-- every row instead (100,000 members: 185 ms against 21 ms for a surname's 5,000; bench/console.mjs).
DROP INDEX "users_search";--> statement-breakpoint
DROP INDEX "activities_search";--> statement-breakpoint
DROP INDEX "items_search";--> statement-breakpoint
CREATE INDEX "users_username_search" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_surname_search" ON "users" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_name_search" ON "activities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_permalink_search" ON "activities" USING gin ("permalink" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_name_search" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_sku_search" ON "items" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_description_search" ON "items" USING gin ("description" gin_trgm_ops);